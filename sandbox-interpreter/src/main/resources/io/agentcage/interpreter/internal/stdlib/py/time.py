"""time for the sandbox. Clocks read the interpreter's clock; sleep() waits for real but is charged to the
execution's deadline: a sleep that would end past the deadline stops the execution with a timeout at once.
The guest has no host time zone: localtime() is gmtime() (UTC), timezone and altzone are 0."""

import _clock
import _timefmt
from _timefmt import struct_time

__all__ = ['time', 'time_ns', 'monotonic', 'monotonic_ns', 'perf_counter', 'perf_counter_ns', 'process_time',
           'process_time_ns', 'sleep', 'gmtime', 'localtime', 'mktime', 'asctime', 'ctime', 'strftime', 'strptime',
           'struct_time', 'timezone', 'altzone', 'daylight', 'tzname']

timezone = 0
altzone = 0
daylight = 0
tzname = ('UTC', 'UTC')

time = _clock.time
time_ns = _clock.time_ns
monotonic = _clock.monotonic
monotonic_ns = _clock.monotonic_ns
perf_counter = _clock.perf_counter
perf_counter_ns = _clock.perf_counter_ns
process_time = _clock.process_time
process_time_ns = _clock.process_time_ns
thread_time = _clock.process_time
thread_time_ns = _clock.process_time_ns
sleep = _clock.sleep


_INFINITIES = (float('inf'), float('-inf'))


def _seconds(secs):
    if secs is None:
        return _clock.time()
    if isinstance(secs, float):
        if secs != secs:
            raise ValueError('Invalid value NaN (not a number)')
        if secs in _INFINITIES:
            raise OverflowError('timestamp out of range for platform time_t')
        return secs
    if isinstance(secs, int):
        return int(secs)
    raise TypeError("'" + type(secs).__name__ + "' object cannot be interpreted as an integer")


def gmtime(secs=None):
    return _broken_down(secs, 'GMT')


def localtime(secs=None):
    return _broken_down(secs, 'UTC')


def _broken_down(secs, zone):
    return struct_time(_clock.civil(int(_seconds(secs) // 1)) + (0, zone, 0))


def _fields(t, caller):
    if t is None:
        return tuple(localtime())
    if not isinstance(t, tuple):
        raise TypeError('Tuple or struct_time argument required')
    if len(t) != 9:
        raise TypeError(caller + '(): illegal time tuple argument')
    return tuple(t)


def mktime(t):
    y, m, d, hh, mm, ss = _fields(t, 'mktime')[:6]
    days = _timefmt.days_before_year(y) - 719162
    for month in range(1, m):
        days += 29 if month == 2 and _timefmt.is_leap(y) else _timefmt._DAYS_BEFORE_MONTH[month + 1] \
            - _timefmt._DAYS_BEFORE_MONTH[month] if month < 12 else 31
    return float(((days + d - 1) * 24 + hh) * 3600 + mm * 60 + ss)


def asctime(t=None):
    y, m, d, hh, mm, ss, wd = _fields(t, 'asctime')[:7]
    if not 1 <= m <= 12:
        raise ValueError('month out of range')
    return '%s %s %2d %02d:%02d:%02d %d' % (_timefmt.DAY_ABBR[wd % 7], _timefmt.MONTH_ABBR[m], d, hh, mm, ss, y)


def ctime(secs=None):
    return asctime(localtime(secs))


def strftime(format, t=None):
    if not isinstance(format, str):
        raise TypeError('strftime() argument 1 must be str, not ' + type(format).__name__)
    # C reads the fields as ints (True is 1); a struct_time names its own zone (gmtime's is GMT)
    y, m, d, hh, mm, ss, wd, yd, dst = [int(v) if isinstance(v, int) else v for v in _fields(t, 'strftime')]
    zone = t.tm_zone if isinstance(t, struct_time) and t.tm_zone is not None else 'UTC'
    if not 1 <= m <= 12 and t is not None:
        if m == 0:
            m = 1
        else:
            raise ValueError('month out of range')
    if d == 0:
        d = 1
    if yd == 0:
        yd = 1
    if not 0 <= hh <= 23:
        raise ValueError('hour out of range')
    if not 0 <= mm <= 59:
        raise ValueError('minute out of range')
    if not 0 <= ss <= 61:
        raise ValueError('seconds out of range')
    return _timefmt.strftime(format, y, m, d, hh, mm, ss, 0, wd % 7, yd, (0, 0), zone,
                             lambda: int(mktime((y, m, d, hh, mm, ss, wd, yd, dst))))


def strptime(data_string, format='%a %b %d %H:%M:%S %Y'):
    y, m, d, hh, mm, ss, us, wd, jul, off, off_us, zone = _timefmt.strptime(data_string, format)
    if wd is None or jul is None:
        wd = (_timefmt.ordinal(y, m, d) + 6) % 7
    yday = _timefmt.day_of_year(y, m, d)
    return struct_time((y, m, d, hh, mm, ss, wd, yday, -1, zone, off))
