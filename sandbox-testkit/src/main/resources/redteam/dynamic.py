# Names built at run time: getattr/setattr with computed strings, vars(), globals(), operator.attrgetter, eval of
# assembled source. The validator folds what it can; the interpreter has no such attribute or name to find.
# default docker: n/a CPython in a container may import os; the container is the boundary (containers.py)

### dynamic-01 getattr with a concatenated dunder
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
print('ESCAPED', getattr(print, '__self' + '__'))

### dynamic-02 getattr with a joined list of pieces
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
print('ESCAPED', getattr(lambda: 0, ''.join(['__', 'glo', 'bals', '__'])))

### dynamic-03 getattr with chr() arithmetic
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
name = chr(95) * 2 + 'globals' + chr(95) * 2
print('ESCAPED', getattr(lambda: 0, name))

### dynamic-04 getattr with a reversed string
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
name = '__sessalcbus__'[::-1]
print('ESCAPED', getattr(object, name)())

### dynamic-05 getattr with a name read from data the validator cannot follow
# strict: reject dynamic-attribute
# standard: warn dynamic-attribute
# interpreter: error AttributeError
names = {'k': 'X__globals__X'}
print('ESCAPED', getattr(lambda: 0, names['k'].strip('X')))

### dynamic-06 vars() at module level, then __builtins__
# strict: reject dangerous-builtin
# standard: reject dunder-access
# interpreter: error KeyError
print('ESCAPED', vars()['__builtins__'])

### dynamic-07 globals() lookup of an assembled builtin name
# strict: reject dangerous-builtin
# standard: warn dangerous-builtin
# interpreter: error KeyError
print('ESCAPED', globals()['ev' + 'al'])

### dynamic-08 setattr with a computed name on a builtin type
# strict: accept
# standard: accept
# interpreter: error TypeError
n = 'x' * 2
setattr(int, n, 1)
print('ESCAPED')

### dynamic-09 operator.attrgetter with a dunder path
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
import operator
print('ESCAPED', operator.attrgetter('__class__.__base__.__subclasses__')(1)())

### dynamic-10 operator.methodcaller of __subclasses__
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
import operator
print('ESCAPED', operator.methodcaller('__subclasses__')(object))

### dynamic-11 eval of source assembled from pieces
# strict: reject dangerous-builtin
# standard: warn dangerous-builtin
# interpreter: error PermissionError
src = '__imp' + 'ort__("o' + 's").sys' + 'tem("id")'
print('ESCAPED', eval(src))

### dynamic-12 hasattr probing for hidden dunders
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: prints False False False
print(hasattr(len, '__self__'), hasattr(lambda: 0, '__globals__'), hasattr(object, '__subclasses__'))

### dynamic-13 dir() of everything to discover hidden names
# strict: accept
# standard: accept
# interpreter: prints []
found = [n for o in (len, lambda: 0, object, type, 1, '') for n in dir(o)
         if n in ('__globals__', '__subclasses__', '__code__', '__self__', '__builtins__', '__closure__')]
print(found)

### dynamic-14 the name of a builtin rebound to read another one
# strict: reject dunder-name
# standard: reject dunder-name
# interpreter: error NameError
len = lambda x: __builtins__
print('ESCAPED', len([]))

### dynamic-15 broken source through eval, exec and compile raises a catchable SyntaxError
# strict: reject dangerous-builtin
# standard: warn dangerous-builtin
# interpreter: prints caught 3
caught = 0
for src in ['1 +', '[' * 100000, 'def f(:']:
    try:
        exec(compile(src, '<x>', 'exec'))
    except SyntaxError:
        caught += 1
print('caught', caught)
