# Written 2026-11-28 as an agent-style probe program (issue 25: pathologies found in new programs).
import random
random.seed(11)
N = 60000
hits = 0
walk = [0] * 50
for _ in range(N):
    x, y = random.random(), random.random()
    if x * x + y * y <= 1.0:
        hits += 1
    walk[random.randint(0, 49)] += random.choice((-1, 1))
deck = list(range(52))
tot = 0
for _ in range(3000):
    random.shuffle(deck)
    tot += sum(random.sample(deck, 5))
g = [random.gauss(0, 1) for _ in range(20000)]
u = [random.uniform(1, 2) for _ in range(20000)]
print(round(4 * hits / N, 3), sum(walk), tot % 1000, round(sum(g) / len(g), 2), round(sum(u), 1))
