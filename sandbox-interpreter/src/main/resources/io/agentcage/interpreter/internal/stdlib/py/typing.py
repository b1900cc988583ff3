"""typing for the sandbox: CPython 3.11's runtime behaviour of the typing module - reprs, Union flattening,
get_origin/get_args/get_type_hints, class-syntax NamedTuple and TypedDict, Generic and Protocol classes - with
nothing enforced at run time (type hints are not checked, as in CPython)."""

import collections.abc as _abc
import types as _types

__all__ = ['Annotated', 'Any', 'Callable', 'ClassVar', 'Concatenate', 'Final', 'ForwardRef', 'Generic', 'Literal',
           'Optional', 'ParamSpec', 'Protocol', 'Tuple', 'Type', 'TypeVar', 'TypeVarTuple', 'Union',
           'AbstractSet', 'ByteString', 'Container', 'ContextManager', 'Hashable', 'ItemsView', 'Iterable',
           'Iterator', 'KeysView', 'Mapping', 'MappingView', 'MutableMapping', 'MutableSequence', 'MutableSet',
           'Sequence', 'Sized', 'ValuesView', 'Awaitable', 'AsyncIterator', 'AsyncIterable', 'Coroutine',
           'Collection', 'AsyncGenerator', 'AsyncContextManager', 'Reversible', 'SupportsAbs', 'SupportsBytes',
           'SupportsComplex', 'SupportsFloat', 'SupportsIndex', 'SupportsInt', 'SupportsRound', 'ChainMap',
           'Counter', 'Deque', 'Dict', 'DefaultDict', 'List', 'OrderedDict', 'Set', 'FrozenSet', 'NamedTuple',
           'TypedDict', 'Generator', 'BinaryIO', 'IO', 'Match', 'Pattern', 'TextIO', 'AnyStr', 'assert_never',
           'assert_type', 'cast', 'clear_overloads', 'dataclass_transform', 'final', 'get_args', 'get_origin',
           'get_overloads', 'get_type_hints', 'is_typeddict', 'LiteralString', 'Never', 'NewType',
           'no_type_check', 'no_type_check_decorator', 'NoReturn', 'NotRequired', 'overload', 'ParamSpecArgs',
           'ParamSpecKwargs', 'Required', 'reveal_type', 'runtime_checkable', 'Self', 'Text', 'TYPE_CHECKING',
           'TypeAlias', 'TypeGuard', 'Unpack']

_NoneType = type(None)


def _type_repr(obj):
    if isinstance(obj, type) and not isinstance(obj, _types.GenericAlias):
        if obj.__module__ == 'builtins':
            return obj.__qualname__
        return obj.__module__ + '.' + obj.__qualname__
    if obj is ...:
        return '...'
    if isinstance(obj, _types.FunctionType):
        return obj.__name__
    return repr(obj)


def _type_check(arg, msg):
    if arg is None:
        return _NoneType
    if isinstance(arg, str):
        return ForwardRef(arg)
    return arg


class ForwardRef:
    """A type given as a string, e.g. ``List['Node']``."""

    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError('Forward reference must be a string -- got ' + repr(arg))
        self.__forward_arg__ = arg
        self.__forward_evaluated__ = False
        self.__forward_value__ = None

    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return self.__forward_arg__ == other.__forward_arg__

    def __hash__(self):
        return hash(self.__forward_arg__)

    def __repr__(self):
        return 'ForwardRef(' + repr(self.__forward_arg__) + ')'


class _Final:
    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]


class _SpecialForm(_Final):
    def __init__(self, name, getitem=None, doc=''):
        self._name = name
        self._getitem = getitem
        self.__doc__ = doc

    def __repr__(self):
        return 'typing.' + self._name

    def __getitem__(self, parameters):
        if self._getitem is None:
            raise TypeError(self._name + ' is not subscriptable')
        return self._getitem(self, parameters)

    def __call__(self, *args, **kwds):
        raise TypeError('Cannot instantiate ' + repr(self))

    def __instancecheck__(self, obj):
        raise TypeError(repr(self) + ' cannot be used with isinstance()')

    def __subclasscheck__(self, cls):
        raise TypeError(repr(self) + ' cannot be used with issubclass()')

    def __mro_entries__(self, bases):
        raise TypeError('Cannot subclass ' + repr(self))

    def __reduce__(self):
        return self._name


class _AnyMeta(type):
    def __instancecheck__(self, obj):
        if self is Any:
            raise TypeError('typing.Any cannot be used with isinstance()')
        return super().__instancecheck__(obj)

    def __repr__(self):
        if self is Any:
            return 'typing.Any'
        return super().__repr__()


class Any(metaclass=_AnyMeta):
    """Special type indicating an unconstrained type."""


def _flatten_union(params):
    out = []
    for p in params:
        if isinstance(p, _UnionGenericAlias):
            items = p.__args__
        elif isinstance(p, _types.UnionType):
            items = p.__args__
        else:
            items = (p,)
        for q in items:
            if q not in out:
                out.append(q)
    return tuple(out)


def _union_getitem(self, parameters):
    if parameters == ():
        raise TypeError('Cannot take a Union of no types.')
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    parameters = _flatten_union(tuple(_type_check(p, 'Union[arg, ...]: each arg must be a type.')
                                      for p in parameters))
    if len(parameters) == 1:
        return parameters[0]
    return _UnionGenericAlias(self, parameters)


def _optional_getitem(self, parameters):
    arg = _type_check(parameters, 'Optional[t] requires a single type.')
    return Union[arg, _NoneType]


def _literal_getitem(self, parameters):
    if not isinstance(parameters, tuple):
        parameters = (parameters,)
    out = []
    for p in parameters:
        items = p.__args__ if isinstance(p, _LiteralGenericAlias) else (p,)
        for q in items:
            if not any(q == r and type(q) is type(r) for r in out):
                out.append(q)
    return _LiteralGenericAlias(self, tuple(out))


def _single_getitem(self, parameters):
    if isinstance(parameters, tuple) and self._name not in ('Concatenate',):
        if len(parameters) != 1:
            raise TypeError(self._name + ' accepts only single type.')
        parameters = parameters[0]
    if not isinstance(parameters, tuple):
        parameters = (_type_check(parameters, self._name + ' accepts only single type.'),)
    return _GenericAlias(self, parameters)


Union = _SpecialForm('Union', _union_getitem)
Optional = _SpecialForm('Optional', _optional_getitem)
Literal = _SpecialForm('Literal', _literal_getitem)
ClassVar = _SpecialForm('ClassVar', _single_getitem)
Final = _SpecialForm('Final', _single_getitem)
TypeGuard = _SpecialForm('TypeGuard', _single_getitem)
Required = _SpecialForm('Required', _single_getitem)
NotRequired = _SpecialForm('NotRequired', _single_getitem)
Unpack = _SpecialForm('Unpack', _single_getitem)
Concatenate = _SpecialForm('Concatenate', _single_getitem)
NoReturn = _SpecialForm('NoReturn')
Never = _SpecialForm('Never')
Self = _SpecialForm('Self')
LiteralString = _SpecialForm('LiteralString')
TypeAlias = _SpecialForm('TypeAlias')


class _GenericAlias(_Final):
    """A subscripted typing form: List[int], ClassVar[int], Box[int]; ``origin`` is what get_origin returns."""

    def __init__(self, origin, args, name=None):
        if not isinstance(args, tuple):
            args = (args,)
        self.__origin__ = origin
        self.__args__ = args
        self.__parameters__ = tuple(a for a in args if isinstance(a, TypeVar))
        self._name = name

    def __repr__(self):
        if self._name:
            head = 'typing.' + self._name
        else:
            head = _type_repr(self.__origin__)
        if not self.__args__:
            return head + '[()]'
        return head + '[' + ', '.join(_type_repr(a) for a in self.__args__) + ']'

    def __eq__(self, other):
        if not isinstance(other, _GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash((self.__origin__, self.__args__))

    def __call__(self, *args, **kwargs):
        origin = self.__origin__
        if self._name and self._name in _NOT_INSTANTIABLE or isinstance(origin, _SpecialForm):
            raise TypeError('Type ' + (self._name or repr(origin)) + ' cannot be instantiated; use '
                            + getattr(origin, '__name__', str(origin)) + '() instead')
        result = origin(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except Exception:
            pass
        return result

    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        subst = dict(zip(self.__parameters__, params))
        args = tuple(subst.get(a, a) for a in self.__args__)
        return self.copy_with(args)

    def copy_with(self, args):
        return type(self)(self.__origin__, args, self._name)

    def __mro_entries__(self, bases):
        origin = self.__origin__
        if isinstance(origin, _SpecialForm):
            raise TypeError('Cannot subclass ' + repr(self))
        if self._name:
            return (origin,)
        if origin is Generic:
            if Protocol in bases:
                return ()
            i = bases.index(self)
            for b in bases[i + 1:]:
                if isinstance(b, _GenericAlias) and b is not self:
                    return ()
        return (origin,)

    def __instancecheck__(self, obj):
        raise TypeError('Subscripted generics cannot be used with class and instance checks')

    def __subclasscheck__(self, cls):
        raise TypeError('Subscripted generics cannot be used with class and instance checks')

    def __getattr__(self, attr):
        if attr.startswith('__') and attr.endswith('__'):
            raise AttributeError(attr)
        return getattr(self.__origin__, attr)


class _UnionGenericAlias(_GenericAlias):
    def copy_with(self, params):
        return Union[params]

    def __repr__(self):
        args = self.__args__
        if len(args) == 2:
            if args[0] is _NoneType:
                return 'typing.Optional[' + _type_repr(args[1]) + ']'
            if args[1] is _NoneType:
                return 'typing.Optional[' + _type_repr(args[0]) + ']'
        return 'typing.Union[' + ', '.join(_type_repr(a) for a in args) + ']'

    def __eq__(self, other):
        if not isinstance(other, (_UnionGenericAlias, _types.UnionType)):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __instancecheck__(self, obj):
        return self.__subclasscheck__(type(obj))

    def __subclasscheck__(self, cls):
        for arg in self.__args__:
            if issubclass(cls, arg):
                return True
        return False


class _LiteralGenericAlias(_GenericAlias):
    def __repr__(self):
        return 'typing.Literal[' + ', '.join(repr(a) for a in self.__args__) + ']'

    def __eq__(self, other):
        if not isinstance(other, _LiteralGenericAlias):
            return NotImplemented
        return set((type(a), a) for a in self.__args__) == set((type(a), a) for a in other.__args__)

    def __hash__(self):
        return hash(frozenset((type(a), a) for a in self.__args__))


class _AnnotatedAlias(_GenericAlias):
    def __init__(self, origin, metadata):
        if isinstance(origin, _AnnotatedAlias):
            metadata = origin.__metadata__ + metadata
            origin = origin.__origin__
        super().__init__(origin, (origin,))
        self.__metadata__ = metadata

    def copy_with(self, params):
        return _AnnotatedAlias(params[0], self.__metadata__)

    def __repr__(self):
        return 'typing.Annotated[' + _type_repr(self.__origin__) + ', ' + ', '.join(
            repr(a) for a in self.__metadata__) + ']'

    def __eq__(self, other):
        if not isinstance(other, _AnnotatedAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__metadata__ == other.__metadata__

    def __hash__(self):
        return hash((self.__origin__, self.__metadata__))

    def __mro_entries__(self, bases):
        return (self.__origin__,)


class Annotated:
    """``Annotated[T, x]``: the type T with metadata x (for tools; ignored at run time)."""

    def __new__(cls, *args, **kwargs):
        raise TypeError('Type Annotated cannot be instantiated.')

    def __class_getitem__(cls, params):
        if not isinstance(params, tuple) or len(params) < 2:
            raise TypeError('Annotated[...] should be used with at least two arguments (a type and an annotation).')
        return _AnnotatedAlias(_type_check(params[0], 'Annotated[t, ...]: t must be a type.'), tuple(params[1:]))


_NOT_INSTANTIABLE = frozenset(['List', 'Dict', 'Set', 'FrozenSet', 'Tuple', 'Type'])


class _SpecialGenericAlias(_Final):
    """A bare generic name: List, Dict, Iterable ... subscripting gives a _GenericAlias with the same origin."""

    def __init__(self, origin, nparams, name, inst=True):
        self.__origin__ = origin
        self._nparams = nparams
        self._name = name
        self._inst = inst

    def __repr__(self):
        return 'typing.' + self._name

    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        params = tuple(_type_check(p, 'Parameters to generic types must be types.') for p in params)
        if self._nparams >= 0 and len(params) != self._nparams:
            raise TypeError('Too ' + ('many' if len(params) > self._nparams else 'few') + ' arguments for '
                            + repr(self) + '; actual ' + str(len(params)) + ', expected ' + str(self._nparams))
        return _GenericAlias(self.__origin__, params, self._name)

    def __call__(self, *args, **kwargs):
        if not self._inst:
            raise TypeError('Type ' + self._name + ' cannot be instantiated; use '
                            + self.__origin__.__name__ + '() instead')
        return self.__origin__(*args, **kwargs)

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __instancecheck__(self, obj):
        return isinstance(obj, self.__origin__)

    def __subclasscheck__(self, cls):
        if isinstance(cls, _SpecialGenericAlias):
            return issubclass(cls.__origin__, self.__origin__)
        return issubclass(cls, self.__origin__)

    def __eq__(self, other):
        if not isinstance(other, _SpecialGenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self._name == other._name

    def __hash__(self):
        return hash((self.__origin__, self._name))

    def __getattr__(self, attr):
        if attr.startswith('__') and attr.endswith('__'):
            raise AttributeError(attr)
        return getattr(self.__origin__, attr)


class _CallableGenericAlias(_GenericAlias):
    def __repr__(self):
        args = self.__args__
        if len(args) == 2 and args[0] is ...:
            return 'typing.Callable[..., ' + _type_repr(args[1]) + ']'
        return 'typing.Callable[[' + ', '.join(_type_repr(a) for a in args[:-1]) + '], ' + _type_repr(args[-1]) + ']'


class _CallableType(_SpecialGenericAlias):
    def __getitem__(self, params):
        if not isinstance(params, tuple) or len(params) != 2:
            raise TypeError('Callable must be used as Callable[[arg, ...], result].')
        args, result = params
        if args is ...:
            flat = (..., _type_check(result, ''))
        elif isinstance(args, list):
            flat = tuple(_type_check(a, '') for a in args) + (_type_check(result, ''),)
        else:
            raise TypeError('Callable[args, result]: args must be a list. Got ' + _type_repr(args))
        return _CallableGenericAlias(self.__origin__, flat, 'Callable')


class _TupleType(_SpecialGenericAlias):
    def __getitem__(self, params):
        if params == ():
            return _GenericAlias(tuple, (), 'Tuple')
        if not isinstance(params, tuple):
            params = (params,)
        return _GenericAlias(tuple, tuple(p if p is ... else _type_check(p, '') for p in params), 'Tuple')


def _alias(origin, nparams, name=None, inst=True):
    return _SpecialGenericAlias(origin, nparams, name or origin.__name__.capitalize(), inst)


import collections as _collections
import re as _re
import contextlib as _contextlib

Hashable = _alias(_abc.Hashable, 0, 'Hashable')
Awaitable = _alias(_abc.Awaitable, 1, 'Awaitable')
Coroutine = _alias(_abc.Coroutine, 3, 'Coroutine')
AsyncIterable = _alias(_abc.AsyncIterable, 1, 'AsyncIterable')
AsyncIterator = _alias(_abc.AsyncIterator, 1, 'AsyncIterator')
Iterable = _alias(_abc.Iterable, 1, 'Iterable')
Iterator = _alias(_abc.Iterator, 1, 'Iterator')
Reversible = _alias(_abc.Reversible, 1, 'Reversible')
Sized = _alias(_abc.Sized, 0, 'Sized')
Container = _alias(_abc.Container, 1, 'Container')
Collection = _alias(_abc.Collection, 1, 'Collection')
Callable = _CallableType(_abc.Callable, 2, 'Callable')
AbstractSet = _alias(_abc.Set, 1, 'AbstractSet')
MutableSet = _alias(_abc.MutableSet, 1, 'MutableSet')
Mapping = _alias(_abc.Mapping, 2, 'Mapping')
MutableMapping = _alias(_abc.MutableMapping, 2, 'MutableMapping')
Sequence = _alias(_abc.Sequence, 1, 'Sequence')
MutableSequence = _alias(_abc.MutableSequence, 1, 'MutableSequence')
ByteString = _alias(_abc.ByteString, 0, 'ByteString')
Tuple = _TupleType(tuple, -1, 'Tuple', inst=False)
List = _alias(list, 1, 'List', inst=False)
Deque = _alias(_collections.deque, 1, 'Deque')
Set = _alias(set, 1, 'Set', inst=False)
FrozenSet = _alias(frozenset, 1, 'FrozenSet', inst=False)
MappingView = _alias(_abc.MappingView, 1, 'MappingView')
KeysView = _alias(_abc.KeysView, 1, 'KeysView')
ItemsView = _alias(_abc.ItemsView, 2, 'ItemsView')
ValuesView = _alias(_abc.ValuesView, 1, 'ValuesView')
ContextManager = _alias(_contextlib.AbstractContextManager, 1, 'ContextManager') \
    if hasattr(_contextlib, 'AbstractContextManager') else _alias(object, 1, 'ContextManager')
AsyncContextManager = _alias(object, 1, 'AsyncContextManager')
Dict = _alias(dict, 2, 'Dict', inst=False)
DefaultDict = _alias(_collections.defaultdict, 2, 'DefaultDict')
OrderedDict = _alias(_collections.OrderedDict, 2, 'OrderedDict')
Counter = _alias(_collections.Counter, 1, 'Counter')
ChainMap = _alias(_collections.ChainMap, -1, 'ChainMap')
Generator = _alias(_abc.Generator, 3, 'Generator')
AsyncGenerator = _alias(_abc.AsyncGenerator, 2, 'AsyncGenerator')
Type = _alias(type, 1, 'Type', inst=False)
Pattern = _alias(type(_re.compile('')), 1, 'Pattern')
Match = _alias(type(_re.match('', '')), 1, 'Match')
Text = str
TYPE_CHECKING = False


class TypeVar(_Final):
    """Type variable: ``T = TypeVar('T')``, ``TypeVar('N', int, float)``, ``TypeVar('B', bound=Base)``."""

    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False):
        if covariant and contravariant:
            raise ValueError('Bivariant types are not supported.')
        if len(constraints) == 1:
            raise TypeError('A single constraint is not allowed')
        self.__name__ = name
        self.__constraints__ = tuple(_type_check(c, '') for c in constraints)
        self.__bound__ = _type_check(bound, '') if bound is not None else None
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        self.__module__ = '__main__'

    def __repr__(self):
        prefix = '+' if self.__covariant__ else '-' if self.__contravariant__ else '~'
        return prefix + self.__name__

    def __mro_entries__(self, bases):
        raise TypeError('Cannot subclass an instance of TypeVar')


AnyStr = TypeVar('AnyStr', bytes, str)


class ParamSpecArgs:
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return self.__origin__.__name__ + '.args'


class ParamSpecKwargs:
    def __init__(self, origin):
        self.__origin__ = origin

    def __repr__(self):
        return self.__origin__.__name__ + '.kwargs'


class ParamSpec(_Final):
    def __init__(self, name, *, bound=None, covariant=False, contravariant=False):
        self.__name__ = name
        self.__bound__ = bound
        self.__covariant__ = bool(covariant)
        self.__contravariant__ = bool(contravariant)
        self.args = ParamSpecArgs(self)
        self.kwargs = ParamSpecKwargs(self)

    def __repr__(self):
        return ('+' if self.__covariant__ else '-' if self.__contravariant__ else '~') + self.__name__


class TypeVarTuple(_Final):
    def __init__(self, name):
        self.__name__ = name

    def __repr__(self):
        return self.__name__

    def __iter__(self):
        yield Unpack[self]


class Generic:
    """Base of generic classes: ``class Box(Generic[T])``; ``Box[int]`` is an alias whose calls make Boxes."""
    __slots__ = ()
    _is_protocol = False

    def __class_getitem__(cls, params):
        if not isinstance(params, tuple):
            params = (params,)
        if cls is Generic or cls is Protocol:
            for p in params:
                if not isinstance(p, (TypeVar, ParamSpec, TypeVarTuple)):
                    raise TypeError('Parameters to ' + cls.__name__ + '[...] must all be type variables '
                                    'or parameter specification variables.')
            if len(set(params)) != len(params):
                raise TypeError('Parameters to ' + cls.__name__ + '[...] must all be unique')
        else:
            n = len(getattr(cls, '__parameters__', ()))
            if n and len(params) != n:
                raise TypeError('Too ' + ('many' if len(params) > n else 'few') + ' arguments for '
                                + repr(cls) + '; actual ' + str(len(params)) + ', expected ' + str(n))
        return _GenericAlias(cls, tuple(_type_check(p, '') for p in params))

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        params = []
        for base in cls.__dict__.get('__orig_bases__', ()):
            if isinstance(base, _GenericAlias):
                for p in base.__parameters__:
                    if p not in params:
                        params.append(p)
        if not params:
            params = list(getattr(cls, '__parameters__', ()))
        cls.__parameters__ = tuple(params)


def _protocol_attrs(cls):
    attrs = set()
    for base in cls.__mro__[:-1]:
        if base.__name__ in ('Protocol', 'Generic'):
            continue
        for attr in base.__dict__:
            if not attr.startswith('_abc_') and attr not in (
                    '__abstractmethods__', '__annotations__', '__dict__', '__doc__', '__init__', '__module__',
                    '__new__', '__slots__', '__subclasshook__', '__weakref__', '__class_getitem__',
                    '__parameters__', '__orig_bases__', '_is_protocol', '_is_runtime_protocol', '__qualname__',
                    '__init_subclass__', '__protocol_attrs__'):
                attrs.add(attr)
    return attrs


class _ProtocolMeta(type(_abc.Iterable)):
    def __instancecheck__(cls, instance):
        if cls.__dict__.get('_is_protocol', False):
            if not cls.__dict__.get('_is_runtime_protocol', False):
                raise TypeError('Instance and class checks can only be used with @runtime_checkable protocols')
            return all(hasattr(instance, attr) for attr in _protocol_attrs(cls))
        return super().__instancecheck__(instance)


class Protocol(Generic, metaclass=_ProtocolMeta):
    """Base of structural types: a class matches when it has the protocol's members (with @runtime_checkable)."""
    __slots__ = ()
    _is_protocol = True
    _is_runtime_protocol = False

    def __init_subclass__(cls, *args, **kwargs):
        super().__init_subclass__(*args, **kwargs)
        if not cls.__dict__.get('_is_protocol', False):
            cls._is_protocol = any(b is Protocol for b in cls.__bases__)


def runtime_checkable(cls):
    if not cls.__dict__.get('_is_protocol', False):
        raise TypeError('@runtime_checkable can be only applied to protocol classes, got ' + repr(cls))
    cls._is_runtime_protocol = True
    return cls


class _NamedTupleMeta(type):
    def __new__(cls, typename, bases, ns):
        from collections import namedtuple
        types = ns.get('__annotations__', {})
        fields = list(types)
        defaults = []
        for name in fields:
            if name in ns:
                defaults.append(ns[name])
            elif defaults:
                raise TypeError('Non-default namedtuple field ' + name + ' cannot follow default field'
                                + ('s ' if len(defaults) > 1 else ' ') + ', '.join(fields[:len(defaults)]))
        nm_tpl = namedtuple(typename, fields, defaults=defaults, module=ns.get('__module__', '__main__'))
        nm_tpl.__annotations__ = dict(types)
        for key in ns:
            if key in ('__annotations__', '__module__', '__qualname__', '_fields', '_field_defaults', '_make',
                       '_replace', '_asdict', '_source', '__new__', '__init__', '__slots__', '__getnewargs__'):
                if key in ('_make', '_replace', '_asdict', '_fields', '_field_defaults', '__new__', '__init__',
                           '__slots__', '__getnewargs__', '_source'):
                    raise AttributeError('Cannot overwrite NamedTuple attribute ' + key)
                continue
            if key not in fields:
                setattr(nm_tpl, key, ns[key])
        return nm_tpl


def NamedTuple(typename, fields=None, /, **kwargs):
    """``class P(NamedTuple): x: int`` or ``NamedTuple('P', [('x', int)])``: a namedtuple with annotations."""
    if fields is None:
        fields = kwargs.items()
    elif kwargs:
        raise TypeError('Either list of fields or keywords can be provided to NamedTuple, not both')
    fields = list(fields)
    from collections import namedtuple
    nm_tpl = namedtuple(typename, [n for n, t in fields])
    nm_tpl.__annotations__ = {n: _type_check(t, '') for n, t in fields}
    return nm_tpl


_NamedTuple = type.__new__(_NamedTupleMeta, 'NamedTuple', (), {})


def _namedtuple_mro_entries(bases):
    return (_NamedTuple,)


NamedTuple.__mro_entries__ = _namedtuple_mro_entries


class _TypedDictMeta(type):
    def __new__(cls, name, bases, ns, total=True):
        for base in bases:
            if type(base) is not _TypedDictMeta and base is not Generic:
                raise TypeError('cannot inherit from both a TypedDict type and a non-TypedDict base class')
        tp_dict = type.__new__(_TypedDictMeta, name, (dict,), ns)
        annotations = {}
        required = set()
        optional = set()
        for base in bases:
            annotations.update(base.__dict__.get('__annotations__', {}))
            required.update(base.__dict__.get('__required_keys__', ()))
            optional.update(base.__dict__.get('__optional_keys__', ()))
        own = ns.get('__annotations__', {})
        annotations.update(own)
        for key, tp in own.items():
            origin = getattr(tp, '__origin__', None)
            if origin is Required:
                required.add(key)
            elif origin is NotRequired:
                optional.add(key)
            elif total:
                required.add(key)
            else:
                optional.add(key)
        tp_dict.__annotations__ = annotations
        tp_dict.__required_keys__ = frozenset(required)
        tp_dict.__optional_keys__ = frozenset(optional)
        tp_dict.__total__ = total
        return tp_dict

    def __call__(cls, *args, **kwargs):
        return dict(*args, **kwargs)

    def __instancecheck__(cls, obj):
        raise TypeError('TypedDict does not support instance and class checks')

    def __subclasscheck__(cls, other):
        raise TypeError('TypedDict does not support instance and class checks')


def TypedDict(typename, fields=None, /, *, total=True, **kwargs):
    """``class Movie(TypedDict): title: str`` or ``TypedDict('Movie', {'title': str})``: plain dicts at run time."""
    if fields is None:
        fields = kwargs
    elif kwargs:
        raise TypeError('TypedDict takes either a dict or keyword arguments, but not both')
    ns = {'__annotations__': dict(fields), '__module__': '__main__'}
    return _TypedDictMeta(typename, (), ns, total=total)


_TypedDict = type.__new__(_TypedDictMeta, 'TypedDict', (), {})


def _typeddict_mro_entries(bases):
    return (_TypedDict,)


TypedDict.__mro_entries__ = _typeddict_mro_entries


def is_typeddict(tp):
    return isinstance(tp, _TypedDictMeta)


class NewType:
    """``UserId = NewType('UserId', int)``: at run time UserId(x) returns x."""

    def __init__(self, name, tp):
        self.__qualname__ = name
        if '.' in name:
            name = name.rpartition('.')[-1]
        self.__name__ = name
        self.__supertype__ = tp
        self.__module__ = '__main__'

    def __repr__(self):
        return self.__module__ + '.' + self.__qualname__

    def __call__(self, x):
        return x

    def __or__(self, other):
        return Union[self, other]

    def __ror__(self, other):
        return Union[other, self]

    def __mro_entries__(self, bases):
        raise TypeError('Cannot subclass an instance of NewType. Perhaps you were looking for: '
                        + self.__name__ + ' = NewType(' + repr(self.__name__) + ', ' + self.__name__ + ')')


class IO(Generic[AnyStr]):
    pass


class TextIO(IO[str]):
    pass


class BinaryIO(IO[bytes]):
    pass


class SupportsInt(Protocol):
    def __int__(self) -> int: ...


class SupportsFloat(Protocol):
    def __float__(self) -> float: ...


class SupportsComplex(Protocol):
    def __complex__(self) -> complex: ...


class SupportsBytes(Protocol):
    def __bytes__(self) -> bytes: ...


class SupportsIndex(Protocol):
    def __index__(self) -> int: ...


class SupportsAbs(Protocol):
    def __abs__(self): ...


class SupportsRound(Protocol):
    def __round__(self, ndigits: int = 0): ...


for _p in (SupportsInt, SupportsFloat, SupportsComplex, SupportsBytes, SupportsIndex, SupportsAbs, SupportsRound):
    _p._is_runtime_protocol = True


def cast(typ, val):
    return val


def assert_type(val, typ, /):
    return val


def assert_never(arg, /):
    value = repr(arg)
    if len(value) > 100:
        value = value[:100] + '...'
    raise AssertionError('Expected code to be unreachable, but got: ' + value)


def reveal_type(obj, /):
    import sys
    print('Runtime type is ' + repr(type(obj).__name__), file=sys.stderr)
    return obj


_overloads = {}


def overload(func):
    _overloads.setdefault(getattr(func, '__qualname__', None), []).append(func)

    def _overload_dummy(*args, **kwds):
        raise NotImplementedError('You should not call an overloaded function. A series of @typing.overload-'
                                  'decorated functions outside a stub module should always be followed by an '
                                  'implementation that is not @typing.overload-ed.')
    return _overload_dummy


def get_overloads(func):
    return list(_overloads.get(getattr(func, '__qualname__', None), []))


def clear_overloads():
    _overloads.clear()


def final(f):
    try:
        f.__final__ = True
    except (AttributeError, TypeError):
        pass
    return f


def no_type_check(arg):
    return arg


def no_type_check_decorator(decorator):
    return decorator


def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False, field_specifiers=(),
                        **kwargs):
    def decorator(cls_or_fn):
        cls_or_fn.__dataclass_transform__ = {'eq_default': eq_default, 'order_default': order_default,
                                             'kw_only_default': kw_only_default,
                                             'field_specifiers': field_specifiers, 'kwargs': kwargs}
        return cls_or_fn
    return decorator


def get_origin(tp):
    """The unsubscripted form: get_origin(List[int]) is list, get_origin(Union[int, str]) is Union."""
    if isinstance(tp, _AnnotatedAlias):
        return Annotated
    if isinstance(tp, (_GenericAlias, _types.GenericAlias)):
        return tp.__origin__
    if isinstance(tp, _SpecialGenericAlias):
        return tp.__origin__ if tp is not Generic else Generic
    if tp is Generic:
        return Generic
    if isinstance(tp, _types.UnionType):
        return _types.UnionType
    return None


def get_args(tp):
    """The arguments: get_args(Dict[str, int]) is (str, int); Callable[[int], str] gives ([int], str)."""
    if isinstance(tp, _AnnotatedAlias):
        return (tp.__origin__,) + tp.__metadata__
    if isinstance(tp, (_GenericAlias, _types.GenericAlias)):
        res = tp.__args__
        if isinstance(tp, _CallableGenericAlias) and res and res[0] is not ...:
            res = (list(res[:-1]), res[-1])
        return res
    if isinstance(tp, _types.UnionType):
        return tp.__args__
    return ()


def _eval_hint(value, globalns, localns):
    if value is None:
        return _NoneType
    if isinstance(value, str):
        value = ForwardRef(value)
    if isinstance(value, ForwardRef):
        ns = dict(globals())
        if globalns:
            ns.update(globalns)
        try:
            return _eval_hint(eval(value.__forward_arg__, ns, localns), globalns, localns)
        except NameError:
            raise
    if isinstance(value, _GenericAlias) and not isinstance(value, (_LiteralGenericAlias, _AnnotatedAlias)):
        args = tuple(_eval_hint(a, globalns, localns) if isinstance(a, (str, ForwardRef)) else a
                     for a in value.__args__)
        if args != value.__args__:
            return value.copy_with(args)
    return value


def _strip_annotations(t):
    if isinstance(t, _AnnotatedAlias):
        return _strip_annotations(t.__origin__)
    if isinstance(t, _GenericAlias) and not isinstance(t, _LiteralGenericAlias):
        args = tuple(_strip_annotations(a) for a in t.__args__)
        if args != t.__args__:
            return t.copy_with(args)
    return t


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """The annotations of a class (its bases' included), function or module, with string annotations evaluated."""
    if globalns is None:
        # CPython evaluates in the namespace the object was defined in; functions here have no __globals__, and the
        # caller's namespace is that of the program's own objects (forward references to its classes)
        found = _frames.at(1)
        if found is not None:
            globalns = found[2]
    if isinstance(obj, type):
        hints = {}
        for base in reversed(obj.__mro__):
            ann = base.__dict__.get('__annotations__', {})
            for name, value in ann.items():
                hints[name] = _eval_hint(value, globalns, localns if localns is not None else dict(vars(base)))
    else:
        hints = {name: _eval_hint(value, globalns, localns)
                 for name, value in dict(getattr(obj, '__annotations__', {}) or {}).items()}
    if include_extras:
        return hints
    return {k: _strip_annotations(t) for k, t in hints.items()}
