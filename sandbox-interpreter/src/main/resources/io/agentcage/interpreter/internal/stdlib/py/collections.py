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
    # native, as CPython's C OrderedDict: straight on the insertion order (move_to_end stays a function: its
    # __defaults__ are guest-visible)
    def move_to_end(self, key, last=True):
        _collections._odict_move_to_end(self, key, last)

    popitem = _collections._odict_popitem

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
    """Double-ended queue: a ring buffer in the interpreter (_collections), the rarer methods on top of it here."""

    __init__ = _collections._deque_init
    maxlen = property(_collections._deque_maxlen)
    __len__ = _collections._deque___len__
    __bool__ = _collections._deque___bool__
    __iter__ = _collections._deque___iter__
    __reversed__ = _collections._deque___reversed__
    __repr__ = _collections._deque___repr__
    __getitem__ = _collections._deque___getitem__
    append = _collections._deque_append
    appendleft = _collections._deque_appendleft
    pop = _collections._deque_pop
    popleft = _collections._deque_popleft
    rotate = _collections._deque_rotate
    extend = _collections._deque_extend
    extendleft = _collections._deque_extendleft
    clear = _collections._deque_clear
    __hash__ = None

    def __eq__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return _deque_list(self) == _deque_list(other)

    def __lt__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return _deque_list(self) < _deque_list(other)

    def __le__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return _deque_list(self) <= _deque_list(other)

    def __gt__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return _deque_list(self) > _deque_list(other)

    def __ge__(self, other):
        if not isinstance(other, deque):
            return NotImplemented
        return _deque_list(self) >= _deque_list(other)

    def __contains__(self, x):
        return x in _deque_list(self)

    def __setitem__(self, i, v):
        live = _deque_list(self)
        try:
            live[i] = v
        except IndexError:
            raise IndexError('deque index out of range') from None
        _deque_assign(self, live, False)

    def __delitem__(self, i):
        live = _deque_list(self)
        try:
            del live[i]
        except IndexError:
            raise IndexError('deque index out of range') from None
        _deque_assign(self, live, True)

    def __copy__(self):
        if type(self) is deque:
            return deque(self, self.maxlen)
        if self.maxlen is None:
            return type(self)(self)
        return type(self)(self, self.maxlen)

    copy = __copy__

    def __deepcopy__(self, memo):
        from copy import deepcopy
        new = type(self).__new__(type(self))
        memo[id(self)] = new
        deque.__init__(new, (), self.maxlen)
        for x in _deque_list(self):
            new.append(deepcopy(x, memo))
        state = getattr(self, '__dict__', None)
        if state:
            new.__dict__.update(deepcopy(state, memo))
        return new

    def __add__(self, other):
        if not isinstance(other, deque):
            raise TypeError('can only concatenate deque (not "%s") to deque' % type(other).__name__)
        new = deque(self, self.maxlen)
        new.extend(other)
        return new

    def __iadd__(self, other):
        self.extend(other)
        return self

    def __mul__(self, n):
        return deque(_deque_list(self) * n, self.maxlen)

    def count(self, x):
        return _deque_list(self).count(x)

    def index(self, x, start=0, stop=None):
        live = _deque_list(self)
        try:
            return live.index(x, start, len(live) if stop is None else stop)
        except ValueError:
            raise ValueError('%r is not in deque' % (x,)) from None

    def insert(self, i, x):
        maxlen = self.maxlen
        if maxlen is not None and len(self) >= maxlen:
            raise IndexError('deque already at its maximum size')
        live = _deque_list(self)
        live.insert(i, x)
        _deque_assign(self, live, True)

    def remove(self, value):
        live = _deque_list(self)
        try:
            live.remove(value)
        except ValueError:
            raise ValueError('%r is not in deque' % (value,)) from None
        _deque_assign(self, live, True)

    def reverse(self):
        live = _deque_list(self)
        live.reverse()
        _deque_assign(self, live, False)



_deque_list = _collections._deque_list
_deque_assign = _collections._deque_assign


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

    # __new__ made from source as CPython makes it: one frame with the fields as its parameters, so that creating an
    # instance is a plain call (the checks and messages of positional, keyword and default arguments are the call's)
    arg_list = ', '.join(fields)
    if num_fields == 1:
        arg_list += ','
    __new__ = eval(f'lambda _cls, {arg_list}: _tuple_new(_cls, ({arg_list}))',
                   {'_tuple_new': tuple.__new__, '__builtins__': {}, '__name__': f'namedtuple_{typename}'})
    __new__.__name__ = '__new__'
    __new__.__qualname__ = f'{typename}.__new__'
    __new__.__doc__ = f'Create new instance of {typename}({arg_list})'
    if defaults is not None:
        __new__.__defaults__ = defaults

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
        namespace[name] = _collections._tuplegetter(index, f'Alias for field number {index}')
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


# CPython's start-up has imported collections.abc before any program runs, so 'import collections' alone gives
# collections.abc (isinstance(x, collections.abc.Mapping) is common in agent code): the same here
import collections.abc as abc
