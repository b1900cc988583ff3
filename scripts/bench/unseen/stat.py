# Written 2026-11-28 as a program the interpreter was never tuned on (issue 25: the compiled tier's default-on check).
import statistics, random
from fractions import Fraction
random.seed(5)
xs = [random.gauss(50, 10) for _ in range(40000)]
print(round(statistics.mean(xs), 6), round(statistics.stdev(xs), 6), round(statistics.median(xs), 6))
print(statistics.quantiles(xs, n=10)[:2])
fs = sum(Fraction(1, i) for i in range(1, 400))
print(fs.numerator % 1000, fs.denominator % 1000)
