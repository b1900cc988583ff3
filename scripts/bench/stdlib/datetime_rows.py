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
