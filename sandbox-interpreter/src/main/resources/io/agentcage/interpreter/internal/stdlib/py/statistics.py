"""Basic statistics of numeric data, with CPython 3.11's results to the last digit.

Sums of data are exact (accumulated as integer ratios per denominator, then as Fractions) and converted once to the
data's type, as CPython does; the standard deviations take correctly rounded square roots of exact fractions.
"""

import math as _math
from fractions import Fraction as _Fraction
from collections import Counter as _Counter, namedtuple as _namedtuple
from bisect import bisect_left as _bisect_left, bisect_right as _bisect_right

__all__ = ['NormalDist', 'StatisticsError', 'correlation', 'covariance', 'fmean', 'geometric_mean',
           'harmonic_mean', 'linear_regression', 'mean', 'median', 'median_grouped', 'median_high', 'median_low',
           'mode', 'multimode', 'pstdev', 'pvariance', 'quantiles', 'stdev', 'variance']


class StatisticsError(ValueError):
    pass


def _is_decimal_type(t):
    return t.__name__ == 'Decimal' and getattr(t, '__module__', '') == 'decimal'


def _ratio(x):
    """x as an exact (numerator, denominator); (x, None) for float or Decimal infinities and NaNs."""
    try:
        return x.as_integer_ratio()
    except AttributeError:
        pass
    except (OverflowError, ValueError):
        return (x, None)
    try:
        return (x.numerator, x.denominator)
    except AttributeError:
        raise TypeError("can't convert type '%s' to numerator/denominator" % type(x).__name__)


def _coerce(t, s):
    """The common type of t and s: ints give way to anything, Fractions to floats, subclasses win."""
    if t is s:
        return t
    if s is int or s is bool:
        return t
    if t is int:
        return s
    if issubclass(s, t):
        return s
    if issubclass(t, s):
        return t
    if issubclass(t, int):
        return s
    if issubclass(s, int):
        return t
    if issubclass(t, _Fraction) and issubclass(s, float):
        return s
    if issubclass(t, float) and issubclass(s, _Fraction):
        return t
    raise TypeError("don't know how to coerce %s and %s" % (t.__name__, s.__name__))


def _common_type(types):
    t = int
    for s in types:
        t = _coerce(t, s)
    return t


def _types_in_order(seen, typ):
    if typ not in seen:
        seen.append(typ)


def _sum(data):
    """(common type, exact sum as a Fraction or a special float/Decimal, count)."""
    count = 0
    types = []
    partials = {}
    last = None
    for x in data:
        typ = type(x)
        if typ is not last:
            _types_in_order(types, typ)
            last = typ
        n, d = _ratio(x)
        count += 1
        partials[d] = partials.get(d, 0) + n
    if None in partials:
        total = partials[None]
    else:
        total = sum(_Fraction(n, d) for d, n in partials.items())
    return (_common_type(types), total, count)


def _ss(data, c=None):
    """(common type, exact sum of squared deviations, mean, count) in one pass over data."""
    if c is not None:
        t, ssd, count = _sum((x - c) * (x - c) for x in data)
        return (t, ssd, c, count)
    count = 0
    types = []
    sx = {}
    sxx = {}
    last = None
    for x in data:
        typ = type(x)
        if typ is not last:
            _types_in_order(types, typ)
            last = typ
        n, d = _ratio(x)
        count += 1
        sx[d] = sx.get(d, 0) + n
        if d is None:
            sxx[d] = n
        else:
            sxx[d] = sxx.get(d, 0) + n * n
    if not count:
        ssd = c = _Fraction(0)
    elif None in sx:
        ssd = c = sx[None]
    else:
        total = sum(_Fraction(n, d) for d, n in sx.items())
        squares = sum(_Fraction(n, d * d) for d, n in sxx.items())
        ssd = (count * squares - total * total) / count
        c = total / count
    return (_common_type(types), ssd, c, count)


def _convert(value, t):
    if type(value) is t:
        return value
    if issubclass(t, int) and value.denominator != 1:
        t = float
    try:
        return t(value)
    except TypeError:
        if _is_decimal_type(t):
            return t(value.numerator) / t(value.denominator)
        raise


def _sqrt_frac_odd(n, m):
    """isqrt(n / m) with round-to-odd: the low bit records whether the root was inexact."""
    a = _math.isqrt(n // m)
    return a | (a * a * m != n)


def _float_sqrt_of_frac(n, m):
    """sqrt(n / m) correctly rounded: a 109-bit root rounded to odd, then one rounding to float."""
    q = (n.bit_length() - m.bit_length() - 109) // 2
    if q >= 0:
        return float(_sqrt_frac_odd(n, m << 2 * q) << q)
    return _sqrt_frac_odd(n << -2 * q, m) / (1 << -q)


def _decimal_sqrt_of_frac(n, m):
    """sqrt(n / m) as a correctly rounded Decimal: Decimal's sqrt, nudged one step when it is off."""
    from decimal import Decimal
    if n <= 0:
        if not n:
            return Decimal('0.0')
        n, m = -n, -m
    root = (Decimal(n) / Decimal(m)).sqrt()
    nr, dr = root.as_integer_ratio()
    plus = root.next_plus()
    np_, dp = plus.as_integer_ratio()
    if 4 * n * (dr * dp) ** 2 > m * (dr * np_ + dp * nr) ** 2:
        return plus
    minus = root.next_minus()
    nm, dm = minus.as_integer_ratio()
    if 4 * n * (dr * dm) ** 2 < m * (dr * nm + dm * nr) ** 2:
        return minus
    return root


def _root_of(mss, t):
    if _is_decimal_type(t):
        return _decimal_sqrt_of_frac(mss.numerator, mss.denominator)
    return _float_sqrt_of_frac(mss.numerator, mss.denominator)


def mean(data):
    t, total, n = _sum(data)
    if n < 1:
        raise StatisticsError('mean requires at least one data point')
    return _convert(total / n, t)


def fmean(data, weights=None):
    try:
        n = len(data)
    except TypeError:
        data = list(data)
        n = len(data)
    if weights is None:
        total = _math.fsum(data)
        if not n:
            raise StatisticsError('fmean requires at least one data point')
        return total / n
    try:
        num_weights = len(weights)
    except TypeError:
        weights = list(weights)
        num_weights = len(weights)
    num = _math.fsum(x * w for x, w in zip(data, weights))
    if n != num_weights:
        raise StatisticsError('data and weights must be the same length')
    den = _math.fsum(weights)
    if not den:
        raise StatisticsError('sum of weights must be non-zero')
    return num / den


def geometric_mean(data):
    try:
        return _math.exp(fmean([_math.log(x) for x in data]))
    except ValueError:
        raise StatisticsError('geometric mean requires a non-empty dataset containing positive numbers') from None


def _non_negative(values, message):
    for x in values:
        if x < 0:
            raise StatisticsError(message)
        yield x


def harmonic_mean(data, weights=None):
    if iter(data) is data:
        data = list(data)
    message = 'harmonic mean does not support negative values'
    n = len(data)
    if n < 1:
        raise StatisticsError('harmonic_mean requires at least one data point')
    if n == 1 and weights is None:
        x = data[0]
        if isinstance(x, (int, float, _Fraction)) or _is_decimal_type(type(x)):
            if x < 0:
                raise StatisticsError(message)
            return x
        raise TypeError('unsupported type')
    if weights is None:
        weights = [1] * n
        sum_weights = n
    else:
        if iter(weights) is weights:
            weights = list(weights)
        if len(weights) != n:
            raise StatisticsError('Number of weights does not match data size')
        _, sum_weights, _ = _sum(w for w in _non_negative(weights, message))
    try:
        checked = _non_negative(data, message)
        t, total, count = _sum(w / x if w else 0 for w, x in zip(weights, checked))
    except ZeroDivisionError:
        return 0
    if total <= 0:
        raise StatisticsError('Weighted sum must be positive')
    return _convert(sum_weights / total, t)


def median(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError('no median for empty data')
    if n % 2 == 1:
        return data[n // 2]
    i = n // 2
    return (data[i - 1] + data[i]) / 2


def median_low(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError('no median for empty data')
    if n % 2 == 1:
        return data[n // 2]
    return data[n // 2 - 1]


def median_high(data):
    data = sorted(data)
    n = len(data)
    if n == 0:
        raise StatisticsError('no median for empty data')
    return data[n // 2]


def median_grouped(data, interval=1.0):
    data = sorted(data)
    n = len(data)
    if not n:
        raise StatisticsError('no median for empty data')
    x = data[n // 2]
    i = _bisect_left(data, x)
    j = _bisect_right(data, x, lo=i)
    try:
        interval = float(interval)
        x = float(x)
    except ValueError:
        raise TypeError('Value cannot be converted to a float')
    lower = x - interval / 2.0
    return lower + interval * (n / 2 - i) / (j - i)


def mode(data):
    pairs = _Counter(iter(data)).most_common(1)
    try:
        return pairs[0][0]
    except IndexError:
        raise StatisticsError('no mode for empty data') from None


def multimode(data):
    counts = _Counter(iter(data))
    if not counts:
        return []
    top = max(counts.values())
    return [value for value, count in counts.items() if count == top]


def quantiles(data, *, n=4, method='exclusive'):
    if n < 1:
        raise StatisticsError('n must be at least 1')
    data = sorted(data)
    ld = len(data)
    if ld < 2:
        raise StatisticsError('must have at least two data points')
    result = []
    if method == 'inclusive':
        m = ld - 1
        for i in range(1, n):
            j, delta = divmod(i * m, n)
            result.append((data[j] * (n - delta) + data[j + 1] * delta) / n)
        return result
    if method == 'exclusive':
        m = ld + 1
        for i in range(1, n):
            j = min(max(i * m // n, 1), ld - 1)
            delta = i * m - j * n
            result.append((data[j - 1] * (n - delta) + data[j] * delta) / n)
        return result
    raise ValueError('Unknown method: %r' % (method,))


def variance(data, xbar=None):
    t, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError('variance requires at least two data points')
    return _convert(ss / (n - 1), t)


def pvariance(data, mu=None):
    t, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError('pvariance requires at least one data point')
    return _convert(ss / n, t)


def stdev(data, xbar=None):
    t, ss, c, n = _ss(data, xbar)
    if n < 2:
        raise StatisticsError('stdev requires at least two data points')
    mss = ss / (n - 1)
    return _root_of(mss, t)


def pstdev(data, mu=None):
    t, ss, c, n = _ss(data, mu)
    if n < 1:
        raise StatisticsError('pstdev requires at least one data point')
    mss = ss / n
    return _root_of(mss, t)


def _pair_sizes(x, y, what):
    n = len(x)
    if len(y) != n:
        raise StatisticsError('%s requires that both inputs have same number of data points' % what)
    if n < 2:
        raise StatisticsError('%s requires at least two data points' % what)
    return n


def covariance(x, y, /):
    n = _pair_sizes(x, y, 'covariance')
    xbar = _math.fsum(x) / n
    ybar = _math.fsum(y) / n
    sxy = _math.fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    return sxy / (n - 1)


def correlation(x, y, /):
    n = _pair_sizes(x, y, 'correlation')
    xbar = _math.fsum(x) / n
    ybar = _math.fsum(y) / n
    sxy = _math.fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
    sxx = _math.fsum((xi - xbar) * (xi - xbar) for xi in x)
    syy = _math.fsum((yi - ybar) * (yi - ybar) for yi in y)
    try:
        return sxy / _math.sqrt(sxx * syy)
    except ZeroDivisionError:
        raise StatisticsError('at least one of the inputs is constant')


LinearRegression = _namedtuple('LinearRegression', ('slope', 'intercept'))


def linear_regression(x, y, /, *, proportional=False):
    n = _pair_sizes(x, y, 'linear regression')
    if proportional:
        sxy = _math.fsum(xi * yi for xi, yi in zip(x, y))
        sxx = _math.fsum(xi * xi for xi in x)
    else:
        xbar = _math.fsum(x) / n
        ybar = _math.fsum(y) / n
        sxy = _math.fsum((xi - xbar) * (yi - ybar) for xi, yi in zip(x, y))
        sxx = _math.fsum((xi - xbar) * (xi - xbar) for xi in x)
    try:
        slope = sxy / sxx
    except ZeroDivisionError:
        raise StatisticsError('x is constant')
    intercept = 0.0 if proportional else ybar - slope * xbar
    return LinearRegression(slope=slope, intercept=intercept)


class NormalDist:
    """A normal distribution of a random variable, from its mean and standard deviation."""

    __slots__ = ('_mu', '_sigma')

    def __init__(self, mu=0.0, sigma=1.0):
        if sigma < 0.0:
            raise StatisticsError('sigma must be non-negative')
        self._mu = float(mu)
        self._sigma = float(sigma)

    @classmethod
    def from_samples(cls, data):
        return cls(*_mean_stdev(data))

    @property
    def mean(self):
        return self._mu

    @property
    def median(self):
        return self._mu

    @property
    def mode(self):
        return self._mu

    @property
    def stdev(self):
        return self._sigma

    @property
    def variance(self):
        return self._sigma * self._sigma

    def pdf(self, x):
        variance = self._sigma * self._sigma
        if not variance:
            raise StatisticsError('pdf() not defined when sigma is zero')
        diff = x - self._mu
        return _math.exp(diff * diff / (-2.0 * variance)) / _math.sqrt(_math.tau * variance)

    def cdf(self, x):
        if not self._sigma:
            raise StatisticsError('cdf() not defined when sigma is zero')
        return 0.5 * (1.0 + _math.erf((x - self._mu) / (self._sigma * _math.sqrt(2.0))))

    def inv_cdf(self, p):
        if p <= 0.0 or p >= 1.0:
            raise StatisticsError('p must be in the range 0.0 < p < 1.0')
        if self._sigma <= 0.0:
            raise StatisticsError('cdf() not defined when sigma at or below zero')
        return _inv_cdf(p, self._mu, self._sigma)

    def quantiles(self, n=4):
        return [self.inv_cdf(i / n) for i in range(1, n)]

    def samples(self, n, *, seed=None):
        import random
        gauss = random.gauss if seed is None else random.Random(seed).gauss
        mu, sigma = self._mu, self._sigma
        return [gauss(mu, sigma) for i in range(n)]

    def overlap(self, other):
        if not isinstance(other, NormalDist):
            raise TypeError('Expected another NormalDist instance')
        lo, hi = self, other
        # the narrower (then lower) distribution first, so that the result does not depend on the order
        if (hi._sigma, hi._mu) < (lo._sigma, lo._mu):
            lo, hi = hi, lo
        lo_var, hi_var = lo.variance, hi.variance
        if not lo_var or not hi_var:
            raise StatisticsError('overlap() not defined when sigma is zero')
        dv = hi_var - lo_var
        dm = _math.fabs(hi._mu - lo._mu)
        if not dv:
            return 1.0 - _math.erf(dm / (2.0 * lo._sigma * _math.sqrt(2.0)))
        a = lo._mu * hi_var - hi._mu * lo_var
        b = lo._sigma * hi._sigma * _math.sqrt(dm * dm + dv * _math.log(hi_var / lo_var))
        x1 = (a + b) / dv
        x2 = (a - b) / dv
        return 1.0 - (_math.fabs(hi.cdf(x1) - lo.cdf(x1)) + _math.fabs(hi.cdf(x2) - lo.cdf(x2)))

    def zscore(self, x):
        if not self._sigma:
            raise StatisticsError('zscore() not defined when sigma is zero')
        return (x - self._mu) / self._sigma

    def __add__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu + x2._mu, _math.hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu + x2, x1._sigma)

    def __sub__(x1, x2):
        if isinstance(x2, NormalDist):
            return NormalDist(x1._mu - x2._mu, _math.hypot(x1._sigma, x2._sigma))
        return NormalDist(x1._mu - x2, x1._sigma)

    def __mul__(x1, x2):
        return NormalDist(x1._mu * x2, x1._sigma * abs(x2))

    def __truediv__(x1, x2):
        return NormalDist(x1._mu / x2, x1._sigma / abs(x2))

    def __pos__(x1):
        return NormalDist(x1._mu, x1._sigma)

    def __neg__(x1):
        return NormalDist(-x1._mu, x1._sigma)

    __radd__ = __add__

    def __rsub__(x1, x2):
        return -(x1 - x2)

    __rmul__ = __mul__

    def __eq__(x1, x2):
        if not isinstance(x2, NormalDist):
            return NotImplemented
        return x1._mu == x2._mu and x1._sigma == x2._sigma

    def __hash__(self):
        return hash((self._mu, self._sigma))

    def __repr__(self):
        return '%s(mu=%r, sigma=%r)' % (type(self).__name__, self._mu, self._sigma)


# Wichura's algorithm AS241 (Applied Statistics 37 (3), 1988): rational approximations of the normal quantile in
# three regions, coefficients from the highest power down, evaluated in Horner's order as CPython evaluates them
_AS241_CENTRAL = (
    (2.5090809287301226727e+3, 3.3430575583588128105e+4, 6.7265770927008700853e+4, 4.5921953931549871457e+4,
     1.3731693765509461125e+4, 1.9715909503065514427e+3, 1.3314166789178437745e+2, 3.3871328727963666080e+0),
    (5.2264952788528545610e+3, 2.8729085735721942674e+4, 3.9307895800092710610e+4, 2.1213794301586595867e+4,
     5.3941960214247511077e+3, 6.8718700749205790830e+2, 4.2313330701600911252e+1, 1.0))
_AS241_NEAR = (
    (7.74545014278341407640e-4, 2.27238449892691845833e-2, 2.41780725177450611770e-1, 1.27045825245236838258e+0,
     3.64784832476320460504e+0, 5.76949722146069140550e+0, 4.63033784615654529590e+0, 1.42343711074968357734e+0),
    (1.05075007164441684324e-9, 5.47593808499534494600e-4, 1.51986665636164571966e-2, 1.48103976427480074590e-1,
     6.89767334985100004550e-1, 1.67638483018380384940e+0, 2.05319162663775882187e+0, 1.0))
_AS241_TAIL = (
    (2.01033439929228813265e-7, 2.71155556874348757815e-5, 1.24266094738807843860e-3, 2.65321895265761230930e-2,
     2.96560571828504891230e-1, 1.78482653991729133580e+0, 5.46378491116411436990e+0, 6.65790464350110377720e+0),
    (2.04426310338993978564e-15, 1.42151175831644588870e-7, 1.84631831751005468180e-5, 7.86869131145613259100e-4,
     1.48753612908506148525e-2, 1.36929880922735805310e-1, 5.99832206555887937690e-1, 1.0))


def _horner(coefficients, x):
    acc = coefficients[0]
    for c in coefficients[1:]:
        acc = acc * x + c
    return acc


def _inv_cdf(p, mu, sigma):
    q = p - 0.5
    if _math.fabs(q) <= 0.425:
        r = 0.180625 - q * q
        x = _horner(_AS241_CENTRAL[0], r) * q / _horner(_AS241_CENTRAL[1], r)
        return mu + (x * sigma)
    r = _math.sqrt(-_math.log(p if q <= 0.0 else 1.0 - p))
    table = _AS241_NEAR if r <= 5.0 else _AS241_TAIL
    r = r - (1.6 if r <= 5.0 else 5.0)
    x = _horner(table[0], r) / _horner(table[1], r)
    if q < 0.0:
        x = -x
    return mu + (x * sigma)


def _mean_stdev(data):
    t, ss, xbar, n = _ss(data)
    if n < 2:
        raise StatisticsError('stdev requires at least two data points')
    mss = ss / (n - 1)
    if not isinstance(mss, _Fraction):
        return float(xbar), float(xbar) / float(ss)
    return float(xbar), _float_sqrt_of_frac(mss.numerator, mss.denominator)
