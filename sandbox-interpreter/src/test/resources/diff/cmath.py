import cmath
print(cmath.pi, cmath.e, cmath.tau, cmath.inf, cmath.nan, cmath.infj, cmath.nanj)
print(type(cmath.infj).__name__, cmath.isinf(cmath.infj), cmath.isnan(cmath.nanj), cmath.isfinite(1+2j))
# ---
import cmath
print(cmath.sqrt(-1), cmath.sqrt(4), cmath.sqrt(-4 + 0j), cmath.sqrt(complex(-4, -0.0)), cmath.sqrt(3 + 4j), cmath.sqrt(0j), cmath.sqrt(1j))
print(cmath.sqrt(complex(-0.0, 0.0)), cmath.sqrt(complex(1e-320, 1e-320)), cmath.sqrt(complex(1e308, 1e308)), cmath.sqrt(2.5), cmath.sqrt(-2))
# ---
import cmath
print(cmath.exp(0), cmath.exp(1j * cmath.pi), cmath.exp(1 + 1j), cmath.exp(-1000), cmath.exp(complex(1, 0)))
print(cmath.log(1), cmath.log(-1), cmath.log(1j), cmath.log(1 + 1j), cmath.log(complex(-1, -0.0)), cmath.log(100, 10), cmath.log(8, 2))
print(cmath.log10(100), cmath.log10(-100), cmath.log10(1j), cmath.log(1e-320 + 0j), cmath.log(complex(1e308, 1e308)))
# ---
import cmath
print(cmath.phase(-1), cmath.phase(complex(-1, -0.0)), cmath.phase(1j), cmath.phase(0), cmath.phase(-1j), cmath.phase(3 + 4j))
print(cmath.polar(1j), cmath.polar(-2), cmath.polar(3 + 4j), cmath.polar(0), cmath.polar(complex(1e308, 1e308)))
print(cmath.rect(2, 0), cmath.rect(2, cmath.pi), cmath.rect(1, cmath.pi / 2), cmath.rect(0, 1), cmath.rect(-1, 0.5))
r, phi = cmath.polar(1 - 1j); print(cmath.rect(r, phi))
# ---
import cmath
for z in [0.5, 2, -2, 1j, 0.5 + 0.5j, -1.5 - 0.5j, complex(2, -0.0), complex(-2, 0.0), complex(-2, -0.0), 0.5 - 0.25j]:
    print(z, cmath.acos(z), cmath.asin(z), cmath.atan(z) if z != 1j else None)
# ---
import cmath
for z in [0.5, 2, -2, 1j, 2 + 3j, -2 - 3j, complex(0.5, -0.0), complex(-3, 0.0), complex(-3, -0.0), 0.1j]:
    print(z, cmath.acosh(z), cmath.asinh(z), cmath.atanh(z) if z not in (1, -1) else None)
# ---
import cmath
for z in [0, 1, -1, 1j, 2 + 3j, -1.5 + 0.5j, complex(0, -0.0), 0.25]:
    print(z, cmath.sin(z), cmath.cos(z), cmath.tan(z), cmath.sinh(z), cmath.cosh(z), cmath.tanh(z))
# ---
import cmath
print(cmath.tanh(1000), cmath.tanh(-1000 + 1j), cmath.tan(1000j), cmath.atanh(1e200), cmath.acos(1e300), cmath.asinh(1e300j), cmath.acosh(-1e300))
# ---
import cmath
print(cmath.isclose(1 + 1j, 1 + 1j), cmath.isclose(1j, 1.0000000001j), cmath.isclose(1j, 1.1j), cmath.isclose(1j, 1.1j, rel_tol=0.2))
print(cmath.isclose(0j, 1e-10j, abs_tol=1e-9), cmath.isclose(cmath.infj, cmath.infj), cmath.isclose(cmath.nanj, cmath.nanj), cmath.isclose(1, 1.0))
# ---
import cmath
class C:
    def __complex__(self): return 3 + 4j
class F:
    def __float__(self): return -4.0
print(cmath.sqrt(C()), cmath.sqrt(F()), cmath.phase(C()), cmath.polar(F()), cmath.exp(True))
# ---
import cmath
cases = [lambda: cmath.sqrt('a'), lambda: cmath.log(0), lambda: cmath.log(1 + 1j, 0), lambda: cmath.log(1 + 1j, 1),
         lambda: cmath.exp(1000), lambda: cmath.exp(complex(1000, 1)), lambda: cmath.sqrt(), lambda: cmath.log(1, 2, 3),
         lambda: cmath.log(), lambda: cmath.isclose(1j, 1j, rel_tol=-1), lambda: cmath.isclose(1j), lambda: cmath.atanh(1),
         lambda: cmath.atanh(-1), lambda: cmath.atan(1j), lambda: cmath.atan(-1j), lambda: cmath.cosh(1000), lambda: cmath.sinh(-1000),
         lambda: cmath.cos(1000j), lambda: cmath.rect(1, cmath.inf), lambda: cmath.exp(complex(0, cmath.inf)),
         lambda: cmath.phase('x'), lambda: cmath.polar(None), lambda: cmath.rect('a', 1), lambda: cmath.sqrt(x=1),
         lambda: cmath.log(0j, 10)]
for i, f in enumerate(cases):
    try:
        print(i, f())
    except Exception as e:
        print(i, type(e).__name__, e)
# ---
import cmath
def roots(a, b, c):
    d = cmath.sqrt(b * b - 4 * a * c)
    return (-b + d) / (2 * a), (-b - d) / (2 * a)
print(roots(1, 2, 5), roots(1, -3, 2), roots(2, 0, 8))
print([cmath.exp(2j * cmath.pi * k / 4) for k in range(4)])
# ---
import cmath
cmath.log(0)
# ---
import cmath
print(sorted(n for n in dir(cmath) if not n.startswith('_')))
# ---
import cmath
print(cmath.sqrt(complex(cmath.inf, 1)), cmath.sqrt(complex(-cmath.inf, 1)), cmath.sqrt(complex(1, cmath.inf)), cmath.sqrt(complex(cmath.inf, cmath.nan)))
print(cmath.exp(complex(-cmath.inf, 1)), cmath.exp(complex(cmath.inf, 0)), cmath.log(complex(-cmath.inf, 0)), cmath.log(complex(cmath.inf, cmath.inf)))
# ---
import random, cmath
r = random.Random(9)
zs = [complex(r.uniform(-5, 5), r.uniform(-5, 5)) for _ in range(200)]
print([abs(z) for z in zs[:60]])
print([cmath.polar(z) for z in zs[:50]])
print([cmath.sqrt(z) for z in zs[:50]])