# Operator overloading, with reflected operators aliased in the class body.
import math


class Vector:
    __slots__ = ('x', 'y')

    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __repr__(self):
        return f'Vector({self.x!r}, {self.y!r})'

    def __eq__(self, other):
        return isinstance(other, Vector) and (self.x, self.y) == (other.x, other.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __add__(self, other):
        if not isinstance(other, Vector):
            return NotImplemented
        return Vector(self.x + other.x, self.y + other.y)

    __radd__ = __add__

    def __sub__(self, other):
        return self + (-other)

    def __neg__(self):
        return Vector(-self.x, -self.y)

    def __mul__(self, k):
        if isinstance(k, (int, float)):
            return Vector(self.x * k, self.y * k)
        return NotImplemented

    __rmul__ = __mul__

    def __matmul__(self, other):
        return self.x * other.x + self.y * other.y

    def __abs__(self):
        return math.hypot(self.x, self.y)

    def __bool__(self):
        return bool(self.x or self.y)

    def __iter__(self):
        yield self.x
        yield self.y


a, b = Vector(3, 4), Vector(1, 2)
print(a + b, a - b, 2 * a, a * 2, a @ b, abs(a))
print(bool(Vector(0, 0)), list(a), {a, Vector(3, 4)})
print(sum([a, b], Vector(0, 0)))
assert Vector.__rmul__ is Vector.__mul__
