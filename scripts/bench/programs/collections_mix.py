# collections: namedtuple records, Counter arithmetic, defaultdict grouping, deque rotation, OrderedDict LRU.
from collections import Counter, OrderedDict, defaultdict, deque, namedtuple

Sale = namedtuple("Sale", "region product units price")
REGIONS = ("north", "south", "east", "west")
PRODUCTS = ("apple", "pear", "plum", "fig", "kiwi", "lime")


def sales(n):
    seed = 5
    out = []
    for _ in range(n):
        seed = (seed * 1103515245 + 12345) % 2147483648
        out.append(Sale(REGIONS[seed % 4], PRODUCTS[(seed >> 3) % 6], 1 + (seed >> 7) % 20,
                        round(0.5 + ((seed >> 11) % 300) / 100, 2)))
    return out


class LRU:
    def __init__(self, size):
        self.size = size
        self.data = OrderedDict()
        self.hits = self.misses = 0

    def get(self, key):
        if key in self.data:
            self.data.move_to_end(key)
            self.hits += 1
            return self.data[key]
        self.misses += 1
        self.data[key] = key * 2
        if len(self.data) > self.size:
            self.data.popitem(last=False)
        return key * 2


SALES = sales(26000)
units = Counter()
revenue = defaultdict(float)
by_region = defaultdict(list)
for s in SALES:
    units[s.product] += s.units
    revenue[s.region] += s.units * s.price
    by_region[s.region].append(s)
print(units.most_common(3), sorted((k, round(v, 2)) for k, v in revenue.items()))
print({k: len(v) for k, v in sorted(by_region.items())})
print(max(SALES, key=lambda s: (s.units * s.price, s.product)), SALES[3]._replace(units=0))
C2 = Counter(s.product for s in SALES[:5000]) - Counter(s.product for s in SALES[5000:9000])
print(sorted(C2.items()))
ring = deque(range(1000), maxlen=1000)
acc = 0
for i in range(26000):
    ring.rotate(7)
    acc += ring[0]
    ring.append(i)
print(acc, ring[0], len(ring))
CACHE = LRU(256)
print(sum(CACHE.get((i * 7) % 400 + (i % 3)) for i in range(40000)), CACHE.hits, CACHE.misses)
