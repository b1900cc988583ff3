#!/usr/bin/env python3
"""CPython's warm time for the JMH snippet programs of sandbox-benchmarks, the baseline of their rows in the table.

usage: cpython_warm.py DIR SECONDS   for each DIR/*.py: compiled once, then exec'd with fresh globals and stdout
                                     captured (what one JMH operation does in a fresh interpreter); prints one JSON
                                     line per program with the median in milliseconds
Licensed under the Apache License, Version 2.0.
"""
import contextlib
import io
import json
import os
import sys
import time


def main(directory, seconds):
    for f in sorted(os.listdir(directory)):
        if not f.endswith(".py"):
            continue
        with open(os.path.join(directory, f)) as fh:
            code = compile(fh.read(), f, "exec")

        def once():
            with contextlib.redirect_stdout(io.StringIO()):
                exec(code, {"__name__": "__main__"})

        end = time.perf_counter() + seconds / 2
        while time.perf_counter() < end:
            once()
        times = []
        end = time.perf_counter() + seconds / 2
        while len(times) < 5 or time.perf_counter() < end:
            t0 = time.perf_counter()
            once()
            times.append(time.perf_counter() - t0)
        times.sort()
        print(json.dumps({"key": "cpython.jmh." + f[:-3], "value": 1000 * times[len(times) // 2], "unit": "ms",
                          "n": len(times)}))


if __name__ == "__main__":
    main(sys.argv[1], float(sys.argv[2]))
