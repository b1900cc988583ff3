#!/usr/bin/env bash
# Prints the Docker backend's latency table (p50/p90 in ms): session round trip, one-shot from the warm pool
# (trivial and pandas+matplotlib), cold start without pool, sustained one-shot throughput, each beside the naive
# `docker run --rm IMAGE python3 -c` measured in the same run; for runc and, when registered, runsc.
# Needs a running daemon and the image (scripts/setup-docker.sh). Options: -Dbench.reps=N -Dbench.seconds=S
# Licensed under the Apache License, Version 2.0.
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q -ntp -pl sandbox-docker -am test-compile dependency:build-classpath \
  -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test >/dev/null
cp="sandbox-docker/target/test-classes:sandbox-docker/target/classes:$(cat sandbox-docker/target/bench-classpath.txt)"
exec java -cp "$cp" "$@" io.agentcage.docker.DockerBench
