# property getters run as calls from the attribute instruction, while the classes change between runs
class V:
    def __init__(self, x, y):
        self._x = x
        self._y = y
    @property
    def x(self):
        return self._x
    @property
    def norm(self, scale=1):
        return (self._x * self._x + self._y * self._y) * scale
def read(o):
    return o.x, o.norm
vs = [V(1, 2), V(3, 4)]
for _ in range(3):
    print([read(v) for v in vs])
vs[0].__dict__["x"] = "shadow"
print([read(v) for v in vs])
V.x = property(lambda self: "lambda x")
print([read(v) for v in vs])
V.x = 5
print([read(v) for v in vs])
del V.x
try:
    print([read(v) for v in vs])
except AttributeError:
    print("AttributeError")
V.norm = property(abs)
try:
    print([read(v) for v in vs])
except TypeError as e:
    print("TypeError", e)
# ---
# a getter that raises, with and without __getattr__, and the traceback's lines
class P:
    @property
    def bad(self):
        raise AttributeError("inner")
    @property
    def boom(self):
        return 1 / 0
class Q(P):
    def __getattr__(self, n):
        return "fallback " + n
def get(o):
    return o.bad
for o in (P(), Q(), P()):
    try:
        print(get(o))
    except AttributeError as e:
        print("AttributeError", e)
def boom(o):
    try:
        return o.boom
    except ZeroDivisionError as e:
        return "caught " + str(e)
print([boom(P()) for _ in range(3)])
P().boom
# ---
# getters that recurse, generate, call other properties and are deleted from the class
class R:
    def __init__(self, n):
        self.n = n
    @property
    def depth(self):
        return 0 if self.n == 0 else 1 + R(self.n - 1).depth
    @property
    def gen(self):
        yield self.n
        yield self.n + 1
    @property
    def twice(self):
        return self.depth * 2
def d(o):
    return o.depth, list(o.gen), o.twice
for i in range(4):
    print(d(R(i * 10)))
try:
    print(R(100000).depth)
except RecursionError:
    print("RecursionError")
print(d(R(3)))
del R.depth
try:
    d(R(1))
except AttributeError as e:
    print("AttributeError", e)
