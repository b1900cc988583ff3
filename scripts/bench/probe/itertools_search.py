# Written 2026-11-28 as an agent-style probe program (issue 25: pathologies found in new programs).
from itertools import permutations, combinations, product, accumulate, chain, groupby
best = None
items = [3, 34, 4, 12, 5, 2, 27, 9, 14, 8, 21, 17, 6, 11]
for r in range(2, 6):
    for combo in combinations(items, r):
        if sum(combo) == 50 and (best is None or len(combo) < len(best)):
            best = combo
perm_ok = sum(1 for p in permutations(range(7)) if all(abs(p[i] - p[i + 1]) != 1 for i in range(6)))
grid = sum(1 for a, b, c in product(range(30), repeat=3) if a + b == c)
runs = [(k, len(list(g))) for k, g in groupby(sorted(chain.from_iterable([str(i)] * (i % 4) for i in range(3000))))]
print(best, perm_ok, grid, list(accumulate(items))[-1], len(runs), runs[:3])
