from dataclasses import dataclass, field, fields, asdict, astuple, replace, is_dataclass
@dataclass
class Point:
    x: int
    y: int = 0
p = Point(1, 2)
print(p, repr(p), p == Point(1, 2), p == Point(2, 1), p != Point(1, 2), p == (1, 2), Point(5))
print(p.x, p.y, Point.y, Point.__match_args__, is_dataclass(p), is_dataclass(Point), is_dataclass(3))
print([f.name for f in fields(p)], [f.type for f in fields(Point)], [f.default is __import__('dataclasses').MISSING for f in fields(Point)], fields(p)[1].default)
print(asdict(p), astuple(p), replace(p, y=7), p)
print(Point.__doc__, Point.__init__.__qualname__, Point.__repr__.__qualname__, Point.__hash__)
# ---
from dataclasses import dataclass, field
from typing import List, ClassVar
@dataclass
class Inventory:
    name: str
    items: List[str] = field(default_factory=list)
    count: int = field(default=0, repr=False)
    secret: str = field(default='s', compare=False)
    total: ClassVar[int] = 10
    def add(self, item):
        self.items.append(item)
        self.count += 1
a = Inventory('a'); b = Inventory('b')
a.add('x')
print(a, b, a.items is b.items, Inventory.total, Inventory('a', ['x'], 1, 'zzz') == a)
print('items' in Inventory.__dict__, Inventory.count, [f.name for f in __import__('dataclasses').fields(Inventory)])
# ---
from dataclasses import dataclass
@dataclass(order=True, frozen=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0
vs = [Version(1, 2), Version(1, 0, 5), Version(0, 9), Version(1, 2)]
print(sorted(vs), Version(1) < Version(1, 1), Version(2) >= Version(1, 9, 9), max(vs), len(set(vs)))
print(hash(Version(1, 2)) == hash((1, 2, 0)), {Version(1): 'one'}[Version(1, 0, 0)])
v = Version(3)
try:
    v.major = 4
except Exception as e:
    print(type(e).__name__, e, isinstance(e, AttributeError))
try:
    del v.minor
except AttributeError as e:
    print(type(e).__name__, e)
try:
    v.other = 1
except AttributeError as e:
    print(type(e).__name__, e)
print(Version(1) < 5 if False else 'skip')
try:
    Version(1) < (1, 0, 0)
except TypeError as e:
    print(e)
# ---
from dataclasses import dataclass, field, InitVar
@dataclass
class C:
    a: int
    b: int = field(init=False)
    scale: InitVar[int] = 2
    def __post_init__(self, scale):
        self.b = self.a * scale
c = C(3); d = C(3, scale=10)
print(c, d, C.__dataclass_fields__['scale'].type, C.__dataclass_fields__['scale']._field_type, InitVar[int], InitVar[list], 'scale' in [f.name for f in __import__('dataclasses').fields(C)])
# ---
from dataclasses import dataclass, field, KW_ONLY
@dataclass(kw_only=True)
class K:
    a: int
    b: int = 2
@dataclass
class K2:
    x: int
    _: KW_ONLY
    y: int = 1
    z: int
@dataclass
class K3:
    p: int = field(kw_only=True, default=0)
    q: int = 5
print(K(a=1), K2(1, z=3), K2(0, y=9, z=8), K3(), K3(7, p=1), K2.__match_args__)
try:
    K(1)
except TypeError as e:
    print(e)
try:
    K2(1, 2, 3)
except TypeError as e:
    print(e)
# ---
from dataclasses import dataclass
@dataclass
class Base:
    x: int
    y: str = 'b'
@dataclass
class Child(Base):
    z: float = 1.5
    y: str = 'c'
print(Child(1), Child(1, 'q', 2.0), Base(0) == Child(0), [f.name for f in __import__('dataclasses').fields(Child)])
@dataclass(eq=False)
class NoEq:
    x: int
print(NoEq(1) == NoEq(1), hash(NoEq(1)) is not None, NoEq.__repr__(NoEq(2)))
@dataclass(unsafe_hash=True)
class H:
    x: int
    y: list = None
print(hash(H(1)) == hash((1, None)))
@dataclass(repr=False, init=False)
class Bare:
    x: int = 3
print(Bare().x, 'object at' in repr(Bare()))
# ---
from dataclasses import dataclass, field, asdict, astuple
from collections import namedtuple
P = namedtuple('P', 'a b')
@dataclass
class Leaf:
    v: int
@dataclass
class Tree:
    name: str
    leaves: list = field(default_factory=list)
    meta: dict = field(default_factory=dict)
    pair: tuple = (1, 2)
    nt: P = P(1, 2)
t = Tree('t', [Leaf(1), Leaf(2)], {'k': Leaf(3), 'n': [Leaf(4)]})
print(asdict(t))
print(astuple(t))
d = asdict(t); d['leaves'][0]['v'] = 99; print(t.leaves[0].v)
from collections import OrderedDict
print(asdict(Leaf(5), dict_factory=OrderedDict), astuple(Leaf(6), tuple_factory=list))
# ---
from dataclasses import dataclass, field, fields, replace, asdict, astuple, make_dataclass
errs = []
def attempt(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ':', e)
def mutable():
    @dataclass
    class A:
        x: list = []
def both():
    field(default=1, default_factory=list)
def order():
    @dataclass
    class A:
        x: int = 1
        y: int
def notdc():
    fields(3)
def noeq():
    @dataclass(order=True, eq=False)
    class A:
        x: int
def ow():
    @dataclass(order=True)
    class A:
        x: int
        def __lt__(self, o): return True
def frozen_mix():
    @dataclass
    class A:
        x: int
    @dataclass(frozen=True)
    class B(A):
        y: int
def frozen_mix2():
    @dataclass(frozen=True)
    class A:
        x: int
    @dataclass
    class B(A):
        y: int
def noann():
    @dataclass
    class A:
        x = field(default=1)
def rep():
    @dataclass
    class A:
        x: int
        y: int = field(init=False, default=0)
    replace(A(1), y=2)
@dataclass
class Two:
    a: int
    b: int
for f in [mutable, both, order, notdc, noeq, ow, frozen_mix, frozen_mix2, noann, rep,
          lambda: asdict(Two), lambda: astuple(1), lambda: replace(5), lambda: Two(), lambda: Two(1),
          lambda: Two(1, 2, 3), lambda: Two(1, c=3), lambda: Two(1, 2, a=3), lambda: replace(Two(1, 2), c=5),
          lambda: make_dataclass('X', ['a', 'a']), lambda: make_dataclass('X', ['1a']), lambda: make_dataclass('X', ['for']),
          lambda: hash(Two(1, 2))]:
    attempt(f)
# ---
from dataclasses import dataclass, field, make_dataclass, fields
P3 = make_dataclass('P3', ['x', ('y', int), ('z', int, field(default=5))], namespace={'norm': lambda self: self.x + self.y + self.z})
p = P3(1, 2)
print(p, p.norm(), [f.type for f in fields(P3)], P3.__name__)
@dataclass
class Node:
    val: int
    children: list = field(default_factory=list)
n = Node(1); n.children.append(n)
print(n)
@dataclass
class Rec:
    self: int
    other: int = 2
print(Rec(self=5), Rec(1, 3))
@dataclass(slots=True)
class Sl:
    a: int
    b: int = 2
print(Sl(1), Sl.__slots__, Sl(1) == Sl(1, 2))
f = fields(Node)[1]
print(f.name, f.type, f.default_factory, f.init, f.repr, f.hash, f.compare, f.metadata, f.kw_only)
print(field(metadata={'unit': 'm'}).metadata['unit'])
# ---
from __future__ import annotations
from dataclasses import dataclass, fields
@dataclass
class Fut:
    a: int
    b: list[str] | None = None
print(Fut(1), [f.type for f in fields(Fut)], Fut.__annotations__)
# ---
from dataclasses import dataclass
@dataclass(frozen=True)
class F:
    x: int
F(1).x = 2
# ---
from dataclasses import dataclass
@dataclass
class G:
    x: int
    y: int
G(1)
# ---
from dataclasses import dataclass
@dataclass
class Emp:
    name: str
    dept: str
    salary: float = 0.0
    def raise_pay(self, pct):
        self.salary *= 1 + pct / 100
staff = [Emp('ann', 'eng', 100.0), Emp('bob', 'ops', 80.0), Emp('cy', 'eng', 120.0)]
for e in staff:
    e.raise_pay(10)
by = {}
for e in staff:
    by.setdefault(e.dept, []).append(e.name)
print(by, sorted(staff, key=lambda e: -e.salary)[0], sum(e.salary for e in staff))
match staff[0]:
    case Emp(name, 'eng'):
        print('engineer', name)
