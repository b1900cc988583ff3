# Generators and itertools: lazy pipelines, groupby, accumulate, islice, chain, product, permutations, zip.
import itertools


def numbers(seed):
    while True:
        seed = (seed * 1103515245 + 12345) % 2147483648
        yield seed % 1000


def windows(it, size):
    buf = []
    for x in it:
        buf.append(x)
        if len(buf) == size:
            yield tuple(buf)
            buf.pop(0)


def running_mean(it):
    total = 0
    for i, x in enumerate(it, 1):
        total += x
        yield total / i


STREAM = itertools.islice(numbers(5), 90000)
EVENS = (x for x in STREAM if x % 2 == 0)
print(sum(itertools.islice(EVENS, 30000)))
W = windows(itertools.islice(numbers(9), 30000), 4)
print(sum(1 for w in W if w[0] < w[1] < w[2] < w[3]))
print(round(list(running_mean(itertools.islice(numbers(11), 60000)))[-1], 6))
DATA = sorted(itertools.islice(numbers(13), 30000))
print([(k, len(list(g))) for k, g in itertools.groupby(DATA, key=lambda x: x // 100)][:4])
print(list(itertools.accumulate(range(1, 20), lambda a, b: a * b % 1000003))[-3:])
print(sum(a * b for a, b in itertools.product(range(220), repeat=2)))
print(sum(1 for p in itertools.permutations(range(8)) if p[0] < p[-1]))
print(list(itertools.chain.from_iterable(zip(range(5), "abcde", itertools.count(100)))))
print(any(x > 998 for x in numbers(17)), all(x < 1000 for x in itertools.islice(numbers(19), 30000)))
