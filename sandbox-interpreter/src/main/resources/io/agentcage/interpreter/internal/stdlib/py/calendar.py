"""calendar for the sandbox: the date arithmetic helpers (isleap, leapdays, weekday, monthrange, monthcalendar,
timegm), day and month names (C locale), Calendar and TextCalendar with CPython 3.11's text layout."""

import _timefmt

__all__ = ['IllegalMonthError', 'IllegalWeekdayError', 'setfirstweekday', 'firstweekday', 'isleap', 'leapdays',
           'weekday', 'monthrange', 'monthcalendar', 'prmonth', 'month', 'prcal', 'calendar', 'timegm',
           'month_name', 'month_abbr', 'day_name', 'day_abbr', 'Calendar', 'TextCalendar', 'weekheader',
           'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY']

error = ValueError


class IllegalMonthError(ValueError):
    def __init__(self, month):
        self.month = month

    def __str__(self):
        return 'bad month number ' + repr(self.month) + '; must be 1-12'


class IllegalWeekdayError(ValueError):
    def __init__(self, weekday):
        self.weekday = weekday

    def __str__(self):
        return 'bad weekday number ' + repr(self.weekday) + '; must be 0 (Monday) to 6 (Sunday)'


January = 1
February = 2
mdays = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
MONDAY, TUESDAY, WEDNESDAY, THURSDAY, FRIDAY, SATURDAY, SUNDAY = range(7)
EPOCH = 1970


class _Names:
    """A read-only sequence of day or month names (CPython builds them from the locale; this is the C locale)."""

    def __init__(self, names):
        self._names = list(names)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self._names[i]
        return self._names[i]

    def __len__(self):
        return len(self._names)

    def __iter__(self):
        return iter(self._names)


day_name = _Names(_timefmt.DAY_NAME)
day_abbr = _Names(_timefmt.DAY_ABBR)
month_name = _Names(_timefmt.MONTH_NAME)
month_abbr = _Names(_timefmt.MONTH_ABBR)


def isleap(year):
    """Whether year is a leap year."""
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def leapdays(y1, y2):
    """The number of leap years in [y1, y2)."""
    y1 -= 1
    y2 -= 1
    return (y2 // 4 - y1 // 4) - (y2 // 100 - y1 // 100) + (y2 // 400 - y1 // 400)


def weekday(year, month, day):
    """The day of the week (0 is Monday) of year-month-day."""
    if not 1 <= year <= 9999:
        year = 2000 + year % 400
    if not 1 <= month <= 12:
        raise ValueError('month must be in 1..12')
    if not 1 <= day <= mdays[month] + (month == February and isleap(year)):
        raise ValueError('day is out of range for month')
    return (_timefmt.ordinal(year, month, day) + 6) % 7


def monthrange(year, month):
    """(weekday of the first day, number of days) of the month."""
    if not 1 <= month <= 12:
        raise IllegalMonthError(month)
    return weekday(year, month, 1), mdays[month] + (month == February and isleap(year))


def _prev_month(year, month):
    return (year - 1, 12) if month == 1 else (year, month - 1)


def _next_month(year, month):
    return (year + 1, 1) if month == 12 else (year, month + 1)


class Calendar:
    """Iterates over the days of months as weeks starting on firstweekday (0 = Monday)."""

    def __init__(self, firstweekday=0):
        self.firstweekday = firstweekday

    def getfirstweekday(self):
        return self._firstweekday % 7

    def setfirstweekday(self, firstweekday):
        self._firstweekday = firstweekday

    firstweekday = property(getfirstweekday, setfirstweekday)

    def iterweekdays(self):
        for i in range(self.firstweekday, self.firstweekday + 7):
            yield i % 7

    def itermonthdays(self, year, month):
        first, ndays = monthrange(year, month)
        before = (first - self.firstweekday) % 7
        for _ in range(before):
            yield 0
        for d in range(1, ndays + 1):
            yield d
        for _ in range((self.firstweekday - first - ndays) % 7):
            yield 0

    def itermonthdays2(self, year, month):
        wd = self.firstweekday
        for d in self.itermonthdays(year, month):
            yield d, wd % 7
            wd += 1

    def itermonthdays3(self, year, month):
        first, ndays = monthrange(year, month)
        before = (first - self.firstweekday) % 7
        after = (self.firstweekday - first - ndays) % 7
        py, pm = _prev_month(year, month)
        plast = monthrange(py, pm)[1]
        for d in range(plast - before + 1, plast + 1):
            yield py, pm, d
        for d in range(1, ndays + 1):
            yield year, month, d
        ny, nm = _next_month(year, month)
        for d in range(1, after + 1):
            yield ny, nm, d

    def itermonthdays4(self, year, month):
        wd = self.firstweekday
        for y, m, d in self.itermonthdays3(year, month):
            yield y, m, d, wd % 7
            wd += 1

    def itermonthdates(self, year, month):
        import datetime
        for y, m, d in self.itermonthdays3(year, month):
            yield datetime.date(y, m, d)

    def _weeks(self, items):
        items = list(items)
        return [items[i:i + 7] for i in range(0, len(items), 7)]

    def monthdatescalendar(self, year, month):
        return self._weeks(self.itermonthdates(year, month))

    def monthdays2calendar(self, year, month):
        return self._weeks(self.itermonthdays2(year, month))

    def monthdayscalendar(self, year, month):
        return self._weeks(self.itermonthdays(year, month))

    def yeardatescalendar(self, year, width=3):
        months = [self.monthdatescalendar(year, m) for m in range(1, 13)]
        return [months[i:i + width] for i in range(0, 12, width)]

    def yeardays2calendar(self, year, width=3):
        months = [self.monthdays2calendar(year, m) for m in range(1, 13)]
        return [months[i:i + width] for i in range(0, 12, width)]

    def yeardayscalendar(self, year, width=3):
        months = [self.monthdayscalendar(year, m) for m in range(1, 13)]
        return [months[i:i + width] for i in range(0, 12, width)]


def _columns(cells, colwidth, spacing):
    return (' ' * spacing).join(c.center(colwidth) for c in cells)


class TextCalendar(Calendar):
    """Formats months and years as plain text, as the ``cal`` program does."""

    def prweek(self, theweek, width):
        print(self.formatweek(theweek, width), end='')

    def formatday(self, day, weekday, width):
        return ('' if day == 0 else '%2i' % day).center(width)

    def formatweek(self, theweek, width):
        return ' '.join(self.formatday(d, wd, width) for d, wd in theweek)

    def formatweekday(self, day, width):
        names = day_name if width >= 9 else day_abbr
        return names[day][:width].center(width)

    def formatweekheader(self, width):
        return ' '.join(self.formatweekday(i, width) for i in self.iterweekdays())

    def formatmonthname(self, theyear, themonth, width, withyear=True):
        text = month_name[themonth]
        if withyear:
            text = text + ' ' + repr(theyear)
        return text.center(width)

    def prmonth(self, theyear, themonth, w=0, l=0):
        print(self.formatmonth(theyear, themonth, w, l), end='')

    def formatmonth(self, theyear, themonth, w=0, l=0):
        w = max(2, w)
        l = max(1, l)
        gap = '\n' * l
        lines = [self.formatmonthname(theyear, themonth, 7 * (w + 1) - 1).rstrip(),
                 self.formatweekheader(w).rstrip()]
        for week in self.monthdays2calendar(theyear, themonth):
            lines.append(self.formatweek(week, w).rstrip())
        return ''.join(line + gap for line in lines)

    def formatyear(self, theyear, w=2, l=1, c=6, m=3):
        w = max(2, w)
        l = max(1, l)
        c = max(2, c)
        gap = '\n' * l
        colwidth = (w + 1) * 7 - 1
        out = [repr(theyear).center(colwidth * m + c * (m - 1)).rstrip(), gap]
        header = self.formatweekheader(w)
        for i, row in enumerate(self.yeardays2calendar(theyear, m)):
            months = range(m * i + 1, min(m * (i + 1) + 1, 13))
            out.append(gap)
            out.append(_columns([self.formatmonthname(theyear, k, colwidth, False) for k in months], colwidth,
                                c).rstrip())
            out.append(gap)
            out.append(_columns([header for k in months], colwidth, c).rstrip())
            out.append(gap)
            for j in range(max(len(cal) for cal in row)):
                weeks = [self.formatweek(cal[j], w) if j < len(cal) else '' for cal in row]
                out.append(_columns(weeks, colwidth, c).rstrip())
                out.append(gap)
        return ''.join(out)

    def pryear(self, theyear, w=0, l=0, c=6, m=3):
        print(self.formatyear(theyear, w, l, c, m), end='')


c = TextCalendar()
firstweekday = c.getfirstweekday


def setfirstweekday(firstweekday):
    if not MONDAY <= firstweekday <= SUNDAY:
        raise IllegalWeekdayError(firstweekday)
    c.firstweekday = firstweekday


monthcalendar = c.monthdayscalendar
prweek = c.prweek
week = c.formatweek
weekheader = c.formatweekheader
prmonth = c.prmonth
month = c.formatmonth
calendar = c.formatyear
prcal = c.pryear


def timegm(tuple):
    """The POSIX timestamp of a UTC time tuple (the inverse of time.gmtime)."""
    year, month, day, hour, minute, second = tuple[:6]
    days = _timefmt.ordinal(year, month, 1) - 719163 + day - 1
    return ((days * 24 + hour) * 60 + minute) * 60 + second


def format(cols, colwidth=20, spacing=6):
    print(formatstring(cols, colwidth, spacing))


def formatstring(cols, colwidth=20, spacing=6):
    return _columns(cols, colwidth, spacing)
