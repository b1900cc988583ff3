from fractions import Fraction as F
print(F(3, 4), F(6, 8), F(-6, 8), F(6, -8), F(0, 5), F(7), F(), F(True), F(F(1, 2)), F(F(1, 2), F(1, 3)))
print(repr(F(3, 4)), repr(F(-3, 6)), str(F(4, 2)), F(10**20 + 1, 10**20), F(5, 10).numerator, F(5, 10).denominator)
# ---
from fractions import Fraction as F
for s in [' 3/4 ', '1.5e3', '-.5', '1_000/3', '1.', '3', ' -3 ', '+3/2', '1e-3', '-1E+3', '0.125', '12.5E-1', '007/014', '1_0.2_5']:
    print(repr(s), F(s))
# ---
from fractions import Fraction as F
for s in ['abc', '3/-4', '.', '1 /2', '1/2/3', 'inf', 'nan', '', '1__0', '_1', '1/0.5', 'e5', '1e', '1.5/2', '--1', '0x10']:
    try:
        print(F(s))
    except (ValueError, ZeroDivisionError) as e:
        print(type(e).__name__, e)
# ---
from fractions import Fraction as F
print(F(0.5), F(0.1), F(-0.0), F(1e-320) == F(1e-320), F(2.5e20), F.from_float(0.25), F.from_float(3), F(1.5).as_integer_ratio())
print(F(3.14159).limit_denominator(100), F('3.14159').limit_denominator(1000), F(1, 3).limit_denominator(2), F(0.1).limit_denominator(), F(10**9 + 7, 10**9).limit_denominator(10))
print(F(-7, 3).limit_denominator(2), F(5, 7).limit_denominator(7), F(1, 10**12).limit_denominator(), F(123456789, 1000000007).limit_denominator(1000))
# ---
from fractions import Fraction as F
a, b = F(1, 3), F(1, 6)
print(a + b, a - b, a * b, a / b, a // b, a % b, divmod(a, b), -a, +a, abs(-a))
print(a + 1, 1 + a, a - 1, 1 - a, a * 3, 3 * a, a / 2, 2 / a, 7 // a, 7 % a, divmod(7, a), a ** 2, a ** -2, 2 ** F(3), F(-2, 3) ** -3)
print(a + 0.5, 0.5 - a, a * 1.5, a / 0.25, a ** 0.5, 4 ** F(1, 2), F(4) ** F(1, 2), F(2) ** F(1, 2), divmod(F(7, 2), 0.75), F(7, 2) % -1, -F(7, 2) // 1)
print(a + 1j, a * 2j, type(a + b).__name__, type(a + 1).__name__, type(a + 1.0).__name__, type(a // b).__name__)
# ---
from fractions import Fraction as F
import math
x = F(7, 2)
print(math.floor(x), math.ceil(x), math.trunc(-x), int(x), int(-x), round(x), round(F(5, 2)), round(F(-5, 2)), round(F(-7, 2)))
print(round(F(1234, 100), 1), round(F(1, 3), -1), round(F(1, 3), 3), round(F(-15, 10), 0), float(x), float(F(1, 3)), bool(F(0)), bool(x))
print(math.floor(F(-1, 3)), math.ceil(F(-1, 3)), type(round(x)).__name__, type(round(x, 1)).__name__, F(1, 3).real, F(1, 3).imag, F(1, 3).conjugate())
# ---
from fractions import Fraction as F
print(F(1, 3) == 1 / 3, F(1, 2) == 0.5, F(1, 2) < float('inf'), F(1, 2) > float('nan'), F(1, 2) == float('nan'), F(3) == 3, F(3, 1) != 3)
print(F(1, 3) < F(1, 2) <= 1, F(1, 2) > 0.49, F(-1, 2) >= -0.5, F(1, 2) == F(2, 4), F(1, 2) == 0.5 + 0j, F(1, 2) == 'x', 2 > F(3, 2))
print(max(F(1, 3), F(1, 2), 0.4), min(F(1, 3), 0.3), sorted([F(1, 2), 0.3, 1, F(-1, 3)]), sum([F(1, 3)] * 3), sum([F(1, 10)] * 10) == 1)
# ---
from fractions import Fraction as F
print(hash(F(1, 3)), hash(F(2, 1)), hash(F(-1, 2)), hash(F(10**30, 7)), hash(F(1, 2)) == hash(0.5), hash(F(5)) == hash(5), hash(F(-1)))
d = {F(1, 2): 'half', 3: 'three'}
print(d[0.5], d[F(3)], F(1, 4) in {0.25}, len({F(1, 2), 0.5, F(2, 4)}), hash(F(1, 2305843009213693951)))
# ---
from fractions import Fraction as F
cases = [lambda: F(1.5, 2), lambda: F(1, 0), lambda: F(0, 0), lambda: F(float('nan')), lambda: F(float('inf')),
         lambda: F([1]), lambda: F('1/0'), lambda: F.from_float('x'), lambda: F.from_decimal(1.5),
         lambda: F(1, 3).limit_denominator(0), lambda: F(1) / 0, lambda: F(1) // 0, lambda: F(1) % 0, lambda: divmod(F(1), 0),
         lambda: F(0) ** -1, lambda: F(1, 3) < 1j, lambda: F(1, 3) + 'a', lambda: 'a' * F(1), lambda: format(F(1, 3), '.2f'),
         lambda: format(F(1, 3), ''), lambda: F(3) / F(0), lambda: F(1, 2.0), lambda: F(numerator=3, denominator=4),
         lambda: F(10**400, 3) + 1 > 0, lambda: float(F(10**400, 3)), lambda: F(1, 3) ** F(1, 2), lambda: (-8) ** F(1, 3),
         lambda: F(-8) ** F(1, 3), lambda: F(2) ** 10000 > 0, lambda: F(1, 3) + None, lambda: F(None)]
for i, f in enumerate(cases):
    try:
        print(i, f())
    except Exception as e:
        print(i, type(e).__name__, e)
# ---
from fractions import Fraction
def harmonic(n):
    return sum(Fraction(1, k) for k in range(1, n + 1))
h = harmonic(30)
print(h, float(h), h.numerator.bit_length(), h.limit_denominator(1000))
def egyptian(f):
    out = []
    while f.numerator:
        d = -(-f.denominator // f.numerator)
        out.append(Fraction(1, d))
        f -= Fraction(1, d)
    return out
print(egyptian(Fraction(7, 15)), egyptian(Fraction(5, 121)))
# ---
from fractions import Fraction
def bernoulli(n):
    a = [0] * (n + 1)
    for m in range(n + 1):
        a[m] = Fraction(1, m + 1)
        for j in range(m, 0, -1):
            a[j - 1] = j * (a[j - 1] - a[j])
    return a[0]
print([str(bernoulli(i)) for i in range(12)])
m = [[Fraction(2), Fraction(1)], [Fraction(5), Fraction(3)]]
det = m[0][0] * m[1][1] - m[0][1] * m[1][0]
inv = [[m[1][1] / det, -m[0][1] / det], [-m[1][0] / det, m[0][0] / det]]
print(det, inv)
# ---
from fractions import Fraction
Fraction(1, 0)
# ---
from fractions import Fraction
Fraction('1/2x')
# ---
from fractions import Fraction
class MyF(Fraction):
    pass
x = MyF(1, 3)
print(repr(x), type(x + 1).__name__, isinstance(x, Fraction), x == Fraction(1, 3), hash(x) == hash(Fraction(1, 3)))
import copy
print(copy.copy(Fraction(1, 2)), copy.deepcopy([Fraction(2, 3)]))
# ---
import fractions
print(fractions.Fraction(22, 7), fractions.__all__ if hasattr(fractions, '__all__') else None)
print(f'{fractions.Fraction(1, 3)}', '%s' % fractions.Fraction(2, 4), str(fractions.Fraction(-1, 3)))