import random
r = random.Random(42)
print(r.random(), r.randint(1, 100), r.choice('abcdef'), r.uniform(1, 2), r.gauss(0, 1), r.randrange(10), r.randrange(5, 50, 5))
r2 = random.Random(42)
print(r2.random(), [r2.random() for _ in range(3)])
# ---
import random
a = random.Random(7)
b = random.Random(7)
x = [a.random() for _ in range(5)]
random.seed(123)
y = [b.random() for _ in range(5)]
print(x == y, x)
print(random.random(), random.Random(123).random())
# ---
import random
r = random.Random(2024)
l = list(range(15)); r.shuffle(l); print(l)
print(r.sample(range(100), 6), r.sample('abcdefgh', 3), r.sample([1, 2, 3], k=3), r.sample(['x', 'y'], 5, counts=[3, 2]))
print(r.choices('abc', k=6), r.choices('abc', weights=[1, 0, 5], k=4), r.choices(range(5), cum_weights=[1, 2, 3, 4, 10], k=3))
# ---
import random
r = random.Random(99)
print(r.getrandbits(1), r.getrandbits(32), r.getrandbits(100), r.getrandbits(0), r.randbytes(5))
print(r.triangular(), r.triangular(0, 10), r.triangular(0, 10, 8), r.expovariate(2), r.normalvariate(5, 2))
print(r.betavariate(2, 3), r.gammavariate(2, 3), r.gammavariate(0.5, 1), r.lognormvariate(0, 1), r.vonmisesvariate(1, 2))
print(r.paretovariate(3), r.weibullvariate(1, 2), r.gauss(), r.gauss(mu=10, sigma=0.5))
# ---
import random
r = random.Random(5)
s = r.getstate()
print(s[0], len(s[1]), s[1][-1], s[2], s[1][:3])
a = [r.random() for _ in range(3)]
r.setstate(s)
print(a == [r.random() for _ in range(3)])
r.gauss(); s2 = r.getstate(); g1 = r.gauss(); r.setstate(s2); print(g1 == r.gauss(), s2[2] is not None)
q = random.Random(); q.setstate(s); print(q.random() == random.Random(5).random())
# ---
import random
print(random.Random('hello').random(), random.Random(b'hello').random(), random.Random(3.5).random(), random.Random(-7).random() == random.Random(7).random())
print(random.Random(2**100).random(), random.Random(0).random(), random.Random(True).random(), random.Random(-2.25).random())
r = random.Random(1); r.seed(2); print(r.random() == random.Random(2).random()); r.seed('x', version=2); print(r.random())
# ---
import random
r = random.Random(11)
print(type(r).__name__, isinstance(r, random.Random), type(r) is random.Random, random.Random.__name__)
print([r.randint(-5, 5) for _ in range(10)], [r.randrange(0, 100, 25) for _ in range(5)], r.randrange(-10, -1), r.randint(10**20, 10**20 + 5))
# ---
import random
r = random.Random(3)
cases = [lambda: r.randint(1), lambda: r.randint(5, 1), lambda: r.choice([]), lambda: random.Random([1]),
         lambda: r.sample([1, 2], 3), lambda: r.sample([1], -1), lambda: r.setstate((1, 2, 3)), lambda: r.sample({1, 2}, 1),
         lambda: r.randrange(1.5), lambda: r.random(1), lambda: r.seed(1, 2, 3), lambda: r.randint(a=1, c=2),
         lambda: r.randrange(0), lambda: r.randrange(5, 5), lambda: r.randrange(0, 10, 0), lambda: r.randrange(10, 0, 2),
         lambda: r.getrandbits(-1), lambda: r.choices([], k=1), lambda: r.choices('ab', weights=[1], k=1),
         lambda: r.choices('ab', weights=[0, 0]), lambda: r.choices('ab', [1, 1], cum_weights=[1, 2]), lambda: r.uniform(1),
         lambda: r.gammavariate(-1, 1), lambda: r.expovariate(0), lambda: r.randint('a', 3), lambda: r.shuffle(5),
         lambda: random.Random(1, 2), lambda: r.choice(5), lambda: r.sample([1, 2], 1, counts=[1]), lambda: r.randrange(2, 10.5)]
for i, f in enumerate(cases):
    try:
        print(i, f())
    except Exception as e:
        print(i, type(e).__name__, e)
# ---
import random
random.Random(1).randint(3, 2)
# ---
import random
def monte_carlo_pi(n, seed):
    rng = random.Random(seed)
    inside = sum(1 for _ in range(n) if rng.random() ** 2 + rng.random() ** 2 <= 1)
    return 4 * inside / n
print(monte_carlo_pi(2000, 1), monte_carlo_pi(2000, 1) == monte_carlo_pi(2000, 1), monte_carlo_pi(2000, 2))
rngs = [random.Random(i) for i in range(3)]
print([[g.randint(0, 9) for _ in range(4)] for g in rngs])
# ---
import random
from random import Random, seed, random as rnd
seed(10); a = rnd(); g = Random(10); print(a == g.random(), a)
random.seed(10); print(random.sample(range(20), 4), Random(10).sample(range(20), 4))
print(random.getstate()[0], random.Random(4).getstate()[1][100])
# ---
import random
class R(random.Random):
    def coin(self):
        return 'H' if self.random() < 0.5 else 'T'
r = R(42)
print(r.random() == random.Random(42).random(), [r.coin() for _ in range(5)], isinstance(r, random.Random), type(r).__name__)
class S(random.Random):
    def __init__(self, seed, label):
        super().__init__(seed)
        self.label = label
s = S(7, 'x')
print(s.label, s.randint(1, 100), random.Random(7).randint(1, 100), S(7, 'y').getstate() == random.Random(7).getstate())
t = R()
t.seed(5); print(t.random() == random.Random(5).random())
print(R(1).choice('abc'), R(1).sample(range(10), 3), random.Random(1).sample(range(10), 3))
try:
    R(1, 2)
except TypeError as e:
    print(e)