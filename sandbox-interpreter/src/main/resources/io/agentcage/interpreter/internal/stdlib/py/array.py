"""Typed arrays of numbers: CPython 3.11's array.array for the typecodes b B u h H i I l L q Q f d.

Items are checked and converted on the way in exactly as CPython's C types would take them (the same range errors,
float items of 'f' arrays rounded to single precision); bytes use the native little-endian layout of x86-64 Linux.
"""

import math as _math

__all__ = ['ArrayType', 'array', 'typecodes']

typecodes = 'bBuhHiIlLqQfd'

# The C conversions an int item goes through, in order, as (minimum, maximum, too large, too small): CPython
# parses most items as a wider C type first, so a huge value reports the wider type's error.
_LONG = (-2 ** 63, 2 ** 63 - 1, 'Python int too large to convert to C long', 'Python int too large to convert to C long')
_ULONG = (0, 2 ** 64 - 1, 'Python int too large to convert to C unsigned long',
          "can't convert negative value to unsigned int")
_SHORT = (-32768, 32767, 'signed short integer is greater than maximum', 'signed short integer is less than minimum')
_INT = (-2 ** 31, 2 ** 31 - 1, 'signed integer is greater than maximum', 'signed integer is less than minimum')
_INT_TYPES = {
    'b': (1, [_LONG, _SHORT, (-128, 127, 'signed char is greater than maximum', 'signed char is less than minimum')]),
    'B': (1, [_LONG, (0, 255, 'unsigned byte integer is greater than maximum',
                      'unsigned byte integer is less than minimum')]),
    'h': (2, [_LONG, _SHORT]),
    'H': (2, [_LONG, _INT, (0, 65535, 'unsigned short is greater than maximum', 'unsigned short is less than minimum')]),
    'i': (4, [_LONG, _INT]),
    'I': (4, [_ULONG, (0, 2 ** 32 - 1, 'unsigned int is greater than maximum', '')]),
    'l': (8, [_LONG]),
    'L': (8, [_ULONG]),
    'q': (8, [(-2 ** 63, 2 ** 63 - 1, 'int too big to convert', 'int too big to convert')]),
    'Q': (8, [(0, 2 ** 64 - 1, 'int too big to convert', "can't convert negative int to unsigned")]),
}
_SIZES = {'u': 4, 'f': 4, 'd': 8}
for _code, _spec in _INT_TYPES.items():
    _SIZES[_code] = _spec[0]
del _code, _spec

_FLOAT32_MAX = 3.4028234663852886e+38


def _index(x):
    if isinstance(x, int):
        return int(x)
    if isinstance(x, float) or not hasattr(type(x), '__index__'):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(x).__name__)
    return x.__index__()


def _to_float32(x):
    """The float nearest to x that single precision can hold (ties to even), or an infinity."""
    if x != x or x in (_math.inf, -_math.inf) or x == 0:
        return x
    a = abs(x)
    m, e = _math.frexp(a)
    shift = 24 - e if e - 1 >= -126 else 149
    n, d = a.as_integer_ratio()
    if shift >= 0:
        n <<= shift
    else:
        d <<= -shift
    q, r = divmod(n, d)
    if 2 * r > d or (2 * r == d and q & 1):
        q += 1
    v = _math.ldexp(q, -shift)
    if v > _FLOAT32_MAX:
        v = _math.inf
    return -v if x < 0 else v


def _float_bits(x, size):
    """IEEE 754 bits of x in single (size 4) or double (size 8) precision."""
    ebits, mbits = (8, 23) if size == 4 else (11, 52)
    bias = (1 << (ebits - 1)) - 1
    sign = 1 if _math.copysign(1.0, x) < 0 else 0
    if x != x:
        return (sign << (ebits + mbits)) | (((1 << ebits) - 1) << mbits) | (1 << (mbits - 1))
    a = abs(x)
    if a == _math.inf:
        return (sign << (ebits + mbits)) | (((1 << ebits) - 1) << mbits)
    if a == 0:
        return sign << (ebits + mbits)
    m, e = _math.frexp(a)
    exp = e - 1 + bias
    if exp <= 0:
        mant = int(_math.ldexp(a, bias - 1 + mbits))
        exp = 0
    else:
        mant = int(_math.ldexp(m * 2 - 1, mbits))
    return (sign << (ebits + mbits)) | (exp << mbits) | mant


def _bits_float(bits, size):
    ebits, mbits = (8, 23) if size == 4 else (11, 52)
    bias = (1 << (ebits - 1)) - 1
    sign = -1.0 if bits >> (ebits + mbits) else 1.0
    exp = (bits >> mbits) & ((1 << ebits) - 1)
    mant = bits & ((1 << mbits) - 1)
    if exp == (1 << ebits) - 1:
        return sign * (_math.nan if mant else _math.inf)
    if exp == 0:
        return sign * _math.ldexp(mant, 1 - bias - mbits)
    return sign * _math.ldexp(mant | (1 << mbits), exp - bias - mbits)


def _clamp(i, n):
    """A start/stop argument of index() as a position in 0..n (negative counts from the end)."""
    if i < 0:
        i += n
    return min(max(i, 0), n)


class array(object):
    """array(typecode[, initializer]): a compact sequence of numbers of one C type."""

    __slots__ = ('_typecode', '_items')

    def __new__(cls, typecode, initializer=None, *extra):
        if extra:
            raise TypeError('array() takes at most 2 arguments (%d given)' % (2 + len(extra)))
        if not isinstance(typecode, str) or len(typecode) != 1:
            raise TypeError('array() argument 1 must be a unicode character, not %s' % type(typecode).__name__)
        if typecode not in _SIZES:
            raise ValueError('bad typecode (must be b, B, u, h, H, i, I, l, L, q, Q, f or d)')
        self = object.__new__(cls)
        self._typecode = typecode
        self._items = []
        if initializer is None:
            return self
        if isinstance(initializer, str):
            if typecode != 'u':
                raise TypeError("cannot use a str to initialize an array with typecode '%s'" % typecode)
            self._items = list(initializer)
        elif isinstance(initializer, (bytes, bytearray)):
            self.frombytes(initializer)
        elif isinstance(initializer, array):
            if initializer._typecode == 'u' and typecode != 'u':
                raise TypeError("cannot use a unicode array to initialize an array with typecode '%s'" % typecode)
            self._items = [self._check(x) for x in initializer._items]
        else:
            self._items = [self._check(x) for x in initializer]
        return self

    def _check(self, x):
        """x converted to what an item of this typecode holds, with CPython's errors."""
        t = self._typecode
        if t in 'fd':
            if not isinstance(x, float):
                if isinstance(x, str) or not (isinstance(x, int) or hasattr(type(x), '__float__')
                                              or hasattr(type(x), '__index__')):
                    raise TypeError('must be real number, not %s' % type(x).__name__)
                x = float(x)
            return _to_float32(x) if t == 'f' else x
        if t == 'u':
            if not isinstance(x, str) or len(x) != 1:
                raise TypeError('array item must be unicode character')
            return x
        v = _index(x)
        for lo, hi, too_big, too_small in _INT_TYPES[t][1]:
            if v < lo:
                raise OverflowError(too_small)
            if v > hi:
                raise OverflowError(too_big)
        return v

    def _same_kind(self, other, message):
        if not isinstance(other, array):
            raise TypeError(message % type(other).__name__)
        if other._typecode != self._typecode:
            raise TypeError('bad argument type for built-in operation')

    def _new(self, items):
        a = object.__new__(type(self))
        a._typecode = self._typecode
        a._items = items
        return a

    @property
    def typecode(self):
        return self._typecode

    @property
    def itemsize(self):
        return _SIZES[self._typecode]

    def __repr__(self):
        name = type(self).__name__
        if not self._items:
            return "%s('%s')" % (name, self._typecode)
        if self._typecode == 'u':
            return "%s('u', %r)" % (name, ''.join(self._items))
        return "%s('%s', %r)" % (name, self._typecode, self._items)

    __str__ = __repr__

    def __len__(self):
        return len(self._items)

    def __iter__(self):
        return iter(list(self._items))

    def __contains__(self, x):
        return x in self._items

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self._new(self._items[i])
        try:
            return self._items[_index(i)]
        except IndexError:
            raise IndexError('array index out of range') from None

    def __setitem__(self, i, value):
        if isinstance(i, slice):
            if not isinstance(value, array):
                raise TypeError('can only assign array (not "%s") to array slice' % type(value).__name__)
            if value._typecode != self._typecode:
                raise TypeError('bad argument type for built-in operation')
            self._items[i] = list(value._items)
            return
        v = self._check(value)
        try:
            self._items[_index(i)] = v
        except IndexError:
            raise IndexError('array assignment index out of range') from None

    def __delitem__(self, i):
        if isinstance(i, slice):
            del self._items[i]
            return
        try:
            del self._items[_index(i)]
        except IndexError:
            raise IndexError('array assignment index out of range') from None

    def __add__(self, other):
        if not isinstance(other, array):
            raise TypeError('can only append array (not "%s") to array' % type(other).__name__)
        self._same_kind(other, '%s')
        return self._new(self._items + other._items)

    def __iadd__(self, other):
        if not isinstance(other, array):
            raise TypeError('can only extend array with array (not "%s")' % type(other).__name__)
        self._same_kind(other, '%s')
        self._items.extend(other._items)
        return self

    def __mul__(self, n):
        if not isinstance(n, int) and not hasattr(type(n), '__index__'):
            raise TypeError("can't multiply sequence by non-int of type '%s'" % type(n).__name__)
        return self._new(self._items * _index(n))

    __rmul__ = __mul__

    def __imul__(self, n):
        self._items *= _index(n)
        return self

    def __eq__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._items == other._items

    def __ne__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._items != other._items

    def __lt__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._items < other._items

    def __le__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._items <= other._items

    def __gt__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._items > other._items

    def __ge__(self, other):
        if not isinstance(other, array):
            return NotImplemented
        return self._items >= other._items

    def __hash__(self):
        raise TypeError("unhashable type: 'array.array'")

    def __copy__(self):
        return self._new(list(self._items))

    def __deepcopy__(self, memo):
        return self._new(list(self._items))

    def __reduce_ex__(self, protocol):
        return (type(self), (self._typecode, list(self._items)))

    def append(self, x):
        self._items.append(self._check(x))

    def extend(self, iterable):
        if isinstance(iterable, array):
            if iterable._typecode != self._typecode:
                raise TypeError('can only extend with array of same kind')
            self._items.extend(iterable._items)
            return
        self._items.extend([self._check(x) for x in iterable])

    def fromlist(self, items):
        if not isinstance(items, list):
            raise TypeError('arg must be list')
        self._items.extend([self._check(x) for x in items])

    def tolist(self):
        return list(self._items)

    def fromunicode(self, s):
        if not isinstance(s, str):
            raise TypeError('fromunicode() argument must be str, not %s' % type(s).__name__)
        if self._typecode != 'u':
            raise ValueError('fromunicode() may only be called on unicode type arrays')
        self._items.extend(s)

    def tounicode(self):
        if self._typecode != 'u':
            raise ValueError('tounicode() may only be called on unicode type arrays')
        return ''.join(self._items)

    def insert(self, i, x):
        self._items.insert(_index(i), self._check(x))

    def pop(self, i=-1):
        if not self._items:
            raise IndexError('pop from empty array')
        try:
            return self._items.pop(_index(i))
        except IndexError:
            raise IndexError('pop index out of range') from None

    def remove(self, x):
        try:
            self._items.remove(x)
        except ValueError:
            raise ValueError('array.remove(x): x not in array') from None

    def index(self, x, start=0, stop=None):
        n = len(self._items)
        start, stop = _clamp(_index(start), n), _clamp(n if stop is None else _index(stop), n)
        for i in range(start, stop):
            if self._items[i] == x:
                return i
        raise ValueError('array.index(x): x not in array')

    def count(self, x):
        return self._items.count(x)

    def reverse(self):
        self._items.reverse()

    def byteswap(self):
        size = _SIZES[self._typecode]
        if size == 1:
            return
        data = self.tobytes()
        swapped = b''.join(data[i:i + size][::-1] for i in range(0, len(data), size))
        self._items = []
        self.frombytes(swapped)

    def buffer_info(self):
        return (0, len(self._items))

    def tobytes(self):
        t = self._typecode
        size = _SIZES[t]
        out = bytearray()
        for x in self._items:
            if t in 'fd':
                out += _float_bits(x, size).to_bytes(size, 'little')
            elif t == 'u':
                out += ord(x).to_bytes(4, 'little')
            else:
                out += x.to_bytes(size, 'little', signed=_INT_TYPES[t][1][-1][0] < 0)
        return bytes(out)

    def frombytes(self, data):
        if isinstance(data, str):
            raise TypeError("a bytes-like object is required, not 'str'")
        data = bytes(data)
        t = self._typecode
        size = _SIZES[t]
        if len(data) % size:
            raise ValueError('bytes length not a multiple of item size')
        items = []
        for i in range(0, len(data), size):
            chunk = data[i:i + size]
            if t in 'fd':
                items.append(_bits_float(int.from_bytes(chunk, 'little'), size))
            elif t == 'u':
                items.append(chr(int.from_bytes(chunk, 'little')))
            else:
                items.append(int.from_bytes(chunk, 'little', signed=_INT_TYPES[t][1][-1][0] < 0))
        self._items.extend(items)


ArrayType = array
