# binary operators on guest instances: the dunder's result, the reflected dunder of an int or float on the left,
# in-place operators with and without __iop__, defaults, and results used by fused stores
class V:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def __add__(self, other):
        return V(self.x + other.x, self.y + other.y)

    def __sub__(self, other):
        return V(self.x - other.x, self.y - other.y)

    def __mul__(self, k, scale=1):
        return V(self.x * k * scale, self.y * k * scale)

    __rmul__ = __mul__

    def __repr__(self):
        return "V(%r, %r)" % (self.x, self.y)


p = V(1, 2)
q = V(3, 4)
acc = V(0, 0)
for i in range(5):
    acc += p * i - q
    acc = acc + 2 * q
r = 1.5 * p
print(acc, p + q, p - q, p * 3, 3 * p, r, p * 0.5)
lst = [V(1, 1), V(2, 2)]
lst[0] += V(10, 10)
lst[1] *= 2
d = {"k": V(5, 5)}
d["k"] -= V(1, 2)
print(lst, d)


class Acc:
    def __init__(self):
        self.items = []

    def __iadd__(self, other):
        self.items.append(other)
        return self

    def __add__(self, other):
        return "add"


a = Acc()
b = a
a += 1
a += "x"
print(a is b, a.items, Acc() + 1)
# ---
# NotImplemented from the left dunder: the right operand's reflected dunder, then CPython's TypeError; a subclass
# with its own reflected dunder goes first; same type: no reflected call
class A:
    def __add__(self, other):
        print("A.add", type(other).__name__)
        return NotImplemented

    def __radd__(self, other):
        print("A.radd", type(other).__name__)
        return NotImplemented

    def __mul__(self, other):
        return NotImplemented


class B:
    def __radd__(self, other):
        print("B.radd", type(other).__name__)
        return "B.radd result"


class C(A):
    def __radd__(self, other):
        print("C.radd", type(other).__name__)
        return "C.radd result"


print(A() + B())
print(A() + C())
for expr in ("A() + A()", "A() + 1", "1 + A()", "2.5 + A()", "A() * 'ab'", "'ab' * A()", "True + A()", "[1] + A()"):
    try:
        print(expr, eval(expr))
    except TypeError as e:
        print(expr, "TypeError", e)
x = A()
try:
    x += 1
except TypeError as e:
    print("TypeError", e)
y = 3
try:
    y -= A()
except TypeError as e:
    print("TypeError", e)


class I:
    def __isub__(self, other):
        return NotImplemented

    def __sub__(self, other):
        return "sub after isub"


z = I()
z -= 1
print(z)
# ---
# exceptions inside a dunder, recursion, a generator or staticmethod dunder (general path), __index__ repeats,
# and a dunder that rebinds its parameters before returning NotImplemented
import traceback


class E:
    def __add__(self, other):
        return 1 / 0

    def __mul__(self, other):
        return self * other


try:
    E() + 1
except ZeroDivisionError as e:
    print("ZeroDivisionError", e, [f.name for f in traceback.extract_tb(e.__traceback__)])
try:
    E() * 2
except RecursionError as e:
    print("RecursionError")


class G:
    def __add__(self, other):
        yield other

    @staticmethod
    def __sub__(a, b):
        return ("static", type(a).__name__, b)

    def __index__(self):
        return 2


print(type(G() + 1).__name__, list(G() + 5), "ab" * G(), [0] * G())
try:
    G() - 7
except TypeError as e:
    print("TypeError", e)


class R:
    def __add__(self, other):
        self = None
        other = None
        return NotImplemented

    def __radd__(self, other):
        return ("R.radd", type(self).__name__, type(other).__name__)


class S:
    def __radd__(self, other):
        return ("S.radd", type(self).__name__, type(other).__name__)


print(R() + S(), R() + R() if False else "skip")
try:
    R() + R()
except TypeError as e:
    print("TypeError", e)


class K:
    def __mul__(self, other):
        return other

    def __pow__(self, other, mod=None):
        return ("pow", other, mod)

    def __rpow__(self, other):
        return ("rpow", other)

    def __matmul__(self, other):
        return "matmul"

    def __floordiv__(self, other):
        return "floordiv"

    def __rtruediv__(self, other):
        return ("rtruediv", other)


k = K()
print(k * 7, k ** 2, 2 ** k, 2.0 ** k, k @ k, k // 3, 1 / k, 1.5 / k, pow(k, 3), k.__mul__(1))
# ---
# dunders made by a factory (closures over cells, as fractions' _operator_fallbacks makes them), forward and reverse
def fallbacks(op, name):
    def forward(a, b):
        if isinstance(b, W):
            return W(op(a.v, b.v))
        if isinstance(b, (int, float)):
            return W(op(a.v, b))
        return NotImplemented
    forward.__name__ = "__" + name + "__"

    def reverse(b, a):
        if isinstance(a, (int, float)):
            return W(op(a, b.v))
        return NotImplemented
    reverse.__name__ = "__r" + name + "__"
    return forward, reverse


class W:
    def __init__(self, v):
        self.v = v

    __add__, __radd__ = fallbacks(lambda x, y: x + y, "add")
    __sub__, __rsub__ = fallbacks(lambda x, y: x - y, "sub")

    def __repr__(self):
        return "W(%r)" % (self.v,)


w = W(10)
print(w + W(1), w + 2, 3 + w, 2.5 - w, w - W(4), W.__add__.__name__)
acc = W(0)
for i in range(4):
    acc += i
    acc = 1 - acc
print(acc)
try:
    w + "x"
except TypeError as e:
    print("TypeError", e)
