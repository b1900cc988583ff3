import math
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan)
print(type(math.pi).__name__, math.isnan(math.nan), math.isinf(math.inf), math.isfinite(1e308))
# ---
import math
print(math.comb(10, 3), math.comb(52, 5), math.comb(5, 7), math.comb(0, 0), math.comb(100, 50))
print(math.perm(5), math.perm(5, 2), math.perm(5, 0), math.perm(3, 4), math.perm(20, 10))
print(math.factorial(0), math.factorial(1), math.factorial(20), math.factorial(30))
print(math.isqrt(0), math.isqrt(15), math.isqrt(16), math.isqrt(10**40), math.isqrt(2**127 - 1), math.isqrt(True))
# ---
import math
print(math.gcd(), math.gcd(12), math.gcd(-12), math.gcd(12, 18), math.gcd(12, 18, 27), math.gcd(0, 0), math.gcd(2**100, 6**50))
print(math.lcm(), math.lcm(4), math.lcm(4, 6), math.lcm(4, 6, 10), math.lcm(0, 5), math.lcm(-4, 6), math.lcm(2**64, 3**40))
# ---
import math
print(math.prod([1, 2, 3, 4]), math.prod([]), math.prod([2.5, 4]), math.prod(range(1, 11), start=2))
print(math.prod([[1], ]) if False else math.prod(x for x in [3, 5]), math.prod(['a'], start=3))
print(math.prod([1, 2], start=1.5), math.prod([True, True]))
# ---
import math
print(math.fsum([0.1] * 10), sum([0.1] * 10))
print(math.fsum([1e100, 1.0, -1e100, 1e-100, 1e50, -1.0, -1e50]))
print(math.fsum([]), math.fsum([1, 2, 3]), math.fsum([0.1, 0.2, 0.3]), math.fsum(x / 7 for x in range(100)))
print(math.fsum([1e308, 1e308, -1e308]), math.fsum([math.inf, 1.0]), math.fsum([math.nan, 1.0]), math.fsum([-0.0, -0.0]))
print(math.fsum([2.0**53, 1.0, 1.0]), math.fsum([2.0**53, 1.0]), math.fsum([5e-324, 5e-324]))
# ---
import math
print(math.dist((0, 0), (3, 4)), math.dist([1, 2, 3], [4, 5, 6]), math.dist((1.5,), (-2.5,)), math.dist((), ()))
print(math.hypot(3, 4), math.hypot(), math.hypot(-5), math.hypot(1, 1, 1, 1), math.hypot(1e300, 1e300), math.hypot(1e-320, 1e-320))
print(math.hypot(math.inf, math.nan), math.hypot(math.nan, 1), math.hypot(0.1, 0.2, 0.3), math.dist((0.1, 0.2), (0.3, 0.7)))
# ---
import math
print(math.nextafter(1.0, 2.0), math.nextafter(1.0, 0.0), math.nextafter(0.0, 1.0), math.nextafter(0.0, -1.0), math.nextafter(5.0, 5.0))
print(math.ulp(1.0), math.ulp(0.0), math.ulp(-1e300), math.ulp(math.inf), math.ulp(1e-310), math.ulp(2.0**1023 * 1.9999999999999998))
print(math.isnan(math.ulp(math.nan)), math.nextafter(math.inf, 0.0))
# ---
import math
print(math.cbrt(8), math.cbrt(0.0), math.cbrt(-0.0), math.cbrt(1), math.cbrt(64.0), math.cbrt(math.inf))
print(math.exp2(0), math.exp2(10), math.exp2(-1), math.exp2(0.5), math.exp2(-1075), math.exp2(1023))
print(math.exp(0), math.exp(1), math.exp(-math.inf), math.expm1(0.0), math.expm1(1e-10))
# ---
import math
print(math.log(1), math.log(math.e), math.log(8, 2), math.log(100, 10), math.log(1000, 10), math.log(2**1000, 2))
print(math.log(10**400), math.log(10**400, 10), math.log2(8), math.log2(1024), math.log2(2**2000), math.log2(0.5), math.log2(3))
print(math.log10(1000), math.log10(10**500), math.log10(0.001), math.log1p(0), math.log1p(1e-20), math.log(1, 10))
# ---
import math
print(math.frexp(0.0), math.frexp(1.0), math.frexp(8.0), math.frexp(-0.3), math.frexp(1e-320), math.frexp(math.inf), math.frexp(5))
print(math.ldexp(0.5, 4), math.ldexp(1, -1074), math.ldexp(1, -1075), math.ldexp(-3.0, 100), math.ldexp(1.0, -10**20), math.ldexp(math.inf, -5))
m, e = math.frexp(123.456); print(m, e, math.ldexp(m, e))
# ---
import math
print(math.modf(3.5), math.modf(-3.5), math.modf(0.0), math.modf(-0.0), math.modf(math.inf), math.modf(-math.inf), math.modf(5))
print(math.isnan(math.modf(math.nan)[0]), math.copysign(1, -0.0), math.copysign(-3, 2), math.copysign(2.5, -math.nan), math.copysign(math.inf, -1))
print(math.fabs(-3), math.fabs(-0.0), math.fmod(7, 3), math.fmod(-7, 3), math.fmod(7, -3), math.fmod(1, math.inf), math.fmod(-0.0, 1))
# ---
import math
print(math.remainder(5, 3), math.remainder(7, 2), math.remainder(5, 2), math.remainder(-5, 2), math.remainder(6, 4), math.remainder(1, math.inf))
print(math.remainder(10.5, 3), math.remainder(-0.0, 1), math.remainder(1e300, 3.5))
# ---
import math
print(math.isclose(1.0, 1.0 + 1e-10), math.isclose(1.0, 1.1), math.isclose(1.0, 1.1, rel_tol=0.1), math.isclose(0.0, 1e-10))
print(math.isclose(0.0, 1e-10, abs_tol=1e-9), math.isclose(math.inf, math.inf), math.isclose(math.inf, 1e308), math.isclose(math.nan, math.nan))
print(math.isclose(a=1, b=1), math.isclose(1, 2, abs_tol=1), math.isclose(-1, 1, rel_tol=2))
# ---
import math
print(math.floor(3.7), math.floor(-3.2), math.floor(5), math.floor(True), math.floor(-0.5), math.floor(1e20), math.floor(2.0**70))
print(math.ceil(3.2), math.ceil(-3.7), math.ceil(5), math.ceil(1e-300), math.trunc(3.9), math.trunc(-3.9), math.trunc(7))
print(type(math.floor(3.5)).__name__, type(math.ceil(False)).__name__)
class Q:
    def __floor__(self): return 'floor!'
    def __ceil__(self): return 'ceil!'
    def __trunc__(self): return 'trunc!'
print(math.floor(Q()), math.ceil(Q()), math.trunc(Q()))
class R:
    def __float__(self): return 2.5
print(math.floor(R()), math.ceil(R()), math.sqrt(R()))
# ---
import math
print(math.sqrt(16), math.sqrt(2), math.sqrt(0.0), math.sqrt(-0.0), math.sqrt(math.inf), math.sqrt(10**300))
print(math.pow(2, 10), math.pow(2, 0.5), math.pow(-2, 3), math.pow(0, 0), math.pow(1, math.nan), math.pow(math.nan, 0), math.pow(-1, math.inf), math.pow(0.5, -math.inf))
print(math.pow(-8, 1/3) if False else math.pow(4, -0.5), math.pow(10, -400), math.pow(-0.0, 3), math.pow(math.inf, -1))
# ---
import math
print(math.sin(0), math.cos(0), math.tan(0), math.asin(1), math.acos(1), math.acos(0), math.atan(1), math.atan(math.inf))
print(math.atan2(1, 1), math.atan2(-0.0, -1), math.atan2(0.0, -1), math.atan2(0, 0), math.atan2(math.inf, math.inf))
print(math.sinh(0), math.cosh(0), math.tanh(0), math.tanh(100), math.asinh(0), math.acosh(1), math.atanh(0), math.tanh(-math.inf))
# ---
import math
print(math.degrees(math.pi), math.degrees(1), math.radians(180), math.radians(90), math.degrees(-math.pi / 2))
print(math.gamma(1), math.gamma(5), math.gamma(10), math.gamma(23), math.lgamma(1), math.lgamma(2))
print(math.erf(0), math.erfc(0), math.erf(math.inf), math.erfc(-math.inf), math.erf(0.5), math.erfc(0.5), math.erf(-0.25), math.erfc(1e-3))
# ---
import math
cases = [lambda: math.sqrt(-1), lambda: math.log(0), lambda: math.log(-1.5), lambda: math.log(10, 1), lambda: math.log(10, 0),
         lambda: math.exp(1000), lambda: math.factorial(5.0), lambda: math.factorial(-1), lambda: math.comb(-1, 2),
         lambda: math.comb(5, -1), lambda: math.perm(5, -1), lambda: math.perm(-5), lambda: math.comb(5.0, 2), lambda: math.isqrt(-1),
         lambda: math.gcd(1.5), lambda: math.lcm('a'), lambda: math.dist([1], [1, 2]), lambda: math.dist(1, 2),
         lambda: math.fsum([math.inf, -math.inf]), lambda: math.fsum([1e308, 1e308]), lambda: math.ldexp(1.0, 1.5),
         lambda: math.ldexp(1.0, 10000), lambda: math.fmod(1, 0), lambda: math.fmod(math.inf, 1), lambda: math.remainder(1, 0),
         lambda: math.remainder(math.inf, 2), lambda: math.isclose(1, 2, rel_tol=-1), lambda: math.isclose(1, 2, 3),
         lambda: math.isclose(1), lambda: math.floor('a'), lambda: math.trunc('a'), lambda: math.sqrt('a'),
         lambda: math.pow(0, -1), lambda: math.pow(-1, 0.5), lambda: math.pow(10, 400), lambda: math.atanh(1),
         lambda: math.acos(2), lambda: math.asin(-1.5), lambda: math.acosh(0.5), lambda: math.gamma(0), lambda: math.gamma(-1), lambda: math.lgamma(-2),
         lambda: math.cosh(1000), lambda: math.sinh(-1000), lambda: math.log1p(-1), lambda: math.nextafter(1),
         lambda: math.prod([1, 2], 2), lambda: math.sqrt(), lambda: math.sqrt(1, 2), lambda: math.log(), lambda: math.log(1, 2, 3),
         lambda: math.hypot(1.5, 'a'), lambda: math.ceil(float('nan')), lambda: math.floor(float('inf')), lambda: math.trunc(-math.inf),
         lambda: math.factorial(10**20), lambda: math.comb(10**20, 10**19), lambda: math.ulp(), lambda: math.log(-10**400),
         lambda: math.sqrt(10**400), lambda: math.exp2(2000), lambda: math.copysign(1, 'a'), lambda: math.isqrt(2.0),
         lambda: math.comb(3), lambda: math.log2(0), lambda: math.log2(-3), lambda: math.log10(-1), lambda: math.log10(0),
         lambda: math.fsum([1, 'a']), lambda: math.fsum(1), lambda: math.prod(1), lambda: math.isnan('x'), lambda: math.expm1(1000),
         lambda: math.sin(math.inf), lambda: math.cos(-math.inf), lambda: math.tan(math.inf), lambda: math.sqrt(-math.inf),
         lambda: math.prod([1], begin=3), lambda: math.sqrt(x=4), lambda: math.gcd(2, b=4), lambda: math.exp(10**400), lambda: math.frexp('x'),
         lambda: math.modf(None), lambda: math.radians([]), lambda: math.fabs(1j)]
for i, f in enumerate(cases):
    try:
        print(i, f())
    except Exception as e:
        print(i, type(e).__name__, e)
# ---
import math
print(math.floor(-7 / 2), math.ceil(10 / 3), int(math.sqrt(49)), round(math.pi, 3), round(math.e, 5))
def area(r):
    return math.pi * r ** 2
print([round(area(r), 2) for r in range(4)])
print(math.factorial(100) % 1000007, len(str(math.factorial(500))), math.comb(1000, 500) % 10**9)
# ---
import math
print(math.sqrt(-4))
# ---
import math
math.factorial(-3)
# ---
from math import *
print(floor(pi), ceil(e), sqrt(2) * sqrt(2), isclose(sqrt(2) * sqrt(2), 2), gcd(48, 180), comb(6, 2), tau / 2 == pi)
# ---
import math
print(sorted(n for n in dir(math) if not n.startswith('_')))
# ---
import math
pts = [(0, 0), (3, 4), (6, 8), (-1, 2.5)]
print([round(math.dist(p, q), 6) for p in pts for q in pts])
print(max(pts, key=lambda p: math.hypot(*p)), math.atan2(4, 3), math.degrees(math.atan2(1, 1)))
# ---
import math
math.log('x')
# ---
import math
print(math.comb(10**6, 2), math.perm(10**6, 3), math.comb(2**70, 3), math.factorial(3) ** 2)
print(math.isqrt(10**200 + 12345), math.gcd(10**50 + 3, 10**30 + 7), math.lcm(*range(1, 30)))