from enum import Enum, auto, unique
class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1
print(repr(Color), str(Color), Color.RED, repr(Color.RED), f"{Color.RED}", format(Color.RED, ''), format(Color.GREEN, '>14'))
print(Color.__members__, list(Color), len(Color), list(reversed(Color)), Color.CRIMSON is Color.RED)
print(Color(1), Color['GREEN'], Color.RED.name, Color.RED.value, Color.RED._value_, Color.BLUE._name_, type(Color.RED), isinstance(Color.RED, Color))
print(Color.RED == Color.RED, Color.RED == 1, Color.RED != Color.GREEN, Color.RED is Color(1), hash(Color.RED) == hash('RED'), {Color.RED: 'r'}[Color.CRIMSON])
print(Color.RED in Color, [c.name for c in Color], dict((c.value, c) for c in Color), sorted(Color, key=lambda c: c.value, reverse=True))
print(Color.__members__['CRIMSON'], 'CRIMSON' in Color.__members__, list(Color.__members__), bool(Color), bool(Color.RED))
# ---
from enum import Enum
class Color(Enum):
    RED = 1
    GREEN = 2
def attempt(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ':', e)
attempt(lambda: Color(7))
attempt(lambda: Color('RED'))
attempt(lambda: Color['BLUE'])
attempt(lambda: Color.RED < Color.GREEN)
attempt(lambda: 1 in Color)
attempt(lambda: setattr(Color, 'RED', 5))
attempt(lambda: delattr(Color, 'RED'))
attempt(lambda: setattr(Color.RED, 'value', 5))
attempt(lambda: setattr(Color.RED, 'name', 'x'))
attempt(lambda: Color.PURPLE)
def extend():
    class More(Color):
        BLUE = 3
attempt(extend)
Color.extra = 'ok'
print(Color.extra)
# ---
from enum import Enum, auto, unique
class A(Enum):
    X = auto()
    Y = auto()
    Z = 10
    W = auto()
print(list(A), [m.value for m in A], repr(auto(5)))
class Name(Enum):
    def _generate_next_value_(name, start, count, last_values):
        return name.title()
    NORTH = auto()
    SOUTH = auto()
print(list(Name), Name.NORTH.value)
try:
    @unique
    class U(Enum):
        A = 1
        B = 1
        C = 2
        D = 2
except ValueError as e:
    print(e)
@unique
class Ok(Enum):
    A = 1
    B = 2
print(Ok.B)
# ---
from enum import Enum
class Planet(Enum):
    MERCURY = (3.303e+23, 2.4397e6)
    EARTH = (5.976e+24, 6.37814e6)
    def __init__(self, mass, radius):
        self.mass = mass
        self.radius = radius
    @property
    def surface_gravity(self):
        G = 6.673e-11
        return G * self.mass / (self.radius * self.radius)
    def describe(self):
        return f'{self.name.title()} has mass {self.mass}'
    @classmethod
    def heaviest(cls):
        return max(cls, key=lambda p: p.mass)
    @staticmethod
    def unit():
        return 'kg'
print(Planet.EARTH.value, round(Planet.EARTH.surface_gravity, 2), Planet.MERCURY.describe(), Planet.heaviest(), Planet.unit(), Planet((3.303e+23, 2.4397e6)))
print(list(Planet), len(Planet))
class Shape(Enum):
    _ignore_ = ['tmp']
    SQUARE = 4
    tmp = 9
    _private = 3
    def sides(self):
        return self.value
print(list(Shape), Shape.SQUARE.sides(), Shape._private)
# ---
from enum import IntEnum, StrEnum, Enum, auto
class Pri(IntEnum):
    LOW = 1
    MID = 2
    HIGH = 3
print(Pri.LOW, repr(Pri.MID), str(Pri.HIGH), f"{Pri.HIGH}", format(Pri.LOW, '03d'), Pri.LOW + 1, Pri.HIGH * 2, Pri.LOW < Pri.HIGH, Pri.MID == 2, isinstance(Pri.LOW, int))
print(sorted([Pri.HIGH, Pri.LOW, Pri.MID]), max(Pri), Pri(2), [10, 20, 30, 40][Pri.HIGH], int(Pri.MID), type(int(Pri.MID)), hash(Pri.LOW) == hash(1), {1: 'one'}[Pri.LOW], list(range(Pri.MID)))
print(repr(Pri), type(Pri).__name__, Pri.LOW.name, Pri.LOW.value, type(Pri.LOW.value), Pri.LOW.bit_length(), -Pri.MID, Pri.HIGH // 2, '%d %s' % (Pri.LOW, Pri.LOW))
class Mode(StrEnum):
    READ = auto()
    WRITE = 'w'
print(Mode.READ, repr(Mode.READ), f"{Mode.WRITE}!", Mode.READ == 'read', Mode.READ.upper(), Mode('w'), isinstance(Mode.READ, str), Mode.READ + 'x', len(Mode.READ), 'ea' in Mode.READ, sorted(Mode))
class Old(str, Enum):
    A = 'a'
    B = 'b'
print(Old.A, repr(Old.B), f"{Old.A}", Old.A == 'a', Old('b'), Old.A.value.upper(), Old.A.upper(), {'a': 1}[Old.A], Old.A + '!')
class Num(int, Enum):
    ONE = 1
print(Num.ONE, repr(Num.ONE), Num.ONE + 1, Num(1))
try:
    Mode(5)
except ValueError as e:
    print(e)
# ---
from enum import Flag, IntFlag, auto
class Perm(Flag):
    R = 4
    W = 2
    X = 1
    RW = 6
print(repr(Perm.R | Perm.W), str(Perm.R | Perm.W), Perm.R | Perm.W is Perm.RW, repr(Perm(0)), str(Perm(0)), repr(Perm), list(Perm.R | Perm.X), Perm.R in (Perm.R | Perm.W))
print(bool(Perm(0)), repr(~Perm.R), repr(Perm(7)), repr(Perm.R & Perm.W), repr(Perm.RW ^ Perm.R), list(Perm), len(Perm.RW), Perm.RW.name, Perm(7).name)
class Color(Flag):
    RED = auto()
    GREEN = auto()
    BLUE = auto()
white = Color.RED | Color.GREEN | Color.BLUE
print(repr(white), [c.value for c in Color], Color.GREEN in white, repr(white & ~Color.GREEN))
class IP(IntFlag):
    R = 4
    W = 2
    X = 1
print(repr(IP.R | IP.W), str(IP.R | IP.W), IP.R | 8, repr(IP.R | 8), repr(IP(0)), repr(~IP.R), IP.R + 1, repr(IP.R & 6), isinstance(IP.R, int), IP.R == 4, repr(IP.W | 1), 1 | IP.W)
try:
    Perm(8)
except ValueError as e:
    print(repr(str(e)))
try:
    Perm.R | 1
except TypeError as e:
    print(e)
# ---
from enum import Enum, IntEnum
Animal = Enum('Animal', 'ANT BEE CAT')
print(list(Animal), repr(Animal.BEE), Animal(3), Animal.ANT.value)
Shape = Enum('Shape', ['SQUARE', 'CIRCLE'], start=0)
print(list(Shape))
Pairs = Enum('Pairs', [('a', 'x'), ('b', 'y')])
print(list(Pairs), Pairs('y'))
D = IntEnum('D', {'ONE': 1, 'TWO': 2})
print(list(D), D.TWO + 1)
import copy
print(copy.copy(Animal.ANT) is Animal.ANT, copy.deepcopy([Animal.BEE])[0] is Animal.BEE)
class Status(Enum):
    ACTIVE = 'active'
    INACTIVE = 'inactive'
    @classmethod
    def _missing_(cls, value):
        for m in cls:
            if m.value == str(value).lower():
                return m
        return None
print(Status('ACTIVE'), Status('Inactive'))
try:
    Status('gone')
except ValueError as e:
    print(e)
match Status.ACTIVE:
    case Status.INACTIVE:
        print('no')
    case Status.ACTIVE:
        print('matched active')
# ---
from enum import Enum
class E(Enum):
    A = 1
E(2)
# ---
from enum import Enum
class Weekday(Enum):
    MON = 1
    TUE = 2
    WED = 3
    def next(self):
        members = list(type(self))
        return members[(members.index(self) + 1) % len(members)]
    def __str__(self):
        return self.name.capitalize()
d = Weekday.WED
print(d.next(), repr(d.next()), str(Weekday.TUE), f'{Weekday.MON}', [str(x) for x in Weekday])
counts = {}
for w in [Weekday.MON, Weekday.TUE, Weekday.MON]:
    counts[w] = counts.get(w, 0) + 1
print(counts)
