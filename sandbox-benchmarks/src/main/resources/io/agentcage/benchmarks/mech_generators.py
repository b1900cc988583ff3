# Generators (ADR 0044, 0045): a generator expression drained by sum(), a for loop over a generator function, any()
# stopping at the end of a generator over a generator, list(map()) over a generator: 20,000 items each.
def evens(n):
    for i in range(n):
        if i % 2 == 0:
            yield i


def run(n):
    total = sum(x * 3 for x in range(n))
    count = 0
    for v in evens(2 * n):
        count += v
    hit = any(x > 2 * n - 3 for x in evens(2 * n))
    mapped = len(list(map(abs, evens(2 * n))))
    return total, count, hit, mapped


print(run(20000))
