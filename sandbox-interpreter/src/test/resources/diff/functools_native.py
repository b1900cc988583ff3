from functools import lru_cache, cache
@lru_cache(maxsize=3)
def sq(x):
    print("compute", x)
    return x * x
for v in [1, 2, 3, 1, 4, 2, 5, 1, 3]:
    sq(v)
print(sq.cache_info(), sq.cache_parameters())
sq.cache_clear()
print(sq.cache_info())
@lru_cache(maxsize=0)
def z(x):
    return x + 1
print(z(1), z(1), z.cache_info())
@lru_cache(typed=True)
def t(x):
    print("t", type(x).__name__)
    return x
t(1); t(1.0); t(True); t(1)
print(t.cache_info())
@cache
def kw(a, b=2, *, c=3):
    print("kw", a, b, c)
    return a + b + c
print(kw(1), kw(1), kw(1, b=2), kw(1, c=3), kw(a=1), kw(1, 2), kw.cache_info().hits)
try:
    sq([1, 2])
except TypeError as e:
    print("TypeError", e)
print(sq.__name__, sq.__wrapped__.__name__, sq.__doc__, type(sq).__name__, callable(sq))
# ---
from functools import lru_cache
import sys
@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)
for n in (10, 100, 300, 498, 499, 500, 800):
    fib.cache_clear()
    try:
        print(n, fib(n) % 1000003)
    except RecursionError as e:
        print(n, "RecursionError", e)
@lru_cache(maxsize=None)
def paths(r, c):
    return 1 if r == 0 or c == 0 else paths(r - 1, c) + paths(r, c - 1)
print(paths(60, 60), paths.cache_info())
class Grid:
    def __init__(self, n):
        self.n = n
    @lru_cache(maxsize=None)
    def cost(self, i):
        return i * self.n
g = Grid(3)
print(g.cost(4), g.cost(4), Grid.cost.cache_info().hits, Grid(5).cost(4))
# ---
from functools import lru_cache
calls = []
@lru_cache(maxsize=2)
def f(x):
    calls.append(x)
    if x < 0:
        raise ValueError(f"negative {x}")
    return str(x)
for x in [1, -1, 1, -1, 2, 3, 1]:
    try:
        print(f(x))
    except ValueError as e:
        print("error", e)
print(calls, f.cache_info())
f(-5)
# ---
from functools import reduce
import operator
print(reduce(operator.add, [1, 2, 3, 4]), reduce(operator.mul, range(1, 8), 1), reduce(lambda a, b: a + [b], "abc", []))
print(reduce(operator.add, [], 0), reduce(max, [3, 9, 2]), reduce(operator.add, iter(["x", "y"])))
for args, kw in [((), {}), ((operator.add,), {}), ((operator.add, 5), {}), ((operator.add, []), {}),
                 ((operator.add, [1], 0), {"x": 1}), ((operator.add, [1], 0, 1), {}), ((operator.add, [1]), {"initial": 0})]:
    try:
        print(reduce(*args, **kw))
    except TypeError as e:
        print("TypeError:", e)
def gen():
    yield 1
    raise KeyError("boom")
try:
    reduce(operator.add, gen())
except KeyError as e:
    print("KeyError", e)
print(reduce(lambda acc, kv: {**acc, kv[0]: kv[1]}, [("a", 1), ("b", 2)], {}))
reduce(lambda a, b: a / b, [1, 2, 0])
# ---
from functools import partial
def power(base, exp, *, mod=None):
    r = base ** exp
    return r % mod if mod else r
sq = partial(power, exp=2)
cube = partial(power, exp=3, mod=1000)
p2 = partial(power, 2)
print(sq(7), cube(17), p2(10), p2(10, mod=7), cube(5, mod=None), sq(3, exp=4))
nested = partial(partial(power, 3), mod=5)
print(nested(4), nested.func is power, nested.args, nested.keywords)
print(repr(partial(max, 1, key=abs)), partial(int, base=2)("1011"))
adders = [partial(lambda a, b: a + b, i) for i in range(3)]
print([f(10) for f in adders], list(map(partial(round, ndigits=1), [1.26, 2.71])))
try:
    partial(power)()
except TypeError as e:
    print("TypeError", e)
try:
    partial(3)
except TypeError as e:
    print("TypeError", e)
class Acc:
    def __init__(self):
        self.total = 0
    def add(self, x, times=1):
        self.total += x * times
a = Acc()
twice = partial(a.add, times=2)
for i in range(5):
    twice(i)
print(a.total)
partial(power, "x")(2)
# ---
from functools import cmp_to_key
def cmp(a, b):
    return (a > b) - (a < b)
def by_len_then_rev(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return cmp(b, a)
words = ["pear", "fig", "apple", "kiwi", "banana", "date", "plum"]
print(sorted(words, key=cmp_to_key(by_len_then_rev)))
nums = [3, 30, 34, 5, 9]
print("".join(sorted(map(str, nums), key=cmp_to_key(lambda x, y: int(y + x) - int(x + y)))))
K = cmp_to_key(cmp)
print(K(1) < K(2), K(2) <= K(2), K(3) > K(2), K(2) >= K(3), K(2) == K(2), K(1) != K(1))
class Weird:
    def __lt__(self, other):
        return "lt-result"
    def __gt__(self, other):
        return "gt-result"
W = cmp_to_key(lambda a, b: Weird())
print(W(1) < W(2))
print(max(["b", "a", "c"], key=K), min([5, 2, 8], key=K), K(7).obj)
try:
    hash(K(1))
except TypeError as e:
    print("TypeError", e)
print(sorted([(2, "b"), (1, "z"), (2, "a")], key=cmp_to_key(lambda p, q: cmp(p[0], q[0]))))
sorted([1, "a", 2], key=cmp_to_key(cmp))
