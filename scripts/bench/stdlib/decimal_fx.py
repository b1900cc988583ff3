# Currency conversion: 30,000 amounts parsed from strings, converted through rates by division, rounded, summed.
from decimal import Decimal, ROUND_HALF_EVEN, getcontext
import random
random.seed(5)
rates = {"EUR": Decimal("1.0842"), "GBP": Decimal("1.2671"), "JPY": Decimal("0.006712"), "CHF": Decimal("1.1337"),
         "USD": Decimal("1")}
codes = list(rates)
rows = ["%s %d.%02d" % (random.choice(codes), random.randint(1, 99999), random.randint(0, 99)) for _ in range(30000)]
sums = {c: Decimal(0) for c in codes}
back = Decimal(0)
for row in rows:
    code, amount = row.split()
    amt = Decimal(amount)
    usd = (amt * rates[code]).quantize(Decimal("0.0001"))
    sums[code] += usd
    back += (usd / rates[code]).quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)
print({c: str(v) for c, v in sums.items()})
print(back, getcontext().flags[__import__("decimal").Inexact])
