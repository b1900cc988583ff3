#!/usr/bin/env bash
# The whole test suite, from a fresh Debian/Ubuntu machine: installs what the tests need (as root), starts the
# Docker engine and builds the sandbox image (scripts/setup-docker.sh), then runs `mvn -B verify -Pfuzz`.
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

# -Pfuzz: each Jazzer target (*FuzzTest) is also fuzzed for a bounded time (fuzz.duration, see sandbox-parent).
echo "== mvn -B verify -Pfuzz"
exec mvn -B -ntp verify -Pfuzz "$@"
