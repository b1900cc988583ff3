# builtins called without an argument array: results and errors as the array path gives
class S(str):
    def __len__(self):
        return 42
class L(list):
    def append(self, x):
        super().append(("wrapped", x))
class D(dict):
    def __missing__(self, k):
        return "missing"
class Sq:
    def __len__(self):
        return 7
print(len("abc"), len(S("abc")), len([1, 2]), len(Sq()), len({1: 2}), len(b"xy"))
for bad in (5, None):
    try:
        len(bad)
    except TypeError as e:
        print("len", e)
class BadLen:
    def __len__(self):
        return -1
try:
    len(BadLen())
except ValueError as e:
    print("neg", e)
print(ord("a"), ord("\u00e9"), ord("\U0001f600"), ord(b"z"), ord(bytearray(b"q")), ord(S("x")))
for bad in ("", "ab", 3, b"ab"):
    try:
        ord(bad)
    except TypeError as e:
        print("ord", e)
print(chr(97), chr(0x10ffff) == "\U0010ffff", chr(True))
for bad in (-1, 0x110000, 2 ** 70, "a", 1.5):
    try:
        chr(bad)
    except (ValueError, TypeError, OverflowError) as e:
        print("chr", type(e).__name__, e)
class I:
    def __index__(self):
        return 98
print(chr(I()), abs(-3), abs(-2.5), abs(-(2 ** 80)), abs(True), abs(-0.0))
class A:
    def __abs__(self):
        return "abs!"
print(abs(A()))
try:
    abs("x")
except TypeError as e:
    print("abs", e)
print(isinstance(1, int), isinstance(True, int), isinstance("a", (int, str)), isinstance(S(), str))
try:
    isinstance(1, 2)
except TypeError as e:
    print("isinstance", e)
out = []
out.append(1)
ap = out.append
ap(2)
list.append(out, 3)
l2 = L()
l2.append(4)
print(out, l2)
try:
    list.append(5, 6)
except TypeError as e:
    print("append type error")
try:
    out.append()
except TypeError as e:
    print("append", e)
try:
    out.append(1, 2)
except TypeError as e:
    print("append", e)
d = {"a": 1, 1: "one"}
print(d.get("a"), d.get("b"), d.get("b", 0), d.get(1.0), d.get(True), d.get(1, "x"))
dd = D(a=1)
print(dd.get("zz"), dd.get("zz", 5), dd["zz"])
try:
    d.get([])
except TypeError as e:
    print("get", e)
try:
    d.get()
except TypeError as e:
    print("get", e)
class K:
    def __hash__(self):
        raise RuntimeError("no hash")
try:
    d.get(K(), 0)
except RuntimeError as e:
    print("get", e)
counts = {}
for w in "a b a c b a".split():
    counts[w] = counts.get(w, 0) + 1
print(counts)
s = set()
s.add(1)
s.add(1.0)
s.add(True)
s.add("x")
print(sorted(s, key=str))
try:
    frozenset().add(1)
except AttributeError as e:
    print("add", e)
try:
    s.add([])
except TypeError as e:
    print("add", e)
from collections import Counter, defaultdict
c = Counter("abca")
dfl = defaultdict(int)
print(c.get("a"), c.get("z"), c.get("z", 9), dfl.get("q"), dict(dfl))
# ---
# str methods without an argument array, dict stores and membership on exact dicts beside subclasses
class S(str):
    def lower(self):
        return "own lower"
words = ["Hello", "WORLD", "straße", "ǅ", "", "123", "١٢٣", "²", "a b", " \t", "abc1"]
print([w.lower() for w in words], [w.upper() for w in words])
print([(w.isdigit(), w.isalpha(), w.isspace()) for w in words])
print(S("X").lower(), S("X").upper(), str.lower(S("Q")), S("5").isdigit())
for name in ("lower", "upper", "isdigit", "isalpha", "isspace"):
    try:
        getattr(str, name)(5)
    except TypeError as e:
        print(name, e)
    try:
        getattr(str, name)()
    except TypeError as e:
        print(name, "no receiver")
print("abc".lower.__name__, "x".isdigit.__qualname__)
class KD(dict):
    def __setitem__(self, k, v):
        super().__setitem__(k, v * 2)
    def __contains__(self, k):
        return k == "always"
d, kd = {}, KD()
for k in ("a", 1, 1.0, True, (1, 2)):
    d[k] = str(k)
    kd[k] = str(k)
print(d, kd, "a" in d, "zz" in d, 1.0 in d, "always" in kd, "a" in kd)
class H:
    def __init__(self, v):
        self.v = v
    def __hash__(self):
        return 1
    def __eq__(self, o):
        print("eq called")
        return isinstance(o, H) and o.v == self.v
d[H(1)] = "h1"
print(H(1) in d, H(2) in d)
d[H(1)] = "h1 again"
print(len(d))
try:
    d[[1]] = 2
except TypeError as e:
    print(e)
try:
    [] in d
except TypeError as e:
    print(e)
it = iter(d)
next(it)
d["new"] = 1
try:
    next(it)
except RuntimeError as e:
    print(e)
# ---
# startswith/endswith and strip without an argument array
class S(str):
    pass
s = "  Hello, world\u2003\n"
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()), repr(s.strip(" \n\u2003H")), repr(s.strip(None)))
print(repr("xxaxx".strip("x")), repr("".strip()), repr(S(" a ").strip()), type(S(" a ").strip()).__name__)
print(type(S("a").strip()).__name__, "Hello".startswith("H", -2 ** 70), "Hello".endswith("o", 0, 2 ** 70))
for bad in (5, b"x"):
    try:
        "abc".strip(bad)
    except TypeError as e:
        print("strip", e)
try:
    str.strip(5)
except TypeError as e:
    print("strip", e)
w = "Hello"
print(w.startswith("He"), w.startswith(("x", "Hel")), w.startswith("l", 2), w.startswith("l", -3), w.startswith("", 5),
      w.startswith("", 6), w.startswith("H", None), w.endswith("lo"), w.endswith(("a", "o")), w.endswith("l", 4),
      w.startswith(()), S("Hi").startswith(S("H")), w.endswith("lo", 0, 5), w.startswith("e", 1, 2))
for bad in (5, ["H"], ("H", 5), (5, "H")):
    try:
        print(w.startswith(bad))
    except TypeError as e:
        print("startswith", e)
    try:
        print(w.endswith(bad))
    except TypeError as e:
        print("endswith", e)
try:
    w.startswith("H", "x")
except TypeError as e:
    print("startswith", e)
try:
    str.startswith(5, "x")
except TypeError as e:
    print("startswith bad receiver")
try:
    w.startswith()
except TypeError as e:
    print("startswith", e)
lines = [l.strip() for l in " a \n b\n\tc ".split("\n") if not l.strip().startswith("#")]
print(lines)
