#!/usr/bin/env python3
"""Start-up of a fresh CLI process: `agentcage --version` and a 10-line program beside `python3` (issue 25 item 4).

Each jar gets its class-data-sharing archive trained the way the ./agentcage launcher trains it (one run of
scripts/cds-training.py: with -XX:AOTCacheOutput, the ahead-of-time cache, on a JDK 25 or later, and with
-XX:ArchiveClassesAtExit, a dynamic AppCDS archive, on an older one), then every case runs ROUNDS times as a new OS process,
the jars interleaved round by round so that a change in the machine's load hits them alike. Reported: the median
of user + system CPU time of the whole process (JIT and GC threads included) and of wall time.

usage: startup.py [--rounds 15] [--java java] [--opts="-XX:TieredStopAtLevel=1"] [--program PATH ...]
                  LABEL=JAR[::JVM-OPTIONS[::JAVA[::LAUNCH]]] [...]
JAVA (a java binary) runs that label instead of --java. LAUNCH is how the JVM is given the jar: `cp` (the default,
as ./agentcage runs it: -cp JAR io.agentcage.cli.Main) or `jar` (java -jar JAR, as the launcher did before ADR 0064's
start-up work); the training run uses the same form.
--program adds a longer program (its output checked against python3's) to see what a JVM option costs there.
Licensed under the Apache License, Version 2.0.
"""
import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.normpath(os.path.join(HERE, "..", ".."))
HELLO = os.path.join(HERE, "programs", "hello10.py")
TRAINING = os.path.join(ROOT, "scripts", "cds-training.py")


def usage_of(argv):
    """(rc, stdout, user+sys CPU ms, wall ms) of one process."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    p = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=600)
    wall = (time.perf_counter() - t0) * 1e3
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1e3
    return p.returncode, p.stdout.decode("utf-8", "replace"), cpu, wall


def feature(java):
    """The feature version of a java binary (17 for 17.0.15), from `java -version`."""
    line = subprocess.run([java, "-version"], capture_output=True, text=True).stderr.splitlines()[0]
    version = line.split('"')[1] if '"' in line else "0"
    return int(version.split(".")[0].split("-")[0].split("+")[0] or 0)


MAIN = "io.agentcage.cli.Main"


def jar_args(jar, launch):
    """How the JVM is given the jar: ['-cp', JAR, MAIN] (as ./agentcage runs it) or ['-jar', JAR]."""
    return ["-jar", jar] if launch == "jar" else ["-cp", jar, MAIN]


def train(java, jar, tmp, launch="cp"):
    """The launcher's JVM options for this jar's archive or cache, or [] when the JVM cannot make one."""
    base = os.path.join(tmp, os.path.basename(jar) + ".%d" % abs(hash((java, jar, launch))))
    if feature(java) >= 25:
        made, make, use = base + ".aot", "-XX:AOTCacheOutput=", ["-XX:AOTCache=", "-Xlog:aot=off,cds=off"]
    else:
        made, make, use = base + ".jsa", "-XX:ArchiveClassesAtExit=", ["-XX:SharedArchiveFile=",
                                                                       "-Xlog:cds=off,cds+dynamic=off"]
    subprocess.run([java, make + made, use[1]] + jar_args(jar, launch) + ["run", TRAINING],
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=600)
    return [use[0] + made, use[1]] if os.path.exists(made) else []


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rounds", type=int, default=15)
    ap.add_argument("--java", default="java")
    ap.add_argument("--opts", default="", help="extra JVM options for every java run")
    ap.add_argument("--program", action="append", default=[], help="also run this program (repeatable)")
    ap.add_argument("jars", nargs="+", help="LABEL=JAR, or LABEL=JAR::JVM-OPTIONS for options of that label only")
    a = ap.parse_args()
    jars = []
    for j in a.jars:
        label, rest = j.split("=", 1)
        jar, _, opts = rest.partition("::")
        opts, _, java = opts.partition("::")
        java, _, launch = java.partition("::")
        jars.append((label, jar, opts, java or a.java, launch or "cp"))
    with tempfile.TemporaryDirectory() as tmp:
        programs = [HELLO] + a.program
        cases = [("python3 " + os.path.basename(p), [sys.executable, p]) for p in programs]
        archives = {}
        for label, jar, opts, java, launch in jars:
            if (java, jar, launch) not in archives:
                archives[(java, jar, launch)] = train(java, jar, tmp, launch)
            base = [java] + archives[(java, jar, launch)] + a.opts.split() + opts.split() + jar_args(jar, launch)
            cases.append(("%s --version" % label, base + ["--version"]))
            for p in programs:
                cases.append(("%s run %s" % (label, os.path.basename(p)), base + ["run", "--timeout", "600s", p]))
        samples = {name: ([], []) for name, _ in cases}
        expected = {os.path.basename(p): usage_of([sys.executable, p])[1] for p in programs}
        load = [open("/proc/loadavg").read().split()[:3]]
        for _ in range(a.rounds):
            for name, argv in cases:
                rc, out, cpu, wall = usage_of(argv)
                prog = name.split()[-1]
                if rc != 0 or (prog in expected and out != expected[prog]):
                    raise SystemExit("%s: exit %d, output %r" % (name, rc, out[:200]))
                samples[name][0].append(cpu)
                samples[name][1].append(wall)
        load.append(open("/proc/loadavg").read().split()[:3])
    javas = sorted({java for _, _, _, java, _ in jars})
    print("%s UTC, %d rounds, load average %s at the start and %s at the end, %s" % (
        time.strftime("%Y-%m-%d %H:%M", time.gmtime()), a.rounds, " ".join(load[0]), " ".join(load[1]),
        "; ".join("%s: %s" % (j, subprocess.run([j, "-version"], capture_output=True, text=True)
                                    .stderr.splitlines()[0]) for j in javas)))
    print()
    print("| case | CPU ms (median) | wall ms (median) | CPU × python3 |")
    print("|---|---:|---:|---:|")
    for name, _ in cases:
        cpu, wall = statistics.median(samples[name][0]), statistics.median(samples[name][1])
        prog = name.split()[-1]
        py = statistics.median(samples["python3 " + prog][0]) if prog.endswith(".py") else \
            statistics.median(samples["python3 hello10.py"][0])
        print("| %s | %.0f | %.0f | %.1f |" % (name, cpu, wall, cpu / py))


if __name__ == "__main__":
    main()
