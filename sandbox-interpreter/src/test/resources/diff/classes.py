class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
    def __eq__(self, o):
        return isinstance(o, Point) and (self.x, self.y) == (o.x, o.y)
    def __hash__(self):
        return hash((self.x, self.y))
    def __add__(self, o):
        return Point(self.x + o.x, self.y + o.y)
    def __lt__(self, o):
        return (self.x, self.y) < (o.x, o.y)
p = Point(1, 2)
print(p, p + Point(3, 4), p == Point(1, 2), p != Point(0, 0), {p: 1}[Point(1, 2)], sorted([Point(2, 0), p]))
# ---
class A:
    def who(self):
        return "A"
class B(A):
    def who(self):
        return "B" + super().who()
class C(A):
    def who(self):
        return "C" + super().who()
class D(B, C):
    def who(self):
        return "D" + super().who()
print(D().who(), [k.__name__ for k in D.__mro__])
# ---
class Temp:
    def __init__(self):
        self._c = 0
    @property
    def c(self):
        return self._c
    @c.setter
    def c(self, v):
        self._c = v * 2
t = Temp()
t.c = 5
print(t.c)
# ---
class K:
    count = 0
    def __init__(self):
        K.count += 1
    @classmethod
    def make(cls):
        return cls()
    @staticmethod
    def helper(x):
        return x + 1
K(); K.make()
print(K.count, K.helper(1), K().helper(2))
# ---
class Stack:
    def __init__(self):
        self.items = []
    def __len__(self):
        return len(self.items)
    def __bool__(self):
        return bool(self.items)
    def __iter__(self):
        return iter(self.items)
    def __getitem__(self, i):
        return self.items[i]
    def __contains__(self, x):
        return x in self.items
s = Stack()
print(bool(s), len(s))
s.items += [1, 2]
print(bool(s), len(s), list(s), s[0], 2 in s, 5 in s)
# ---
class MyErr(Exception):
    pass
class Sub(MyErr):
    def __init__(self, code):
        super().__init__(f"code {code}")
        self.code = code
try:
    raise Sub(42)
except MyErr as e:
    print(type(e).__name__, e, e.code, e.args, isinstance(e, Exception))
# ---
class V:
    def __init__(self, v):
        self.v = v
    def __str__(self):
        return f"V<{self.v}>"
print(V(1), str(V(2)), [V(3)][0].v)
# ---
class Counter:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        self.i = 0
        return self
    def __next__(self):
        if self.i >= self.n:
            raise StopIteration
        self.i += 1
        return self.i
print(list(Counter(3)), sum(Counter(4)))
# ---
class Ctx:
    def __enter__(self):
        print("enter")
        return self
    def __exit__(self, et, ev, tb):
        print("exit", et.__name__ if et else None)
        return True
with Ctx() as c:
    print("body")
    raise ValueError("x")
print("suppressed")
# ---
class Base:
    def __init_subclass__(cls, **kw):
        cls.tag = cls.__name__.lower()
class Child(Base):
    pass
print(Child.tag)
# ---
class Animal:
    sound = "..."
    def speak(self):
        return f"{type(self).__name__} says {self.sound}"
class Dog(Animal):
    sound = "woof"
print(Dog().speak(), Animal().speak(), issubclass(Dog, Animal), isinstance(Dog(), (int, Animal)))
# ---
class Slots:
    __slots__ = ("a",)
    def __init__(self):
        self.a = 1
print(Slots().a)
# ---
class Cmp:
    def __init__(self, v):
        self.v = v
    def __eq__(self, o):
        return self.v == o.v
print(Cmp(1) == Cmp(1), Cmp(1) != Cmp(2))
hash(Cmp(1))
# ---
class NoInit:
    pass
NoInit(1)
# ---
class A:
    pass
A().missing
# ---
class Meta(type):
    def __new__(mcs, name, bases, ns):
        ns["added"] = 42
        return super().__new__(mcs, name, bases, ns)
class WithMeta(metaclass=Meta):
    pass
print(WithMeta.added, type(WithMeta).__name__)
# ---
Dyn = type("Dyn", (object,), {"x": 5, "get": lambda self: self.x})
print(Dyn().get(), Dyn.__name__)
# ---
class MyList(list):
    def total(self):
        return sum(self)
m = MyList([1, 2, 3])
m.append(4)
print(m.total(), len(m), m[0], isinstance(m, list))
# ---
class MyDict(dict):
    def __missing__(self, key):
        return key * 2
d = MyDict(a=1)
print(d["a"], d["zz"], len(d))
# ---
class Vec:
    def __init__(self, *c):
        self.c = c
    def __mul__(self, k):
        return Vec(*[x * k for x in self.c])
    __rmul__ = __mul__
    def __repr__(self):
        return "Vec" + repr(self.c)
    def __neg__(self):
        return Vec(*[-x for x in self.c])
    def __getattr__(self, name):
        return "dyn_" + name
print(Vec(1, 2) * 3, 2 * Vec(1), -Vec(5), Vec().anything)
# ---
class Acc:
    def __init__(self):
        self.total = 0
    def __iadd__(self, v):
        self.total += v
        return self
a = Acc()
a += 5
a += 2
print(a.total)
# ---
class P:
    def __init__(self):
        self.__private = 1
    def get(self):
        return self.__private
print(P().get())
# ---
class R:
    def __repr__(self):
        return "R()"
print([R(), R()], {"k": R()}, (R(),))
# ---
class E(Exception):
    def __str__(self):
        return "custom message"
raise E()
# ---
class Obj:
    pass
o = Obj()
o.a = 1
print(o.__dict__, vars(o), hasattr(o, "a"), getattr(o, "b", "dflt"))
setattr(o, "b", 2)
delattr(o, "a")
print(o.__dict__)
# ---
class WithClassAttr:
    items = []
    def add(self, x):
        self.items.append(x)
a, b = WithClassAttr(), WithClassAttr()
a.add(1); b.add(2)
print(WithClassAttr.items)
# ---
class Prop:
    @property
    def ro(self):
        return 1
Prop().ro = 2
