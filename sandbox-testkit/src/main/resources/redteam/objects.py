# Decorators, metaclasses, exceptions' attributes and finalisers: places where code runs or objects appear that
# the author did not write, as a way to a function's internals or to code running outside the budget.
# default docker: n/a CPython in a container may import os; the container is the boundary (containers.py)

### objects-01 a decorator that returns the decorated function's code
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
def d(f):
    return f.__code__
@d
def g():
    pass
print('ESCAPED', g)

### objects-02 a class decorator that walks the class to its subclasses
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
def d(cls):
    return cls.__base__.__subclasses__()
@d
class C:
    pass
print('ESCAPED', C)

### objects-03 a metaclass's __subclasses__
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
class M(type):
    pass
print('ESCAPED', M.__subclasses__(M))

### objects-04 a metaclass __new__ reading the namespace of every class it makes
# strict: accept
# standard: accept
# interpreter: prints ['__module__', '__qualname__', 'x']
class M(type):
    def __new__(mcs, name, bases, ns):
        print(sorted(ns))
        return super().__new__(mcs, name, bases, ns)
class C(metaclass=M):
    x = 1

### objects-05 a metaclass __prepare__ handing a hostile mapping to the class body
# strict: accept
# standard: accept
# interpreter: prints {'__module__': '__main__', '__qualname__': 'C', 'x': 1}
class Spy(dict):
    pass
class M(type):
    @classmethod
    def __prepare__(mcs, name, bases):
        return Spy()
    def __new__(mcs, name, bases, ns):
        print(dict(ns))
        return super().__new__(mcs, name, bases, dict(ns))
class C(metaclass=M):
    x = 1

### objects-06 AttributeError.obj to get the object an attribute lookup failed on
# strict: accept
# standard: accept
# interpreter: error AttributeError
try:
    None.x
except AttributeError as e:
    print('ESCAPED', e.obj)

### objects-07 an exception's __traceback__ to reach frames
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
try:
    raise ValueError
except ValueError as e:
    print('ESCAPED', e.__traceback__.tb_frame)

### objects-08 __context__ chain of a failing builtin to reach its frames
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
try:
    try:
        int('x')
    except ValueError:
        raise KeyError('k')
except KeyError as e:
    print('ESCAPED', e.__context__.__traceback__.tb_frame.f_globals)

### objects-09 NameError.name and KeyError args as oracles of hidden names
# strict: accept
# standard: accept
# interpreter: prints hidden []
try:
    secret_host_value
except NameError as e:
    print('hidden', [n for n in dir() if not n.startswith('__') and n != 'e'])

### objects-10 a finaliser that prints after the execution
# strict: warn finalizer
# standard: accept
# interpreter: prints done
class A:
    def __del__(self):
        print('ESCAPED: finaliser ran')
a = A()
del a
print('done')

### objects-11 a finaliser that loops forever, run at interpreter exit
# strict: warn finalizer
# standard: warn infinite-loop
# interpreter: prints done
# docker: prints done | timeout
class A:
    def __del__(self):
        while True:
            pass
keep = A()
print('done')

### objects-12 a finaliser that resurrects itself into a global
# strict: warn finalizer
# standard: accept
# interpreter: prints None
saved = None
class A:
    def __del__(self):
        global saved
        saved = self
A()
print(saved)

### objects-13 __init_subclass__ hook running code when any subclass is made
# strict: accept
# standard: accept
# interpreter: prints hooked B
class A:
    def __init_subclass__(cls, **kw):
        print('hooked', cls.__name__)
class B(A):
    pass

### objects-14 __set_name__ and descriptors to intercept attribute access of other objects
# strict: accept
# standard: accept
# interpreter: prints owner C x
class D:
    def __set_name__(self, owner, name):
        print('owner', owner.__name__, name)
class C:
    x = D()

### objects-15 a __getattr__ on a module-like object standing in for a host value
# strict: accept
# standard: accept
# interpreter: prints 5
class Fake:
    def __getattr__(self, name):
        return host_add
print(Fake().anything(2, 3))

### objects-16 an exception class whose __str__ raises while the host formats it
# strict: accept
# standard: accept
# interpreter: error E
class E(Exception):
    def __str__(self):
        raise RuntimeError('boom in __str__')
raise E()

### objects-17 sys.exc_info() for the traceback, then its frame's globals
# strict: reject frame-access
# standard: reject frame-access
# interpreter: error AttributeError
import sys
def f():
    raise ValueError('v')
try:
    f()
except ValueError:
    tb = sys.exc_info()[2]
    print('ESCAPED', tb.tb_next.tb_frame.f_globals)

### objects-18 every entry of a traceback chain searched for a frame
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: prints no frames [4, 2]
def g():
    raise KeyError('k')
try:
    g()
except KeyError as e:
    tb, seen = e.__traceback__, []
    while tb is not None:
        seen.append(tb.tb_lineno)
        if hasattr(tb, 'tb_frame') or hasattr(tb, 'f_locals') or hasattr(tb, 'f_back'):
            print('ESCAPED', tb)
        tb = tb.tb_next
    print('no frames', seen)

### objects-19 a traceback put on a new exception with with_traceback, then its class called for a frame
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error TypeError
try:
    raise ValueError('v')
except ValueError as e:
    tb = e.__traceback__
err = RuntimeError('r').with_traceback(tb)
print(err.__traceback__ is tb)
print('ESCAPED', type(tb)(None, None, 0, 1))
