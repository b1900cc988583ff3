#!/usr/bin/env bash
# Prints the Kubernetes backend's latency table (p50/p90 in ms): session round trip and pooled one-shot through the
# attach bridge, and a one-shot that misses the pool, on fabric8's mock API server with the test kubelet running the
# pods on the local Docker engine (runc and, when registered, runsc). Compare with scripts/bench-docker.sh's rows.
# Needs a running daemon and the image (scripts/setup-docker.sh). Options: -Dbench.reps=N -Dbench.runtimes=runc,runsc
# Licensed under the Apache License, Version 2.0.
set -euo pipefail
cd "$(dirname "$0")/.."
build() {
  mvn -B -q -ntp "$@" -pl sandbox-kubernetes -am test-compile dependency:build-classpath \
    -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test >/dev/null
}
build -o 2>/dev/null || build
cp="sandbox-kubernetes/target/test-classes:sandbox-kubernetes/target/classes:$(cat sandbox-kubernetes/target/bench-classpath.txt)"
exec java -cp "$cp" "$@" io.agentcage.kubernetes.KubernetesBench
