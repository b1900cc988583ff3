"""Container datatypes: Counter, defaultdict, OrderedDict, deque, namedtuple, ChainMap, UserDict/UserList."""

from keyword import iskeyword as _iskeyword

# operator, itertools and heapq are imported where used (heapq as in CPython): importing collections then copies
# only its own module template (ADR 0009). _collections is the native half, bound by the interpreter.
_count_elements = _collections._count_elements

__all__ = ['ChainMap', 'Counter', 'OrderedDict', 'UserDict', 'UserList', 'UserString', 'defaultdict', 'deque',
           'namedtuple']


class defaultdict(dict):
    def __init__(self, default_factory=None, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError('first argument must be callable or None')
        dict.__init__(self, *args, **kwargs)
        self.default_factory = default_factory

    __missing__ = _collections._defaultdict_missing

    def __repr__(self):
        return '%s(%r, %s)' % (type(self).__name__, self.default_factory, dict.__repr__(self))

    def copy(self):
        return defaultdict(self.default_factory, self)

    __copy__ = copy

    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = self.copy()
        new.update(other)
        return new


class OrderedDict(dict):
    def move_to_end(self, key, last=True):
        value = dict.pop(self, key)
        if last:
            dict.__setitem__(self, key, value)
        else:
            items = list(dict.items(self))
            dict.clear(self)
            dict.__setitem__(self, key, value)
            for k, v in items:
                dict.__setitem__(self, k, v)

    def popitem(self, last=True):
        if not self:
            raise KeyError('dictionary is empty')
        key = next(reversed(self)) if last else next(iter(self))
        value = dict.pop(self, key)
        return key, value

    def __repr__(self):
        if not self:
            return '%s()' % (self.__class__.__name__,)
        return '%s(%r)' % (self.__class__.__name__, list(self.items()))

    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            return dict.__eq__(self, other) and list(self) == list(other)
        return dict.__eq__(self, other)

    def __ne__(self, other):
        return not self == other

    def copy(self):
        return self.__class__(self)

    def __reversed__(self):
        return reversed(list(dict.keys(self)))

    @classmethod
    def fromkeys(cls, iterable, value=None):
        self = cls()
        for key in iterable:
            self[key] = value
        return self


class Counter(dict):
    def __init__(self, iterable=None, /, **kwds):
        dict.__init__(self)
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def total(self):
        return sum(self.values())

    def most_common(self, n=None):
        if n is None:
            return sorted(self.items(), key=_collections._count, reverse=True)
        if type(n) is int:
            # what heapq.nlargest returns: the first n of the stable sort (ties keep insertion order)
            return sorted(self.items(), key=_collections._count, reverse=True)[:n] if n > 0 else []
        import heapq
        return heapq.nlargest(n, self.items(), key=_collections._count)

    def elements(self):
        from itertools import chain, repeat, starmap
        return chain.from_iterable(starmap(repeat, self.items()))

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError('Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def update(self, iterable=None, /, **kwds):
        if iterable is not None:
            if isinstance(iterable, dict):
                if self:
                    for elem, count in iterable.items():
                        self[elem] = count + self.get(elem, 0)
                else:
                    dict.update(self, iterable)
            else:
                _count_elements(self, iterable)
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        if iterable is not None:
            if isinstance(iterable, dict):
                for elem, count in iterable.items():
                    self[elem] = self.get(elem, 0) - count
            else:
                for elem in iterable:
                    self[elem] = self.get(elem, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        return self.__class__(self)

    def __delitem__(self, elem):
        if elem in self:
            dict.__delitem__(self, elem)

    def __repr__(self):
        if not self:
            return f'{self.__class__.__name__}()'
        try:
            d = dict(self.most_common())
        except TypeError:
            d = dict(self)
        return f'{self.__class__.__name__}({d!r})'

    def __eq__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] == other[e] for c in (self, other) for e in c)

    def __ne__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return not self == other

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] <= other[e] for c in (self, other) for e in c)

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return all(self[e] >= other[e] for c in (self, other) for e in c)

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count + other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = count - other[elem]
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count < 0:
                result[elem] = 0 - count
        return result

    def __or__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = other_count if count < other_count else count
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self and count > 0:
                result[elem] = count
        return result

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            other_count = other[elem]
            newcount = count if count < other_count else other_count
            if newcount > 0:
                result[elem] = newcount
        return result

    def __pos__(self):
        result = Counter()
        for elem, count in self.items():
            if count > 0:
                result[elem] = count
        return result

    def __neg__(self):
        result = Counter()
        for elem, count in self.items():
            if count < 0:
                result[elem] = 0 - count
        return result

    def _keep_positive(self):
        nonpositive = [elem for elem, count in self.items() if not count > 0]
        for elem in nonpositive:
            del self[elem]
        return self

    def __iadd__(self, other):
        for elem, count in other.items():
            self[elem] += count
        return self._keep_positive()

    def __isub__(self, other):
        for elem, count in other.items():
            self[elem] -= count
        return self._keep_positive()

    def __ior__(self, other):
        for elem, other_count in other.items():
            count = self[elem]
            if other_count > count:
                self[elem] = other_count
        return self._keep_positive()

    def __iand__(self, other):
        for elem, count in self.items():
            other_count = other[elem]
            if other_count < count:
                self[elem] = other_count
        return self._keep_positive()


class deque:
    """Double-ended queue: a list with a moving head, compacted when half of it is dead space."""

    def __init__(self, iterable=(), maxlen=None):
        if maxlen is not None:
            if not isinstance(maxlen, int):
                raise TypeError('an integer is required')
            if maxlen < 0:
                raise ValueError('maxlen must be non-negative')
        self._items = []
        self._head = 0
        self._maxlen = maxlen
        # as CPython's deque_init: the class's own extend, not an override
        deque.extend(self, iterable)

    @property
    def maxlen(self):
        return self._maxlen

    def _live(self):
        if self._head:
            del self._items[:self._head]
            self._head = 0
        return self._items

    def __len__(self):
        return len(self._items) - self._head

    def __bool__(self):
        return len(self._items) > self._head

    def __iter__(self):
        items = self._items
        i = self._head
        while i < len(items):
            yield items[i]
            i += 1

    def __reversed__(self):
        return reversed(self._live())

    def __repr__(self):
        if self._maxlen is None:
            return '%s(%r)' % (type(self).__name__, self._live())
        return '%s(%r, maxlen=%d)' % (type(self).__name__, self._live(), self._maxlen)

    def __eq__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._live() == other._live()

    def __lt__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._live() < other._live()

    def __le__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._live() <= other._live()

    def __gt__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._live() > other._live()

    def __ge__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return self._live() >= other._live()

    def __contains__(self, x):
        return x in self._live()

    def __getitem__(self, i):
        if isinstance(i, slice):
            raise TypeError('sequence index must be integer, not \'slice\'')
        try:
            return self._live()[i]
        except IndexError:
            raise IndexError('deque index out of range') from None

    def __setitem__(self, i, v):
        try:
            self._live()[i] = v
        except IndexError:
            raise IndexError('deque index out of range') from None

    def __delitem__(self, i):
        try:
            del self._live()[i]
        except IndexError:
            raise IndexError('deque index out of range') from None

    def __copy__(self):
        return deque(self, self._maxlen)

    copy = __copy__

    def __add__(self, other):
        if not isinstance(other, deque):
            raise TypeError('can only concatenate deque (not "%s") to deque' % type(other).__name__)
        new = deque(self, self._maxlen)
        new.extend(other)
        return new

    def __iadd__(self, other):
        self.extend(other)
        return self

    def __mul__(self, n):
        return deque(self._live() * n, self._maxlen)

    def append(self, x):
        self._items.append(x)
        if self._maxlen is not None and len(self) > self._maxlen:
            self.popleft()

    def appendleft(self, x):
        if self._head:
            self._head -= 1
            self._items[self._head] = x
        else:
            self._items.insert(0, x)
        if self._maxlen is not None and len(self) > self._maxlen:
            self._items.pop()

    def pop(self):
        if len(self._items) <= self._head:
            raise IndexError('pop from an empty deque')
        x = self._items.pop()
        if len(self._items) == self._head:
            self._items = []
            self._head = 0
        return x

    def popleft(self):
        items = self._items
        if len(items) <= self._head:
            raise IndexError('pop from an empty deque')
        x = items[self._head]
        items[self._head] = None
        self._head += 1
        if self._head > 32 and self._head * 2 > len(items):
            del items[:self._head]
            self._head = 0
        return x

    def extend(self, iterable):
        if iterable is self:
            iterable = list(iterable)
        if self._maxlen is None:
            self._items.extend(iterable)
            return
        for x in iterable:
            self.append(x)

    def extendleft(self, iterable):
        if iterable is self:
            iterable = list(iterable)
        for x in iterable:
            self.appendleft(x)

    def clear(self):
        self._items = []
        self._head = 0

    def count(self, x):
        return self._live().count(x)

    def index(self, x, start=0, stop=None):
        live = self._live()
        try:
            return live.index(x, start, len(live) if stop is None else stop)
        except ValueError:
            raise ValueError('%r is not in deque' % (x,)) from None

    def insert(self, i, x):
        if self._maxlen is not None and len(self) >= self._maxlen:
            raise IndexError('deque already at its maximum size')
        self._live().insert(i, x)

    def remove(self, value):
        live = self._live()
        try:
            live.remove(value)
        except ValueError:
            raise ValueError('deque.remove(x): x not in deque') from None

    def reverse(self):
        self._live().reverse()

    def rotate(self, n=1):
        live = self._live()
        if live:
            n %= len(live)
            if n:
                live[:] = live[-n:] + live[:-n]


def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    if isinstance(field_names, str):
        field_names = field_names.replace(',', ' ').split()
    field_names = list(map(str, field_names))
    typename = str(typename)
    if rename:
        seen = set()
        for index, name in enumerate(field_names):
            if (not name.isidentifier() or _iskeyword(name) or name.startswith('_') or name in seen):
                field_names[index] = f'_{index}'
            seen.add(name)
    for name in [typename] + field_names:
        if type(name) is not str:
            raise TypeError('Type names and field names must be strings')
        if not name.isidentifier():
            raise ValueError(f'Type names and field names must be valid identifiers: {name!r}')
        if _iskeyword(name):
            raise ValueError(f'Type names and field names cannot be a keyword: {name!r}')
    seen = set()
    for name in field_names:
        if name.startswith('_') and not rename:
            raise ValueError(f'Field names cannot start with an underscore: {name!r}')
        if name in seen:
            raise ValueError(f'Encountered duplicate field name: {name!r}')
        seen.add(name)
    fields = tuple(field_names)
    field_defaults = {}
    if defaults is not None:
        defaults = tuple(defaults)
        if len(defaults) > len(fields):
            raise TypeError('Got more default values than field names')
        field_defaults = dict(reversed(list(zip(reversed(fields), reversed(defaults)))))
    num_fields = len(fields)

    def __new__(cls, *args, **kwargs):
        if len(args) > num_fields:
            raise TypeError(f'{typename}.__new__() takes {num_fields + 1} positional arguments but '
                            f'{len(args) + 1} were given')
        values = list(args)
        for name in fields[len(args):]:
            if name in kwargs:
                values.append(kwargs.pop(name))
            elif name in field_defaults:
                values.append(field_defaults[name])
            else:
                missing = [n for n in fields[len(values):] if n not in kwargs and n not in field_defaults]
                raise TypeError(f"{typename}.__new__() missing {len(missing)} required positional argument"
                                f"{'s' if len(missing) > 1 else ''}: "
                                + ', '.join(repr(m) for m in missing[:-1])
                                + (' and ' if len(missing) > 1 else '') + repr(missing[-1]))
        if kwargs:
            name = next(iter(kwargs))
            if name in fields:
                raise TypeError(f"{typename}.__new__() got multiple values for argument '{name}'")
            raise TypeError(f"{typename}.__new__() got an unexpected keyword argument '{name}'")
        return tuple.__new__(cls, values)

    def _make(cls, iterable):
        result = tuple.__new__(cls, iterable)
        if len(result) != num_fields:
            raise TypeError(f'Expected {num_fields} arguments, got {len(result)}')
        return result

    def _replace(self, /, **kwds):
        result = self._make([kwds.pop(name) if name in kwds else getattr(self, name) for name in fields])
        if kwds:
            raise ValueError(f'Got unexpected field names: {list(kwds)!r}')
        return result

    def __repr__(self):
        return self.__class__.__name__ + '(' + ', '.join(
            f'{name}={value!r}' for name, value in zip(fields, self)) + ')'

    def _asdict(self):
        return dict(zip(self._fields, self))

    def __getnewargs__(self):
        return tuple(self)

    from operator import itemgetter
    namespace = {
        '__doc__': f'{typename}({", ".join(fields)})',
        '__slots__': (),
        '_fields': fields,
        '_field_defaults': field_defaults,
        '__new__': __new__,
        '_make': classmethod(_make),
        '_replace': _replace,
        '__repr__': __repr__,
        '_asdict': _asdict,
        '__getnewargs__': __getnewargs__,
        '__match_args__': fields,
    }
    for index, name in enumerate(fields):
        namespace[name] = property(itemgetter(index), doc=f'Alias for field number {index}')
    result = type(typename, (tuple,), namespace)
    result.__module__ = module if module is not None else '__main__'
    return result


class ChainMap:
    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for mapping in self.maps:
            if key in mapping:
                return mapping[key]
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __len__(self):
        return len(set().union(*self.maps))

    def __iter__(self):
        d = {}
        for mapping in reversed(self.maps):
            d.update(dict.fromkeys(mapping))
        return iter(d)

    def __contains__(self, key):
        return any(key in m for m in self.maps)

    def __bool__(self):
        return any(self.maps)

    def __repr__(self):
        return f'{self.__class__.__name__}({", ".join(map(repr, self.maps))})'

    def keys(self):
        return list(iter(self))

    def items(self):
        return [(k, self[k]) for k in self]

    def values(self):
        return [self[k] for k in self]

    def copy(self):
        return self.__class__(self.maps[0].copy(), *self.maps[1:])

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return self.__class__(m, *self.maps)

    @property
    def parents(self):
        return self.__class__(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def pop(self, key, *args):
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def clear(self):
        self.maps[0].clear()

    def update(self, other=(), **kwargs):
        self.maps[0].update(other, **kwargs)

    def setdefault(self, key, default=None):
        if key not in self:
            self[key] = default
        return self[key]

    def __eq__(self, other):
        return dict(self.items()) == dict(other.items()) if isinstance(other, ChainMap) else \
            dict(self.items()) == other


class UserDict(dict):
    @property
    def data(self):
        return self


class UserList(list):
    @property
    def data(self):
        return self


class UserString(str):
    @property
    def data(self):
        return str(self)
