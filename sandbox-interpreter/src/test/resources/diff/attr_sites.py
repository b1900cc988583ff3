# one attribute site sees instances of several classes, then the classes change between runs of the same code
class A:
    def who(self):
        return "A.who"
class B(A):
    pass
class C:
    def __init__(self):
        self.who = lambda: "instance who"
def read(o):
    return o.who()
def bound(o):
    m = o.who
    return m()
objs = [A(), B(), C(), A()]
for _ in range(3):
    print([read(o) for o in objs], [bound(o) for o in objs])
A.who = lambda self: "patched A.who"
print([read(o) for o in objs], [bound(o) for o in objs])
B.who = lambda self: "B's own"
print([read(o) for o in objs])
del B.who
print([read(o) for o in objs])
del A.who
for o in objs:
    try:
        print(read(o))
    except AttributeError as e:
        print("AttributeError", e)
# ---
# instance attributes shadow methods, and deleting them shows the method again at the same site
class P:
    def val(self):
        return "method"
p = P()
def get(o):
    return o.val() if callable(o.val) else o.val
out = []
for step in range(6):
    if step == 2:
        p.val = lambda: "instance callable"
    if step == 3:
        p.val = 42
    if step == 4:
        del p.val
    out.append(get(p))
print(out)
# ---
# a class attribute appearing later turns into a property, a data descriptor that wins over the instance dict
class Q:
    def __init__(self):
        self.x = 1
q = Q()
def rd(o):
    return o.x
def wr(o, v):
    o.x = v
seen = []
for i in range(3):
    wr(q, i)
    seen.append(rd(q))
Q.x = property(lambda self: "prop", lambda self, v: seen.append(("set", v)))
wr(q, 99)
seen.append(rd(q))
del Q.x
seen.append(rd(q))
wr(q, 7)
seen.append(rd(q))
print(seen, q.__dict__)
# ---
# __getattr__ and __setattr__ added to a base after the sites were used; a base's change reaches subclasses
class Base:
    pass
class Leaf(Base):
    pass
o = Leaf()
def load(o):
    try:
        return o.missing
    except AttributeError as e:
        return "AttributeError: " + str(e)
def store(o, v):
    o.value = v
for i in range(3):
    store(o, i)
    print(load(o), o.value)
Base.__getattr__ = lambda self, name: "getattr " + name
def hook(self, name, v):
    object.__setattr__(self, name, ("hooked", v))
Base.__setattr__ = hook
store(o, 5)
print(load(o), o.value)
del Base.__setattr__
del Base.__getattr__
store(o, 6)
print(load(o), o.value)
# ---
# __class__ reassignment switches the class under the same sites; vars() and __dict__ see every store
class One:
    def name(self):
        return "one"
class Two:
    def name(self):
        return "two"
x = One()
def nm(o):
    return o.name()
def setv(o, v):
    o.v = v
r = []
for i in range(4):
    if i == 2:
        x.__class__ = Two
    setv(x, i)
    r.append((nm(x), x.v))
print(r, vars(x), x.__dict__)
x.__dict__["v"] = "via dict"
print(x.v)
# ---
# __slots__ classes: the site refuses names outside the slots every time, and a class counter is shadowed by a store
class S:
    __slots__ = ("a",)
s = S()
def put(o, name_is_a, v):
    if name_is_a:
        o.a = v
    else:
        o.b = v
for i in range(3):
    put(s, True, i)
    try:
        put(s, False, i)
    except AttributeError as e:
        print(s.a, "AttributeError", e)
class Counter:
    count = 0
    def bump(self):
        self.count = self.count + 1
c = Counter()
for _ in range(5):
    c.bump()
print(c.count, Counter.count, vars(c))
Counter.count = 100
d = Counter()
d.bump()
print(d.count, c.count)
# ---
# methods replaced through a descriptor type defined later, and a class decorated after use (staticmethod, classmethod)
class K:
    def f(self):
        return "plain"
k = K()
def call(o):
    return o.f()
res = [call(k), call(k)]
K.f = staticmethod(lambda: "static")
res.append(call(k))
K.f = classmethod(lambda cls: "class " + cls.__name__)
res.append(call(k))
class Desc:
    def __get__(self, obj, owner):
        return lambda: "descriptor"
K.f = Desc()
res.append(call(k))
def again(self):
    return "again"
K.f = again
res.append(call(k))
print(res)
# ---
# class-level constants read through instances: shadowed by the instance, changed on the class or a base, replaced by
# a property, a function, a staticmethod and a guest descriptor between runs of the same site
class Base:
    LIMIT = 10
class Cfg(Base):
    pass
c = Cfg()
def limit(o):
    return o.LIMIT
r = [limit(c), limit(c)]
c.LIMIT = "own"
r.append(limit(c))
del c.LIMIT
r.append(limit(c))
Base.LIMIT = (1, 2)
r.append(limit(c))
Cfg.LIMIT = None
r.append(limit(c))
Cfg.LIMIT = property(lambda self: "property")
r.append(limit(c))
Cfg.LIMIT = lambda self: "function"
r.append(limit(c)())
Cfg.LIMIT = staticmethod(len)
r.append(limit(c)("abc"))
class Desc:
    def __get__(self, obj, owner):
        return "descriptor"
Cfg.LIMIT = Desc()
r.append(limit(c))
Cfg.LIMIT = object
r.append(limit(c).__name__)
del Cfg.LIMIT
r.append(limit(c))
print(r)
