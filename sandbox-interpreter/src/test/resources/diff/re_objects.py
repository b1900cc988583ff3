import re
print(re.compile("a+"), re.compile("b", re.I | re.M), re.compile("c", re.A), re.compile("d", re.X | re.S))
print(re.compile("e", re.U), re.compile("f", re.DEBUG if False else 0), repr(re.compile("it's")))
print(repr(re.compile("x" * 250))[:40], len(repr(re.compile("y" * 250))))
m = re.search(r"(\w)(\d)?", "  a1 b")
print(m, [m], str(m), f"{m!r}")
print(re.match("", "abc"), re.fullmatch(r"\d+", "123"), re.search("z", "abc"))
print(re.search("é+", "caféé!"), re.search("'", "it's"))
# ---
import re
pats = [re.compile(p, f) for p, f in [("a", 0), ("a", re.I), ("b", re.I | re.M | re.S | re.X)]]
print(pats)
print({p.pattern: p.flags for p in pats})
print(re.compile("q", re.I) == re.compile("q", re.I), re.compile("q") == re.compile("q", re.I))
