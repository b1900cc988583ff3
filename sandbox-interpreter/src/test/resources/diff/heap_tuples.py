# heapq, sort, min and max on tuples of floats, ints, strs: NaN, -0.0, identity, subclasses with their own __lt__
import heapq

nan = float("nan")
other_nan = float("nan")
items = [(1.5, "b"), (nan, "n1"), (-0.0, "negzero"), (0.0, "zero"), (nan, "n2"), (1.5, "a"), (-1e308, "tiny"),
         (float("inf"), "inf"), (2, "int2"), (2.0, "float2"), (10**20, "big"), (True, "bool"), (1, "one")]
h = []
for it in items:
    heapq.heappush(h, it)
print([heapq.heappop(h)[1] for _ in range(len(items))])
print([t[1] for t in sorted(items)], [t[1] for t in sorted(items, reverse=True)])
print(min(items)[1], max(items)[1])
print((nan, 1) < (nan, 2), (nan, 1) < (other_nan, 2), (-0.0, 1) < (0.0, 2), (0.0, 2) < (-0.0, 1))
h = [(x, i) for i, x in enumerate([3.0, nan, 1.0, -0.0, 0.0, nan, 2.5, -7.25])]
heapq.heapify(h)
print([heapq.heappop(h)[1] for _ in range(8)])


class F(float):
    def __lt__(self, other):
        print("F.__lt__", float(self), float(other))
        return float(self) > float(other)


class I(int):
    def __lt__(self, other):
        return int(self) > int(other)


class S(str):
    def __lt__(self, other):
        return len(self) < len(other)


class T(tuple):
    def __lt__(self, other):
        return self[0] > other[0]


h = []
for v in [F(1.0), F(3.0), F(2.0)]:
    heapq.heappush(h, (v, "x"))
print([float(heapq.heappop(h)[0]) for _ in range(3)])
print(sorted([(I(1), 0), (I(3), 1), (I(2), 2)]), sorted([(S("ccc"), 1), (S("a"), 2), (S("bb"), 3)]))
print(sorted([T((1, 0)), T((3, 0)), T((2, 0))]), sorted([3.5, 1.25, nan, -0.0, 0.0, 2.0]))
h = []
for t in [T((1,)), T((5,)), T((3,))]:
    heapq.heappush(h, t)
print(heapq.heappop(h), sorted([(1, 2, 3), (1, 2), (1,), (), (0, 9)]), sorted([(1.0, 1), (1, 0), (1.0, -1)]))
try:
    heapq.heappush(h, ("a", 1))
except TypeError as e:
    print("TypeError", e)
try:
    sorted([(1.0, "a"), (1.0, 2)])
except TypeError as e:
    print("TypeError", e)
print(heapq.nsmallest(3, [(2.0, "b"), (nan, "n"), (1.0, "a"), (0.5, "c")]), min(3.0, nan, 1.0), max(nan, 3.0))
