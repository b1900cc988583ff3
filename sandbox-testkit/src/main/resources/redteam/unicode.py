# Unicode identifiers: Python normalises identifiers with NFKC, so fullwidth, mathematical and other
# compatibility letters spell the same names as ASCII ones. Strings are not normalised.
# default docker: n/a CPython in a container may import os; the container is the boundary (containers.py)

### unicode-01 fullwidth letters spelling eval
# strict: reject dangerous-builtin
# standard: warn dangerous-builtin
# interpreter: error PermissionError
print('ESCAPED', ｅｖａｌ("__import__('os').system('id')"))

### unicode-02 mathematical bold letters spelling __import__
# strict: reject dangerous-builtin
# standard: reject import-not-allowed
# interpreter: error PermissionError
print('ESCAPED', __𝐢𝐦𝐩𝐨𝐫𝐭__('os').system('id'))

### unicode-03 mathematical bold dunder walk to __subclasses__
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
print('ESCAPED', ().__𝐜𝐥𝐚𝐬𝐬__.__𝐛𝐚𝐬𝐞𝐬__[0].__𝐬𝐮𝐛𝐜𝐥𝐚𝐬𝐬𝐞𝐬__())

### unicode-04 fullwidth __globals__ attribute
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
print('ESCAPED', (lambda: 0).__ｇｌｏｂａｌｓ__)

### unicode-05 fullwidth module name in an import
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error PermissionError
import ｏｓ
print('ESCAPED', ｏｓ.system('id'))

### unicode-06 script small e (U+212F) and italic letters spelling exec
# strict: reject dangerous-builtin
# standard: warn dangerous-builtin
# interpreter: error ModuleNotFoundError
ℯ𝑥𝑒𝑐('import subprocess')
print('ESCAPED')

### unicode-07 fullwidth __builtins__ name
# strict: reject dunder-name
# standard: reject dunder-name
# interpreter: error NameError
print('ESCAPED', __ｂｕｉｌｔｉｎｓ__)

### unicode-08 a fullwidth dunder inside a getattr string (strings are not normalised)
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
print('ESCAPED', getattr(lambda: 0, '__ｇｌｏｂａｌｓ__'))

### unicode-09 a fullwidth dunder inside a format field (not normalised)
# strict: reject format-traversal
# standard: reject format-traversal
# interpreter: error AttributeError
print('ESCAPED', '{0.__ｃｌａｓｓ__}'.format(1))

### unicode-10 fullwidth letters in a frame attribute (gi_frame)
# strict: reject frame-access
# standard: reject frame-access
# interpreter: error AttributeError
def g():
    yield 1
print('ESCAPED', g().gi_ｆｒａｍｅ)
