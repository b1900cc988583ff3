#!/usr/bin/env python3
"""Regenerates the expected outputs of the interpreter's differential suite with the local CPython.

Each corpus file src/test/resources/diff/<topic>.py (named by topic) holds small programs separated by lines '# ---'.
For every program this writes stdout and the final error line ('Type: message', or null) to
<topic>.expected.json next to it (CPython runs with TZ=UTC). Run from anywhere: python3 gen_diff_expected.py
"""
import json
import os
import pathlib
import subprocess
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
DIFF = HERE.parent / "resources" / "diff"
SEP = "\n# ---\n"
# corpus files are named by topic (json.py, random.py, ...): each program runs in an empty directory of its own
# (as each interpreter execution starts with an empty workspace), so that 'import json' finds the standard module,
# never a corpus file, and files one program writes are not there for the next


def run(code):
    # the interpreter's guest has no host time zone (local time is UTC): CPython runs in UTC too
    env = dict(os.environ, TZ="UTC")
    with tempfile.TemporaryDirectory(prefix="gen_diff_") as empty:
        p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, env=env,
                           cwd=empty)
    err = None
    if p.returncode != 0:
        lines = [l for l in p.stderr.splitlines() if l.strip()]
        err = lines[-1] if lines else "exit %d" % p.returncode
    return {"code": code, "stdout": p.stdout, "error": err}


def main():
    total = 0
    for corpus in sorted(DIFF.glob("*.py")):
        programs = corpus.read_text().split(SEP)
        results = [run(c) for c in programs]
        total += len(results)
        out = corpus.with_suffix(".expected.json")
        out.write_text(json.dumps(results, indent=1, ensure_ascii=False) + "\n")
        print("%s: %d programs" % (corpus.name, len(results)))
    print("total", total, "on", sys.version.split()[0])


if __name__ == "__main__":
    main()
