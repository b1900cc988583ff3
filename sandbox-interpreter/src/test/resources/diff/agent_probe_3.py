import operator
print(int.__add__(1, 2.0))
print(int.__add__(1, 2))
print(float.__add__(1.5, 2))
print(float.__floordiv__(7.0, 2))
print(int.__mul__(3, 4), (3).__pow__(2, 5), (3).__pow__(2))
print(int.__radd__(3, 4), float.__rtruediv__(2.0, 1))
print((5).__truediv__(2), (5).__floordiv__(0.0) if False else 'skip')
print(int.__sub__(5, True), int.__mod__(-7, 3), float.__mod__(-7.0, 3))
print((2.5).__round__(), (2.567).__round__(2), (7).__round__(-1))
print(int.__neg__(5), int.__abs__(-3), int.__invert__(5), float.__neg__(2.0))
print(int.__lt__(1, 2), int.__lt__(1, 2.5), float.__eq__(1.0, 1))
print(int.__bool__(0), float.__int__(3.7), int.__float__(3), int.__index__(9))
print(operator.add(1, 2), operator.mul("ab", 3), operator.truediv(7, 2), operator.floordiv(7, 2))
print(operator.pow(2, 10), operator.mod(10, 3), operator.neg(4), operator.pos(-4), operator.abs(-2))
print(operator.lshift(1, 5), operator.rshift(64, 2), operator.and_(12, 10), operator.or_(12, 10), operator.xor(12, 10))
print(operator.not_(0), operator.truth([]), operator.is_(None, None), operator.is_not(1, None))
print(operator.concat([1], [2]), operator.contains([1, 2], 2), operator.countOf([1, 1, 2], 1), operator.indexOf([3, 4], 4))
print(operator.getitem({"a": 1}, "a"), operator.itemgetter(1, 0)("ab"), operator.attrgetter("real")(3))
print(operator.methodcaller("split", ",")("a,b"), operator.index(7))
try:
    operator.concat(1, 2)
except TypeError as e:
    print("TypeError:", e)
print(operator.itemgetter(1), operator.attrgetter("a.b"), operator.methodcaller("f", 1, k=2))
x = [1]
print(operator.iadd(x, [2]), x)
print(int.__add__(1, "a"), float.__mul__(2.0, "a"))
print(complex.__add__(1j, 2))
print(NotImplemented, repr(NotImplemented))
print((1).__eq__("a"), "a".__eq__(1), "a".__lt__(1))
print(divmod(7, -2), (7).__divmod__(-2), (7.5).__divmod__(2))
print(int.__pow__(2, -1), (2).__rpow__(3))
try:
    int.__add__(1.0, 2)
except TypeError as e:
    print("TypeError:", e)
try:
    int.__add__(1)
except TypeError as e:
    print("TypeError:", e)

# ---
import operator
print(operator.itemgetter(1), operator.attrgetter("a.b"), operator.methodcaller("f", 1, k=2), operator.methodcaller("g"))
print(operator.methodcaller("split", ",", 1)("a,b,c"), operator.methodcaller("replace", "a", "b")("aa"))
try:
    operator.methodcaller()
except TypeError as e:
    print("TypeError:", e)
try:
    operator.methodcaller(5)
except TypeError as e:
    print("TypeError:", e)

# ---
for s in ['int.__add__(1)', 'int.__add__(1.0, 2)', 'int.__add__()', 'int.__neg__(1, 2)', 'float.__pow__(2.0)',
          'int.__pow__(2, 3, 4, 5)', '(3).__pow__(2, 5.0)', 'float.__pow__(2.0, 3, 5)', 'int.__add__(True, 1)',
          'bool.__and__(True, 1)', 'bool.__and__(True, False)', 'bool.__or__(1, True)', 'float.__rpow__(2.0, 3, 5)',
          'int.__rpow__(2, 3, 5)', 'int.__truediv__(1, 0)', 'float.__divmod__(1.0, 0)', 'int.__floor__(3)',
          'float.__floor__(3.5)', 'float.__trunc__(-3.5)', 'float.__ceil__(3.2)', 'complex.__add__(1j, 1.5)',
          'complex.__radd__(1j, 1.5)', 'int.__bool__(0)', 'float.__bool__(0.0)', 'complex.__bool__(0j)',
          'int.__lshift__(1, 2.0)', 'int.__lshift__(1, -1)', 'float.__rsub__(1.0, 3)', 'int.__rtruediv__(2, 1)',
          'int.__mul__(3, [1])', 'int.__rmul__(3, [1])', 'int.__abs__(True)', 'int.__pos__(True)', 'float.__abs__(-0.0)',
          'complex.__abs__(3+4j)', 'complex.__pow__(1j, 2)', 'int.__divmod__(7, 2)', 'int.__rdivmod__(7, 2)',
          'float.__rdivmod__(7.5, 2)', 'int.__mod__(7, 2.0)', 'int.__and__(True, True)', 'float.__ceil__(float("inf"))',
          'int.__add__.__name__', '(1).__add__.__name__', 'float.__neg__(-0.0)', 'int.__invert__(False)']:
    try:
        print(s, '->', repr(eval(s)))
    except Exception as e:
        print(s, '->', type(e).__name__, e)

# ---
class Money(int):
    def __add__(self, other):
        return Money(super().__add__(other) + 1000)
    def __neg__(self):
        return Money(-int(self) * 10)
    def __rsub__(self, other):
        return ("rsub", super().__rsub__(other))
m = Money(5)
print(m + 1, type(m + 1).__name__, -m, 10 - m, int.__add__(m, m), int.__neg__(m), type(int.__neg__(m)).__name__)
class Meters(float):
    def __mul__(self, k):
        return Meters(float.__mul__(self, k))
    def __repr__(self):
        return f"{float(self)}m"
print(Meters(2.5) * 2, float.__mul__(Meters(2.0), "x"), float.__truediv__(Meters(3.0), 2))
import functools
print(functools.reduce(int.__mul__, range(1, 8)), list(map(float.__add__, [1.0, 2.0], [0.5, 0.25])))
print(sorted([-3, 1, -2], key=int.__abs__), list(map(int.__neg__, [1, -2])), list(map(complex.__abs__, [3 + 4j])))

# ---
from enum import Flag, IntFlag, Enum, auto
class Color(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
    WHITE = RED | GREEN | BLUE
    WARM = RED | GREEN
print(Color.RED | Color.BLUE, repr(Color.RED | Color.BLUE), Color.WHITE, repr(Color(0)), ~Color.RED)
print(Color.RED.value, Color.BLUE.value, Color.WHITE.value, bool(Color(0)), list(Color.WHITE), Color.WARM.name)
class Step(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()
    FIRST = auto()
    SECOND = auto()
    LAST = SECOND
    THIRD = auto()
print(list(Step), Step.LAST, Step.THIRD.value, Step.FIRST.value)
try:
    class Late(Enum):
        A = auto()
        def _generate_next_value_(name, start, count, last_values):
            return name
except TypeError as e:
    print("TypeError:", e)
class Perm(IntFlag):
    R = auto()
    W = auto()
    X = auto()
    RWX = R | W | X
print(Perm.RWX, repr(Perm.RWX), Perm.R | Perm.W, repr(Perm(3)), Perm.RWX.value)
try:
    Color(8)
except ValueError as e:
    print("ValueError:", e)

# ---
for s in ['enumerate()','enumerate(1,2,3)','int(1,2,3)','int(x=1)','int("5", bas=2)','str(1,2,3,4)','str(b"a", foo=1)','bytes(1,2,3,4)','bytes(foo=1)','complex(1,2,3)','complex(x=1)','bytearray(1,2)','bytearray("a", 2)','bytes("a", 2)','str(b"a", 2)','float(x=1)','list(x=1)','tuple(x=1)','dict(1,2)','set(x=1)','frozenset(x=1)','range(x=1)','bool(x=1)','zip(x=1)','reversed(x=1)','slice(x=1)','object(x=1)','complex("1", 2)','int("1", 2, 3)', 'int("12", base=5)', 'str(object=5)', 'str(b"ab", encoding="ascii")', 'bytes("ab", encoding="ascii")', 'complex(real=1, imag=2)', 'int("z", 36)', 'str(b"a", errors="x")']:
  try: print(s, repr(eval(s)))
  except Exception as e: print(s, '->', type(e).__name__, e)

# ---
tests = ["int(1, 2, 3)", "list(1, 2)", "dict(1, 2)", "tuple(1, 2)", "set(1, 2)", "str(1, 2, 3, 4)", "float(1, 2)",
         "bool(1, 2)", "frozenset(1, 2)", "bytes(1, 2, 3, 4)", "complex(1, 2, 3)", "int(x=1)", "object(1)", "super(1)",
         "int.bit_length()", "str.upper()", "list.append()", "bytes(5, 'utf-8')", "bytes('a')", "bytes('a', errors='x')",
         "bytes(source=b'ab')", "bytearray(5, 'utf-8')", "bytes(b'x', errors='strict')", "bytes(encoding='utf-8')",
         "str(5, 'utf-8')", "str('a', 'utf-8')", "str(b'a', errors='strict')", "str(b'\\xff', 'latin-1')",
         "complex(real=2)", "complex(imag=3)", "complex(1, imag=2)", "list(enumerate([1], 5))", "list(zip([1], strict=True))"]
for t in tests:
    try:
        print(t, "->", repr(eval(t)))
    except Exception as e:
        print(t, "->", type(e).__name__, e)

# ---
d = {"a": 1, "b": 2}
print(sorted(d.keys() | ["c"]), sorted(["c"] | d.keys()), sorted(d.keys() & "ab"), sorted(d.items() | [("z", 0)]), d.keys() - ["a"], ["a", "q"] - d.keys())
try:
    d.keys() | 5
except TypeError as e:
    print(e)
try:
    d.values() | [1]
except TypeError as e:
    print(e)
print(d.keys().__len__(), d.keys().__contains__("a"), list(d.values().__iter__()), d.keys().isdisjoint(["x"]), d.items().isdisjoint([("a", 1)]))
print(sorted(d.keys().__or__({"x"})), d.keys().__rsub__(["a", "z"]), {1, 2}.__or__([3]), {1, 2}.__and__({2}), frozenset([1]).__or__({2}))
print((1, 2).__contains__(2), (1,).__add__((2,)), (1,).__mul__(3), (1, 2).__rmul__(2), range(5).__len__(), range(5).__getitem__(-1), range(3).__contains__(2))
print(b"abc".__len__(), b"abc".__getitem__(0), list(b"ab".__iter__()), b"abc".__contains__(98), bytearray(b"xy").__len__())
print({"a": 1}.__or__({"b": 2}), {"a": 1}.__or__([1]), {"a": 1}.__ror__({"b": 2}))
try:
    (1,).__add__([2])
except TypeError as e:
    print(e)
class T(tuple):
    def __len__(self):
        return super().__len__() + 100
    def __contains__(self, x):
        return super().__contains__(x) or x == "any"
t = T((1, 2))
print(len(t), "any" in t, 1 in t, 5 in t)
class S(set):
    def __or__(self, o):
        return S(super().__or__(o))
print(type(S({1}) | {2}).__name__, sorted(S({1}) | {2}))
import functools
print(functools.reduce(set.__and__, [{1, 2, 3}, {2, 3}, {3, 4}]), functools.reduce(int.__mul__, [1, 2, 3, 4]), sum(map(float.__mul__, [1.5, 2.0], [2.0, 3.0])))
print(list(map(str.upper, "ab")), list(map(int.__neg__, [1, -2])), sorted([3, -1, 2], key=int.__abs__), list(filter(str.isdigit, "a1b2")))

# ---
from functools import singledispatch, singledispatchmethod
from collections.abc import Sequence, Mapping
import numbers
@singledispatch
def show(x):
    return "default"
@show.register
def _(x: int | float):
    return "number"
@show.register(Sequence)
def _(x):
    return "sequence"
@show.register
def _(x: Mapping):
    return "mapping"
@show.register(str)
def _(x):
    return "string"
print(show(1), show(2.5), show([1]), show((1,)), show("s"), show({}), show(None), show(True))
print(len(show.registry), show.dispatch(list).__name__, object in show.registry)
try:
    show.register(5)
except TypeError as e:
    print("TypeError:", e)
try:
    @show.register
    def _(x):
        pass
except TypeError as e:
    print("TypeError:", str(e).split(":")[0])
class Fmt:
    @singledispatchmethod
    def fmt(self, arg):
        return f"? {arg}"
    @fmt.register
    def _(self, arg: int):
        return f"int {arg:03d}"
    @fmt.register(list)
    def _(self, arg):
        return "list " + ",".join(map(str, arg))
f = Fmt()
print(f.fmt(7), f.fmt([1, 2]), f.fmt("x"))
try:
    show()
except TypeError as e:
    print("TypeError:", e)

# ---
import warnings
def old_api(x):
    warnings.warn("old_api() is deprecated; use new_api()", DeprecationWarning, stacklevel=2)
    return x * 2
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    print(old_api(2), len(caught), caught[0].category.__name__, caught[0].message, caught[0].lineno)
print(warnings.formatwarning("m", UserWarning, "f.py", 3), end="")
print(warnings.formatwarning("m", UserWarning, "f.py", 3, line="  x = 1  "), end="")

# ---
import re
print(re.IGNORECASE, repr(re.IGNORECASE), re.I | re.M, repr(re.I | re.M), re.IGNORECASE | re.MULTILINE | re.DOTALL)
print(type(re.I).__name__, isinstance(re.I, int), int(re.I), type(int(re.I)).__name__, re.I.value, re.M.name, (re.I | re.M).name)
print(f"{re.I}", format(re.I, "d"), format(re.I, ">4"), "%s|%r|%d|%x" % (re.I, re.M, re.I, re.X), str(re.S), "{}".format(re.A))
print(re.I + 1, re.I * 2, -re.I, abs(re.I), +re.I, re.I << 1, re.I == 2, hash(re.I) == 2, {re.I: "i"}[2], re.I in [2])
print(repr(re.I | 1024), (re.I | 1024).name, repr(re.RegexFlag(1024)), repr(re.RegexFlag(3)), repr(re.RegexFlag(0)), re.RegexFlag(2) is re.I)
print(~re.I, repr(~re.NOFLAG), re.I & re.M, re.I ^ re.I, 6 & re.I, 1 | re.I, re.S | re.A, re.NOFLAG.name, re.T, re.TEMPLATE, re.DEBUG)
flags = 0
for f in (re.I, re.M):
    flags |= f
print(flags, re.compile("a", flags), re.compile("a", flags).flags, re.RegexFlag.MULTILINE, re.RegexFlag.I, re.RegexFlag.__name__)
import json
print(json.dumps({"f": re.I | re.S}), sorted([re.M, re.I]), max(re.I, 3), re.I.bit_length(), bool(re.NOFLAG), re.I // 2, re.I / 2)
print(re.findall("^a", "A\na", re.I | re.M), re.sub("X", "-", "axbX", flags=re.I), re.split("b", "aBc", flags=re.IGNORECASE))
print(type(re.I), re.RegexFlag, type(re.I) is re.RegexFlag, type(re.compile("a").flags))
f = re.I | re.M
print(re.RegexFlag.MULTILINE in f, re.S in f, list(f), [x for x in re.S | re.A], len(list(re.NOFLAG)))
try:
    2 in f
except TypeError as e:
    print("TypeError:", e)
# ---
import sys
for code in [None, 0, 3, "msg", ("m", 2), True]:
    try:
        sys.exit(code) if code is not None else sys.exit()
    except SystemExit as e:
        print(repr(e), e.code, e.args)
try:
    raise SystemExit("m", 2)
except SystemExit as e:
    print(e.code, e.args, str(e))
class Done(SystemExit):
    pass
try:
    raise Done(4)
except SystemExit as e:
    print(type(e).__name__, e.code, isinstance(e, Exception), isinstance(e, BaseException))
try:
    exit("bye")
except SystemExit as e:
    print(e.code)
print("end")
raise SystemExit(0, "x")

# ---
from __future__ import annotations
from dataclasses import dataclass, field
from typing import get_type_hints, Optional, List
@dataclass
class Node:
    value: int
    children: List[Node] = field(default_factory=list)
    parent: Optional[Node] = None
def walk(n: Node, depth: int = 0) -> List[str]:
    return [" " * depth + str(n.value)] + [x for c in n.children for x in walk(c, depth + 1)]
root = Node(1, [Node(2, [Node(4)]), Node(3)])
print("\n".join(walk(root)))
print(Node.__annotations__)
print(get_type_hints(Node))
print(get_type_hints(walk))
class Tree:
    left: "Tree | None" = None
    size: "int" = 0
print(get_type_hints(Tree))
# ---
import sys, math
try:
    str(math.factorial(2000))
except ValueError as e:
    print("ValueError:", e)
try:
    int("9" * 4301)
except ValueError as e:
    print("ValueError:", e)
print(sys.get_int_max_str_digits(), sys.int_info.default_max_str_digits)
sys.set_int_max_str_digits(0)
print(len(str(math.factorial(2000))), sys.get_int_max_str_digits())
sys.set_int_max_str_digits(5000)
print(len(str(10 ** 4999)), int("7" * 4999) % 10)
try:
    str(10 ** 5000)
except ValueError as e:
    print("ValueError:", e)
for bad in [100, -1]:
    try:
        sys.set_int_max_str_digits(bad)
    except ValueError as e:
        print("ValueError:", e)
import json
print(len(json.dumps(10 ** 4500)), json.loads("1" * 4600) % 7)

# ---
from collections import namedtuple
P = namedtuple("P", "x y")
p = P(1, 2)
for stmt in ["p.x = 5", "del p.x", "p.z = 1", "p[0] = 1", "(5).is_integer()", "(2.0).is_integer()", "True.is_integer()"]:
    try:
        print(stmt, "->", eval(stmt) if "=" not in stmt and "del" not in stmt else exec(stmt))
    except (AttributeError, TypeError) as e:
        print(type(e).__name__ + ":", e)
for o in [5, 2.5, 1j, range(3), slice(1, 2), ValueError("x"), True]:
    print(type(o).__name__, [n for n in dir(o) if not n.startswith("_")])
print((5).numerator, (5).denominator, (5).real, (5).imag, range(1, 9, 2).step, slice(3).stop, ValueError("a", 1).args)

# ---
for v, s in [(-0.0, "z"), (-0.001, "z.1f"), (-0.0001, "z.2e"), (-0.0, "z.0f"), (-1e-9, "z.3g"), (-0.004, "z.2%"),
             (-0.5, "z.0f"), (-1.5, "z.0f"), (-0.0, "z>8.1f"), (-0.0, "+z.1f"), (float("-inf"), "z"), (float("nan"), "z"),
             (-0.0, "z,.2f"), (-0.0001, "z"), (-0.0, ".1f"), (42, "z"), ("s", "z"), (0, "z.1f"), (-1e-20, "z.3f")]:
    try:
        print(repr(format(v, s)))
    except ValueError as e:
        print("ValueError:", e)
total = -0.004
print(f"balance: {total:z.2f} / {total:.2f} / {-total:z.2f}")
