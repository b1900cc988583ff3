# tuples and lists hand back an item's own comparison result; exact items compare as CPython does
class R:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        return self.v == other.v

    def __lt__(self, other):
        return ["lt", self.v]

    def __ge__(self, other):
        return 0


nan = float("nan")
print((R(1), 2) < (R(2), 1), [R(1)] < [R(2)], (R(1),) >= (R(2),), [R(1)] >= [R(2)], (R(1), 1) < (R(1), 2))
print((1, nan) < (1, nan), (1, nan) == (1, nan), [nan] == [nan], (nan,) <= (nan,), (-0.0, 1) == (0.0, 1))
print((1, 2.5) < (1, 2), (1, "b") > (1, "a"), (10**20, 1) < (10**20, 0), (True, 1) < (1, 2), [1, 2] < [1, 2, 0])
x = nan
print((x, 1) == (x, 1), (x, 1) < (x, 2), [x] <= [x], (1.0, 2) == (1, 2.0), ("a", 1) != ("a", 1.0))
try:
    (1, "a") < (1, 2)
except TypeError as e:
    print("TypeError", e)
print(sorted([(2, R(1)), (1, R(2))]) == [(1, R(2)), (2, R(1))] or "cmp")
# ---
# obj.__class__ read at one site: shapes, dictionaries, a __class__ property added later, class assignment
class A:
    def __init__(self):
        self.x = 1


class B:
    pass


def cls_of(o):
    return o.__class__


a = A()
print([cls_of(a).__name__ for _ in range(3)], cls_of(B()).__name__)
a.__dict__["__class__"] = 5
print(cls_of(a).__name__, a.__dict__)
b = A()
b.__class__ = B
print(cls_of(b).__name__, cls_of(A()).__name__)


class C:
    __class__ = property(lambda self: "prop")


class D(A):
    pass


print(cls_of(C()), cls_of(a).__name__, cls_of(b).__name__, cls_of(D()).__name__)
D.__init__ = lambda self: None
print(cls_of(D()).__name__, [cls_of(o).__name__ for o in (A(), B(), D(), a)])


class G:
    def __getattribute__(self, name):
        return "ga:" + name


print(cls_of(G()), cls_of(3).__name__, cls_of(A).__name__)
# ---
# key functions and __lt__ called from sort, min and max: defaults, closures, generators, bound methods, errors
import functools


def outer(scale):
    def key(v):
        return v * scale
    return key


class V:
    def __init__(self, n):
        self.n = n

    def key(self, other):
        return abs(other - self.n)

    def __lt__(self, other):
        return self.n < other.n

    def __repr__(self):
        return "V(%d)" % self.n


data = [5, -3, 8, 1, -9, 4]
print(sorted(data, key=lambda v, k=2: v % k), sorted(data, key=outer(-1)), sorted(data, key=V(2).key))
print(min(data, key=outer(-1)), max(data, key=lambda v: -v), sorted(data, key=abs), sorted(data, key=V))
print(sorted([V(3), V(1), V(2)]), min(V(3), V(1)), max([V(3), V(7), V(2)]))


def gen_key(v):
    yield v


try:
    sorted(data, key=gen_key)
except TypeError as e:
    print("TypeError", e)


def bad_key(v):
    if v == 8:
        raise KeyError(v)
    return v


try:
    sorted(data, key=bad_key)
except KeyError as e:
    print("KeyError", e)
try:
    sorted(data, key=lambda: 1)
except TypeError as e:
    print("TypeError", e)
try:
    sorted(data, key=lambda a, b: 1)
except TypeError as e:
    print("TypeError", e)


class Deep:
    def __init__(self, n):
        self.n = n

    def __lt__(self, other):
        return sorted([self.n, other.n], key=lambda v: v)[0] == self.n


print([d.n for d in sorted([Deep(3), Deep(1), Deep(2)])])


def rec(v):
    return rec(v)


try:
    sorted([1, 2], key=rec)
except RecursionError as e:
    print("RecursionError", e)
print(sorted(["bb", "a", "ccc"], key=functools.cmp_to_key(lambda a, b: len(a) - len(b))))
