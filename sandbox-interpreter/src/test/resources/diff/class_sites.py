# class attributes, classmethods and staticmethods read on the class at one site while the classes change
class Base:
    K = 1
    @classmethod
    def make(cls):
        return cls.__name__ + " made"
    @staticmethod
    def st():
        return "static"
class Sub(Base):
    pass
def read(c):
    return c.K, c.make(), c.st(), c.make
for _ in range(3):
    print(read(Base)[:3], read(Sub)[:3])
Sub.K = 2
print(read(Base)[:3], read(Sub)[:3])
Base.K = 10
print(read(Base)[:3], read(Sub)[:3])
del Sub.K
print(read(Base)[:3], read(Sub)[:3])
Base.make = staticmethod(lambda: "now static")
Base.st = classmethod(lambda cls: "now class " + cls.__name__)
print(read(Base)[:3], read(Sub)[:3])
Base.K = property(lambda self: "prop")
print(type(Base.K).__name__, read(Sub)[1:3])
b1, b2 = read(Base)[3], read(Base)[3]
print(b1 == b2, b1 is b2)
# ---
# enum members and methods at one site, members compared by identity in a loop
from enum import Enum, IntEnum
class Kind(Enum):
    BUY = 1
    SELL = 2
    def flip(self):
        return Kind.SELL if self is Kind.BUY else Kind.BUY
class Level(IntEnum):
    LOW = 1
    HIGH = 2
def count(xs):
    n = 0
    for x in xs:
        if x is Kind.BUY:
            n += 1
    return n
xs = [Kind.BUY, Kind.SELL, Kind.BUY] * 5
for _ in range(3):
    print(count(xs), Kind.BUY.flip(), Level.HIGH + 1, Kind.BUY.value, Kind.SELL.name)
print(Kind["SELL"], Kind(1), list(Kind), Level.LOW < Level.HIGH)
try:
    Kind.BUY = 3
except AttributeError as e:
    print("AttributeError", e)
print(count(xs))
# ---
# a metaclass property and metaclass attributes added after the site ran
class Meta(type):
    pass
class C(metaclass=Meta):
    x = "class x"
def rx(c):
    return c.x
for _ in range(2):
    print(rx(C))
Meta.x = "meta x"
print(rx(C))
Meta.x = property(lambda cls: "meta property")
print(rx(C))
del Meta.x
print(rx(C))
del C.x
try:
    print(rx(C))
except AttributeError as e:
    print("AttributeError", e)
Meta.x = "meta again"
print(rx(C))
# ---
# class attributes holding descriptors, classes and guest objects that gain __get__ later
class Desc:
    def __get__(self, o, t=None):
        return "desc get " + t.__name__
class Holder:
    pass
class Val:
    pass
class Host:
    d = Desc()
    h = Holder
    v = None
def rd(c):
    return c.d, c.h.__name__, type(c.v).__name__
Host.v = Val()
for _ in range(2):
    print(rd(Host))
Val.__get__ = lambda self, o, t=None: "val get now"
print(rd(Host)[:2], Host.v)
Host.v = Host()
print(type(Host.v).__name__)
Host.__get__ = lambda self, o, t=None: "host get"
print(Host.v)
# ---
# attributes of builtin types read through classes at one site
def calls():
    return (str.upper("a"), int.from_bytes(b"\x01\x00", "big"), dict.fromkeys("ab", 0), str.__name__,
            int.__qualname__, list.__name__)
for _ in range(3):
    print(calls())
class MyStr(str):
    pass
def name(c):
    return c.__name__, c.upper
for c in (str, MyStr, str, MyStr):
    print(name(c)[0], name(c)[1] is str.upper)
