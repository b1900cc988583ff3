big = 2 ** 62
print(big * 2, big * 4, -big * 2, (-2 ** 63) // -1, (-2 ** 63) % -1, 7 % -3, -7 % 3, -7 // 2, 7 // -2)
x = 3
x *= 2 ** 62
print(x)
x = -9
x //= 4
print(x)
x %= 5
print(x)
x &= 6
x |= 9
x ^= 3
print(x, 6 & -3, -6 | 5, -6 ^ 5, (2 ** 63 - 1) * -1, (-2 ** 63) * 1, (-2 ** 63) * -1)
for a, b in [(1, 0), (5, 0)]:
    try:
        a % b
    except ZeroDivisionError as e:
        print(e)
    try:
        a // b
    except ZeroDivisionError as e:
        print(e)
y = 5
try:
    y %= 0
except ZeroDivisionError as e:
    print(e)
print(True * 3, True % 2, 3 // True, type(True & True), type(True & 1))
# ---
d = {"a": 1, 2: "two", (1, 2): "t"}
def f(r):
    return r["a"], r[2], r[(1, 2)], r[2.0], r[True] if True in r else None
print(f(d))
class D(dict):
    def __missing__(self, k):
        return "missing " + repr(k)
print(D(d)["zz"], D(d)["a"])
try:
    d["zz"]
except KeyError as e:
    print(repr(e))
try:
    d[[1]]
except TypeError as e:
    print(e)
def g(r):
    return r["nope"]
try:
    g(d)
except KeyError as e:
    print("KeyError", e)
lst = [10, 20, 30]
def h(s):
    return s[-1], s[0]
print(h(lst), h("xyz"), h((1, 2)))
# ---
rows = [(3, "b"), (1, "z"), (3, "a"), (1, "z", 0), (2 ** 70, "x"), (-1, "é"), (1.5, "q"), (True, "t")]
print(sorted(rows))
print(sorted(rows, reverse=True))
print(sorted([(1, "a"), (1, "😀"), (1, "\uffff"), (0, "b"), (1, "")]))
print(sorted([("a", 2), ("a", 1.5), ("a", True), ("b", -1), ("a", 2 ** 64), ("a", -2 ** 64)]))
nan = float("nan")
print(sorted([(nan, 1), (1.0, 2), (nan, 0), (0.5, 3)]))
try:
    sorted([(1, "a"), (1, 2)])
except TypeError as e:
    print(e)
class K:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
    def __lt__(self, o):
        return self.v > o.v
    def __repr__(self):
        return "K(%d)" % self.v
print(sorted([(1, K(1)), (1, K(3)), (0, K(2)), (1, K(3))]))
recs = [{"name": "n%d" % (i * 7 % 5), "score": i % 3} for i in range(10)]
print([(r["score"], r["name"]) for r in sorted(recs, key=lambda r: (-r["score"], r["name"]))])
print(max(recs, key=lambda r: (r["score"], r["name"])), min(recs, key=lambda r: (r["score"], r["name"])))
# ---
def h():
    total = 0
    for i in range(5):
        for j in range(i):
            total += i * j
    a, b = 2, 3
    return total, [a * b for _ in range(2)], [(x, y) for x in range(3) for y in range(x)]
print(h())
def mk(k):
    return lambda r: r[k]
print(sorted([{"a": 3}, {"a": 1}], key=mk("a")), max([{"a": 3}, {"a": 1}], key=mk("a")))
def kw(x, *, y=2):
    return x * y
print(sorted([3, 1, 2], key=kw))
def u():
    p = 1
    return p + q
    q = 2
try:
    u()
except UnboundLocalError as e:
    print(e)
it = iter([1, 2, 3])
for v in it:
    pass
print(v)
for k, w in {"a": 1}.items():
    print(k, w)
