"""abc for the sandbox: ABCMeta, ABC, abstractmethod and virtual subclasses (register). Instantiating a class
that still has abstract methods raises CPython 3.11's TypeError."""

__all__ = ['ABCMeta', 'ABC', 'abstractmethod', 'abstractclassmethod', 'abstractstaticmethod', 'abstractproperty',
           'get_cache_token', 'update_abstractmethods']


def abstractmethod(funcobj):
    """Marks a method abstract: a class with abstract methods left cannot be instantiated."""
    funcobj.__isabstractmethod__ = True
    return funcobj


def _is_abstract(value):
    if getattr(value, '__isabstractmethod__', False):
        return True
    if isinstance(value, property):
        return any(getattr(f, '__isabstractmethod__', False) for f in (value.fget, value.fset, value.fdel))
    if isinstance(value, (classmethod, staticmethod)):
        return getattr(value.__func__, '__isabstractmethod__', False)
    return False


class abstractclassmethod(classmethod):
    __isabstractmethod__ = True

    def __init__(self, callable):
        callable.__isabstractmethod__ = True
        super().__init__(callable)


class abstractstaticmethod(staticmethod):
    __isabstractmethod__ = True

    def __init__(self, callable):
        callable.__isabstractmethod__ = True
        super().__init__(callable)


class abstractproperty(property):
    __isabstractmethod__ = True


_cache_token = 0


def get_cache_token():
    return _cache_token


def _abstract_names(cls, namespace, bases):
    names = set()
    for name, value in namespace.items():
        if _is_abstract(value):
            names.add(name)
    for base in bases:
        for name in getattr(base, '__abstractmethods__', ()):
            if _is_abstract(getattr(cls, name, None)):
                names.add(name)
    return frozenset(names)


class ABCMeta(type):
    """Metaclass of abstract base classes."""

    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        type.__setattr__(cls, '__abstractmethods__', _abstract_names(cls, namespace, bases))
        type.__setattr__(cls, '_abc_registry', [])
        type.__setattr__(cls, '_abc_subclasses', [])
        type.__setattr__(cls, '_abc_cache', {})
        type.__setattr__(cls, '_abc_cache_token', _cache_token)
        for base in bases:
            if isinstance(base, ABCMeta):
                base.__dict__['_abc_subclasses'].append(cls)
        return cls

    def __call__(cls, *args, **kwargs):
        abstract = cls.__dict__.get('__abstractmethods__', getattr(cls, '__abstractmethods__', ()))
        if abstract:
            names = sorted(abstract)
            raise TypeError("Can't instantiate abstract class " + cls.__name__ + ' with abstract method'
                            + ('s ' if len(names) > 1 else ' ') + ', '.join(names))
        return super().__call__(*args, **kwargs)

    def register(cls, subclass):
        """Registers a virtual subclass: issubclass() and isinstance() accept it."""
        global _cache_token
        if not isinstance(subclass, type):
            raise TypeError('Can only register classes')
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError('Refusing to create an inheritance cycle')
        cls._abc_registry.append(subclass)
        _cache_token += 1
        return subclass

    def __instancecheck__(cls, instance):
        return cls.__subclasscheck__(type(instance))

    def __subclasscheck__(cls, subclass):
        if not isinstance(subclass, type):
            raise TypeError('issubclass() arg 1 must be a class')
        if cls in subclass.__mro__:
            return True
        own = cls.__dict__
        cache = own.get('_abc_cache')
        if cache is not None:
            if own['_abc_cache_token'] != _cache_token:
                cache.clear()
                type.__setattr__(cls, '_abc_cache_token', _cache_token)
            elif subclass in cache:
                return cache[subclass]
        ok = cls._abc_compute(subclass)
        if cache is not None:
            cache[subclass] = ok
        return ok

    def _abc_compute(cls, subclass):
        hook = getattr(cls, '__subclasshook__', None)
        if hook is not None:
            ok = hook(subclass)
            if ok is not NotImplemented:
                return bool(ok)
        for registered in cls.__dict__.get('_abc_registry', ()):
            if registered is subclass or issubclass(subclass, registered):
                return True
        # a subclass of a subclass (e.g. list is a MutableSequence, so an Iterable), as CPython checks
        for scls in cls.__dict__.get('_abc_subclasses', ()):
            if issubclass(subclass, scls):
                return True
        return False

    def _dump_registry(cls, file=None):
        print('Class: ' + cls.__module__ + '.' + cls.__qualname__, file=file)


class ABC(metaclass=ABCMeta):
    """Helper base class: ``class Shape(ABC)`` instead of ``metaclass=ABCMeta``."""
    __slots__ = ()

    @classmethod
    def __subclasshook__(cls, subclass):
        return NotImplemented


def update_abstractmethods(cls):
    """Recomputes cls.__abstractmethods__ after methods were added or replaced."""
    if not hasattr(cls, '__abstractmethods__'):
        return cls
    names = set()
    for base in cls.__bases__:
        for name in getattr(base, '__abstractmethods__', ()):
            if _is_abstract(getattr(cls, name, None)):
                names.add(name)
    for name, value in cls.__dict__.items():
        if _is_abstract(value):
            names.add(name)
    type.__setattr__(cls, '__abstractmethods__', frozenset(names))
    return cls
