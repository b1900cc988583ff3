# Big integers: pi digits by a spigot, big Fibonacci numbers, factorial digit sums and modular powers.
def pi_digits(count):
    q, r, t, k, n, l = 1, 0, 1, 1, 3, 3
    out = []
    while len(out) < count:
        if 4 * q + r - t < n * t:
            out.append(n)
            q, r, n = 10 * q, 10 * (r - n * t), (10 * (3 * q + r)) // t - 10 * n
        else:
            q, r, t, k, n, l = q * k, (2 * q + r) * l, t * l, k + 1, (q * (7 * k + 2) + r * l) // (t * l), l + 2
    return "".join(map(str, out))


def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def factorial(n):
    f = 1
    for i in range(2, n + 1):
        f *= i
    return f


DIGITS = pi_digits(1100)
print(DIGITS[:50], DIGITS[-20:])
F = fib(20000)
print(len(str(F)), F % 1000000007)
G = factorial(1500)
print(sum(int(c) for c in str(G)), len(str(G)))
print(pow(3, 10 ** 30 + 7, 2 ** 127 - 1))
print(sum(pow(k, 65537, 10 ** 40 + 121) for k in range(2, 4000)) % 998244353)
