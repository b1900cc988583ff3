# Classes with properties and dunder methods: 2-D vectors and a polygon, arithmetic operators, hashing, equality.
class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def __sub__(self, other):
        return Vec(self.x - other.x, self.y - other.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __eq__(self, other):
        return isinstance(other, Vec) and self.x == other.x and self.y == other.y

    def __hash__(self):
        return hash((self.x, self.y))

    def __abs__(self):
        return (self.x * self.x + self.y * self.y) ** 0.5

    def __repr__(self):
        return f"Vec({self.x}, {self.y})"

    @property
    def norm2(self):
        return self.x * self.x + self.y * self.y

    def cross(self, other):
        return self.x * other.y - self.y * other.x


class Polygon:
    def __init__(self, points):
        self._points = list(points)

    @property
    def area(self):
        pts = self._points
        total = 0
        for i in range(len(pts)):
            total += pts[i].cross(pts[(i + 1) % len(pts)])
        return abs(total) / 2

    @property
    def perimeter(self):
        pts = self._points
        return sum(abs(pts[i] - pts[i - 1]) for i in range(len(pts)))

    def __len__(self):
        return len(self._points)

    def __iter__(self):
        return iter(self._points)

    def __contains__(self, p):
        return p in set(self._points)


def walk(n):
    pos = Vec(0, 0)
    steps = (Vec(1, 0), Vec(0, 1), Vec(-1, 0), Vec(0, -1))
    seen = {pos}
    seed = 3
    for _ in range(n):
        seed = (seed * 1103515245 + 12345) % 2147483648
        pos = pos + steps[(seed >> 16) % 4] * (1 + seed % 2)
        seen.add(pos)
    return pos, seen


END, SEEN = walk(60000)
print(END, len(SEEN), max(p.norm2 for p in SEEN))
POLY = Polygon(Vec(int(10 * (i % 7)), int(3 * i)) * 2 for i in range(700))
print(len(POLY), POLY.area, round(POLY.perimeter, 6), Vec(0, 0) in POLY, Vec(1, 99) in POLY)
print(sum((2 * p).x for p in POLY), Vec(3, 4) == Vec(3, 4), abs(Vec(3, 4)))
