# instances that gain the same names in other orders, or fewer of them, read and written at the same sites
class P:
    def __init__(self, order, n):
        for k in order[:n]:
            setattr(self, k, k.upper())
def read(o):
    out = []
    for k in ("a", "b", "c"):
        out.append(getattr(o, k, "-"))
    try:
        out.append(o.a + o.b)
    except AttributeError as e:
        out.append("AttributeError " + str(e))
    return out
objs = [P("abc", 3), P("cba", 3), P("abc", 1), P("bca", 2), P("abc", 0), P("abc", 3)]
for _ in range(3):
    print([read(o) for o in objs])
for o in objs:
    o.a = "z"
    o.b = "y"
print([read(o) for o in objs], [list(vars(o)) for o in objs])
# ---
# __dict__ is a live view both ways, before and after attribute sites ran on the instance
class V:
    def __init__(self):
        self.x = 1
        self.y = 2
def rd(o):
    return (o.x, o.y, getattr(o, "z", None))
def wr(o, v):
    o.x = v
vs = [V(), V()]
for _ in range(3):
    print([rd(v) for v in vs])
d = vs[0].__dict__
print(d)
d["z"] = 3
d["x"] = 10
print(rd(vs[0]), rd(vs[1]))
wr(vs[0], 11)
vs[0].w = 4
print(d, vs[0].__dict__ is d, rd(vs[0]))
del d["y"]
try:
    rd(vs[0])
except AttributeError as e:
    print("AttributeError", e)
d.clear()
print(vars(vs[0]), hasattr(vs[0], "x"))
# ---
# vars() and __dict__ assignment of keys in insertion order, update, and attributes added afterwards
class W:
    pass
w = W()
w.b = 1
w.a = 2
w.c = 3
print(list(vars(w).items()))
w.__dict__.update({"a": 20, "d": 4})
w.e = 5
print(vars(w), w.a, w.d, w.e)
w2 = W()
w2.b = 1
w2.a = 2
print(w2.a, w2.b, sorted(vars(w2)))
# ---
# del of attributes at a cached site, then the name again
class D:
    def __init__(self):
        self.a = 1
        self.b = 2
        self.c = 3
def get(o, n):
    return getattr(o, n, "missing")
def ab(o):
    return o.a, o.b
ds = [D() for _ in range(4)]
for i, o in enumerate(ds):
    if i % 2:
        del o.b
for _ in range(2):
    print([get(o, "b") for o in ds])
for o in ds:
    try:
        print(ab(o))
    except AttributeError as e:
        print("AttributeError", e)
ds[1].b = "back"
print(ab(ds[1]), list(vars(ds[1])))
try:
    del ds[0].zzz
except AttributeError as e:
    print("AttributeError", e)
try:
    del ds[1].zzz
except AttributeError as e:
    print("AttributeError", e)
# ---
# many attributes (past any slot bound) and many different shapes at one site
class M:
    pass
m = M()
for i in range(200):
    setattr(m, "f%d" % i, i)
print(sum(getattr(m, "f%d" % i) for i in range(200)), len(vars(m)), m.f0, m.f199)
def val(o):
    return o.v
objs = []
for i in range(100):
    o = M()
    setattr(o, "k%d" % i, i)
    o.v = i
    objs.append(o)
for _ in range(2):
    print(sum(val(o) for o in objs))
print(sorted(vars(objs[57]).items()))
# ---
# __slots__ classes keep their rules
class S:
    __slots__ = ("x", "y")
    def __init__(self, x):
        self.x = x
def sx(o):
    return o.x
ss = [S(i) for i in range(5)]
for _ in range(2):
    print([sx(s) for s in ss])
for s in ss:
    try:
        s.z = 1
    except AttributeError as e:
        print("AttributeError", e)
        break
try:
    print(ss[0].y)
except AttributeError as e:
    print("AttributeError", e)
ss[0].y = 9
print(ss[0].y, hasattr(ss[0], "__dict__"))
# ---
# __getattr__ and __setattr__ with instance attributes at the same sites
class G:
    def __init__(self):
        self.a = 1
    def __getattr__(self, n):
        return "getattr " + n
class SA:
    def __init__(self):
        self.a = 1
    def __setattr__(self, n, v):
        object.__setattr__(self, n, ("set", v))
def both(o):
    return o.a, getattr(o, "b", None)
def setb(o):
    o.b = 2
for o in [G(), SA(), G()]:
    print(both(o))
    setb(o)
    print(both(o), vars(o))
# ---
# descriptors and properties against instance attributes, CPython's precedence, added after sites ran
class Data:
    def __get__(self, o, t=None):
        return "data get"
    def __set__(self, o, v):
        o.__dict__["shadow"] = v
class NonData:
    def __get__(self, o, t=None):
        return "nondata get"
class K:
    def __init__(self):
        self.p = "inst p"
        self.q = "inst q"
def pq(o):
    return o.p, o.q
def setp(o, v):
    o.p = v
k = K()
for _ in range(2):
    print(pq(k))
K.q = NonData()
print(pq(k))
K.p = property(lambda self: "prop p")
print(pq(k))
try:
    setp(k, 5)
except AttributeError:
    print("AttributeError")
K.p = Data()
setp(k, 6)
print(pq(k), k.__dict__)
del K.p
print(pq(k))
setp(k, 7)
print(pq(k), sorted(k.__dict__.items()))
# ---
# __class__ assignment between instances of classes with their own shapes
class A1:
    def __init__(self):
        self.x = 1
        self.y = 2
    def who(self):
        return "A1"
class B1:
    def __init__(self):
        self.y = 20
        self.x = 10
    def who(self):
        return "B1"
def xy(o):
    return o.x, o.y, o.who()
a, b = A1(), B1()
for _ in range(2):
    print(xy(a), xy(b))
a.__class__ = B1
print(xy(a), xy(b))
a.z = 3
b.z = 30
print(xy(a), vars(a), vars(b))
c = B1()
c.__class__ = A1
c.x = 99
print(xy(c), vars(c))
# ---
# copy, deepcopy, dataclasses and namedtuple over shaped instances
import copy
from dataclasses import dataclass, field, asdict, replace, astuple
from collections import namedtuple
class C:
    def __init__(self, a, b):
        self.a = a
        self.b = b
c = C(1, [2])
c2 = copy.copy(c)
c3 = copy.deepcopy(c)
c.b.append(3)
c2.a = 5
print(c.a, c.b, c2.a, c2.b, c3.a, c3.b, vars(c2), vars(c3))
@dataclass(order=True)
class Pt:
    x: int
    y: int = 0
    tags: list = field(default_factory=list)
ps = [Pt(3, 1), Pt(1, 2), Pt(1, 1, ["t"])]
print(sorted(ps), asdict(ps[2]), astuple(ps[0]), replace(ps[0], y=9), ps[0] == Pt(3, 1))
@dataclass(frozen=True)
class F:
    a: int
    b: str = "b"
f = F(1)
try:
    f.a = 2
except Exception as e:
    print(type(e).__name__, e)
print(f, hash(f) == hash(F(1)), vars(f))
N = namedtuple("N", "a b")
n = N(1, 2)
print(n.a, n.b, n._replace(a=3), n._asdict())
# ---
# str subclass names and non-identifier names through setattr and __dict__
class T:
    pass
class S2(str):
    pass
t = T()
setattr(t, S2("sub"), 1)
setattr(t, "with space", 2)
t.plain = 3
print(t.sub, getattr(t, "with space"), t.plain, sorted(vars(t)))
t.__dict__[5] = "int key"
print(len(vars(t)), t.plain)
# ---
# class attributes read through instances while instance attributes are added and removed
class Cnt:
    total = 0
    def __init__(self):
        self.n = 0
    def bump(self):
        self.n += 1
        Cnt.total += 1
        return self.n
cs = [Cnt() for _ in range(3)]
for i in range(5):
    for c in cs:
        c.bump()
print([c.n for c in cs], Cnt.total, cs[0].total)
cs[0].total = "own"
print([c.total for c in cs])
del cs[0].total
print([c.total for c in cs])
