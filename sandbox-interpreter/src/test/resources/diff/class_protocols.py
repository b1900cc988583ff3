x: int = 5
y: 'str'
class A:
    a: int
    b: list = []
    c = 3
    __p: int = 1
    if True:
        d: float = 1.0
    def f(self):
        z: int = 3
        return z
print(__annotations__, A.__annotations__, A.b, A().f(), hasattr(A, 'a'), 'y' in globals())
class B(A):
    pass
print(B.__dict__.get('__annotations__'))
# ---
class Meta(type):
    calls = 0
    def __call__(cls, *args, **kw):
        Meta.calls += 1
        if args and args[0] == 'cached':
            return 'from cache'
        return super().__call__(*args, **kw)
    def __setattr__(cls, name, value):
        if name.startswith('LOCK'):
            raise AttributeError('locked ' + name)
        super().__setattr__(name, value)
    def __delattr__(cls, name):
        raise AttributeError('cannot delete ' + name)
class S(metaclass=Meta):
    def __init__(self, v=0):
        self.v = v
print(S(4).v, S('cached'), Meta.calls, type(S(1)).__name__)
S.ok = 1
print(S.ok)
for f in [lambda: setattr(S, 'LOCKED', 1), lambda: delattr(S, 'ok')]:
    try:
        f()
    except AttributeError as e:
        print(e)
class Single(type):
    _inst = {}
    def __call__(cls, *a):
        if cls not in cls._inst:
            cls._inst[cls] = super().__call__(*a)
        return cls._inst[cls]
class Conf(metaclass=Single):
    pass
print(Conf() is Conf())
# ---
class Reg(type):
    def __subclasscheck__(cls, sub):
        return sub is int or type.__subclasscheck__(cls, sub)
    def __instancecheck__(cls, obj):
        return isinstance(obj, int) or type.__instancecheck__(cls, obj)
class Num(metaclass=Reg):
    pass
class Sub(Num):
    pass
print(issubclass(int, Num), issubclass(str, Num), issubclass(Sub, Num), isinstance(3, Num), isinstance('a', Num), isinstance(Sub(), Num))
print(list.__hash__ is None, dict.__hash__, set.__hash__, frozenset.__hash__ is None, tuple.__hash__ is None)
class Q:
    pass
Q.__qualname__ = 'Outer.Q'
print(Q, Q.__qualname__, Q.__name__)
try:
    Q.__qualname__ = 5
except TypeError as e:
    print(e)
class L(list):
    pass
try:
    hash(L())
except TypeError as e:
    print(e)
# ---
class Meters(int):
    unit = 'm'
    def describe(self):
        return f'{int(self)}{self.unit}'
m = Meters(5)
print(m, repr(m), m + 1, type(m + 1).__name__, m * 2, -m, +m, type(+m).__name__, m == 5, hash(m) == hash(5), isinstance(m, int), m.describe(), int(m), type(int(m)).__name__)
print(sorted([Meters(3), 1, Meters(2)]), [0, 1, 2, 3, 4, 5][m], f'{m:03d}', '%d' % m, str(m), m.bit_length(), Meters('12'), Meters(7.9))
class Tag(str):
    def shout(self):
        return self.upper() + '!'
t = Tag('hi')
print(t, repr(t), t + 'x', type(t + 'x').__name__, t.shout(), t == 'hi', {'hi': 1}[t], len(t), t[0], isinstance(t, str), str(t), type(str(t)).__name__, f'{t:>4}', t.split('i'), Tag(3))
class Loud(str):
    def __str__(self):
        return self.upper()
    def __repr__(self):
        return 'Loud(' + super().__repr__() + ')'
l = Loud('abc')
print(l, repr(l), [l], f'{l}', str(l), '%s' % l, l + '!')
class Flags(int):
    def __or__(self, other):
        return Flags(int(self) | int(other))
    def __repr__(self):
        return 'Flags(%d)' % int(self)
print(repr(Flags(1) | 2), repr(2 | Flags(1)), Flags(4) + 1)
t.extra = 1
print(t.extra, vars(t))
