# A formatted report: 60,000 decimal amounts summed by month and printed with f-strings, thousands separators, str().
from decimal import Decimal
import random
random.seed(7)


def line(i, amt):
    return f"{i:5d} {amt:>12,.2f} {amt:+.1f} {str(amt)}"


def month_line(m, total):
    return f"{m:02d}: {total:>14,.2f} avg {total / 250:.4f}"


months = {}
lines = []
for i in range(60000):
    amt = Decimal(random.randint(-50000, 250000)) / 100
    m = i % 12 + 1
    months[m] = months.get(m, Decimal(0)) + amt
    if i % 4 == 0:
        lines.append(line(i, amt))
for m in sorted(months):
    lines.append(month_line(m, months[m]))
print(len(lines), lines[0], lines[-1])
print(sum(len(l) for l in lines))
