# Format-string traversal: format fields that walk attributes and items, through str.format, format_map,
# string.Formatter, f-strings and %-formatting.
# default docker: n/a CPython in a container may import os; the container is the boundary (containers.py)

### format-01 "{0.__class__...}".format walk to object's subclasses
# strict: reject format-traversal
# standard: reject format-traversal
# interpreter: error AttributeError
print('ESCAPED', '{0.__class__.__mro__[1].__subclasses__}'.format(1))

### format-02 format field reaching a function's __globals__
# strict: reject format-traversal
# standard: reject format-traversal
# interpreter: error AttributeError
def f():
    pass
print('ESCAPED', '{0.__globals__}'.format(f))

### format-03 __init__.__globals__ of an exception through format
# strict: reject format-traversal
# standard: reject format-traversal
# interpreter: error AttributeError
print('ESCAPED', '{0.__init__.__globals__}'.format(Exception()))

### format-04 str.format_map with a keyword field walk
# strict: reject format-traversal
# standard: reject format-traversal
# interpreter: error AttributeError
print('ESCAPED', '{x.__class__.__base__.__subclasses__}'.format_map({'x': 0}))

### format-05 a template assembled at run time
# strict: reject format-traversal
# standard: reject format-traversal
# interpreter: error AttributeError
t = '{0.' + '__glo' + 'bals__}'
print('ESCAPED', t.format(lambda: 0))

### format-06 a template that comes from data, not a literal
# strict: accept
# standard: accept
# interpreter: error AttributeError
parts = ['{0', '__', 'globals', '__}']
t = parts[0] + '.' + parts[1] + parts[2] + parts[3]
print('ESCAPED', t.format(lambda: 0))

### format-07 string.Formatter().get_field with a dunder path
# strict: reject format-traversal
# standard: reject format-traversal
# interpreter: error AttributeError
import string
print('ESCAPED', string.Formatter().get_field('0.__class__.__base__.__subclasses__', [1], {}))

### format-08 an f-string with a dunder walk inside
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
print(f'ESCAPED {(1).__class__.__base__.__subclasses__()}')

### format-09 %-formatting with a mapping key that names builtins
# strict: reject dangerous-builtin
# standard: warn dangerous-builtin
# interpreter: error KeyError
print('ESCAPED %(__builtins__)s' % globals())

### format-10 format spec recursion to build a huge padding
# strict: accept
# standard: accept
# interpreter: error ValueError
# docker: error MemoryError | limit MEMORY | timeout
w = 10 ** 10
print('{0:>{1}}'.format('x', w)[:10])

### format-11 %-format star width that is not an int (an internal cast once)
# strict: accept
# standard: accept
# interpreter: error TypeError
print('%*d' % ('x', 1))

### format-12 %-format star width too large for a C int
# strict: accept
# standard: accept
# interpreter: error OverflowError
print(len('%*d' % (10**30, 1)))

### format-13 a float precision of a billion digits
# strict: accept
# standard: accept
# interpreter: limit MEMORY
# docker: error MemoryError | limit MEMORY | timeout
print(len('{:.1000000000f}'.format(1.5)))

### format-14 exponent format with a billion digits (once ran far past the deadline)
# strict: accept
# standard: accept
# interpreter: limit MEMORY
# docker: error MemoryError | limit MEMORY | timeout
print(len(format(1.5, '.1000000000e')))

### format-15 a padding width of a billion in str.format
# strict: accept
# standard: accept
# interpreter: limit MEMORY
# docker: error MemoryError | limit MEMORY | timeout
print(len('{:>1000000000}'.format('x')))

### format-16 a padding width of a billion in %-formatting
# strict: accept
# standard: accept
# interpreter: limit MEMORY
# docker: error MemoryError | limit MEMORY | timeout
print(len('%-1000000000s' % 'x'))
