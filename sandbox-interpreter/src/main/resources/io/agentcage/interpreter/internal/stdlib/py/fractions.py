"""Rational numbers: the Fraction type of CPython 3.11 (same results, hashes, reprs and error messages)."""

import math as _math

__all__ = ['Fraction']

_HASH_MODULUS = 2305843009213693951   # sys.hash_info.modulus: 2**61 - 1
_HASH_INF = 314159                      # sys.hash_info.inf


def _is_decimal(x):
    t = type(x)
    return t.__name__ == 'Decimal' and getattr(t, '__module__', '') == 'decimal'


def _is_rational(x):
    return isinstance(x, (int, Fraction))


def _parts(x):
    """(numerator, denominator) of an int or Fraction."""
    if isinstance(x, int):
        return int(x), 1
    return x._numerator, x._denominator


def _digits(s, allow_empty):
    """Digits with single underscores between them, as the Fraction string syntax allows."""
    if s == '':
        return allow_empty
    if s[0] == '_' or s[-1] == '_' or '__' in s:
        return False
    return s.replace('_', '').isdigit() and s.replace('_', '').isascii()


def _parse(text):
    """Parses '[sign]int[/int]' or '[sign]decimal[e exp]'; None when it is not a valid literal."""
    s = text.strip()
    sign = 1
    if s[:1] in ('+', '-'):
        sign = -1 if s[0] == '-' else 1
        s = s[1:]
    if '/' in s:
        num, _, den = s.partition('/')
        if not _digits(num, False) or not _digits(den, False):
            return None
        return sign * int(num.replace('_', '')), int(den.replace('_', ''))
    exp = 0
    low = s.lower()
    if 'e' in low:
        i = low.index('e')
        s, e = s[:i], s[i + 1:]
        body = e[1:] if e[:1] in ('+', '-') else e
        if not _digits(body, False):
            return None
        exp = int(e.replace('_', ''))
    whole, dot, frac = s.partition('.')
    if not _digits(whole, True) or not _digits(frac, True):
        return None
    if whole == '' and frac == '':
        return None
    if whole == '' and not dot:
        return None
    whole = whole.replace('_', '')
    frac = frac.replace('_', '')
    num = int(whole + frac) if whole + frac else 0
    den = 10 ** len(frac)
    if exp >= 0:
        num *= 10 ** exp
    else:
        den *= 10 ** -exp
    return sign * num, den


class Fraction(object):
    """An exact rational number numerator/denominator in lowest terms, denominator > 0."""

    __slots__ = ('_numerator', '_denominator')

    def __new__(cls, numerator=0, denominator=None, *, _normalize=True):
        self = super(Fraction, cls).__new__(cls)
        if denominator is None:
            if type(numerator) is int:
                self._numerator = numerator
                self._denominator = 1
                return self
            if isinstance(numerator, (int, Fraction)):
                self._numerator, self._denominator = _parts(numerator)
                return self
            if isinstance(numerator, float) or _is_decimal(numerator):
                self._numerator, self._denominator = numerator.as_integer_ratio()
                return self
            if isinstance(numerator, str):
                parsed = _parse(numerator)
                if parsed is None:
                    raise ValueError('Invalid literal for Fraction: %r' % numerator)
                numerator, denominator = parsed
            else:
                raise TypeError('argument should be a string or a Rational instance')
        elif type(numerator) is int is type(denominator):
            pass
        elif _is_rational(numerator) and _is_rational(denominator):
            n1, d1 = _parts(numerator)
            n2, d2 = _parts(denominator)
            numerator, denominator = n1 * d2, d1 * n2
        else:
            raise TypeError('both arguments should be Rational instances')
        if denominator == 0:
            raise ZeroDivisionError('Fraction(%s, 0)' % numerator)
        if _normalize:
            g = _math.gcd(numerator, denominator)
            if denominator < 0:
                g = -g
            numerator //= g
            denominator //= g
        self._numerator = numerator
        self._denominator = denominator
        return self

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            return cls(f)
        if not isinstance(f, float):
            raise TypeError('%s.from_float() only takes floats, not %r (%s)' % (cls.__name__, f, type(f).__name__))
        return cls(*f.as_integer_ratio())

    @classmethod
    def from_decimal(cls, dec):
        if isinstance(dec, int):
            return cls(dec)
        if not _is_decimal(dec):
            raise TypeError('%s.from_decimal() only takes Decimals, not %r (%s)'
                            % (cls.__name__, dec, type(dec).__name__))
        return cls(*dec.as_integer_ratio())

    def as_integer_ratio(self):
        return (self._numerator, self._denominator)

    def limit_denominator(self, max_denominator=1000000):
        """The closest Fraction to self with denominator at most max_denominator."""
        if max_denominator < 1:
            raise ValueError('max_denominator should be at least 1')
        if self._denominator <= max_denominator:
            return Fraction(self)
        # walk the continued fraction expansion, keeping the last two convergents
        p0, q0, p1, q1 = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q2 = q0 + a * q1
            if q2 > max_denominator:
                break
            p0, q0, p1, q1 = p1, q1, p0 + a * p1, q2
            n, d = d, n - a * d
        k = (max_denominator - q0) // q1
        # the best approximation is either the last convergent or the best semiconvergent
        if 2 * d * (q0 + k * q1) <= self._denominator:
            return Fraction(p1, q1, _normalize=False)
        return Fraction(p0 + k * p1, q0 + k * q1, _normalize=False)

    @property
    def numerator(a):
        return a._numerator

    @property
    def denominator(a):
        return a._denominator

    @property
    def real(a):
        return +a

    @property
    def imag(a):
        return 0

    def conjugate(a):
        return +a

    def __repr__(self):
        return '%s(%s, %s)' % (self.__class__.__name__, self._numerator, self._denominator)

    def __str__(self):
        if self._denominator == 1:
            return str(self._numerator)
        return '%s/%s' % (self._numerator, self._denominator)

    def __format__(self, format_spec):
        if format_spec == '':
            return str(self)
        raise TypeError('unsupported format string passed to Fraction.__format__')

    # -- arithmetic on exact values --------------------------------------------------------------------------
    def _add(a, b):
        na, da = a._numerator, a._denominator
        nb, db = _parts(b)
        g = _math.gcd(da, db)
        if g == 1:
            return Fraction(na * db + da * nb, da * db, _normalize=False)
        s = da // g
        t = na * (db // g) + nb * s
        g2 = _math.gcd(t, g)
        if g2 == 1:
            return Fraction(t, s * db, _normalize=False)
        return Fraction(t // g2, s * (db // g2), _normalize=False)

    def _sub(a, b):
        nb, db = _parts(b)
        return a._add(Fraction(-nb, db, _normalize=False))

    def _mul(a, b):
        na, da = a._numerator, a._denominator
        nb, db = _parts(b)
        g1 = _math.gcd(na, db)
        if g1 > 1:
            na //= g1
            db //= g1
        g2 = _math.gcd(nb, da)
        if g2 > 1:
            nb //= g2
            da //= g2
        return Fraction(na * nb, db * da, _normalize=False)

    def _div(a, b):
        na, da = a._numerator, a._denominator
        nb, db = _parts(b)
        g1 = _math.gcd(na, nb)
        if g1 > 1:
            na //= g1
            nb //= g1
        g2 = _math.gcd(db, da)
        if g2 > 1:
            da //= g2
            db //= g2
        n, d = na * db, nb * da
        if d < 0:
            n, d = -n, -d
        return Fraction(n, d, _normalize=False)

    def _floordiv(a, b):
        nb, db = _parts(b)
        return (a._numerator * db) // (a._denominator * nb)

    def _divmod(a, b):
        nb, db = _parts(b)
        da = a._denominator
        q, r = divmod(a._numerator * db, da * nb)
        return q, Fraction(r, da * db)

    def _mod(a, b):
        nb, db = _parts(b)
        da = a._denominator
        return Fraction((a._numerator * db) % (nb * da), da * db)

    def _binary(op, exact, inexact):
        def forward(a, b):
            if isinstance(b, (int, Fraction)):
                return exact(a, b)
            if isinstance(b, float):
                return inexact(float(a), b)
            if isinstance(b, complex):
                return inexact(complex(a), b)
            return NotImplemented

        def reverse(b, a):
            if isinstance(a, (int, Fraction)):
                return exact(Fraction(a), b)
            if isinstance(a, float):
                return inexact(a, float(b))
            if isinstance(a, complex):
                return inexact(a, complex(b))
            return NotImplemented

        forward.__name__ = '__' + op + '__'
        reverse.__name__ = '__r' + op + '__'
        return forward, reverse

    __add__, __radd__ = _binary('add', _add, lambda x, y: x + y)
    __sub__, __rsub__ = _binary('sub', _sub, lambda x, y: x - y)
    __mul__, __rmul__ = _binary('mul', _mul, lambda x, y: x * y)
    __truediv__, __rtruediv__ = _binary('truediv', _div, lambda x, y: x / y)
    __floordiv__, __rfloordiv__ = _binary('floordiv', _floordiv, lambda x, y: x // y)
    __divmod__, __rdivmod__ = _binary('divmod', _divmod, divmod)
    __mod__, __rmod__ = _binary('mod', _mod, lambda x, y: x % y)
    del _binary

    def __pow__(a, b):
        if isinstance(b, (int, Fraction)):
            nb, db = _parts(b)
            if db == 1:
                power = nb
                if power >= 0:
                    return Fraction(a._numerator ** power, a._denominator ** power, _normalize=False)
                if a._numerator >= 0:
                    return Fraction(a._denominator ** -power, a._numerator ** -power, _normalize=False)
                return Fraction((-a._denominator) ** -power, (-a._numerator) ** -power, _normalize=False)
            return float(a) ** float(b)
        if isinstance(b, (float, complex)):
            return float(a) ** b
        return NotImplemented

    def __rpow__(b, a):
        if b._denominator == 1 and b._numerator >= 0:
            return a ** b._numerator
        if isinstance(a, int):
            return Fraction(a) ** b
        if b._denominator == 1:
            return a ** b._numerator
        return a ** float(b)

    def __pos__(a):
        return Fraction(a._numerator, a._denominator, _normalize=False)

    def __neg__(a):
        return Fraction(-a._numerator, a._denominator, _normalize=False)

    def __abs__(a):
        return Fraction(abs(a._numerator), a._denominator, _normalize=False)

    def __int__(a):
        if a._numerator < 0:
            return -(-a._numerator // a._denominator)
        return a._numerator // a._denominator

    def __trunc__(a):
        return a.__int__()

    def __floor__(a):
        return a._numerator // a._denominator

    def __ceil__(a):
        return -(-a._numerator // a._denominator)

    def __round__(self, ndigits=None):
        if ndigits is None:
            d = self._denominator
            floor, remainder = divmod(self._numerator, d)
            if remainder * 2 < d:
                return floor
            if remainder * 2 > d:
                return floor + 1
            return floor if floor % 2 == 0 else floor + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __float__(a):
        return a._numerator / a._denominator

    def __bool__(a):
        return bool(a._numerator)

    def __hash__(self):
        try:
            dinv = pow(self._denominator, -1, _HASH_MODULUS)
        except ValueError:
            h = _HASH_INF
        else:
            h = hash(hash(abs(self._numerator)) * dinv)
        result = h if self._numerator >= 0 else -h
        return -2 if result == -1 else result

    def __eq__(a, b):
        if type(b) is int:
            return a._numerator == b and a._denominator == 1
        if isinstance(b, (int, Fraction)):
            nb, db = _parts(b)
            return a._numerator == nb and a._denominator == db
        if isinstance(b, complex) and b.imag == 0:
            b = b.real
        if isinstance(b, float):
            if _math.isnan(b) or _math.isinf(b):
                return 0.0 == b
            return a == a.from_float(b)
        return NotImplemented

    def _richcmp(self, other, op):
        if isinstance(other, (int, Fraction)):
            no, do = _parts(other)
            return op(self._numerator * do, self._denominator * no)
        if isinstance(other, float):
            if _math.isnan(other) or _math.isinf(other):
                return op(0.0, other)
            return op(self, self.from_float(other))
        return NotImplemented

    def __lt__(a, b):
        return a._richcmp(b, lambda x, y: x < y)

    def __gt__(a, b):
        return a._richcmp(b, lambda x, y: x > y)

    def __le__(a, b):
        return a._richcmp(b, lambda x, y: x <= y)

    def __ge__(a, b):
        return a._richcmp(b, lambda x, y: x >= y)

    def __reduce__(self):
        return (self.__class__, (self._numerator, self._denominator))

    def __copy__(self):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)

    def __deepcopy__(self, memo):
        if type(self) == Fraction:
            return self
        return self.__class__(self._numerator, self._denominator)


import numbers as _numbers
_numbers.Rational.register(Fraction)
del _numbers
