# Written 2026-11-28 as a program the interpreter was never tuned on (issue 25: the compiled tier's default-on check).
import csv, io, random
from collections import defaultdict
from operator import itemgetter
random.seed(7)
cats = ["tools", "garden", "kitchen", "toys", "books"]
buf = io.StringIO()
w = csv.writer(buf)
w.writerow(["sku", "category", "price", "qty", "region"])
for i in range(12000):
    w.writerow([f"SKU{i:05d}", random.choice(cats), f"{random.uniform(1, 500):.2f}", random.randint(0, 80),
                random.choice(["north", "south", "east", "west"])])
rows = list(csv.DictReader(io.StringIO(buf.getvalue())))
totals = defaultdict(float)
counts = defaultdict(int)
for r in rows:
    v = float(r["price"]) * int(r["qty"])
    totals[(r["category"], r["region"])] += v
    counts[r["category"]] += 1
top = sorted(totals.items(), key=itemgetter(1), reverse=True)[:5]
for (cat, reg), v in top:
    print(f"{cat:<10}{reg:<8}{v:>14,.2f}")
low = [r["sku"] for r in rows if int(r["qty"]) < 3]
print(len(low), low[:3], dict(sorted(counts.items())))
