#!/usr/bin/env bash
# Validator speed: validates a 200-line program (MBPP solutions) many times after warm-up and prints median and
# p90 times for parse+validate and for the rules alone, under both policies. Usage: scripts/bench-validator.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q -ntp -o -pl sandbox-validator -am test-compile >&2 || mvn -B -q -ntp -pl sandbox-validator -am test-compile >&2
cp="sandbox-api/target/classes:sandbox-validator/target/classes:sandbox-validator/target/test-classes"
exec java -Xss4m -cp "$cp" io.agentcage.validator.bench.ValidatorBench "${1:-3}"
