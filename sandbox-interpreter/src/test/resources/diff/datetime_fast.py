from datetime import datetime, date, timedelta, timezone, time
import random
random.seed(5)
ds = [datetime(2000 + random.randrange(30), 1 + random.randrange(12), 1 + random.randrange(28), random.randrange(24), random.randrange(60), random.randrange(60), random.choice([0, 123456])) for _ in range(300)]
print(sorted(ds)[:3], sorted(ds)[-1], max(ds), min(ds))
print([d.weekday() for d in ds[:20]], [d.isoweekday() for d in ds[:10]], [d.date() for d in ds[:3]], [d.toordinal() for d in ds[:5]])
print([str(d - ds[0]) for d in ds[:5]], [(d - ds[1]).total_seconds() for d in ds[:5]])
print([d + timedelta(days=3, hours=-2, minutes=90, seconds=7, microseconds=11, milliseconds=5, weeks=1) for d in ds[:3]])
print(timedelta(1, 2, 3, 4, 5, 6, 7), timedelta(days=-1), timedelta(seconds=-1), timedelta(hours=1.5), timedelta(True), repr(timedelta(weeks=2, days=-20)))
print([datetime.fromisoformat(d.isoformat()) == d for d in ds[:50]].count(True), [datetime.fromisoformat(s) for s in ["2024-01-02", "2024-01-02 03:04", "2024-01-02T03:04:05", "2024-01-02T03:04:05.000123", "2024-01-02T03:04:05+01:00", "20240102T030405", "2024-01-02x03:04:05"]])
for bad in ["2024-02-30", "2024-13-01T00:00:00", "2024-01-01T25:00:00", "2024-01-01T10:61", "2024-01-01T10:00:60", "2024-1-01", "２０２４-01-01", "2024-01-01T10:00:00.12345x"]:
    try:
        print(datetime.fromisoformat(bad))
    except ValueError as e:
        print("ValueError", e)
tz1 = timezone(timedelta(hours=2)); tz2 = timezone(timedelta(hours=-3))
a = datetime(2024, 1, 1, 12, tzinfo=tz1); b = datetime(2024, 1, 1, 7, tzinfo=tz2)
print(a < b, a == b, b - a, a - datetime(2024, 1, 1, tzinfo=tz1), sorted([b, a]), a == datetime(2024, 1, 1, 10, tzinfo=timezone.utc))
try:
    a < datetime(2024, 1, 1)
except TypeError as e:
    print(e)
print(a == datetime(2024, 1, 1, 12), datetime(2024, 1, 1) == date(2024, 1, 1), date(2024, 1, 1) < date(2024, 1, 2), ds[0] <= ds[0], ds[0] >= ds[0], ds[0] != ds[1])
class MyDT(datetime):
    pass
m = MyDT(2024, 5, 5, 5)
print(type(m + timedelta(days=1)).__name__, type(m - timedelta(days=1)).__name__, m > ds[0], type(m.date()).__name__, MyDT.fromisoformat("2024-01-02T03:04:05"), type(MyDT.fromisoformat("2024-01-02")).__name__)
print(date.fromordinal(739000), type(date.fromordinal(1)).__name__, datetime(2024, 2, 29).weekday(), date(1, 1, 1).toordinal(), date(9999, 12, 31).toordinal(), hash(ds[0]) == hash(ds[0].replace()))
print(datetime(2024, 3, 10, 2, 30, fold=1) == datetime(2024, 3, 10, 2, 30), {ds[0]: 1}[datetime(ds[0].year, ds[0].month, ds[0].day, ds[0].hour, ds[0].minute, ds[0].second, ds[0].microsecond)])

# ---
from datetime import time, datetime
for s in ["24:00", "23:59:59.5"]:
    try:
        print(time.fromisoformat(s))
    except ValueError as e:
        print("VE", e)

# ---
from datetime import datetime, timedelta
import random
random.seed(1)
ds = [datetime(2000 + random.randrange(30), 1 + random.randrange(12), 1 + random.randrange(28), random.randrange(24), random.randrange(60)) for _ in range(20000)]
iso = [d.isoformat() for d in ds]
back = [datetime.fromisoformat(s) for s in iso]
s = sorted(back)
deltas = [(b - a).total_seconds() for a, b in zip(s, s[1:])]
later = [d + timedelta(days=1, hours=3) for d in ds]
wk = [d.weekday() for d in ds]
days = sorted({d.date() for d in ds})
print(len(days), sum(wk), max(deltas), later[0])
