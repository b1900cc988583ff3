class X(int):
    def __repr__(self):
        return 'X(%d)' % int(self)
x = X(5)
print(x + 1, x * 2, repr(x), str(x), isinstance(x, int), hash(x) == hash(5), f"{x:>4}", type(x + 1).__name__)
print(X('ff', 16), X(), X(3.9), -x, +x, abs(X(-3)), ~x, x ** 2, x // 2, x % 3, divmod(x, 2), x << 1, x & 3)
print(type(-x).__name__, type(int(x)).__name__, x == 5, 5 == x, x < 6, sorted([X(3), X(1), 2]), max(X(1), X(9)))
print(sum([X(1), X(2)]), list(range(X(3))), [1, 2, 3][X(1)], 'ab' * X(2), x.bit_length(), X(7).to_bytes(1, 'big'))
# ---
class X2(int):
    def __add__(self, o):
        return X2(int(self) + int(o) + 100)
    def __radd__(self, o):
        return X2(int(self) + int(o) + 1000)
    def __eq__(self, o):
        return 'eq!'
    __hash__ = int.__hash__
print(X2(1) + 1, 1 + X2(1), X2(1) == 3, hash(X2(7)) == hash(7), type(X2(1) + 1).__name__)
print(X2(1) - 1, X2(2) * 3, {X2(1): 'a'}[1] if False else 'skip', X2(1) != 3)
# ---
class Name(str):
    def __new__(cls, v):
        return super().__new__(cls, v.strip().title())
    def __len__(self):
        return 99
    def __eq__(self, o):
        return str(self).lower() == str(o).lower()
    def __hash__(self):
        return hash(str(self).lower())
n = Name('  bob smith ')
print(n, repr(n), len(n), n == 'BOB SMITH', n in {'bob smith': 1}, {n: 1}, type(str(n)).__name__)
print(type(n.strip()).__name__, type(n[:]).__name__, n.upper(), n.split(), 'x%sx' % n, f'{n!r}', f'{n:>12}|')
print(sorted([Name('b'), Name('a')]), '-'.join([n, n]), n + '!', n.startswith('Bob'), list(n)[:3], n[0])
# ---
class S(str):
    def shout(self):
        return self.upper() + '!'
s = S('hi')
print(s.shout(), s + 'x', len(s), s == 'hi', 'hi' == s, {s: 1}['hi'], repr(s), type(s).__name__, s * 2, s in 'ohio')
print(isinstance(s, str), issubclass(S, str), S.__mro__, bool(S('')), 'a' < S('b'), hash(s) == hash('hi'))
# ---
class Money(float):
    def __repr__(self):
        return '$%.2f' % self
    def __str__(self):
        return 'M' + repr(self)
m = Money(3.14159)
print(m, repr(m), [m], m + 1, type(m + 1).__name__, int(m), float(m), type(float(m)).__name__)
print('%s %r %.1f' % (m, m, m), f'{m}', f'{m:.3f}', round(m, 2), m > 3, m.is_integer(), Money('2.5') * 2)
class F(float):
    pass
f = F(2.5)
print(f * 2, repr(f), round(f), f"{f:.3f}", isinstance(f, float), f.hex(), f.as_integer_ratio(), -f, abs(F(-1.5)))
# ---
class Bits(int):
    def __new__(cls, v=0, width=8):
        o = super().__new__(cls, v)
        o.width = width
        return o
    def __repr__(self):
        return f'Bits({int(self):0{self.width}b})'
b = Bits(5, width=4)
print(b, b.width, b | 2, b << 1, b.bit_length(), isinstance(b, int), issubclass(Bits, int), Bits.__mro__, vars(b))
class Pos(int):
    def __new__(cls, v):
        if v < 0:
            raise ValueError('negative: %d' % v)
        return super().__new__(cls, v)
print(Pos(3) + Pos(4), type(Pos(3)).__name__)
try:
    Pos(-1)
except ValueError as e:
    print('ValueError', e)
# ---
class Flags(int):
    def __bool__(self):
        return False
class Empty(str):
    def __len__(self):
        return 0
print(bool(Flags(3)), not Flags(3), 'yes' if Flags(3) else 'no', bool(Empty('x')), [1 for _ in [0] if Empty('a')])
class C(complex):
    pass
print(C(1, 2) * 2, C(1, 2).real, type(C(1, 2) + 1).__name__, abs(C(3, 4)))
class B(bytes):
    def hexed(self):
        return self.hex()
print(B(b'ab') + b'c', len(B(b'xy')), B(b'ab').hexed(), B([65, 66]), B(b'ab') == b'ab', B(b'a').decode(), type(B(b'a')[:]).__name__)
# ---
class D(dict):
    def __missing__(self, k):
        return k * 2
d = D(a=1)
print(d['a'], d['zz'], d.get('q'), len(d), 'zz' in d, d)
class Counter(dict):
    def __missing__(self, k):
        self[k] = 0
        return 0
c = Counter()
for w in 'a b a c a'.split():
    c[w] += 1
print(c, sorted(c.items()), isinstance(c, dict))
class L(list):
    def push(self, x):
        self.append(x)
        return self
l = L([1, 2]).push(3)
print(l, len(l), l[1:], type(l[1:]).__name__, l + [4], sum(l), L() == [], isinstance(l, list))
class T(tuple):
    def __new__(cls, a, b):
        return super().__new__(cls, (a, b))
    @property
    def a(self):
        return self[0]
t = T(1, 2)
print(t, t.a, len(t), t == (1, 2), type(t).__name__, hash(t) == hash((1, 2)), t + (3,))
class E(frozenset):
    pass
class E2(set):
    def add2(self, x):
        self.add(x)
        self.add(x * 2)
e = E2()
e.add2(3)
print(sorted(E([3, 1])), E([1]) | {2}, type(E([1]) | {2}).__name__, sorted(e), isinstance(e, set))
# ---
class K(int):
    def __int__(self):
        return 42
    def __index__(self):
        return 7
print(int(K(3)), [0, 1, 2, 3][K(3)], K(3) + 0, float(K(3)))
class St(str):
    def __str__(self):
        return 'custom'
print(str(St('x')), St('x'), f'{St("x")}', '%s' % St('x'), repr(St('x')), St('x') + 'y')
class Cmp(str):
    def __lt__(self, o):
        return len(self) < len(o)
print(sorted([Cmp('ccc'), Cmp('a'), Cmp('bb')]), min(Cmp('zz'), Cmp('a')))
