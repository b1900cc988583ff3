def f(a, b=2, *args, c, d=4, **kw):
    return a, b, args, c, d, kw
print(f(1, c=3))
print(f(1, 5, 6, 7, c=3, e=8))
# ---
def g(a, b, /, c, *, d):
    return a + b + c + d
print(g(1, 2, 3, d=4), g(1, 2, c=3, d=4))
# ---
def g(a, b, /):
    return a
g(a=1, b=2)
# ---
def h(x):
    return x
h()
# ---
def h(x):
    return x
h(1, 2)
# ---
def h(x, y):
    return x
h(1, x=2)
# ---
def h(x):
    return x
h(y=2)
# ---
def k(*, key):
    return key
k()
# ---
def outer():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc
c = outer()
c(); c()
print(c())
# ---
x = 10
def read():
    return x
def write():
    global x
    x = 20
write()
print(read())
# ---
def make_adders():
    return [lambda y, i=i: i + y for i in range(3)]
print([a(10) for a in make_adders()])
# ---
def make():
    fns = []
    for i in range(3):
        fns.append(lambda: i)
    return [fn() for fn in fns]
print(make())
# ---
def defaults(a, l=[]):
    l.append(a)
    return l
print(defaults(1), defaults(2))
# ---
def rec(n):
    return 1 if n <= 1 else n * rec(n - 1)
print(rec(20), rec(30))
# ---
def deep(n):
    return 0 if n == 0 else 1 + deep(n - 1)
print(deep(900))
# ---
def inf(n):
    return inf(n + 1)
inf(0)
# ---
def doc():
    """The docstring."""
    return 1
print(doc.__doc__, doc.__name__, doc())
# ---
sq = lambda x: x * x
print(sq(5), (lambda *a, **k: (a, k))(1, b=2), sq.__name__)
# ---
def apply(f, *args, **kwargs):
    return f(*args, **kwargs)
print(apply(max, 1, 5, 3), apply(sorted, [3, 1], reverse=True), apply(dict, a=1))
# ---
def counter():
    def wrapper():
        wrapper.calls += 1
        return wrapper.calls
    wrapper.calls = 0
    return wrapper
w = counter()
w(); w()
print(w.calls)
# ---
def deco(fn):
    def inner(*a):
        return "<" + str(fn(*a)) + ">"
    return inner
@deco
def plain(x):
    return x
print(plain(5))
# ---
def repeat(n):
    def d(fn):
        def w(*a):
            return [fn(*a) for _ in range(n)]
        return w
    return d
@repeat(3)
def one():
    return 1
print(one())
# ---
def unbound():
    print(v)
    v = 1
unbound()
# ---
print(undefined_name)
# ---
def outer():
    x = 1
    def mid():
        def inner():
            return x
        return inner()
    return mid()
print(outer())
# ---
def kwonly(a, *, b=2, c):
    return a, b, c
print(kwonly(1, c=3), kwonly(1, b=5, c=6))
# ---
def star(*args):
    return args
print(star(), star(1), star(*[1, 2], *(3,)))
# ---
def kw(**kwargs):
    return sorted(kwargs.items())
print(kw(a=1, **{"b": 2}))
# ---
print(sorted([3, 1, 2], key=lambda x: -x), max(["a", "bbb", "cc"], key=len), min([], default="empty"))
# ---
def gen_fn():
    yield 1
    yield 2
    return 3
g = gen_fn()
print(next(g), next(g))
try:
    next(g)
except StopIteration as e:
    print("stop", e.value)
# ---
def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b
it = fib()
print([next(it) for _ in range(10)])
# ---
def echo():
    received = yield "ready"
    while True:
        received = yield "got " + str(received)
e = echo()
print(next(e), e.send(1), e.send("x"))
# ---
def inner():
    yield 1
    yield 2
    return "r"
def outer():
    r = yield from inner()
    yield r
print(list(outer()))
# ---
print(sum(x * x for x in range(10)), any(x > 5 for x in range(10)), "".join(c.upper() for c in "ab"))
# ---
g = (x for x in range(3))
print(list(g), list(g))
# ---
def closer():
    try:
        yield 1
        yield 2
    finally:
        print("closed")
c = closer()
print(next(c))
c.close()
print("after")
# ---
def thrower():
    try:
        yield 1
    except ValueError as e:
        yield "caught " + str(e)
t = thrower()
next(t)
print(t.throw(ValueError("bad")))
# ---
def f(x):
    return x * 2
print(list(map(f, range(3))), f.__qualname__)
class C:
    def m(self):
        pass
print(C.m.__qualname__, C().m.__name__)
# ---
def noret():
    pass
print(noret())
