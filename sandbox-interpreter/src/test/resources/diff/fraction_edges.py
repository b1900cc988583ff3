from fractions import Fraction as F
import math
vals = [F(0), F(1), F(-1), F(1, 3), F(-7, 2), F(22, 7), F(10**20, 3), 0, 2, -5, 0.5, -0.25, 1.5e300, float('inf'), float('nan'), 1j, 2+1j]
ops = [('+', lambda a, b: a + b), ('-', lambda a, b: a - b), ('*', lambda a, b: a * b), ('/', lambda a, b: a / b), ('//', lambda a, b: a // b), ('%', lambda a, b: a % b), ('divmod', divmod), ('**', lambda a, b: a ** b), ('<', lambda a, b: a < b), ('==', lambda a, b: a == b), ('>=', lambda a, b: a >= b)]
OPS = ['+', '-', '*']
for name, f in ops:
    if name not in OPS:
        continue
    for a in vals:
        for b in vals:
            if not isinstance(a, F) and not isinstance(b, F):
                continue
            if name == '**' and isinstance(b, F) and abs(b) > 100:
                continue
            try:
                r = repr(f(a, b))
            except Exception as e:
                r = type(e).__name__ + ' ' + str(e)
            print(name, repr(a), repr(b), r)

# ---
from fractions import Fraction as F
import math
vals = [F(0), F(1), F(-1), F(1, 3), F(-7, 2), F(22, 7), F(10**20, 3), 0, 2, -5, 0.5, -0.25, 1.5e300, float('inf'), float('nan'), 1j, 2+1j]
ops = [('+', lambda a, b: a + b), ('-', lambda a, b: a - b), ('*', lambda a, b: a * b), ('/', lambda a, b: a / b), ('//', lambda a, b: a // b), ('%', lambda a, b: a % b), ('divmod', divmod), ('**', lambda a, b: a ** b), ('<', lambda a, b: a < b), ('==', lambda a, b: a == b), ('>=', lambda a, b: a >= b)]
OPS = ['/', '//', '%']
for name, f in ops:
    if name not in OPS:
        continue
    for a in vals:
        for b in vals:
            if not isinstance(a, F) and not isinstance(b, F):
                continue
            if name == '**' and isinstance(b, F) and abs(b) > 100:
                continue
            try:
                r = repr(f(a, b))
            except Exception as e:
                r = type(e).__name__ + ' ' + str(e)
            print(name, repr(a), repr(b), r)

# ---
from fractions import Fraction as F
import math
vals = [F(0), F(1), F(-1), F(1, 3), F(-7, 2), F(22, 7), F(10**20, 3), 0, 2, -5, 0.5, -0.25, 1.5e300, float('inf'), float('nan'), 1j, 2+1j]
ops = [('+', lambda a, b: a + b), ('-', lambda a, b: a - b), ('*', lambda a, b: a * b), ('/', lambda a, b: a / b), ('//', lambda a, b: a // b), ('%', lambda a, b: a % b), ('divmod', divmod), ('**', lambda a, b: a ** b), ('<', lambda a, b: a < b), ('==', lambda a, b: a == b), ('>=', lambda a, b: a >= b)]
OPS = ['divmod', '**']
for name, f in ops:
    if name not in OPS:
        continue
    for a in vals:
        for b in vals:
            if not isinstance(a, F) and not isinstance(b, F):
                continue
            if name == '**' and isinstance(b, F) and abs(b) > 100:
                continue
            try:
                r = repr(f(a, b))
            except Exception as e:
                r = type(e).__name__ + ' ' + str(e)
            print(name, repr(a), repr(b), r)

# ---
from fractions import Fraction as F
import math
vals = [F(0), F(1), F(-1), F(1, 3), F(-7, 2), F(22, 7), F(10**20, 3), 0, 2, -5, 0.5, -0.25, 1.5e300, float('inf'), float('nan'), 1j, 2+1j]
ops = [('+', lambda a, b: a + b), ('-', lambda a, b: a - b), ('*', lambda a, b: a * b), ('/', lambda a, b: a / b), ('//', lambda a, b: a // b), ('%', lambda a, b: a % b), ('divmod', divmod), ('**', lambda a, b: a ** b), ('<', lambda a, b: a < b), ('==', lambda a, b: a == b), ('>=', lambda a, b: a >= b)]
OPS = ['<', '==', '>=']
for name, f in ops:
    if name not in OPS:
        continue
    for a in vals:
        for b in vals:
            if not isinstance(a, F) and not isinstance(b, F):
                continue
            if name == '**' and isinstance(b, F) and abs(b) > 100:
                continue
            try:
                r = repr(f(a, b))
            except Exception as e:
                r = type(e).__name__ + ' ' + str(e)
            print(name, repr(a), repr(b), r)

# ---
from fractions import Fraction as F
import math
vals = [F(0), F(1), F(-1), F(1, 3), F(-7, 2), F(22, 7), F(10**20, 3), 0, 2, -5, 0.5, -0.25, 1.5e300, float('inf'), float('nan'), 1j, 2+1j]
ops = [('+', lambda a, b: a + b), ('-', lambda a, b: a - b), ('*', lambda a, b: a * b), ('/', lambda a, b: a / b), ('//', lambda a, b: a // b), ('%', lambda a, b: a % b), ('divmod', divmod), ('**', lambda a, b: a ** b), ('<', lambda a, b: a < b), ('==', lambda a, b: a == b), ('>=', lambda a, b: a >= b)]
un = [('neg', lambda a: -a), ('abs', abs), ('int', int), ('float', float), ('round', round), ('round2', lambda a: round(a, 2)), ('round-1', lambda a: round(a, -1)), ('floor', math.floor), ('ceil', math.ceil), ('trunc', math.trunc), ('str', str), ('hash', hash), ('bool', bool), ('ld', lambda a: a.limit_denominator(10)), ('ratio', lambda a: a.as_integer_ratio())]
for name, f in un:
    for a in vals:
        if not isinstance(a, F): continue
        try:
            r = repr(f(a))
        except Exception as e:
            r = type(e).__name__ + ' ' + str(e)
        print(name, repr(a), r)

# ---
class A:
    def __eq__(self, o):
        return NotImplemented
print(A() == 1j, 1j == A(), 1j != A(), 1j / (-1+0j), 1j / complex(-3.5), (1+2j) / (3-4j), (1e300+1e300j) / (1e300+1e300j))
print(1.0 ** float('inf'), (-1.0) ** float('inf'), (-1.0) ** float('-inf'), (-3.5) ** float('nan'), 1.0 ** float('nan'), float('nan') ** 0, pow(1, float('nan')))
try:
    (1+1j) / 0j
except ZeroDivisionError as e:
    print(e)