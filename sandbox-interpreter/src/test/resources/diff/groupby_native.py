# itertools.groupby native: CPython's state machine (groups abandoned early, groupers outliving their turn, keys
# compared identity first, errors of the key function and of the iterable)
import itertools as it
print([(k, list(g)) for k, g in it.groupby('aaabbcaa')], [k for k, g in it.groupby([1, 1, 2, 3, 3])])
print([(k, list(g)) for k, g in it.groupby(['ab', 'ac', 'bd'], key=lambda s: s[0])])
g = it.groupby('aabbc')
k1, g1 = next(g)
k2, g2 = next(g)
print(k1, list(g1), k2, list(g2), [k for k, _ in g])
g = it.groupby('aabbbcc')
k1, g1 = next(g)
print(next(g1), k1)
k2, g2 = next(g)
print(k2, next(g2), list(g1), list(g2), [k for k, _ in g])
nan = float("nan")
print([(k, len(list(v))) for k, v in it.groupby([nan, nan, 1.0, 1, True, 2])])
print([k for k, v in it.groupby([], key=len)], list(it.groupby(iterable="xxy", key=None))[0][0])
def bad(x):
    if x == 3:
        raise ValueError("key of 3")
    return x // 2
try:
    print([(k, list(v)) for k, v in it.groupby(range(6), bad)])
except ValueError as e:
    print("ValueError", e)
def src():
    yield 1
    yield 1
    raise KeyError("src")
try:
    for k, v in it.groupby(src()):
        print(k, list(v))
except KeyError as e:
    print("KeyError", e)
class K:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        print("eq", self.v, other.v)
        return self.v == other.v
    __hash__ = None
print([(k.v, len(list(g))) for k, g in it.groupby([K(1), K(1), K(2)])])
r = it.groupby(range(10), key=lambda x: x // 3)
print(sum(len(list(g)) for _, g in r), list(r))
for fn in [lambda: it.groupby(), lambda: it.groupby([], 1, 2), lambda: it.groupby([], x=1), lambda: it.groupby(1)]:
    try:
        fn()
    except TypeError as e:
        print("TypeError", e)
