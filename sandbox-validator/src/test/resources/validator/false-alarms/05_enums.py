# Enums with methods, aliases, flags and iteration over __members__.
from enum import Enum, IntEnum, Flag, auto


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3
    CRIMSON = 1

    def describe(self):
        return f'{self.name.lower()} ({self.value})'

    @classmethod
    def parse(cls, text):
        return cls[text.upper()]


class Priority(IntEnum):
    LOW = auto()
    HIGH = auto()


class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()


print([c.describe() for c in Color], Color.CRIMSON is Color.RED)
print(list(Color.__members__), Color.parse('green'))
print(sorted([Priority.HIGH, Priority.LOW]), Priority.HIGH + 1)
rw = Perm.R | Perm.W
print(Perm.R in rw, Perm.X in rw, bool(rw & Perm.X))
print(getattr(Color, 'BLUE').value, Color(2).name)
