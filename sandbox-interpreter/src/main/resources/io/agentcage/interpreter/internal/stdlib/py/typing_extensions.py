"""typing_extensions: the typing module's names, plus the few newer ones agent code imports from here
(override, deprecated, get_original_bases). Like the PyPI package, it re-exports typing where typing has a name."""
import typing as _typing
from typing import *

__all__ = list(_typing.__all__) + ['override', 'deprecated', 'get_original_bases']


def override(method, /):
    """Marks a method as overriding one of a base class (PEP 698); sets __override__ when it can."""
    try:
        method.__override__ = True
    except (AttributeError, TypeError):
        pass
    return method


class deprecated:
    """Marks a class or function as deprecated (PEP 702); the message is kept in __deprecated__."""

    def __init__(self, message, /, *, category=DeprecationWarning, stacklevel=1):
        if not isinstance(message, str):
            raise TypeError(f"Expected an object of type str for 'message', not {type(message).__name__!r}")
        self.message = message
        self.category = category
        self.stacklevel = stacklevel

    def __call__(self, arg, /):
        try:
            arg.__deprecated__ = self.message
        except (AttributeError, TypeError):
            pass
        return arg


def get_original_bases(cls, /):
    """The bases of a class as written in its class statement, before __mro_entries__ (PEP 560)."""
    try:
        return cls.__dict__.get('__orig_bases__', cls.__bases__)
    except AttributeError:
        raise TypeError(f'Expected an instance of type, not {type(cls).__name__!r}') from None
