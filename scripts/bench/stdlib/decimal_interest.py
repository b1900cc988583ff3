# Compound interest and amortisation schedules at a context precision of 34 digits.
from decimal import Decimal, localcontext, ROUND_HALF_EVEN, ROUND_HALF_UP
CENT = Decimal("0.01")
results = []
with localcontext() as ctx:
    ctx.prec = 34
    ctx.rounding = ROUND_HALF_EVEN
    for k in range(1000):
        principal = Decimal(10000 + 250 * k)
        rate = Decimal("0.045") + Decimal(k) / Decimal(1000)
        monthly = rate / 12
        n = 120
        factor = (1 + monthly) ** n
        payment = (principal * monthly * factor / (factor - 1)).quantize(CENT, rounding=ROUND_HALF_UP)
        balance = principal
        interest_total = Decimal(0)
        for m in range(n):
            interest = (balance * monthly).quantize(CENT, rounding=ROUND_HALF_UP)
            interest_total += interest
            balance = balance + interest - payment
        results.append((payment, interest_total, balance))
print(results[0], results[-1])
print(sum(r[1] for r in results), min(r[2] for r in results))
