"""types for the sandbox: SimpleNamespace, MappingProxyType, GenericAlias (``list[int]``) and UnionType
(``int | None``) as CPython 3.11 has them, and the type objects of functions, generators, methods and modules for
isinstance checks. Code, frame and traceback types are not
modelled (the sandbox has no such objects), so they are absent."""

__all__ = ['SimpleNamespace', 'MappingProxyType', 'FunctionType', 'LambdaType', 'GeneratorType',
           'BuiltinFunctionType', 'BuiltinMethodType', 'MethodType', 'ModuleType', 'NoneType', 'EllipsisType',
           'NotImplementedType', 'GenericAlias', 'UnionType']


class SimpleNamespace:
    """An object whose attributes are the keyword arguments it was made with."""

    def __init__(self, *args, **kwargs):
        if args:
            raise TypeError('no positional arguments expected')
        for key, value in kwargs.items():
            setattr(self, key, value)

    def __repr__(self):
        name = 'namespace' if type(self) is SimpleNamespace else type(self).__name__
        key = id(self)
        if key in _repr_running:
            return name + '(...)'
        _repr_running.add(key)
        try:
            fields = vars(self)
            return name + '(' + ', '.join(k + '=' + repr(fields[k]) for k in fields) + ')'
        finally:
            _repr_running.discard(key)

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return vars(self) == vars(other)
        return NotImplemented

    def __hash__(self):
        name = 'types.SimpleNamespace' if type(self) is SimpleNamespace else type(self).__name__
        raise TypeError('unhashable type: ' + repr(name))


_repr_running = set()


class mappingproxy:
    """A read-only, live view of a mapping."""

    __slots__ = ('_mapping',)

    def __init__(self, mapping):
        if isinstance(mapping, (list, tuple)) or not hasattr(mapping, 'keys') \
                or not hasattr(mapping, '__getitem__'):
            raise TypeError('mappingproxy() argument must be a mapping, not ' + type(mapping).__name__)
        object.__setattr__(self, '_mapping', mapping)

    def __getitem__(self, key):
        return self._mapping[key]

    def __iter__(self):
        return iter(self._mapping)

    def __len__(self):
        return len(self._mapping)

    def __contains__(self, key):
        return key in self._mapping

    def __reversed__(self):
        return reversed(self._mapping)

    def get(self, key, default=None):
        return self._mapping.get(key, default)

    def keys(self):
        return self._mapping.keys()

    def values(self):
        return self._mapping.values()

    def items(self):
        return self._mapping.items()

    def copy(self):
        return self._mapping.copy()

    def __eq__(self, other):
        return self._mapping == other

    def __ne__(self, other):
        return self._mapping != other

    def __or__(self, other):
        return self._mapping | other

    def __ror__(self, other):
        return other | self._mapping

    def __ior__(self, other):
        raise TypeError("'|=' is not supported by mappingproxy; use '|' instead")

    def __repr__(self):
        return 'mappingproxy(' + repr(self._mapping) + ')'

    def __str__(self):
        return str(self._mapping)

    def __setattr__(self, name, value):
        raise AttributeError("'mappingproxy' object has no attribute " + repr(name))

    __hash__ = None


MappingProxyType = mappingproxy


def _function():
    pass


def _generator():
    yield


class _Class:
    def _method(self):
        pass


def _type_repr(obj):
    if obj is NoneType:
        return 'None'
    if isinstance(obj, type):
        if obj.__module__ == 'builtins':
            return obj.__qualname__
        return obj.__module__ + '.' + obj.__qualname__
    if obj is ...:
        return '...'
    return repr(obj)


class GenericAlias:
    """A parameterised builtin type such as ``list[int]`` or ``dict[str, list[int]]``."""

    def __init__(self, origin, args):
        if not isinstance(args, tuple):
            args = (args,)
        self.__origin__ = origin
        self.__args__ = args
        self.__parameters__ = tuple(a for a in args if hasattr(a, '__constraints__'))

    def __repr__(self):
        if not self.__args__:
            inner = '()'
        else:
            inner = ', '.join(_type_repr(a) for a in self.__args__)
        return _type_repr(self.__origin__) + '[' + inner + ']'

    def __call__(self, *args, **kwargs):
        result = self.__origin__(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except Exception:
            pass
        return result

    def __eq__(self, other):
        if not isinstance(other, GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash(self.__origin__) ^ hash(self.__args__)

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __or__(self, other):
        return _union(self, other)

    def __ror__(self, other):
        return _union(other, self)

    def __instancecheck__(self, obj):
        raise TypeError('isinstance() argument 2 cannot be a parameterized generic')

    def __subclasscheck__(self, cls):
        raise TypeError('issubclass() argument 2 cannot be a parameterized generic')

    def __getattr__(self, name):
        if name.startswith('__') and name.endswith('__') and name not in ('__name__', '__qualname__', '__module__',
                                                                          '__doc__'):
            raise AttributeError(name)
        return getattr(self.__origin__, name)


class UnionType:
    """``X | Y`` of types (PEP 604)."""

    def __init__(self, args):
        self.__args__ = args
        self.__parameters__ = tuple(a for a in args if hasattr(a, '__constraints__'))

    def __repr__(self):
        return ' | '.join(_type_repr(a) for a in self.__args__)

    def __eq__(self, other):
        if not isinstance(other, UnionType):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __or__(self, other):
        return _union(self, other)

    def __ror__(self, other):
        return _union(other, self)

    def __instancecheck__(self, obj):
        for a in self.__args__:
            if isinstance(a, GenericAlias):
                raise TypeError('isinstance() argument 2 cannot be a parameterized generic')
            if isinstance(obj, a):
                return True
        return False

    def __subclasscheck__(self, cls):
        for a in self.__args__:
            if isinstance(a, GenericAlias):
                raise TypeError('issubclass() argument 2 cannot be a parameterized generic')
            if issubclass(cls, a):
                return True
        return False


def _union_args(x):
    if x is None:
        return (NoneType,)
    if isinstance(x, UnionType):
        return x.__args__
    return (x,)


def _union(a, b):
    """``a | b`` for types, None, GenericAlias and UnionType; NotImplemented for anything else."""
    for x in (a, b):
        if not (x is None or isinstance(x, (type, GenericAlias, UnionType))):
            return NotImplemented
    args = []
    for x in _union_args(a) + _union_args(b):
        if x not in args:
            args.append(x)
    if len(args) == 1:
        return args[0]
    return UnionType(tuple(args))


FunctionType = type(_function)
LambdaType = FunctionType
GeneratorType = type(_generator())
BuiltinFunctionType = type(len)
BuiltinMethodType = BuiltinFunctionType
MethodType = type(_Class()._method)
ModuleType = type(__import__('math'))
NoneType = type(None)
EllipsisType = type(...)
NotImplementedType = type(NotImplemented)

del _function, _generator, _Class
