"""types for the sandbox: SimpleNamespace and MappingProxyType as CPython 3.11 has them, and the type objects of
functions, generators, methods and modules for isinstance checks. Code, frame and traceback types are not
modelled (the sandbox has no such objects), so they are absent."""

__all__ = ['SimpleNamespace', 'MappingProxyType', 'FunctionType', 'LambdaType', 'GeneratorType',
           'BuiltinFunctionType', 'BuiltinMethodType', 'MethodType', 'ModuleType', 'NoneType', 'EllipsisType',
           'NotImplementedType', 'GenericAlias']


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
GenericAlias = type(list[int])

del _function, _generator, _Class
