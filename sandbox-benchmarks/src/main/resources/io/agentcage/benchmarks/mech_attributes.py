# Attribute sites on instances of plain classes: loads of instance attributes, method loads and calls, stores
# (the VM's inline caches keyed by class and lookup version). 20,000 iterations of 4 loads, 2 stores, 1 method call.
class Particle:
    def __init__(self, x, v):
        self.x = x
        self.v = v

    def energy(self):
        return self.v * self.v


def run(ps):
    total = 0
    for _ in range(100):
        for p in ps:
            p.x = p.x + p.v
            p.v = -p.v if p.x > 1000 or p.x < -1000 else p.v
            total += p.energy()
    return total


print(run([Particle(i, i % 7 - 3) for i in range(200)]))
