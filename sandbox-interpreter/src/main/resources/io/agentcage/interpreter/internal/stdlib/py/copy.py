"""Shallow and deep copy operations, following CPython's copy module for builtin and user types."""


class Error(Exception):
    pass


error = Error

_ATOMIC = (type(None), int, float, bool, complex, str, bytes, type, range, type(Ellipsis), type(NotImplemented),
           frozenset)


def copy(x):
    cls = type(x)
    if cls in _ATOMIC or cls is tuple:
        return x
    if cls is list:
        return x[:]
    if cls is dict or cls is set or cls is bytearray:
        return x.copy()
    copier = getattr(cls, '__copy__', None)
    if copier is not None:
        return copier(x)
    if callable(x) and not hasattr(x, '__dict__'):
        return x
    return _reconstruct_shallow(x)


def _reconstruct_shallow(x):
    cls = type(x)
    if isinstance(x, list):
        y = cls.__new__(cls)
        y.extend(x)
    elif isinstance(x, dict):
        y = cls.__new__(cls)
        dict.update(y, x)
    elif isinstance(x, tuple):
        return x
    else:
        y = cls.__new__(cls)
    state = getattr(x, '__dict__', None)
    if state:
        y.__dict__.update(state)
    return y


def deepcopy(x, memo=None, _nil=[]):
    if memo is None:
        memo = {}
    d = id(x)
    y = memo.get(d, _nil)
    if y is not _nil:
        return y
    cls = type(x)
    if cls in _ATOMIC:
        y = x
    elif cls is list:
        y = []
        memo[d] = y
        for a in x:
            y.append(deepcopy(a, memo))
    elif cls is tuple:
        y = [deepcopy(a, memo) for a in x]
        try:
            return memo[d]
        except KeyError:
            pass
        for k, j in zip(x, y):
            if k is not j:
                y = tuple(y)
                break
        else:
            y = x
    elif cls is dict:
        y = {}
        memo[d] = y
        for key, value in x.items():
            y[deepcopy(key, memo)] = deepcopy(value, memo)
    elif cls is set:
        y = {deepcopy(a, memo) for a in x}
    elif cls is bytearray:
        y = x.copy()
    else:
        copier = getattr(x, '__deepcopy__', None)
        if copier is not None:
            y = copier(memo)
        elif callable(x) and not hasattr(x, '__dict__'):
            y = x
        else:
            y = _reconstruct_deep(x, memo)
    if y is not x:
        memo[d] = y
        _keep_alive(x, memo)
    return y


def _reconstruct_deep(x, memo):
    cls = type(x)
    if isinstance(x, tuple):
        args = getattr(x, '__getnewargs__', None)
        values = [deepcopy(a, memo) for a in x]
        y = cls.__new__(cls, *values) if args is not None else tuple.__new__(cls, values)
        memo[id(x)] = y
        return y
    y = cls.__new__(cls)
    memo[id(x)] = y
    if isinstance(x, list):
        for a in x:
            y.append(deepcopy(a, memo))
    elif isinstance(x, dict):
        for key, value in x.items():
            dict.__setitem__(y, deepcopy(key, memo), deepcopy(value, memo))
    elif isinstance(x, (set, frozenset)):
        for a in x:
            y.add(deepcopy(a, memo))
    state = getattr(x, '__dict__', None)
    if state:
        state = deepcopy(state, memo)
        setstate = getattr(y, '__setstate__', None)
        if setstate is not None and type(x).__dict__.get('__setstate__') is not None:
            setstate(state)
        else:
            y.__dict__.update(state)
    return y


def _keep_alive(x, memo):
    try:
        memo[id(memo)].append(x)
    except KeyError:
        memo[id(memo)] = [x]
