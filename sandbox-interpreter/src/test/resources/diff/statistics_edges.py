import statistics as st
from fractions import Fraction as F
from decimal import Decimal as D
import random
r = random.Random(3)
datasets = [[1, 2, 3, 4], [2.5, 3.25, 5.5, 11.25, 11.75], [F(1, 3), F(2, 3), F(5, 4)], [D('1.5'), D('2.25'), D('3.125')], [1, 2.5], [F(1, 2), 0.25], [1, F(1, 2)], [D(1), 2],
            [r.gauss(0, 1) for _ in range(50)], [r.randint(1, 10) for _ in range(30)], [1e300, 1e300], [1, 1, 1], [5], [], [0.1] * 7, [1, float('inf')], [1, float('nan')], ['a', 'b', 'c'], [True, False, True], [-1, -2, -4]]
funcs = ['mean', 'fmean', 'geometric_mean', 'harmonic_mean', 'median', 'median_low', 'median_high', 'median_grouped', 'mode', 'multimode', 'pstdev', 'pvariance', 'stdev', 'variance']
for f in funcs:
    for d in datasets:
        try:
            v = getattr(st, f)(d)
            s = repr(v)
        except Exception as e:
            s = type(e).__name__ + ': ' + str(e)
        print(f, repr(d)[:60], s)
for d in datasets:
    for n in (1, 2, 4, 10):
        for m in ('exclusive', 'inclusive'):
            try:
                s = repr(st.quantiles(d, n=n, method=m))
            except Exception as e:
                s = type(e).__name__ + ': ' + str(e)
            print('quantiles', n, m, repr(d)[:40], s)
xs = [[1, 2, 3, 4, 5], [2.5, 0.5, 7.25, 3.0, 1.0], [1, 1, 1, 1, 1], [r.random() for _ in range(5)]]
for x in xs:
    for y in xs:
        for f in ('covariance', 'correlation', 'linear_regression'):
            try:
                s = repr(getattr(st, f)(x, y))
            except Exception as e:
                s = type(e).__name__ + ': ' + str(e)
            print(f, x[:2], y[:2], s)
        try:
            print('prop', st.linear_regression(x, y, proportional=True))
        except Exception as e:
            print('prop', type(e).__name__, e)
