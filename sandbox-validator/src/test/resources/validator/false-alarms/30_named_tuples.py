# Named tuples with methods, defaults, _replace and _asdict, and typing.NamedTuple subclasses.
from collections import namedtuple
from typing import NamedTuple


class Point(namedtuple('Point', 'x y')):
    __slots__ = ()

    @property
    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5

    def __str__(self):
        return f'({self.x}, {self.y})'


class Employee(NamedTuple):
    name: str
    dept: str = 'eng'
    level: int = 1

    def promote(self):
        return self._replace(level=self.level + 1)


p = Point(3, 4)
print(p, p.norm, p._replace(x=0), p._asdict(), Point._fields)
e = Employee('ada')
print(e, e.promote(), e._asdict(), Employee._field_defaults, Employee.__annotations__)
