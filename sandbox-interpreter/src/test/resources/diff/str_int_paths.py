# swaps compiled without a tuple: evaluation order, targets of every kind, errors midway
def gcd(a, b):
    while b:
        a, b = b, a % b
    return a
print(gcd(1071, 462), gcd(10**30, 10**20 + 7), gcd(0, 5))
x, y, z = 1, 2, 3
x, y, z = z, x, y
print(x, y, z)
[p, q] = q2 = None, 0
p, q = q, p
print(p, q, q2)
trace = []
def v(n):
    trace.append(n)
    return n
class T:
    def __setattr__(self, k, val):
        trace.append(("set", k, val))
        object.__setattr__(self, k, val)
t = T()
d = {}
t.a, d[v("k")] = v(1), v(2)
print(trace, t.a, d)
lst = [0, 1]
i = 0
i, lst[i] = 1, 9
print(i, lst)
a = b = None
try:
    a, b = v(5), 1 // 0
except ZeroDivisionError as e:
    print("ZeroDivisionError", e, a, b)
try:
    g, h = 1, undefined_name
except NameError as e:
    print(e)
def swap_cells():
    m, n = 1, 2
    def inner():
        return m, n
    m, n = n, m
    return inner()
print(swap_cells())
s, = 7,
print(s)
(u, w), k = (1, 2), 3
print(u, w, k)
*st, la = 1, 2, 3
print(st, la)
# ---
# unpacking: exact tuples, subclasses overriding __iter__, lists, wrong lengths
class Tup(tuple):
    def __iter__(self):
        return iter((9, 9))
a, b = Tup((1, 2))
print(a, b)
from collections import namedtuple
P = namedtuple("P", "x y")
for x, y in [P(1, 2), (3, 4), [5, 6]]:
    print(x, y)
for k, (i, c) in enumerate(enumerate("ab", 10)):
    print(k, i, c)
for k, v in {"a": 1, 2: "b"}.items():
    print(k, v)
try:
    a, b = (1, 2, 3)
except ValueError as e:
    print(e)
try:
    a, b, c = (1, 2)
except ValueError as e:
    print(e)
try:
    for a, b in [(1, 2), (3,)]:
        print(a, b)
except ValueError as e:
    print(e)
try:
    a, b = 5
except TypeError as e:
    print(e)
# ---
# for i, x in enumerate(...) unpacked without a tuple: starts, big counters, errors, mutation, generators
def gen():
    yield "a"
    yield "b"
    raise KeyError("inside")
out = []
try:
    for i, x in enumerate(gen(), -1):
        out.append((i, x))
except KeyError as e:
    print("KeyError", e, out)
for i, x in enumerate("xyz", 2**63 - 2):
    print(i, x)
for i, x in enumerate([1, 2], 2**70):
    print(i, x)
e = enumerate("abcd")
for i, x in e:
    if i == 1:
        print(next(e))
    print(i, x)
lst = [1, 2, 3]
for i, x in enumerate(lst):
    if i < 3:
        lst.append(x * 10)
print(lst)
d = {1: 2}
try:
    for i, k in enumerate(d):
        d[k + 1] = 0
except RuntimeError as err:
    print(err)
class It:
    def __init__(self):
        self.n = 0
    def __iter__(self):
        return self
    def __next__(self):
        self.n += 1
        if self.n > 3:
            raise StopIteration(99)
        return self.n * 1.5
for i, x in enumerate(It()):
    print(i, x)
for i, (a, b) in enumerate(zip("ab", "cd")):
    print(i, a, b)
try:
    for i, x, y in enumerate("ab"):
        pass
except ValueError as err:
    print(err)
def f():
    for i, x in enumerate(range(3)):
        yield i * x
print(list(f()), [i + x for i, x in enumerate(range(5), 1)])
# ---
# min and max of several arguments: ties keep the first, mixed types, subclasses, NaN, errors
print(min(3, 1, 2), max(3, 1, 2), min(1, 1.0), min(1.0, 1), max(True, 1), max(1, True), min(-0.0, 0.0), min(0.0, -0.0))
nan = float("nan")
print(min(nan, 1, 2), min(1, nan, 2), max(2, nan), max(2**70, 3, -2**80), min(2**70, 3, -2**80))
print(min("b", "a", "c"), max([1, 2], [1, 3]), min((2, 1), (1, 5)), max("a", "B"))
class I(int):
    def __lt__(self, other):
        return True
    def __gt__(self, other):
        return True
print(min(I(5), 1, 2), max(1, I(5), 9), type(min(1, I(0))).__name__)
class B:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return self.v < o.v
    def __repr__(self):
        return "B%d" % self.v
print(min(B(3), B(1), B(2)), min([B(3), B(1)]))
class Truthy:
    def __init__(self, t):
        self.t = t
    def __bool__(self):
        print("bool", self.t)
        return self.t
class C:
    def __init__(self, n):
        self.n = n
    def __gt__(self, o):
        return Truthy(self.n > o.n)
    def __repr__(self):
        return "C%d" % self.n
print(max(C(1), C(3), C(2)))
try:
    min(1, "a")
except TypeError as err:
    print(err)
try:
    max(1, 2, default=0)
except TypeError as err:
    print(err)
print(min(4, 2, key=lambda v: -v), max(1, 2, 3, key=None))
# ---
# methods of builtin values remembered per call site: receivers of other types and subclasses at the same site
class L(list):
    def append(self, x):
        super().append(x * 100)
class S(str):
    def upper(self):
        return "sub"
def add_all(targets, x):
    for t in targets:
        t.append(x)
a, b, c = [], L(), bytearray()
for k in range(3):
    add_all([a, b, c, a], k)
print(a, b, c)
def up(vals):
    return [v.upper() for v in vals]
print(up(["ab", S("cd"), b"ef", bytearray(b"gh"), "ij"]))
def getter(ms, k):
    return [m.get(k, "none") for m in ms]
class D(dict):
    def get(self, k, d=None):
        return "D.get"
print(getter([{1: 2}, D(), {}, {1: 3}], 1))
def counts(xs):
    return [x.count(1) for x in xs]
print(counts([[1, 1], (1, 2, 1), [0], b"\x01\x01\x01", frozenset() if False else (1,)]))
def pops(xs):
    return [x.pop() for x in xs]
print(pops([[1, 2], {3}, bytearray(b"ab"), [4]]))
try:
    list.append = None
except TypeError as e:
    print("TypeError", e)
# ---
# item assignment and reads of exact lists and bytearrays at int indices: edges and errors
lst = [0, 1, 2]
lst[-1] = "x"
lst[True] = "t"
print(lst)
for bad in (3, -4, 2**70, -2**70):
    try:
        lst[bad] = 0
    except IndexError as e:
        print("IndexError", e)
try:
    lst["a"] = 0
except TypeError as e:
    print("TypeError", e)
ba = bytearray(b"abc")
ba[0] = 65
ba[-1] = 255
ba[False] = 66
print(ba, ba[0], ba[-1], ba[True], b"xyz"[1], b"xyz"[-3])
for bad, val in ((3, 0), (-4, 0), (2**64, 0), (0, 256), (0, -1), (0, "a"), (0, 2**70)):
    try:
        ba[bad] = val
    except (IndexError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
for bad in (3, -4, 2**64):
    try:
        print(b"abc"[bad])
    except IndexError as e:
        print("IndexError", e)
    try:
        print(bytearray(b"abc")[bad])
    except IndexError as e:
        print("IndexError", e)
class I:
    def __index__(self):
        return 1
ba[I()] = 90
lst[I()] = "i"
print(ba, lst, ba[I()])
flags = bytearray([1]) * 20
for m in range(4, 20, 2):
    flags[m] = 0
print([i for i in range(20) if flags[i]])
d = {1: 2}
try:
    for k in d:
        d[k + 1] = 0
except RuntimeError as e:
    print(e, d)
s = {1}
try:
    for k in s:
        s.add(k + 1)
except RuntimeError as e:
    print(e, s)
# ---
# chained comparisons as conditions: each operand evaluated once, __bool__ once per link, short circuit, errors
calls = []
def v(x):
    calls.append(x)
    return x
class B:
    def __init__(self, r):
        self.r = r
    def __bool__(self):
        calls.append(("bool", self.r))
        return self.r
class C:
    def __init__(self, n):
        self.n = n
    def __lt__(self, o):
        return B(self.n < o.n)
for args in ((1, 2, 3), (1, 3, 2), (3, 2, 1), (1, 1, 1)):
    calls.clear()
    if v(args[0]) < v(args[1]) < v(args[2]):
        print("yes", calls)
    else:
        print("no", calls)
for a, b, c in ((1, 2, 3), (2, 1, 3), (1, 3, 2)):
    calls.clear()
    print("ifexp", "t" if C(a) < C(b) < C(c) else "f", calls)
print([x for x in range(10) if 2 < x <= 6], [ch for ch in "aZ9b_" if "a" <= ch <= "z" or "A" <= ch <= "Z"])
n = 0
while 0 <= n < 5 != n + 10:
    n += 1
print(n)
def grade(s):
    if 90 <= s <= 100:
        return "A"
    elif 80 <= s < 90:
        return "B"
    elif 0 <= s < 80 < 1000:
        return "C"
    return "?"
print([grade(s) for s in (95, 85, 50, 101, -1, 80.0, float("nan"))])
try:
    if 1 < "a" < 3:
        pass
except TypeError as e:
    print(e)
try:
    if 1 < 2 < "a":
        pass
except TypeError as e:
    print(e)
x = 5
print(1 < x < 10, 1 < x > 10, (1 < x < 10) + 1)
if not 1 < x < 3:
    print("not chained")
if 1 < x < 10 and 2 < x:
    print("and")
def loop_break():
    out = []
    for i in range(20):
        if 3 < i < 6:
            continue
        if 10 < i < 20 < 30:
            break
        out.append(i)
    return out
print(loop_break())
