#!/usr/bin/env python3
"""Realistic-program benchmark: the interpreter beside CPython (and Monty) in three modes.

Programs: scripts/bench/programs/*.py (each 50-300 ms on CPython 3.11; hello10.py is the 10-line start-up case and
not part of the suite's means). Modes, all measured as CPU time so that a loaded, shared machine does not decide:
  warm   the same parsed program run again and again in a warm process (thread CPU time per run, median)
  new    programs the process has not seen: variants with renamed functions and globals (no compile cache hit),
         each compiled and run once in a process that is already warm, its compiler included (the service case;
         thread CPU time of compile + run, median of variants)
  fresh  a new OS process per run: `python3 prog.py` against `java -jar agentcage.jar run prog.py`, or with
         --launcher against the CLI as users start it (`./agentcage run prog.py`: the launcher's JDK choice, its
         ahead-of-time cache or CDS archive and JIT options; one untimed run first trains the cache), user + system
         CPU time of the process, JIT and GC threads included; median; wall time is kept in the JSON
Monty (pydantic's interpreter, npm) is run through the side-by-side harness' runner (warm wall time) when MONTY_DIR
holds it; it refuses classes, so most programs show as failing there.

usage: programs.py --jar agentcage.jar [--java java | --launcher ./agentcage] [--label NAME] [--seconds 2] [--variants 5] [--fresh 3] [--out DIR]
                   [--before OLD.json] [--markdown FILE] [--only a.py,b.py]
Writes DIR/programs-LABEL.json and prints a Markdown table (with before/after columns when --before is given).
Licensed under the Apache License, Version 2.0.
"""
import argparse
import io
import json
import keyword
import math
import os
import statistics
import subprocess
import sys
import time
import tokenize

HERE = os.path.dirname(os.path.abspath(__file__))
PROGRAMS = os.path.join(HERE, "programs")
STARTUP = "hello10.py"

CPYTHON_INPROC = r'''
import io, json, sys, time
path, seconds, variants = sys.argv[1], float(sys.argv[2]), sys.argv[3:]
def run(code):
    out, saved = io.StringIO(), sys.stdout
    sys.stdout = out
    try:
        t = time.thread_time()
        exec(code, {"__name__": "__main__"})
        return (time.thread_time() - t) * 1e3, out.getvalue()
    finally:
        sys.stdout = saved
src = open(path).read()
code = compile(src, path, "exec")
warm, stdout = [], None
end = time.time() + seconds
cpu_end = time.thread_time() + seconds
i = 0
while i < 4 or (time.time() < end and time.thread_time() < cpu_end and i < 200):
    ms, stdout = run(code)
    if i >= 1:
        warm.append(ms)
    i += 1
new = []
for v in variants:
    # a new program costs its compilation as well (exec of a source text), as AgentCage's new_ms includes parsing
    # and compiling: the time is taken around both
    src_v = open(v).read()
    t = time.thread_time()
    ms, _ = run(compile(src_v, v, "exec"))
    new.append((time.thread_time() - t) * 1e3)
print(json.dumps({"stdout": stdout, "warm_ms": sorted(warm), "new_ms": new}))
'''


def top_level_names(src):
    """Functions and globals bound at column 0 (not classes: their names show in reprs), never attribute names."""
    names, attrs = set(), set()
    toks = [t for t in tokenize.generate_tokens(io.StringIO(src).readline)
            if t.type not in (tokenize.COMMENT, tokenize.NL)]
    for i, t in enumerate(toks):
        if t.type == tokenize.NAME and i > 0 and toks[i - 1].string == ".":
            attrs.add(t.string)
        starts = i == 0 or toks[i - 1].type in (tokenize.NEWLINE, tokenize.DEDENT)
        if not (starts and t.start[1] == 0 and t.type == tokenize.NAME):
            continue
        if t.string == "def":
            names.add(toks[i + 1].string)
        elif not keyword.iskeyword(t.string):
            j, targets = i, []
            while toks[j].type == tokenize.NAME or toks[j].string == ",":
                if toks[j].type == tokenize.NAME:
                    targets.append(toks[j].string)
                j += 1
            if toks[j].string == "=":
                names.update(targets)
    return {n for n in names if not n.startswith("__")} - attrs


def variant(src, k):
    """The program with its functions and globals renamed (suffix _v<k>) and a constant added: new code objects."""
    names = top_level_names(src)
    toks = list(tokenize.generate_tokens(io.StringIO(src).readline))
    out, depth = [], 0
    for i, t in enumerate(toks):
        s = t.string
        if t.type == tokenize.OP:
            depth += s in "([{"
            depth -= s in ")]}"
        kwarg = depth > 0 and i + 1 < len(toks) and toks[i + 1].string == "="
        if t.type == tokenize.NAME and s in names and not (i and toks[i - 1].string == ".") and not kwarg:
            s = "%s_v%d" % (s, k)
        out.append((t.type, s, t.start, t.end, t.line) if s == t.string else (t.type, s))
    body = tokenize.untokenize([(t[0], t[1]) for t in out])
    return "_VARIANT_SEED = %d\n%s" % (k * 7919, body)


def wait_usage(argv, timeout=600):
    """(rc, stdout, user+sys CPU ms, wall ms) of one process."""
    t0 = time.perf_counter()
    p = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        out, _ = p.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        p.kill()
        out, _ = p.communicate()
    wall = (time.perf_counter() - t0) * 1e3
    # communicate() reaped the child: take its usage from the children's counter difference
    return p.returncode, out.decode("utf-8", "replace"), wall


def cpu_of(argv, timeout=600):
    import resource
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    rc, out, wall = wait_usage(argv, timeout)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime) * 1e3
    return rc, out, cpu, wall


def med(xs):
    return statistics.median(xs) if xs else float("nan")


def geomean(xs):
    xs = [x for x in xs if x and x == x]
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def measure(a):
    files = sorted(f for f in os.listdir(PROGRAMS) if f.endswith(".py"))
    if a.only:
        files = [f for f in files if f in a.only.split(",")]
    vdir = os.path.join(a.out, "variants")
    os.makedirs(vdir, exist_ok=True)
    variants = {}
    for f in files:
        src = open(os.path.join(PROGRAMS, f)).read()
        variants[f] = []
        for k in range(1, a.variants + 1):
            p = os.path.join(vdir, f[:-3] + ".v%d.py" % k)
            with open(p, "w") as fh:
                fh.write(variant(src, k))
            variants[f].append(p)
    res = {"label": a.label, "jar": a.jar, "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()),
           "load_start": open("/proc/loadavg").read().split()[:3], "programs": {}}
    for f in files:
        path = os.path.join(PROGRAMS, f)
        r = {}
        raw = subprocess.run([sys.executable, "-c", CPYTHON_INPROC, path, str(a.seconds)] + variants[f],
                             capture_output=True, text=True, check=True).stdout
        cp = json.loads(raw)
        r["cpython"] = {"stdout": cp["stdout"], "warm_ms": med(cp["warm_ms"]), "new_ms": med(cp["new_ms"])}
        print("cpython", f, round(r["cpython"]["warm_ms"], 2), file=sys.stderr)
        res["programs"][f] = r
    java = subprocess.run(["java", "-Xss16m", "-cp", a.jar, os.path.join(HERE, "ProgramBench.java"), str(a.seconds),
                           vdir] + [os.path.join(PROGRAMS, f) for f in files],
                          capture_output=True, text=True)
    if java.returncode != 0:
        sys.stderr.write(java.stderr)
        raise SystemExit("ProgramBench failed")
    for line in java.stdout.splitlines():
        if not line.startswith("{"):
            continue
        j = json.loads(line)
        r = res["programs"][j["program"]]
        r["agentcage"] = {"ok": j["ok"], "correct": j["stdout"] == r["cpython"]["stdout"],
                          "new_correct": j["new_stdout"] == r["cpython"]["stdout"],
                          "warm_ms": med(j["warm_ms"]), "new_ms": med(j["new_ms"]),
                          "error": None if j["ok"] else j["stdout"][:300]}
        print("agentcage", j["program"], r["agentcage"], file=sys.stderr)
    fresh_cmd = ([a.launcher] if a.launcher else [a.java] + a.java_opts.split() + ["-jar", a.jar])
    if a.launcher and a.fresh > 0:
        # the launcher trains its cache on the first run after a build: that run is set-up, not a measurement
        subprocess.run([a.launcher, "run", os.path.join(PROGRAMS, "hello10.py")], capture_output=True)
    for f in files:
        path = os.path.join(PROGRAMS, f)
        r = res["programs"][f]
        cps, jvs = [], []
        for _ in range(a.fresh):
            cps.append(cpu_of([sys.executable, path]))
            jvs.append(cpu_of(fresh_cmd + ["run", "--timeout", "600s", path]))
        r["cpython"]["fresh_cpu_ms"] = med([c[2] for c in cps])
        r["cpython"]["fresh_wall_ms"] = med([c[3] for c in cps])
        r["agentcage"]["fresh_cpu_ms"] = med([c[2] for c in jvs])
        r["agentcage"]["fresh_wall_ms"] = med([c[3] for c in jvs])
        r["agentcage"]["fresh_correct"] = all(c[1] == r["cpython"]["stdout"] for c in jvs)
        print("fresh", f, r["cpython"]["fresh_cpu_ms"], r["agentcage"]["fresh_cpu_ms"], file=sys.stderr)
        monty = os.environ.get("MONTY_DIR")
        runner = os.path.join(a.harness, "runners", "monty_runner.mjs")
        if monty and os.path.isdir(os.path.join(monty, "node_modules", "@pydantic", "monty")) and os.path.exists(runner):
            env = dict(os.environ, BENCH_BUDGET_S=str(a.seconds))
            m = subprocess.run(["node", runner, "--bench", "50", path], capture_output=True, text=True, env=env)
            try:
                mj = json.loads(m.stdout.strip().splitlines()[-1])
                ok = mj.get("ok") and mj.get("stdout") == r["cpython"]["stdout"]
                r["monty"] = {"ok": bool(ok), "warm_wall_ms": med(mj.get("warm_ms") or []) if ok else None,
                              "error": (mj.get("error") or "output differs")[:200] if not ok else None}
            except (ValueError, IndexError):
                r["monty"] = {"ok": False, "warm_wall_ms": None, "error": (m.stderr or "no output")[-200:]}
    res["load_end"] = open("/proc/loadavg").read().split()[:3]
    res["fresh_via"] = "launcher" if a.launcher else "java -jar"
    return res


def fmt_ms(x):
    return "–" if x is None or x != x else ("%.1f" % x if x >= 10 else "%.2f" % x)


def ratio(j, c):
    return j / c if j and c else float("nan")


def table(res, before=None):
    progs = res["programs"]
    suite = [f for f in progs if f != STARTUP]
    head = "| program | CPython warm ms | AgentCage warm ms | × | CPython new ms | AgentCage new ms | × " \
           "| CPython process CPU ms | AgentCage process CPU ms | × | Monty warm |"
    if before:
        head = head[:-1] + " before: warm × · new × · process × |"
    lines = [head, "|" + "---|" * (head.count("|") - 1)]
    modes = {"warm": [], "new": [], "fresh": []}
    bmodes = {"warm": [], "new": [], "fresh": []}
    for f in sorted(progs):
        r = progs[f]
        c, j = r["cpython"], r.get("agentcage", {})
        ok = j.get("correct") and j.get("new_correct") and j.get("fresh_correct")
        rw, rn, rf = ratio(j.get("warm_ms"), c["warm_ms"]), ratio(j.get("new_ms"), c["new_ms"]), \
            ratio(j.get("fresh_cpu_ms"), c["fresh_cpu_ms"])
        if f in suite:
            modes["warm"].append(rw)
            modes["new"].append(rn)
            modes["fresh"].append(rf)
        m = r.get("monty")
        mcell = "–" if not m else ("fails" if not m["ok"] else "%s ms wall" % fmt_ms(m["warm_wall_ms"]))
        row = "| %s%s | %s | %s | %.2f | %s | %s | %.2f | %s | %s | %.2f | %s |" % (
            f[:-3], "" if ok else " (OUTPUT DIFFERS)", fmt_ms(c["warm_ms"]), fmt_ms(j.get("warm_ms")), rw,
            fmt_ms(c["new_ms"]), fmt_ms(j.get("new_ms")), rn, fmt_ms(c["fresh_cpu_ms"]),
            fmt_ms(j.get("fresh_cpu_ms")), rf, mcell)
        if before and f in before["programs"]:
            b = before["programs"][f]
            bc, bj = b["cpython"], b.get("agentcage", {})
            bw, bn, bf = ratio(bj.get("warm_ms"), bc["warm_ms"]), ratio(bj.get("new_ms"), bc["new_ms"]), \
                ratio(bj.get("fresh_cpu_ms"), bc["fresh_cpu_ms"])
            if f in suite:
                bmodes["warm"].append(bw)
                bmodes["new"].append(bn)
                bmodes["fresh"].append(bf)
            row += " %.2f · %.2f · %.2f |" % (bw, bn, bf)
        elif before:
            row += " – |"
        lines.append(row)
    summary = []
    fresh_label = "fresh process (%s)" % res.get("fresh_via", "java -jar")
    for name, label in (("warm", "warm re-run"), ("new", "new program in a warm JVM"), ("fresh", fresh_label)):
        xs = [x for x in modes[name] if x == x]
        if not xs:
            continue  # a mode not measured (--fresh 0)
        worst = max(range(len(suite)), key=lambda i: modes[name][i] if modes[name][i] == modes[name][i] else -1)
        s = "- %s: geometric mean **%.2f×** CPython, worst %.2f× (%s)" % (
            label, geomean(xs), max(xs), sorted(suite)[worst][:-3] if False else suite[worst][:-3])
        if before and bmodes[name]:
            bx = [x for x in bmodes[name] if x == x]
            s += "; before: geometric mean %.2f×, worst %.2f×" % (geomean(bx), max(bx))
        summary.append(s)
    return "\n".join(lines) + "\n\n" + "\n".join(summary) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--jar", required=False)
    ap.add_argument("--label", default="now")
    ap.add_argument("--seconds", type=float, default=2.0)
    ap.add_argument("--variants", type=int, default=5)
    ap.add_argument("--fresh", type=int, default=3)
    ap.add_argument("--out", default=os.path.join(os.environ.get("TMPDIR", "/tmp"), "agentcage-programs"))
    ap.add_argument("--java", default="java", help="the java binary of the fresh-process runs")
    ap.add_argument("--java-opts", default=os.environ.get("AGENTCAGE_JAVA_OPTS", ""),
                    help="JVM options of the fresh-process runs (the launcher's, e.g. the CDS archive)")
    ap.add_argument("--launcher", help="fresh-process runs start this CLI launcher (./agentcage) instead of java -jar")
    ap.add_argument("--before")
    ap.add_argument("--only")
    ap.add_argument("--programs", help="the directory of the programs (default scripts/bench/programs; "
                                       "scripts/bench/stdlib holds the datetime and logging ones)")
    ap.add_argument("--render", help="only render this results JSON")
    ap.add_argument("--harness", default=os.environ.get("INTERP_BENCH_DIR",
                                                        os.path.join(HERE, "..", "..", "..", "shared", "bench", "interp")))
    a = ap.parse_args()
    if a.programs:
        global PROGRAMS
        PROGRAMS = os.path.abspath(a.programs)
    before = json.load(open(a.before)) if a.before else None
    if a.render:
        res = json.load(open(a.render))
    else:
        os.makedirs(a.out, exist_ok=True)
        res = measure(a)
        with open(os.path.join(a.out, "programs-%s.json" % a.label), "w") as fh:
            json.dump(res, fh, indent=1)
    print(table(res, before))


if __name__ == "__main__":
    main()
