# Integer work: a sieve, Collatz chain lengths with a memo dict, gcd sums and digit sums.
def sieve(limit):
    flags = bytearray([1]) * (limit + 1)
    flags[0] = flags[1] = 0
    p = 2
    while p * p <= limit:
        if flags[p]:
            for m in range(p * p, limit + 1, p):
                flags[m] = 0
        p += 1
    return [i for i in range(limit + 1) if flags[i]]


def collatz_len(n, memo):
    steps = 0
    start = n
    trail = []
    while n != 1 and n not in memo:
        trail.append(n)
        n = n // 2 if n % 2 == 0 else 3 * n + 1
        steps += 1
    base = memo.get(n, 0)
    for k, v in enumerate(reversed(trail)):
        memo[v] = base + k + 1
    return memo.get(start, 0)


def gcd(a, b):
    while b:
        a, b = b, a % b
    return a


def digit_sum(n):
    s = 0
    while n:
        s += n % 10
        n //= 10
    return s


PRIMES = sieve(120000)
print(len(PRIMES), PRIMES[-1], sum(PRIMES) % 1000003)
MEMO = {}
BEST = max(range(1, 60000), key=lambda n: collatz_len(n, MEMO))
print(BEST, MEMO[BEST])
print(sum(gcd(a, b) for a in range(1, 160) for b in range(1, 160)))
print(sum(digit_sum(p) for p in PRIMES))
print(sum(x ^ (x >> 3) & 0xFF for x in range(100000)) | 1)
