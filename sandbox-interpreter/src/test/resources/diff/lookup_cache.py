# class attributes read many times (remembered lookups), then changed on a base: every subclass sees the change
class Base:
    kind = "base"
    def who(self):
        return "Base.who"
class Mid(Base):
    pass
class Leaf(Mid):
    pass
x = Leaf()
for _ in range(3):
    print(x.kind, x.who(), Leaf.kind, getattr(x, "missing", None))
Base.kind = "changed"
Base.who = lambda self: "lambda who"
print(x.kind, x.who(), Leaf.kind, Mid.kind)
Mid.kind = "mid"
print(x.kind, Base.kind)
del Mid.kind
print(x.kind)
Base.missing = 42
print(getattr(x, "missing", None), x.missing)
del Base.who
try:
    x.who()
except AttributeError as e:
    print("AttributeError", e)
Leaf.who = lambda self: "leaf who"
print(x.who())
# ---
# an instance attribute shadows a class attribute only for that instance; a data descriptor wins over both
class P:
    v = 1
    @property
    def p(self):
        return "prop"
a, b = P(), P()
for _ in range(3):
    print(a.v, b.v, a.p)
a.v = 2
print(a.v, b.v)
P.p = property(lambda self: "new prop")
print(a.p, b.p)
P.v = 3
print(a.v, b.v)
# ---
# calls with defaults through the fast path: functions, methods and __init__, the defaults shared as in CPython
def f(a, b=2, c=[]):
    c.append(a)
    return a + b, len(c)
print(f(1), f(1, 5), f(2, 3, []), f(3))
class K:
    def __init__(self, x, y=10, z=None):
        self.x, self.y, self.z = x, y, z
    def m(self, k, scale=3):
        return (self.x + k) * scale
k = K(1)
print(k.x, k.y, k.z, K(1, 2).y, K(1, 2, 3).z, k.m(1), k.m(1, 1))
try:
    K()
except TypeError as e:
    print("TypeError", e)
try:
    k.m()
except TypeError as e:
    print("TypeError", e)
try:
    f(1, 2, 3, 4)
except TypeError as e:
    print("TypeError", e)
# ---
# dataclass methods generated from source: repr, eq, order, hash, recursion guard
from dataclasses import dataclass, field
@dataclass(order=True, frozen=True)
class V:
    major: int
    minor: int = 0
    label: str = field(default="", compare=False)
vs = [V(1, 2, "b"), V(1, 0), V(0, 9, "a"), V(1, 2, "a")]
print(sorted(vs), max(vs), V(1, 2, "x") == V(1, 2, "y"), hash(V(1, 2)) == hash(V(1, 2, "z")))
print(V(1) < V(1, 1), V(1) <= V(1), V(2) > V(1, 5), V(1) >= V(1, 1), V(1).__lt__(3))
@dataclass
class Node:
    name: str
    children: list = field(default_factory=list)
n = Node("root")
n.children.append(n)
print(n, Node("a") == Node("a"), Node("a") != Node("b"))
@dataclass
class Empty:
    pass
print(Empty(), Empty() == Empty())
try:
    V(1) < 3
except TypeError as e:
    print("TypeError", e)
# ---
# __class__ is object's data descriptor: an instance dict entry never shadows it, a class property does
class A:
    pass
class B(A):
    @property
    def __class__(self):
        return int
a, b = A(), B()
a.__dict__['__class__'] = 'shadow'
print(a.__class__ is A, a.__dict__, b.__class__, type(b).__name__, (3).__class__, A.__class__)
from dataclasses import dataclass
@dataclass(order=True)
class P:
    x: int
class Q(P):
    pass
print(P(1) < P(2), P(1) == Q(1), P(2) == P(2))
try:
    P(1) < Q(2)
except TypeError as e:
    print('TypeError', e)
# ---
# isinstance also asks an instance's __class__ when a class overrides it (proxies, mocks); issubclass and type do not
class Real:
    pass
class Proxy:
    def __init__(self, target):
        self._target = target
    @property
    def __class__(self):
        return type(self._target)
class Liar:
    @property
    def __class__(self):
        return 'not a type'
class Failing:
    @property
    def __class__(self):
        raise AttributeError('no class')
p = Proxy(Real())
print(isinstance(p, Real), isinstance(p, Proxy), isinstance(p, (int, Real)), issubclass(type(p), Real), type(p) is Proxy)
print(isinstance(Proxy(3), int), isinstance(Proxy(True), int), isinstance(Proxy(3), str), isinstance(Liar(), str), isinstance(Liar(), Liar))
print(isinstance(Failing(), Failing), isinstance(Failing(), int))
class B2:
    @property
    def __class__(self):
        return int
print(isinstance(B2(), int), isinstance(B2(), B2), isinstance(B2(), object))
