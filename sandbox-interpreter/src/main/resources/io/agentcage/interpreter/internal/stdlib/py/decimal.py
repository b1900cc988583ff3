"""Decimal fixed and floating point arithmetic, as CPython 3.11's decimal module computes it.

A finite Decimal is sign, integer coefficient and exponent; every result is rounded once to the context, and the
transcendental functions (exp, ln, log10, non-integral powers) are correctly rounded by retrying with more digits
until the rounding is certain. All work is Python int arithmetic, so huge precisions are charged to the
interpreter's budgets like any other big-int computation.
"""

import math as _math
from collections import namedtuple as _namedtuple

__all__ = ['Decimal', 'Context', 'DecimalTuple', 'DefaultContext', 'BasicContext', 'ExtendedContext',
           'DecimalException', 'Clamped', 'InvalidOperation', 'DivisionByZero', 'Inexact', 'Rounded', 'Subnormal',
           'Overflow', 'Underflow', 'FloatOperation', 'DivisionImpossible', 'InvalidContext', 'ConversionSyntax',
           'DivisionUndefined', 'ROUND_DOWN', 'ROUND_HALF_UP', 'ROUND_HALF_EVEN', 'ROUND_CEILING', 'ROUND_FLOOR',
           'ROUND_UP', 'ROUND_HALF_DOWN', 'ROUND_05UP', 'setcontext', 'getcontext', 'localcontext', 'MAX_PREC',
           'MAX_EMAX', 'MIN_EMIN', 'MIN_ETINY', 'HAVE_THREADS', 'HAVE_CONTEXTVAR']

ROUND_DOWN = 'ROUND_DOWN'
ROUND_HALF_UP = 'ROUND_HALF_UP'
ROUND_HALF_EVEN = 'ROUND_HALF_EVEN'
ROUND_CEILING = 'ROUND_CEILING'
ROUND_FLOOR = 'ROUND_FLOOR'
ROUND_UP = 'ROUND_UP'
ROUND_HALF_DOWN = 'ROUND_HALF_DOWN'
ROUND_05UP = 'ROUND_05UP'
_ROUNDINGS = (ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN, ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,
              ROUND_05UP)

MAX_PREC = 999999999999999999
MAX_EMAX = 999999999999999999
MIN_EMIN = -999999999999999999
MIN_ETINY = MIN_EMIN - (MAX_PREC - 1)
HAVE_THREADS = True
HAVE_CONTEXTVAR = True


class DecimalException(ArithmeticError):
    pass


class Clamped(DecimalException):
    pass


class InvalidOperation(DecimalException):
    pass


class ConversionSyntax(InvalidOperation):
    pass


class DivisionByZero(DecimalException, ZeroDivisionError):
    pass


class DivisionImpossible(InvalidOperation):
    pass


class DivisionUndefined(InvalidOperation, ZeroDivisionError):
    pass


class Inexact(DecimalException):
    pass


class InvalidContext(InvalidOperation):
    pass


class Rounded(DecimalException):
    pass


class Subnormal(DecimalException):
    pass


class Overflow(Inexact, Rounded):
    pass


class Underflow(Inexact, Rounded, Subnormal):
    pass


class FloatOperation(DecimalException, TypeError):
    pass


# the signals, in the order CPython lists them in a Context's repr
_SIGNALS = [Clamped, InvalidOperation, DivisionByZero, Inexact, FloatOperation, Overflow, Rounded, Subnormal,
            Underflow]
# a condition raises (and flags) the signal it belongs to
_SIGNAL_OF = {ConversionSyntax: InvalidOperation, DivisionImpossible: InvalidOperation,
              DivisionUndefined: InvalidOperation, InvalidContext: InvalidOperation}

DecimalTuple = _namedtuple('DecimalTuple', 'sign digits exponent')

# -- big-int helpers that stay clear of the int/str conversion limit -------------------------------------------
_CHUNK = 10 ** 4000


def _digits_of(n):
    """Decimal digits of a non-negative int, also beyond 4300 digits."""
    if n < _CHUNK:
        return str(n)
    k = _ndigits(n) // 2
    hi, lo = divmod(n, 10 ** k)
    return _digits_of(hi) + _digits_of(lo).rjust(k, '0')


def _int_of(s):
    """int(s) for a digit string of any length."""
    if len(s) <= 4000:
        return int(s)
    k = len(s) // 2
    return _int_of(s[:-k]) * 10 ** k + _int_of(s[-k:])


def _ndigits(n):
    """Number of decimal digits of a non-negative int (1 for 0)."""
    if n < _CHUNK:
        return len(str(n))
    d = int(n.bit_length() * 0.30102999566398114)
    while 10 ** d <= n:
        d += 1
    while d > 1 and 10 ** (d - 1) > n:
        d -= 1
    return d


def _round_int(coef, shift, rounding, sign):
    """Drops `shift` digits of coef with the rounding mode; returns (new coefficient, inexact)."""
    if shift <= 0:
        return coef * 10 ** -shift, False
    if coef == 0:
        return 0, False
    if shift > _ndigits(coef) + 1:
        # every digit goes: the remainder is non-zero and below half a unit, so only the directed modes round up
        up = (rounding == ROUND_UP or rounding == ROUND_05UP or (rounding == ROUND_CEILING and sign == 0)
              or (rounding == ROUND_FLOOR and sign == 1))
        return (1 if up else 0), True
    q, r = divmod(coef, 10 ** shift)
    if r == 0:
        return q, False
    half = 5 * 10 ** (shift - 1)
    if rounding == ROUND_HALF_EVEN:
        up = r > half or (r == half and q % 2 == 1)
    elif rounding == ROUND_HALF_UP:
        up = r >= half
    elif rounding == ROUND_HALF_DOWN:
        up = r > half
    elif rounding == ROUND_DOWN:
        up = False
    elif rounding == ROUND_UP:
        up = True
    elif rounding == ROUND_CEILING:
        up = sign == 0
    elif rounding == ROUND_FLOOR:
        up = sign == 1
    else:
        up = q % 10 in (0, 5)
    return (q + 1 if up else q), True


class Context(object):
    """Precision, rounding, exponent limits, and the flags and traps of the signals."""

    __tp_name__ = 'decimal.Context'

    def __init__(self, prec=None, rounding=None, Emin=None, Emax=None, capitals=None, clamp=None, flags=None,
                 traps=None):
        base = DefaultContext if DefaultContext is not None else None
        self.prec = prec if prec is not None else (base.prec if base else 28)
        self.rounding = rounding if rounding is not None else (base.rounding if base else ROUND_HALF_EVEN)
        self.Emin = Emin if Emin is not None else (base.Emin if base else -999999)
        self.Emax = Emax if Emax is not None else (base.Emax if base else 999999)
        self.capitals = capitals if capitals is not None else (base.capitals if base else 1)
        self.clamp = clamp if clamp is not None else (base.clamp if base else 0)
        if flags is None:
            flags = []
        if traps is None:
            traps = [s for s in _SIGNALS if base.traps[s]] if base else [InvalidOperation, DivisionByZero, Overflow]
        self._flags = self._signal_dict(flags)
        self._traps = self._signal_dict(traps)

    @staticmethod
    def _signal_dict(v):
        if isinstance(v, dict):
            return {s: bool(v.get(s, False)) for s in _SIGNALS}
        return {s: s in v for s in _SIGNALS}

    def __setattr__(self, name, value):
        if name == 'prec':
            _check_int(value, 'prec')
            if not 1 <= value <= MAX_PREC:
                raise ValueError('valid range for prec is [1, MAX_PREC]')
        elif name == 'Emin':
            _check_int(value, 'Emin')
            if not MIN_EMIN <= value <= 0:
                raise ValueError('valid range for Emin is [MIN_EMIN, 0]')
        elif name == 'Emax':
            _check_int(value, 'Emax')
            if not 0 <= value <= MAX_EMAX:
                raise ValueError('valid range for Emax is [0, MAX_EMAX]')
        elif name == 'rounding':
            if value not in _ROUNDINGS:
                raise TypeError('valid values for rounding are:\n  [ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_DOWN,'
                                '\n   ROUND_HALF_UP, ROUND_HALF_DOWN, ROUND_HALF_EVEN,\n   ROUND_05UP]')
        elif name in ('capitals', 'clamp'):
            _check_int(value, name)
            if value not in (0, 1):
                raise ValueError('valid values for %s are 0 or 1' % name)
        elif name in ('flags', 'traps'):
            object.__setattr__(self, '_' + name, self._signal_dict(value))
            return
        elif name not in ('_flags', '_traps'):
            raise AttributeError("'decimal.Context' object has no attribute '%s'" % name)
        object.__setattr__(self, name, value)

    @property
    def flags(self):
        return self._flags

    @property
    def traps(self):
        return self._traps

    def __repr__(self):
        flags = ', '.join(s.__name__ for s in _SIGNALS if self._flags[s])
        traps = ', '.join(s.__name__ for s in _SIGNALS if self._traps[s])
        return ('Context(prec=%d, rounding=%s, Emin=%d, Emax=%d, capitals=%d, clamp=%d, flags=[%s], traps=[%s])'
                % (self.prec, self.rounding, self.Emin, self.Emax, self.capitals, self.clamp, flags, traps))

    def copy(self):
        return Context(self.prec, self.rounding, self.Emin, self.Emax, self.capitals, self.clamp,
                       dict(self._flags), dict(self._traps))

    __copy__ = copy

    def clear_flags(self):
        for s in _SIGNALS:
            self._flags[s] = False

    def clear_traps(self):
        for s in _SIGNALS:
            self._traps[s] = False

    def Etiny(self):
        return self.Emin - self.prec + 1

    def Etop(self):
        return self.Emax - self.prec + 1

    def _raise(self, *conditions):
        """Flags the signals of `conditions`; raises the first trapped one with the list of conditions."""
        trapped = None
        listed = []
        for c in conditions:
            s = _SIGNAL_OF.get(c, c)
            self._flags[s] = True
            if self._traps[s]:
                listed.append(c)
                if trapped is None:
                    trapped = s
        if trapped is not None:
            raise trapped(listed)

    def create_decimal(self, num='0'):
        d = Decimal(num)
        if isinstance(num, str) and d._is_special is False:
            pass
        return d._fix(self)

    def create_decimal_from_float(self, f):
        return Decimal.from_float(f)._fix(self)

    def _apply(self, name, a, *rest):
        return getattr(_convert(a, True), name)(*rest, context=self)

    def abs(self, a):
        return _convert(a, True).__abs__(context=self)

    def plus(self, a):
        return _convert(a, True).__pos__(context=self)

    def minus(self, a):
        return _convert(a, True).__neg__(context=self)

    def add(self, a, b):
        return _convert(a, True).__add__(b, context=self)

    def subtract(self, a, b):
        return _convert(a, True).__sub__(b, context=self)

    def multiply(self, a, b):
        return _convert(a, True).__mul__(b, context=self)

    def divide(self, a, b):
        return _convert(a, True).__truediv__(b, context=self)

    def divide_int(self, a, b):
        return _convert(a, True).__floordiv__(b, context=self)

    def remainder(self, a, b):
        return _convert(a, True).__mod__(b, context=self)

    def divmod(self, a, b):
        return _convert(a, True).__divmod__(b, context=self)

    def power(self, a, b, modulo=None):
        return _convert(a, True).__pow__(b, modulo, context=self)

    def sqrt(self, a):
        return self._apply('sqrt', a)

    def exp(self, a):
        return self._apply('exp', a)

    def ln(self, a):
        return self._apply('ln', a)

    def log10(self, a):
        return self._apply('log10', a)

    def quantize(self, a, b):
        return self._apply('quantize', a, b)

    def to_integral_value(self, a):
        return self._apply('to_integral_value', a)

    to_integral = to_integral_value

    def to_integral_exact(self, a):
        return self._apply('to_integral_exact', a)

    def normalize(self, a):
        return self._apply('normalize', a)

    def compare(self, a, b):
        return self._apply('compare', a, b)

    def max(self, a, b):
        return self._apply('max', a, b)

    def min(self, a, b):
        return self._apply('min', a, b)

    def fma(self, a, b, c):
        return self._apply('fma', a, b, c)

    def is_nan(self, a):
        return _convert(a, True).is_nan()

    def is_zero(self, a):
        return _convert(a, True).is_zero()

    def is_signed(self, a):
        return _convert(a, True).is_signed()

    def to_sci_string(self, a):
        return str(_convert(a, True))

    def to_eng_string(self, a):
        return _convert(a, True).to_eng_string()


def _check_int(value, name):
    if not isinstance(value, int):
        raise TypeError('%s must be an integer' % name)


DefaultContext = None
DefaultContext = Context(prec=28, rounding=ROUND_HALF_EVEN, Emin=-999999, Emax=999999, capitals=1, clamp=0,
                         flags=[], traps=[DivisionByZero, Overflow, InvalidOperation])
BasicContext = Context(prec=9, rounding=ROUND_HALF_UP, flags=[],
                       traps=[DivisionByZero, Overflow, InvalidOperation, Clamped, Underflow])
ExtendedContext = Context(prec=9, rounding=ROUND_HALF_EVEN, flags=[], traps=[])

_current = [DefaultContext.copy()]


def getcontext():
    """The current context of this execution."""
    return _current[0]


def setcontext(context):
    if not isinstance(context, Context):
        raise TypeError('argument must be a context')
    if context is DefaultContext or context is BasicContext or context is ExtendedContext:
        context = context.copy()
        context.clear_flags()
    _current[0] = context


class _ContextManager(object):
    def __init__(self, new_context):
        self.new_context = new_context

    def __enter__(self):
        self.saved_context = getcontext()
        setcontext(self.new_context)
        return self.new_context

    def __exit__(self, t, v, tb):
        setcontext(self.saved_context)


def localcontext(ctx=None, **kwargs):
    """A context manager that runs its block with a copy of ctx (or of the current context)."""
    if ctx is None:
        ctx = getcontext()
    ctx = ctx.copy()
    for key, value in kwargs.items():
        if key not in ('prec', 'rounding', 'Emin', 'Emax', 'capitals', 'clamp', 'flags', 'traps'):
            raise TypeError("'%s' is an invalid keyword argument for this function" % key)
        Context.__setattr__(ctx, key, value)  # flags and traps are read-only properties to builtin setattr
    return _ContextManager(ctx)


# -- parsing ----------------------------------------------------------------------------------------------------


def _parse(text):
    """(sign, coefficient, exponent, special) of a numeric string, or None if it is not one."""
    parsed = _decimal.parse(text)
    return parsed if parsed is not None else _parse_text(text)


def _parse_text(text):
    """_parse in Python: the fallback for what the native parse leaves (whitespace, NaN, Infinity, errors)."""
    s = text.strip().replace('_', '')
    if not s:
        return None
    sign = 0
    if s[0] in '+-':
        sign = 1 if s[0] == '-' else 0
        s = s[1:]
    low = s.lower()
    if low in ('inf', 'infinity'):
        return (sign, 0, 'F', True)
    for tag, code in (('snan', 'N'), ('nan', 'n')):
        if low.startswith(tag):
            payload = low[len(tag):]
            if payload and not (payload.isdigit() and payload.isascii()):
                return None
            return (sign, int(payload) if payload else 0, code, True)
    exp = 0
    if 'e' in low:
        i = low.index('e')
        s, e = s[:i], s[i + 1:]
        body = e[1:] if e[:1] in '+-' else e
        if not body or not (body.isdigit() and body.isascii()):
            return None
        exp = int(e)
    whole, dot, frac = s.partition('.')
    if not whole and not frac:
        return None
    for part in (whole, frac):
        if part and not (part.isdigit() and part.isascii()):
            return None
    digits = (whole + frac).lstrip('0') or '0'
    return (sign, _int_of(digits), exp - len(frac), False)


def _convert(other, raise_error=False, allow_float=False):
    """An int (or with allow_float a float) as a Decimal; NotImplemented (or TypeError) for anything else."""
    if isinstance(other, Decimal):
        return other
    if isinstance(other, int):
        return Decimal(other)
    if allow_float and isinstance(other, float):
        getcontext()._flags[FloatOperation] = True
        return Decimal.from_float(other)
    if raise_error:
        raise TypeError('conversion from %s to Decimal is not supported' % type(other).__name__)
    return NotImplemented


def _new(sign, coef, exp, special=False):
    d = object.__new__(Decimal)
    d._sign = sign
    d._int = coef
    d._exp = exp
    d._is_special = special
    return d


def _nan(ctx, *conditions):
    """The result of an invalid operation: raises when trapped, else a quiet NaN."""
    ctx._raise(*conditions)
    return _new(0, 0, 'n', True)


class Decimal(object):
    """A decimal floating point number: sign, integer coefficient and exponent, or an infinity or NaN."""

    __slots__ = ('_sign', '_int', '_exp', '_is_special')
    # the name CPython's C type gives in messages ("'<' not supported between instances of 'decimal.Decimal' ...")
    __tp_name__ = 'decimal.Decimal'

    def __new__(cls, value='0', context=None, *extra):
        d = _decimal.new(cls, value, cls._K)  # a str numeral or an int, in Java
        if d is not None:
            return d
        if extra:
            raise TypeError('function takes at most 2 arguments (%d given)' % (2 + len(extra)))
        if isinstance(value, Decimal) and cls is Decimal:
            return value
        self = object.__new__(cls)
        if isinstance(value, str):
            parsed = _parse(value)
            if parsed is None:
                ctx = context if context is not None else getcontext()
                ctx._raise(ConversionSyntax)
                parsed = (0, 0, 'n', True)
            self._sign, self._int, self._exp, self._is_special = parsed
            return self
        if isinstance(value, int):
            self._sign = 1 if value < 0 else 0
            self._int = -value if value < 0 else int(value)
            self._exp = 0
            self._is_special = False
            return self
        if isinstance(value, Decimal):
            self._sign, self._int, self._exp, self._is_special = value._sign, value._int, value._exp, value._is_special
            return self
        if isinstance(value, float):
            d = Decimal.from_float(value)
            self._sign, self._int, self._exp, self._is_special = d._sign, d._int, d._exp, d._is_special
            return self
        if isinstance(value, (tuple, list)):
            return cls._from_tuple(self, value)
        raise TypeError('conversion from %s to Decimal is not supported' % type(value).__name__)

    @staticmethod
    def _from_tuple(self, value):
        if len(value) != 3:
            raise ValueError('argument must be a sequence of length 3')
        sign, digits, exp = value
        if sign not in (0, 1):
            raise ValueError('sign must be an integer with the value 0 or 1')
        if exp in ('F', 'n', 'N'):
            self._sign, self._int, self._exp, self._is_special = sign, 0, exp, True
            if exp != 'F' and digits:
                self._int = int(''.join(str(x) for x in digits))
            return self
        if not isinstance(exp, int):
            raise ValueError('exponent must be an integer')
        coef = 0
        for x in digits:
            if not isinstance(x, int) or not 0 <= x <= 9:
                raise ValueError('coefficient must be a tuple of digits')
            coef = coef * 10 + x
        self._sign, self._int, self._exp, self._is_special = sign, coef, exp, False
        return self

    @classmethod
    def from_float(cls, f):
        if isinstance(f, int):
            return cls(f)
        if not isinstance(f, float):
            raise TypeError('argument must be int or float')
        if _math.isinf(f):
            d = _new(1 if f < 0 else 0, 0, 'F', True)
        elif _math.isnan(f):
            d = _new(1 if _math.copysign(1.0, f) < 0 else 0, 0, 'n', True)
        else:
            sign = 1 if _math.copysign(1.0, f) < 0 else 0
            n, den = abs(f).as_integer_ratio()
            k = den.bit_length() - 1
            d = _new(sign, n * 5 ** k, -k)
        return d if cls is Decimal else cls(d)

    # -- inspection ---------------------------------------------------------------------------------------------
    def is_nan(self):
        return self._exp in ('n', 'N')

    def is_qnan(self):
        return self._exp == 'n'

    def is_snan(self):
        return self._exp == 'N'

    def is_infinite(self):
        return self._exp == 'F'

    def is_finite(self):
        return not self._is_special

    def is_signed(self):
        return self._sign == 1

    def is_zero(self):
        return not self._is_special and self._int == 0

    def is_canonical(self):
        return True

    def is_normal(self, context=None):
        if self._is_special or self._int == 0:
            return False
        ctx = context if context is not None else getcontext()
        return ctx.Emin <= self.adjusted()

    def is_subnormal(self, context=None):
        if self._is_special or self._int == 0:
            return False
        ctx = context if context is not None else getcontext()
        return self.adjusted() < ctx.Emin

    def adjusted(self):
        if self._is_special:
            return 0
        return self._exp + _ndigits(self._int) - 1

    def as_tuple(self):
        digits = tuple(int(c) for c in _digits_of(self._int)) if (self._int or not self._is_special) else ()
        if self._exp == 'F':
            digits = (0,)
        return DecimalTuple(self._sign, digits, self._exp)

    def as_integer_ratio(self):
        if self._is_special:
            if self.is_nan():
                raise ValueError('cannot convert NaN to integer ratio')
            raise OverflowError('cannot convert Infinity to integer ratio')
        if self._int == 0:
            return (0, 1)
        n, d = self._int, 1
        if self._exp >= 0:
            n *= 10 ** self._exp
        else:
            d5 = d2 = -self._exp
            while d5 > 0 and n % 5 == 0:
                n //= 5
                d5 -= 1
            while d2 > 0 and n % 2 == 0:
                n //= 2
                d2 -= 1
            d = 5 ** d5 << d2
        return (-n if self._sign else n, d)

    def number_class(self, context=None):
        sign = '-' if self._sign else '+'
        if self.is_snan():
            return 'sNaN'
        if self.is_qnan():
            return 'NaN'
        if self._exp == 'F':
            return sign + 'Infinity'
        if self._int == 0:
            return sign + 'Zero'
        if self.is_subnormal(context):
            return sign + 'Subnormal'
        return sign + 'Normal'

    def radix(self):
        return Decimal(10)

    def canonical(self):
        return self

    # -- text -----------------------------------------------------------------------------------------------------
    def __str__(self, eng=False, context=None):
        sign = '-' if self._sign else ''
        if self._is_special:
            if self._exp == 'F':
                return sign + 'Infinity'
            payload = _digits_of(self._int) if self._int else ''
            return sign + ('NaN' if self._exp == 'n' else 'sNaN') + payload
        digits = _digits_of(self._int)
        leftdigits = self._exp + len(digits)
        if self._exp <= 0 and leftdigits > -6:
            dotplace = leftdigits
        elif not eng:
            dotplace = 1
        elif self._int == 0:
            dotplace = (leftdigits + 1) % 3 - 1
        else:
            dotplace = (leftdigits - 1) % 3 + 1
        if dotplace <= 0:
            intpart = '0'
            fracpart = '.' + '0' * -dotplace + digits
        elif dotplace >= len(digits):
            intpart = digits + '0' * (dotplace - len(digits))
            fracpart = ''
        else:
            intpart = digits[:dotplace]
            fracpart = '.' + digits[dotplace:]
        if leftdigits == dotplace:
            exp = ''
        else:
            caps = (context if context is not None else getcontext()).capitals
            exp = ('E', 'e')[caps == 0] + '%+d' % (leftdigits - dotplace)
        return sign + intpart + fracpart + exp

    def to_eng_string(self, context=None):
        return self.__str__(eng=True, context=context)

    def __repr__(self):
        return "Decimal('%s')" % str(self)

    # -- rounding to a context ----------------------------------------------------------------------------------
    def _fix(self, ctx):
        """Rounds to the context's precision and exponent range, raising its conditions."""
        if self._is_special:
            if self._exp == 'F':
                return self
            return _new(self._sign, self._int, self._exp, True)
        etiny = ctx.Emin - ctx.prec + 1
        etop = ctx.Emax - ctx.prec + 1
        sign, coef, exp = self._sign, self._int, self._exp
        if coef == 0:
            top = ctx.Emax if ctx.clamp == 0 else etop
            new_exp = min(max(exp, etiny), top)
            if new_exp != exp:
                ctx._raise(Clamped)
                return _new(sign, 0, new_exp)
            return self
        nd = _ndigits(coef)
        exp_min = nd + exp - ctx.prec
        if exp_min > etop:
            return self._overflow(ctx)
        subnormal = exp_min < etiny
        if subnormal:
            exp_min = etiny
        if exp < exp_min:
            coef, inexact = _round_int(coef, exp_min - exp, ctx.rounding, sign)
            exp = exp_min
            if _ndigits(coef) > ctx.prec:
                coef //= 10
                exp += 1
                if exp > etop:
                    return self._overflow(ctx)
            conditions = []
            if subnormal:
                conditions.append(Subnormal)
                if inexact:
                    conditions.append(Underflow)
                if coef == 0:
                    conditions.append(Clamped)
            if inexact:
                conditions.append(Inexact)
            conditions.append(Rounded)
            ctx._raise(*conditions)
            return _new(sign, coef, exp)
        if subnormal:
            ctx._raise(Subnormal)
        if ctx.clamp == 1 and exp > etop:
            ctx._raise(Clamped)
            return _new(sign, coef * 10 ** (exp - etop), etop)
        return self

    def _overflow(self, ctx):
        sign = self._sign
        ctx._raise(Overflow, Inexact, Rounded)
        r = ctx.rounding
        if (r in (ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_HALF_DOWN, ROUND_UP) or (r == ROUND_CEILING and sign == 0)
                or (r == ROUND_FLOOR and sign == 1)):
            return _new(sign, 0, 'F', True)
        return _new(sign, 10 ** ctx.prec - 1, ctx.Emax - ctx.prec + 1)

    def _rescale(self, exp, rounding):
        """The same value with exponent exp, rounding away digits when exp grows (no context checks)."""
        if self._is_special:
            return self
        if self._int == 0:
            return _new(self._sign, 0, exp)
        if exp <= self._exp:
            return _new(self._sign, self._int * 10 ** (self._exp - exp), exp)
        nd = _ndigits(self._int)
        if self._exp + nd < exp - 1:
            coef, _ = _round_int(1, 2, rounding, self._sign)
            return _new(self._sign, coef, exp)
        coef, _ = _round_int(self._int, exp - self._exp, rounding, self._sign)
        return _new(self._sign, coef, exp)

    def _round(self, places, rounding):
        """Rounded to `places` significant digits (used by format)."""
        if self._is_special or self._int == 0:
            return self
        ans = self._rescale(self.adjusted() + 1 - places, rounding)
        if ans.adjusted() != self.adjusted():
            ans = ans._rescale(ans.adjusted() + 1 - places, rounding)
        return ans

    # -- special operands ---------------------------------------------------------------------------------------
    def _check_nans(self, other, ctx):
        """The NaN result of an operation with a NaN operand, or None."""
        if self._exp == 'N' or (other is not None and other._exp == 'N'):
            return _nan(ctx, InvalidOperation)
        if self._exp == 'n':
            return _new(self._sign, self._int, 'n', True)
        if other is not None and other._exp == 'n':
            return _new(other._sign, other._int, 'n', True)
        return None

    # -- arithmetic ---------------------------------------------------------------------------------------------
    def __add__(self, other, context=None):
        other = _convert_op(other, '+', self)
        if other is NotImplemented:
            return other
        ctx = context if context is not None else getcontext()
        if self._is_special or other._is_special:
            ans = self._check_nans(other, ctx)
            if ans is not None:
                return ans
            if self._exp == 'F':
                if other._exp == 'F' and self._sign != other._sign:
                    return _nan(ctx, InvalidOperation)
                return self
            return other
        return _add(self, other, ctx)

    def __radd__(self, other, context=None):
        other = _convert_op(other, '+', self, True)
        if other is NotImplemented:
            return other
        return other.__add__(self, context)

    def __sub__(self, other, context=None):
        other = _convert_op(other, '-', self)
        if other is NotImplemented:
            return other
        if other.is_nan():
            ans = self._check_nans(other, context if context is not None else getcontext())
            if ans is not None:
                return ans
        return self.__add__(other.copy_negate(), context=context)

    def __rsub__(self, other, context=None):
        other = _convert_op(other, '-', self, True)
        if other is NotImplemented:
            return other
        return other.__sub__(self, context=context)

    def __mul__(self, other, context=None):
        other = _convert_op(other, '*', self)
        if other is NotImplemented:
            return other
        ctx = context if context is not None else getcontext()
        sign = self._sign ^ other._sign
        if self._is_special or other._is_special:
            ans = self._check_nans(other, ctx)
            if ans is not None:
                return ans
            if (self._exp == 'F' and other.is_zero()) or (other._exp == 'F' and self.is_zero()):
                return _nan(ctx, InvalidOperation)
            return _new(sign, 0, 'F', True)
        return _new(sign, self._int * other._int, self._exp + other._exp)._fix(ctx)

    def __rmul__(self, other, context=None):
        other = _convert_op(other, '*', self, True)
        if other is NotImplemented:
            return other
        return other.__mul__(self, context)

    def __truediv__(self, other, context=None):
        other = _convert_op(other, '/', self)
        if other is NotImplemented:
            return other
        ctx = context if context is not None else getcontext()
        sign = self._sign ^ other._sign
        if self._is_special or other._is_special:
            ans = self._check_nans(other, ctx)
            if ans is not None:
                return ans
            if self._exp == 'F' and other._exp == 'F':
                return _nan(ctx, InvalidOperation)
            if self._exp == 'F':
                return _new(sign, 0, 'F', True)
            ctx._raise(Clamped)
            return _new(sign, 0, ctx.Emin - ctx.prec + 1)
        if other._int == 0:
            if self._int == 0:
                return _nan(ctx, DivisionUndefined)
            ctx._raise(DivisionByZero)
            return _new(sign, 0, 'F', True)
        if self._int == 0:
            return _new(sign, 0, self._exp - other._exp)._fix(ctx)
        return _divide(sign, self, other, ctx)

    def __rtruediv__(self, other, context=None):
        other = _convert_op(other, '/', self, True)
        if other is NotImplemented:
            return other
        return other.__truediv__(self, context=context)

    def _divmod(self, other, ctx, want):
        """(quotient, remainder) of truncating division; `want` names the operation for zero-division errors."""
        sign = self._sign ^ other._sign
        if self._is_special or other._is_special:
            ans = self._check_nans(other, ctx)
            if ans is not None:
                return ans, ans
            if self._exp == 'F':
                if other._exp == 'F' or want != '//':
                    ans = _nan(ctx, InvalidOperation)
                    return ans, ans
                return _new(sign, 0, 'F', True), None
            return _new(sign, 0, 0), self._fix(ctx)
        if other._int == 0:
            if self._int == 0:
                ans = _nan(ctx, DivisionUndefined)
                return ans, ans
            if want == '%':
                ans = _nan(ctx, InvalidOperation)
                return ans, ans
            if want == 'divmod':
                ctx._raise(InvalidOperation, DivisionByZero)
                return _new(sign, 0, 'F', True), _new(0, 0, 'n', True)
            ctx._raise(DivisionByZero)
            return _new(sign, 0, 'F', True), _new(0, 0, 'n', True)
        ideal = min(self._exp, other._exp)
        expdiff = self.adjusted() - other.adjusted()
        if self._int == 0 or expdiff <= -2:
            return _new(sign, 0, 0), self._rescale(ideal, ctx.rounding)._fix(ctx)
        if expdiff <= ctx.prec:
            a, b = self._int, other._int
            if self._exp >= other._exp:
                a *= 10 ** (self._exp - other._exp)
            else:
                b *= 10 ** (other._exp - self._exp)
            q, r = divmod(a, b)
            if q < 10 ** ctx.prec:
                return _new(sign, q, 0), _new(self._sign, r, ideal)._fix(ctx)
        ans = _nan(ctx, DivisionImpossible)
        return ans, ans

    def __floordiv__(self, other, context=None):
        other = _convert_op(other, '//', self)
        if other is NotImplemented:
            return other
        return self._divmod(other, context if context is not None else getcontext(), '//')[0]

    def __rfloordiv__(self, other, context=None):
        other = _convert_op(other, '//', self, True)
        if other is NotImplemented:
            return other
        return other.__floordiv__(self, context=context)

    def __mod__(self, other, context=None):
        other = _convert_op(other, '%', self)
        if other is NotImplemented:
            return other
        return self._divmod(other, context if context is not None else getcontext(), '%')[1]

    def __rmod__(self, other, context=None):
        other = _convert_op(other, '%', self, True)
        if other is NotImplemented:
            return other
        return other.__mod__(self, context=context)

    def __divmod__(self, other, context=None):
        other = _convert_op(other, 'divmod()', self)
        if other is NotImplemented:
            return other
        return self._divmod(other, context if context is not None else getcontext(), 'divmod')

    def __rdivmod__(self, other, context=None):
        other = _convert_op(other, 'divmod()', self, True)
        if other is NotImplemented:
            return other
        return other.__divmod__(self, context=context)

    def remainder_near(self, other, context=None):
        other = _convert(other, True)
        ctx = context if context is not None else getcontext()
        if self._is_special or other._is_special:
            ans = self._check_nans(other, ctx)
            if ans is not None:
                return ans
            if self._exp == 'F':
                return _nan(ctx, InvalidOperation)
            return self._fix(ctx)
        if other._int == 0:
            return _nan(ctx, DivisionUndefined if self._int == 0 else InvalidOperation)
        ideal = min(self._exp, other._exp)
        if self._int == 0:
            return _new(self._sign, 0, ideal)._fix(ctx)
        expdiff = self.adjusted() - other.adjusted()
        if expdiff >= ctx.prec + 1:
            return _nan(ctx, DivisionImpossible)
        if expdiff <= -2:
            return self._rescale(ideal, ctx.rounding)._fix(ctx)
        a = self._int * 10 ** (self._exp - ideal)
        b = other._int * 10 ** (other._exp - ideal)
        q, r = divmod(a, b)
        # the remainder nearest to zero; a tie goes to the even quotient
        if 2 * r + (q & 1) > b:
            r -= b
            q += 1
        if q >= 10 ** ctx.prec:
            return _nan(ctx, DivisionImpossible)
        sign = self._sign
        if r < 0:
            sign = 1 - sign
            r = -r
        return _new(sign, r, ideal)._fix(ctx)

    def __neg__(self, context=None):
        ctx = context if context is not None else getcontext()
        if self._is_special:
            ans = self._check_nans(None, ctx)
            return ans if ans is not None else _new(1 - self._sign, 0, 'F', True)
        if self._int == 0 and ctx.rounding != ROUND_FLOOR:
            return _new(0, 0, self._exp)._fix(ctx)
        return _new(1 - self._sign, self._int, self._exp)._fix(ctx)

    def __pos__(self, context=None):
        ctx = context if context is not None else getcontext()
        if self._is_special:
            ans = self._check_nans(None, ctx)
            return ans if ans is not None else self
        if self._int == 0 and ctx.rounding != ROUND_FLOOR:
            return _new(0, 0, self._exp)._fix(ctx)
        return self._fix(ctx)

    def __abs__(self, round=True, context=None):
        if not round:
            return self.copy_abs()
        if self._sign:
            return self.__neg__(context=context)
        return self.__pos__(context=context)

    def copy_abs(self):
        return _new(0, self._int, self._exp, self._is_special)

    def copy_negate(self):
        return _new(1 - self._sign, self._int, self._exp, self._is_special)

    def copy_sign(self, other, context=None):
        other = _convert(other, True)
        return _new(other._sign, self._int, self._exp, self._is_special)

    def fma(self, other, third, context=None):
        other = _convert(other, True)
        third = _convert(third, True)
        ctx = context if context is not None else getcontext()
        if self._is_special or other._is_special:
            return (self * other).__add__(third, context=ctx)
        product = _new(self._sign ^ other._sign, self._int * other._int, self._exp + other._exp)
        return product.__add__(third, context=ctx)

    # -- comparison and hashing ---------------------------------------------------------------------------------
    def _cmp_operand(self, other, ordering):
        """other as a Decimal (or an exact Fraction value) for comparison; NotImplemented if incomparable."""
        if isinstance(other, (Decimal, int)):
            return _convert(other)
        if isinstance(other, float):
            ctx = getcontext()
            ctx._flags[FloatOperation] = True
            if ordering and ctx._traps[FloatOperation]:
                ctx._raise(FloatOperation)
            return Decimal.from_float(other)
        if isinstance(other, complex) and not ordering and other.imag == 0:
            return Decimal.from_float(other.real)
        if type(other).__name__ == 'Fraction' and hasattr(other, 'as_integer_ratio'):
            return other
        return NotImplemented

    def _compare(self, other, ordering):
        """-1, 0 or 1; None when a NaN is involved (an ordering comparison with a NaN is an invalid operation)."""
        other = self._cmp_operand(other, ordering)
        if other is NotImplemented:
            return other
        if not isinstance(other, Decimal):
            if self._is_special:
                if self.is_nan():
                    return self._nan_compare(ordering, False)
                return -1 if self._sign else 1
            n, d = self.as_integer_ratio()
            on, od = other.as_integer_ratio()
            a, b = n * od, on * d
            return (a > b) - (a < b)
        if self.is_nan() or other.is_nan():
            return self._nan_compare(ordering, self.is_snan() or other.is_snan())
        return _compare_values(self, other)

    def _nan_compare(self, ordering, signaling):
        if ordering or signaling:
            getcontext()._raise(InvalidOperation)
        return None

    def __eq__(self, other):
        c = self._compare(other, False)
        if c is NotImplemented:
            return c
        return c == 0

    def __lt__(self, other):
        c = self._compare(other, True)
        return c if c is NotImplemented else (c is not None and c < 0)

    def __le__(self, other):
        c = self._compare(other, True)
        return c if c is NotImplemented else (c is not None and c <= 0)

    def __gt__(self, other):
        c = self._compare(other, True)
        return c if c is NotImplemented else (c is not None and c > 0)

    def __ge__(self, other):
        c = self._compare(other, True)
        return c if c is NotImplemented else (c is not None and c >= 0)

    def __hash__(self):
        if self._is_special:
            if self.is_snan():
                raise TypeError('Cannot hash a signaling NaN value')
            if self.is_nan():
                return object.__hash__(self)
            return -314159 if self._sign else 314159
        modulus = 2305843009213693951
        if self._exp >= 0:
            exp_hash = pow(10, self._exp, modulus)
        else:
            exp_hash = pow(2075258708292324556, -self._exp, modulus)  # the inverse of 10 modulo 2**61 - 1
        h = self._int * exp_hash % modulus
        ans = -h if self._sign else h
        return -2 if ans == -1 else ans

    def compare(self, other, context=None):
        other = _convert(other, True)
        ctx = context if context is not None else getcontext()
        if self.is_nan() or other.is_nan():
            ans = self._check_nans(other, ctx)
            return ans
        return Decimal(_compare_values(self, other))

    def compare_signal(self, other, context=None):
        other = _convert(other, True)
        ctx = context if context is not None else getcontext()
        if self.is_nan() or other.is_nan():
            return _nan(ctx, InvalidOperation)
        return self.compare(other, context=ctx)

    def compare_total(self, other, context=None):
        other = _convert(other, True)
        if self._sign != other._sign:
            return Decimal(-1) if self._sign else Decimal(1)
        c = _compare_values(self, other) if not (self._is_special or other._is_special) else 0
        if c == 0 and not (self._is_special or other._is_special):
            c = (self._exp > other._exp) - (self._exp < other._exp)
            if self._sign:
                c = -c
        return Decimal(c)

    def _minmax(self, other, ctx, pick_max, by_abs):
        other = _convert(other, True)
        if self.is_nan() or other.is_nan():
            if self.is_snan() or other.is_snan():
                return _nan(ctx, InvalidOperation)
            if self.is_nan() and other.is_nan():
                return self._fix(ctx)
            return (other if self.is_nan() else self)._fix(ctx)
        a, b = (self.copy_abs(), other.copy_abs()) if by_abs else (self, other)
        c = _compare_values(a, b)
        if c == 0:
            c = _compare_values(self, other)
            if c == 0:
                # equal values: prefer the larger exponent for max, positive sign for max
                if self._sign != other._sign:
                    c = -1 if self._sign else 1
                else:
                    c = (self._exp > other._exp) - (self._exp < other._exp)
                    if self._sign:
                        c = -c
        if not pick_max:
            c = -c
        return (self if c >= 0 else other)._fix(ctx)

    def max(self, other, context=None):
        return self._minmax(other, context if context is not None else getcontext(), True, False)

    def min(self, other, context=None):
        return self._minmax(other, context if context is not None else getcontext(), False, False)

    def max_mag(self, other, context=None):
        return self._minmax(other, context if context is not None else getcontext(), True, True)

    def min_mag(self, other, context=None):
        return self._minmax(other, context if context is not None else getcontext(), False, True)

    def same_quantum(self, other, context=None):
        other = _convert(other, True)
        if self._is_special or other._is_special:
            return (self.is_nan() and other.is_nan()) or (self.is_infinite() and other.is_infinite())
        return self._exp == other._exp

    # -- conversions --------------------------------------------------------------------------------------------
    def __bool__(self):
        return self._is_special or self._int != 0

    def __float__(self):
        if self.is_nan():
            if self.is_snan():
                raise ValueError('cannot convert signaling NaN to float')
            return float('-nan') if self._sign else float('nan')
        return float(str(self))

    def __int__(self):
        if self._is_special:
            if self.is_nan():
                raise ValueError('cannot convert NaN to integer')
            raise OverflowError('cannot convert Infinity to integer')
        if self._exp >= 0:
            v = self._int * 10 ** self._exp
        else:
            v = self._int // 10 ** -self._exp
        return -v if self._sign else v

    __trunc__ = __int__

    def __complex__(self):
        return complex(float(self))

    @property
    def real(self):
        return self

    @property
    def imag(self):
        return Decimal(0)

    def conjugate(self):
        return self

    def _integral(self, rounding):
        if self._is_special:
            if self.is_nan():
                raise ValueError('cannot convert NaN to integer')
            raise OverflowError('cannot convert Infinity to integer')
        return int(self._rescale(0, rounding))

    def __floor__(self):
        return self._integral(ROUND_FLOOR)

    def __ceil__(self):
        return self._integral(ROUND_CEILING)

    def __round__(self, n=None):
        if n is not None:
            if not isinstance(n, int):
                raise TypeError('optional arg must be an integer')
            return self.quantize(_new(0, 1, -n))
        return self._integral(ROUND_HALF_EVEN)

    def to_integral_value(self, rounding=None, context=None):
        ctx = context if context is not None else getcontext()
        if self._is_special:
            ans = self._check_nans(None, ctx)
            return ans if ans is not None else self
        if self._exp >= 0:
            return self
        return self._rescale(0, rounding if rounding is not None else ctx.rounding)

    to_integral = to_integral_value

    def to_integral_exact(self, rounding=None, context=None):
        ctx = context if context is not None else getcontext()
        if self._is_special:
            ans = self._check_nans(None, ctx)
            return ans if ans is not None else self
        if self._exp >= 0:
            return self
        ans = self._rescale(0, rounding if rounding is not None else ctx.rounding)
        if _compare_values(ans, self) != 0:
            ctx._raise(Inexact, Rounded)
        elif self._int != 0:
            ctx._raise(Rounded)
        return ans

    def quantize(self, exp, rounding=None, context=None):
        exp = _convert(exp, True)
        ctx = context if context is not None else getcontext()
        rounding = rounding if rounding is not None else ctx.rounding
        if self._is_special or exp._is_special:
            ans = self._check_nans(exp, ctx)
            if ans is not None:
                return ans
            if self.is_infinite() and exp.is_infinite():
                return self
            return _nan(ctx, InvalidOperation)
        if not ctx.Etiny() <= exp._exp <= ctx.Emax:
            return _nan(ctx, InvalidOperation)
        if self._int == 0:
            return _new(self._sign, 0, exp._exp)._fix(ctx)
        if self.adjusted() > ctx.Emax:
            return _nan(ctx, InvalidOperation)
        if exp._exp - self.adjusted() - 1 > ctx.prec or self.adjusted() - exp._exp + 1 > ctx.prec:
            if self.adjusted() - exp._exp + 1 > ctx.prec:
                return _nan(ctx, InvalidOperation)
        ans = self._rescale(exp._exp, rounding)
        if ans._int != 0 and _ndigits(ans._int) > ctx.prec:
            return _nan(ctx, InvalidOperation)
        if ans._exp > self._exp:
            if _compare_values(ans, self) != 0:
                ctx._raise(Inexact, Rounded)
            else:
                ctx._raise(Rounded)
        return ans._fix(ctx)

    def normalize(self, context=None):
        ctx = context if context is not None else getcontext()
        if self._is_special:
            ans = self._check_nans(None, ctx)
            return ans if ans is not None else self
        dup = self._fix(ctx)
        if dup._is_special:
            return dup
        if dup._int == 0:
            return _new(dup._sign, 0, 0)
        coef, exp = dup._int, dup._exp
        top = ctx.Emax if ctx.clamp == 0 else ctx.Etop()
        while coef % 10 == 0 and exp < top:
            coef //= 10
            exp += 1
        return _new(dup._sign, coef, exp)

    reduce = normalize

    def _step(self, ctx, up):
        """next_plus / next_minus: the neighbour in the direction, at the context's precision."""
        if self._is_special:
            ans = self._check_nans(None, ctx)
            if ans is not None:
                return ans
            if (self._sign == 0) == up:
                return self
            return _new(self._sign, 10 ** ctx.prec - 1, ctx.Etop())
        work = ctx.copy()
        work.rounding = ROUND_CEILING if up else ROUND_FLOOR
        work.clear_traps()
        ans = self._fix(work)
        if _compare_values(ans, self) != 0:
            return ans
        tiny = _new(0 if up else 1, 1, ctx.Etiny() - 1)
        return self.__add__(tiny, context=work)

    def next_plus(self, context=None):
        return self._step(context if context is not None else getcontext(), True)

    def next_minus(self, context=None):
        return self._step(context if context is not None else getcontext(), False)

    def next_toward(self, other, context=None):
        other = _convert(other, True)
        ctx = context if context is not None else getcontext()
        c = _compare_values(self, other) if not (self.is_nan() or other.is_nan()) else None
        if c is None:
            return self._check_nans(other, ctx)
        if c == 0:
            return self.copy_sign(other)
        return self._step(ctx, c < 0)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __reduce__(self):
        return (self.__class__, (str(self),))

    # -- roots, exponentials, logarithms, powers ------------------------------------------------------------------
    def sqrt(self, context=None):
        ctx = context if context is not None else getcontext()
        if self._is_special:
            ans = self._check_nans(None, ctx)
            if ans is not None:
                return ans
            if self._sign == 0:
                return self
            return _nan(ctx, InvalidOperation)
        if self._int == 0:
            return _new(self._sign, 0, self._exp // 2)._fix(ctx)
        if self._sign == 1:
            return _nan(ctx, InvalidOperation)
        prec = ctx.prec + 1
        e = self._exp >> 1
        if self._exp & 1:
            c = self._int * 10
            half_len = (_ndigits(self._int) >> 1) + 1
        else:
            c = self._int
            half_len = (_ndigits(self._int) + 1) >> 1
        shift = prec - half_len
        if shift >= 0:
            c *= 100 ** shift
            exact = True
        else:
            c, rem = divmod(c, 100 ** -shift)
            exact = not rem
        e -= shift
        n = _math.isqrt(c)
        exact = exact and n * n == c
        if exact:
            if shift >= 0:
                n //= 10 ** shift
            else:
                n *= 10 ** -shift
            e += shift
        elif n % 5 == 0:
            n += 1
        return _finish_half_even(_new(0, n, e), ctx)

    def exp(self, context=None):
        ctx = context if context is not None else getcontext()
        if self._is_special:
            ans = self._check_nans(None, ctx)
            if ans is not None:
                return ans
            return _new(0, 0, 0) if self._sign else self
        if self._int == 0:
            return _new(0, 1, 0)
        limit = 3 * (ctx.Emax + ctx.prec + 10)
        if self.adjusted() > len(str(limit)):
            if self._sign:
                return _new(0, 1, ctx.Etiny() - 2)._fix(ctx)
            return _new(0, 1, ctx.Emax + 10)._fix(ctx)
        x = self
        return _correctly_rounded(lambda w: _exp_fixed(_to_fixed(x, w), w), 0, ctx)

    def ln(self, context=None):
        ctx = context if context is not None else getcontext()
        if self._is_special:
            ans = self._check_nans(None, ctx)
            if ans is not None:
                return ans
            if self._sign:
                return _nan(ctx, InvalidOperation)
            return self
        if self._int == 0:
            return _new(1, 0, 'F', True)
        if self._sign:
            return _nan(ctx, InvalidOperation)
        if self._int == 1 and self._exp == 0:
            return _new(0, 0, 0)
        x = self
        return _signed_rounded(lambda w: _ln_fixed(x, w), ctx)

    def log10(self, context=None):
        ctx = context if context is not None else getcontext()
        if self._is_special:
            ans = self._check_nans(None, ctx)
            if ans is not None:
                return ans
            if self._sign:
                return _nan(ctx, InvalidOperation)
            return self
        if self._int == 0:
            return _new(1, 0, 'F', True)
        if self._sign:
            return _nan(ctx, InvalidOperation)
        c = self._int
        if c == 10 ** (_ndigits(c) - 1):
            return Decimal(self.adjusted())._fix(ctx)
        x = self
        return _signed_rounded(lambda w: _ln_fixed(x, w) * 10 ** w // _ln10(w), ctx)

    def logb(self, context=None):
        ctx = context if context is not None else getcontext()
        if self._is_special:
            ans = self._check_nans(None, ctx)
            return ans if ans is not None else _new(0, 0, 'F', True)
        if self._int == 0:
            ctx._raise(DivisionByZero)
            return _new(1, 0, 'F', True)
        return Decimal(self.adjusted())._fix(ctx)

    def __pow__(self, other, modulo=None, context=None):
        if modulo is not None:
            return self._modpow(other, modulo, context)
        other = _convert_op(other, '** or pow()', self)
        if other is NotImplemented:
            return other
        ctx = context if context is not None else getcontext()
        if self._is_special or other._is_special:
            return self._pow_special(other, ctx)
        if other._int == 0:
            if self._int == 0:
                return _nan(ctx, InvalidOperation)
            return _new(0, 1, 0)
        integral = other._exp >= 0 or other._int % 10 ** -other._exp == 0
        if self._int == 0:
            sign = self._sign if integral and int(other) % 2 == 1 else 0
            return _new(sign, 0, 'F', True) if other._sign else _new(sign, 0, 0)
        sign = 0
        if self._sign:
            if not integral:
                return _nan(ctx, InvalidOperation)
            sign = int(other) % 2
        if integral:
            return _int_power(self, int(other), sign, ctx)
        base = self.copy_abs()
        y = other
        ys = -y._int if y._sign else y._int
        return _correctly_rounded(lambda w: _exp_fixed(_ln_fixed(base, w) * ys * 10 ** max(y._exp, 0)
                                                       // 10 ** max(-y._exp, 0), w), sign, ctx)

    def __rpow__(self, other, context=None):
        other = _convert_op(other, '** or pow()', self, True)
        if other is NotImplemented:
            return other
        return other.__pow__(self, context=context)

    def _pow_special(self, other, ctx):
        ans = self._check_nans(other, ctx)
        if ans is not None:
            return ans
        if self._sign and not self.is_zero() and (other._exp == 'F' or (self._exp == 'F' and not (
                other._exp >= 0 or other._int % 10 ** -other._exp == 0))):
            return _nan(ctx, InvalidOperation)
        if other._exp == 'F':
            if self._is_special:
                return _new(0, 0, 'F', True) if other._sign == 0 else _new(0, 0, 0)
            cmp = _compare_abs(self, _new(0, 1, 0))
            if cmp == 0:
                return _new(0, 10 ** (ctx.prec - 1), 1 - ctx.prec)._fix(ctx)
            big = (cmp > 0) == (other._sign == 0)
            return _new(0, 0, 'F', True) if big else _new(0, 0, 0)
        # self is infinite
        if other._int == 0:
            return _new(0, 1, 0)
        odd = (other._exp >= 0 or other._int % 10 ** -other._exp == 0) and int(other) % 2 == 1
        sign = self._sign if odd else 0
        return _new(sign, 0, 0) if other._sign else _new(sign, 0, 'F', True)

    def _modpow(self, other, modulo, context):
        other = _convert(other, True)
        modulo = _convert(modulo, True)
        ctx = context if context is not None else getcontext()
        if (self._is_special or other._is_special or modulo._is_special or self._exp < 0 or other._exp < 0
                or modulo._exp < 0 or other._sign or modulo._int == 0):
            return _nan(ctx, InvalidOperation)
        e = int(other)
        r = pow(abs(int(self)), e, abs(int(modulo)))
        return Decimal(-r if self._sign and e % 2 == 1 else r)._fix(ctx)

    # -- formatting -----------------------------------------------------------------------------------------------
    def __format__(self, specifier, context=None):
        ctx = context if context is not None else getcontext()
        spec = _parse_spec(specifier)
        if self._is_special:
            sign = _format_sign(self._sign, spec)
            body = str(self.copy_abs())
            if spec['type'] == '%':
                body += '%'
            return _format_align(sign, body, spec)
        if spec['type'] is None:
            spec['type'] = ['g', 'G'][ctx.capitals]
        value = self
        if spec['type'] == '%':
            value = _new(value._sign, value._int, value._exp + 2)
        rounding = ctx.rounding
        precision = spec['precision']
        if precision is not None:
            if spec['type'] in 'eE':
                value = value._round(precision + 1, rounding)
            elif spec['type'] in 'fF%':
                value = value._rescale(-precision, rounding)
            elif spec['type'] in 'gG' and _ndigits(value._int) > precision:
                value = value._round(precision, rounding)
        if not value and value._exp > 0 and spec['type'] in 'fF%':
            value = value._rescale(0, rounding)
        sign = 0 if (not value and spec['no_neg_0']) else value._sign
        digits = _digits_of(value._int)
        leftdigits = value._exp + len(digits)
        if spec['type'] in 'eE':
            dotplace = 1 - precision if (not value and precision is not None) else 1
        elif spec['type'] in 'fF%':
            dotplace = leftdigits
        else:
            dotplace = leftdigits if (value._exp <= 0 and leftdigits > -6) else 1
        if dotplace < 0:
            intpart = '0'
            fracpart = '0' * -dotplace + digits
        elif dotplace > len(digits):
            intpart = digits + '0' * (dotplace - len(digits))
            fracpart = ''
        else:
            intpart = digits[:dotplace] or '0'
            fracpart = digits[dotplace:]
        return _format_number(sign, intpart, fracpart, leftdigits - dotplace, spec)


# -- module-level arithmetic kernels ------------------------------------------------------------------------------
_TYPE_NAMES = {float: 'float', complex: 'complex'}
# builtin operands that can never implement the reflected operator: CPython's TypeError names 'decimal.Decimal'
_BUILTIN_TYPES = (str, bytes, list, tuple, dict, set, frozenset, type(None))


def _convert_op(other, op, self, reverse=False):
    """The other operand of a binary operator as a Decimal; CPython's TypeError for other number types."""
    if isinstance(other, Decimal):
        return other
    if isinstance(other, int):
        return Decimal(other)
    name = _TYPE_NAMES.get(type(other))
    if name is None and type(other).__name__ == 'Fraction':
        name = 'Fraction'
    if name is None and not reverse and type(other) in _BUILTIN_TYPES:
        name = type(other).__name__
    if name is None:
        return NotImplemented
    left, right = ("'%s'" % name, "'decimal.Decimal'") if reverse else ("'decimal.Decimal'", "'%s'" % name)
    raise TypeError('unsupported operand type(s) for %s: %s and %s' % (op, left, right))


def _compare_values(a, b):
    """Numeric comparison of two non-NaN Decimals: -1, 0 or 1."""
    if a._is_special or b._is_special:
        va = 0 if not a._is_special else (-1 if a._sign else 1)
        vb = 0 if not b._is_special else (-1 if b._sign else 1)
        if a._is_special and b._is_special:
            return (va > vb) - (va < vb)
        if a._is_special:
            return va
        return -vb
    if a._int == 0 and b._int == 0:
        return 0
    if a._int == 0:
        return 1 if b._sign else -1
    if b._int == 0:
        return -1 if a._sign else 1
    if a._sign != b._sign:
        return -1 if a._sign else 1
    c = _compare_abs(a, b)
    return -c if a._sign else c


def _compare_abs(a, b):
    """Comparison of |a| and |b| for finite Decimals."""
    if a._int == 0 or b._int == 0:
        return (a._int != 0) - (b._int != 0)
    aa, ab = a.adjusted(), b.adjusted()
    if aa != ab:
        return 1 if aa > ab else -1
    ca, cb = a._int, b._int
    if a._exp > b._exp:
        ca *= 10 ** (a._exp - b._exp)
    else:
        cb *= 10 ** (b._exp - a._exp)
    return (ca > cb) - (ca < cb)


def _add(a, b, ctx):
    """a + b for finite Decimals, rounded to ctx."""
    if a._int == 0 and b._int == 0:
        sign = a._sign & b._sign
        if a._sign != b._sign and ctx.rounding == ROUND_FLOOR:
            sign = 1
        return _new(sign, 0, min(a._exp, b._exp))._fix(ctx)
    if a._int == 0 or b._int == 0:
        # zero plus x: x at the smaller exponent, but never more than prec + 1 digits below its own
        x = b if a._int == 0 else a
        exp = max(min(a._exp, b._exp), x._exp - ctx.prec - 1)
        return x._rescale(exp, ctx.rounding)._fix(ctx)
    # an operand far below the other's last kept digit only matters as a sticky digit
    big, small = (a, b) if a._exp >= b._exp else (b, a)
    floor_exp = big._exp + min(-1, _ndigits(big._int) - ctx.prec - 2)
    if small.adjusted() < floor_exp:
        small = _new(small._sign, 1, floor_exp)
    exp = min(big._exp, small._exp)
    va = big._int * 10 ** (big._exp - exp)
    vb = small._int * 10 ** (small._exp - exp)
    total = (-va if big._sign else va) + (-vb if small._sign else vb)
    if total == 0:
        sign = 1 if ctx.rounding == ROUND_FLOOR else 0
        return _new(sign, 0, exp)._fix(ctx)
    return _new(1 if total < 0 else 0, abs(total), exp)._fix(ctx)


def _divide(sign, a, b, ctx):
    """a / b for finite non-zero Decimals: prec + 1 digits plus a sticky digit, then one rounding."""
    shift = _ndigits(b._int) - _ndigits(a._int) + ctx.prec + 1
    exp = a._exp - b._exp - shift
    if shift >= 0:
        coef, rem = divmod(a._int * 10 ** shift, b._int)
    else:
        coef, rem = divmod(a._int, b._int * 10 ** -shift)
    if rem:
        if coef % 5 == 0:
            coef += 1
    else:
        ideal = a._exp - b._exp
        while exp < ideal and coef % 10 == 0:
            coef //= 10
            exp += 1
    return _new(sign, coef, exp)._fix(ctx)


def _int_power(x, n, sign, ctx):
    """x ** n for an integral n: exact when the result is small enough, else correctly rounded."""
    c, e = x._int, x._exp
    size = _ndigits(c) * abs(n)
    if size <= 4 * ctx.prec + 60 or c == 1:
        if n >= 0:
            return _new(sign, c ** n, e * n)._fix(ctx)
        p = _new(0, c ** -n, e * -n)
        return _divide(sign, _new(0, 1, 0), p, ctx)
    base = x.copy_abs()
    return _correctly_rounded(lambda w: _exp_fixed(_ln_fixed(base, w) * n, w), sign, ctx)


def _finish_half_even(approx, ctx):
    """Rounds with ROUND_HALF_EVEN (as sqrt and the logarithms always do), reporting the conditions to ctx."""
    work = ctx.copy()
    work.rounding = ROUND_HALF_EVEN
    work.clear_flags()
    work.clear_traps()
    ans = approx._fix(work)
    raised = [s for s in (Overflow, Underflow, Subnormal, Inexact, Rounded, Clamped) if work._flags[s]]
    if raised:
        ctx._raise(*raised)
    return ans


# -- correctly rounded transcendental functions -------------------------------------------------------------------
# Fixed point: an int F stands for F / 10**w.  Every kernel below is accurate to a few units of 10**-w.

def _to_fixed(x, w):
    """A finite Decimal as a fixed-point int with w digits after the point (truncated)."""
    v = x._int * 10 ** (x._exp + w) if x._exp + w >= 0 else x._int // 10 ** -(x._exp + w)
    return -v if x._sign else v


def _atanh_inverse(q, w):
    """atanh(1/q) in fixed point."""
    one = 10 ** w
    power = one // q
    total = power
    q2 = q * q
    k = 1
    while power:
        power //= q2
        k += 2
        total += power // k
    return total


def _ln2(w):
    return 2 * _atanh_inverse(3, w + 5) // 10 ** 5


def _ln10(w):
    g = w + 5
    return (6 * _atanh_inverse(3, g) + 2 * _atanh_inverse(9, g)) // 10 ** 5


def _ln_fixed(x, w):
    """ln(x) for a finite positive Decimal, in fixed point with w digits."""
    nd = _ndigits(x._int)
    adj = x._exp + nd - 1
    g = w + len(str(abs(adj))) + 8
    one = 10 ** g
    m = x._int * one // 10 ** (nd - 1) if nd - 1 <= g else x._int // 10 ** (nd - 1 - g)
    j = 0
    while m > one * 1414 // 1000:
        m //= 2
        j += 1
    # the series runs on |z| (floor division of negatives would never reach zero); atanh is odd
    z = (abs(m - one)) * one // (m + one)
    z2 = z * z // one
    power = z
    total = z
    k = 1
    while power:
        power = power * z2 // one
        k += 2
        total += power // k
    if m < one:
        total = -total
    result = 2 * total + j * _ln2(g) + adj * _ln10(g)
    return result // 10 ** (g - w)


def _exp_fixed(xf, w):
    """exp of a fixed-point value (w digits): returns (coefficient, exponent) with about w significant digits."""
    g = w + len(str(abs(xf) // 10 ** w)) + 10
    xg = xf * 10 ** (g - w)
    ln10 = _ln10(g)
    k = (2 * xg + ln10) // (2 * ln10)
    y = xg - k * ln10
    one = 10 ** g
    halvings = 12
    negative = y < 0
    y = abs(y) // (1 << halvings)
    total = one
    term = one
    n = 1
    while term:
        term = term * y // (one * n)
        total += term
        n += 1
    for _ in range(halvings):
        total = total * total // one
    if negative:
        total = one * one // total
    return total, k - g


def _rounded_pair(coef, exp, prec):
    """coef * 10**exp rounded half-even to prec digits, as (coefficient, exponent)."""
    shift = _ndigits(coef) - prec
    q, _ = _round_int(coef, shift, ROUND_HALF_EVEN, 0)
    if _ndigits(q) > prec:
        q //= 10
        shift += 1
    return q, exp + shift


def _correctly_rounded(approx, sign, ctx):
    """Rounds approx(w) = (coefficient, exponent), good to a few units in its last place, to ctx.prec digits,
    asking for more digits until both ends of the error interval round alike (Ziv's strategy)."""
    extra = 12
    for _ in range(10):
        coef, exp = approx(ctx.prec + extra)
        if _ndigits(coef) < ctx.prec + 6:
            extra += ctx.prec + 12 - _ndigits(coef)
            continue
        if _rounded_pair(coef - 20, exp, ctx.prec) == _rounded_pair(coef + 20, exp, ctx.prec):
            break
        extra += extra
    q, e = _rounded_pair(coef, exp, ctx.prec)
    work = ctx.copy()
    work.clear_flags()
    work.clear_traps()
    ans = _new(sign, q, e)._fix(work)
    ctx._raise(*[c for c in (Overflow, Underflow, Subnormal, Inexact, Rounded, Clamped)
                 if c in (Inexact, Rounded) or work._flags[c]])
    return ans


def _signed_rounded(kernel, ctx):
    """Correctly rounds a fixed-point kernel(w) whose value may be negative or much smaller than 1."""
    sign = [0]

    def approx(w):
        v = kernel(w)
        sign[0] = 1 if v < 0 else 0
        return abs(v), -w
    ans = _correctly_rounded(approx, 0, ctx)
    return ans.copy_negate() if sign[0] else ans


# -- format specification ----------------------------------------------------------------------------------------
def _parse_spec(spec):
    """[[fill]align][sign][z][#][0][width][,|_][.precision][type] as a dict."""
    i = 0
    n = len(spec)
    fill, align = ' ', None
    if n >= 2 and spec[1] in '<>=^':
        fill, align = spec[0], spec[1]
        i = 2
    elif n >= 1 and spec[0] in '<>=^':
        align = spec[0]
        i = 1
    sign = '-'
    if i < n and spec[i] in '+- ':
        sign = spec[i]
        i += 1
    no_neg_0 = False
    if i < n and spec[i] == 'z':
        no_neg_0 = True
        i += 1
    alt = False
    if i < n and spec[i] == '#':
        # CPython's C decimal has no alternate form
        raise ValueError('invalid format string')
    zeropad = False
    if i < n and spec[i] == '0':
        zeropad = True
        i += 1
    start = i
    while i < n and spec[i].isdigit():
        i += 1
    width = int(spec[start:i]) if i > start else 0
    thousands = ''
    if i < n and spec[i] == ',':
        thousands = spec[i]
        i += 1
    precision = None
    if i < n and spec[i] == '.':
        start = i + 1
        i += 1
        while i < n and spec[i].isdigit():
            i += 1
        if i == start:
            raise ValueError('invalid format string')
        precision = int(spec[start:i])
    ftype = None
    if i < n:
        ftype = spec[i]
        i += 1
    if i != n or (ftype is not None and ftype not in 'eEfFgGn%'):
        raise ValueError('invalid format string')
    if ftype in ('g', 'G') and precision == 0:
        precision = 1
    if zeropad and align is None:
        fill, align = '0', '='
    if align is None:
        align = '>'
    if ftype == 'n':
        ftype = 'g'
    return {'fill': fill, 'align': align, 'sign': sign, 'no_neg_0': no_neg_0, 'alt': alt, 'zeropad': zeropad,
            'minimumwidth': width, 'thousands_sep': thousands, 'precision': precision, 'type': ftype}


def _format_sign(negative, spec):
    if negative:
        return '-'
    if spec['sign'] in ' +':
        return spec['sign']
    return ''


def _format_number(negative, intpart, fracpart, exp, spec):
    sign = _format_sign(negative, spec)
    if fracpart or spec['alt']:
        fracpart = '.' + fracpart
    if exp != 0 or spec['type'] in 'eE':
        echar = {'E': 'E', 'e': 'e', 'G': 'E', 'g': 'e'}[spec['type']]
        fracpart += '%s%+d' % (echar, exp)
    if spec['type'] == '%':
        fracpart += '%'
    min_width = spec['minimumwidth'] - len(fracpart) - len(sign) if spec['zeropad'] else 0
    intpart = _group(intpart, spec['thousands_sep'], min_width)
    return _format_align(sign, intpart + fracpart, spec)


def _group(digits, sep, min_width):
    """Inserts sep every 3 digits, zero-padding to min_width (never starting with a separator)."""
    if not sep:
        return digits.rjust(max(min_width, len(digits)), '0')
    groups = []
    while True:
        size = min(max(len(digits), min_width, 1), 3)
        groups.append(digits[-size:].rjust(size, '0') if digits else '0' * size)
        digits = digits[:-size] if len(digits) > size else ''
        min_width -= size
        if not digits and min_width <= 0:
            break
        min_width -= len(sep)
    return sep.join(reversed(groups))


def _format_align(sign, body, spec):
    width = spec['minimumwidth']
    fill = spec['fill']
    padding = fill * (width - len(sign) - len(body))
    align = spec['align']
    if align == '<':
        return sign + body + padding
    if align == '>':
        return padding + sign + body
    if align == '=':
        return sign + padding + body
    half = len(padding) // 2
    return padding[:half] + sign + body + padding[half:]


# The hot methods are native (as CPython's are C): each tries the common finite case in Java and hands anything
# else to the Python method kept as _py<name>. The kit _K holds what the native side needs: the class, the current
# context's holder and the signals in flag order (Decimal._K = None turns the native side off).
Decimal._K = (Decimal, _current) + tuple(_SIGNALS)
for _name in ('__add__', '__radd__', '__sub__', '__rsub__', '__mul__', '__rmul__', '__truediv__', '__rtruediv__',
              '__eq__', '__lt__', '__le__', '__gt__', '__ge__', '__hash__', '__str__', '__repr__', '__format__',
              '__pow__', '__rpow__', '__neg__', '__pos__', '__int__', 'quantize'):
    setattr(Decimal, '_py' + _name, getattr(Decimal, _name))
    setattr(Decimal, _name, getattr(_decimal, 'Decimal' + _name))
del _name

import numbers as _numbers
_numbers.Number.register(Decimal)
del _numbers
