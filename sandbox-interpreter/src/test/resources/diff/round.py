print(round(2.675, 2), round(0.5), round(1.5), round(2.5), round(-0.5), round(-1.5), round(0.125, 2), round(0.375, 2))
print(round(1234, -2), round(-5, -1), round(15, -1), round(25, -1), round(-25, -1), round(1250, -2), round(1350, -2), round(7, 0), round(7, 3))
print(round(123456789012345678901234567890, -10), round(5, -100), round(-5, -1000000), round(True), round(True, 2), type(round(True)))
print(round(1.23456, 3), round(-1.23456, 3), round(1e300, -300), round(1.5e300, -300), round(123.456, -1), round(123.456, -2), round(123.456, -3))
print(round(0.1 + 0.2, 15), round(2.5, 0), round(-2.5, 0), round(1e-320, 320), round(5e-324, 323), round(5e-324, 324))
print(round(0.0, 3), round(-0.0, 3), round(-0.4), round(float("inf"), 2), round(float("nan"), 2), round(-1e-20, 5))
print(round(2.5, 10**6), round(2.5, -10**6), round(123.456, None), round(7, None), type(round(2.0, 0)), type(round(2.0)))
print(round(1.05, 1), round(1.15, 1), round(1.25, 1), round(1.35, 1), round(2.345, 2), round(10.0 ** 16 + 1, -1), round(4.35, 1))
for bad in ["round(float('inf'))", "round(float('nan'))", "round(1.5, 1.0)", "round('a')", "round(1, 'x')", "round(1.5e308 * 10, 1)", "round(1.7976931348623157e308, -308) * 10", "round(5, 10**30)", "round(5.0, 10**30)", "round(1.7e308, -308)"]:
    try:
        print(bad, repr(eval(bad)))
    except Exception as e:
        print(bad, type(e).__name__, e)
class R:
    def __round__(self, n=None):
        return ("R", n)
print(round(R()), round(R(), 3))
class I(int):
    def __round__(self, n=None):
        return "I-round"
class F(float):
    pass
print(round(I(5)), round(I(5), 2), round(F(2.5)), type(round(F(2.5), 1)).__name__)
class N:
    pass
try:
    round(N())
except TypeError as e:
    print(e)
# ---
import fractions, decimal
print(round(fractions.Fraction(5, 2)), round(fractions.Fraction(7, 3), 2), round(decimal.Decimal("2.675"), 2), round(decimal.Decimal("2.5")))
# ---
print((2.5).__round__(), (2.675).__round__(2), (7).__round__(-1), (15).__round__(), round(number=2.5), round(2.675, ndigits=2))
class F(float):
    def __round__(self, n=None):
        return ("F", super().__round__(n))
print(round(F(2.5)), round(F(2.675), 2))
x = 10 ** 5000 + 5
print(round(x, -1) % 1000, round(-x, -1) % 1000, round(x, -4999) == 10 ** 5000, round(x, -5001), round(x, -6000))
print(round(1e22, -22), round(123456.5), round(-123456.5), round(0.5 + 2 ** -53), round(2.0 ** 60 + 0.0, -1), round(1e16 + 2.0, -1))
print(round(1/3, 5), round(2/3, 16), round(2/3, 17), round(1e-5, 5), round(5e-6, 5), round(1.5e-6, 6), round(2.5e-6, 6))
try:
    round()
except TypeError as e:
    print(e)
# ---
round()
