# float arithmetic on the quick path: floats with floats and with small ints, in both orders, in a loop
acc = 0.0
n = 0
for i in range(200):
    x = i * 0.5
    acc += x * 1.5 - i / 3 + 2 ** -1 * x
    acc -= (i % 7) * 0.25
    n += x > 40 and x <= 80.5
print(round(acc, 6), n, 7 // 2.0, 7 % 2.5, -7 // 2.0, -7 % 2.5, 2.0 ** 10, 10 / 4, 1 - 0.1, 3 * 0.1)
print(1e308 * 10, -1e308 * 10, 0.1 + 0.2, 5 - 5.0, type(2 * 1.0).__name__, type(1.0 - True).__name__)
# ---
# the int side converts to a double correctly rounded; beyond a long the big-int path takes over
big = 2 ** 53 + 1
print(big + 0.0, 0.0 + big, big * 1.0, (2 ** 63 - 1) * 1.0, (2 ** 64) * 1.0, -(2 ** 63) + 0.5)
print(10 ** 400 > 1e308, 1e308 < 10 ** 400, float(10 ** 20) == 10 ** 20)
try:
    10 ** 400 + 1.0
except OverflowError as e:
    print("OverflowError", e)
# ---
# comparisons: NaN is unequal to everything, -0.0 equals 0.0, exact int-float comparison past 2**53
nan = float("nan")
inf = float("inf")
print(nan == nan, nan != nan, nan < 1.0, nan >= 1.0, nan == 1, 1 != nan, -0.0 == 0.0, -0.0 < 0.0, 0 == -0.0)
print(inf > 10 ** 300, -inf < -(10 ** 300), inf == inf, 1.5 < 2, 2 > 1.5, 2 <= 2.0, 3 >= 3.5, 1 == 1.0)
big = 2 ** 53 + 1
print(big == 2.0 ** 53, 2.0 ** 53 == big, big > 2.0 ** 53, 2.0 ** 53 < big, 2 ** 53 == 2.0 ** 53)
print(2 ** 63 == 2.0 ** 63, 2 ** 63 - 1 < 2.0 ** 63, -(2 ** 53) - 1 < -(2.0 ** 53), 9007199254740993 == 9007199254740992.0)
vals = [3.5, 1, -2.25, 2, nan, 0.0, -0.0, 7]
print(sorted(v for v in vals if v == v), max(1, 2.5, 2), min(-0.0, 0), [x for x in vals if x > 1])
# ---
# errors and what the quick path leaves to the general one: zero division, unsupported operators, subclasses, bools
for expr in ("1.0 / 0", "1 / 0.0", "5 // 0.0", "5.0 % 0", "0.0 ** -1", "1.5 << 2", "2 & 1.5", "1.5 @ 2.0"):
    try:
        print(expr, eval(expr))
    except Exception as e:
        print(expr, type(e).__name__, e)
print((-8) ** 0.5 == (-8.0) ** 0.5, (-8.0) ** (1 / 3) == (-8) ** (1 / 3), True + 1.5, 1.5 * False, True < 1.5)
class F(float):
    def __add__(self, other):
        return "F.add"
    def __radd__(self, other):
        return "F.radd"
    def __lt__(self, other):
        return "F.lt"
    def __gt__(self, other):
        return "F.gt"
f = F(1.0)
print(f + 1.0, 1.0 + f, f + 1, 1 + f, f < 2.0, 2.0 < f, f - 0.5, 2 * f, type(f * 1.0).__name__)
class I(int):
    def __mul__(self, other):
        return "I.mul"
    def __eq__(self, other):
        return "I.eq"
print(I(2) * 1.5, 1.5 * I(2), I(3) == 3.0, 3.0 == I(3))
x = 1.5
x += 2
x *= 3
x /= 2
x -= 0.25
x **= 2
x //= 2
x %= 5
print(x)
