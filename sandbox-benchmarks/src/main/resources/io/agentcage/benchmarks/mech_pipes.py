# Pipes (ADR 0053): for loops over enumerate, map, filter and itertools.islice of a generator switch into the
# generator's frame; sum(islice(generator)) drains in one loop; native permutations and product: 20,000 items each.
import itertools


def evens(n):
    for i in range(n):
        if i % 2 == 0:
            yield i


def run(n):
    a = 0
    for i, v in enumerate(evens(2 * n)):
        a += i + v
    b = 0
    for v in map(abs, filter(None, itertools.islice(evens(4 * n), 1, None))):
        b += v
    c = sum(itertools.islice(evens(4 * n), n))
    d = sum(1 for p in itertools.permutations(range(7)) if p[0] < p[-1])
    e = sum(x * y for x, y in itertools.product(range(140), repeat=2))
    return a, b, c, d, e


print(run(20000))
