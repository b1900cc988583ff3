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
