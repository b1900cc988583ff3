import collections.abc as c
from collections.abc import Mapping, MutableMapping, Sequence, Iterable, Iterator, Callable, Hashable, Set, Sized, Generator
print([isinstance(x, Iterable) for x in ([], (), '', {}, set(), range(3), b'', iter([]), (i for i in []), 5, None)])
print([isinstance(x, Sequence) for x in ([], (), '', {}, range(3), b'', bytearray())], isinstance({}, Mapping), isinstance({}, MutableMapping))
print([isinstance(x, Hashable) for x in (1, 'a', (), [], {}, set(), frozenset(), None)], isinstance(len, Callable), isinstance(int, Callable), isinstance(lambda: 0, Callable), isinstance(3, Callable))
print(isinstance(iter([]), Iterator), isinstance((x for x in []), Generator), isinstance({}.keys(), c.KeysView), isinstance({}.keys(), Set), isinstance(frozenset(), Set), issubclass(list, Sized))
class Reg(Mapping):
    def __init__(self, d):
        self._d = dict(d)
    def __getitem__(self, k):
        return self._d[k]
    def __iter__(self):
        return iter(self._d)
    def __len__(self):
        return len(self._d)
r = Reg({'a': 1, 'b': 2})
print(r['a'], 'a' in r, 'z' in r, r.get('z', 0), list(r.keys()), list(r.items()), list(r.values()), r == {'a': 1, 'b': 2}, dict(r), len(r))
class Bad(Sequence):
    pass
try:
    Bad()
except TypeError as e:
    print(e)
class MyList(c.MutableSequence):
    def __init__(self):
        self._l = []
    def __getitem__(self, i): return self._l[i]
    def __setitem__(self, i, v): self._l[i] = v
    def __delitem__(self, i): del self._l[i]
    def __len__(self): return len(self._l)
    def insert(self, i, v): self._l.insert(i, v)
m = MyList(); m.append(1); m.extend([2, 3]); m += [4]; m.reverse()
print(list(m), m.pop(), m.index(2), m.count(3), 3 in m, list(reversed(m)), isinstance(m, Iterable))
class It:
    def __iter__(self): return self
    def __next__(self): raise StopIteration
print(isinstance(It(), Iterator), isinstance(It(), Iterable), issubclass(It, Sized))
class Dup(c.MutableSet):
    def __init__(self, it=()): self._s = set(it)
    def __contains__(self, x): return x in self._s
    def __iter__(self): return iter(self._s)
    def __len__(self): return len(self._s)
    def add(self, x): self._s.add(x)
    def discard(self, x): self._s.discard(x)
d = Dup([1, 2, 3])
print(sorted(d & {2, 3, 4}), sorted(d | {9}), sorted(d - {1}), d <= {1, 2, 3, 4}, d == {1, 2, 3})
import collections
print(collections.abc.Mapping is Mapping)
Sequence.register(Reg)
print(isinstance(r, Sequence), isinstance(r, Iterable))
