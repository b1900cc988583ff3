# positional calls of plain functions, bound methods and recursion take the VM's fast paths
def add(a, b):
    return a + b
def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
class P:
    def get(self, k):
        return k * 2
p = P()
print(add(1, 2), fib(15), p.get(4), P.get(p, 5), [add(i, i) for i in range(5)])
def deep(n):
    return 0 if n == 0 else 1 + deep(n - 1)
try:
    deep(100000)
except RecursionError as e:
    print("recursion", type(e).__name__)
print(deep(200))
def loc(a, b):
    c = a + b
    return sorted(locals().items())
print(loc(1, 2))
# ---
# instances of plain classes are created in the loop; every other shape takes the general path
class A:
    def __init__(self, x):
        self.x = x
class B(A):
    pass
class K:
    def __init__(self, x, y=10, *, z=1):
        self.s = x + y + z
class N:
    def __new__(cls, v):
        o = super().__new__(cls)
        o.made = "new"
        return o
    def __init__(self, v):
        self.v = v
class Meta(type):
    def __call__(cls, *a):
        return ("meta", a)
class M(metaclass=Meta):
    def __init__(self, q):
        self.q = q
class L(list):
    def __init__(self, n):
        self.n = n
class E(Exception):
    def __init__(self, m):
        super().__init__("E:" + m)
print(A(1).x, B(2).x, K(1).s, K(1, 2, z=3).s, N(5).made, N(5).v, M(1), L(3).n, E("m").args)
class R:
    def __init__(self):
        return 3
try:
    R()
except TypeError as e:
    print(e)
class Bad:
    def __init__(self, a):
        pass
for args in [(), (1, 2)]:
    try:
        Bad(*args)
    except TypeError as e:
        print(e)
try:
    A()
except TypeError as e:
    print(e)
class Late:
    pass
Late.__init__ = lambda self, v: setattr(self, "v", v)
print(Late(7).v)
def init2(self, v):
    self.w = v * 2
A.__init__ = init2
print(A(4).w, B(5).w)
# ---
# an exception in __init__ has the __init__ frame in its traceback
import traceback
class D:
    def __init__(self, y):
        raise ValueError(y)
def make():
    return D(4)
try:
    make()
except ValueError:
    tb = traceback.format_exc().splitlines()
    print([l.strip() for l in tb if l.strip().startswith(("File", "ValueError"))])
# ---
# compare-and-branch with ints, bools, floats, strings and rich comparisons returning anything
class W:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        return self.v < o.v and "yes"
    def __eq__(self, o):
        return [] if self.v != o.v else [1]
out = []
for a, b in [(1, 2), (2, 1), (True, 2), (1.5, 1), ("a", "b"), (W(1), W(2)), (W(2), W(1))]:
    if a < b:
        out.append("lt")
    else:
        out.append("ge")
    if a == b:
        out.append("eq")
print(out)
i = 0
while i < 5:
    i += 1
print(i, [x for x in range(20) if x % 3 == 0 if x > 4], 1 < 2 < 3, 3 < 2 < 1)
try:
    if 1 < "a":
        pass
except TypeError as e:
    print(e)
