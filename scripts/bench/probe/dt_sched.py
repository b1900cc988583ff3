# Written 2026-11-28 as an agent-style probe program (issue 25: pathologies found in new programs).
from datetime import datetime, timedelta, date
start = datetime(2024, 1, 1, 8, 0)
slots = []
t = start
while len(slots) < 20000:
    if t.weekday() < 5 and 9 <= t.hour < 17:
        slots.append(t)
    t += timedelta(minutes=30)
by_month = {}
for s in slots:
    k = s.strftime("%Y-%m")
    by_month[k] = by_month.get(k, 0) + 1
durations = [(slots[i + 1] - slots[i]).total_seconds() for i in range(len(slots) - 1)]
iso = [s.isoformat() for s in slots[:3000]]
back = [datetime.fromisoformat(x) for x in iso]
days = len({s.date() for s in slots})
print(len(slots), list(by_month.items())[:3], max(durations), back[-1], days, date(2024, 3, 1) - date(2024, 2, 1))
