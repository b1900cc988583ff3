#!/usr/bin/env python3
# Merges the red-team reports that the test runs write under each module's target/redteam/ into one Markdown table
# (validator verdicts next to every backend's outcome) and, with --write FILE, replaces the part of FILE between
# "<!-- redteam:start -->" and "<!-- redteam:end -->" with it. Run after:
#   mvn -B -ntp -o -pl sandbox-validator,sandbox-interpreter,sandbox-docker -am verify \
#       -Dtest='RedTeam*Test' -Dit.test='*RedTeam*IT' -Dsurefire.failIfNoSpecifiedTests=false
# Licensed under the Apache License, Version 2.0.
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REPORTS = [
    ("strict", "sandbox-validator/target/redteam/validator-strict.md"),
    ("standard", "sandbox-validator/target/redteam/validator-standard.md"),
    ("interpreter", "sandbox-interpreter/target/redteam/interpreter.md"),
    ("runc", "sandbox-docker-it/target/redteam/docker-runc.md"),
    ("runsc", "sandbox-docker-it/target/redteam/docker-runsc.md"),
]


def cells(line):
    parts = re.split(r"(?<!\\)\|", line.strip())[1:-1]
    return [p.strip().replace("\\|", "|") for p in parts]


def read(path):
    rows, order = {}, []
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        for line in f:
            if not line.startswith("| ") or line.startswith("| id "):
                continue
            c = cells(line)
            rows[c[0]] = {"technique": c[1], "actual": c[5], "ok": c[6] == "ok"}
            order.append(c[0])
    return rows, order


def main():
    data, order, counts = {}, [], []
    for name, path in REPORTS:
        if not os.path.exists(os.path.join(ROOT, path)):
            sys.exit("missing %s: run the red-team tests first" % path)
        rows, o = read(path)
        data[name] = rows
        order = order or o
        failed = sum(1 for r in rows.values() if not r["ok"])
        counts.append("| %s | %d | %d | %d |" % (name, len(rows), len(rows) - failed, failed))
    out = ["| backend | attacks run | as expected | failed |", "|---|---|---|---|"] + counts + [""]
    out.append("| id | technique | strict | standard | interpreter | runc | runsc |")
    out.append("|---|---|---|---|---|---|---|")
    for attack in order:
        row = [attack, data["strict"][attack]["technique"]]
        for name, _ in REPORTS:
            r = data[name].get(attack)
            row.append("—" if r is None else (r["actual"] if r["ok"] else "**FAILED: %s**" % r["actual"]))
        out.append("| " + " | ".join(c.replace("|", "\\|") for c in row) + " |")
    table = "\n".join(out) + "\n"
    if len(sys.argv) == 3 and sys.argv[1] == "--write":
        path = sys.argv[2]
        text = open(path, encoding="utf-8").read()
        new = re.sub(r"(<!-- redteam:start -->\n).*(<!-- redteam:end -->)", lambda m: m.group(1) + table + m.group(2),
                     text, flags=re.S)
        open(path, "w", encoding="utf-8").write(new)
    else:
        sys.stdout.write(table)


if __name__ == "__main__":
    main()
