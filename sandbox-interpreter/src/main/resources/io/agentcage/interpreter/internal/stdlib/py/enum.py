"""enum for the sandbox: Enum, IntEnum, StrEnum, Flag, IntFlag, auto and unique with CPython 3.11's reprs,
str forms, value and name lookup, aliases and error messages. The metaclass turns the class body's plain
attributes into singleton members after the body has run ."""

__all__ = ['EnumType', 'EnumMeta', 'Enum', 'IntEnum', 'StrEnum', 'Flag', 'IntFlag', 'ReprEnum', 'auto', 'unique',
           'FlagBoundary', 'STRICT', 'CONFORM', 'EJECT', 'KEEP', 'property', 'member', 'nonmember']

from types import MappingProxyType as _MappingProxy

_builtin_property = property
Enum = None
Flag = None
ReprEnum = None
_NO_VALUE = object()


class auto:
    """Stands for the next value: 1, 2, 3... for Enum, powers of two for Flag, the lower-cased name for StrEnum."""

    def __init__(self, value=_NO_VALUE):
        self.value = value

    def __repr__(self):
        return 'auto(' + ('_auto_null' if self.value is _NO_VALUE else repr(self.value)) + ')'


class member:
    """Forces an attribute to become a member."""

    def __init__(self, value):
        self.value = value


class nonmember:
    """Keeps an attribute from becoming a member."""

    def __init__(self, value):
        self.value = value


class property:
    """The descriptor behind a member's ``name`` and ``value``: readable, never assignable."""

    def __init__(self, fget=None):
        self.fget = fget
        self.name = fget.__name__ if fget is not None else None
        self.owner = None

    def __set_name__(self, owner, name):
        self.name = name
        self.owner = owner

    def __get__(self, instance, ownerclass=None):
        if instance is None:
            return self
        return self.fget(instance)

    def __set__(self, instance, value):
        raise AttributeError('<enum ' + repr(self.owner.__name__) + '> cannot set attribute ' + repr(self.name))

    def __delete__(self, instance):
        raise AttributeError('<enum ' + repr(self.owner.__name__) + '> cannot delete attribute ' + repr(self.name))


def _is_dunder(name):
    return len(name) > 4 and name[:2] == name[-2:] == '__' and name[2] != '_' and name[-3] != '_'


def _is_sunder(name):
    return len(name) > 2 and name[0] == name[-1] == '_' and name[1] != '_' and name[-2] != '_'


def _is_private(cls_name, name):
    prefix = '_' + cls_name.lstrip('_') + '__'
    return name.startswith(prefix) and not name.endswith('__')


_DESCRIPTOR_TYPES = ('function', 'builtin_function_or_method', 'method', 'classmethod', 'staticmethod',
                     'property')


def _is_descriptor(obj):
    t = type(obj)
    if t.__name__ in _DESCRIPTOR_TYPES and t.__module__ == 'builtins':
        return True
    return hasattr(t, '__get__') or hasattr(t, '__set__') or hasattr(t, '__delete__')


def _find_data_type(cls_name, bases):
    for chain in bases:
        for base in chain.__mro__:
            if base is object:
                continue
            if isinstance(base, EnumType):
                if base._member_type_ is not object:
                    return base._member_type_
                continue
            if base.__module__ == 'builtins' or '__new__' in base.__dict__:
                return base
    return object


def _first_enum(cls_name, bases):
    if not bases:
        return object, Enum
    for base in bases:
        if isinstance(base, EnumType) and base._member_names_:
            raise TypeError('<enum ' + repr(cls_name) + '> cannot extend ' + repr(base))
    first = bases[-1]
    if not isinstance(first, EnumType):
        raise TypeError('new enumerations should be created as `EnumName([mixin_type, ...] [data_type,] enum_type)`')
    return _find_data_type(cls_name, bases), first


class _EnumDict(dict):
    """The namespace of an enum's body: an auto() member gets its value when it is assigned, as in CPython 3.11, so
    that later lines of the body can use it (WHITE = RED | GREEN | BLUE)."""

    def __init__(self, cls_name, generate):
        super().__init__()
        self._cls_name = cls_name
        self._generate = generate
        self._last_values = []

    def __setitem__(self, key, value):
        if key == '_generate_next_value_':
            if self._last_values:
                raise TypeError('_generate_next_value_ must be defined before members')
            self._generate = value
        elif not (_is_dunder(key) or _is_sunder(key) or _is_private(self._cls_name, key) or _is_descriptor(value)
                  or isinstance(value, nonmember) or key in dict.get(self, '_ignore_', ())):
            if isinstance(value, auto):
                if value.value is _NO_VALUE:
                    value.value = self._generate(key, 1, len(self._last_values), self._last_values[:])
                value = value.value
            self._last_values.append(value.value if isinstance(value, member) else value)
        super().__setitem__(key, value)


class EnumType(type):
    """The metaclass of enumerations: creates the members and makes the class iterable and subscriptable."""

    @classmethod
    def __prepare__(metacls, cls, bases, **kwds):
        if Enum is None:
            return {}
        first_enum = _first_enum(cls, bases)[1]
        return _EnumDict(cls, getattr(first_enum, '_generate_next_value_'))

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):
        if Enum is None or classdict.get('_enum_base_'):
            return super().__new__(metacls, cls, bases, classdict, **kwds)
        member_type, first_enum = _first_enum(cls, bases)
        ignore = classdict.get('_ignore_', [])
        if isinstance(ignore, str):
            ignore = ignore.replace(',', ' ').split()
        ns = {}
        candidates = []
        for key, value in classdict.items():
            if key in ignore or key == '_ignore_':
                continue
            if isinstance(value, member):
                candidates.append((key, value.value))
            elif isinstance(value, nonmember):
                ns[key] = value.value
            elif _is_dunder(key) or _is_sunder(key) or _is_private(cls, key) or _is_descriptor(value):
                ns[key] = value
            else:
                candidates.append((key, value))
        user_new = ns.pop('__new__', None)
        ns['_new_member_'] = user_new
        ns['_member_names_'] = []
        ns['_member_map_'] = {}
        ns['_value2member_map_'] = {}
        ns['_member_type_'] = member_type
        if boundary is not None:
            ns['_boundary_'] = boundary
        enum_class = super().__new__(metacls, cls, bases, ns, **kwds)
        if user_new is not None:
            type.__setattr__(enum_class, '_new_member_', staticmethod(user_new))
        _fix_methods(enum_class, classdict, member_type, first_enum, bases)
        generate = classdict.get('_generate_next_value_') or getattr(first_enum, '_generate_next_value_')
        last_values = []
        count = 0
        for name, value in candidates:
            if isinstance(value, auto):
                if value.value is _NO_VALUE:
                    value.value = generate(name, 1, count, last_values[:])
                value = value.value
            count += 1
            _add_member(enum_class, name, value, member_type)
            last_values.append(enum_class._member_map_[name]._value_
                               if enum_class._member_map_[name]._name_ == name else value)
        if Flag is not None and issubclass(enum_class, Flag):
            _init_flag(enum_class)
        return enum_class

    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None, start=1, boundary=None):
        if names is None:
            return cls._lookup_value_(value)
        return _create_functional(cls, value, names, module, qualname, type, start, boundary)

    def __contains__(cls, value):
        if not isinstance(value, Enum):
            raise TypeError("unsupported operand type(s) for 'in': " + repr(type(value).__qualname__) + ' and '
                            + repr(cls.__class__.__qualname__))
        return isinstance(value, cls) and value._name_ in cls._member_map_

    def __delattr__(cls, attr):
        if attr in cls.__dict__.get('_member_map_', {}):
            raise AttributeError(repr(cls.__name__) + ' cannot delete member ' + repr(attr) + '.')
        super().__delattr__(attr)

    def __setattr__(cls, name, value):
        if name in cls.__dict__.get('_member_map_', {}):
            raise AttributeError('cannot reassign member ' + repr(name))
        super().__setattr__(name, value)

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __getattr__(cls, name):
        if _is_dunder(name):
            raise AttributeError(name)
        try:
            return cls._member_map_[name]
        except KeyError:
            raise AttributeError(name) from None

    def __iter__(cls):
        return (cls._member_map_[name] for name in cls._member_names_)

    def __reversed__(cls):
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __len__(cls):
        return len(cls._member_names_)

    def __bool__(cls):
        return True

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return '<flag ' + repr(cls.__name__) + '>'
        return '<enum ' + repr(cls.__name__) + '>'

    @_builtin_property
    def __members__(cls):
        return _MappingProxy(dict(cls._member_map_))


EnumMeta = EnumType


def _fix_methods(enum_class, classdict, member_type, first_enum, bases):
    """Makes Enum's repr/str/format win over a data type's (which precedes Enum in the MRO)."""
    if member_type is object:
        return
    if ReprEnum is not None and any(issubclass(b, ReprEnum) for b in bases if isinstance(b, EnumType)):
        if '__format__' not in classdict:
            type.__setattr__(enum_class, '__format__', _data_format)
        if '__str__' not in classdict:
            type.__setattr__(enum_class, '__str__', _data_str)
        if '__repr__' not in classdict and not issubclass(first_enum, ReprEnum):
            type.__setattr__(enum_class, '__repr__', first_enum.__repr__)
        return
    for name in ('__repr__', '__str__', '__format__'):
        if name not in classdict:
            type.__setattr__(enum_class, name, getattr(first_enum, name))


def _data_str(self):
    return str(self._value_)


def _data_format(self, format_spec):
    return format(self._value_, format_spec)


def _add_member(enum_class, name, value, member_type):
    args = value if isinstance(value, tuple) and member_type is not tuple else (value,)
    new_member = enum_class._new_member_
    if new_member is not None:
        obj = new_member(enum_class, *args)
    elif member_type is object:
        obj = object.__new__(enum_class)
    else:
        obj = member_type.__new__(enum_class, *args)
    if getattr(obj, '_value_', _NO_VALUE) is _NO_VALUE:
        obj._value_ = value if member_type is object else member_type(*args)
    value = obj._value_
    obj._name_ = name
    obj.__objclass__ = enum_class
    obj.__init__(*args)
    obj._sort_order_ = len(enum_class._member_names_)
    existing = None
    try:
        existing = enum_class._value2member_map_.get(value)
    except TypeError:
        for other in enum_class._member_map_.values():
            if other._value_ == value:
                existing = other
                break
    if existing is not None and (Flag is None or not issubclass(enum_class, Flag) or existing._name_ is not None):
        obj = existing
    else:
        enum_class._member_names_.append(name)
    enum_class._member_map_[name] = obj
    try:
        enum_class._value2member_map_.setdefault(value, obj)
    except TypeError:
        pass
    type.__setattr__(enum_class, name, obj)


def _create_functional(cls, class_name, names, module, qualname, type_, start, boundary):
    if isinstance(names, str):
        names = names.replace(',', ' ').split()
    items = []
    if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
        last_values = []
        for count, name in enumerate(names):
            value = cls._generate_next_value_(name, start, count, last_values[:])
            last_values.append(value)
            items.append((name, value))
    elif hasattr(names, 'items'):
        items = list(names.items())
    else:
        items = [(item[0], item[1]) for item in names]
    classdict = {}
    for name, value in items:
        classdict[name] = value
    classdict['__module__'] = module if module is not None else '__main__'
    if qualname is not None:
        classdict['__qualname__'] = qualname
    bases = (cls,) if type_ is None else (type_, cls)
    metacls = cls.__class__
    return metacls.__new__(metacls, class_name, bases, classdict, boundary=boundary)


class Enum(metaclass=EnumType):
    """Generic enumeration: members are singletons with a name and a value."""
    _enum_base_ = True
    _member_names_ = []
    _member_map_ = {}
    _value2member_map_ = {}
    _member_type_ = object
    _new_member_ = None

    def _generate_next_value_(name, start, count, last_values):
        for last in reversed(last_values):
            try:
                return last + 1
            except TypeError:
                pass
        return start

    @classmethod
    def _missing_(cls, value):
        return None

    @classmethod
    def _lookup_value_(cls, value):
        if type(value) is cls:
            return value
        try:
            return cls._value2member_map_[value]
        except KeyError:
            pass
        except TypeError:
            for m in cls._member_map_.values():
                if m._value_ == value:
                    return m
        result = cls._missing_(value)
        if isinstance(result, cls):
            return result
        if result is None:
            raise ValueError(repr(value) + ' is not a valid ' + cls.__qualname__)
        raise TypeError('error in ' + cls.__name__ + '._missing_: returned ' + repr(result)
                        + ' instead of None or a valid member')

    def __init__(self, *args, **kwds):
        pass

    def __repr__(self):
        return '<' + self.__class__.__name__ + '.' + self._name_ + ': ' + repr(self._value_) + '>'

    def __str__(self):
        return self.__class__.__name__ + '.' + self._name_

    def __format__(self, format_spec):
        return format(str(self), format_spec)

    def __hash__(self):
        return hash(self._name_)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_,)

    @property
    def name(self):
        return self._name_

    @property
    def value(self):
        return self._value_


class ReprEnum(Enum):
    """An enum whose str() and format() are those of its data type; only repr() is the enum's."""
    _enum_base_ = True


class IntEnum(int, ReprEnum):
    """Enum whose members are also ints."""
    _enum_base_ = True
    _member_type_ = int
    __repr__ = Enum.__repr__

    def __str__(self):
        return str(self._value_)

    def __format__(self, format_spec):
        return format(self._value_, format_spec)


class StrEnum(str, ReprEnum):
    """Enum whose members are also strings; auto() gives the lower-cased member name."""
    _enum_base_ = True
    _member_type_ = str
    __repr__ = Enum.__repr__

    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError('too many arguments for str(): ' + repr(values))
        if len(values) == 1 and not isinstance(values[0], str):
            raise TypeError(repr(values[0]) + ' is not a string')
        obj = str.__new__(cls, *values)
        obj._value_ = str(*values)
        return obj

    def __str__(self):
        return self._value_

    def __format__(self, format_spec):
        return format(self._value_, format_spec)

    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


def _high_bit(value):
    return value.bit_length() - 1


def _bits_lsb(value):
    while value:
        low = value & (~value + 1)
        yield low
        value ^= low


class Flag(Enum, boundary='strict'):
    """Members combine with |, & and ^; combinations are members too (named 'A|B')."""
    _enum_base_ = True
    _boundary_ = 'strict'

    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return start if start is not None else 1
        last = max(last_values)
        try:
            high = _high_bit(last)
        except Exception:
            raise TypeError('invalid flag value ' + repr(last)) from None
        return 2 ** (high + 1)

    @classmethod
    def _iter_member_(cls, value):
        if cls._by_definition_:
            for m in cls._canonical_:
                if m._value_ & value == m._value_:
                    yield m
        else:
            for bit in _bits_lsb(value & cls._flag_mask_):
                yield cls._value2member_map_[bit]

    @classmethod
    def _missing_(cls, value):
        if not isinstance(value, int):
            raise ValueError(repr(value) + ' is not a valid ' + cls.__qualname__)
        flag_mask = cls._flag_mask_
        all_bits = 2 ** flag_mask.bit_length() - 1
        given = value
        if value < 0:
            value = all_bits + 1 + value
        unknown = value & ~flag_mask
        if unknown and cls._boundary_ == 'strict':
            width = max(flag_mask.bit_length(), given.bit_length())
            raise ValueError(repr(cls) + ' invalid value ' + repr(given) + '\n    given 0b0 '
                             + format(given, '0' + str(width) + 'b') + '\n  allowed 0b0 '
                             + format(flag_mask, '0' + str(width) + 'b'))
        if unknown and cls._boundary_ == 'conform':
            value &= flag_mask
            unknown = 0
        if unknown and cls._boundary_ == 'eject':
            return value
        if cls._member_type_ is object:
            pseudo = object.__new__(cls)
        else:
            pseudo = cls._member_type_.__new__(cls, value)
        pseudo._value_ = value
        names = [m._name_ for m in cls._iter_member_(value & flag_mask)]
        if unknown:
            names.append(str(unknown))
        pseudo._name_ = '|'.join(names) if names else None
        return cls._value2member_map_.setdefault(value, pseudo)

    def __repr__(self):
        cls_name = self.__class__.__name__
        if self._name_ is None:
            return '<' + cls_name + ': ' + repr(self._value_) + '>'
        return '<' + cls_name + '.' + self._name_ + ': ' + repr(self._value_) + '>'

    def __str__(self):
        if self._name_ is None:
            return self.__class__.__name__ + '(' + repr(self._value_) + ')'
        return self.__class__.__name__ + '.' + self._name_

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError("unsupported operand type(s) for 'in': " + repr(type(other).__qualname__) + ' and '
                            + repr(self.__class__.__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        return iter(list(self.__class__._iter_member_(self._value_)))

    def __len__(self):
        return bin(self._value_).count('1')

    def __bool__(self):
        return bool(self._value_)

    def _other_value(self, other):
        if isinstance(other, self.__class__):
            return other._value_
        if self._member_type_ is not object and isinstance(other, self._member_type_):
            return other
        return NotImplemented

    def __or__(self, other):
        v = self._other_value(other)
        if v is NotImplemented:
            return v
        return self.__class__(self._value_ | v)

    def __and__(self, other):
        v = self._other_value(other)
        if v is NotImplemented:
            return v
        return self.__class__(self._value_ & v)

    def __xor__(self, other):
        v = self._other_value(other)
        if v is NotImplemented:
            return v
        return self.__class__(self._value_ ^ v)

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__

    def __invert__(self):
        return self.__class__(self._flag_mask_ ^ (self._value_ & self._flag_mask_))


def _init_flag(cls):
    canonical = []
    mask = 0
    for name in cls._member_names_:
        m = cls._member_map_[name]
        v = m._value_
        if isinstance(v, int) and v > 0 and v & (v - 1) == 0:
            canonical.append(m)
        if isinstance(v, int):
            mask |= v
    values = [m._value_ for m in canonical]
    type.__setattr__(cls, '_canonical_', canonical)
    type.__setattr__(cls, '_flag_mask_', mask)
    type.__setattr__(cls, '_by_definition_', values != sorted(values))
    if canonical:
        type.__setattr__(cls, '_member_names_', [m._name_ for m in canonical])


class IntFlag(int, ReprEnum, Flag, boundary='keep'):
    """Flag whose members are also ints; values outside the flags are kept."""
    _enum_base_ = True
    _member_type_ = int
    _boundary_ = 'keep'
    # int precedes Flag in the MRO: take Flag's operators and repr explicitly
    __repr__ = Flag.__repr__
    __or__ = Flag.__or__
    __and__ = Flag.__and__
    __xor__ = Flag.__xor__
    __ror__ = Flag.__or__
    __rand__ = Flag.__and__
    __rxor__ = Flag.__xor__
    __invert__ = Flag.__invert__
    __contains__ = Flag.__contains__
    __iter__ = Flag.__iter__
    __len__ = Flag.__len__

    def __str__(self):
        return str(self._value_)

    def __format__(self, format_spec):
        return format(self._value_, format_spec)


def unique(enumeration):
    """Class decorator refusing aliases (two names for one value)."""
    duplicates = [(name, m._name_) for name, m in enumeration.__members__.items() if name != m._name_]
    if duplicates:
        details = ', '.join([alias + ' -> ' + name for alias, name in duplicates])
        raise ValueError('duplicate values found in ' + repr(enumeration) + ': ' + details)
    return enumeration


class FlagBoundary(StrEnum):
    STRICT = 'strict'
    CONFORM = 'conform'
    EJECT = 'eject'
    KEEP = 'keep'


STRICT, CONFORM, EJECT, KEEP = FlagBoundary.STRICT, FlagBoundary.CONFORM, FlagBoundary.EJECT, FlagBoundary.KEEP
