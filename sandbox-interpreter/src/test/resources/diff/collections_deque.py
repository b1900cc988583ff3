from collections import deque
d = deque('abcde')
d.rotate(2)
print(d, d[0], d[-1], d[2], len(d), bool(d), bool(deque()))
d.rotate(-3)
print(d, list(reversed(d)), 'c' in d, 'z' in d, d.count('a'), d.index('c'))
d[1] = 'X'
del d[0]
print(d, d.pop(), d.popleft(), d)
d.insert(1, 'I')
d.remove('I')
d.reverse()
print(d, d == deque(reversed(d)), d < deque('zz'), d >= deque(), d != [1])
d.extendleft('12')
print(d, d + deque([0]), d * 2, deque() == deque())
d += 'ab'
print(d)
d.clear()
print(d, repr(deque()), deque(maxlen=0), deque([1], 0))
# ---
from collections import deque
m = deque(range(5), maxlen=3)
print(m, m.maxlen)
m.appendleft(-1)
print(m)
m.extendleft([7, 8])
print(m)
m.append(9)
print(m, deque(m), deque(m, 2), deque(maxlen=2).maxlen)
try:
    m.insert(0, 1)
except IndexError as e:
    print('IndexError', e)
for bad in ['x', -1, 1.5]:
    try:
        deque([], bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
# ---
from collections import deque
d = deque([1, 2, 3])
try:
    for x in d:
        d.append(x)
except RuntimeError as e:
    print('RuntimeError', e, d)
d = deque([1, 2, 3])
try:
    for x in reversed(d):
        d.popleft()
except RuntimeError as e:
    print('RuntimeError', e, d)
d = deque([1, 2, 3])
for x in d:
    d[0] = x * 10
print(d)
it = iter(d)
print(next(it), list(it))
for args in [(), (9,), ('a',), (slice(1, 2),)]:
    try:
        deque().pop() if not args else d[args[0]]
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
try:
    deque().popleft()
except IndexError as e:
    print('IndexError', e)
try:
    d.remove(99)
except ValueError as e:
    print('ValueError', e)
try:
    d.index(99)
except ValueError as e:
    print('ValueError', e)
try:
    d + [1]
except TypeError as e:
    print('TypeError', e)
print(deque.__hash__ is None)
# ---
from collections import deque
import copy
d = deque([[1], [2]], maxlen=5)
s = copy.copy(d)
c = copy.deepcopy(d)
d[0].append(9)
print(s, c, s.maxlen, c.maxlen, d.copy())
d.append(d)
print(d)
class Q(deque):
    def __init__(self, it=(), tag='t'):
        super().__init__(it)
        self.tag = tag
q = Q([1, 2], 'x')
print(q, q.tag, type(copy.copy(q)).__name__, copy.deepcopy(q).tag, q == deque([1, 2]))
class Raw(deque):
    def __init__(self):
        pass
r = Raw()
r.append(1)
r.appendleft(0)
print(r, len(r), r.maxlen)
class Noisy(deque):
    def append(self, x):
        print('append', x)
        super().append(x)
n = Noisy([1])
n.append(2)
n.extend([3])
print(n, list(n))
# ---
from collections import deque
d = deque()
for i in range(2000):
    d.append(i)
    d.appendleft(-i)
for i in range(1500):
    d.pop()
    d.popleft()
print(len(d), d[0], d[-1], sum(d), list(d)[:3])
d.rotate(123)
print(d[0], d[-1])
big = deque(range(100000), maxlen=10)
print(big, sum(deque(range(3000))))
# ---
# rotate: both ways round, on full and wrapped ring buffers, big and negative steps, its errors
from collections import deque
for n in (0, 1, 3, 7, 8, 9, 16):
    d = deque(range(n))
    d.appendleft(-1)
    d.pop() if n else None
    for k in (1, -1, 2, -3, 5, n, -n, 10**6 + 3, -(10**6) - 5):
        d.rotate(k)
        print(n, k, list(d))
r = deque(range(10), maxlen=10)
for i in range(25):
    r.rotate(7)
    r.append(i)
print(r, r[0], r[-1])
d = deque('abc')
d.rotate()
print(d)
for bad in (lambda: d.rotate('x'), lambda: d.rotate(1.5), lambda: d.rotate(1, 2), lambda: d.rotate(n=1),
            lambda: d.rotate(10**30)):
    try:
        bad()
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    for x in d:
        d.rotate(1)
except RuntimeError as e:
    print('RuntimeError', e)
one = deque([1])
it = iter(one)
one.rotate(5)
print(next(it), one, deque().rotate(3))
class D(deque):
    pass
s = D(range(5))
s.rotate(-2)
print(s, type(s).__name__)
