# An invoice ledger: 20,000 lines of quantity x unit price, line discounts, tax at ROUND_HALF_UP, totals per customer.
from decimal import Decimal, ROUND_HALF_UP, ROUND_HALF_EVEN
import random
random.seed(11)
CENT = Decimal("0.01")
TAX = Decimal("0.0825")
totals = {}
grand = Decimal(0)
for i in range(20000):
    qty = Decimal(random.randint(1, 40))
    price = Decimal("%d.%02d" % (random.randint(0, 500), random.randint(0, 99)))
    disc = Decimal(random.choice(["0", "0.05", "0.10", "0.15"]))
    net = (qty * price * (1 - disc)).quantize(CENT, rounding=ROUND_HALF_UP)
    tax = (net * TAX).quantize(CENT, rounding=ROUND_HALF_EVEN)
    line = net + tax
    cust = "C%03d" % (i % 97)
    totals[cust] = totals.get(cust, Decimal("0.00")) + line
    grand += line
top = sorted(totals.items(), key=lambda kv: kv[1], reverse=True)[:3]
print(grand, [(c, str(t)) for c, t in top])
print(sum(1 for t in totals.values() if t > Decimal("50000")), max(totals.values()) - min(totals.values()))
