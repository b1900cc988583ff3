#!/usr/bin/env bash
# The whole performance picture in one run, as one table: the in-process interpreter beside CPython and Monty, the
# parser and validator beside CPython's ast.parse, the Docker backend beside the naive `docker run --rm` (runc and
# gVisor's runsc), and how executions per second fall as programs and their output grow. Every target named in the
# issues shows as met or not. Writes the table into docs/benchmarks.md (between the bench markers) and the main
# ratios as docs/benchmarks.png, unless --no-write.
#
# usage: scripts/bench.sh [--quick] [--no-docker] [--no-write]
#   --quick      about 5 minutes (short budgets; figures noisier); the default run takes about 15-20 minutes
#   --no-docker  skip the Docker rows (they need a running daemon and the image: scripts/setup-docker.sh)
#   --no-write   print the table only; leave docs/ alone
# Environment: INTERP_BENCH_DIR (default ../shared/bench/interp beside the repository), MONTY_DIR (where Monty's npm
# package is installed; default ${TMPDIR:-/tmp}/agentcage-monty, installed there by the harness' setup.sh when npm
# can reach its registry; without it the table shows Monty's published figures, labelled as such),
# BENCH_RUN_DIR (where raw results go; default a new temporary directory).
# Licensed under the Apache License, Version 2.0.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
CMDLINE="scripts/bench.sh${*:+ $*}"

MODE=full DOCKER=1 WRITE=1
for arg in "$@"; do
  case "$arg" in
    --quick) MODE=quick ;;
    --no-docker) DOCKER=0 ;;
    --no-write) WRITE=0 ;;
    -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "unknown option: $arg (see --help)" >&2; exit 2 ;;
  esac
done

if [ "$MODE" = quick ]; then
  BUDGET_REF=0.3 BUDGET_JAVA=1 RUNS=1 IN_JVM_S=2 PARSE_ROUNDS=2 VALIDATOR_S=1 DOCKER_REPS=5 DOCKER_S=4
  PROGRAM_ARGS="--seconds 1 --variants 2 --fresh 1"
  JMH_ARGS="-wi 2 -i 3 -w 1s -r 1s -f 1"
else
  BUDGET_REF=1 BUDGET_JAVA=3 RUNS=2 IN_JVM_S=5 PARSE_ROUNDS=5 VALIDATOR_S=3 DOCKER_REPS=15 DOCKER_S=10
  PROGRAM_ARGS="--seconds 3 --variants 5 --fresh 3"
  JMH_ARGS="-wi 3 -i 5 -f 1"
fi

RUN=${BENCH_RUN_DIR:-$(mktemp -d "${TMPDIR:-/tmp}/agentcage-bench.XXXXXX")}
mkdir -p "$RUN"
: > "$RUN/results.jsonl"
: > "$RUN/commands.txt"
STARTED=$(date +%s)

load() { cut -d' ' -f1-3 /proc/loadavg; }
note() { echo "== $*" >&2; }
# step LABEL 'COMMAND': runs a measuring shell command, recording it (and the load average before it) in commands.txt.
step() {
  note "$1 (load $(load))"
  printf '# %s — %s UTC, load average %s\n%s\n' "$1" "$(date -u +%H:%M:%S)" "$(load)" "$2" \
    | sed "s|$RUN|\$RUN|g; s|$ROOT/||g; s|${IB:-/nonexistent}|\$INTERP_BENCH_DIR|g" >> "$RUN/commands.txt"
  eval "$2"
}

# The engines' runners start `python3` through /usr/bin/env: put the real interpreter first on the PATH so that a
# version-manager shim (pyenv's is a bash script) does not add tens of milliseconds to every process start.
PATH="$(dirname "$(python3 -c 'import os, sys; print(os.path.realpath(sys.executable))')"):$PATH"
export PATH

IB=${INTERP_BENCH_DIR:-}
if [ -z "$IB" ]; then
  for d in "$ROOT/../shared/bench/interp" "$ROOT/../../shared/bench/interp" /work/shared/bench/interp; do
    if [ -f "$d/bench.py" ]; then IB=$(cd "$d" && pwd); break; fi
  done
fi

[ -n "$IB" ] && printf '# INTERP_BENCH_DIR=%s\n' "$IB" >> "$RUN/commands.txt"

# ---------------------------------------------------------------- machine
machine() {
  local cpu mem os docker_v runc_v runsc_v
  cpu=$(LC_ALL=C lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -1)
  mem=$(awk '/MemTotal/ {printf "%.0f GiB", $2/1048576}' /proc/meminfo)
  os=$(. /etc/os-release 2>/dev/null && echo "$PRETTY_NAME")
  docker_v=$(docker version --format '{{.Server.Version}}' 2>/dev/null || echo none)
  runc_v=$(runc --version 2>/dev/null | head -1 | awk '{print $3}' || true)
  runsc_v=$(runsc --version 2>/dev/null | head -1 | awk '{print $3}' || true)
  local cg=1; [ -f /sys/fs/cgroup/cgroup.controllers ] && cg=2
  SUMMARY="$(nproc) cores ($cpu), $mem RAM, $os, Linux $(uname -r); $(java -version 2>&1 | head -1 | sed 's/"//g'); \
Python $(python3 -c 'import platform;print(platform.python_version())'); \
node $(node --version 2>/dev/null || echo none); \
Monty ${MONTY_VERSION:-none}; Docker ${docker_v}, cgroup v$cg, runc ${runc_v:-?}, runsc ${runsc_v:-none}"
  python3 - "$RUN/machine.json" <<PY
import json, sys
json.dump({"summary": """$SUMMARY""", "date": "$(date -u '+%Y-%m-%d %H:%M UTC')",
           "commit": "$(git rev-parse --short HEAD 2>/dev/null || echo unknown)",
           "command": "$CMDLINE",
           "mode": "$MODE", "cores": $(nproc), "load_start": "$LOAD_START", "load_end": "${LOAD_END:-?}",
           "seconds": $(( $(date +%s) - STARTED ))}, open(sys.argv[1], "w"), indent=1)
PY
}
LOAD_START=$(load)

# ---------------------------------------------------------------- build
MODULES=sandbox-cli,sandbox-docker,sandbox-interpreter,sandbox-validator
JMH=0
if [ -f sandbox-benchmarks/pom.xml ]; then MODULES=$MODULES,sandbox-benchmarks; JMH=1; fi
note "build ($MODULES)"
build() {
  mvn -B -ntp -q "$@" -pl "$MODULES" -am package -DskipTests dependency:build-classpath \
    -Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test >"$RUN/build.log" 2>&1
}
build -o || build || { cat "$RUN/build.log" >&2; exit 1; }
printf '# build (JAVA_INTERP_JAR: the shaded CLI; INTERP_CP: interpreter test classes and dependencies)\n%s\n' \
  "mvn -B -ntp -q -o -pl $MODULES -am package -DskipTests dependency:build-classpath \
-Dmdep.outputFile=target/bench-classpath.txt -Dmdep.includeScope=test" >> "$RUN/commands.txt"
export JAVA_INTERP_JAR="$ROOT/sandbox-cli/target/agentcage.jar"
INTERP_CP="sandbox-interpreter/target/test-classes:sandbox-interpreter/target/classes"
INTERP_CP="$INTERP_CP:$(cat sandbox-interpreter/target/bench-classpath.txt)"

# ---------------------------------------------------------------- interpreter vs CPython vs Monty
MONTY=0
if [ -n "$IB" ]; then
  export MONTY_DIR=${MONTY_DIR:-${TMPDIR:-/tmp}/agentcage-monty}
  if [ ! -d "$MONTY_DIR/node_modules/@pydantic/monty" ] && command -v npm >/dev/null; then
    note "installing Monty with npm into $MONTY_DIR"
    sh "$IB/setup.sh" >"$RUN/monty-setup.log" 2>&1 || note "npm install of Monty failed; using its published figures"
  fi
  if [ -d "$MONTY_DIR/node_modules/@pydantic/monty" ] && command -v node >/dev/null; then
    MONTY=1
    MONTY_VERSION=$(node -p "require('$MONTY_DIR/node_modules/@pydantic/monty/package.json').version" 2>/dev/null \
      || echo "?")
  fi
  engines="cpython java-interp"; [ $MONTY = 1 ] && engines="cpython monty java-interp"
  for e in $engines; do
    b=$BUDGET_REF; [ "$e" = java-interp ] && b=$BUDGET_JAVA
    step "snippets on $e" "BENCH_BUDGET_S=$b python3 $IB/bench.py --engines $e --reps 1000000 --runs $RUNS \
--out $RUN/snippets-$e.json > /dev/null"
  done
  for s in humaneval mbpp; do
    step "$s reference solutions" "python3 $IB/suite.py --suite $s --engines ${engines// /,} --out $RUN/$s.json \
> $RUN/$s.txt"
  done
  # the harness' script also times smolagents when SMOLAGENTS_SRC is set, and stops with an error when it is not
  step "host-call cost, CPython" "python3 $IB/extra/hostcall_py.py > $RUN/hostcall-cpython.txt 2>/dev/null || true"
  if [ $MONTY = 1 ]; then
    step "host-call cost, Monty" "node $IB/extra/hostcall_monty.mjs > $RUN/hostcall-monty.txt"
  fi
else
  note "no interpreter harness (set INTERP_BENCH_DIR to shared/bench/interp): snippet, suite and Monty rows skipped"
fi
# Realistic programs (issue 25): warm re-run, new program in a warm JVM, fresh process (started by ./agentcage, as
# users start the CLI); CPU time, beside CPython (and Monty when installed). Its table goes under the main one.
step "realistic programs in three modes" "python3 scripts/bench/programs.py --jar $JAVA_INTERP_JAR $PROGRAM_ARGS \
--launcher $ROOT/agentcage \
--out $RUN/programs ${IB:+--harness $IB} > $RUN/programs.md 2> $RUN/programs.log" \
  || { note "realistic-program benchmark failed: $(tail -3 "$RUN/programs.log")"; : > "$RUN/programs.md"; }
# The memory limit (issue 23): CPU time from crossing the default 256 MiB limit to the result for 10^7 small objects,
# and allocation throughput with accounting on beside CPython. Its table goes under the main one.
step "memory limit: crossing to result, allocation throughput" 'java -Xmx2g -cp "$INTERP_CP" \
scripts/bench/MemoryLimitBench.java 256 > $RUN/memory-limit.md 2> $RUN/memory-limit.log' \
  || { note "memory-limit benchmark failed: $(tail -3 "$RUN/memory-limit.log")"; : > "$RUN/memory-limit.md"; }
step "scaling programs" "python3 scripts/bench/scaling.py gen $RUN/scaling"
step "interpreter in a warm JVM: fresh start, host call, scaling" \
  'java -cp "$INTERP_CP" io.agentcage.interpreter.bench.InterpreterBench '"$IN_JVM_S $RUN/scaling >> $RUN/results.jsonl"
step "CPython exec() of the scaling programs" \
  "python3 scripts/bench/scaling.py cpython $RUN/scaling $IN_JVM_S >> $RUN/results.jsonl"
if [ $JMH = 1 ]; then
  jar=$(ls sandbox-benchmarks/target/benchmarks.jar 2>/dev/null || ls sandbox-benchmarks/target/*.jar | head -1)
  step "JMH (sandbox-benchmarks)" "java -jar $jar $JMH_ARGS -rf json -rff $RUN/jmh.json > $RUN/jmh.txt 2>&1" \
    || note "JMH run failed; see $RUN/jmh.txt"
  step "CPython exec() of the JMH snippet programs" "python3 scripts/bench/cpython_warm.py \
sandbox-benchmarks/src/main/resources/io/agentcage/benchmarks $BUDGET_REF >> $RUN/results.jsonl"
fi

# ---------------------------------------------------------------- parser and validator
step "parser on the stdlib" "bash scripts/bench-parser.sh '' $PARSE_ROUNDS > $RUN/parser.txt"
step "parser + validator on the stdlib" \
  "bash scripts/bench-parser.sh '' $PARSE_ROUNDS validate > $RUN/parser-validate.txt"
step "validator, 200-line program" \
  "bash scripts/bench-validator.sh $VALIDATOR_S > $RUN/validator.txt 2> $RUN/validator.err"

# ---------------------------------------------------------------- docker
if [ $DOCKER = 1 ]; then
  if docker info >/dev/null 2>&1; then
    step "Docker backend (runc and, when registered, runsc)" "bash scripts/bench-docker.sh -Dbench.reps=$DOCKER_REPS \
-Dbench.seconds=$DOCKER_S -Dbench.scaling=$RUN/scaling -Dbench.json=$RUN/results.jsonl \
> $RUN/docker.txt 2> $RUN/docker.err" \
      || note "Docker benchmark failed: $(tail -3 "$RUN/docker.err")"
    # The Kubernetes backend through the attach bridge (mock API server + test kubelet on the same engine); its
    # table is printed here and kept in $RUN/kubernetes.txt, beside the Docker rows (docs/benchmarks.md has both).
    step "Kubernetes backend (mock API server, test kubelet)" "bash scripts/bench-kubernetes.sh \
-Dbench.reps=$DOCKER_REPS > $RUN/kubernetes.txt 2> $RUN/kubernetes.err" \
      && grep '^|' "$RUN/kubernetes.txt" \
      || note "Kubernetes benchmark failed: $(tail -3 "$RUN/kubernetes.err")"
  else
    note "no Docker daemon answers (run scripts/setup-docker.sh): Docker rows skipped"
  fi
fi

# ---------------------------------------------------------------- report
LOAD_END=$(load)
machine
python3 scripts/bench/report.py "$RUN"
if [ -s "$RUN/programs.md" ]; then
  { printf '\n**Realistic programs** (scripts/bench/programs/, CPU time in ms, median; × = AgentCage / CPython):\n\n'
    cat "$RUN/programs.md"; } | tee -a "$RUN/section.md"
fi
if [ -s "$RUN/memory-limit.md" ]; then
  { printf '\n**Memory limit** (scripts/bench/MemoryLimitBench.java: CPU time of the executing thread, ms; the load'
    printf ' average is in the first line):\n\n'; cat "$RUN/memory-limit.md"; } | tee -a "$RUN/section.md"
fi
note "raw results in $RUN ($(( $(date +%s) - STARTED )) s; load average at start $LOAD_START, at end $LOAD_END)"
if [ $WRITE = 1 ]; then
  java -Djava.awt.headless=true scripts/bench/Chart.java "$RUN/chart.tsv" docs/benchmarks.png \
    "AgentCage vs what users would otherwise pick ($(date -u +%Y-%m-%d), load ${LOAD_START%% *} → ${LOAD_END%% *})" \
    || note "chart not drawn"
  python3 scripts/bench/splice.py "$RUN/section.md" docs/benchmarks.md
  note "wrote docs/benchmarks.md and docs/benchmarks.png"
fi
