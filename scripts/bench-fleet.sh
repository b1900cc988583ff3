#!/usr/bin/env bash
# Prints the failover figures of a two-engine Docker fleet (DockerFleetFailoverIT: two extra dockerd in network
# namespaces of their own, mutual TLS; one is killed during a session and started again): the time from the kill to
# the first one-shot that succeeds on the other engine, and from the dead engine's restart to its return to the
# fleet (health checks every 500 ms). Needs root, Docker, iproute2 and openssl (scripts/setup-docker.sh). Options:
# RUNS=N (default 3).
# Licensed under the Apache License, Version 2.0.
set -euo pipefail
cd "$(dirname "$0")/.."
for run in $(seq 1 "${RUNS:-3}"); do
  mvn -B -ntp -o -q -pl sandbox-docker -am verify -Dit.test=DockerFleetFailoverIT -Dtest=NONE \
    -Dsurefire.failIfNoSpecifiedTests=false >/dev/null 2>&1 || { echo "run $run: the failover test failed" >&2; exit 1; }
  echo "run $run: $(grep -h 'fleet failover' sandbox-docker/target/failsafe-reports/*DockerFleetFailoverIT-output.txt)"
done
