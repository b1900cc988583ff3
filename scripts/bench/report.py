#!/usr/bin/env python3
"""Turns the raw figures of one scripts/bench.sh run into the table: printed as text, written as a Markdown section,
and the main ratios as a TSV for the chart (scripts/bench/Chart.java).

usage: report.py RUN_DIR   reads what exists of RUN_DIR/{machine.json, results.jsonl, snippets-*.json, humaneval.json,
                           mbpp.json, jmh.json, hostcall-*.txt, parser*.txt, validator.txt, commands.txt}
                           and writes RUN_DIR/{table.txt, section.md, chart.tsv}
Every ratio is stated in words from AgentCage's side ("3.1x faster", "2.0x slower", "2.5x less"), so no reader has
to guess which way a quotient goes. Licensed under the Apache License, Version 2.0.
"""
import json
import math
import os
import re
import sys

RUN = sys.argv[1]


def load_json(name):
    path = os.path.join(RUN, name)
    if not os.path.exists(path):
        return None
    with open(path) as fh:
        return json.load(fh)


def load_results():
    out = {}
    path = os.path.join(RUN, "results.jsonl")
    if os.path.exists(path):
        with open(path) as fh:
            for line in fh:
                line = line.strip()
                if line.startswith("{"):
                    try:
                        r = json.loads(line)
                    except ValueError:
                        continue
                    out[r["key"]] = r
    return out


def read(name):
    path = os.path.join(RUN, name)
    if not os.path.exists(path):
        return ""
    with open(path, errors="replace") as fh:
        return fh.read()


def put(key, value, unit, n=None):
    R[key] = {"key": key, "value": value, "unit": unit, "n": n}


def load_raw():
    """The figures that the reused scripts print as text."""
    for engine in ("cpython", "monty"):
        for line in read("hostcall-%s.txt" % engine).splitlines():
            try:
                r = json.loads(line)
            except ValueError:
                continue
            if r.get("engine") == engine and "us_per_call" in r:
                put(engine + ".host_call", r["us_per_call"], "us", r.get("host_calls"))
    for name, key in (("parser.txt", "parser"), ("parser-validate.txt", "validator.stdlib")):
        text = read(name)
        ours = re.search(r"AgentCage.*?(\d+) files \((\d+) parsed\) in ([\d.]+) s", text)
        cpy = re.search(r"CPython.*?(\d+) files \((\d+) parsed\) in ([\d.]+) s", text)
        if ours:
            put(key + ".ours_s", float(ours.group(3)), "s", int(ours.group(1)))
            R[key + ".ours_s"]["parsed"] = int(ours.group(2))
        if cpy:
            put(key + ".cpython_s", float(cpy.group(3)), "s", int(cpy.group(1)))
            R[key + ".cpython_s"]["parsed"] = int(cpy.group(2))
    for m in re.finditer(r"(\w+), (\d+)-line program: parse\+validate median ([\d.]+) us", read("validator.txt")):
        put("validator.%s.%s" % (m.group(2), m.group(1).upper()), float(m.group(3)), "us")
    if "parser.ours_s" in R:
        import sysconfig
        total = 0
        for d, dirs, files in os.walk(sysconfig.get_paths()["stdlib"]):
            dirs[:] = [x for x in dirs if x not in ("site-packages", "dist-packages")]
            total += sum(os.path.getsize(os.path.join(d, f)) for f in files if f.endswith(".py"))
        put("parser.stdlib_mb", total / 1e6, "MB")


R = load_results()
load_raw()
MACHINE = load_json("machine.json") or {}
SNIPPETS = {e: load_json("snippets-%s.json" % e) for e in ("cpython", "monty", "java-interp")}
SUITES = {s: load_json("%s.json" % s) for s in ("humaneval", "mbpp")}
JMH = load_json("jmh.json") or []


def val(key):
    r = R.get(key)
    return None if r is None else r["value"]


# ---------------------------------------------------------------- formatting

def fmt_num(x):
    try:
        x = float(x)
    except (TypeError, ValueError):
        return "-"
    if not math.isfinite(x):
        return "-"
    if x >= 100:
        return "{:,.0f}".format(x)
    if x >= 10:
        return "%.1f" % x
    if x >= 1:
        return "%.2f" % x
    return "%.3f" % x


def fmt_ms(ms):
    """A duration given in milliseconds, in the unit that reads best."""
    if ms is None:
        return "-"
    if ms < 1:
        return fmt_num(ms * 1000) + " µs"
    if ms >= 10000:
        return fmt_num(ms / 1000) + " s"
    return fmt_num(ms) + " ms"


def fmt_rate(x):
    return "-" if x is None else fmt_num(x) + "/s"


def ratio_time(ours, alt):
    """ours and alt are durations: lower is better."""
    if not ours or not alt:
        return None
    return alt / ours


def ratio_rate(ours, alt):
    if not ours or not alt:
        return None
    return ours / alt


def words(factor, better="faster", worse="slower"):
    """factor = how many times better AgentCage is (>1 better)."""
    if factor is None:
        return "-"
    if 0.95 <= factor <= 1.05:
        return "same"
    if factor > 1:
        return "%s× %s" % (fmt_factor(factor), better)
    return "%s× %s" % (fmt_factor(1 / factor), worse)


def fmt_factor(f):
    return "%.0f" % f if f >= 20 else "%.1f" % f


def versus(*pairs):
    """'2.0× slower than CPython · 3.1× faster than Monty' for the (factor, name) pairs that were measured."""
    return " · ".join("%s than %s" % (words(f), name) for f, name in pairs if f is not None)


class Table:
    def __init__(self):
        self.rows = []  # (section, measure, ours, alternative, ratio, target, verdict)
        self.chart = []  # (label, factor)

    def add(self, section, measure, ours, alternative, ratio, target="", verdict=""):
        self.rows.append((section, measure, ours, alternative, ratio, target, verdict))


T = Table()


def verdict(ok):
    if ok is None:
        return "not measured"
    return "met" if ok else "NOT MET"


# ---------------------------------------------------------------- interpreter

def snip(engine, name):
    data = SNIPPETS.get(engine)
    if not data:
        return None
    return data["data"].get(name, {}).get(engine)


def jmh_ms(b):
    scale = {"ns/op": 1e-6, "us/op": 1e-3, "ms/op": 1.0, "s/op": 1000.0}
    pm = b.get("primaryMetric", {})
    f = scale.get(pm.get("scoreUnit"))
    return None if f is None else pm["score"] * f


def jmh_name(b):
    name = ".".join(b.get("benchmark", "?").rsplit(".", 2)[-2:])
    params = b.get("params") or {}
    return name + "".join(" %s=%s" % kv for kv in sorted(params.items()))


def jmh_find(suffix):
    """The JMH result of the benchmark whose name ends with suffix, as (ms per operation, short name)."""
    for b in JMH:
        if b.get("benchmark", "").endswith(suffix) and jmh_ms(b) is not None:
            return jmh_ms(b), jmh_name(b)
    return None


# Monty's figures as published with the shared harness (its README), shown, labelled, when npm could not install it.
MONTY_PUBLISHED = {"hello_ms": 0.008, "03_fib_recursive.py": 2.5, "host_us": 0.9, "humaneval": 152, "mbpp": 367}
MONTY_RAN = SNIPPETS.get("monty") is not None
MONTY = "Monty" if MONTY_RAN else "Monty (published)"


def interpreter():
    s = "interpreter"
    cpy_hello, monty_hello = snip("cpython", "01_hello.py"), snip("monty", "01_hello.py")
    cpy_h = cpy_hello and cpy_hello.get("cold_median_ms")
    mon_h = monty_hello.get("cold_median_ms") if monty_hello else MONTY_PUBLISHED["hello_ms"]
    ours = val("interp.fresh_hello")
    ours_ms, src, extra = (ours / 1000.0, "in-JVM loop", "") if ours is not None else (None, "", "")
    jmh = jmh_find("FreshStartBenchmark.helloWorld")
    if jmh:
        extra = "" if ours_ms is None else " (in-JVM loop: %s)" % fmt_ms(ours_ms)
        ours_ms, src = jmh[0], "JMH " + jmh[1]
    T.add(s, "fresh interpreter + `print('hello')`, warm process (%s)" % (src or "not run"), fmt_ms(ours_ms) + extra,
          "CPython %s · %s %s" % (fmt_ms(cpy_h), MONTY, fmt_ms(mon_h)),
          versus((ratio_time(ours_ms, cpy_h), "CPython"), (ratio_time(ours_ms, mon_h), "Monty")),
          "≤ 10 µs (#4)", verdict(None if ours_ms is None else ours_ms <= 0.010))
    if ours_ms and mon_h:
        T.chart.append(("fresh start vs Monty", ratio_time(ours_ms, mon_h)))

    hc = val("interp.host_call")
    hc_src, extra = "in-JVM loop of 10,000", ""
    jmh = jmh_find("HostCallBenchmark.hostCall")  # per call (OperationsPerInvocation), loop included
    if jmh:
        extra = "" if hc is None else " (in-JVM loop: %s)" % fmt_ms(hc / 1000)
        hc, hc_src = jmh[0] * 1000, "JMH " + jmh[1]
    cpy_hc, mon_hc = val("cpython.host_call"), val("monty.host_call")
    if not MONTY_RAN:
        mon_hc = MONTY_PUBLISHED["host_us"]
    T.add(s, "host-function call from a guest loop, per call, loop included (%s)" % hc_src,
          fmt_ms(hc and hc / 1000) + extra,
          "CPython %s · %s %s" % (fmt_ms(cpy_hc and cpy_hc / 1000), MONTY, fmt_ms(mon_hc and mon_hc / 1000)),
          versus((ratio_time(hc, cpy_hc), "CPython"), (ratio_time(hc, mon_hc), "Monty")),
          "< 1 µs (#5)", verdict(None if hc is None else hc < 1.0))
    if hc and mon_hc:
        T.chart.append(("host call vs Monty", ratio_time(hc, mon_hc)))

    names = sorted((SNIPPETS.get("cpython") or {}).get("data", {}).keys())
    factors, correct, monty_correct = [], 0, 0
    for name in names:
        c, m, j = snip("cpython", name), snip("monty", name), snip("java-interp", name)
        ref = c and c.get("stdout")
        cw = c and c.get("warm_median_ms")
        mw = m.get("warm_median_ms") if m and m.get("ok") else MONTY_PUBLISHED.get(name) if not MONTY_RAN else None
        ok = bool(j and j.get("ok") and j.get("stdout") == ref)
        correct += ok
        monty_correct += bool(m and m.get("ok") and m.get("stdout") == ref)
        jw = j.get("warm_median_ms") if j and j.get("ok") else None
        f = ratio_time(jw, cw)
        if f and ok:
            factors.append(f)
        target = "≤ 2× CPython (#4)"
        if name.startswith("12_re"):
            target = "≤ 2× CPython (#4, #5)"
        elif name.startswith("03_fib"):
            target = "≤ 2× CPython (#4: fib(20))"
        ours_cell = fmt_ms(jw) if ok else ("wrong output" if j and j.get("ok") else
                                           "fails: " + ((j or {}).get("error") or "not run")[:50])
        T.add(s, "warm run, snippet %s" % name[:-3], ours_cell,
              "CPython %s · %s %s" % (fmt_ms(cw), MONTY, fmt_ms(mw) if mw is not None else
                                      ("fails" if m else "-")),
              versus((f, "CPython"), (ratio_time(jw, mw), "Monty")),
              target, verdict(None if j is None or cw is None else bool(ok and jw <= 2 * cw)))
    if factors:
        gm = math.exp(sum(math.log(f) for f in factors) / len(factors))
        T.add(s, "warm snippets, geometric mean of the ratios", "", "CPython", words(gm) + " than CPython",
              "near CPython (#4)", verdict(gm >= 0.5))
        T.chart.append(("warm snippets vs CPython (geo. mean)", gm))
    if names:
        T.add(s, "snippets with CPython's exact output", "%d/%d" % (correct, len(names)),
              "Monty %d/%d" % (monty_correct, len(names)), "", "all", verdict(correct == len(names)))
    st = {e: (SNIPPETS.get(e) or {}).get("startup", {}).get(e) for e in SNIPPETS}
    if st.get("java-interp"):
        ours = st["java-interp"]["process_hello_ms"]
        c, m = (st.get("cpython") or {}).get("process_hello_ms"), (st.get("monty") or {}).get("process_hello_ms")
        T.add(s, "new OS process running hello (`agentcage run` vs `python3` vs `node`)", fmt_ms(ours),
              "CPython %s · Monty %s" % (fmt_ms(c), fmt_ms(m)),
              versus((ratio_time(ours, c), "CPython"), (ratio_time(ours, m), "Monty")),
              "(embed in a running JVM instead)", "")
    for suite, total in (("humaneval", 164), ("mbpp", 417)):
        data = SUITES.get(suite)
        if not data:
            continue
        eng = data["engines"]
        ours = eng.get("java-interp", {}).get("passed_where_cpython_passes")
        cpy = eng.get("cpython", {}).get("passed")
        mon = eng.get("monty", {}).get("passed_where_cpython_passes")
        if not MONTY_RAN:
            mon = MONTY_PUBLISHED[suite]
        label = "HumanEval reference solutions passing" if suite == "humaneval" else \
            "MBPP (sanitized) reference solutions passing, of those passing on CPython"
        T.add(s, label, "-" if ours is None else str(ours), "CPython %s · %s %s" % (cpy, MONTY, "-" if mon is None
                                                                                        else mon),
              "" if ours is None or mon is None else "%+d vs Monty" % (ours - mon),
              "all that pass on CPython (#5: %d)" % total,
              verdict(None if ours is None or cpy is None else ours >= cpy))
    cpy_jmh = {k.split(".", 2)[2]: v["value"] for k, v in R.items() if k.startswith("cpython.jmh.")}
    for b in JMH:
        pm = b.get("primaryMetric", {})
        program = (b.get("params") or {}).get("program")
        ours, cpy = jmh_ms(b), cpy_jmh.get(program) if program else None
        f = ratio_time(ours, cpy)
        T.add(s, "JMH %s (%s, %d forks)" % (jmh_name(b), b.get("mode", ""), b.get("forks", 0)),
              "%s%s %s" % (fmt_num(pm.get("score")), "" if fmt_num(pm.get("scoreError")) == "-" else
                           " ± " + fmt_num(pm.get("scoreError")), pm.get("scoreUnit", "")),
              "CPython exec %s" % fmt_ms(cpy) if cpy else "",
              words(f) + " than CPython" if f else "",
              "≤ 2× CPython (#4)" if cpy else "", verdict(f >= 0.5) if f else "")


# ---------------------------------------------------------------- parser and validator

def parser():
    s = "parser/validator"
    ours, cpy = val("parser.ours_s"), val("parser.cpython_s")
    mb = val("parser.stdlib_mb")
    files = R.get("parser.ours_s", {}).get("n")
    if ours is not None:
        T.add(s, "parse the whole stdlib (%s files, %s MB), warm" % (files, fmt_num(mb)),
              "%s (%s MB/s)" % (fmt_ms(ours * 1000), fmt_num(mb / ours) if mb else "-"),
              "CPython ast.parse %s" % fmt_ms(cpy and cpy * 1000),
              versus((ratio_time(ours, cpy), "ast.parse")), "no slower than ast.parse (#3)",
              verdict(None if cpy is None else ours <= cpy))
        T.chart.append(("parser vs CPython ast.parse", ratio_time(ours, cpy)))
    v = val("validator.stdlib.ours_s")
    if v is not None:
        T.add(s, "parse + validate (STANDARD) the whole stdlib, warm", fmt_ms(v * 1000),
              "CPython ast.parse %s (parse only)" % fmt_ms(cpy and cpy * 1000),
              versus((ratio_time(v, cpy), "ast.parse")), "", "")
    for pol in ("STANDARD", "STRICT"):
        v = next((val(k) for k in R if k.startswith("validator.") and k.endswith("." + pol)
                  and k.split(".")[1].isdigit()), None)
        if v is not None:
            T.add(s, "validate a 200-line program (%s, parse + rules), median" % pol, fmt_ms(v / 1000),
                  "", "", "< 1 ms (#3)", verdict(v < 1000))


# ---------------------------------------------------------------- docker

def docker():
    for rt in ("runc", "runsc"):
        if val("docker.%s.naive_print" % rt) is None and val("docker.%s.session_rt" % rt) is None:
            continue
        s = "docker " + rt
        tgt = rt == "runc"
        naive, naive_pd = val("docker.%s.naive_print" % rt), val("docker.%s.naive_pandas" % rt)

        def p(key):
            return val("docker.%s.%s" % (rt, key))

        def other(key):
            o = "runsc" if rt == "runc" else "runc"
            v = val("docker.%s.%s" % (o, key))
            return "" if v is None or rt == "runc" else " · runc %s" % fmt_ms(v)

        def p90(key):
            r = R.get("docker.%s.%s" % (rt, key))
            return "" if not r or "p90" not in r else " (p90 %s)" % fmt_ms(r["p90"])

        rows = (("session_rt", "session round trip, `x = 1`, p50", naive, "naive `docker run` print(1)", "< 2 ms",
                 2.0, "session round trip"),
                ("pool_print", "one-shot from the warm pool, `print(1)`, p50", naive, "naive `docker run` print(1)",
                 "< 10 ms", 10.0, "pooled one-shot"),
                ("pool_pandas", "one-shot from the warm pool, pandas + matplotlib plot, p50", naive_pd,
                 "naive `docker run` same snippet", "< 50 ms", 50.0, "pooled pandas+plot"),
                ("session_pandas", "session, pandas + matplotlib plot, p50", naive_pd,
                 "naive `docker run` same snippet", "", None, None),
                ("cold", "cold start, no pool, `print(1)`, p50", naive, "naive `docker run` print(1)", "< 250 ms",
                 250.0, "cold start"))
        for key, label, alt, alt_label, target, bar, chart in rows:
            ours = p(key)
            if ours is None:
                continue
            f = ratio_time(ours, alt)
            T.add(s, label, fmt_ms(ours) + p90(key), "%s %s%s" % (alt_label, fmt_ms(alt), other(key)),
                  versus((f, "naive")), (target + " (#9)") if target and tgt else "",
                  verdict(ours < bar) if bar and tgt else "")
            if chart and f:
                T.chart.append(("%s vs docker run (%s)" % (chart, rt), f))
        for c in (1, 4, 16):
            ours, alt = p("tput_pool_%d" % c), p("tput_naive_%d" % c)
            if ours is None:
                continue
            f = ratio_rate(ours, alt)
            T.add(s, "one-shot throughput, %d concurrent client%s" % (c, "" if c == 1 else "s"), fmt_rate(ours),
                  "naive `docker run` %s" % fmt_rate(alt), words(f), "reported (#9)" if tgt else "", "")
            if c == 4 and f:
                T.chart.append(("throughput, 4 clients vs docker run (%s)" % rt, f))
        mem = p("mem_pool")
        if mem is not None:
            mn, mp = p("mem_naive"), p("mem_naive_pandas")
            f = ratio_time(mem, mp)
            T.add(s, "memory per idle pooled container (pandas, matplotlib preloaded)", "%s MiB" % fmt_num(mem),
                  "naive container: idle python3 %s MiB · with pandas+matplotlib imported %s MiB"
                  % (fmt_num(mn), fmt_num(mp)), words(f, "less", "more") + " than naive with pandas", "", "")


# ---------------------------------------------------------------- scaling

def scaling():
    keys = sorted({k.split(".", 2)[2] for k in R if ".scaling." in k and k.startswith(("interp.", "cpython."))}
                  | {k.split(".", 3)[3] for k in R if k.startswith("docker.") and ".scaling." in k})
    for name in keys:
        kind, n = name.split("-")
        n = int(n)
        label = ("program of {:,} lines (new source each run)".format(n) if kind == "lines"
                 else "program printing {} (new source each run)".format(size(n)))
        cpy = val("cpython.scaling." + name)
        parts, ratios = [], []
        for eng, key in (("interpreter", "interp.scaling."), ("docker runc session", "docker.runc.scaling."),
                         ("docker runsc session", "docker.runsc.scaling.")):
            v = val(key + name)
            if v is not None:
                parts.append("%s %s" % (eng, fmt_rate(v)))
                ratios.append("%s %s" % (eng.split()[0] if eng == "interpreter" else eng.split()[1],
                                         words(ratio_rate(v, cpy))))
        T.add("scaling", "executions/s, " + label, " · ".join(parts), "CPython exec() %s" % fmt_rate(cpy),
              " · ".join(ratios), "", "")


def size(n):
    return "%d B" % n if n < 1000 else ("%d kB" % (n // 1000) if n < 1_000_000 else "%d MB" % (n // 1_000_000))


# ---------------------------------------------------------------- output

def render_text():
    head = ("measure", "AgentCage", "alternative", "ratio", "target", "status")
    lines, section = [], None
    widths = [min(70, max(len(r[i + 1]) for r in T.rows + [("",) + head])) for i in range(6)]
    widths[2] = min(widths[2], 60)
    widths[3] = min(widths[3], 50)

    def line(cells):
        return "  ".join(c.ljust(w) if len(c) <= w else c for c, w in zip(cells, widths)).rstrip()

    lines.append(line(head))
    for r in T.rows:
        if r[0] != section:
            section = r[0]
            lines.append("")
            lines.append("== " + section)
        lines.append(line(r[1:]))
    return "\n".join(lines)


def heavy_load(m):
    """The highest 1-minute load average seen, when it exceeded twice the cores; else None."""
    try:
        cores = int(m.get("cores", 0))
        loads = [float(m[k].split()[0]) for k in ("load_start", "load_end") if m.get(k)]
    except (ValueError, IndexError):
        return None
    steps = [float(x) for x in re.findall(r"load average ([\d.]+)", read("commands.txt"))]
    peak = max(loads + steps, default=0)
    return peak if cores and peak > 2 * cores else None


def md_escape(text):
    return text.replace("|", "\\|")


def render_md():
    out = []
    m = MACHINE
    out.append("Measured by `%s` on %s (commit %s)." % (m.get("command", "scripts/bench.sh"), m.get("date", "?"),
                                                       m.get("commit", "?")))
    out.append("")
    out.append("Machine: %s. Load average %s at the start, %s at the end (the machine is shared, so figures can move "
               "by tens of percent between runs)." % (m.get("summary", "?"), m.get("load_start", "?"),
                                                      m.get("load_end", "?")))
    out.append("")
    heavy = heavy_load(m)
    if heavy:
        out.append("**Measured under heavy load** (load average up to %.0f on %s cores, from other work on the "
                   "machine): absolute figures are several times worse than on a quiet machine; the ratios, "
                   "measured side by side in the same step, are the better guide." % (heavy, m.get("cores", "?")))
        out.append("")
    out.append("| area | measure | AgentCage | what users would otherwise pick | ratio | target (issue) | status |")
    out.append("|---|---|---|---|---|---|---|")
    for r in T.rows:
        out.append("| " + " | ".join(md_escape(c) for c in r) + " |")
    out.append("")
    out.append("![Main ratios](benchmarks.png)")
    out.append("")
    cmds = os.path.join(RUN, "commands.txt")
    if os.path.exists(cmds):
        out.append("Commands run (in this order, from the repository root):")
        out.append("")
        out.append("```")
        with open(cmds) as fh:
            out.append(fh.read().rstrip())
        out.append("```")
    return "\n".join(out) + "\n"


def main():
    interpreter()
    parser()
    docker()
    scaling()
    text = render_text()
    with open(os.path.join(RUN, "table.txt"), "w") as fh:
        fh.write(text + "\n")
    with open(os.path.join(RUN, "section.md"), "w") as fh:
        fh.write(render_md())
    with open(os.path.join(RUN, "chart.tsv"), "w") as fh:
        for label, f in T.chart:
            if f:
                fh.write("%s\t%.6g\n" % (label, f))
    print(text)


if __name__ == "__main__":
    main()
