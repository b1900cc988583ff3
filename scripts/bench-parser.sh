#!/usr/bin/env bash
# Parses the whole CPython standard library with AgentCage's Python parser (after JIT warm-up) and with CPython's
# ast.parse (both leave out site-packages: third-party code), and prints both totals as a table.
# Usage: scripts/bench-parser.sh [DIR] [ROUNDS] [validate]
# (with validate, our figure includes running the STANDARD policy's rules on every tree)
set -euo pipefail
cd "$(dirname "$0")/.."
DIR="${1:-$(python3 -c "import sysconfig;print(sysconfig.get_paths()['stdlib'])")}"
ROUNDS="${2:-4}"
mvn -B -q -ntp -o -pl sandbox-validator -am test-compile -DskipTests >/dev/null 2>&1 \
  || mvn -B -q -ntp -pl sandbox-validator -am test-compile -DskipTests >/dev/null
CP="sandbox-validator/target/classes:sandbox-validator/target/test-classes:sandbox-api/target/classes"
OURS=$(java -Xss4m -cp "$CP" io.agentcage.python.ParserBench "$DIR" "$ROUNDS" ${3:-} | tail -1)
CPY=$(python3 - "$DIR" <<'PY'
import ast, os, sys, time
datas = []
for d, dirs, fs in os.walk(sys.argv[1]):
    dirs[:] = [x for x in dirs if x not in ("site-packages", "dist-packages")]  # third-party, not the stdlib
    for f in fs:
        if f.endswith('.py'):
            with open(os.path.join(d, f), 'rb') as fh:
                datas.append(fh.read())
t0 = time.perf_counter(); ok = 0
for b in datas:
    try:
        ast.parse(b); ok += 1
    except Exception:
        pass
print("%d files (%d parsed) in %.2f s" % (len(datas), ok, time.perf_counter() - t0))
PY
)
printf '%-28s %s\n' "parser" "result (whole stdlib: $DIR)"
printf '%-28s %s\n' "AgentCage (warm, last round)" "${OURS#*: }"
printf '%-28s %s\n' "CPython $(python3 -c 'import platform;print(platform.python_version())') ast.parse" "$CPY"
