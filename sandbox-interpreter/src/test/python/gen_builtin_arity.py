#!/usr/bin/env python3
"""Regenerates src/main/resources/.../object/builtin_arity.tsv: CPython's positional argument counts of the builtin
types' methods and of the builtin functions, with its messages for too few and too many (the count as %d).

Each builtin is called with 0..7 throwaway arguments; the counts CPython refuses with an argument-count TypeError
bound the range. Builtins whose refusals are not one range with one message each side are left out (list.sort,
pow, ...), as is set.add. Run with CPython 3.11: python3 gen_builtin_arity.py
"""
import pathlib
import re, builtins
PAT = [r"takes no arguments \(\d+ given\)", r"takes exactly one argument \(\d+ given\)",
       r"expected at (least|most) \d+ arguments?, got \d+", r"takes at (least|most) \d+ (positional )?arguments? \(\d+ given\)",
       r"takes exactly \d+ (positional )?arguments? \(\d+ given\)", r"takes from \d+ to \d+ positional arguments but \d+ (were|was) given",
       r"missing required argument", r"takes no positional arguments"]
def arity_err(f, n):
    try:
        f(*[object()] * n)
    except TypeError as e:
        s = str(e)
        if any(re.search(p, s) for p in PAT):
            return s
    except Exception:
        pass
    return None
def template(s, n):
    t, k = re.subn(r"\(%d given\)" % n, "(%d given)", s)
    if not k: t, k = re.subn(r"got %d$" % n, "got %d", s)
    if not k: t, k = re.subn(r"but %d (were|was) given" % n, "but %d %s given", s)
    if not k and ("missing required" in s or "no positional" in s): t, k = s, 1
    assert k, (s, n)
    return t
def probe(key, make):
    errs = {n: arity_err(make(), n) for n in range(0, 8)}
    ok = [n for n, e in errs.items() if e is None]
    if not ok or all(e is None for e in errs.values()):
        return None
    lo, hi = min(ok), max(ok)
    if any(errs[n] for n in range(lo, hi + 1)):
        return None  # holes: leave alone
    low = template(errs[lo - 1], lo - 1) if lo > 0 else "-"
    high = template(errs[hi + 1], hi + 1) if hi < 7 else "-"
    if any(template(errs[n], n) != low for n in range(0, lo)) or any(template(errs[n], n) != high for n in range(hi + 1, 8)):
        return None
    return "%s\t%d\t%d\t%s\t%s" % (key, lo, hi if hi < 7 else -1, low, high)
types = {"str": "a", "bytes": b"a", "bytearray": bytearray(b"a"), "list": [1], "dict": {1: 2}, "set": {1}, "frozenset": frozenset({1}),
         "tuple": (1,), "int": 1, "float": 1.0, "complex": 1j}
lines = []
for tn, inst in types.items():
    for name in sorted(dir(type(inst))):
        if name.startswith("__") or (tn, name) == ("set", "add"):
            continue
        if type(getattr(type(inst), name)).__name__ not in ("method_descriptor", "classmethod_descriptor", "builtin_function_or_method"):
            continue
        def make(inst=inst, name=name):
            return getattr(inst.copy() if hasattr(inst, "copy") else inst, name)
        r = probe(tn + "." + name, make)
        if r: lines.append(r)
SKIP = {"print", "input", "open", "exec", "eval", "breakpoint", "help", "exit", "quit", "compile", "__import__", "__build_class__", "globals", "locals", "vars", "dir", "copyright", "credits", "license"}
for name in sorted(dir(builtins)):
    f = getattr(builtins, name)
    if name in SKIP or name.startswith("_") or type(f).__name__ != "builtin_function_or_method":
        continue
    r = probe("builtins." + name, lambda f=f: f)
    if r: lines.append(r)
OUT = (pathlib.Path(__file__).resolve().parent.parent.parent / "main" / "resources" / "io" / "agentcage" / "interpreter"
       / "internal" / "object" / "builtin_arity.tsv")
OUT.write_text("\n".join(lines) + "\n")
print(len(lines), "builtins ->", OUT)
