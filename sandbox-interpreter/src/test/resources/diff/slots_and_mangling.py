class S:
    __slots__ = ('a', 'b')
s = S()
s.a = 1
print(s.a, hasattr(s, 'b'), hasattr(s, '__dict__'), S.__slots__)
for attempt in ('s.c = 3', 's.__dict__', 'vars(s)', 's.b'):
    try:
        exec(attempt)
    except (AttributeError, TypeError) as e:
        print(type(e).__name__, e)
# ---
class Base:
    __slots__ = ('x',)
class Child(Base):
    __slots__ = ['y']
class Free(Base):
    pass
c = Child()
c.x, c.y = 1, 2
print(c.x, c.y)
try:
    c.z = 3
except AttributeError as e:
    print(e)
f = Free()
f.z = 9
print(f.z, f.__dict__)
class V:
    __slots__ = 'x'
    def m(self):
        pass
try:
    V().m = 3
except AttributeError as e:
    print(e)
# ---
try:
    class W:
        __slots__ = ('x',)
        x = 1
except ValueError as e:
    print('ValueError', e)
try:
    class W2:
        __slots__ = (1,)
except TypeError as e:
    print('TypeError', e)
class WD:
    __slots__ = ('__dict__', 'a')
w = WD()
w.q = 1
print(w.q)
class Pt(tuple):
    __slots__ = ()
    def __new__(cls, x, y):
        return tuple.__new__(cls, (x, y))
    x = property(lambda self: self[0])
p = Pt(3, 4)
print(p, p.x)
try:
    p.z = 1
except AttributeError as e:
    print(e)
# ---
class A:
    __k = 5
    def __init__(self):
        self.__x = 1
    def __p(self):
        return 2
    def q(self):
        return self.__p() + self.__x + A.__k + self.__k
a = A()
print(a.__dict__, a._A__x, a._A__p(), a.q(), A._A__k)
try:
    a.__x
except AttributeError as e:
    print(e)
class _B(A):
    def __init__(self):
        super().__init__()
        self.__x = 9
b = _B()
print(sorted(b.__dict__.items()), b.q(), getattr(b, '_B__x'))
class P:
    __slots__ = ('__v', 'w')
    def __init__(self):
        self.__v = 1
    def get(self):
        return self.__v
print(P().get(), C.__dunder__(None) if (C := type('C', (), {'__dunder__': lambda self: 'd'})) else 0)
