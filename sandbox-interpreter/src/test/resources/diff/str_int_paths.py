# swaps compiled without a tuple: evaluation order, targets of every kind, errors midway
def gcd(a, b):
    while b:
        a, b = b, a % b
    return a
print(gcd(1071, 462), gcd(10**30, 10**20 + 7), gcd(0, 5))
x, y, z = 1, 2, 3
x, y, z = z, x, y
print(x, y, z)
[p, q] = q2 = None, 0
p, q = q, p
print(p, q, q2)
trace = []
def v(n):
    trace.append(n)
    return n
class T:
    def __setattr__(self, k, val):
        trace.append(("set", k, val))
        object.__setattr__(self, k, val)
t = T()
d = {}
t.a, d[v("k")] = v(1), v(2)
print(trace, t.a, d)
lst = [0, 1]
i = 0
i, lst[i] = 1, 9
print(i, lst)
a = b = None
try:
    a, b = v(5), 1 // 0
except ZeroDivisionError as e:
    print("ZeroDivisionError", e, a, b)
try:
    g, h = 1, undefined_name
except NameError as e:
    print(e)
def swap_cells():
    m, n = 1, 2
    def inner():
        return m, n
    m, n = n, m
    return inner()
print(swap_cells())
s, = 7,
print(s)
(u, w), k = (1, 2), 3
print(u, w, k)
*st, la = 1, 2, 3
print(st, la)
# ---
# unpacking: exact tuples, subclasses overriding __iter__, lists, wrong lengths
class Tup(tuple):
    def __iter__(self):
        return iter((9, 9))
a, b = Tup((1, 2))
print(a, b)
from collections import namedtuple
P = namedtuple("P", "x y")
for x, y in [P(1, 2), (3, 4), [5, 6]]:
    print(x, y)
for k, (i, c) in enumerate(enumerate("ab", 10)):
    print(k, i, c)
for k, v in {"a": 1, 2: "b"}.items():
    print(k, v)
try:
    a, b = (1, 2, 3)
except ValueError as e:
    print(e)
try:
    a, b, c = (1, 2)
except ValueError as e:
    print(e)
try:
    for a, b in [(1, 2), (3,)]:
        print(a, b)
except ValueError as e:
    print(e)
try:
    a, b = 5
except TypeError as e:
    print(e)
