# Written 2026-11-28 as an agent-style probe program (issue 25: pathologies found in new programs).
from functools import lru_cache, reduce
import operator
@lru_cache(maxsize=None)
def count_paths(r, c):
    if r == 0 or c == 0:
        return 1
    return count_paths(r - 1, c) + count_paths(r, c - 1)
@lru_cache(maxsize=None)
def knap(i, cap):
    if i == len(W) or cap == 0:
        return 0
    best = knap(i + 1, cap)
    if W[i] <= cap:
        best = max(best, V[i] + knap(i + 1, cap - W[i]))
    return best
W = [(i * 37) % 23 + 1 for i in range(60)]
V = [(i * 53) % 31 + 1 for i in range(60)]
print(count_paths(120, 120) % 1000007)
print(knap(0, 300), knap.cache_info().hits > 0)
print(reduce(operator.mul, range(1, 200), 1) % 998244353)
count_paths.cache_clear(); knap.cache_clear()
print(knap(0, 250))
