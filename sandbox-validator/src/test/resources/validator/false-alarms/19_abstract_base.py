# Abstract base classes: abstract methods and properties, virtual subclasses, __subclasshook__.
from abc import ABC, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self):
        ...

    @property
    @abstractmethod
    def name(self):
        ...

    def describe(self):
        return f'{self.name} with area {self.area():.2f}'


class Square(Shape):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side ** 2

    @property
    def name(self):
        return 'square'


class Sized(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized:
            return any('__len__' in B.__dict__ for B in C.__mro__)
        return NotImplemented


try:
    Shape()
except TypeError:
    print('cannot instantiate Shape')
print(Square(3).describe(), isinstance(Square(1), Shape))
print(issubclass(list, Sized), issubclass(int, Sized))


class Circle:
    def area(self):
        return 3.0


Shape.register(Circle)
print(isinstance(Circle(), Shape), issubclass(Circle, Shape))
