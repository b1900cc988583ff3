# datetime's native common paths (_datetime) against CPython: construction, comparison, hashing, arithmetic,
# isoformat/fromisoformat, weekday and date(), with the edge cases that must leave the fast path
from datetime import datetime, date, timedelta, timezone
print(datetime(2020, 2, 29), datetime(1, 1, 1), datetime(9999, 12, 31, 23, 59, 59, 999999))
for args in [(2019, 2, 29), (2020, 13, 1), (0, 1, 1), (10000, 1, 1), (2020, 1, 1, 24), (2020, 1, 1, 0, 60),
             (2020, 1, 1, 0, 0, 60), (2020, 1, 1, 0, 0, 0, 1000000), (2020, 4, 31), (2020, 1, 0)]:
    try:
        print(datetime(*args))
    except ValueError as e:
        print('ValueError', e)
print(datetime(True, 1, 1), datetime(2020, 1, 1, fold=1).fold, repr(datetime(2020, 1, 2, 3, 4, 5, 6)))
try:
    datetime(2020.0, 1, 1)
except TypeError as e:
    print('TypeError', e)
try:
    datetime(2020, 1, 1, tzinfo=5)
except TypeError as e:
    print('TypeError', e)
try:
    datetime(2020)
except TypeError as e:
    print('TypeError', type(e).__name__)
print(repr(datetime(2020, 1, 1, tzinfo=timezone.utc)))
print(datetime(year=2021, month=3, day=4, hour=5))
# ---
from datetime import datetime, date, timedelta, timezone
a = datetime(2020, 1, 1, 12)
b = datetime(2020, 1, 1, 12, 0, 0, 1)
print(a < b, a <= b, a > b, a >= b, a == b, a != b, a == datetime(2020, 1, 1, 12), a != a)
print(sorted([b, a, datetime(2019, 12, 31)]))
print(a == date(2020, 1, 1), date(2020, 1, 1) == a, a == 5, a != 'x')
for x, y in [(a, date(2020, 1, 1)), (date(2020, 1, 1), a), (a, 5), (a, a.replace(tzinfo=timezone.utc))]:
    try:
        print(x < y)
    except TypeError as e:
        print('TypeError', e)
u = datetime(2020, 1, 1, 12, tzinfo=timezone.utc)
k = datetime(2020, 1, 1, 14, tzinfo=timezone(timedelta(hours=2)))
print(u == k, u < k, u <= k, hash(u) == hash(k), k - u, u - k)
print(a == a.replace(tzinfo=timezone.utc), a.replace(fold=1) == a, hash(a.replace(fold=1)) == hash(a))
print(len({a, datetime(2020, 1, 1, 12), b}), hash(a) == hash(datetime(2020, 1, 1, 12)))
try:
    a - u
except TypeError as e:
    print('TypeError', e)
# ---
from datetime import datetime, date, timedelta, timezone
class D(datetime):
    pass
class E(datetime):
    def __new__(cls, *args, **kw):
        self = super().__new__(cls, *args, **kw)
        self.tag = 'made'
        return self
d = D(2020, 5, 17, 8, 30)
e = E(2020, 5, 17, 8, 30)
print(type(d).__name__, repr(d), d, d.isoformat(), e.tag, type(e + timedelta(1)).__name__, (e + timedelta(1)).tag)
print(type(d + timedelta(hours=1)).__name__, type(timedelta(hours=1) + d).__name__, type(d - timedelta(1)).__name__)
print(d == e, d < e, d - e, type(d - datetime(2020, 1, 1)).__name__, d - datetime(2020, 1, 1))
print(type(D.fromisoformat('2020-01-02T03:04:05')).__name__, type(E.fromisoformat('2020-01-02')).__name__)
print(type(d.date()).__name__, d.date(), d.weekday(), type(D.now()).__name__)
class S(datetime):
    def isoformat(self, sep='T', timespec='auto'):
        return 'custom'
    def __lt__(self, other):
        return 'lt'
print(str(S(2020, 1, 1)), S(2020, 1, 1) < S(2020, 1, 2), sorted([S(2020, 1, 2), S(2020, 1, 1)]) != None)
class Td(timedelta):
    pass
t = Td(days=1, hours=2)
print(type(t).__name__, t, repr(t), type(t + t).__name__, datetime(2020, 1, 1) + t, t + datetime(2020, 1, 1))
# ---
from datetime import datetime, timedelta
print(timedelta(days=1, hours=3), timedelta(1, 2, 3, 4, 5, 6, 7), timedelta(weeks=-1, microseconds=-1))
print(repr(timedelta(hours=-25)), timedelta(seconds=-1), timedelta(minutes=1.5), timedelta(days=0.1, seconds=0.5))
print(timedelta(microseconds=0.5), timedelta(microseconds=1.5), timedelta(microseconds=-0.5), timedelta(microseconds=2.5))
print(timedelta(days=999999999, hours=23, minutes=59, seconds=59, microseconds=999999) == timedelta.max)
for kw in [dict(days=1000000000), dict(days=999999999, hours=24), dict(days=-1000000000), dict(weeks=10 ** 30),
           dict(seconds=10 ** 20)]:
    try:
        print(timedelta(**kw))
    except OverflowError as e:
        print('OverflowError', e)
for args, kw in [((), dict(day=1)), ((1,), dict(days=1)), (('1',), {}), ((True,), {}), ((), dict(hours=None))]:
    try:
        print(repr(timedelta(*args, **kw)))
    except TypeError as e:
        print('TypeError', e)
print(timedelta(hours=1).total_seconds(), (timedelta(days=-1, microseconds=1)).total_seconds(), timedelta.max.total_seconds())
print(timedelta.max // timedelta.resolution, timedelta.min // timedelta.resolution)
# ---
from datetime import datetime, timedelta
try:
    print(datetime.max + timedelta(microseconds=1))
except OverflowError as e:
    print('OverflowError', e)
try:
    print(datetime.min - timedelta(microseconds=1))
except OverflowError as e:
    print('OverflowError', e)
try:
    print(datetime(2020, 1, 1) + timedelta.max)
except OverflowError as e:
    print('OverflowError', e)
print(datetime(2020, 2, 28) + timedelta(days=1), datetime(2019, 2, 28) + timedelta(days=1))
print(datetime(2000, 12, 31, 23, 59, 59, 999999) + timedelta(microseconds=1), datetime(2001, 1, 1) - timedelta(microseconds=1))
print(datetime(2020, 3, 1) - datetime(2020, 2, 1), datetime(2020, 2, 1) - datetime(2020, 3, 1), datetime.max - datetime.min)
print(datetime(1, 1, 1) + timedelta(days=3652058), datetime(2020, 1, 1) - timedelta(days=-1, seconds=5))
for y in (1, 4, 100, 400, 1900, 2000, 2023, 2024, 9999):
    print(y, datetime(y, 12, 31).weekday(), datetime(y, 1, 1).weekday(), datetime(y, 3, 1).isoweekday(),
          (datetime(y, 3, 1) - timedelta(days=1)).day, datetime(y, 12, 31).timetuple().tm_yday)
for bad in [lambda: datetime(2020, 1, 1) + 1, lambda: 1 + datetime(2020, 1, 1), lambda: datetime(2020, 1, 1) - 1]:
    try:
        print(bad())
    except TypeError as e:
        print(type(e).__name__, e)
# ---
from datetime import datetime, date, timedelta, timezone
d = datetime(2020, 1, 2, 3, 4, 5)
print(d.isoformat(), d.isoformat(' '), d.isoformat(sep='_'), d.isoformat(timespec='auto'), d.isoformat('T', 'seconds'))
print(d.isoformat(timespec='milliseconds'), d.replace(microsecond=7).isoformat(), d.replace(microsecond=7).isoformat(timespec='auto'))
print(str(d), str(d.replace(microsecond=120000)), datetime(5, 1, 1).isoformat(), f'{d}', '%s' % d)
print(d.replace(tzinfo=timezone.utc).isoformat(), str(d.replace(tzinfo=timezone(timedelta(hours=-3, minutes=-30)))))
for bad in [lambda: d.isoformat('ab'), lambda: d.isoformat(5), lambda: d.isoformat(timespec='bogus'),
            lambda: d.isoformat(sep='x', bogus=1), lambda: d.isoformat('T', 'auto', 3)]:
    try:
        print(bad())
    except (TypeError, ValueError) as e:
        print(type(e).__name__)
for s in ['2020-01-02', '2020-01-02T03:04', '2020-01-02 03:04:05', '2020-01-02T03:04:05.123456', '2020-01-02T03:04:05.123',
          '2020-01-02T03:04:05+02:00', '20200102', '2020-02-29T00:00:00', '0001-01-01T00:00:00', '9999-12-31 23:59:59.999999']:
    print(repr(datetime.fromisoformat(s)))
for s in ['2020-02-30', '2021-02-29T00:00', '2020-13-01', '2020-01-02T24:00:00', '2020-01-02T23:60', '2020-01-02X03:04',
          '0000-01-01', '2020-01-02T03:04:05.12345x', 'x', '２０２０-01-02', '2020-01-02T03:04:61']:
    try:
        print(datetime.fromisoformat(s))
    except ValueError as e:
        print('ValueError', e)
try:
    datetime.fromisoformat(20200102)
except TypeError as e:
    print('TypeError', e)
# ---
from datetime import datetime, date, timedelta
ds = [date(2020, 1, 3), date(2019, 12, 31), date(2020, 1, 3), date(1, 1, 1), date(9999, 12, 31)]
print(sorted(ds), sorted(set(ds)), len(set(ds)), max(ds), min(ds))
print(date(2020, 1, 3) == date(2020, 1, 3), date(2020, 1, 3) != date(2020, 1, 4), date(2020, 1, 3) < date(2020, 1, 4))
print(date(2020, 1, 3) <= date(2020, 1, 3), date(2020, 1, 5) > date(2020, 1, 4), date(2020, 1, 3) >= date(2020, 1, 4))
print(hash(date(2020, 1, 3)) == hash(date(2020, 1, 3)), date(2020, 1, 3) == datetime(2020, 1, 3), date(2020, 1, 3) == 3)
class MyDate(date):
    pass
print(MyDate(2020, 1, 3) == date(2020, 1, 3), MyDate(2020, 1, 3) < date(2020, 1, 4), hash(MyDate(2020, 1, 3)) == hash(date(2020, 1, 3)))
print({date(2020, 1, 3): 1}[MyDate(2020, 1, 3)], sorted([MyDate(2020, 1, 2), date(2020, 1, 1)]))
for x, y in [(date(2020, 1, 1), 5), (date(2020, 1, 1), datetime(2020, 1, 1)), (datetime(2020, 1, 1), date(2020, 1, 1))]:
    for op in ('<', '<=', '>', '>='):
        try:
            print(eval('x %s y' % op))
        except TypeError as e:
            print('TypeError', e)
dt = datetime(2024, 2, 29, 23, 59)
print(dt.date(), type(dt.date()).__name__, dt.date() == date(2024, 2, 29), dt.weekday(), date(2024, 2, 29).weekday())
print(date(2020, 1, 1).__lt__(5), date(2020, 1, 1).__eq__(datetime(2020, 1, 1)), datetime(2020, 1, 1).__lt__(date(2020, 1, 1)))
# ---
# the constructors' argument errors are CPython's argument parser's
from datetime import datetime, timedelta
for f in [lambda: datetime(2020), lambda: datetime(2020, 1), lambda: datetime(month=1, day=1),
          lambda: datetime(2020, 1, 1, 0, 0, 0, 0, None, 1), lambda: datetime(2020, 1, 1, bogus=1),
          lambda: datetime(2020, 1, 1, 0, 0, 0, 0, None, None, fold=1), lambda: datetime(2020, 1, 1, year=3),
          lambda: timedelta(1, 2, 3, 4, 5, 6, 7, 8), lambda: timedelta(day=1), lambda: timedelta(1, days=1),
          lambda: timedelta(1, 2, 3, 4, 5, 6, 7, weeks=1)]:
    try:
        print(f())
    except TypeError as e:
        print('TypeError', e)
print(datetime(2020, day=3, month=2, hour=4), datetime(2020, 1, 1, 0, 0, 0, 0, None, fold=1).fold)
# ---
# field getters and total_seconds in Java: every class, subclasses, big and negative durations
from datetime import datetime, date, time, timedelta, timezone
d = datetime(2024, 2, 29, 13, 14, 15, 16, tzinfo=timezone.utc, fold=1)
print(d.year, d.month, d.day, d.hour, d.minute, d.second, d.microsecond, d.tzinfo, d.fold)
t = time(1, 2, 3, 4, fold=1)
print(t.hour, t.minute, t.second, t.microsecond, t.tzinfo, t.fold, date(1, 2, 3).year, date(9999, 12, 31).day)
for td in [timedelta(0), timedelta(microseconds=-1), timedelta(days=-1), timedelta.max, timedelta.min,
           timedelta(days=106751991, microseconds=1), timedelta(seconds=1, microseconds=1), timedelta(weeks=5200)]:
    print(td.days, td.seconds, td.microseconds, td.total_seconds(), repr(td.total_seconds()))
class T(timedelta):
    @property
    def days(self):
        return 'own'
print(T(3).days, T(3).seconds, T(3).total_seconds())
for bad in [lambda: setattr(d, 'year', 3), lambda: timedelta.total_seconds(5), lambda: datetime.year.fget(5)]:
    try:
        print(bad())
    except (AttributeError, TypeError) as e:
        print(type(e).__name__)
