# a store of one global leaves other functions' cached globals valid; stores of a read name are seen at once
def f():
    return base + offset

base = 10
offset = 1
out = []
for i in range(5):
    out.append(f())
    base += 1
    if i == 2:
        offset = 100
print(out)
g = globals()
g["offset"] = 7
print(f())
g.update(offset=8)
print(f())
g.setdefault("offset", 99)
print(f())
del g["offset"]
try:
    f()
except NameError as e:
    print(e)
offset = 3
print(f())
# ---
# a cached builtin is shadowed by a new global, and uncovered when it is deleted; module-level loop stores
def n(x):
    return len(x)

for k in range(3):
    print(n("abc"), k)
len = lambda x: -1
print(n("abc"))
del len
print(n("abc"))
total = 0
for k in range(1000):
    total += n("ab")
print(total)
# ---
# exec in a function's module namespace and a global statement in another function
x = 1
def get():
    return x
def put(v):
    global x
    x = v
print(get())
put(5)
print(get())
exec("x = 9")
print(get())
globals()["x"] = "s"
print(get())
# ---
# except ... as name at module level removes the name: a function reading it sees it gone, then stored again
def h():
    return e

e = 1
print(h())
for k in range(3):
    try:
        raise ValueError(k)
    except ValueError as e:
        pass
    try:
        h()
    except NameError as x:
        print(x)
    e = k * 10
    print(h())
other = {}
for k in range(50):
    try:
        {}[k]
    except KeyError as err:
        other[k] = h()
print(sum(other.values()))
# ---
# closures, defaults and super() in __init__ take the positional fast path with CPython's answers
def make_counter():
    count = 0
    def bump(k=1):
        nonlocal count
        count += k
        return count
    return bump

c = make_counter()
for i in range(10):
    c(i % 3)
print(c(), c(0), c(k=5))
adders = [lambda x, k=k: x + k for k in range(5)]
print([f(10) for f in adders], adders[2](1, 100))


class Base:
    def __init__(self, a, b=2):
        self.a = a
        self.b = b


class Child(Base):
    def __init__(self, a, b=3):
        super().__init__(a, b)
        self.c = a + b


class Bad(Base):
    def __init__(self, a):
        super().__init__(a)
        return 5


print(vars(Child(1)), vars(Child(1, 1)), isinstance(Child(0), Base))
def outer(v):
    def inner(w):
        return v * w, __name__
    return inner
print(outer(3)(4))
try:
    outer(3)()
except TypeError as e:
    print(e)
try:
    c(1, 2)
except TypeError as e:
    print(e)
try:
    Child()
except TypeError as e:
    print(e)
Bad(1)
# ---
# keyword calls bind straight into the frame: defaults, keyword-only, methods, classes, errors as CPython
def f(a, b=2, *, c=3, d):
    return (a, b, c, d)

for i in range(3):
    print(f(1, d=i), f(a=1, d=4, b=5), f(1, 2, c=9, d=0))
f.__defaults__ = (20,)
f.__kwdefaults__ = {"c": 30}
print(f(1, d=1))
for call in (lambda: f(1), lambda: f(1, 2, 3, d=4), lambda: f(1, a=2, d=3), lambda: f(1, e=2, d=3),
             lambda: f(d=3)):
    try:
        call()
    except TypeError as e:
        print(e)
f.__kwdefaults__ = None
try:
    f(1, d=1)
except TypeError as e:
    print(e)
try:
    f.__kwdefaults__ = 5
except TypeError as e:
    print(e, f.__kwdefaults__)


def g(a, /, b, **kw):
    return a, b, kw


print(g(1, b=2, a=3), g(1, 2, x=1))
try:
    g(a=1, b=2)
except TypeError as e:
    print(e)


class P:
    def __init__(self, x, y=0, *, tag="p"):
        self.x, self.y, self.tag = x, y, tag

    def move(self, dx=0, dy=0):
        return P(x=self.x + dx, y=self.y + dy, tag=self.tag)

    def __repr__(self):
        return "P(%r, %r, %r)" % (self.x, self.y, self.tag)


p = P(1, tag="a")
for _ in range(3):
    p = p.move(dy=2, dx=1)
print(p, P(y=5, x=4), P.move(p, dy=-1))
try:
    P(y=1)
except TypeError as e:
    print(e)


class R:
    def __init__(self, v):
        self.v = v
        return v


try:
    R(v=1)
except TypeError as e:
    print(e)


def gen(n, step=1):
    yield from range(0, n, step)


print(list(gen(n=5, step=2)), sorted([3, 1, 2], reverse=True), dict(a=1, b=2))


def outer():
    k = 10
    def inner(x, y=1):
        return x * y + k
    return inner


inner = outer()
print(inner(y=3, x=2), inner(x=1))


def counted(*args, sep="-"):
    return sep.join(map(str, args))


print(counted(1, 2, sep="+"), counted(sep=":"))


def deep(n):
    return 0 if n == 0 else 1 + deep(n=n - 1)


print(deep(n=900))
# ---
# exception classes with a guest __init__ are created in the loop: args, str, repr, attributes as CPython
class ValidationError(ValueError):
    def __init__(self, field, value):
        super().__init__(f"bad {field}: {value!r}")
        self.field = field


class Quiet(Exception):
    def __init__(self, a, b=2):
        self.total = a + b


class Mixin:
    def __init__(self, *args):
        self.mixed = args


class Both(KeyError, Mixin):
    pass


class Grp(ExceptionGroup):
    def __init__(self, msg, excs):
        super().__init__(msg, excs)


counts = {}
for i in range(30):
    try:
        if i % 3 == 0:
            raise ValidationError("age", i)
        if i % 3 == 1:
            raise Quiet(i)
        raise Both(i, "x")
    except ValidationError as e:
        counts["v"] = counts.get("v", 0) + 1
        last_v = e
    except Quiet as e:
        counts["q"] = counts.get("q", 0) + e.total
        last_q = e
    except KeyError as e:
        last_k = e
print(counts, last_v.args, str(last_v), repr(last_v), last_v.field)
print(last_q.args, str(last_q), repr(last_q), Quiet(1, 5).args, Quiet(1, b=5).args)
print(last_k.args, str(last_k), hasattr(last_k, "mixed"), isinstance(last_k, Mixin))
g = Grp("two", [ValueError(1), TypeError(2)])
print(g.args[0], len(g.exceptions), type(g).__name__)
try:
    Quiet()
except TypeError as e:
    print(e)
try:
    ValidationError("x")
except TypeError as e:
    print(e)
# ---
# keyword calls of functions whose parameters are captured by inner functions (cells made from the bound locals)
def outer(x, y=1, *, z=0):
    def inner():
        return x + y + z
    x += 100
    return inner()


def counter(start, step=1):
    def nxt():
        nonlocal start
        start += step
        return start
    return nxt


print([outer(y=i, x=1) for i in range(3)], outer(1, z=5), outer(x=2))
c = counter(step=3, start=10)
print(c(), c(), counter(start=0)())
