# Dunder and attribute walks: from any object to the class graph, to a function's globals and builtins, to code
# objects, and through object.__getattribute__, __reduce_ex__ and three-argument type().
# default docker: n/a CPython in a container may import os; the container is the boundary (containers.py)

### dunders-01 subclasses walk from a tuple to every loaded class
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
for c in ().__class__.__bases__[0].__subclasses__():
    if c.__name__ == '_wrap_close':
        print('ESCAPED', c.__init__.__globals__['system'])

### dunders-02 __mro__ to object, then __subclasses__
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
print('ESCAPED', ''.__class__.__mro__[-1].__subclasses__())

### dunders-03 object.__subclasses__ called directly
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
print('ESCAPED', object.__subclasses__())

### dunders-04 a function's __globals__
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
print('ESCAPED', (lambda: 0).__globals__)

### dunders-05 a function's __builtins__
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
print('ESCAPED', (lambda: 0).__builtins__['__import__'])

### dunders-06 func.__code__ to read or replace the bytecode
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
def f():
    return 1
f.__code__ = f.__code__.replace(co_consts=(None, 2))
print('ESCAPED', f())

### dunders-07 a closure cell's contents
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
def outer():
    secret = 1
    return lambda: secret
print('ESCAPED', outer().__closure__[0].cell_contents)

### dunders-08 __init__.__globals__ of a builtin class instance
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
print('ESCAPED', Exception().__init__.__globals__)

### dunders-09 __reduce_ex__ to get a constructor and its arguments
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
print('ESCAPED', (1).__reduce_ex__(2))

### dunders-10 three-argument type() to make a class with a hostile namespace
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
X = type('X', (), {'__getattr__': lambda self, n: n})
print('ESCAPED', X.__subclasses__())

### dunders-11 object.__getattribute__ around an attribute filter
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
print('ESCAPED', object.__getattribute__(len, '__self__'))

### dunders-12 type.__dict__ lookup of a forbidden slot
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error KeyError
print('ESCAPED', type.__dict__['__subclasses__'](object))

### dunders-13 class of a class of an int, up to type, then down
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
print('ESCAPED', (1).__class__.__class__.__base__.__subclasses__())

### dunders-14 bound method __self__ walking back to a container
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
print('ESCAPED', [].append.__self__.__class__.__subclasses__())

### dunders-15 super() proxy to reach object's slots
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
print('ESCAPED', super(int, 1).__subclasses__())

### dunders-16 setting an attribute on a builtin type
# strict: accept
# standard: accept
# interpreter: error TypeError
int.x = 1
print('ESCAPED', (5).x)

### dunders-17 replacing a method of a builtin type
# strict: accept
# standard: accept
# interpreter: error TypeError
list.append = len
print('ESCAPED')

### dunders-18 object.__setattr__ on a builtin type
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
object.__setattr__(int, 'x', 1)
print('ESCAPED')

### dunders-19 vars() of a builtin function
# strict: reject dangerous-builtin
# standard: warn dangerous-builtin
# interpreter: error TypeError
print('ESCAPED', vars(len))

### dunders-20 a method's __func__.__globals__ through a finaliser
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
class A:
    def __del__(self):
        pass
print('ESCAPED', A().__del__.__func__.__globals__)

### dunders-21 __class__ assignment to turn an object into a builtin type
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: prints blocked | error TypeError
class A:
    pass
a = A()
a.__class__ = int
print('ESCAPED' if type(a) is int else 'blocked')

### dunders-22 a builtin type's __dict__ edited to poison it for later executions
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: prints 3
try:
    int.__dict__['bit_length'] = lambda self: 'ESCAPED'
except TypeError:
    pass
#---- next execution
print((5).bit_length())

### dunders-23 __self__ of a host function (the Java object behind it)
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
# docker: n/a host functions exist only in the interpreter
print('ESCAPED', host_add.__self__)
