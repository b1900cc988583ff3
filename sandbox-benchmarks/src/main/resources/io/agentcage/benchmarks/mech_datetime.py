# datetime's native common paths (_datetime): construction of plain ints, fromisoformat/isoformat of the common
# forms, sorting (a native __lt__ within one zone), datetime - datetime, datetime + timedelta of keywords,
# weekday, date() and a set of dates (the native date hash and equality).
from datetime import datetime, timedelta


def run(n):
    ds = [datetime(2000 + i % 30, 1 + i % 12, 1 + i % 28, i % 24, (i * 7) % 60) for i in range(n)]
    back = [datetime.fromisoformat(d.isoformat()) for d in ds]
    s = sorted(back)
    gaps = [(b - a).total_seconds() for a, b in zip(s, s[1:])]
    later = [d + timedelta(days=1, hours=3) for d in ds]
    days = {d.date() for d in ds}
    return len(days), sum(d.weekday() for d in ds), max(gaps), str(later[-1])


print(*run(5000))
