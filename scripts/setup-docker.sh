#!/usr/bin/env bash
# Prepares this machine for the Docker backend's integration tests, idempotently:
#   1. installs what is missing (docker.io, debootstrap, runsc; podman, iproute2 and openssl for the Kubernetes and
#      fleet tests) on Debian/Ubuntu when run as root;
#   2. registers gVisor's runsc in /etc/docker/daemon.json, merging with any existing configuration;
#   3. starts dockerd when no daemon answers, and waits for it (bounded);
#   4. builds the sandbox image when it is missing (scripts/build-image.sh).
# Without CI set, a machine that cannot run Docker is reported and skipped (exit 0); with CI set it is a failure.
# Licensed under the Apache License, Version 2.0.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DAEMON_JSON=/etc/docker/daemon.json
WAIT_SECONDS="${AGENTCAGE_DOCKERD_WAIT:-60}"

say() { echo "setup-docker: $*"; }
give_up() {
  if [[ -n "${CI:-}" ]]; then
    say "FAILED: $* (CI is set, so Docker is required)" >&2
    exit 1
  fi
  say "skipped: $* (Docker integration tests will be skipped)" >&2
  exit 0
}

is_root() { [[ "$(id -u)" == 0 ]]; }
docker_answers() { timeout 10 docker info >/dev/null 2>&1; }

install_missing() {
  local missing=()
  command -v dockerd >/dev/null 2>&1 || missing+=(docker.io)
  command -v debootstrap >/dev/null 2>&1 || missing+=(debootstrap)
  command -v runsc >/dev/null 2>&1 || missing+=(runsc)
  # The Kubernetes backend's tests: podman runs the generated pod manifest (kube play); ip and openssl set up the
  # remote Docker engines of the fleet tests (network namespaces, veths, TLS certificates).
  command -v podman >/dev/null 2>&1 || missing+=(podman)
  command -v catatonit >/dev/null 2>&1 || missing+=(catatonit)  # podman's pod infra (pause) process
  command -v ip >/dev/null 2>&1 || missing+=(iproute2)
  command -v openssl >/dev/null 2>&1 || missing+=(openssl)
  [[ ${#missing[@]} -eq 0 ]] && return 0
  if ! is_root || ! command -v apt-get >/dev/null 2>&1; then
    say "cannot install ${missing[*]}: needs root on Debian/Ubuntu"
    return 0
  fi
  say "installing ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q >/dev/null
  # runsc is optional: the backend still works without it, so its absence must not abort the rest.
  apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null \
    || { say "retrying without runsc"; apt-get install -y -q --no-install-recommends \
           $(printf '%s\n' "${missing[@]}" | grep -vx runsc) >/dev/null; }
}

# Merges {"runtimes": {"runsc": ...}} into daemon.json; prints "changed" when it wrote the file.
register_runsc() {
  command -v runsc >/dev/null 2>&1 || { say "runsc not installed; gVisor tests will be skipped"; return 0; }
  is_root || return 0
  mkdir -p "$(dirname "$DAEMON_JSON")"
  python3 - "$DAEMON_JSON" "$(command -v runsc)" <<'PY'
import json, os, sys
path, runsc = sys.argv[1], sys.argv[2]
config = {}
if os.path.exists(path) and os.path.getsize(path) > 0:
    with open(path) as f:
        config = json.load(f)
wanted = {"path": runsc, "runtimeArgs": ["--network=none"]}
runtimes = config.setdefault("runtimes", {})
if runtimes.get("runsc") != wanted:
    runtimes["runsc"] = wanted
    tmp = path + ".agentcage.tmp"
    with open(tmp, "w") as f:
        json.dump(config, f, indent=2)
        f.write("\n")
    os.replace(tmp, path)
    print("changed")
PY
}

start_dockerd() {
  command -v dockerd >/dev/null 2>&1 || give_up "dockerd is not installed and could not be installed"
  is_root || give_up "no Docker daemon answers and starting one needs root"
  say "starting dockerd (log: /var/log/agentcage-dockerd.log)"
  # setsid: the daemon must outlive this script and the shell that ran it.
  setsid nohup dockerd >/var/log/agentcage-dockerd.log 2>&1 </dev/null &
  local waited=0
  until docker_answers; do
    sleep 1
    waited=$((waited + 1))
    if (( waited >= WAIT_SECONDS )); then
      tail -n 20 /var/log/agentcage-dockerd.log >&2 || true
      give_up "dockerd did not answer within ${WAIT_SECONDS}s"
    fi
  done
  say "dockerd is up after ${waited}s"
}

install_missing
command -v docker >/dev/null 2>&1 || give_up "the docker command is not installed"
changed="$(register_runsc || true)"
if docker_answers; then
  if [[ "$changed" == changed ]]; then
    # The runtimes section is reloadable: SIGHUP makes a running dockerd pick it up without a restart.
    say "registered runsc; reloading dockerd"
    if [[ -s /var/run/docker.pid ]]; then kill -HUP "$(cat /var/run/docker.pid)" || true; fi
    sleep 1
  fi
else
  [[ "$changed" == changed ]] && say "registered runsc in $DAEMON_JSON"
  start_dockerd
fi
if docker info --format '{{json .Runtimes}}' 2>/dev/null | grep -q '"runsc"'; then
  say "runtimes: runc, runsc"
else
  say "runtimes: runc (runsc not registered)"
fi
"$ROOT/scripts/build-image.sh"
