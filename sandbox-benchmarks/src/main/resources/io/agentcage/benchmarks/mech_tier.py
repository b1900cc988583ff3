# The compiled tier (ADR 0063): small hot functions called many times (arithmetic, attributes, methods, calls,
# loops over ranges and lists, subscripts), the shape of most agent programs' inner functions.
class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def dot(self, other):
        return self.x * other.x + self.y * other.y


def clamp(v, lo, hi):
    if v < lo:
        return lo
    if v > hi:
        return hi
    return v


def score(vs, w):
    total = 0.0
    for v in vs:
        total += clamp(v.dot(w), -50.0, 50.0)
    return total


def histogram(xs, n):
    counts = [0] * n
    for x in xs:
        counts[x % n] += 1
    return counts


def main():
    vs = [Vec(i * 0.5, 1.0 - i * 0.25) for i in range(200)]
    w = Vec(0.75, -0.5)
    s = 0.0
    for _ in range(40):
        s += score(vs, w)
    h = histogram(list(range(20000)), 7)
    return round(s, 6), h[:3], sum(h)


print(main())
