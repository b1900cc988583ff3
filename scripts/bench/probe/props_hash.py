# Written 2026-11-28 as an agent-style probe program (issue 25: pathologies found in new programs).
class Point:
    __slots__ = ("x", "y")
    def __init__(self, x, y):
        self.x = x; self.y = y
    def __eq__(self, o):
        return isinstance(o, Point) and self.x == o.x and self.y == o.y
    def __hash__(self):
        return hash((self.x, self.y))
    def __repr__(self):
        return f"Point({self.x}, {self.y})"
    def __add__(self, o):
        return Point(self.x + o.x, self.y + o.y)
class Rect:
    def __init__(self, a, b):
        self._a, self._b = a, b
    @property
    def width(self):
        return abs(self._b.x - self._a.x)
    @property
    def height(self):
        return abs(self._b.y - self._a.y)
    @property
    def area(self):
        return self.width * self.height
    def contains(self, p):
        return min(self._a.x, self._b.x) <= p.x <= max(self._a.x, self._b.x) and min(self._a.y, self._b.y) <= p.y <= max(self._a.y, self._b.y)
seen = set()
pts = [Point(i % 97, (i * 7) % 89) for i in range(30000)]
for p in pts:
    seen.add(p)
rects = [Rect(Point(i, i), Point(i + 20, i + 10)) for i in range(0, 80, 3)]
inside = sum(1 for p in pts[:5000] for r in rects if r.contains(p))
area = sum(r.area for r in rects)
s = Point(0, 0)
for p in pts[:20000]:
    s = s + p
print(len(seen), inside, area, s, repr(pts[5]), Point(1, 2) in seen)
