# decimal's native common paths (_decimal): Decimal(str) and Decimal(int), + - * / with Decimal and int operands,
# quantize with a rounding mode, comparisons and hashing (a dict of totals), ** with an int exponent at a context
# precision, str and f-string formatting with grouping.
from decimal import Decimal, ROUND_HALF_UP, localcontext

CENT = Decimal("0.01")
TEN = Decimal("1E+1")


def run(n):
    totals = {}
    grand = Decimal(0)
    for i in range(n):
        price = Decimal("%d.%02d" % (i % 500, i % 100))
        net = (Decimal(i % 40 + 1) * price * (1 - Decimal("0.05"))).quantize(CENT, rounding=ROUND_HALF_UP)
        line = net + (net * Decimal("0.0825")).quantize(CENT)
        key = line.quantize(TEN)
        totals[key] = totals.get(key, 0) + 1
        grand += line / 3 if line > 100 else line
    with localcontext(prec=34):
        growth = (1 + Decimal("0.05") / 12) ** 120
    return len(totals), str(grand), f"{grand:,.2f}", str(growth)


print(*run(4000))
