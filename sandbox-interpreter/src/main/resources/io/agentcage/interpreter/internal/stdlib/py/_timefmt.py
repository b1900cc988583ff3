"""strftime and strptime shared by the time and datetime modules (C locale, glibc directives). Not importable
by guest code: a helper of the standard modules."""

import _clock

DAY_ABBR = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
DAY_NAME = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
MONTH_ABBR = ['', 'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
MONTH_NAME = ['', 'January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
              'November', 'December']


def is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


_DAYS_BEFORE_MONTH = [0, 0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334]


def day_of_year(year, month, day):
    return _DAYS_BEFORE_MONTH[month] + (1 if month > 2 and is_leap(year) else 0) + day


def days_before_year(year):
    y = year - 1
    return y * 365 + y // 4 - y // 100 + y // 400


def ordinal(year, month, day):
    """The proleptic Gregorian ordinal of a valid date (1 is 0001-01-01), in one call (datetime's hot paths)."""
    p = year - 1
    n = p * 365 + p // 4 - p // 100 + p // 400 + _DAYS_BEFORE_MONTH[month] + day
    if month > 2 and year % 4 == 0 and (year % 100 != 0 or year % 400 == 0):
        n += 1
    return n


def iso_calendar(year, month, day):
    """(ISO year, ISO week, ISO weekday 1..7)."""
    n = ordinal(year, month, day)
    weekday = (n + 6) % 7
    week1 = _iso_week1_monday(year)
    if n < week1:
        year -= 1
        week1 = _iso_week1_monday(year)
    elif n >= _iso_week1_monday(year + 1):
        year += 1
        week1 = _iso_week1_monday(year)
    return year, (n - week1) // 7 + 1, weekday + 1


def _iso_week1_monday(year):
    first = days_before_year(year) + 1
    first_weekday = (first + 6) % 7
    monday = first - first_weekday
    if first_weekday > 3:
        monday += 7
    return monday


def _offset_text(offset_seconds, offset_us, colon):
    sign = '+'
    if offset_seconds < 0 or (offset_seconds == 0 and offset_us < 0):
        sign = '-'
        total = -(offset_seconds * 1000000 + offset_us)
    else:
        total = offset_seconds * 1000000 + offset_us
    secs, us = divmod(total, 1000000)
    hh, rest = divmod(secs, 3600)
    mm, ss = divmod(rest, 60)
    sep = ':' if colon else ''
    text = sign + '%02d%s%02d' % (hh, sep, mm)
    if ss or us:
        text += sep + '%02d' % ss
        if us:
            text += '.%06d' % us
    return text


def strftime(fmt, year, month, day, hour, minute, second, us, weekday, yday, offset, tzname, epoch):
    """Formats one moment; offset is (seconds, microseconds) or None; epoch() gives %s."""
    # the common directives in Java; None when a directive or a field needs the code below
    quick = _clock.strftime(fmt, year, month, day, hour, minute, second, us, weekday, yday)
    if quick is not None:
        return quick
    out = []
    i = 0
    n = len(fmt)
    while i < n:
        ch = fmt[i]
        if ch != '%' or i + 1 >= n:
            out.append(ch)
            i += 1
            continue
        i += 1
        c = fmt[i]
        pad = True
        if c == '-' and i + 1 < n:
            pad = False
            i += 1
            c = fmt[i]
        i += 1
        out.append(_directive(c, pad, year, month, day, hour, minute, second, us, weekday, yday, offset, tzname,
                              epoch))
    return ''.join(out)


def _num(value, width, pad, fill='0'):
    if not pad:
        return str(value)
    text = str(value)
    return fill * (width - len(text)) + text


def _directive(c, pad, year, month, day, hour, minute, second, us, weekday, yday, offset, tzname, epoch):
    if c == 'Y':
        return str(year)
    if c == 'm':
        return _num(month, 2, pad)
    if c == 'd':
        return _num(day, 2, pad)
    if c == 'H':
        return _num(hour, 2, pad)
    if c == 'M':
        return _num(minute, 2, pad)
    if c == 'S':
        return _num(second, 2, pad)
    if c == 'f':
        return '%06d' % us
    if c == 'y':
        return _num(year % 100, 2, pad)
    if c == 'a':
        return DAY_ABBR[weekday]
    if c == 'A':
        return DAY_NAME[weekday]
    if c == 'b' or c == 'h':
        return MONTH_ABBR[month]
    if c == 'B':
        return MONTH_NAME[month]
    if c == 'I':
        return _num(hour % 12 or 12, 2, pad)
    if c == 'p':
        return 'AM' if hour < 12 else 'PM'
    if c == 'P':
        return 'am' if hour < 12 else 'pm'
    if c == 'j':
        return _num(yday, 3, pad)
    if c == 'w':
        return str((weekday + 1) % 7)
    if c == 'u':
        return str(weekday + 1)
    if c == 'U':
        return _num((yday - 1 + 7 - (weekday + 1) % 7) // 7, 2, pad)
    if c == 'W':
        return _num((yday - 1 + 7 - weekday) // 7, 2, pad)
    if c == 'G':
        return str(iso_calendar(year, month, day)[0])
    if c == 'g':
        return _num(iso_calendar(year, month, day)[0] % 100, 2, pad)
    if c == 'V':
        return _num(iso_calendar(year, month, day)[1], 2, pad)
    if c == 'z':
        return '' if offset is None else _offset_text(offset[0], offset[1], False)
    if c == 'Z':
        return '' if tzname is None else tzname
    if c == 'e':
        return _num(day, 2, pad, ' ')
    if c == 'k':
        return _num(hour, 2, pad, ' ')
    if c == 'l':
        return _num(hour % 12 or 12, 2, pad, ' ')
    if c == 'C':
        return str(year // 100)     # glibc: the century unpadded (year 1 gives '0')
    if c == 'c':
        return '%s %s %2d %02d:%02d:%02d %d' % (DAY_ABBR[weekday], MONTH_ABBR[month], day, hour, minute, second,
                                                year)
    if c == 'x' or c == 'D':
        return '%02d/%02d/%02d' % (month, day, year % 100)
    if c == 'X' or c == 'T':
        return '%02d:%02d:%02d' % (hour, minute, second)
    if c == 'F':
        return '%d-%02d-%02d' % (year, month, day)
    if c == 'R':
        return '%02d:%02d' % (hour, minute)
    if c == 'r':
        return '%02d:%02d:%02d %s' % (hour % 12 or 12, minute, second, 'AM' if hour < 12 else 'PM')
    if c == 's':
        return str(epoch())
    if c == 'n':
        return '\n'
    if c == 't':
        return '\t'
    if c == '%':
        return '%'
    return '%' + ('' if pad else '-') + c


def _names(names):
    return '(?:' + '|'.join(sorted((n for n in names if n), key=len, reverse=True)) + ')'


_PATTERNS = {
    'd': r'(?P<d>3[01]|[12]\d|0[1-9]|[1-9]| [1-9])',
    'f': r'(?P<f>[0-9]{1,6})',
    'H': r'(?P<H>2[0-3]|[0-1]\d|\d)',
    'I': r'(?P<I>1[0-2]|0[1-9]|[1-9])',
    'G': r'(?P<G>\d\d\d\d)',
    'j': r'(?P<j>36[0-6]|3[0-5]\d|[12]\d\d|0[1-9]\d|00[1-9]|[1-9]\d|0[1-9]|[1-9])',
    'm': r'(?P<m>1[0-2]|0[1-9]|[1-9])',
    'M': r'(?P<M>[0-5]\d|\d)',
    'S': r'(?P<S>6[0-1]|[0-5]\d|\d)',
    'U': r'(?P<U>5[0-3]|[0-4]\d|\d)',
    'w': r'(?P<w>[0-6])',
    'u': r'(?P<u>[1-7])',
    'V': r'(?P<V>5[0-3]|0[1-9]|[1-4]\d|\d)',
    'y': r'(?P<y>\d\d)',
    'Y': r'(?P<Y>\d\d\d\d)',
    'z': r'(?P<z>[+-]\d\d:?[0-5]\d(:?[0-5]\d(\.\d{1,6})?)?|(?-i:Z))',
    'A': '(?P<A>' + _names(DAY_NAME)[3:],
    'a': '(?P<a>' + _names(DAY_ABBR)[3:],
    'B': '(?P<B>' + _names(MONTH_NAME)[3:],
    'b': '(?P<b>' + _names(MONTH_ABBR)[3:],
    'p': r'(?P<p>am|pm)',
    'Z': r'(?P<Z>utc|gmt)',
    '%': '%',
}
_PATTERNS['W'] = _PATTERNS['U'].replace('U', 'W')
_EXPANSIONS = {'c': '%a %b %d %H:%M:%S %Y', 'x': '%m/%d/%y', 'X': '%H:%M:%S'}
_cache = {}


def _compile(fmt):
    regex = _cache.get(fmt)
    if regex is not None:
        return regex
    import re as _re
    parts = []
    seen = set()
    i = 0
    text = fmt
    for key, value in _EXPANSIONS.items():
        text = text.replace('%' + key, value)
    n = len(text)
    while i < n:
        ch = text[i]
        if ch == '%':
            if i + 1 >= n:
                raise ValueError("stray % in format '" + fmt + "'")
            c = text[i + 1]
            pattern = _PATTERNS.get(c)
            if pattern is None:
                raise ValueError("'" + c + "' is a bad directive in format '" + fmt + "'")
            if c in seen and c != '%':
                pattern = '(?P=' + c + ')'
            seen.add(c)
            parts.append(pattern)
            i += 2
        elif ch.isspace():
            while i < n and text[i].isspace():
                i += 1
            parts.append(r'\s+')
        else:
            parts.append(_re.escape(ch))
            i += 1
    regex = _re.compile(''.join(parts), _re.IGNORECASE)
    if len(_cache) < 64:
        _cache[fmt] = regex
    return regex


def strptime(data, fmt):
    """Parses data; returns (year, month, day, hour, minute, second, us, weekday or None, yday or None, offset
    seconds or None, offset us, tzname or None)."""
    if not isinstance(data, str):
        raise TypeError('strptime() argument 1 must be str, not ' + type(data).__name__)
    if not isinstance(fmt, str):
        raise TypeError('strptime() argument 2 must be str, not ' + type(fmt).__name__)
    found = _compile(fmt).match(data)
    if found is None:
        raise ValueError('time data ' + repr(data) + ' does not match format ' + repr(fmt))
    if len(data) != found.end():
        raise ValueError('unconverted data remains: ' + data[found.end():])
    g = found.groupdict()
    year = None
    month = day = 1
    hour = minute = second = us = 0
    weekday = julian = None
    offset = None
    offset_us = 0
    tzname = None
    iso_year = iso_week = week_of_year = None
    week_starts_monday = False
    for key, value in g.items():
        if value is None:
            continue
        if key == 'y':
            year = int(value)
            year += 2000 if year <= 68 else 1900
        elif key == 'Y':
            year = int(value)
        elif key == 'G':
            iso_year = int(value)
        elif key == 'm':
            month = int(value)
        elif key == 'B':
            month = [m.lower() for m in MONTH_NAME].index(value.lower())
        elif key == 'b':
            month = [m.lower() for m in MONTH_ABBR].index(value.lower())
        elif key == 'd':
            day = int(value)
        elif key == 'H':
            hour = int(value)
        elif key == 'I':
            hour = int(value)
            ampm = (g.get('p') or '').lower()
            if ampm in ('', 'am'):
                if hour == 12:
                    hour = 0
            elif hour != 12:
                hour += 12
        elif key == 'M':
            minute = int(value)
        elif key == 'S':
            second = int(value)
        elif key == 'f':
            us = int(value + '0' * (6 - len(value)))
        elif key == 'A':
            weekday = [d.lower() for d in DAY_NAME].index(value.lower())
        elif key == 'a':
            weekday = [d.lower() for d in DAY_ABBR].index(value.lower())
        elif key == 'w':
            weekday = (int(value) - 1) % 7
        elif key == 'u':
            weekday = int(value) - 1
        elif key == 'j':
            julian = int(value)
        elif key == 'U' or key == 'W':
            week_of_year = int(value)
            week_starts_monday = key == 'W'
        elif key == 'V':
            iso_week = int(value)
        elif key == 'z':
            offset, offset_us = _parse_offset(value)
        elif key == 'Z':
            tzname = value
    if iso_year is not None or iso_week is not None:
        if julian is None and (iso_year is None or iso_week is None or weekday is None):
            raise ValueError("ISO year directive '%G' must be used with the ISO week directive '%V' and a weekday"
                             " directive ('%A', '%a', '%w', or '%u').")
    leap_default = False
    if year is None:
        if month == 2 and day == 29:
            year = 1904
            leap_default = True
        else:
            year = 1900
    if julian is None and weekday is not None:
        if week_of_year is not None:
            julian = _week_to_julian(year, week_of_year, weekday, week_starts_monday)
        elif iso_year is not None and iso_week is not None:
            year, julian = _iso_to_julian(iso_year, iso_week, weekday + 1)
    if julian is not None and julian > 0:
        start = ordinal(year, 1, 1)
        year, month, day = from_ordinal(start + julian - 1)
    if leap_default:
        year = 1900
    return year, month, day, hour, minute, second, us, weekday, julian, offset, offset_us, tzname


def _parse_offset(value):
    if value == 'Z' or value == 'z':
        return 0, 0
    sign = -1 if value[0] == '-' else 1
    body = value[1:].replace(':', '')
    hh = int(body[0:2])
    mm = int(body[2:4])
    ss = int(body[4:6]) if len(body) >= 6 else 0
    frac = body[7:] if len(body) > 7 else ''
    us = int(frac + '0' * (6 - len(frac))) if frac else 0
    return sign * (hh * 3600 + mm * 60 + ss), sign * us


def _week_to_julian(year, week, weekday, monday_first):
    first_weekday = (ordinal(year, 1, 1) + 6) % 7
    if not monday_first:
        first_weekday = (first_weekday + 1) % 7
        weekday = (weekday + 1) % 7
    week0_length = (7 - first_weekday) % 7
    if week == 0:
        return 1 + weekday - first_weekday
    return 1 + week0_length + 7 * (week - 1) + weekday


def _iso_to_julian(iso_year, iso_week, iso_weekday):
    n = _iso_week1_monday(iso_year) + (iso_week - 1) * 7 + iso_weekday - 1
    year = from_ordinal(n)[0]
    return year, n - ordinal(year, 1, 1) + 1


def from_ordinal(n):
    """(year, month, day) of proleptic Gregorian ordinal n (1 = 0001-01-01)."""
    n -= 1
    cycles400, n = divmod(n, 146097)
    cycles100, n = divmod(n, 36524)
    cycles4, n = divmod(n, 1461)
    years, n = divmod(n, 365)
    year = cycles400 * 400 + cycles100 * 100 + cycles4 * 4 + years + 1
    if years == 4 or cycles100 == 4:
        return year - 1, 12, 31
    leap = is_leap(year)
    month = 1
    while month < 12:
        nxt = _DAYS_BEFORE_MONTH[month + 1] + (1 if month + 1 > 2 and leap else 0)
        if n < nxt:
            break
        month += 1
    start = _DAYS_BEFORE_MONTH[month] + (1 if month > 2 and leap else 0)
    return year, month, n - start + 1


class struct_time(tuple):
    """The time value sequence of gmtime(), localtime() and strptime(): a 9-tuple with named fields."""
    __module__ = 'time'
    __tp_name__ = 'time.struct_time'
    n_sequence_fields = 9
    n_fields = 11
    n_unnamed_fields = 0
    _FIELDS = ('tm_year', 'tm_mon', 'tm_mday', 'tm_hour', 'tm_min', 'tm_sec', 'tm_wday', 'tm_yday', 'tm_isdst')

    def __new__(cls, sequence, dict=None):
        items = tuple(sequence)
        if len(items) < 9:
            raise TypeError('time.struct_time() takes an at least 9-sequence (' + str(len(items))
                            + '-sequence given)')
        if len(items) > 11:
            raise TypeError('time.struct_time() takes an at most 11-sequence (' + str(len(items))
                            + '-sequence given)')
        self = tuple.__new__(cls, items[:9])
        extra = items[9:] + (None,) * (11 - len(items))
        self._zone, self._gmtoff = extra[0], extra[1]
        return self

    tm_year = property(lambda self: self[0])
    tm_mon = property(lambda self: self[1])
    tm_mday = property(lambda self: self[2])
    tm_hour = property(lambda self: self[3])
    tm_min = property(lambda self: self[4])
    tm_sec = property(lambda self: self[5])
    tm_wday = property(lambda self: self[6])
    tm_yday = property(lambda self: self[7])
    tm_isdst = property(lambda self: self[8])
    tm_zone = property(lambda self: self._zone)
    tm_gmtoff = property(lambda self: self._gmtoff)

    def __repr__(self):
        return 'time.struct_time(' + ', '.join(name + '=' + repr(value)
                                               for name, value in zip(self._FIELDS, self)) + ')'

    def __reduce__(self):
        return struct_time, (tuple(self),)
