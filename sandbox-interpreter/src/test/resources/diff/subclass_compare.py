class CI(str):
    def __eq__(self, o):
        return isinstance(o, str) and self.lower() == o.lower()
    def __ne__(self, o):
        return not self == o
    def __hash__(self):
        return hash(self.lower())
    def __lt__(self, o):
        return self.lower() < o.lower()
a = CI('Hello')
print(a == 'hello', 'hello' == a, a != 'HELLO', 'HELLO' != a, a == 3, 3 == a)
d = {a: 1}
print(d.get('hello'), d.get('HELLO'), 'hello' in d, CI('hELLO') in d, d[CI('HELLO')])
s = {CI('A'), CI('a'), CI('b')}
print(len(s), sorted(s), CI('x') in ['X'], 'X' in [CI('x')], ['a', 'B'].index(CI('b')), [CI('b')].count('B'))
print(sorted([CI('b'), CI('A'), CI('c')]), min([CI('b'), CI('A')]), max(CI('b'), CI('C')))
print(sorted(['b', CI('A'), 'c']), 'a' < CI('B'), CI('B') > 'a', ('x', CI('Y')) == ('x', 'y'), ['y'] == [CI('Y')])
# ---
class Loud(int):
    def __eq__(self, o):
        print('Loud.__eq__', int(self), o)
        return int(self) == o
    def __ne__(self, o):
        print('Loud.__ne__', int(self), o)
        return int(self) != o
    def __lt__(self, o):
        print('Loud.__lt__', int(self), o)
        return int(self) < o
    def __gt__(self, o):
        print('Loud.__gt__', int(self), o)
        return int(self) > o
    def __le__(self, o):
        print('Loud.__le__', int(self), o)
        return int(self) <= o
    def __ge__(self, o):
        print('Loud.__ge__', int(self), o)
        return int(self) >= o
    __hash__ = int.__hash__
x = Loud(3)
print(5 == x)
print(5 != x)
print(5 < x)
print(5 > x)
print(5 <= x)
print(5 >= x)
print(x == 5)
print(x < 5)
print(3 in [1, x])
print(x in [1, 3])
print(x in (3,))
print(sorted([Loud(2), 1, Loud(0)]))
print(min(1, Loud(0)), max(Loud(4), 2))
print({x: 'v'}[3])
print({3: 'w'}[x])
print([1, 2, 3].index(x))
# ---
class T(tuple):
    def __eq__(self, o):
        return 'T.eq'
    def __hash__(self):
        return 7
    def __lt__(self, o):
        return 'T.lt'
    def __gt__(self, o):
        return 'T.gt'
t = T((1, 2))
print(t == (1, 2), (1, 2) == t, t < (0,), (0,) < t, (0,) > t, hash(t), {t: 1})
print(t != (1, 2), (1, 2) != t)
# ---
class F(float):
    def __eq__(self, o):
        return abs(float(self) - float(o)) < 0.01
    __hash__ = None
f = F(1.0)
print(f == 1.001, 1.001 == f, f != 1.001, 1.5 == f)
try:
    hash(f)
except TypeError as e:
    print('TypeError', e)
try:
    {f: 1}
except TypeError as e:
    print('TypeError', e)
# ---
class A:
    def __eq__(self, o):
        print('A.eq')
        return NotImplemented
    def __lt__(self, o):
        print('A.lt')
        return NotImplemented
class B(A):
    def __eq__(self, o):
        print('B.eq')
        return NotImplemented
    def __gt__(self, o):
        print('B.gt')
        return NotImplemented
print(A() == B())
print(B() == A())
try:
    A() < B()
except TypeError as e:
    print('TypeError', e)
class C(A):
    pass
print(A() == C())
# ---
class L(list):
    def __eq__(self, o):
        return len(self) == len(o)
    __hash__ = None
print(L([1]) == [2], [2] == L([1]), L([1, 2]) != [1], [[1]] == [L([5])], [L([5])] == [[1]])
class D(dict):
    def __eq__(self, o):
        return set(self) == set(o)
print(D(a=1) == {'a': 2}, {'a': 2} == D(a=1), D(a=1) != {'a': 2})
class St(set):
    def __eq__(self, o):
        return 'St.eq'
    def __le__(self, o):
        return 'St.le'
    def __ge__(self, o):
        return 'St.ge'
print(St() == set(), set() == St(), set() <= St(), St() <= set(), set() >= St())
# ---
class Key(int):
    def __hash__(self):
        return 42
    def __eq__(self, o):
        return True
k = Key(1)
d = {k: 'first'}
d[Key(2)] = 'second'
print(d, len(d), hash(k), d.get(Key(99)), d.get(42))
s = set([Key(1), Key(2), Key(3)])
print(len(s), s)
print(Key(5) in {Key(6)}, 7 in {Key(6)}, frozenset([Key(1)]) == frozenset([Key(9)]))
# ---
class Rev(int):
    def __lt__(self, o):
        return int(self) > int(o)
    def __gt__(self, o):
        return int(self) < int(o)
xs = [Rev(i) for i in [3, 1, 2]]
print(sorted(xs), min(xs), max(xs), sorted(xs, reverse=True))
import heapq, bisect
h = list(xs); heapq.heapify(h); print([heapq.heappop(h) for _ in range(3)])
print(bisect.bisect([Rev(3), Rev(2), Rev(1)], Rev(2)))
# ---
for a, b in [('a', 3), (1, 2.5), (1.5, 2), ((1,), [1]), ([1], [2]), (1, 1j), ({1}, frozenset()), (b'a', 'a'), ({}, {}), (1, True), (None, None), (object(), 1), (3, 'x')]:
    for op in ['__eq__', '__ne__', '__lt__', '__le__', '__gt__', '__ge__']:
        try:
            r = getattr(a, op)(b)
        except Exception as e:
            r = type(e).__name__ + ':' + str(e)
        print(type(a).__name__, op, type(b).__name__, r)
# ---
import random
log = []
class K:
    __slots__ = ('v',)
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        log.append((self.v, o.v))
        return self.v < o.v
rng = random.Random(7)
for n in [0, 1, 2, 3, 5, 17, 63, 64, 65, 100, 257, 1000, 3000]:
    for kind in ['random', 'sorted', 'reversed', 'dups', 'runs', 'saw']:
        if kind == 'random':
            xs = [rng.randrange(10 * n + 1) for _ in range(n)]
        elif kind == 'sorted':
            xs = list(range(n))
        elif kind == 'reversed':
            xs = list(range(n, 0, -1))
        elif kind == 'dups':
            xs = [rng.randrange(4) for _ in range(n)]
        elif kind == 'runs':
            xs = sorted(rng.randrange(100) for _ in range(n // 2)) + sorted(rng.randrange(100) for _ in range(n - n // 2))
        else:
            xs = [i % 37 for i in range(n)]
        log.clear()
        out = sorted([K(x) for x in xs])
        h = hash(tuple(log))
        r = sorted([K(x) for x in xs], reverse=True)
        ok = [k.v for k in out] == sorted(xs) and [k.v for k in r] == sorted(xs, reverse=True)
        print(n, kind, len(log), h % 1000003, ok)
# ---
xs = [(i % 5, i) for i in range(50)]
print(sorted(xs, key=lambda t: t[0])[:8], sorted(xs, key=lambda t: t[0], reverse=True)[:8])
sets = [{1, 2}, {1}, {3}, {1, 2, 3}, set(), {2}]
print(sorted(sets), sorted(sets, reverse=True))
nan = float('nan')
print(sorted([3, nan, 1, 2, nan, 0]), sorted([nan, 5, 4, 3, 2, 1]))
class Bad:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        if self.v == 3 or o.v == 3:
            raise ValueError('boom')
        return self.v < o.v
    def __repr__(self):
        return 'B%d' % self.v
l = [Bad(i) for i in [5, 1, 4, 2, 0, 3, 6]]
try:
    l.sort()
except ValueError as e:
    print('ValueError', e, l)
class NI:
    def __init__(self, v):
        self.v = v
    def __lt__(self, o):
        print('lt', self.v, o.v)
        return NotImplemented
    def __gt__(self, o):
        print('gt', self.v, o.v)
        return self.v < o.v
print([x.v for x in sorted([NI(2), NI(1), NI(3)])])
try:
    sorted([1, 'a'])
except TypeError as e:
    print(e)
l = [3, 1, 2]
try:
    l.sort(key=lambda x: l.append(x))
except ValueError as e:
    print(e, l)
l = [3, 1, 2]
try:
    l.sort(key=lambda x: l.append(x) or x)
except ValueError as e:
    print(e, l)
# ---
print(hash(0.5), hash(-1), hash(-2), hash(2**61), hash(2**61 - 1), hash(-2**63), hash(1.5e300), hash(-0.25))
print(hash(1+2j), hash(3j), hash(complex(2, 0)) == hash(2), hash((1, 2)), hash((1, (2.5, -1))), hash(()), hash(True))
print({1: 'a'}[1+0j], {1.0: 'b'}[True], {(1, 2): 'c'}[(1.0, 2+0j)], 2**64 in {2**64: 1}, float(2**64) in {2**64: 1})
class H(int):
    pass
print(hash(H(5)), hash(H(-1)), {H(3): 'x'}[3], {3: 'y'}[H(3)], H.__hash__(H(7)), int.__hash__(2**70))
class T(tuple):
    pass
print(hash(T((1, 2))) == hash((1, 2)), {T((1, 2)): 1}[(1, 2)], {(1, 2): 2}[T((1, 2))], tuple.__hash__((1, 2)) == hash((1, 2)))
from collections import namedtuple
P = namedtuple('P', 'x y')
print({P(1, 2): 'p'}[(1, 2)], {(1, 2): 'q'}[P(1, 2)], hash(P(1, 2)) == hash((1, 2)))
from fractions import Fraction
from decimal import Decimal
print({Fraction(1, 2): 'f'}[0.5], {0.5: 'g'}[Fraction(1, 2)], {2: 'h'}[Decimal(2)], {Decimal('2.0'): 'i'}[2])
class Big:
    def __hash__(self):
        return 2**64
    def __eq__(self, o):
        return True
print(hash(Big()), {2**64: 'big'}.get(Big()), Big() in {2**64 % (2**61 - 1)})
class Neg:
    def __hash__(self):
        return -1
print(hash(Neg()), hash(-1) == hash(Neg()))
s = 'abc'
class Same:
    def __hash__(self):
        return hash('abc')
    def __eq__(self, o):
        return o == 'abc'
print({s: 1}[Same()], {Same(): 2}['abc'], Same() in {'abc'}, 'abc' in {Same()})
class Bytesy:
    def __hash__(self):
        return hash(b'xy')
    def __eq__(self, o):
        return o == b'xy'
print({b'xy': 1}[Bytesy()], b'xy' in {Bytesy(): 0})
print(frozenset({1, 2}) == {1, 2}, {frozenset({1}): 'fs'}[frozenset([1])], hash(frozenset()) == hash(frozenset([])))
# ---
class E(str):
    def __eq__(self, o):
        return True
    __hash__ = str.__hash__
e = E('k')
print(e == 'z', 'z' == e, e != 'z', 'z' != e, e in ['z'], ['z'].index(e), ['z'].count(e))
d = {'k': 1}
print(d[e], e in d, d.get(E('q')), 'q' in {e: 1})
class Ord(int):
    def __lt__(self, o):
        return 'lt!'
    def __le__(self, o):
        return 'le!'
print(Ord(1) < 0, 0 > Ord(1), Ord(1) <= 0, 0 >= Ord(1), 0 < Ord(1), Ord(1) > 0)
class Sub(Ord):
    def __gt__(self, o):
        return 'gt!'
print(Ord(1) < Sub(2), Sub(2) > Ord(1), Ord(1) > Sub(2))
print(1 < True, True.__lt__(2), int.__lt__(True, 2), (1).__eq__(1.0), (1.0).__eq__(1), 'a'.__lt__(1), [1].__lt__((1,)))
print(b'a' == bytearray(b'a'), bytearray(b'a') == b'a', b'a'.__eq__(bytearray(b'a')), bytearray(b'b') > b'a', b'b' > bytearray(b'a'))
print({1: 2}.keys() == {1}, {1} == {1: 2}.keys(), {1: 2}.keys() < {1, 2}, {1: 2}.items() == {(1, 2)}, {1: 2}.values() == {1: 2}.values())
print(range(3) == range(0, 3), range(0) == range(5, 5), (1, 2) < (1, 3), [1, [2]] < [1, [3]], (1, 'a') < (1, 'b'))
try:
    (1, 2) < (1, 'a')
except TypeError as e:
    print(e)
try:
    {1} < [1]
except TypeError as e:
    print(e)
print(None == None, None != 0, object() == object(), NotImplemented == NotImplemented)
