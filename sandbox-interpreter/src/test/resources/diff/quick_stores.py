# unpacking into locals: tuples, lists, nested, a name twice, wrong lengths (CPython's messages)
def f(pairs):
    out = []
    for (a, b, c), (d, e, g) in pairs:
        out.append(a + d - b * e + c * g)
    x, y = [1, 2]
    x, x = 3, 4
    p, (q, r) = 5, [6, 7]
    s, t = "st"
    u, v = {"u": 1, "v": 2}
    w, z = range(2)
    return out, x, y, p, q, r, s, t, u, v, w, z
print(f([((1, 2, 3), [4, 5, 6]), ([0.5, 1.5, -2.5], (7, 8, 9))]))
def bad(v, n):
    try:
        if n == 2:
            a, b = v
        else:
            a, b, c = v
    except (ValueError, TypeError) as e:
        return type(e).__name__ + ": " + str(e)
    return "ok"
print(bad((1, 2, 3), 2), bad([1], 2), bad([], 3), bad((1, 2, 3, 4), 3), bad(5, 2), bad(None, 3), bad([1, 2], 2))
# ---
# unpacking tuple and list subclasses goes through their __iter__; a list changed by the iteration itself
class T(tuple):
    def __iter__(self):
        yield "from"
        yield "iter"
class L(list):
    def __iter__(self):
        return iter(["list", "iter"])
def g():
    a, b = T((1, 2))
    c, d = L([1, 2])
    e, h = T((1, 2, 3))
    return a, b, c, d, e, h
print(g())
def grow():
    xs = [1, 2]
    a, b = xs
    xs.append(3)
    try:
        a, b = xs
    except ValueError as e:
        print(e)
    return a, b
print(grow())
# ---
# unpacking at module level, into globals, attributes and items (not only locals)
class O:
    pass
o = O()
d = {}
lst = [0, 0]
o.x, d["k"], lst[1] = (1, 2, 3)
m, n = (4, 5)
def h():
    global gg
    gg, hh = [6, 7]
    return hh
print(o.x, d, lst, m, n, h(), gg)
# ---
# augmented item assignment with constant keys: lists, dicts, negative indexes, the errors CPython gives
def aug():
    v = [1.5, 2, "s", [1]]
    v[0] += 0.25
    v[1] -= 3
    v[2] += "t"
    v[3] += [2]
    v[-1] *= 2
    d = {"a": 1.0, 5: 2}
    d["a"] *= 4.0
    d[5] //= 2
    return v, d
print(aug())
def err(kind):
    try:
        if kind == 0:
            v = [1]
            v[1] += 1
        elif kind == 1:
            d = {}
            d["missing"] += 1
        elif kind == 2:
            t = (1, 2)
            t[0] += 1
        elif kind == 3:
            v = ["a"]
            v[0] -= 1
        else:
            s = "abc"
            s[0] += "x"
    except Exception as e:
        return type(e).__name__ + ": " + str(e)
print(err(0), err(1), err(2), err(3), err(4))
# ---
# a tuple's list item: += extends the list, then the item store fails (the famous case)
t = ([1], 2)
def famous(t):
    try:
        t[0] += [2, 3]
    except TypeError as e:
        print(e)
    return t
print(famous(t))
# ---
# item-assignment dunders of a list subclass and of a class are called once each, in CPython's order
class Logged(list):
    def __getitem__(self, k):
        print("get", k)
        return list(self)[k]
    def __setitem__(self, k, v):
        print("set", k, v)
        super().__setitem__(k, v)
class Box:
    def __init__(self):
        self.items = {}
    def __getitem__(self, k):
        print("box get", k)
        return self.items.get(k, 10)
    def __setitem__(self, k, v):
        print("box set", k, v)
        self.items[k] = v
class Acc:
    def __init__(self, n):
        self.n = n
    def __iadd__(self, other):
        print("iadd", other)
        self.n += other
        return self
    def __repr__(self):
        return "Acc(%r)" % self.n
def run():
    x = Logged([1, 2.5])
    x[1] += 1.5
    x[0] -= 1
    b = Box()
    b["k"] += 5
    b["k"] *= 2.0
    y = [Acc(1)]
    y[0] += 2
    return x, b.items, y
print(run())
# ---
# x = a op b stores the result; an operation that raises leaves x as it was
def store():
    x = 1
    y = 2.5
    x = x + 1
    y = y * 2.0
    z = y - x
    try:
        x = x / 0
    except ZeroDivisionError as e:
        print(e, x)
    try:
        y = y / 0.0
    except ZeroDivisionError as e:
        print(e, y)
    try:
        y = "s" + y
    except TypeError as e:
        print(e, y)
    w = [1] + [2]
    return x, y, z, w
print(store())
# ---
# int + and - at the edges of a 64-bit long: overflow goes on to big ints exactly
MAX = 2 ** 63 - 1
MIN = -(2 ** 63)
def edges(a, b):
    s = a + b
    d = a - b
    return s, d, type(s).__name__
for a, b in [(MAX, 1), (MIN, -1), (0, MIN), (-1, MIN), (MIN, 1), (MAX, -1), (MAX, MAX), (MIN, MIN), (MIN, MAX), (1, -1)]:
    print(edges(a, b))
print(True + True, True - False, type(True + 1).__name__, 5 - True)
class I(int):
    def __add__(self, other):
        return "I.add"
    def __sub__(self, other):
        return "I.sub"
    def __rsub__(self, other):
        return "I.rsub"
print(I(3) + 1, I(3) - 1, 1 - I(3), 1 + I(3))
# ---
# float + - * / at the quick path: NaN, -0.0, infinities, subclasses, division by zero
def fl(a, b):
    r = [a + b, a - b, a * b]
    try:
        r.append(a / b)
    except ZeroDivisionError as e:
        r.append(str(e))
    return r
nan = float("nan")
inf = float("inf")
for a, b in [(-0.0, 0.0), (-0.0, -0.0), (0.0, -0.0), (inf, inf), (inf, -inf), (nan, 1.0), (1.0, 0.0), (-1.0, -0.0),
             (1e308, 1e308), (5.0, 2), (5, 2.0), (7.0, 0), (0, 0.0), (0.1, 0.2), (-2.5, 4.0)]:
    print(fl(a, b))
class F(float):
    def __add__(self, other):
        return "F.add"
    def __rmul__(self, other):
        return "F.rmul"
print(F(1.0) + 2.0, 2.0 * F(3.0), F(1.0) - 2.0, type(F(1.0) - 2.0).__name__, 2.0 + F(1.0))
acc = 0.0
v = [0.0, 0.0]
for i in range(100):
    acc += i * 0.1
    acc -= 0.05
    v[0] += acc
    v[1] -= acc * 2
print(acc, v)
# ---
# int * // % inline for small operands: 32-bit products, positive divisors, negative dividends, long edges
MAX = 2 ** 63 - 1
MIN = -(2 ** 63)
def ops(a, b):
    r = [a * b]
    for op in (lambda x, y: x // y, lambda x, y: x % y):
        try:
            r.append(op(a, b))
        except ZeroDivisionError as e:
            r.append(str(e))
    return r
for a, b in [(2 ** 31 - 1, 2 ** 31 - 1), (-(2 ** 31), -(2 ** 31)), (2 ** 31, 2 ** 31), (-7, 2), (7, -2), (-7, -2),
             (MIN, 3), (MAX, 7), (MIN, -1), (MIN, 1), (5, 0), (0, 5), (-1, MAX), (3037000500, 3037000500)]:
    print(a, b, ops(a, b), a // b if b else None, a % b if b else None)
print(True * 3, True // 1, 7 % True, type(True * 1).__name__, -0 * 5)
class J(int):
    def __mul__(self, other):
        return "J.mul"
    def __floordiv__(self, other):
        return "J.floordiv"
    def __rmod__(self, other):
        return "J.rmod"
print(J(2) * 3, J(9) // 2, 9 % J(2), 3 * J(2))
total = 0
for i in range(1, 300):
    ij = i * (i + 1) // 2 + i % 7
    total += ij * ij % 1000003
print(total)
