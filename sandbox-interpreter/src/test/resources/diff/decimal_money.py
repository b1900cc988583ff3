# Money arithmetic: quantize to cents with every rounding mode, ties and negative values
from decimal import *
modes = [ROUND_DOWN, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_CEILING, ROUND_FLOOR, ROUND_UP, ROUND_HALF_DOWN, ROUND_05UP]
vals = ["1.005", "1.015", "1.025", "-1.005", "-1.015", "2.675", "0.125", "-0.125", "0.004", "-0.004", "0.005",
        "-0.005", "123456.785", "9.995", "-9.995", "0.0", "-0.0", "1E+2", "1.2E-5", "7", "1.4999", "1.5001"]
for m in modes:
    print(m, [str(Decimal(v).quantize(Decimal("0.01"), rounding=m)) for v in vals])
    print(m, [str(Decimal(v).quantize(Decimal("1"), rounding=m)) for v in vals])
    print(m, [repr(Decimal(v).quantize(Decimal("1E+1"), rounding=m)) for v in vals])
# ---
# An invoice: quantity x price, discount, tax rounded half up, totals, flags
from decimal import *
getcontext().clear_flags()
CENT = Decimal("0.01")
lines = [(3, "19.99", "0.10"), (1, "0.333", "0"), (12, "1.005", "0.05"), (7, "249.95", "0.15"), (2, "0.015", "0")]
total = Decimal("0")
for q, p, d in lines:
    net = (Decimal(q) * Decimal(p) * (1 - Decimal(d))).quantize(CENT, rounding=ROUND_HALF_UP)
    tax = (net * Decimal("0.0825")).quantize(CENT)
    total += net + tax
    print(q, p, d, net, tax, repr(net + tax))
print(total, repr(total), total.as_tuple())
ctx = getcontext()
print(sorted(k.__name__ for k, v in ctx.flags.items() if v))
# ---
# Division and precision: every rounding mode at several precisions
from decimal import *
pairs = [(1, 3), (2, 3), (-2, 3), (10, 7), (1, 8), (-1, 8), (22, 7), (1, 1024), (123456789, 1000), (5, 2),
         (Decimal("1.0842"), Decimal("0.006712")), (Decimal("100.00"), 4), (Decimal("1E+5"), Decimal("3E-5"))]
for prec in (1, 3, 9, 28, 34, 60):
    for m in (ROUND_HALF_EVEN, ROUND_HALF_UP, ROUND_DOWN, ROUND_UP, ROUND_FLOOR, ROUND_CEILING, ROUND_HALF_DOWN,
              ROUND_05UP):
        with localcontext() as c:
            c.prec = prec
            c.rounding = m
            print(prec, m, [str(Decimal(a) / Decimal(b)) for a, b in pairs])
            print(sorted(k.__name__ for k, v in c.flags.items() if v))
# ---
# Addition, subtraction, multiplication with rounding at a small precision, zeros and signs
from decimal import *
vals = [Decimal(x) for x in ["0", "-0", "1", "-1", "0.1", "9.99999", "12345.678", "-0.000", "1E+10", "-2.5E-3",
                             "999999999", "0.000000001", "5E-8", "123456789012", "-7.00"]]
for m in (ROUND_HALF_EVEN, ROUND_FLOOR, ROUND_CEILING, ROUND_05UP):
    with localcontext(prec=6, rounding=m) as c:
        out = []
        for a in vals:
            for b in vals[::3]:
                out.append("%s|%s|%s" % (a + b, a - b, a * b))
        print(m, out)
        print(sorted(k.__name__ for k, v in c.flags.items() if v))
# ---
# Comparisons and hashing with ints, floats and Fractions; sets and dict keys
from decimal import *
from fractions import Fraction
ds = [Decimal(x) for x in ["0", "-0", "1", "1.0", "1.00", "-1", "0.5", "2.5", "1E+2", "100", "1E-3", "3.14159",
                           "-12345.6789", "1E+30", "123456789012345678901234567890"]]
print([hash(d) for d in ds])
print([hash(d) == hash(int(d)) for d in ds if d == int(d)])
print(hash(Decimal("0.5")) == hash(0.5), hash(Decimal("2.5")) == hash(Fraction(5, 2)), hash(Decimal("1E-3")))
print([(a < b, a <= b, a == b, a > b, a >= b, a != b) for a in ds[:8] for b in ds[:8]])
print(Decimal("1.0") == 1, 1 == Decimal("1.00"), Decimal(2) > 1, 3 < Decimal("3.5"), Decimal("0.1") == 0.1)
print(sorted(ds), max(ds), min(ds), len(set(ds)), {Decimal("1.0"): "a", 1: "b"})
# ---
# str and repr: plain and scientific notation, engineering strings, capitals
from decimal import *
for s in ["0", "-0", "0.000", "1E+2", "1E-7", "0.000001", "0.0000001", "-123.450", "1.23E+5", "1E+100", "12345E-10",
          "0E+3", "0E-9", "-0E-2", "5E-6", "12E5", "1.000000E-6", "123456789.123456789"]:
    d = Decimal(s)
    print(s, str(d), repr(d), d.to_eng_string(), "%s" % d, f"{d}")
getcontext().capitals = 0
print(str(Decimal("1E+5")), repr(Decimal("-2.5E-9")))
# ---
# Parsing: signs, underscores, exponents, invalid text
from decimal import *
for s in ["+1.50", "-.5", "5.", "1_000.25", "1e3", "1E-3", "-0.0e5", " 7 ", "\t8\n", "1e+00", "007.700",
          "12345678901234567890.123456789", "Inf", "-nan", "sNaN12"]:
    print(repr(s), repr(Decimal(s)))
for s in ["", "1.2.3", "1e", "e5", "--1", "1_", "abc", "1e5.5", "+"]:
    try:
        print(Decimal(s))
    except InvalidOperation as e:
        print(repr(s), type(e).__name__, e)
# ---
# Traps: division by zero, invalid quantize, overflow, inexact trapped
from decimal import *
try:
    Decimal(1) / Decimal(0)
except DivisionByZero as e:
    print("DivisionByZero", e)
try:
    Decimal(0) / 0
except InvalidOperation as e:
    print("InvalidOperation", e)
try:
    Decimal("123.456").quantize(Decimal("1E-30"))
except InvalidOperation as e:
    print("quantize", e)
with localcontext(Emax=10) as c:
    try:
        Decimal("9E+10") * 10
    except Overflow as e:
        print("Overflow", e)
with localcontext() as c:
    c.traps[Inexact] = True
    print(Decimal(1) / 4)
    try:
        Decimal(1) / 3
    except Inexact as e:
        print("Inexact", e)
    try:
        Decimal("1.005").quantize(Decimal("0.01"))
    except Inexact as e:
        print("Inexact", e)
with localcontext(traps=[Rounded]) as c:
    try:
        Decimal("1.50").quantize(Decimal("0.1"))
    except Rounded as e:
        print("Rounded", e)
print(Decimal(1) / 0 if False else "ok")
Decimal(1) / Decimal(0)
# ---
# Subnormals, clamping and tiny exponents
from decimal import *
with localcontext(prec=5, Emin=-10, Emax=10) as c:
    for s in ["1E-10", "1E-11", "1.2345E-12", "9.9999E-11", "1E-15", "1E-16", "-3E-14"]:
        c.clear_flags()
        d = Decimal(s) * 1
        print(s, d, sorted(k.__name__ for k, v in c.flags.items() if v))
    c.clear_flags()
    print(Decimal("1E-8") / Decimal("1E+4"), Decimal("1E-9") * Decimal("1E-4"), Decimal("1.23456") + Decimal("1E-16"))
    print(sorted(k.__name__ for k, v in c.flags.items() if v))
with localcontext(prec=3, Emax=5, clamp=1) as c:
    print(Decimal("1E+5") + 0, Decimal("12E+3") * 1, sorted(k.__name__ for k, v in c.flags.items() if v))
# ---
# Compound interest with a 34-digit context, sums of parsed strings, int and float conversions
from decimal import *
with localcontext() as ctx:
    ctx.prec = 34
    p = Decimal("1000")
    r = Decimal("0.05") / 12
    for m in range(24):
        p = p + (p * r).quantize(Decimal("0.0001"))
    print(p, r, ctx.flags[Inexact])
amounts = ["19.99", "5.01", "0.10", "100", "-3.50", "1e2", "0.333"]
s = sum(Decimal(a) for a in amounts)
print(s, int(s), float(s), round(s, 1), round(s), s // 7, s % 7, divmod(s, 3), -s, abs(-s), +s)
print(Decimal("-0") + Decimal("0"), Decimal("-0") - Decimal("0"), Decimal("-0") * 5, 0 * Decimal("-3"))
with localcontext(rounding=ROUND_FLOOR):
    print(Decimal("-0") + Decimal("0"), Decimal("1.5") - Decimal("1.5"))
# ---
# Formatting: f-strings with widths, fills, signs, grouping, precision and every type
from decimal import *
vals = [Decimal(x) for x in ["0", "-0", "1234567.891", "-0.000123456", "1E+7", "0.5", "-2.675", "999.995", "1E-10",
                             "123", "-98765.4321", "0.00", "5E+3", "1.000"]]
specs = ["", ",.2f", ">14,.2f", "<12.3e", "^16.4E", "%", ".1%", "g", "G", ".3g", ".0g", "+.1f", " .2f", "z.1f",
         "010.2f", "020,.4f", "*^20,.2f", "=+12.2f", ".0e", "n", ".30f", "_>9", "12", "-,"]
for v in vals:
    print(repr(v), [format(v, s) for s in specs])
print(f"{Decimal('1234.5'):,.2f} {Decimal('-1234.5'):>10.1f} {Decimal('0.125'):.2f} {Decimal('0.135'):.2f}")
with localcontext(rounding=ROUND_HALF_UP):
    print(f"{Decimal('0.125'):.2f} {Decimal('2.5'):.0f} {Decimal('-1.005'):.2f}")
for bad in ["x", ".f", "10.2q", ",_", "==", "#.0f", "#"]:
    try:
        print(format(Decimal("1.5"), bad))
    except ValueError as e:
        print(bad, "ValueError", e)
