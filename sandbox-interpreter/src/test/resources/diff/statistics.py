import statistics as st
print(st.mean([1, 2, 3, 4, 4]), st.mean([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]), st.mean([0.1] * 10), st.mean([1, 2]), st.mean(range(1, 101)))
print(st.mean([1e50, 1, -1e50] * 3), st.mean([3, 2.25, 4.5, -0.5, 0.25]), st.mean(iter([1, 2, 3])), st.mean([True, False, True]), type(st.mean([1, 2, 3])).__name__)
# ---
import statistics as st
from fractions import Fraction as F
print(st.mean([F(3, 7), F(1, 21), F(5, 3), F(1, 3)]), st.mean([F(1, 2), 1]), st.mean([F(1, 2), 0.25]), st.variance([F(1, 2), F(3, 4), F(5, 6)]))
print(st.median([F(1, 2), F(1, 3), F(1, 4)]), st.pvariance([F(1, 4), F(5, 4), F(1, 2)]), st.harmonic_mean([F(1, 2), F(1, 3)]))
# ---
import statistics as st
print(st.fmean([3.5, 4.0, 5.25]), st.fmean(x for x in [1, 2, 3]), st.fmean([1, 2, 3], weights=[0.25, 0.25, 0.5]), st.fmean([0.1] * 10), st.fmean(range(10)))
print(st.geometric_mean([54, 24, 36]), st.geometric_mean([1, 2, 4]), st.geometric_mean([2.5]), st.harmonic_mean([40, 60]), st.harmonic_mean([2.5, 3, 10]))
print(st.harmonic_mean([40, 60], weights=[5, 30]), st.harmonic_mean([0, 5]), st.harmonic_mean([7]), st.harmonic_mean([1, 2, 4]), st.harmonic_mean([0.5, 0.25]))
# ---
import statistics as st
print(st.median([1, 3, 5]), st.median([1, 3, 5, 7]), st.median([5, 1, 3, 7, 2.5]), st.median(['b', 'c', 'a']), st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]))
print(st.median_low([1, 3, 5]), st.median_high([1, 3, 5]), st.median_high(['x']), st.median([2, 4]), type(st.median([1, 2])).__name__)
print(st.median_grouped([52, 52, 53, 54]), st.median_grouped([1, 3, 3, 5, 7]), st.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]), st.median_grouped([1, 3, 3, 5, 7], interval=2), st.median_grouped([2.5]))
# ---
import statistics as st
print(st.mode([1, 1, 2, 3, 3, 3, 3, 4]), st.mode(['red', 'blue', 'blue', 'red', 'green', 'red', 'red']), st.mode([1, 2, 2, 1]), st.mode('aabbbc'))
print(st.multimode('aabbbbccddddeeffffgg'), st.multimode(''), st.multimode([1, 1, 2, 2]), st.multimode([3.5]))
# ---
import statistics as st
data = [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]
print(st.variance(data), st.pvariance(data), st.stdev(data), st.pstdev(data))
print(st.variance([1, 2, 3, 4]), st.pvariance([1, 2, 3, 4]), st.stdev([1, 2, 3, 4]), st.pstdev([1, 2, 3, 4]), st.variance([2, 2, 2]), st.stdev([1.5, 2.5]))
m = st.mean(data)
print(st.variance(data, m), st.pvariance(data, mu=m), st.stdev(data, xbar=1.5), st.pstdev([0.0, 0.25, 0.25, 1.25, 1.5, 1.75, 2.75, 3.25], 1.0))
print(st.variance([0.1, 0.2, 0.3, 0.4]), st.stdev([0.1, 0.2, 0.3, 0.4]), st.pstdev([1e10, 1e10 + 1, 1e10 + 2]), st.stdev(range(1, 1000, 7)))
# ---
import statistics as st
print(st.quantiles([105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91, 103, 129, 106, 101, 84, 111, 74, 87, 86, 103, 103, 106, 86, 111, 75, 87, 102, 121, 111, 88, 89, 101, 106, 95, 103, 107, 101, 81, 109, 104], n=10))
print(st.quantiles([1, 2, 3, 4, 5]), st.quantiles([1, 2, 3, 4, 5], method='inclusive'), st.quantiles([1.5, 2.5], n=3), st.quantiles(range(1, 101), n=4, method='inclusive'), st.quantiles([1, 9], n=1))
# ---
import statistics as st
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
print(st.covariance(x, y), st.covariance(x, x[::-1]), st.correlation(x, x), st.correlation(x, x[::-1]), st.correlation(x, y))
year = [1971, 1975, 1979, 1982, 1983]
films = [1, 2, 3, 4, 5]
r = st.linear_regression(year, films)
print(r, r.slope, r.intercept, round(r.slope * 2019 + r.intercept))
print(st.linear_regression([1, 2, 3], [2, 4, 6.5], proportional=True), st.linear_regression([0.5, 1.5, 2.5], [1.1, 2.9, 5.2]))
# ---
import statistics as st
from statistics import StatisticsError
cases = [lambda: st.mean([]), lambda: st.fmean([]), lambda: st.fmean([1, 2], weights=[1]), lambda: st.fmean([1, 2], weights=[1, -1]),
         lambda: st.geometric_mean([]), lambda: st.geometric_mean([1, -1]), lambda: st.geometric_mean([0, 1]), lambda: st.harmonic_mean([]),
         lambda: st.harmonic_mean([1, -1]), lambda: st.harmonic_mean([-3]), lambda: st.harmonic_mean(['a']), lambda: st.harmonic_mean([1, 2], weights=[1]),
         lambda: st.median([]), lambda: st.median_low([]), lambda: st.median_high([]), lambda: st.median_grouped([]), lambda: st.mode([]),
         lambda: st.variance([1]), lambda: st.pvariance([]), lambda: st.stdev([1]), lambda: st.pstdev([]), lambda: st.quantiles([1], n=4),
         lambda: st.quantiles([1, 2], n=0), lambda: st.quantiles([1, 2], method='x'), lambda: st.covariance([1, 2], [1]),
         lambda: st.covariance([1], [1]), lambda: st.correlation([1, 1, 1], [1, 2, 3]), lambda: st.correlation([1, 2], [3]),
         lambda: st.linear_regression([1, 1], [1, 2]), lambda: st.linear_regression([1], [2]), lambda: st.mean(['a', 'b']),
         lambda: st.mean([1, 'a']), lambda: st.variance(['a', 'b']), lambda: st.median_grouped(['a', 'b']), lambda: st.harmonic_mean([1, 0, 2]),
         lambda: isinstance(StatisticsError('x'), ValueError), lambda: st.mean([1.5, float('inf')]), lambda: st.variance([1, float('nan')]),
         lambda: st.median_grouped([1, 2], interval='x'), lambda: st.stdev([1, float('nan')])]
for i, f in enumerate(cases):
    try:
        print(i, f())
    except Exception as e:
        print(i, type(e).__name__, e)
# ---
import statistics
statistics.mean([])
# ---
import statistics
try:
    statistics.stdev([5])
except statistics.StatisticsError as e:
    print('caught', e, type(e).__mro__[1].__name__)
scores = {'ann': [90, 85, 77], 'bob': [60, 75, 98, 88], 'cy': [100, 100]}
for k, v in scores.items():
    print(k, statistics.mean(v), round(statistics.pstdev(v), 4), statistics.median(v))
# ---
import statistics as st
import random
rng = random.Random(8)
data = [rng.gauss(100, 15) for _ in range(200)]
print(st.mean(data), st.fmean(data), st.median(data), st.stdev(data), st.pstdev(data), st.variance(data))
print(st.quantiles(data, n=4), st.geometric_mean(data), st.harmonic_mean(data))
ints = [rng.randint(1, 6) for _ in range(100)]
print(st.mean(ints), st.variance(ints), st.mode(ints), st.multimode(ints), st.median_grouped(ints))
# ---
import statistics as st
n = st.NormalDist(100, 15)
print(n, n.mean, n.stdev, n.variance, round(n.cdf(130), 6), round(n.pdf(100), 8), n.zscore(115), n + 5, n * 2, n == st.NormalDist(100, 15))
print(st.NormalDist.from_samples([2.5, 3.25, 5.5, 11.25, 11.75]))