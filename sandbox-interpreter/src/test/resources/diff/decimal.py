from decimal import Decimal as D
print(D(0.1), D('1e5'), D('-0'), D('123E-10'), D('0.000001'), D('0.0000001'), D(10**30), D('1.2e+3'), D((0, (1, 4), -1)), D((1, (0,), 2)))
print(repr(D('nan')), D('-sNaN12'), D('Infinity'), D('-inf'), D(' 1_000.5 '), D('  -12.50  '), D('.5'), D('5.'), D('1E-0'), D(-7), D(True), D(D('2.50')))
print(repr(D('0E-7')), D('0.00'), D('-0.0e3'), D('1e+999999'), D('12345678901234567890123456789012345678'), D(2.5), D(-0.0), D(1e300) == 10**300)
# ---
from decimal import Decimal as D
for s in ['abc', '1e', '1..2', '--1', '1_', '_1', '1__0', '', ' ', '0x10', 'inf5', 'nan1.5', '1e1.5', '++1']:
    try:
        print(repr(s), D(s))
    except Exception as e:
        print(repr(s), type(e).__name__, e)
# ---
from decimal import Decimal as D, getcontext
print(D(1) / D(3), D(2) / D(3), D(1) / D(8), D(10) / D(4), D('1.00') / D('0.1'), D(6) / D(2), D('6.0') / D('2'), D(1) / 7, 1 / D(7))
print(D('1.1') + D('2.2'), D('1.1') + 2, 3 - D('0.3'), D('1.30') + D('1.20'), D('1.3') * D('1.2'), D('0.1') * 3, D('1e3') * D('1e-3'), D(5) * -1)
print(D(7) // D(2), D(-7) // D(2), D(-7) % D(2), D(7) % D(-2), divmod(D(-7), D(2)), divmod(D('7.5'), 2), D('10.5') // D('0.25'), 7 % D(3), 7 // D('2.5'))
print(sum([D('0.1')] * 3), sum([D('0.1')] * 10) == 1, D('0.1') + D('0.2') == D('0.3'), 0.1 + 0.2 == 0.3, D('1.5') + D('-1.5'), D('-0') + D('-0'), -D('0'), +D('-0'), abs(D('-0')), abs(D('-2.5')))
# ---
from decimal import Decimal as D
print(D(2) ** 10, D('2.0') ** 2, D(2) ** -1, D(10) ** -2, D('1.1') ** 2, D(-2) ** 3, D('0.5') ** -3, D(2) ** D('2.0'), 2 ** D(3), D(0) ** -1)
print(D(4) ** D('0.5'), D(2) ** D('0.5'), D('1.5') ** D('2.5'), D(9) ** D('0.5'), D(100) ** D('1.5'), D('0.5') ** D('0.5'), D(10) ** D('-0.5'))
print(pow(D(3), 4, 5), pow(D(-3), 3, 5), pow(D(7), 2, 10), D('1.000001') ** 1000000, D(3) ** 100)
# ---
from decimal import Decimal as D
print(D(2).sqrt(), D(4).sqrt(), D('0.04').sqrt(), D('1e-7').sqrt(), D('100').sqrt(), D('1.21').sqrt(), D('0').sqrt(), D('-0').sqrt(), D('2.0').sqrt(), D('1e10').sqrt())
print(D(1).exp(), D(0).exp(), D(7).exp(), D(-5).exp(), D('0.5').exp(), D('1e-10').exp(), D(-1000).exp(), D(230).exp())
print(D(1).ln(), D(10).ln(), D(0).ln(), D('0.5').ln(), D('1.0001').ln(), D(123456).ln(), D('1e-20').ln(), D('2.718281828459045235360287471').ln())
print(D(100).log10(), D('0.001').log10(), D(2).log10(), D(3).log10(), D('1e50').log10(), D(7).log10(), D('0.5').log10(), D(1).log10())
# ---
from decimal import Decimal as D, ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_HALF_DOWN, ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_05UP
modes = [ROUND_HALF_UP, ROUND_HALF_EVEN, ROUND_HALF_DOWN, ROUND_UP, ROUND_DOWN, ROUND_CEILING, ROUND_FLOOR, ROUND_05UP]
for v in ['2.5', '3.5', '-2.5', '2.45', '2.55', '-2.451', '1.05', '0.04', '9.95']:
    print(v, [str(D(v).quantize(D('0.1'), rounding=m)) for m in modes], [str(D(v).quantize(D('1'), rounding=m)) for m in modes])
# ---
from decimal import Decimal as D
print(D('1.23456789').quantize(D('0.01')), D('2.5').quantize(D(1)), D('7.325').quantize(D('.01')), D('1.2').quantize(D('0.0001')), D('-0.5').to_integral_value(), D('2.5').to_integral_value())
print(D('1.5').to_integral_exact(), D('123.456').to_integral(), D('1e5').to_integral_value(), D('1.000').normalize(), D('0.000').normalize(), D('1200').normalize(), D('-1.20E+3').normalize())
print(round(D('2.5')), round(D('3.5')), round(D('-2.5')), round(D('2.675'), 2), round(D('123.456'), -1), round(D('0.5')), int(D('-2.7')), int(D('1e3')), float(D('0.1')), float(D('-1e-400')))
import math
print(math.floor(D('-2.5')), math.ceil(D('-2.5')), math.trunc(D('-2.5')), math.floor(D('7')), math.ceil(D('1.000001')), type(round(D('1.5'))).__name__, bool(D(0)), bool(D('0.0001')), complex(D('1.5')))
# ---
from decimal import Decimal as D
x = D('-12.3450')
print(x.as_tuple(), x.as_integer_ratio(), D('1e3').as_integer_ratio(), x.adjusted(), D('1.2').adjusted(), D('0.001').adjusted(), x.is_signed(), x.is_zero(), x.is_finite(), x.is_nan())
print(D('nan').is_nan(), D('snan').is_snan(), D('nan').is_qnan(), D('inf').is_infinite(), D('-0').is_signed(), D('0e5').is_zero(), x.copy_abs(), x.copy_negate(), D(3).copy_sign(D(-1)))
print(D('12').next_plus(), D('12').next_minus(), D('1e-999999').next_minus(), D('-1').next_plus(), D('12.345').number_class(), D('-0').number_class(), D('inf').number_class(), D('nan').number_class(), D('1e-1000000').number_class())
print(D('123').to_eng_string(), D('1.23e7').to_eng_string(), D('1.23e-7').to_eng_string(), D('1e3').to_eng_string(), D(5).compare(D(3)), D(3).compare(D(5)), D('2.0').compare(D(2)), D(1).max(D('nan')), D(3).fma(2, 1))
print(D('1.10').max(D('1.1')), D('1.10').min(D('1.1')), D(-3).max_mag(D(2)), D(-3).min_mag(D(2)), D('2.50').same_quantum(D('1.00')), D('1.5').remainder_near(1), D(10).remainder_near(D(6)), D(10).logb())
# ---
from decimal import Decimal as D
print(D(1) == 1.0, D('0.1') == 0.1, D('0.5') < 0.6, D(2) > 1, D('1.0') == D('1.00'), D('-0') == D('0'), D(1) == D('nan'), D('nan') != D('nan'), D(3) == 3, D('2.5') >= 2.5)
print(hash(D('0.5')) == hash(0.5), hash(D('1.1')), hash(D(10)), hash(D('-1')), hash(D('1e-10')), hash(D('inf')), hash(D('2.50')) == hash(D('2.5')), hash(D(10**30)) == hash(10**30))
print(max(D(1), D(2)), min(D('0.1'), D('0.01')), sorted([D('1.1'), D('0.9'), D(1), D('-1')]), sorted([D(1), 0.5, 2]), {D('1.0'): 'a'}[1], D(1) in {1}, len({D('1.0'), D('1.00'), 1}))
from fractions import Fraction
print(D('0.5') == Fraction(1, 2), D('0.3') < Fraction(1, 3), Fraction(D('1.25')), Fraction.from_decimal(D('-0.125')), Fraction(D('1e3')))
# ---
from decimal import Decimal as D
v = D('1234.5678')
for spec in ['', '.2f', ',.2f', '.3e', '%', '.1%', '+010.3f', 'g', '.4g', '.0f', '>12', '<12', '^12', '*^14.2f', '_', ',', '.10f', 'E', '.2E', 'G', 'f', 'e']:
    print(repr(spec), repr(format(v, spec)))
print(format(D('1e10'), 'g'), format(D('0.000012345'), '.3e'), format(D('2.5'), '.0f'), format(D('-0.0001'), '.2f'), format(D('-0.0001'), 'z.2f'), format(D('nan'), '10'), format(D('-inf'), '+'), f"{D('3.5'):>8}", f"{D('1234567.891'):,.2f}")
print(format(D('0'), '.3e'), format(D('1e-10'), 'f'), format(D('123e5'), 'f'), format(D('1.5'), '08.3f'), format(D('12.5'), '%'), '{:.2f}'.format(D('0.125')), '%s' % D('1.50'), '%.1f' % D('2.25'), str(D('1.50')))
# ---
import decimal
from decimal import Decimal as D, getcontext, localcontext, Context
print(repr(getcontext()))
print(getcontext().prec, getcontext().rounding, getcontext().Emax, getcontext().Emin, getcontext().capitals, getcontext().clamp)
getcontext().prec = 6
print(D(1) / D(7), D('1.23456789') + 0, D(2).sqrt(), D(1).exp(), D('123456789') * 1, +D('123.4567890'))
getcontext().rounding = decimal.ROUND_DOWN
print(D(2) / D(3), D('-2') / D(3), D('9.9999999') * 1)
with localcontext() as ctx:
    ctx.prec = 50
    print(D(1) / D(7))
    ctx.rounding = decimal.ROUND_HALF_UP
    print(D(2) / D(3))
print(D(1) / D(7), getcontext().prec)
with localcontext(prec=3, rounding=decimal.ROUND_CEILING):
    print(D(1) / 3, D(-1) / 3)
c = Context(prec=4, rounding=decimal.ROUND_HALF_UP)
print(c.divide(D(1), D(3)), c.add(D('1.2345'), 0), c.sqrt(D(2)), c.power(D(2), D('0.5')), c.quantize(D('1.23456'), D('0.01')), c.create_decimal('3.14159'), c.prec)
decimal.setcontext(Context(prec=8)); print(D(1) / 3)
# ---
import decimal
from decimal import Decimal as D, getcontext
ctx = getcontext()
print(ctx.flags[decimal.Inexact], ctx.traps[decimal.DivisionByZero])
x = D(1) / D(3)
print(ctx.flags[decimal.Inexact], ctx.flags[decimal.Rounded], ctx.flags[decimal.DivisionByZero])
ctx.clear_flags(); print(ctx.flags[decimal.Inexact])
ctx.traps[decimal.DivisionByZero] = False
print(D(1) / 0, D(-1) / 0, ctx.flags[decimal.DivisionByZero])
ctx.traps[decimal.InvalidOperation] = False
print(D(0) / 0, D('inf') - D('inf'), D(-1).sqrt(), D('abc'), D(1) < D('nan'))
ctx.traps[decimal.Inexact] = True
try:
    D(1) / 3
except decimal.Inexact as e:
    print('Inexact', e)
ctx.traps[decimal.Inexact] = False
ctx.traps[decimal.Overflow] = False
print(D('9e999999') * 10, D('-9e999999') * 10, D('1e-999999') / 10**30)
# ---
import decimal
from decimal import Decimal as D
cases = [lambda: D(1) / 0, lambda: D(0) / 0, lambda: D('abc'), lambda: D(7) % D(0), lambda: D(7) // D(0), lambda: divmod(D(7), D(0)),
         lambda: D(0) // D(0), lambda: D('1e100') // D('1e-100'), lambda: D(-1).sqrt(), lambda: D(-1).ln(), lambda: D(0).log10(),
         lambda: D('9e999999') * 10, lambda: D('1e30').quantize(D('0.1')), lambda: round(D('nan')), lambda: int(D('inf')),
         lambda: D('inf') - D('inf'), lambda: D('inf') * 0, lambda: D('1.1') + 1.5, lambda: 1.5 * D(2), lambda: D(1) < D('nan'),
         lambda: D('snan') == 1, lambda: D('sNaN') + 1, lambda: D(0) ** 0, lambda: D(-8) ** D('0.5'), lambda: D([1, 2]),
         lambda: D(1.5, 2, 3), lambda: D((2, (1,), 0)), lambda: D((0, (10,), 0)), lambda: D(1) + 'a', lambda: D(1) + 1j,
         lambda: hash(D('snan')), lambda: D(10) ** D('1e6'), lambda: decimal.getcontext().__setattr__('prec', 0),
         lambda: decimal.Context(rounding='UP'), lambda: float(D('snan')), lambda: D(1).quantize(D('inf')),
         lambda: D('1e999999').exp(), lambda: issubclass(decimal.DivisionByZero, ZeroDivisionError), lambda: issubclass(decimal.FloatOperation, TypeError),
         lambda: decimal.InvalidOperation.__mro__[1].__name__, lambda: D(2) ** D('1e100'), lambda: D(3) % 0.5]
for i, f in enumerate(cases):
    try:
        print(i, repr(f()))
    except Exception as e:
        print(i, type(e).__name__, e)
# ---
from decimal import Decimal
Decimal(1) / Decimal(0)
# ---
from decimal import Decimal
Decimal('1.2.3')
# ---
from decimal import Decimal, getcontext
getcontext().prec = 60
print(Decimal(1).exp())
print(Decimal(2).ln())
print(Decimal(2).sqrt())
print(Decimal(10).log10(), Decimal(5).log10())
getcontext().prec = 100
print(Decimal(3).sqrt(), Decimal(1) / Decimal(97))
getcontext().prec = 2
print(Decimal(1).exp(), Decimal(2).sqrt(), Decimal(99) * 1, Decimal('0.996') + 0)
# ---
from decimal import Decimal as D, ROUND_HALF_UP
prices = [D('19.99'), D('5.49'), D('100.00'), D('0.01')]
subtotal = sum(prices)
tax = (subtotal * D('0.0825')).quantize(D('0.01'), rounding=ROUND_HALF_UP)
print(subtotal, tax, subtotal + tax, f'{subtotal + tax:,.2f}')
def compound(p, r, n):
    return (p * (1 + r) ** n).quantize(D('0.01'))
print(compound(D(1000), D('0.05'), 10), compound(D('2500.50'), D('0.0375'), 30))
print([str(D(i) / 8) for i in range(10)], D('100') / 3 * 3, (D(1) / 3).quantize(D('1e-5')))
# ---
import statistics
from decimal import Decimal as D
from fractions import Fraction
data = [D('0.5'), D('0.75'), D('0.625'), D('0.375')]
print(statistics.mean(data), statistics.median(data), statistics.variance(data), statistics.stdev(data), statistics.pstdev(data), statistics.mean([D(1), 2]))
print(statistics.harmonic_mean([D('2.5'), D(4)]), statistics.pvariance([D('1.5'), D('2.5'), D('2.5')]), statistics.fmean(data))
print(Fraction(D('1.1')), Fraction.from_decimal(D('-0.125')), Fraction.from_decimal(3), Fraction(D('1e3')))
# ---
import decimal
print(sorted(n for n in dir(decimal) if not n.startswith('_')))
print(decimal.MAX_PREC, decimal.MAX_EMAX, decimal.MIN_EMIN, decimal.MIN_ETINY, decimal.ROUND_HALF_EVEN, repr(decimal.DefaultContext), decimal.BasicContext.prec, decimal.ExtendedContext.traps[decimal.DivisionByZero])
# ---
from decimal import Decimal, getcontext
class Money(Decimal):
    def __repr__(self):
        return 'Money(%s)' % str(self)
m = Money('1.50')
print(repr(m), isinstance(m, Decimal), m + 1, type(m + 1).__name__, m * 2 == 3, Decimal.from_float(0.25), Money.from_float(0.5))