#!/usr/bin/env bash
# Prints the Docker backend's latency table (p50/p90 in ms): session round trip, one-shot from the warm pool
# (trivial and pandas+matplotlib), cold start without pool, memory of idle pooled containers, one-shot throughput
# with 1, 4 and 16 clients, each beside the naive `docker run --rm IMAGE python3 -c` measured in the same run; for
# runc and, when registered, runsc. Needs a running daemon and the image (scripts/setup-docker.sh).
# Options (JVM properties): -Dbench.reps=N -Dbench.seconds=S -Dbench.clients=1,4,16 -Dbench.runtimes=runc,runsc
# -Dbench.scaling=DIR (programs from scripts/bench/scaling.py) -Dbench.json=FILE (figures as JSON lines)
# Licensed under the Apache License, Version 2.0.
set -euo pipefail
cd "$(dirname "$0")/.."
build() {
  mvn -B -q -ntp "$@" -pl sandbox-docker -am test-compile dependency:build-classpath \
    -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test >/dev/null
}
build -o 2>/dev/null || build
cp="sandbox-docker/target/test-classes:sandbox-docker/target/classes:$(cat sandbox-docker/target/bench-classpath.txt)"
exec java -cp "$cp" "$@" io.agentcage.docker.DockerBench
