from collections import Counter
c = Counter('abracadabra')
print(c, c.most_common(), c.most_common(2), c.most_common(1), c.most_common(0), c.most_common(-1))
print(c.most_common(100), c.most_common(True), sorted(c.elements()))
c.update('zzz')
c.update({'a': 10, 'q': -2})
c.update(x=3)
print(c, c.total())
c.subtract('aaa')
print(c['a'], c['missing'], len(c))
print(Counter(), Counter({'b': 2, 'a': 2}).most_common(), Counter(a=1, b=2))
# ---
from collections import Counter
class Loud(Counter):
    def __setitem__(self, k, v):
        print('set', k, v)
        super().__setitem__(k, v)
l = Loud('aba')
print(l, type(l).__name__, l.most_common(1))
class Getter(Counter):
    def get(self, k, d=None):
        print('get', k)
        return dict.get(self, k, d)
print(Getter('xx'))
class Missing(Counter):
    def __missing__(self, key):
        return 100
m = Missing('ab')
print(m['zz'], m)
# ---
from collections import Counter
class Bad:
    def __hash__(self):
        raise ValueError('no hash')
try:
    Counter([1, Bad()])
except ValueError as e:
    print('error', e)
try:
    Counter(5)
except TypeError as e:
    print('error', e)
c = Counter([1, 1, 2])
def gen():
    yield 3
    raise RuntimeError('stop')
try:
    c.update(gen())
except RuntimeError as e:
    print('error', e, c)
print(Counter({'a': 1.5}) + Counter({'a': 1}))
print(Counter([(1, 2), (1, 2), None]))
print(Counter({'x': 2, 'y': 3}).most_common(1.0) if False else Counter('aab').most_common(2))
# ---
from collections import defaultdict
d = defaultdict(list)
for i, w in enumerate('a b a c b a'.split()):
    d[w].append(i)
print(d, sorted(d.items()), d['zz'], len(d))
n = defaultdict()
try:
    n['x']
except KeyError as e:
    print('KeyError', e)
print(n.get('x'), 'x' in n, n.default_factory)
i = defaultdict(int)
i['a'] += 5
print(i, i.copy(), type(i.copy()).__name__)
import copy
j = copy.copy(i)
j['b'] += 1
print(i, j)
try:
    defaultdict(5)
except TypeError as e:
    print('TypeError', e)
# ---
from collections import defaultdict
class Logged(defaultdict):
    def __setitem__(self, k, v):
        print('set', k, v)
        super().__setitem__(k, v)
l = Logged(lambda: 7)
print(l['a'], dict(l), type(l).__name__)
class Own(defaultdict):
    def __missing__(self, key):
        return key * 2
o = Own(int)
print(o['ab'], o, 'ab' in o)
def boom():
    raise ZeroDivisionError('factory failed')
b = defaultdict(boom)
try:
    b['k']
except ZeroDivisionError as e:
    print('error', e, dict(b))
print(defaultdict(int).__missing__('q'), defaultdict(int, {'a': 1}) | {'b': 2})
# ---
from collections import deque
q = deque([1, 2, 3])
q.appendleft(0)
q.append(4)
print(q.popleft(), q, list(q), len(q))
q.extend(q)
print(q)
m = deque(range(10), maxlen=3)
print(m, m.maxlen)
m.extend([10, 11])
m.appendleft(-1)
print(m)
class D(deque):
    def append(self, x):
        print('append', x)
        super().append(x)
    def extend(self, it):
        print('extend')
        super().extend(it)
d = D('ab')
print(d, len(d))
d.append('c')
print(list(d))
def gen():
    yield 1
    raise ValueError('mid')
e = deque()
try:
    e.extend(gen())
except ValueError as x:
    print('error', x, e)
