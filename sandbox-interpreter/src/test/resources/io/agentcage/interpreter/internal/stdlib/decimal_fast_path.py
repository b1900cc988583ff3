# Runs seeded operations twice, through decimal's native fast path and through decimal.py alone (Decimal._K = None
# turns the fast path off), and prints how many results, exceptions or flags differ. SEED and CASES are set by the test.
import decimal, random
from decimal import *
random.seed(SEED)
MODES = [ROUND_DOWN, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN, ROUND_05UP]
SPECIAL = [0, 1, 5, 25, 50, 125, 500, 995, 9999, 10 ** 18, 10 ** 19 - 1, 2 ** 63, 2 ** 64 + 5, 10 ** 40 + 5,
           10 ** 1300 + 1]


def operand():
    k = random.random()
    if k < 0.3:
        coef = random.choice(SPECIAL)
    else:
        coef = random.randint(0, 10 ** random.randint(1, 45))
    exp = random.choice([random.randint(-30, 30), random.randint(-3, 3), random.randint(-1000020, -999990),
                         random.randint(999990, 1000020)])
    return Decimal((random.randint(0, 1), tuple(int(c) for c in str(coef)), exp))


def context():
    emax = random.choice([999999, 999999, 40, 12, 3])
    traps = random.choice([[], [DivisionByZero, Overflow, InvalidOperation], [Inexact], [Rounded],
                           [Underflow, Subnormal, Clamped], [InvalidOperation]])
    return Context(prec=random.choice([1, 2, 3, 5, 9, 16, 28, 34, 60, 1000, 1001]), rounding=random.choice(MODES),
                   Emin=-emax, Emax=emax, clamp=random.choice([0, 0, 1]), traps=traps)


cases = []
for _ in range(CASES):
    a, b = operand(), operand()
    q = Decimal((0, (1,), random.randint(-8, 4)))
    cases.append((context(), a, b, q, random.choice(MODES), random.randint(-50, 50)))

OPS = [lambda a, b, q, m, n: a + b, lambda a, b, q, m, n: a - b, lambda a, b, q, m, n: a * b,
       lambda a, b, q, m, n: a / b, lambda a, b, q, m, n: a.quantize(q, rounding=m),
       lambda a, b, q, m, n: a.quantize(q), lambda a, b, q, m, n: a.quantize(b),
       lambda a, b, q, m, n: (a < b, a <= b, a == b, a > b, a >= b, a != b, a == n, a < n),
       lambda a, b, q, m, n: hash(a), lambda a, b, q, m, n: (str(a), repr(b), a.to_eng_string()),
       lambda a, b, q, m, n: Decimal(str(a)).as_tuple(), lambda a, b, q, m, n: (n + a, a - n, n * a, n / b),
       lambda a, b, q, m, n: a + q + b - q, lambda a, b, q, m, n: Decimal("%d.%02d" % (n, abs(n))) * a,
       lambda a, b, q, m, n: [format(x, s) for x in (Decimal((a._sign, a.as_tuple().digits[:60], a._exp % 50 - 25)), q, Decimal(n))
                                  for s in SPECS],
       lambda a, b, q, m, n: (Decimal(n), Decimal(-n * 10 ** 20), Decimal(True), Decimal("%de%d" % (n, n))),
       lambda a, b, q, m, n: (q ** (n % 7), (1 + q) ** (n % 40 + 100), Decimal("1.0001") ** n, 2 ** Decimal(n % 10),
                              Decimal("-1.5") ** (n % 9), Decimal("0.5") ** Decimal("%d.0" % n)),
       lambda a, b, q, m, n: (a ** 2, a ** -1, b ** (n % 5), a ** Decimal("0.5")),
       lambda a, b, q, m, n: (-a, +a, abs(b), -Decimal("-0"), +Decimal("-0.00"), int(q), int(Decimal(n) / 7),
                              int(a) if -40 < a._exp < 40 else 0, int(-b) if -40 < b._exp < 40 else 0)]
SPECS = ["", ",.2f", ">12.3e", "%", "g", "+z.1f", "_<10", "#.0f", "020,.4f", ".0e", "^15.5G", "n", ".3", "E", "F",
         ".30f", "z.2%", "-,", "12", "=+9.1f", ".0g"]


def run_all():
    out = []
    for ctx, a, b, q, m, n in cases:
        c = ctx.copy()
        setcontext(c)
        for op in OPS:
            try:
                r = op(a, b, q, m, n)
                out.append(repr(r))
            except Exception as e:
                out.append(type(e).__name__ + ': ' + str(e))
            out.append(sorted(k.__name__ for k, v in c.flags.items() if v))
    return out


calls = [0]
_fix = Decimal._fix


def counting_fix(self, ctx):
    calls[0] += 1
    return _fix(self, ctx)


Decimal._fix = counting_fix
fast = run_all()
fast_fallbacks = calls[0]
kit = Decimal._K
Decimal._K = None
calls[0] = 0
slow = run_all()
Decimal._K = kit
diff = [(i, x, y) for i, (x, y) in enumerate(zip(fast, slow)) if x != y]
print("results", len(fast), len(slow), "differ", len(diff), diff[:5])
print("fast path", "taken" if fast_fallbacks * 3 < calls[0] * 2 else "NOT taken", fast_fallbacks, calls[0])
