#!/usr/bin/env python3
"""Whole-process CPU time (user + system, JIT and GC threads included) of the standard-library programs under
scripts/bench/stdlib/ (datetime parsing/sorting/arithmetic, logging with %(asctime)s), run by python3 and by each
given AgentCage jar, a few rounds, printed as a table. The machine is shared: CPU time, not wall time.

    python3 scripts/bench/stdlib_paths.py BEFORE.jar AFTER.jar [--rounds 3]
"""
import argparse
import pathlib
import resource
import subprocess

HERE = pathlib.Path(__file__).resolve().parent


def cpu_ms(cmd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, stdout=subprocess.DEVNULL, check=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1000


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("jars", nargs="+")
    ap.add_argument("--rounds", type=int, default=3)
    a = ap.parse_args()
    runners = [("python3", lambda p: ["python3", str(p)])]
    for jar in a.jars:
        runners.append((pathlib.Path(jar).name,
                        lambda p, jar=jar: ["java", "-jar", jar, "run", "--timeout", "300s", str(p)]))
    print("| program | " + " | ".join(name + " CPU ms" for name, _ in runners) + " |")
    print("|---" * (len(runners) + 1) + "|")
    for prog in sorted((HERE / "stdlib").glob("*.py")):
        cells = []
        for _, cmd in runners:
            times = [cpu_ms(cmd(prog)) for _ in range(a.rounds)]
            cells.append("%.0f–%.0f" % (min(times), max(times)))
        print("| %s | %s |" % (prog.stem, " | ".join(cells)))


if __name__ == "__main__":
    main()
