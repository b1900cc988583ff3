"""dataclasses for the sandbox: the decorator reads the class's __annotations__ and writes __init__, __repr__,
__eq__, the ordering methods, __hash__ and the frozen guards as CPython 3.11 does (generated methods are real
functions, so argument errors read 'C.__init__() missing 1 required positional argument: ...')."""

__all__ = ['dataclass', 'field', 'Field', 'FrozenInstanceError', 'InitVar', 'KW_ONLY', 'MISSING', 'fields',
           'asdict', 'astuple', 'make_dataclass', 'replace', 'is_dataclass']


from types import MappingProxyType as _MappingProxy

_builtin_repr = repr


class FrozenInstanceError(AttributeError):
    pass


class _MISSING_TYPE:
    pass


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    pass


KW_ONLY = _KW_ONLY_TYPE()


class _FactoryMarker:
    def __repr__(self):
        return '<factory>'


_HAS_DEFAULT_FACTORY = _FactoryMarker()


class _FieldKind:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


_FIELD = _FieldKind('_FIELD')
_FIELD_CLASSVAR = _FieldKind('_FIELD_CLASSVAR')
_FIELD_INITVAR = _FieldKind('_FIELD_INITVAR')


_EMPTY_METADATA = _MappingProxy({})


class InitVar:
    __slots__ = ('type',)

    def __init__(self, type):
        self.type = type

    def __repr__(self):
        shown = self.type.__name__ if isinstance(self.type, type) else repr(self.type)
        return 'dataclasses.InitVar[' + shown + ']'

    def __class_getitem__(cls, type):
        return InitVar(type)


class Field:
    __slots__ = ('name', 'type', 'default', 'default_factory', 'repr', 'hash', 'init', 'compare', 'metadata',
                 'kw_only', '_field_type')

    def __init__(self, default, default_factory, init, repr, hash, compare, metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = _EMPTY_METADATA if metadata is None else _MappingProxy(dict(metadata))
        self.kw_only = kw_only
        self._field_type = None

    def __repr__(self):
        return ('Field(name=' + repr(self.name) + ',type=' + repr(self.type) + ',default=' + repr(self.default)
                + ',default_factory=' + repr(self.default_factory) + ',init=' + repr(self.init)
                + ',repr=' + repr(self.repr) + ',hash=' + repr(self.hash) + ',compare=' + repr(self.compare)
                + ',metadata=' + repr(self.metadata) + ',kw_only=' + repr(self.kw_only)
                + ',_field_type=' + repr(self._field_type) + ')')


class _DataclassParams:
    __slots__ = ('init', 'repr', 'eq', 'order', 'unsafe_hash', 'frozen')

    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen

    def __repr__(self):
        return ('_DataclassParams(init=' + repr(self.init) + ',repr=' + repr(self.repr) + ',eq=' + repr(self.eq)
                + ',order=' + repr(self.order) + ',unsafe_hash=' + repr(self.unsafe_hash)
                + ',frozen=' + repr(self.frozen) + ')')


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True, hash=None, compare=True,
          metadata=None, kw_only=MISSING):
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


# ---- reading annotations ----

def _string_annotation_names(text):
    """'ClassVar[int]' -> 'ClassVar'; 'dataclasses.InitVar[int]' -> 'InitVar'."""
    head = text.strip()
    cut = len(head)
    for i, ch in enumerate(head):
        if ch == '[' or ch == ' ':
            cut = i
            break
    head = head[:cut]
    return head.rsplit('.', 1)[-1]


def _is_classvar(tp):
    if isinstance(tp, str):
        return _string_annotation_names(tp) == 'ClassVar'
    form = getattr(tp, '__origin__', tp)
    return type(form).__name__ == '_SpecialForm' and getattr(form, '_name', None) == 'ClassVar'


def _is_initvar(tp):
    if isinstance(tp, str):
        return _string_annotation_names(tp) == 'InitVar'
    return tp is InitVar or type(tp) is InitVar


def _is_kw_only(tp):
    if isinstance(tp, str):
        return _string_annotation_names(tp) == 'KW_ONLY'
    return tp is KW_ONLY


def _get_field(cls, name, tp, default_kw_only):
    default = getattr(cls, name, MISSING)
    if isinstance(default, Field):
        f = default
    else:
        f = field(default=default)
    f.name = name
    f.type = tp
    f._field_type = _FIELD
    if _is_classvar(tp):
        f._field_type = _FIELD_CLASSVAR
    elif _is_initvar(tp):
        f._field_type = _FIELD_INITVAR
    if f._field_type is not _FIELD and f.default_factory is not MISSING:
        raise TypeError('field ' + name + ' cannot have a default factory')
    if f._field_type is _FIELD_CLASSVAR:
        if f.kw_only is not MISSING:
            raise TypeError('field ' + name + ' is a ClassVar but specifies kw_only')
    elif f.kw_only is MISSING:
        f.kw_only = default_kw_only
    if f._field_type is _FIELD and type(f.default).__hash__ is None:
        raise ValueError('mutable default ' + repr(type(f.default)) + ' for field ' + name
                         + ' is not allowed: use default_factory')
    return f


# ---- generated methods ----

def _set_new_attribute(cls, name, value):
    if name in cls.__dict__:
        return True
    if callable(value) and hasattr(value, '__qualname__'):
        value.__qualname__ = cls.__qualname__ + '.' + value.__name__
    setattr(cls, name, value)
    return False


def _init_param(f):
    if f.default is MISSING and f.default_factory is MISSING:
        return f.name
    if f.default_factory is not MISSING:
        return f.name + '=_HAS_DEFAULT_FACTORY'
    return f.name + '=__dataclass_dflt_' + f.name + '__'


def _field_assignment(f, frozen, env, self_name):
    dflt = '__dataclass_dflt_' + f.name + '__'
    if f.default_factory is not MISSING:
        env[dflt] = f.default_factory
        if f.init:
            value = dflt + '() if ' + f.name + ' is _HAS_DEFAULT_FACTORY else ' + f.name
        else:
            value = dflt + '()'
    elif f.init:
        if f.default is not MISSING:
            env[dflt] = f.default
        value = f.name
    else:
        return None
    if f._field_type is _FIELD_INITVAR:
        return None
    if frozen:
        return '__dataclass_object__.__setattr__(' + self_name + ', ' + repr(f.name) + ', ' + value + ')'
    return self_name + '.' + f.name + ' = ' + value


def _init_fn(all_fields, std_fields, kw_fields, frozen, has_post_init, self_name):
    seen_default = False
    for f in std_fields:
        if f.init:
            if not (f.default is MISSING and f.default_factory is MISSING):
                seen_default = True
            elif seen_default:
                raise TypeError('non-default argument ' + repr(f.name) + ' follows default argument')
    env = {'MISSING': MISSING, '_HAS_DEFAULT_FACTORY': _HAS_DEFAULT_FACTORY, '__dataclass_object__': object}
    body = []
    for f in all_fields:
        line = _field_assignment(f, frozen, env, self_name)
        if line:
            body.append(line)
    if has_post_init:
        init_vars = [f.name for f in all_fields if f._field_type is _FIELD_INITVAR]
        body.append(self_name + '.__post_init__(' + ', '.join(init_vars) + ')')
    if not body:
        body = ['pass']
    params = [self_name] + [_init_param(f) for f in std_fields if f.init]
    kw_params = [_init_param(f) for f in kw_fields if f.init]
    if kw_params:
        params = params + ['*'] + kw_params
    src = 'def __init__(' + ', '.join(params) + '):\n' + ''.join('    ' + b + '\n' for b in body)
    exec(src, env)
    return env['__init__']


_repr_running = set()


# The generated methods are compiled from source, as CPython's are, so that they run as fast as hand-written ones:
# `(self.a,self.b,) < (other.a,other.b,)` rather than a helper that collects the values with getattr.
def _make_fn(name, params, body, env):
    src = 'def ' + name + '(' + ', '.join(params) + '):\n' + ''.join('    ' + b + '\n' for b in body)
    exec(src, env)
    return env[name]


def _tuple_str(obj, names):
    if not names:
        return '()'
    return '(' + ''.join(obj + '.' + n + ',' for n in names) + ')'


def _repr_fn(fields):
    parts = ', '.join(f.name + '={self.' + f.name + '!r}' for f in fields)
    body = ['key = id(self)',
            'if key in _repr_running:',
            "    return '...'",
            '_repr_running.add(key)',
            'try:',
            '    return self.__class__.__qualname__ + f"(' + parts + ')"',
            'finally:',
            '    _repr_running.discard(key)']
    return _make_fn('__repr__', ['self'], body, {'_repr_running': _repr_running})


_COMPARE_OPS = {'__eq__': '==', '__lt__': '<', '__le__': '<=', '__gt__': '>', '__ge__': '>='}


def _compare_fn(name, fields):
    names = [f.name for f in fields]
    body = ['if other.__class__ is self.__class__:',
            '    return ' + _tuple_str('self', names) + _COMPARE_OPS[name] + _tuple_str('other', names),
            'return NotImplemented']
    return _make_fn(name, ['self', 'other'], body, {})


def _hash_fn(fields):
    return _make_fn('__hash__', ['self'], ['return hash(' + _tuple_str('self', [f.name for f in fields]) + ')'], {})


def _frozen_methods(cls, fields):
    names = set(f.name for f in fields)

    def __setattr__(self, name, value):
        if type(self) is cls or name in names:
            raise FrozenInstanceError('cannot assign to field ' + repr(name))
        super(cls, self).__setattr__(name, value)

    def __delattr__(self, name):
        if type(self) is cls or name in names:
            raise FrozenInstanceError('cannot delete field ' + repr(name))
        super(cls, self).__delattr__(name)
    return [__setattr__, __delattr__]


def _annotation_text(tp):
    if isinstance(tp, type):
        if tp.__module__ == 'builtins':
            return tp.__qualname__
        return tp.__module__ + '.' + tp.__qualname__
    return repr(tp)


def _signature_doc(cls, std_fields, kw_fields):
    def param(f):
        text = f.name + ': ' + _annotation_text(f.type)
        if f.default_factory is not MISSING:
            return text + ' = <factory>'
        if f.default is not MISSING:
            return text + ' = ' + repr(f.default)
        return text
    parts = [param(f) for f in std_fields if f.init]
    kws = [param(f) for f in kw_fields if f.init]
    if kws:
        parts = parts + ['*'] + kws
    return cls.__name__ + '(' + ', '.join(parts) + ')'


# ---- the decorator ----

def _hash_action(cls, fields, unsafe_hash, eq, frozen, has_explicit_hash):
    hash_fields = [f for f in fields if (f.compare if f.hash is None else f.hash)]
    if unsafe_hash:
        if has_explicit_hash:
            raise TypeError('Cannot overwrite attribute __hash__ in class ' + cls.__name__)
        cls.__hash__ = _with_qualname(cls, _hash_fn(hash_fields))
    elif eq and not has_explicit_hash:
        if frozen:
            cls.__hash__ = _with_qualname(cls, _hash_fn(hash_fields))
        else:
            cls.__hash__ = None


def _with_qualname(cls, fn):
    fn.__qualname__ = cls.__qualname__ + '.' + fn.__name__
    return fn


def _collect_fields(cls, kw_only):
    fields = {}
    has_dataclass_bases = False
    any_frozen_base = False
    for base in cls.__mro__[-1:0:-1]:
        base_fields = getattr(base, '__dataclass_fields__', None)
        if base_fields is not None:
            has_dataclass_bases = True
            for f in base_fields.values():
                fields[f.name] = f
            if getattr(base, '__dataclass_params__').frozen:
                any_frozen_base = True
    annotations = cls.__dict__.get('__annotations__', {})
    own = []
    kw_only_seen = False
    for name, tp in annotations.items():
        if _is_kw_only(tp):
            if kw_only_seen:
                raise TypeError(repr(name) + ' is KW_ONLY, but KW_ONLY has already been specified')
            kw_only_seen = True
            kw_only = True
        else:
            own.append(_get_field(cls, name, tp, kw_only))
    for f in own:
        fields[f.name] = f
        if isinstance(cls.__dict__.get(f.name), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)
    for name, value in cls.__dict__.items():
        if isinstance(value, Field) and name not in annotations:
            raise TypeError(repr(name) + ' is a field but has no type annotation')
    return fields, has_dataclass_bases, any_frozen_base


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots):
    fields, has_dataclass_bases, any_frozen_base = _collect_fields(cls, kw_only)
    cls.__dataclass_params__ = _DataclassParams(init, repr, eq, order, unsafe_hash, frozen)
    if has_dataclass_bases:
        if any_frozen_base and not frozen:
            raise TypeError('cannot inherit non-frozen dataclass from a frozen one')
        if not any_frozen_base and frozen:
            raise TypeError('cannot inherit frozen dataclass from a non-frozen one')
    cls.__dataclass_fields__ = fields
    class_hash = cls.__dict__.get('__hash__', MISSING)
    has_explicit_hash = not (class_hash is MISSING or (class_hash is None and '__eq__' in cls.__dict__))
    if order and not eq:
        raise ValueError('eq must be true if order is true')
    init_fields = [f for f in fields.values() if f._field_type is _FIELD or f._field_type is _FIELD_INITVAR]
    std_fields = [f for f in init_fields if not f.kw_only]
    kw_fields = [f for f in init_fields if f.kw_only]
    if init:
        self_name = '__dataclass_self__' if 'self' in fields else 'self'
        _set_new_attribute(cls, '__init__', _init_fn(init_fields, std_fields, kw_fields, frozen,
                                                     hasattr(cls, '__post_init__'), self_name))
    real_fields = [f for f in fields.values() if f._field_type is _FIELD]
    if repr:
        _set_new_attribute(cls, '__repr__', _repr_fn([f for f in real_fields if f.repr]))
    compared = [f for f in real_fields if f.compare]
    if eq:
        _set_new_attribute(cls, '__eq__', _compare_fn('__eq__', compared))
    if order:
        for name in ('__lt__', '__le__', '__gt__', '__ge__'):
            if _set_new_attribute(cls, name, _compare_fn(name, compared)):
                raise TypeError('Cannot overwrite attribute ' + name + ' in class ' + cls.__name__
                                + '. Consider using functools.total_ordering')
    if frozen:
        for fn in _frozen_methods(cls, real_fields):
            if _set_new_attribute(cls, fn.__name__, fn):
                raise TypeError('Cannot overwrite attribute ' + fn.__name__ + ' in class ' + cls.__name__)
    _hash_action(cls, real_fields, unsafe_hash, eq, frozen, has_explicit_hash)
    if not cls.__dict__.get('__doc__'):
        cls.__doc__ = _signature_doc(cls, std_fields, kw_fields)
    if match_args:
        _set_new_attribute(cls, '__match_args__', tuple(f.name for f in std_fields if f.init))
    if slots:
        cls = _add_slots(cls, real_fields)
    return cls


def _add_slots(cls, real_fields):
    if '__slots__' in cls.__dict__:
        raise TypeError(cls.__name__ + ' already specifies __slots__')
    ns = dict(cls.__dict__)
    names = tuple(f.name for f in real_fields)
    inherited = set()
    for base in cls.__mro__[1:-1]:
        inherited.update(getattr(base, '__slots__', ()))
    ns['__slots__'] = tuple(n for n in names if n not in inherited)
    for n in names:
        ns.pop(n, None)
    ns.pop('__dict__', None)
    ns.pop('__weakref__', None)
    qualname = cls.__qualname__
    new_cls = type(cls)(cls.__name__, cls.__bases__, ns)
    new_cls.__qualname__ = qualname
    return new_cls


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False, frozen=False,
              match_args=True, kw_only=False, slots=False, weakref_slot=False):
    def wrap(c):
        return _process_class(c, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots)
    if cls is None:
        return wrap
    return wrap(cls)


# ---- functions over dataclasses ----

def fields(class_or_instance):
    try:
        all_fields = class_or_instance.__dataclass_fields__
    except AttributeError:
        raise TypeError('must be called with a dataclass type or instance') from None
    return tuple(f for f in all_fields.values() if f._field_type is _FIELD)


def _is_dataclass_instance(obj):
    return hasattr(type(obj), '__dataclass_fields__')


def is_dataclass(obj):
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, '__dataclass_fields__')


_ATOMIC = (type(None), bool, int, float, complex, str, bytes, type)


def _copy_value(obj):
    if isinstance(obj, _ATOMIC) or callable(obj):
        return obj
    import copy
    return copy.deepcopy(obj)


def asdict(obj, *, dict_factory=dict):
    if not _is_dataclass_instance(obj):
        raise TypeError('asdict() should be called on dataclass instances')
    return _asdict_inner(obj, dict_factory)


def _asdict_inner(obj, dict_factory):
    if _is_dataclass_instance(obj):
        return dict_factory([(f.name, _asdict_inner(getattr(obj, f.name), dict_factory)) for f in fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_asdict_inner(v, dict_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_asdict_inner(v, dict_factory) for v in obj)
    if isinstance(obj, dict):
        return type(obj)((_asdict_inner(k, dict_factory), _asdict_inner(v, dict_factory)) for k, v in obj.items())
    return _copy_value(obj)


def astuple(obj, *, tuple_factory=tuple):
    if not _is_dataclass_instance(obj):
        raise TypeError('astuple() should be called on dataclass instances')
    return _astuple_inner(obj, tuple_factory)


def _astuple_inner(obj, tuple_factory):
    if _is_dataclass_instance(obj):
        return tuple_factory([_astuple_inner(getattr(obj, f.name), tuple_factory) for f in fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_astuple_inner(v, tuple_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_astuple_inner(v, tuple_factory) for v in obj)
    if isinstance(obj, dict):
        return type(obj)((_astuple_inner(k, tuple_factory), _astuple_inner(v, tuple_factory))
                         for k, v in obj.items())
    return _copy_value(obj)


def replace(obj, /, **changes):
    if not _is_dataclass_instance(obj):
        raise TypeError('replace() should be called on dataclass instances')
    for f in obj.__dataclass_fields__.values():
        if f._field_type is _FIELD_CLASSVAR:
            continue
        if not f.init:
            if f.name in changes:
                raise ValueError('field ' + f.name + ' is declared with init=False, it cannot be specified with'
                                 ' replace()')
            continue
        if f.name not in changes:
            if f._field_type is _FIELD_INITVAR and f.default is MISSING:
                raise ValueError('InitVar ' + repr(f.name) + ' must be specified with replace()')
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)


_KEYWORDS = frozenset(['False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class',
                       'continue', 'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global',
                       'if', 'import', 'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise', 'return',
                       'try', 'while', 'with', 'yield'])


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True, repr=True, eq=True, order=False,
                   unsafe_hash=False, frozen=False, match_args=True, kw_only=False, slots=False,
                   weakref_slot=False):
    ns = {} if namespace is None else dict(namespace)
    seen = set()
    annotations = {}
    for item in fields:
        if isinstance(item, str):
            name, tp = item, 'typing.Any'
        elif len(item) == 2:
            name, tp = item
        elif len(item) == 3:
            name, tp, spec = item
            ns[name] = spec
        else:
            raise TypeError('Invalid field: ' + _builtin_repr(item))
        if not isinstance(name, str) or not name.isidentifier():
            raise TypeError('Field names must be valid identifiers: ' + _builtin_repr(name))
        if name in _KEYWORDS:
            raise TypeError('Field names must not be keywords: ' + _builtin_repr(name))
        if name in seen:
            raise TypeError('Field name duplicated: ' + _builtin_repr(name))
        seen.add(name)
        annotations[name] = tp
    ns['__annotations__'] = annotations
    cls = type(cls_name, tuple(bases), ns)
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order, unsafe_hash=unsafe_hash, frozen=frozen,
                     match_args=match_args, kw_only=kw_only, slots=slots, weakref_slot=weakref_slot)
