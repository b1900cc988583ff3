#!/usr/bin/env bash
# Coverage-guided exploration with Jazzer, time-boxed: every *FuzzTest target is fuzzed for SECONDS (default 45) in
# a JVM of its own, after replaying its kept inputs (Maven profile `fuzz`, see sandbox-parent/pom.xml). The test
# suite (scripts/test.sh) replays the kept inputs only and stays deterministic; .ci/run calls this script after it.
#
# A finding: Jazzer writes the input to src/test/resources/<package>/<Test>Inputs/<method>/crash-<sha1>, where the
# tests replay it from then on; this script prints every new input (hex and base64) with the command that recreates
# it, so an input found on a CI machine can be kept. Fix the bug, keep the input under a name that says what it is.
#
# Usage: scripts/fuzz.sh [SECONDS_PER_TARGET] [extra Maven arguments]
# Exit status: 0 no finding; 3 a finding (printed); anything else: the fuzz run itself failed (build error, ...).
set -uo pipefail
cd "$(dirname "$0")/.."

seconds=45
if [[ $# -gt 0 && "$1" =~ ^[0-9]+$ ]]; then
  seconds="$1"
  shift
fi

mapfile -t targets < <(find . -path ./.git -prune -o -path '*/target' -prune -o \
  -path '*/src/test/java/*' -name '*FuzzTest.java' -print | sort)
if [[ ${#targets[@]} -eq 0 ]]; then
  echo "fuzz: no *FuzzTest targets found" >&2
  exit 1
fi
modules=$(printf '%s\n' "${targets[@]}" | sed -E 's#^\./([^/]+)/src/test/java/.*#\1#' | sort -u | paste -sd, -)
echo "== fuzz: ${#targets[@]} targets in ${modules}, ${seconds} s each"

marker=$(mktemp)
log=$(mktemp)
trap 'rm -f "$marker" "$log"' EXIT
mvn -B -ntp verify -Pfuzz -DskipITs -Dfuzz.duration="${seconds}s" -pl "$modules" -am "$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}

# Per target: libFuzzer's closing lines (runs, time, coverage), which follow Surefire's "Running <class>".
echo "== fuzz: targets"
awk '/Running io\.agentcage\..*FuzzTest/ { n = split($NF, parts, "."); target = parts[n] }
     /^#[0-9]+[ \t]+DONE/ { sub(/^#[0-9]+[ \t]+DONE[ \t]+/, ""); cov[target] = $0 }
     /^Done [0-9]+ runs in/ { runs[target] = $2 " runs in " $5 " s" }
     END { for (t in runs) printf "  %s: %s (%s)\n", t, runs[t], cov[t] }' "$log" | sort

mapfile -t found < <(find . -path ./.git -prune -o -path '*/target' -prune -o \
  -path '*/src/test/resources/*Inputs/*' -type f -newer "$marker" -print | sort)
if [[ ${#found[@]} -gt 0 ]]; then
  echo "== fuzz: FINDING: ${#found[@]} new input(s); fix the bug, then keep each input (it is replayed by the tests)"
  for f in "${found[@]}"; do
    echo "-- ${f#./}"
    od -An -tx1 -v "$f" | head -20
    echo "   recreate: printf '%s' '$(base64 -w0 "$f")' | base64 -d > '${f#./}'"
  done
  exit 3
fi
if [[ $status -ne 0 ]]; then
  echo "== fuzz: the fuzz run failed (exit $status) without writing a new input: see the Maven output above" >&2
  exit "$status"
fi
echo "== fuzz: no new inputs"
