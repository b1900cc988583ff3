import time
t0 = time.time(); m0 = time.monotonic(); p0 = time.perf_counter(); c0 = time.process_time(); n0 = time.time_ns()
time.sleep(0.01)
print(time.time() >= t0, time.monotonic() - m0 >= 0.009, time.perf_counter() > p0, time.process_time() >= c0, time.time_ns() > n0, type(time.time_ns()).__name__, type(time.monotonic_ns()).__name__, type(time.perf_counter_ns()).__name__)
print(abs(time.time_ns() / 1e9 - time.time()) < 5, time.time() > 1.7e9, time.sleep(0), time.timezone, time.altzone, time.daylight, time.tzname)
# ---
import time
g = time.gmtime(1700000000)
print(g, g.tm_year, g.tm_mon, g.tm_mday, g.tm_hour, g.tm_min, g.tm_sec, g.tm_wday, g.tm_yday, g.tm_isdst, g.tm_zone, g.tm_gmtoff, g[0], g[-1], len(g), list(g)[:3], tuple(g) == g, type(g).__name__)
print(time.gmtime(0), time.localtime(86400 * 365), time.gmtime(-86400.5), time.mktime(time.gmtime(1700000000)), time.mktime((2024, 3, 5, 14, 7, 9, 0, 0, 0)))
print(time.strftime('%Y-%m-%d %H:%M:%S', g), time.strftime('%a %b %d %j %U %W %w %y %p %I %%', g), time.asctime(g), time.ctime(1700000000), time.strftime('%c|%x|%X', g))
s = time.strptime('2024-03-05 14:07:09', '%Y-%m-%d %H:%M:%S')
print(s, s.tm_wday, s.tm_yday, time.strptime('Tue Mar  5 14:07:09 2024'), time.strptime('30 Nov 00', '%d %b %y'))
y, mo, d, h, mi, sec, wd, yd, dst = time.gmtime(0)
print(y, mo, d, h, mi, sec, wd, yd, dst, time.struct_time((2020, 1, 2, 3, 4, 5, 6, 7, 0)))
for f in [lambda: time.sleep(-1), lambda: time.sleep('1'), lambda: time.strptime('2024', '%d'), lambda: time.strftime(5), lambda: time.struct_time((1, 2)), lambda: time.gmtime('x'), lambda: time.asctime((1, 2))]:
    try:
        f()
    except Exception as e:
        print(type(e).__name__ + ':', e)
# ---
import time
start = time.perf_counter()
total = sum(i * i for i in range(10000))
elapsed = time.perf_counter() - start
print(total, elapsed >= 0, f'{0.5:.2f}s', time.strftime('%H:%M', time.gmtime(3600 * 5 + 60 * 7)))
deadline = time.monotonic() + 0.05
n = 0
while time.monotonic() < deadline:
    n += 1
    time.sleep(0.01)
print(n >= 1)
# ---
import calendar
print(calendar.isleap(2000), calendar.isleap(1900), calendar.isleap(2024), calendar.leapdays(1900, 2024), calendar.leapdays(2024, 2000), calendar.weekday(2024, 3, 5), calendar.weekday(1, 1, 1), calendar.weekday(10000, 1, 1))
print(calendar.monthrange(2024, 2), calendar.monthrange(2023, 2), calendar.monthrange(2024, 12), calendar.monthcalendar(2024, 3), calendar.timegm((2024, 3, 5, 14, 7, 9, 0, 0, 0)), calendar.timegm((1970, 1, 1, 0, 0, 0)))
print(list(calendar.day_name), list(calendar.day_abbr), list(calendar.month_name), calendar.month_abbr[12], calendar.day_name[0], len(calendar.month_name), calendar.month_name[1:4], calendar.MONDAY, calendar.SUNDAY, calendar.firstweekday())
print(calendar.weekheader(2), '|', calendar.weekheader(3), '|', calendar.weekheader(9), '|', calendar.weekheader(1))
print(calendar.month(2024, 3))
print(calendar.month(2024, 2, 3, 2))
calendar.prmonth(2023, 12)
# ---
import calendar
print(calendar.calendar(2024))
print(calendar.calendar(2023, 3, 1, 4, 4))
# ---
import calendar
c = calendar.Calendar(firstweekday=6)
print(list(c.iterweekdays()), c.getfirstweekday(), c.monthdayscalendar(2024, 3)[0], list(c.itermonthdays(2024, 2))[:10], list(c.itermonthdays2(2024, 2))[:3])
print(list(c.itermonthdays3(2024, 3))[:5], list(c.itermonthdays4(2024, 3))[-2:], list(c.itermonthdates(2024, 3))[:2], len(c.monthdatescalendar(2024, 3)))
print(len(c.yeardayscalendar(2024)), len(c.yeardays2calendar(2024, 4)), c.yeardatescalendar(2024)[0][0][0][0])
tc = calendar.TextCalendar(calendar.SUNDAY)
print(tc.formatmonth(2024, 6))
print(repr(tc.formatweekday(0, 5)), tc.formatmonthname(2024, 6, 20), repr(tc.formatday(5, 0, 4)), tc.formatweekheader(3))
calendar.setfirstweekday(calendar.SUNDAY)
print(calendar.firstweekday(), calendar.monthcalendar(2024, 3)[0])
calendar.setfirstweekday(0)
for f in [lambda: calendar.monthrange(2024, 13), lambda: calendar.monthrange(2024, 0), lambda: calendar.setfirstweekday(7), lambda: calendar.weekday(2024, 2, 30), lambda: calendar.month(2024, 13)]:
    try:
        f()
    except ValueError as e:
        print(type(e).__name__, e, isinstance(e, ValueError))
# ---
import calendar
calendar.monthrange(2024, 14)
