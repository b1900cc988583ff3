import math
vals = [0, 1, -1, 2, -3, 10**20, -10**20, 2**1100, 0.0, -0.0, 0.5, -2.5, 1e-310, 1e308, float('inf'), float('-inf'), float('nan'), True, 1j, 'a', None, [1, 2]]
skip = {'cbrt', 'erf', 'erfc', 'gamma', 'lgamma', 'sin'}
for n in sorted(n for n in dir(math) if not n.startswith('_') and callable(getattr(math, n)) and n not in skip and n >= 'a' and n < 'e'):
    f = getattr(math, n)
    for a in vals:
        for args in [(a,), (a, 2), (2, a)]:
            try:
                s = repr(f(*args))
            except Exception as e:
                s = type(e).__name__ + ': ' + str(e)
            print(n, args, s)
# ---
import math
vals = [0, 1, -1, 2, -3, 10**20, -10**20, 2**1100, 0.0, -0.0, 0.5, -2.5, 1e-310, 1e308, float('inf'), float('-inf'), float('nan'), True, 1j, 'a', None, [1, 2]]
skip = {'cbrt', 'erf', 'erfc', 'gamma', 'lgamma', 'sin'}
for n in sorted(n for n in dir(math) if not n.startswith('_') and callable(getattr(math, n)) and n not in skip and n >= 'e' and n < 'l'):
    f = getattr(math, n)
    for a in vals:
        for args in [(a,), (a, 2), (2, a)]:
            try:
                s = repr(f(*args))
            except Exception as e:
                s = type(e).__name__ + ': ' + str(e)
            print(n, args, s)
# ---
import math
vals = [0, 1, -1, 2, -3, 10**20, -10**20, 2**1100, 0.0, -0.0, 0.5, -2.5, 1e-310, 1e308, float('inf'), float('-inf'), float('nan'), True, 1j, 'a', None, [1, 2]]
skip = {'cbrt', 'erf', 'erfc', 'gamma', 'lgamma', 'sin'}
for n in sorted(n for n in dir(math) if not n.startswith('_') and callable(getattr(math, n)) and n not in skip and n >= 'l' and n < 'q'):
    f = getattr(math, n)
    for a in vals:
        for args in [(a,), (a, 2), (2, a)]:
            try:
                s = repr(f(*args))
            except Exception as e:
                s = type(e).__name__ + ': ' + str(e)
            print(n, args, s)
# ---
import math
vals = [0, 1, -1, 2, -3, 10**20, -10**20, 2**1100, 0.0, -0.0, 0.5, -2.5, 1e-310, 1e308, float('inf'), float('-inf'), float('nan'), True, 1j, 'a', None, [1, 2]]
skip = {'cbrt', 'erf', 'erfc', 'gamma', 'lgamma', 'sin'}
for n in sorted(n for n in dir(math) if not n.startswith('_') and callable(getattr(math, n)) and n not in skip and n >= 'q' and n < '{'):
    f = getattr(math, n)
    for a in vals:
        for args in [(a,), (a, 2), (2, a)]:
            try:
                s = repr(f(*args))
            except Exception as e:
                s = type(e).__name__ + ': ' + str(e)
            print(n, args, s)
# ---
import cmath as math
vals = [0, 1, -1, 2, -3, 10**20, -10**20, 2**1100, 0.0, -0.0, 0.5, -2.5, 1e-310, 1e308, float('inf'), float('-inf'), float('nan'), True, 1j, -2+3j, 'a', None, [1, 2]]
skip = {'rect', 'sin'}
for n in sorted(n for n in dir(math) if not n.startswith('_') and callable(getattr(math, n)) and n not in skip and n >= 'a' and n < 'l'):
    f = getattr(math, n)
    for a in vals:
        for args in [(a,), (a, 2), (2, a)]:
            try:
                s = repr(f(*args))
            except Exception as e:
                s = type(e).__name__ + ': ' + str(e)
            print(n, args, s)
# ---
import cmath as math
vals = [0, 1, -1, 2, -3, 10**20, -10**20, 2**1100, 0.0, -0.0, 0.5, -2.5, 1e-310, 1e308, float('inf'), float('-inf'), float('nan'), True, 1j, -2+3j, 'a', None, [1, 2]]
skip = {'rect', 'sin'}
for n in sorted(n for n in dir(math) if not n.startswith('_') and callable(getattr(math, n)) and n not in skip and n >= 'l' and n < '{'):
    f = getattr(math, n)
    for a in vals:
        for args in [(a,), (a, 2), (2, a)]:
            try:
                s = repr(f(*args))
            except Exception as e:
                s = type(e).__name__ + ': ' + str(e)
            print(n, args, s)