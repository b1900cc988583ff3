import math
a = 3 ** 25000 + 17
b = 5 ** 16000 + 3
c = 7 ** 14000 + 1
g = math.gcd(a * c, b * c)
print(g % 1000000007, g.bit_length(), math.gcd(a * c, b * c, c * 11) == g, math.gcd(a, b))
print(math.gcd(-a * c, c * 2 ** 40000) % 999983, math.gcd(0, -b) == b, math.gcd(2 ** 50000, 2 ** 40000 * 3) == 2 ** 40000)
print(math.lcm(a, b, 6) % 1000000007, math.lcm(a * c, b * c) == a * b * c // math.gcd(a, b))
# ---
m = 7 ** 4000 + 2
x = 3 ** 25000 + 1
for e in [0, 1, 2, 65537, 5 ** 300, 3 ** 600 + 1]:
    print(pow(x, e, m) % 1000000007, pow(x, e, -m) % 1000000007)
print(pow(2, 3 ** 50000, 1000000007), pow(-x, 5 ** 200, m) % 999983, pow(x, 2 ** 12000, 2 ** 4000 + 7) % 97)
print(pow(12345, 10 ** 20000, 10 ** 9 + 9), pow(x, 1, 1), pow(0, 5 ** 300, m))
big = 3 ** 166000 + 4
print(pow(x, 9, big) % 1000000007, pow(x, 2, big) == x * x % big, pow(5, 2 ** 12000 + 3, 2 ** 4000 + 7) % 97)
# ---
m = 7 ** 14000 + 2
x = 3 ** 25000 + 1
inv = pow(x, -1, m)
print(inv % 1000000007, x * inv % m, 0 <= inv < m)
print(pow(x, -3, m) % 1000000007, pow(x, -3, m) * pow(x, 3, m) % m)
try:
    pow(3 ** 30000, -1, 3 ** 25000 * 2)
except ValueError as e:
    print(e)
# ---
from fractions import Fraction
f = Fraction(3 ** 25000 * 10, 3 ** 24990 * 4)
print(f.numerator % 1000000007, f.denominator)
