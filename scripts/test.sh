#!/usr/bin/env bash
# The whole test suite, from a fresh Debian/Ubuntu machine: installs what the tests need (as root), starts the
# Docker engine and builds the sandbox image (scripts/setup-docker.sh), then runs `mvn -B verify`.
# Deterministic: every Jazzer target (*FuzzTest) replays its kept inputs only; exploration is scripts/fuzz.sh.
# Extra arguments go to Maven, e.g. scripts/test.sh -pl sandbox-api -am
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/install.sh

ensure_command java openjdk-17-jdk-headless
ensure_command javac openjdk-17-jdk-headless
ensure_command mvn maven
ensure_command python3 python3          # CPython is the oracle of the differential tests

if [ -x scripts/setup-docker.sh ]; then
  scripts/setup-docker.sh
fi

echo "== mvn -B verify"
exec mvn -B -ntp verify "$@"
