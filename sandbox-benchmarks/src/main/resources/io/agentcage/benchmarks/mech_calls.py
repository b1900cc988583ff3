# The call protocol: keyword calls of functions, methods and classes bound into the frame without a dict (KwCalls),
# positional calls of closures and of __init__ methods calling super() (cells copied on the fast path), and
# functions whose cached globals stay valid while a module-level loop stores other globals (VersionedMap.watch).
class Point:
    def __init__(self, x, y=0, *, tag="p"):
        self.x = x
        self.y = y
        self.tag = tag

    def moved(self, dx=0, dy=0):
        return Point(x=self.x + dx, y=self.y + dy, tag=self.tag)


class Tagged(Point):
    def __init__(self, x, y):
        super().__init__(x, y, tag="t")


def area(w, h, scale=1):
    return w * h * scale


def make_counter():
    count = 0

    def bump(k=1):
        nonlocal count
        count += k
        return count
    return bump


def run(n):
    total = 0
    p = Point(0)
    bump = make_counter()
    for i in range(n):
        total += area(w=i, h=2, scale=3) + area(i, 1)
        p = p.moved(dy=1)
        bump(i % 3)
        total += Tagged(i, 1).y
    return total, p.y, bump(0)


counted = 0
for j in range(2000):
    counted += area(j, 2)
print(run(5000), counted)
