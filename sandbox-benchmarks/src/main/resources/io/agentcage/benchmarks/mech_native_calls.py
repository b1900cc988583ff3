# Native code calling guest code and comparing tuples: list.sort calling a guest __lt__ (Compare.slot through
# Machine.callPositional), sorted calling a key function (Interp.call1), dataclass ordering (obj.__class__ at an
# attribute site, tuples compared item by item), and heapq on (int, int, obj) tuples (Compare.lessThan).
import heapq
from dataclasses import dataclass


class Version:
    __slots__ = ("major", "minor")

    def __init__(self, major, minor):
        self.major = major
        self.minor = minor

    def __lt__(self, other):
        if self.major != other.major:
            return self.major < other.major
        return self.minor < other.minor


@dataclass(order=True)
class Item:
    price: float
    seq: int


def run(n):
    versions = [Version((i * 7) % 13, (i * 31) % 17) for i in range(n)]
    versions.sort()
    keyed = sorted(range(n), key=lambda i: (i * 7919) % 10007)
    items = sorted(Item(((i * 37) % 101) / 4, i) for i in range(n))
    heap = []
    for i in range(n):
        heapq.heappush(heap, ((i * 13) % 97, i, versions[i]))
    total = 0
    while heap:
        total += heapq.heappop(heap)[0]
    return versions[-1].major, keyed[:3], items[0].seq, total


print(run(4000))
