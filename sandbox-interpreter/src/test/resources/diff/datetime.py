from datetime import date, time, datetime, timedelta, timezone
d = date(2024, 2, 29)
print(d, repr(d), d.year, d.month, d.day, d.weekday(), d.isoweekday(), d.isocalendar(), d.isocalendar().week, d.toordinal(), d.ctime())
print(d + timedelta(days=1), d - timedelta(days=366), date(2024, 3, 1) - d, d.replace(day=1), d.replace(year=2023, day=28), date.fromordinal(738945), date.fromisoformat('2021-07-04'), date.fromisocalendar(2020, 53, 7))
print(d.isoformat(), str(d), f'{d}', f'{d:%d/%m/%Y}', format(d, '%A %B'), d.strftime('%j %U %W %G-W%V-%u'), d.timetuple())
print(d == date(2024, 2, 29), d < date(2025, 1, 1), d >= date(2024, 2, 29), d != date(2024, 3, 1), sorted([date(2020, 5, 1), date(2019, 1, 1), d]), max(d, date(2000, 1, 1)), date.min, date.max, date.resolution)
print({d: 1}[date(2024, 2, 29)], hash(d) == hash(date(2024, 2, 29)), len({date(2020, 1, 1), date(2020, 1, 1)}), bool(d))
# ---
from datetime import timedelta
td = timedelta(days=1, hours=2, minutes=3, seconds=4, microseconds=5, milliseconds=6, weeks=1)
print(td, repr(td), td.days, td.seconds, td.microseconds, td.total_seconds())
for t in [timedelta(0), timedelta(seconds=-1), timedelta(days=-1, seconds=5), timedelta(microseconds=-1), timedelta(days=2, microseconds=500000), timedelta(hours=25), timedelta(weeks=-3), timedelta(minutes=1.5), timedelta(seconds=1e-6 / 2), timedelta(microseconds=1.5), timedelta(microseconds=2.5), timedelta(days=0.1), timedelta(hours=1.1)]:
    print(repr(t), str(t))
a, b = timedelta(hours=5), timedelta(minutes=90)
print(a + b, a - b, b - a, -a, +a, abs(-a), a * 2, 2 * a, a * 1.5, a / 2, a / b, a // b, a % b, divmod(a, b), a // 7, a / 3, a / 0.5, a > b, a == timedelta(seconds=18000), a * 0)
print(timedelta.min, timedelta.max, timedelta.resolution, sum([a, b], timedelta()), bool(timedelta()), bool(b), sorted([a, b, -a]), hash(a) == hash(timedelta(hours=5)))
# ---
from datetime import time, timezone, timedelta
t = time(13, 5, 9, 123)
print(t, repr(t), repr(time(13, 5)), repr(time(13, 5, 9)), t.hour, t.minute, t.second, t.microsecond, t.tzinfo, time(), repr(time()))
print(t.isoformat(), t.isoformat('hours'), t.isoformat('minutes'), t.isoformat('seconds'), t.isoformat('milliseconds'), t.isoformat('microseconds'), t.strftime('%I:%M %p'), f'{t:%H.%M}', t.replace(hour=1), t.replace(microsecond=0))
tz = time(10, 30, tzinfo=timezone(timedelta(hours=-4)))
print(tz, repr(tz), tz.utcoffset(), tz.tzname(), tz.dst(), time.fromisoformat('04:23:01.000384'), time.fromisoformat('04:23'), repr(time.fromisoformat('04:23:01+05:30')), time.min, time.max)
print(time(1) < time(2), time(1, 2) == time(1, 2), sorted([time(5), time(1, 30), time(1)]), time(12) > time(11, 59, 59, 999999))
# ---
from datetime import datetime, date, time, timedelta, timezone
dt = datetime(2023, 12, 31, 23, 59, 30, 250000)
print(dt, repr(dt), repr(datetime(2023, 1, 2)), repr(datetime(2023, 1, 2, 3)), repr(datetime(2023, 1, 2, 3, 4, 5)), dt.date(), dt.time(), dt.hour, dt.minute, dt.second, dt.microsecond)
print(dt + timedelta(seconds=30), dt + timedelta(days=1, hours=1), dt - timedelta(weeks=52), datetime(2024, 1, 1) - dt, dt - datetime(2023, 1, 1), (datetime(2024, 3, 1) - datetime(2024, 2, 1)).days)
print(dt.isoformat(), dt.isoformat(' '), dt.isoformat(timespec='seconds'), dt.isoformat(sep='_', timespec='milliseconds'), str(dt), dt.ctime(), dt.weekday(), dt.isocalendar(), dt.timetuple().tm_yday)
print(dt.strftime('%Y-%m-%d %H:%M:%S.%f'), dt.strftime('%b %d, %Y %I:%M%p'), dt.strftime('%a %A %w %y %j %c %x %X %%'), f'{dt:%Y/%m/%d}', format(dt, ''))
print(datetime.combine(date(2020, 1, 1), time(12, 30)), datetime.combine(date(2020, 1, 1), time(1), tzinfo=timezone.utc), dt.replace(year=2020, microsecond=0), datetime.fromordinal(738000), dt.toordinal())
print(datetime(2020, 1, 1) < dt, dt == datetime(2023, 12, 31, 23, 59, 30, 250000), dt == dt.date(), sorted([dt, datetime(2000, 1, 1)]), datetime.min, datetime.max, max([dt, datetime(2030, 1, 1)]))
print(datetime(2020, 2, 29) + timedelta(days=365), datetime(2021, 3, 1) - timedelta(days=1), datetime(1999, 12, 31, 23, 59, 59) + timedelta(seconds=1))
# ---
from datetime import datetime, timezone, timedelta
utc = timezone.utc
ist = timezone(timedelta(hours=5, minutes=30), 'IST')
est = timezone(timedelta(hours=-5))
a = datetime(2024, 6, 1, 12, 0, tzinfo=utc)
print(a, repr(a), a.utcoffset(), a.tzname(), a.dst(), repr(utc), str(utc), repr(ist), str(ist), repr(est), str(est), timezone(timedelta(0)), timezone(timedelta(minutes=90)))
b = a.astimezone(ist)
print(b, repr(b), b == a, b - a, a.astimezone(est), a.astimezone(est).isoformat(), b.strftime('%H:%M %z %Z'), a.timestamp(), b.timestamp())
print(datetime(2024, 1, 1, tzinfo=est) - datetime(2024, 1, 1, tzinfo=utc), datetime(2024, 1, 1, 5, tzinfo=utc) == datetime(2024, 1, 1, tzinfo=est), hash(datetime(2024, 1, 1, 5, tzinfo=utc)) == hash(datetime(2024, 1, 1, tzinfo=est)))
print(datetime.fromtimestamp(0, utc), datetime.fromtimestamp(1700000000.5, utc), datetime.utcfromtimestamp(86400 * 365.25), datetime.fromtimestamp(1e9), datetime(2001, 9, 9, 1, 46, 40).timestamp(), datetime.fromtimestamp(-1.5))
print(ist.utcoffset(None), ist.tzname(None), est.tzname(None), timezone(-timedelta(hours=3, minutes=15, seconds=10)), timezone.min, timezone.max, ist == timezone(timedelta(hours=5, minutes=30)), utc == timezone(timedelta(0), 'X'))
# ---
from datetime import datetime, date
for s in ['2021-07-04', '2021-07-04T12:30', '2021-07-04 12:30:45', '2021-07-04T12:30:45.123', '2021-07-04T12:30:45.123456+02:00', '2021-07-04T12:30:45Z', '20210704', '20210704T123045', '2021-07-04T12', '2021-W27-7', '2021-07-04T12:30:45-0530']:
    print(repr(datetime.fromisoformat(s)))
for s in ['2021-7-4', '2021-07-04T', 'x', '2021-07-04T12:3', '2021-13-01', '']:
    try:
        print(datetime.fromisoformat(s))
    except ValueError as e:
        print('ValueError', e)
print(repr(date.fromisoformat('2021-12-25')), repr(date.fromisoformat('20211225')))
# ---
from datetime import datetime
cases = [('2024-03-05', '%Y-%m-%d'), ('05/03/24 14:07', '%d/%m/%y %H:%M'), ('March 5, 2024', '%B %d, %Y'), ('Tue Mar  5 14:07:09 2024', '%a %b %d %H:%M:%S %Y'),
         ('2:07 PM', '%I:%M %p'), ('12:00 AM', '%I:%M %p'), ('2024-065', '%Y-%j'), ('14:07:09.5', '%H:%M:%S.%f'), ('2024-03-05T14:07:09+0100', '%Y-%m-%dT%H:%M:%S%z'),
         ('2024-03-05 Z', '%Y-%m-%d %z'), ('  2024', ' %Y'), ('2024 10 1', '%Y %W %w'), ('2024 10 1', '%Y %U %w'), ('99', '%y'), ('68', '%y'), ('69', '%y'), ('jan', '%b'), ('2024-03-05 UTC', '%Y-%m-%d %Z')]
for s, f in cases:
    print(repr(datetime.strptime(s, f)))
for s, f in [('2024-13-05', '%Y-%m-%d'), ('2024-02-30', '%Y-%m-%d'), ('2024-03-05x', '%Y-%m-%d'), ('2024', '%Q'), ('abc', '%Y')]:
    try:
        datetime.strptime(s, f)
    except ValueError as e:
        print('ValueError', e)
# ---
from datetime import date, datetime, time, timedelta, timezone
def attempt(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__ + ':', e)
for f in [lambda: date(2020, 2, 30), lambda: date(2020, 13, 1), lambda: date(0, 1, 1), lambda: date(10000, 1, 1), lambda: date(2020, 0, 1), lambda: date(2020.0, 1, 1), lambda: date('2020', 1, 1),
          lambda: time(24), lambda: time(1, 60), lambda: time(1, 1, 60), lambda: time(1, 1, 1, 1000000), lambda: time(tzinfo=5), lambda: datetime(2020, 1, 1, 25),
          lambda: date(2020, 1, 1) + 1, lambda: date(2020, 1, 1) - 1, lambda: datetime(2020, 1, 1) < date(2020, 1, 1), lambda: date(2020, 1, 1) < 5, lambda: timedelta(1) + 1, lambda: timedelta(1) * 'a',
          lambda: datetime(2020, 1, 1) - datetime(2020, 1, 1, tzinfo=timezone.utc), lambda: datetime(2020, 1, 1) < datetime(2020, 1, 1, tzinfo=timezone.utc), lambda: datetime(2020, 1, 1) == datetime(2020, 1, 1, tzinfo=timezone.utc),
          lambda: timezone(timedelta(hours=24)), lambda: timezone(5), lambda: timezone(timedelta(0), 3), lambda: date.max + timedelta(days=1), lambda: datetime.max + timedelta(1), lambda: timedelta(1) / 0, lambda: timedelta(1) // timedelta(0),
          lambda: date(2020, 1, 1) - datetime(2020, 1, 1), lambda: datetime(2020, 1, 1) - date(2020, 1, 1), lambda: date.fromisoformat(5), lambda: date.fromordinal(0), lambda: datetime(2020, 1, 1).astimezone(5), lambda: timedelta(days='1'),
          lambda: date(2020, 1, 1).strftime(5), lambda: datetime.strptime(5, '%Y'), lambda: time(1) < time(2, tzinfo=timezone.utc), lambda: timedelta(1) < 5]:
    attempt(f)
# ---
from datetime import datetime, date, timedelta, timezone
now = datetime.now()
utcnow = datetime.utcnow()
today = date.today()
aware = datetime.now(timezone.utc)
print(type(now).__name__, now.tzinfo, aware.tzinfo, abs(now - utcnow) < timedelta(seconds=5), now.year >= 2024, today == now.date() or today == (now - timedelta(seconds=5)).date(), abs(aware.replace(tzinfo=None) - now) < timedelta(seconds=5), datetime.today().year == today.year)
print(abs(now.timestamp() - aware.timestamp()) < 5, aware.utcoffset(), repr(now.astimezone().tzinfo))
# ---
from datetime import datetime, timedelta
logs = ['2024-01-15 08:30:00 start', '2024-01-15 09:45:30 step', '2024-01-15 12:00:15 end']
stamps = [datetime.strptime(l[:19], '%Y-%m-%d %H:%M:%S') for l in logs]
gaps = [b - a for a, b in zip(stamps, stamps[1:])]
print(gaps, sum(gaps, timedelta()), max(gaps), [g.total_seconds() / 60 for g in gaps], stamps[-1] - stamps[0] > timedelta(hours=3))
def business_days(start, end):
    d, n = start, 0
    while d <= end:
        if d.weekday() < 5:
            n += 1
        d += timedelta(days=1)
    return n
print(business_days(datetime(2024, 1, 1).date(), datetime(2024, 1, 31).date()), (datetime(2024, 12, 25) - datetime(2024, 1, 1)).days, datetime(2024, 1, 31) + timedelta(days=30))
# ---
from datetime import date
date(2023, 2, 29)
