class Meta(type):
    @classmethod
    def __prepare__(mcs, name, bases, **kw):
        print('prepare', name, bases, kw)
        d = {'injected': 42}
        return d
    def __new__(mcs, name, bases, ns, **kw):
        print('new', name, sorted(k for k in ns if not k.startswith('__')), kw)
        return super().__new__(mcs, name, bases, ns)
    def __init__(cls, name, bases, ns, **kw):
        super().__init__(name, bases, ns)
class A(metaclass=Meta, flag=1):
    x = injected + 1
print(A.x, A.injected)
# ---
class Ordered(type):
    @classmethod
    def __prepare__(mcs, name, bases):
        class Rec(dict):
            def __init__(self):
                super().__init__()
                self.order = []
            def __setitem__(self, k, v):
                if not k.startswith('__'):
                    self.order.append(k)
                super().__setitem__(k, v)
        return Rec()
    def __new__(mcs, name, bases, ns):
        c = super().__new__(mcs, name, bases, dict(ns))
        c._order = ns.order
        return c
class B(metaclass=Ordered):
    z = 1
    a = 2
    def m(self): pass
    z = 3
print(B._order, B.z)
# ---
class Base:
    subs = []
    def __init_subclass__(cls, tag=None, **kw):
        super().__init_subclass__(**kw)
        cls.tag = tag
        Base.subs.append(cls.__name__)
class C(Base, tag='c'):
    pass
class D(C):
    pass
print(C.tag, D.tag, Base.subs)
class Desc:
    def __set_name__(self, owner, name):
        print('set_name', owner.__name__, name)
        self.name = name
    def __get__(self, obj, typ=None):
        return self.name if obj is None else obj.__dict__.get(self.name, 'unset')
class E:
    foo = Desc()
    bar = Desc()
print(E.foo, E().bar)
try:
    class F(Base, bad=1):
        pass
except TypeError as e:
    print('TypeError', e)
# ---
class G:
    def __class_getitem__(cls, item):
        return f'{cls.__name__}[{item!r}]'
print(G[int], G[1, 2], G['x'])
from typing import Generic, TypeVar
T = TypeVar('T')
class Box(Generic[T]):
    def __init__(self, v: T):
        self.v = v
print(Box[int](3).v)
print(list[int], dict[str, int], type[int], tuple[int, ...])

# ---
class M1(type):
    pass
class M2(type):
    pass
class A(metaclass=M1):
    pass
class B(metaclass=M2):
    pass
try:
    class C(A, B):
        pass
except TypeError as e:
    print('TypeError', e)
class M3(M1):
    def __new__(mcs, name, bases, ns):
        print('M3.__new__', name)
        return super().__new__(mcs, name, bases, ns)
class D(metaclass=M3):
    pass
class E(A, D):
    pass
print(type(E).__name__, type(D).__name__)
def fmeta(name, bases, ns, **kw):
    print('fmeta', name, bases, sorted(k for k in ns if not k.startswith('__')), kw)
    return 42
class F(metaclass=fmeta, k=1):
    y = 2
print(F)
class P(type):
    @classmethod
    def __prepare__(mcs, name, bases, **kw):
        return {'__qualname__': 'ignored', 'pre': name.lower()}
class Q(metaclass=P):
    pass
print(Q.pre, Q.__qualname__, Q.__module__)
