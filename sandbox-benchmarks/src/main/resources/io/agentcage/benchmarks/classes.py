class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def add(self, other):
        return Vec(self.x + other.x, self.y + other.y)

    def norm1(self):
        return abs(self.x) + abs(self.y)


class Walker:
    def __init__(self):
        self.pos = Vec(0, 0)
        self.steps = 0

    def step(self, dx, dy):
        self.pos = self.pos.add(Vec(dx, dy))
        self.steps += 1


w = Walker()
for i in range(5000):
    w.step(i % 3 - 1, i % 5 - 2)
print(w.steps, w.pos.x, w.pos.y, w.pos.norm1())
