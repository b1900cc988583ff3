# dataclass comparisons give the tuple comparison's answers: identity, NaN, raw results, errors, read order
from dataclasses import dataclass, field
import math


@dataclass(order=True)
class P:
    x: object
    y: object = 0
    tag: str = field(default="", compare=False)


@dataclass(order=True)
class Empty:
    pass


class Loud:
    def __init__(self, v):
        self.v = v

    def __eq__(self, other):
        print("eq", self.v, other.v)
        return "yes" if self.v == other.v else ""

    def __lt__(self, other):
        print("lt", self.v, other.v)
        return ("lt-result", self.v)

    def __gt__(self, other):
        return None


nan = float("nan")
print(P(1, 2) < P(1, 3), P(1, 2) <= P(1, 2), P(2, 0) > P(1, 9), P(1, 2) >= P(1, 3), P(1, 2) == P(1, 2, "t"))
print(P(nan, 1) == P(nan, 1), P(nan, 1) < P(nan, 2), P(nan, 1) <= P(nan, 1))
same = P(nan, 1)
print(same == same, same <= same, same < same, P(same.x, 1) == P(same.x, 1), P(same.x, 1) < P(same.x, 2))
print(P(0.0, 1) == P(-0.0, 1), P(-0.0, 1) < P(0.0, 2), P(1, 2.0) == P(1.0, 2), P(True, 1) == P(1, 1))
print(P(10**30, 1) < P(10**30 + 1, 0), P("a", [1, 2]) < P("a", [1, 3]), P((1, 2), 0) >= P((1, 2), 0))
print(Empty() == Empty(), Empty() < Empty(), Empty() <= Empty(), Empty() > Empty(), Empty() >= Empty())
print(P(Loud(1), 5) < P(Loud(2), 5))
print(P(Loud(1), Loud(3)) < P(Loud(1), Loud(4)))
print(P(Loud(1), 5) == P(Loud(1), 5), P(Loud(1), 5) != P(Loud(2), 5))
print(P(Loud(1), 5) > P(Loud(2), 5))


class Sub(P):
    pass


print(P(1, 2) == Sub(1, 2), P(1, 2) != Sub(1, 2), Sub(1, 2) == Sub(1, 2))
print(P.__eq__(P(1), 5), P.__lt__(P(1), Sub(1)))
try:
    P(1, 2) < Sub(1, 3)
except TypeError as e:
    print("TypeError", e)
try:
    P(1, "a") < P(1, 2)
except TypeError as e:
    print("TypeError", e)


@dataclass(order=True)
class Q:
    a: int
    b: int
    tag: str = field(default="", compare=False)


q1, q2 = Q(1, 2, "first"), Q(1, 2, "second")
order = []
Q.a = property(lambda s: order.append(("a", s.tag)) or 1)
Q.b = property(lambda s: order.append(("b", s.tag)) or 2)
print(q1 < q2, order)
del q1.__dict__["a"]
Q.a = property(lambda s: 1 / 0)
try:
    q1 == q2
except ZeroDivisionError as e:
    print("ZeroDivisionError", e)
print(sorted([P(3, 1), P(1, 2), P(2, 0), P(1, 1)]), max(P(1, 1), P(1, 2)), min(P(nan, 2), P(nan, 1)))
