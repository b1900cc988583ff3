"""datetime for the sandbox: date, time, datetime, timedelta, tzinfo and timezone with CPython 3.11's arithmetic,
comparisons, reprs, isoformat/fromisoformat, strftime/strptime and error messages.

The guest has no host time zone: local time is UTC. now(), today() and utcnow() read the interpreter's clock;
fromtimestamp() and timestamp() convert naive values as UTC."""

import _clock
import _timefmt

__all__ = ('date', 'datetime', 'time', 'timedelta', 'timezone', 'tzinfo', 'MINYEAR', 'MAXYEAR', 'UTC')

MINYEAR = 1
MAXYEAR = 9999
_MAX_ORDINAL = 3652059
_DAYS_IN_MONTH = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
_US_PER_DAY = 86400000000


# the ordinal of a valid date in one call (bound once: a module global, not an attribute read per call)
_ordinal = _timefmt.ordinal


def _lt(a, b):
    return a < b


def _le(a, b):
    return a <= b


def _gt(a, b):
    return a > b


def _ge(a, b):
    return a >= b


def _days_in_month(year, month):
    if month == 2 and _timefmt.is_leap(year):
        return 29
    return _DAYS_IN_MONTH[month]


def _index(value):
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float) or not hasattr(type(value), '__index__'):
        raise TypeError("'" + type(value).__name__ + "' object cannot be interpreted as an integer")
    return value.__index__()


def _check_date(year, month, day):
    year, month, day = _index(year), _index(month), _index(day)
    if not MINYEAR <= year <= MAXYEAR:
        raise ValueError('year ' + str(year) + ' is out of range')
    if not 1 <= month <= 12:
        raise ValueError('month must be in 1..12')
    if not 1 <= day <= _days_in_month(year, month):
        raise ValueError('day is out of range for month')
    return year, month, day


def _check_time(hour, minute, second, microsecond, fold):
    hour, minute, second, microsecond = _index(hour), _index(minute), _index(second), _index(microsecond)
    if not 0 <= hour <= 23:
        raise ValueError('hour must be in 0..23')
    if not 0 <= minute <= 59:
        raise ValueError('minute must be in 0..59')
    if not 0 <= second <= 59:
        raise ValueError('second must be in 0..59')
    if not 0 <= microsecond <= 999999:
        raise ValueError('microsecond must be in 0..999999')
    if fold not in (0, 1):
        raise ValueError('fold must be either 0 or 1')
    return hour, minute, second, microsecond


def _check_tzinfo(tz):
    if tz is not None and not isinstance(tz, tzinfo):
        raise TypeError("tzinfo argument must be None or of a tzinfo subclass, not type '" + type(tz).__name__
                        + "'")


def _round_half_even(num, den):
    q, r = divmod(num, den)
    twice = 2 * r
    if twice > den or (twice == den and q % 2 == 1):
        q += 1
    return q


def _cmp(a, b):
    return 0 if a == b else (1 if a > b else -1)


# ---- timedelta ----

_TD_UNITS = (('days', 86400000000), ('seconds', 1000000), ('microseconds', 1), ('milliseconds', 1000),
             ('minutes', 60000000), ('hours', 3600000000), ('weeks', 604800000000))


class timedelta:
    """A duration: days, seconds and microseconds, normalised as CPython does."""
    __slots__ = ('_days', '_seconds', '_microseconds', '_hashcode')
    __tp_name__ = 'datetime.timedelta'

    # the common cases in Java (_datetime); the Python methods below are what they hand everything else to
    __new__ = _datetime.timedelta_new
    _us = _datetime.timedelta_us

    def _new_slow(cls, days=0, seconds=0, microseconds=0, milliseconds=0, minutes=0, hours=0, weeks=0):
        if (type(days) is int and type(seconds) is int and type(microseconds) is int and type(milliseconds) is int
                and type(minutes) is int and type(hours) is int and type(weeks) is int):
            return cls._from_us(((weeks * 7 + days) * 86400 + hours * 3600 + minutes * 60 + seconds) * 1000000
                                + milliseconds * 1000 + microseconds)
        num = 0
        den = 1
        for value, (name, factor) in zip((days, seconds, microseconds, milliseconds, minutes, hours, weeks),
                                         _TD_UNITS):
            if isinstance(value, int):
                num += int(value) * factor * den
            elif isinstance(value, float):
                if value != value or value in (float('inf'), float('-inf')):
                    raise ValueError('cannot convert float ' + repr(value) + ' to integer') if value != value \
                        else OverflowError('cannot convert float infinity to integer')
                a, b = value.as_integer_ratio()
                num = num * b + a * factor * den
                den *= b
            else:
                raise TypeError('unsupported type for timedelta ' + name + ' component: ' + type(value).__name__)
        return cls._from_us(_round_half_even(num, den))

    @classmethod
    def _from_us(cls, us):
        days, rest = divmod(us, _US_PER_DAY)
        if not -2147483648 <= days <= 2147483647:
            raise OverflowError('Python int too large to convert to C int')
        if not -999999999 <= days <= 999999999:
            raise OverflowError('days=' + str(days) + '; must have magnitude <= 999999999')
        self = object.__new__(cls)
        self._days = days
        self._seconds, self._microseconds = divmod(rest, 1000000)
        self._hashcode = -1
        return self

    days = property(_datetime.get_days)
    seconds = property(_datetime.get_seconds)
    microseconds = property(_datetime.get_microseconds)
    total_seconds = _datetime.timedelta_total_seconds

    def _total_seconds_slow(self):
        return self._us() / 10 ** 6

    def __repr__(self):
        args = []
        if self._days:
            args.append('days=' + str(self._days))
        if self._seconds:
            args.append('seconds=' + str(self._seconds))
        if self._microseconds:
            args.append('microseconds=' + str(self._microseconds))
        if not args:
            args.append('0')
        return _qualified(self) + '(' + ', '.join(args) + ')'

    def __str__(self):
        mm, ss = divmod(self._seconds, 60)
        hh, mm = divmod(mm, 60)
        text = '%d:%02d:%02d' % (hh, mm, ss)
        if self._days:
            text = str(self._days) + (' days, ' if abs(self._days) != 1 else ' day, ') + text
        if self._microseconds:
            text += '.%06d' % self._microseconds
        return text

    def __add__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_us(self._us() + other._us())
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return timedelta._from_us(self._us() - other._us())
        return NotImplemented

    def __rsub__(self, other):
        if isinstance(other, timedelta):
            return -self + other
        return NotImplemented

    def __neg__(self):
        return timedelta._from_us(-self._us())

    def __pos__(self):
        return self

    def __abs__(self):
        return -self if self._days < 0 else self

    def __mul__(self, other):
        if isinstance(other, int):
            return timedelta._from_us(self._us() * int(other))
        if isinstance(other, float):
            a, b = other.as_integer_ratio()
            return timedelta._from_us(_round_half_even(self._us() * a, b))
        return NotImplemented

    __rmul__ = __mul__

    def __floordiv__(self, other):
        if isinstance(other, timedelta):
            if not other._us():
                raise ZeroDivisionError('integer division or modulo by zero')
            return self._us() // other._us()
        if isinstance(other, int):
            if not other:
                raise ZeroDivisionError('integer division or modulo by zero')
            return timedelta._from_us(self._us() // other)
        return NotImplemented

    def __truediv__(self, other):
        if isinstance(other, timedelta):
            if not other._us():
                raise ZeroDivisionError('division by zero')
            return self._us() / other._us()
        if isinstance(other, int):
            if not other:
                raise ZeroDivisionError('integer division or modulo by zero')
            return timedelta._from_us(_round_half_even(self._us(), int(other)) if other > 0
                                      else _round_half_even(-self._us(), -int(other)))
        if isinstance(other, float):
            if not other:
                raise ZeroDivisionError('division by zero')
            a, b = other.as_integer_ratio()
            if a < 0:
                a, b = -a, -b
            return timedelta._from_us(_round_half_even(self._us() * b, a))
        return NotImplemented

    def __mod__(self, other):
        if isinstance(other, timedelta):
            if not other._us():
                raise ZeroDivisionError('integer division or modulo by zero')
            return timedelta._from_us(self._us() % other._us())
        return NotImplemented

    def __divmod__(self, other):
        if isinstance(other, timedelta):
            if not other._us():
                raise ZeroDivisionError('integer division or modulo by zero')
            q, r = divmod(self._us(), other._us())
            return q, timedelta._from_us(r)
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, timedelta):
            return self._us() == other._us()
        return NotImplemented

    def __lt__(self, other):
        if isinstance(other, timedelta):
            return self._us() < other._us()
        return NotImplemented

    def __le__(self, other):
        if isinstance(other, timedelta):
            return self._us() <= other._us()
        return NotImplemented

    def __gt__(self, other):
        if isinstance(other, timedelta):
            return self._us() > other._us()
        return NotImplemented

    def __ge__(self, other):
        if isinstance(other, timedelta):
            return self._us() >= other._us()
        return NotImplemented

    def __hash__(self):
        return hash((self._days, self._seconds, self._microseconds))

    def __bool__(self):
        return self._days != 0 or self._seconds != 0 or self._microseconds != 0

    def __reduce__(self):
        return self.__class__, (self._days, self._seconds, self._microseconds)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


timedelta.min = timedelta(-999999999)
timedelta.max = timedelta(days=999999999, hours=23, minutes=59, seconds=59, microseconds=999999)
timedelta.resolution = timedelta(microseconds=1)


def _qualified(obj):
    # CPython's tp_name: module-qualified for its own classes, the bare name for a subclass defined elsewhere
    cls = type(obj)
    if cls.__module__ == 'datetime':
        return 'datetime.' + cls.__qualname__
    return cls.__name__


# ---- date ----

def _make_date(y, m, d):
    """A date of fields already checked (the arithmetic's results), without the constructor's checks."""
    self = object.__new__(date)
    self._year, self._month, self._day = y, m, d
    self._hashcode = -1
    return self


def _make_datetime(y, m, d, hh, mi, ss, us, tz, fold=0):
    """A datetime of fields already checked, without the constructor's checks."""
    self = object.__new__(datetime)
    self._year, self._month, self._day = y, m, d
    self._hour, self._minute, self._second, self._microsecond = hh, mi, ss, us
    self._tzinfo = tz
    self._fold = fold
    self._hashcode = -1
    self._n = (_ordinal(y, m, d) * 86400 + (hh * 60 + mi) * 60 + ss) * 1000000 + us
    return self


class date:
    """A calendar date (proleptic Gregorian), year 1..9999."""
    __slots__ = ('_year', '_month', '_day', '_hashcode')
    __tp_name__ = 'datetime.date'

    def __new__(cls, year, month=None, day=None):
        if not (type(year) is int and type(month) is int and type(day) is int and MINYEAR <= year <= MAXYEAR
                and 1 <= month <= 12 and 1 <= day <= 28):
            year, month, day = _check_date(year, month, day)
        self = object.__new__(cls)
        self._year, self._month, self._day = year, month, day
        self._hashcode = -1
        return self

    @classmethod
    def fromtimestamp(cls, t):
        y, m, d, hh, mm, ss, us = _utc_fields(t)
        return cls(y, m, d)

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_clock.time())

    @classmethod
    def fromordinal(cls, n):
        n = _index(n)
        if not 1 <= n <= _MAX_ORDINAL:
            raise ValueError('ordinal must be >= 1')
        if cls is date:
            y, m, d = _timefmt.from_ordinal(n)
            return _make_date(y, m, d)
        return cls(*_timefmt.from_ordinal(n))

    @classmethod
    def fromisoformat(cls, date_string):
        if not isinstance(date_string, str):
            raise TypeError('fromisoformat: argument must be str')
        try:
            if len(date_string) not in (7, 8, 10):
                raise ValueError
            fields = _parse_iso_date(date_string)
        except (ValueError, IndexError):
            raise ValueError('Invalid isoformat string: ' + repr(date_string)) from None
        return cls(*fields)

    @classmethod
    def fromisocalendar(cls, year, week, day):
        if not MINYEAR <= year <= MAXYEAR:
            raise ValueError('Year is out of range: ' + str(year))
        if not 0 < week < 53:
            if week != 53 or _timefmt.iso_calendar(year, 12, 28)[1] != 53:
                raise ValueError('Invalid week: ' + str(week))
        if not 0 < day < 8:
            raise ValueError('Invalid weekday: ' + str(day) + ' (range is [1, 7])')
        n = _timefmt._iso_week1_monday(year) + (week - 1) * 7 + day - 1
        return cls(*_timefmt.from_ordinal(n))

    year = property(_datetime.get_year)
    month = property(_datetime.get_month)
    day = property(_datetime.get_day)

    def __repr__(self):
        return _qualified(self) + '(%d, %d, %d)' % (self._year, self._month, self._day)

    def isoformat(self):
        return '%04d-%02d-%02d' % (self._year, self._month, self._day)

    __str__ = isoformat

    def ctime(self):
        weekday = self.toordinal() % 7 or 7
        return '%s %s %2d 00:00:00 %04d' % (_timefmt.DAY_ABBR[weekday - 1], _timefmt.MONTH_ABBR[self._month],
                                            self._day, self._year)

    def strftime(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError('strftime() argument 1 must be str, not ' + type(fmt).__name__)
        y, m, d = self._year, self._month, self._day
        return _timefmt.strftime(fmt, y, m, d, 0, 0, 0, 0, self.weekday(), _timefmt.day_of_year(y, m, d), None,
                                 None, lambda: (self.toordinal() - 719163) * 86400)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError('must be str, not ' + type(fmt).__name__)
        if fmt:
            return self.strftime(fmt)
        return str(self)

    def timetuple(self):
        return _timefmt.struct_time((self._year, self._month, self._day, 0, 0, 0, self.weekday(),
                                 _timefmt.day_of_year(self._year, self._month, self._day), -1))

    def toordinal(self):
        return _ordinal(self._year, self._month, self._day)

    def replace(self, year=None, month=None, day=None):
        return type(self)(self._year if year is None else year, self._month if month is None else month,
                          self._day if day is None else day)

    weekday = _datetime.date_weekday
    __eq__ = _datetime.date_eq
    __lt__ = _datetime.date_lt
    __le__ = _datetime.date_le
    __gt__ = _datetime.date_gt
    __ge__ = _datetime.date_ge
    __hash__ = _datetime.date_hash

    def _weekday_slow(self):
        return (_ordinal(self._year, self._month, self._day) + 6) % 7

    def isoweekday(self):
        return _ordinal(self._year, self._month, self._day) % 7 or 7

    def isocalendar(self):
        return IsoCalendarDate(*_timefmt.iso_calendar(self._year, self._month, self._day))

    def _key(self):
        return self._year, self._month, self._day

    def _comparable(self, other):
        return isinstance(other, date) and not isinstance(other, datetime)

    def _eq_slow(self, other):
        if isinstance(other, datetime):
            return NotImplemented
        if isinstance(other, date):
            return self._key() == other._key()
        return NotImplemented

    def _lt_slow(self, other):
        if self._comparable(other):
            return self._key() < other._key()
        return NotImplemented

    def _le_slow(self, other):
        if self._comparable(other):
            return self._key() <= other._key()
        return NotImplemented

    def _gt_slow(self, other):
        if self._comparable(other):
            return self._key() > other._key()
        return NotImplemented

    def _ge_slow(self, other):
        if self._comparable(other):
            return self._key() >= other._key()
        return NotImplemented

    def _hash_slow(self):
        return hash(('date', self._year, self._month, self._day))

    def __add__(self, other):
        if isinstance(other, timedelta):
            n = self.toordinal() + other.days
            if 0 < n <= _MAX_ORDINAL:
                return type(self).fromordinal(n)
            raise OverflowError('date value out of range')
        return NotImplemented

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, timedelta):
            return self + timedelta(-other.days)
        if isinstance(other, date) and not isinstance(other, datetime) and not isinstance(self, datetime):
            return timedelta(self.toordinal() - other.toordinal())
        return NotImplemented

    def __reduce__(self):
        return self.__class__, (self._year, self._month, self._day)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


date.min = date(1, 1, 1)
date.max = date(9999, 12, 31)
date.resolution = timedelta(days=1)


class IsoCalendarDate(tuple):
    """The (year, week, weekday) result of isocalendar()."""
    __tp_name__ = 'datetime.IsoCalendarDate'

    def __new__(cls, year, week, weekday):
        return super().__new__(cls, (year, week, weekday))

    @property
    def year(self):
        return self[0]

    @property
    def week(self):
        return self[1]

    @property
    def weekday(self):
        return self[2]

    def __repr__(self):
        return 'datetime.IsoCalendarDate(year=%d, week=%d, weekday=%d)' % (self[0], self[1], self[2])


def _parse_iso_date(s):
    if len(s) >= 8 and s[4] == '-' and s[5] == 'W' or len(s) >= 7 and s[4] == 'W':
        return _parse_iso_week(s)
    if len(s) >= 10 and s[4] == '-' and s[7] == '-':
        return _digits(s[0:4]), _digits(s[5:7]), _digits(s[8:10])
    if len(s) == 8:
        return _digits(s[0:4]), _digits(s[4:6]), _digits(s[6:8])
    raise ValueError


def _parse_iso_week(s):
    if s[4] == '-':
        week, rest = s[6:8], s[8:]
        day = _digits(rest[1:]) if rest[:1] == '-' and len(rest) == 2 else (1 if rest == '' else None)
    else:
        week, rest = s[5:7], s[7:]
        day = _digits(rest) if len(rest) == 1 else (1 if rest == '' else None)
    if day is None:
        raise ValueError
    d = date.fromisocalendar(_digits(s[0:4]), _digits(week), day)
    return d.year, d.month, d.day


def _digits(text):
    if not text or not all('0' <= ch <= '9' for ch in text):
        raise ValueError
    return int(text)


def _parse_iso_time(s):
    """HH[:MM[:SS[.fff[fff]]]][offset] (also without colons) -> (h, m, s, us, tzinfo or None)."""
    tz = None
    for i, ch in enumerate(s):
        if ch in '+-Z':
            tz = _parse_iso_offset(s[i:])
            s = s[:i]
            break
    fields = [0, 0, 0, 0]
    pos = 0
    has_sep = len(s) > 2 and s[2] == ':'
    for idx in range(3):
        if len(s) - pos < 2:
            raise ValueError
        fields[idx] = _digits(s[pos:pos + 2])
        pos += 2
        if pos >= len(s):
            break
        nxt = s[pos]
        if idx < 2 and nxt == ':' and has_sep:
            pos += 1
        elif idx < 2 and not has_sep and nxt.isdigit():
            pass
        elif idx == 2 or nxt in '.,':
            break
        else:
            raise ValueError
    else:
        pass
    if pos < len(s):
        if s[pos] not in '.,' or fields_count(s) < 3:
            raise ValueError
        frac = s[pos + 1:]
        if not frac or not all('0' <= ch <= '9' for ch in frac):
            raise ValueError
        fields[3] = int((frac + '000000')[:6])
    return fields[0], fields[1], fields[2], fields[3], tz


def fields_count(s):
    digits = 0
    for ch in s:
        if ch in '.,':
            break
        if ch.isdigit():
            digits += 1
    return digits // 2


def _parse_iso_offset(s):
    if s == 'Z':
        return timezone.utc
    sign = -1 if s[0] == '-' else 1
    h, m, sec, us, extra = _parse_iso_time(s[1:])
    if extra is not None:
        raise ValueError
    td = timedelta(hours=h, minutes=m, seconds=sec, microseconds=us)
    if not td:
        return timezone.utc
    return timezone(td * sign)


# ---- tzinfo and timezone ----

class tzinfo:
    """Abstract base class for time zone information."""
    __slots__ = ()
    __tp_name__ = 'datetime.tzinfo'

    def tzname(self, dt):
        raise NotImplementedError('tzinfo subclass must override tzname()')

    def utcoffset(self, dt):
        raise NotImplementedError('tzinfo subclass must override utcoffset()')

    def dst(self, dt):
        raise NotImplementedError('tzinfo subclass must override dst()')

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError('fromutc() requires a datetime argument')
        if dt.tzinfo is not self:
            raise ValueError('dt.tzinfo is not self')
        off = dt.utcoffset()
        if off is None:
            raise ValueError('fromutc() requires a non-None utcoffset() result')
        dst = dt.dst()
        if dst is None:
            raise ValueError('fromutc() requires a non-None dst() result')
        delta = off - dst
        if delta:
            dt += delta
            dst = dt.dst()
            if dst is None:
                raise ValueError('fromutc(): dt.dst gave inconsistent results; cannot convert')
        return dt + dst


def _check_offset(name, offset):
    if offset is None:
        return
    if not isinstance(offset, timedelta):
        raise TypeError('tzinfo.' + name + '() must return None or timedelta, not \'' + type(offset).__name__
                        + "'")
    if not -timedelta(1) < offset < timedelta(1):
        raise ValueError('offset must be a timedelta strictly between -timedelta(hours=24) and '
                         'timedelta(hours=24), not ' + repr(offset) + '.')


class timezone(tzinfo):
    """A fixed offset from UTC, optionally named."""
    __slots__ = ('_offset', '_name')
    __tp_name__ = 'datetime.timezone'
    _Omitted = object()

    def __new__(cls, offset, name=_Omitted):
        if not isinstance(offset, timedelta):
            raise TypeError('timezone() argument 1 must be datetime.timedelta, not ' + type(offset).__name__)
        if name is cls._Omitted:
            if not offset and _UTC is not None:
                return _UTC
            name = None
        elif not isinstance(name, str):
            raise TypeError('timezone() argument 2 must be str, not ' + type(name).__name__)
        if not -timedelta(1) < offset < timedelta(1):
            raise ValueError('offset must be a timedelta strictly between -timedelta(hours=24) and '
                             'timedelta(hours=24), not ' + repr(offset) + '.')
        self = tzinfo.__new__(cls)
        self._offset = offset
        self._name = name
        return self

    def __eq__(self, other):
        if isinstance(other, timezone):
            return self._offset == other._offset
        return NotImplemented

    def __hash__(self):
        return hash(self._offset)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __repr__(self):
        if self is _UTC:
            return 'datetime.timezone.utc'
        if self._name is None:
            return _qualified(self) + '(' + repr(self._offset) + ')'
        return _qualified(self) + '(' + repr(self._offset) + ', ' + repr(self._name) + ')'

    def __str__(self):
        return self.tzname(None)

    def utcoffset(self, dt):
        if isinstance(dt, datetime) or dt is None:
            return self._offset
        raise TypeError('utcoffset() argument must be a datetime instance or None')

    def tzname(self, dt):
        if isinstance(dt, datetime) or dt is None:
            if self._name is None:
                return self._name_from_offset(self._offset)
            return self._name
        raise TypeError('tzname() argument must be a datetime instance or None')

    def dst(self, dt):
        if isinstance(dt, datetime) or dt is None:
            return None
        raise TypeError('dst() argument must be a datetime instance or None')

    def fromutc(self, dt):
        if isinstance(dt, datetime):
            if dt.tzinfo is not self:
                raise ValueError('fromutc: dt.tzinfo is not self')
            return dt + self._offset
        raise TypeError('fromutc() argument must be a datetime instance or None')

    @staticmethod
    def _name_from_offset(delta):
        if not delta:
            return 'UTC'
        us = delta._us()
        return 'UTC' + _timefmt._offset_text(us // 1000000 if us >= 0 else -((-us) // 1000000),
                                             us % 1000000 if us >= 0 else -((-us) % 1000000), True)


_UTC = None
_UTC = timezone(timedelta(0), 'UTC')
_UTC._name = None
timezone.utc = _UTC
timezone.min = timezone(-timedelta(hours=23, minutes=59))
timezone.max = timezone(timedelta(hours=23, minutes=59))
UTC = _UTC


# ---- time ----

class time:
    """A time of day, optionally with a tzinfo."""
    __slots__ = ('_hour', '_minute', '_second', '_microsecond', '_tzinfo', '_fold', '_hashcode')
    __tp_name__ = 'datetime.time'

    def __new__(cls, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *, fold=0):
        hour, minute, second, microsecond = _check_time(hour, minute, second, microsecond, fold)
        _check_tzinfo(tzinfo)
        self = object.__new__(cls)
        self._hour, self._minute, self._second, self._microsecond = hour, minute, second, microsecond
        self._tzinfo = tzinfo
        self._fold = fold
        self._hashcode = -1
        return self

    hour = property(_datetime.get_hour)
    minute = property(_datetime.get_minute)
    second = property(_datetime.get_second)
    microsecond = property(_datetime.get_microsecond)
    tzinfo = property(_datetime.get_tzinfo)
    fold = property(_datetime.get_fold)

    @classmethod
    def fromisoformat(cls, time_string):
        if not isinstance(time_string, str):
            raise TypeError('fromisoformat: argument must be str')
        try:
            s = time_string[1:] if time_string[:1] == 'T' else time_string
            h, m, sec, us, tz = _parse_iso_time(s)
        except (ValueError, IndexError):
            raise ValueError('Invalid isoformat string: ' + repr(time_string)) from None
        return cls(h, m, sec, us, tz)

    def utcoffset(self):
        if self._tzinfo is None:
            return None
        off = self._tzinfo.utcoffset(None)
        _check_offset('utcoffset', off)
        return off

    def dst(self):
        if self._tzinfo is None:
            return None
        off = self._tzinfo.dst(None)
        _check_offset('dst', off)
        return off

    def tzname(self):
        return None if self._tzinfo is None else self._tzinfo.tzname(None)

    def __repr__(self):
        if self._microsecond:
            body = '%d, %d, %d, %d' % (self._hour, self._minute, self._second, self._microsecond)
        elif self._second:
            body = '%d, %d, %d' % (self._hour, self._minute, self._second)
        else:
            body = '%d, %d' % (self._hour, self._minute)
        if self._tzinfo is not None:
            body += ', tzinfo=' + repr(self._tzinfo)
        if self._fold:
            body += ', fold=1'
        return _qualified(self) + '(' + body + ')'

    def isoformat(self, timespec='auto'):
        text = _format_time(self._hour, self._minute, self._second, self._microsecond, timespec)
        off = self.utcoffset()
        if off is not None:
            text += _offset_str(off)
        return text

    __str__ = isoformat

    def strftime(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError('strftime() argument 1 must be str, not ' + type(fmt).__name__)
        off = self.utcoffset()
        return _timefmt.strftime(fmt, 1900, 1, 1, self._hour, self._minute, self._second, self._microsecond, 0,
                                 1, _split_offset(off), self.tzname(), lambda: 0)

    def __format__(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError('must be str, not ' + type(fmt).__name__)
        return self.strftime(fmt) if fmt else str(self)

    def replace(self, hour=None, minute=None, second=None, microsecond=None, tzinfo=True, *, fold=None):
        return type(self)(self._hour if hour is None else hour, self._minute if minute is None else minute,
                          self._second if second is None else second,
                          self._microsecond if microsecond is None else microsecond,
                          self._tzinfo if tzinfo is True else tzinfo, fold=self._fold if fold is None else fold)

    def _key(self, other):
        if not isinstance(other, time):
            return None
        a_off, b_off = self.utcoffset(), other.utcoffset()
        a = (self._hour, self._minute, self._second, self._microsecond)
        b = (other._hour, other._minute, other._second, other._microsecond)
        if a_off == b_off or self._tzinfo is other._tzinfo:
            return a, b
        if a_off is None or b_off is None:
            return False
        shift = lambda t, off: ((t[0] * 60 + t[1]) * 60 + t[2] - off.days * 86400 - off.seconds) * 1000000 \
            + t[3] - off.microseconds
        return shift(a, a_off), shift(b, b_off)

    def __eq__(self, other):
        k = self._key(other)
        if k is None:
            return NotImplemented
        if k is False:
            return False
        return k[0] == k[1]

    def _order(self, other, op):
        k = self._key(other)
        if k is None:
            return NotImplemented
        if k is False:
            raise TypeError("can't compare offset-naive and offset-aware times")
        return op(k[0], k[1])

    def __lt__(self, other):
        return self._order(other, _lt)

    def __le__(self, other):
        return self._order(other, _le)

    def __gt__(self, other):
        return self._order(other, _gt)

    def __ge__(self, other):
        return self._order(other, _ge)

    def __hash__(self):
        off = self.utcoffset()
        if not off:
            return hash((self._hour, self._minute, self._second, self._microsecond))
        return hash(((self._hour * 60 + self._minute) * 60 + self._second - off.total_seconds(),
                     self._microsecond))

    def __reduce__(self):
        return self.__class__, (self._hour, self._minute, self._second, self._microsecond, self._tzinfo)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


time.min = time(0, 0, 0)
time.max = time(23, 59, 59, 999999)
time.resolution = timedelta(microseconds=1)


def _format_time(hh, mm, ss, us, timespec):
    if timespec == 'auto':
        timespec = 'microseconds' if us else 'seconds'
    elif timespec == 'milliseconds':
        return '%02d:%02d:%02d.%03d' % (hh, mm, ss, us // 1000)
    if timespec == 'hours':
        return '%02d' % hh
    if timespec == 'minutes':
        return '%02d:%02d' % (hh, mm)
    if timespec == 'seconds':
        return '%02d:%02d:%02d' % (hh, mm, ss)
    if timespec == 'microseconds':
        return '%02d:%02d:%02d.%06d' % (hh, mm, ss, us)
    raise ValueError('Unknown timespec value')


def _split_offset(off):
    if off is None:
        return None
    us = off._us()
    if us < 0:
        return -((-us) // 1000000), -((-us) % 1000000)
    return us // 1000000, us % 1000000


def _offset_str(off):
    seconds, us = _split_offset(off)
    return _timefmt._offset_text(seconds, us, True)


def _utc_fields(t):
    """(y, m, d, hh, mm, ss, us) of a POSIX timestamp, microseconds rounded half to even."""
    if isinstance(t, float):
        if t != t:
            raise ValueError('Invalid value NaN (not a number)')
        if t in (float('inf'), float('-inf')):
            raise OverflowError('cannot convert float infinity to integer')
        a, b = t.as_integer_ratio()
        us_total = _round_half_even(a * 1000000, b)
    elif isinstance(t, int):
        us_total = int(t) * 1000000
    else:
        raise TypeError("'" + type(t).__name__ + "' object cannot be interpreted as an integer")
    days, rest = divmod(us_total, _US_PER_DAY)
    n = days + 719163
    if not 1 <= n <= _MAX_ORDINAL:
        raise ValueError('year is out of range')
    y, m, d = _timefmt.from_ordinal(n)
    secs, us = divmod(rest, 1000000)
    hh, rest = divmod(secs, 3600)
    mm, ss = divmod(rest, 60)
    return y, m, d, hh, mm, ss, us


# ---- datetime ----

class datetime(date):
    """A date and a time of day, optionally with a tzinfo."""
    # _n: the naive fields as microseconds from 0001-01-01 (what comparisons and arithmetic within one zone use)
    __slots__ = ('_hour', '_minute', '_second', '_microsecond', '_tzinfo', '_fold', '_n')
    __tp_name__ = 'datetime.datetime'

    # the common cases in Java (_datetime); the Python methods below are what they hand everything else to
    __new__ = _datetime.datetime_new
    __eq__ = _datetime.datetime_eq
    __lt__ = _datetime.datetime_lt
    __le__ = _datetime.datetime_le
    __gt__ = _datetime.datetime_gt
    __ge__ = _datetime.datetime_ge
    __hash__ = _datetime.datetime_hash
    __add__ = __radd__ = _datetime.datetime_add
    __sub__ = _datetime.datetime_sub
    isoformat = _datetime.datetime_isoformat
    __str__ = _datetime.datetime_str
    date = _datetime.datetime_date
    fromisoformat = classmethod(_datetime.datetime_fromisoformat)

    def _new_slow(cls, year, month=None, day=None, hour=0, minute=0, second=0, microsecond=0, tzinfo=None, *,
                fold=0):
        if (type(year) is int and type(month) is int and type(day) is int and type(hour) is int
                and type(minute) is int and type(second) is int and type(microsecond) is int
                and MINYEAR <= year <= MAXYEAR and 1 <= month <= 12 and 1 <= day <= 28 and 0 <= hour <= 23
                and 0 <= minute <= 59 and 0 <= second <= 59 and 0 <= microsecond <= 999999
                and (fold == 0 or fold == 1) and type(fold) is int and tzinfo is None):
            # the common case, checked inline: plain ints in range, a day every month has, no tzinfo
            pass
        else:
            year, month, day = _check_date(year, month, day)
            hour, minute, second, microsecond = _check_time(hour, minute, second, microsecond, fold)
            _check_tzinfo(tzinfo)
        self = object.__new__(cls)
        self._year, self._month, self._day = year, month, day
        self._hour, self._minute, self._second, self._microsecond = hour, minute, second, microsecond
        self._tzinfo = tzinfo
        self._fold = fold
        self._hashcode = -1
        self._n = (_ordinal(year, month, day) * 86400 + (hour * 60 + minute) * 60 + second) * 1000000 + microsecond
        return self

    hour = property(_datetime.get_hour)
    minute = property(_datetime.get_minute)
    second = property(_datetime.get_second)
    microsecond = property(_datetime.get_microsecond)
    tzinfo = property(_datetime.get_tzinfo)
    fold = property(_datetime.get_fold)

    @classmethod
    def fromtimestamp(cls, t, tz=None):
        _check_tzinfo(tz)
        result = cls(*_utc_fields(t))
        if tz is not None:
            result = tz.fromutc(result.replace(tzinfo=tz))
        return result

    @classmethod
    def utcfromtimestamp(cls, t):
        return cls(*_utc_fields(t))

    @classmethod
    def now(cls, tz=None):
        return cls.fromtimestamp(_clock.time(), tz)

    @classmethod
    def utcnow(cls):
        return cls.utcfromtimestamp(_clock.time())

    @classmethod
    def today(cls):
        return cls.fromtimestamp(_clock.time())

    @classmethod
    def combine(cls, date, time, tzinfo=True):
        if not isinstance(date, _date_class):
            raise TypeError('combine() argument 1 must be datetime.date, not ' + type(date).__name__)
        if not isinstance(time, _time_class):
            raise TypeError('combine() argument 2 must be datetime.time, not ' + type(time).__name__)
        if tzinfo is True:
            tzinfo = time.tzinfo
        return cls(date.year, date.month, date.day, time.hour, time.minute, time.second, time.microsecond,
                   tzinfo, fold=time.fold)

    @classmethod
    def _fromisoformat_slow(cls, date_string):
        if not isinstance(date_string, str):
            raise TypeError('fromisoformat: argument must be str')
        fields = _quick_iso(date_string)
        if fields is not None:
            return cls(*fields)
        try:
            date_part, time_part = _split_iso(date_string)
            y, m, d = _parse_iso_date(date_part)
            h = mi = s = us = 0
            tz = None
            if time_part is not None:
                h, mi, s, us, tz = _parse_iso_time(time_part)
        except (ValueError, IndexError):
            raise ValueError('Invalid isoformat string: ' + repr(date_string)) from None
        # CPython 3.11 refuses 24:00 here (hour must be in 0..23); 3.12 reads it as the next midnight
        return cls(y, m, d, h, mi, s, us, tz)

    @classmethod
    def strptime(cls, date_string, format):
        y, m, d, hh, mm, ss, us, wd, jul, off, off_us, tzname = _timefmt.strptime(date_string, format)
        tz = None
        if off is not None:
            delta = timedelta(seconds=off, microseconds=off_us)
            tz = timezone(delta, tzname) if tzname else timezone(delta)
        return cls(y, m, d, hh, mm, ss, us, tz)

    def _date_slow(self):
        return _make_date(self._year, self._month, self._day)

    def time(self):
        return time(self._hour, self._minute, self._second, self._microsecond, fold=self._fold)

    def timetz(self):
        return time(self._hour, self._minute, self._second, self._microsecond, self._tzinfo, fold=self._fold)

    def replace(self, year=None, month=None, day=None, hour=None, minute=None, second=None, microsecond=None,
                tzinfo=True, *, fold=None):
        return type(self)(self._year if year is None else year, self._month if month is None else month,
                          self._day if day is None else day, self._hour if hour is None else hour,
                          self._minute if minute is None else minute, self._second if second is None else second,
                          self._microsecond if microsecond is None else microsecond,
                          self._tzinfo if tzinfo is True else tzinfo, fold=self._fold if fold is None else fold)

    def utcoffset(self):
        if self._tzinfo is None:
            return None
        off = self._tzinfo.utcoffset(self)
        _check_offset('utcoffset', off)
        return off

    def dst(self):
        if self._tzinfo is None:
            return None
        off = self._tzinfo.dst(self)
        _check_offset('dst', off)
        return off

    def tzname(self):
        if self._tzinfo is None:
            return None
        name = self._tzinfo.tzname(self)
        if name is not None and not isinstance(name, str):
            raise TypeError("tzinfo.tzname() must return None or a string, not '" + type(name).__name__ + "'")
        return name

    def _us_naive(self):
        return self._n

    def _us_utc(self):
        off = self.utcoffset()
        us = self._us_naive()
        return us if off is None else us - off._us()

    def timestamp(self):
        off = self.utcoffset()
        us = self._us_naive() - (0 if off is None else off._us()) - 719163 * _US_PER_DAY
        return us / 10 ** 6

    def timetuple(self):
        dst = self.dst()
        isdst = -1 if dst is None else (1 if dst else 0)
        return _timefmt.struct_time((self._year, self._month, self._day, self._hour, self._minute,
                                         self._second, self.weekday(),
                                         _timefmt.day_of_year(self._year, self._month, self._day), isdst))

    def utctimetuple(self):
        off = self.utcoffset()
        moment = self if off is None else (self - off).replace(tzinfo=None)
        return _timefmt.struct_time((moment.year, moment.month, moment.day, moment.hour, moment.minute,
                                         moment.second, moment.weekday(),
                                         _timefmt.day_of_year(moment.year, moment.month, moment.day), 0))

    def astimezone(self, tz=None):
        if tz is None:
            tz = timezone(timedelta(0), 'UTC')
        else:
            _check_tzinfo(tz)
        if self._tzinfo is tz:
            return self
        off = self.utcoffset()
        utc = self if off is None else self - off
        return tz.fromutc(utc.replace(tzinfo=tz))

    def ctime(self):
        weekday = self.toordinal() % 7 or 7
        return '%s %s %2d %02d:%02d:%02d %04d' % (_timefmt.DAY_ABBR[weekday - 1], _timefmt.MONTH_ABBR[self._month],
                                                  self._day, self._hour, self._minute, self._second, self._year)

    def _isoformat_slow(self, sep='T', timespec='auto'):
        if not isinstance(sep, str):
            raise TypeError('isoformat() argument 1 must be a unicode character, not ' + type(sep).__name__)
        if len(sep) != 1:
            raise TypeError('isoformat() argument 1 must be a unicode character, not str')
        text = '%04d-%02d-%02d%s' % (self._year, self._month, self._day, sep) + _format_time(
            self._hour, self._minute, self._second, self._microsecond, timespec)
        off = self.utcoffset()
        if off is not None:
            text += _offset_str(off)
        return text

    def _str_slow(self):
        return self.isoformat(sep=' ')

    def __repr__(self):
        fields = [self._year, self._month, self._day, self._hour, self._minute, self._second, self._microsecond]
        if fields[-1] == 0:
            fields.pop()
            if fields[-1] == 0:
                fields.pop()
        text = _qualified(self) + '(' + ', '.join(str(f) for f in fields)
        # CPython's datetime puts fold before tzinfo (its time does the opposite)
        if self._fold:
            text += ', fold=1'
        if self._tzinfo is not None:
            text += ', tzinfo=' + repr(self._tzinfo)
        return text + ')'

    def strftime(self, fmt):
        if not isinstance(fmt, str):
            raise TypeError('strftime() argument 1 must be str, not ' + type(fmt).__name__)
        y, m, d = self._year, self._month, self._day
        return _timefmt.strftime(fmt, y, m, d, self._hour, self._minute, self._second, self._microsecond,
                                 self.weekday(), _timefmt.day_of_year(y, m, d), _split_offset(self.utcoffset()),
                                 self.tzname(), lambda: int(self.timestamp() // 1))

    def _pair(self, other, eq=False):
        if not isinstance(other, datetime):
            return None
        if self._tzinfo is other._tzinfo:
            return self._us_naive(), other._us_naive()
        a, b = self.utcoffset(), other.utcoffset()
        if eq and ((a is not None and a != self.replace(fold=not self._fold).utcoffset())
                   or (b is not None and b != other.replace(fold=not other._fold).utcoffset())):
            # PEP 495: a time whose offset depends on fold is equal to no time of another zone
            return False
        if (a is None) != (b is None):
            return False
        if a is None:
            return self._us_naive(), other._us_naive()
        return self._us_utc(), other._us_utc()

    def _eq_slow(self, other):
        if isinstance(other, datetime) and self._tzinfo is other._tzinfo:
            # one tzinfo (or none): the tzinfo and fold are ignored and the fields compared, as CPython does
            return self._n == other._n
        if not isinstance(other, datetime):
            if isinstance(other, date):
                return False
            return NotImplemented
        p = self._pair(other, True)
        return False if p is False else p[0] == p[1]

    def _order(self, other, op):
        if not isinstance(other, datetime):
            if isinstance(other, date):
                raise TypeError("can't compare " + _tp(self) + ' to ' + _tp(other))
            return NotImplemented
        p = self._pair(other)
        if p is False:
            raise TypeError("can't compare offset-naive and offset-aware datetimes")
        return op(p[0], p[1])

    def _lt_slow(self, other):
        if isinstance(other, datetime) and self._tzinfo is other._tzinfo:
            return self._n < other._n
        return self._order(other, _lt)

    def _le_slow(self, other):
        if isinstance(other, datetime) and self._tzinfo is other._tzinfo:
            return self._n <= other._n
        return self._order(other, _le)

    def _gt_slow(self, other):
        if isinstance(other, datetime) and self._tzinfo is other._tzinfo:
            return self._n > other._n
        return self._order(other, _gt)

    def _ge_slow(self, other):
        if isinstance(other, datetime) and self._tzinfo is other._tzinfo:
            return self._n >= other._n
        return self._order(other, _ge)

    def _hash_slow(self):
        # the offset of fold=0, so that both sides of a fold hash alike (they compare equal in their zone)
        return hash((self.replace(fold=0) if self._fold else self)._us_utc())

    def _add_slow(self, other):
        if not isinstance(other, timedelta):
            return NotImplemented
        us = self._us_naive() + other._us()
        days, rest = divmod(us, _US_PER_DAY)
        if not 1 <= days <= _MAX_ORDINAL:
            raise OverflowError('date value out of range')
        y, m, d = _timefmt.from_ordinal(days)
        secs, micro = divmod(rest, 1000000)
        hh, rest = divmod(secs, 3600)
        mm, ss = divmod(rest, 60)
        if type(self) is datetime:
            return _make_datetime(y, m, d, hh, mm, ss, micro, self._tzinfo)
        return type(self)(y, m, d, hh, mm, ss, micro, self._tzinfo)


    def _sub_slow(self, other):
        if isinstance(other, timedelta):
            return self + -other
        if not isinstance(other, datetime):
            return NotImplemented
        if self._tzinfo is other._tzinfo:
            return timedelta._from_us(self._us_naive() - other._us_naive())
        a, b = self.utcoffset(), other.utcoffset()
        if (a is None) != (b is None):
            raise TypeError("can't subtract offset-naive and offset-aware datetimes")
        return timedelta._from_us(self._us_utc() - other._us_utc())

    def __reduce__(self):
        return self.__class__, (self._year, self._month, self._day, self._hour, self._minute, self._second,
                                self._microsecond, self._tzinfo)


def _tp(obj):
    cls = type(obj)
    return 'datetime.' + cls.__name__ if cls.__module__ == 'datetime' else cls.__name__


def _quick_iso(s):
    """The fields of the common forms YYYY-MM-DD[( |T)HH:MM[:SS[.ffffff]]] without an offset, or None for any
    other form (the general parser then reads it, with its errors)."""
    n = len(s)
    if n not in (10, 16, 19, 26) or not s.isascii():
        return None
    if s[4] != '-' or s[7] != '-' or not (s[0:4] + s[5:7] + s[8:10]).isdigit():
        return None
    y, m, d = int(s[0:4]), int(s[5:7]), int(s[8:10])
    if n == 10:
        return y, m, d
    if s[10] not in 'T ' or s[13] != ':' or not (s[11:13] + s[14:16]).isdigit():
        return None
    hh, mi = int(s[11:13]), int(s[14:16])
    if n == 16:
        return y, m, d, hh, mi
    if s[16] != ':' or not s[17:19].isdigit():
        return None
    if n == 19:
        return y, m, d, hh, mi, int(s[17:19])
    if s[19] != '.' or not s[20:26].isdigit():
        return None
    return y, m, d, hh, mi, int(s[17:19]), int(s[20:26])


def _split_iso(s):
    if len(s) < 7:
        raise ValueError
    if len(s) > 10 and s[10] not in '0123456789':
        return s[:10], s[11:]
    if 'W' in s[:6]:
        cut = 10 if s[4] == '-' else 8
    elif len(s) >= 8 and s[4] != '-':
        cut = 8
    else:
        cut = 10
    if len(s) == cut:
        return s, None
    if len(s) > cut:
        return s[:cut], s[cut + 1:]
    return s, None


_date_class = date
_time_class = time
datetime._date_class = date
datetime._timedelta_class = timedelta
datetime.min = datetime(1, 1, 1)
datetime.max = datetime(9999, 12, 31, 23, 59, 59, 999999)
datetime.resolution = timedelta(microseconds=1)
