"""Names of the typing module: importable, subscriptable, and inert at run time."""


class _Alias:
    def __init__(self, name, origin=None, args=()):
        self._name = name
        self.__origin__ = origin
        self.__args__ = args

    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        return _Alias(self._name, self.__origin__ if self.__origin__ is not None else self, params)

    def __call__(self, *args, **kwargs):
        origin = _ORIGINS.get(self._name)
        if origin is None:
            raise TypeError(f'Type {self._name} cannot be instantiated; use {self._name.lower()}() instead')
        return origin(*args, **kwargs)

    def __repr__(self):
        if self.__args__:
            return 'typing.' + self._name + '[' + ', '.join(_type_repr(a) for a in self.__args__) + ']'
        return 'typing.' + self._name

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __instancecheck__(self, obj):
        origin = _ORIGINS.get(self._name)
        if origin is None:
            raise TypeError(f'typing.{self._name} cannot be used with isinstance()')
        return isinstance(obj, origin)

    def __mro_entries__(self, bases):
        origin = _ORIGINS.get(self._name)
        return (origin,) if origin is not None else (object,)


def _type_repr(obj):
    if isinstance(obj, type):
        if obj.__module__ == 'builtins':
            return obj.__qualname__
        return f'{obj.__module__}.{obj.__qualname__}'
    if obj is ...:
        return '...'
    return repr(obj)


_ORIGINS = {'List': list, 'Dict': dict, 'Set': set, 'FrozenSet': frozenset, 'Tuple': tuple, 'Type': type,
            'Text': str, 'DefaultDict': None, 'Deque': None, 'Counter': None, 'OrderedDict': None}

_NAMES = ['Any', 'Union', 'Optional', 'List', 'Dict', 'Set', 'FrozenSet', 'Tuple', 'Type', 'Callable',
          'Iterable', 'Iterator', 'Generator', 'Sequence', 'MutableSequence', 'Mapping', 'MutableMapping',
          'AbstractSet', 'MutableSet', 'Collection', 'Container', 'Hashable', 'Sized', 'Reversible',
          'Awaitable', 'Coroutine', 'AsyncIterable', 'AsyncIterator', 'AsyncGenerator', 'ContextManager',
          'Literal', 'Final', 'ClassVar', 'Annotated', 'DefaultDict', 'Deque', 'Counter', 'OrderedDict',
          'ChainMap', 'Pattern', 'Match', 'SupportsInt', 'SupportsFloat', 'SupportsAbs', 'SupportsIndex',
          'SupportsRound', 'SupportsComplex', 'SupportsBytes', 'ItemsView', 'KeysView', 'ValuesView',
          'NoReturn', 'Never', 'Self', 'LiteralString', 'TypeAlias', 'Concatenate', 'TypeGuard', 'Required',
          'NotRequired', 'Unpack', 'IO', 'TextIO', 'BinaryIO']
for _n in _NAMES:
    globals()[_n] = _Alias(_n)
Text = str
AnyStr = _Alias('AnyStr')
TYPE_CHECKING = False


class TypeVar:
    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        self.__constraints__ = constraints
        self.__bound__ = bound

    def __repr__(self):
        return '~' + self.__name__

    def __or__(self, other):
        return Union[self, other]


class ParamSpec(TypeVar):
    args = None
    kwargs = None


class TypeVarTuple(TypeVar):
    pass


class Generic:
    def __class_getitem__(cls, params):
        return cls

    def __init_subclass__(cls, **kwargs):
        pass


class Protocol(Generic):
    pass


def cast(typ, val):
    return val


def overload(func):
    return func


def final(f):
    return f


def no_type_check(arg):
    return arg


def runtime_checkable(cls):
    return cls


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    return dict(getattr(obj, '__annotations__', {}))


def get_origin(tp):
    return getattr(tp, '__origin__', None)


def get_args(tp):
    return getattr(tp, '__args__', ())


def NewType(name, tp):
    def new_type(x):
        return x
    new_type.__name__ = name
    new_type.__supertype__ = tp
    return new_type


def assert_never(arg):
    raise AssertionError('Expected code to be unreachable')


def reveal_type(obj):
    return obj


def NamedTuple(typename, fields=None, **kwargs):
    from collections import namedtuple
    if fields is None:
        fields = kwargs.items()
    return namedtuple(typename, [n for n, t in fields])


def TypedDict(typename, fields=None, total=True, **kwargs):
    return dict
