# A rational number with reflected arithmetic, comparisons, __round__, __int__, __index__-free conversions.
from math import gcd


class Ratio:
    def __init__(self, num, den=1):
        if den == 0:
            raise ZeroDivisionError('denominator is zero')
        g = gcd(num, den) * (1 if den > 0 else -1)
        self.num, self.den = num // g, den // g

    @staticmethod
    def _coerce(x):
        return x if isinstance(x, Ratio) else Ratio(x)

    def __add__(self, o):
        o = self._coerce(o)
        return Ratio(self.num * o.den + o.num * self.den, self.den * o.den)

    __radd__ = __add__

    def __sub__(self, o):
        o = self._coerce(o)
        return Ratio(self.num * o.den - o.num * self.den, self.den * o.den)

    def __rsub__(self, o):
        return self._coerce(o) - self

    def __mul__(self, o):
        o = self._coerce(o)
        return Ratio(self.num * o.num, self.den * o.den)

    __rmul__ = __mul__

    def __truediv__(self, o):
        o = self._coerce(o)
        return Ratio(self.num * o.den, self.den * o.num)

    def __rtruediv__(self, o):
        return self._coerce(o) / self

    def __eq__(self, o):
        o = self._coerce(o)
        return (self.num, self.den) == (o.num, o.den)

    def __lt__(self, o):
        o = self._coerce(o)
        return self.num * o.den < o.num * self.den

    def __float__(self):
        return self.num / self.den

    def __int__(self):
        return int(self.num / self.den)

    def __round__(self, ndigits=None):
        return round(float(self), ndigits)

    def __repr__(self):
        return f'{self.num}/{self.den}'


h = Ratio(1, 2)
print(h + Ratio(1, 3), 1 + h, h - 1, 1 - h, 3 * h, h / 3, 2 / h)
print(h == Ratio(2, 4), h < Ratio(2, 3), float(Ratio(1, 8)), int(Ratio(7, 2)), round(Ratio(2, 3), 3))
print(sorted([Ratio(3, 4), Ratio(1, 5), Ratio(1, 2)]))
