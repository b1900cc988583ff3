#!/usr/bin/env python3
"""How cost grows with work: the programs of growing size and output that scripts/bench.sh runs on every backend.

usage: scaling.py gen DIR             write the programs into DIR (lines-N.py: N statements; output-N.py: N bytes out)
       scaling.py cpython DIR SECONDS  CPython's executions per second for each (compile + exec, stdout captured,
                                       a distinct comment appended each time so nothing is served from a cache),
                                       one JSON line per program, the baseline the other backends are compared with
Licensed under the Apache License, Version 2.0.
"""
import contextlib
import io
import json
import os
import sys
import time

LINES = (10, 100, 1000, 10000)
OUTPUT = (100, 10_000, 100_000, 1_000_000)


def programs():
    for n in LINES:
        body = "".join("x = x + %d\n" % i for i in range(n - 2))
        yield "lines-%06d" % n, "x = 0\n" + body + "print(x)\n"
    for n in OUTPUT:
        yield "output-%07d" % n, "print('x' * %d)\n" % (n - 1)


def gen(directory):
    os.makedirs(directory, exist_ok=True)
    for name, code in programs():
        with open(os.path.join(directory, name + ".py"), "w") as fh:
            fh.write(code)


COUNTER = [0]


def run_once(code):
    COUNTER[0] += 1  # a new source text each time, as an agent's next program is: no cache can answer it
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        exec(compile(code + "# %d\n" % COUNTER[0], "<bench>", "exec"), {"__name__": "__main__"})
    return buf.getvalue()


def cpython(directory, seconds):
    for f in sorted(os.listdir(directory)):
        if not f.endswith(".py"):
            continue
        with open(os.path.join(directory, f)) as fh:
            code = fh.read()
        end = time.perf_counter() + seconds / 2
        while time.perf_counter() < end:
            run_once(code)
        times = []
        end = time.perf_counter() + seconds / 2
        while len(times) < 5 or time.perf_counter() < end:
            t0 = time.perf_counter()
            run_once(code)
            times.append(time.perf_counter() - t0)
        times.sort()
        print(json.dumps({"key": "cpython.scaling." + f[:-3], "value": 1 / times[len(times) // 2],
                          "unit": "exec/s", "n": len(times)}))


if __name__ == "__main__":
    if sys.argv[1] == "gen":
        gen(sys.argv[2])
    else:
        cpython(sys.argv[2], float(sys.argv[3]))
