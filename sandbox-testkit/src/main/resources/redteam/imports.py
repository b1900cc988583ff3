# Import and builtin tricks: reaching os, subprocess, ctypes or the builtins module by another road than a plain
# import. In a container CPython imports os anyway and the container is the boundary, so these are interpreter
# attacks (their container counterparts are in containers.py).
# default docker: n/a CPython in a container may import os; the container is the boundary (containers.py)

### imports-01 plain import of os, then a shell command
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error PermissionError
import os
print('ESCAPED', os.system('id'))

### imports-02 import of subprocess
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error ModuleNotFoundError
import subprocess
print('ESCAPED', subprocess.run(['id'], capture_output=True).stdout)

### imports-03 sys.modules to find an already loaded os
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error AttributeError
import sys
print('ESCAPED', sys.modules['os'].environ)

### imports-04 __import__ with a constant name
# strict: reject dangerous-builtin
# standard: reject import-not-allowed
# interpreter: error PermissionError
print('ESCAPED', __import__('os').popen('id').read())

### imports-05 eval of an __import__ expression
# strict: reject dangerous-builtin
# standard: warn dangerous-builtin
# interpreter: error ModuleNotFoundError
eval("__import__('subprocess')")
print('ESCAPED')

### imports-06 exec of an import statement
# strict: reject dangerous-builtin
# standard: warn dangerous-builtin
# interpreter: error ModuleNotFoundError
exec('import ctypes')
print('ESCAPED')

### imports-07 compile then exec, the code object built from a string
# strict: reject dangerous-builtin
# standard: warn dangerous-builtin
# interpreter: error PermissionError
exec(compile('import os; os.system("id")', '<x>', 'exec'))
print('ESCAPED')

### imports-08 importlib.import_module
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error ModuleNotFoundError
import importlib
print('ESCAPED', importlib.import_module('os'))

### imports-09 the builtins module, to reach the real open and __import__
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error ModuleNotFoundError
import builtins
print('ESCAPED', builtins.__import__('os'))

### imports-10 from-import with an alias of os.system
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error PermissionError
from os import system as s
s('id')
print('ESCAPED')

### imports-11 ctypes to call libc
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error ModuleNotFoundError
import ctypes
ctypes.CDLL(None).system(b'id')
print('ESCAPED')

### imports-12 the __builtins__ name
# strict: reject dunder-name
# standard: reject dunder-name
# interpreter: error NameError
print('ESCAPED', __builtins__)

### imports-13 the __loader__ name
# strict: reject dunder-name
# standard: reject dunder-name
# interpreter: error NameError
print('ESCAPED', __loader__.load_module('os'))

### imports-14 globals()['__builtins__']
# strict: reject dangerous-builtin
# standard: reject dunder-access
# interpreter: error KeyError
print('ESCAPED', globals()['__builtins__'])

### imports-15 breakpoint() to get a debugger prompt
# strict: reject dangerous-builtin
# standard: reject dangerous-builtin
# interpreter: error RuntimeError
breakpoint()
print('ESCAPED')

### imports-16 help() to reach pydoc and a pager
# strict: reject dangerous-builtin
# standard: warn dangerous-builtin
# interpreter: error RuntimeError
help(len)
print('ESCAPED')

### imports-17 open on an absolute host path
# strict: warn dangerous-builtin
# standard: accept
# interpreter: error PermissionError
print('ESCAPED', open('/etc/passwd').read())

### imports-18 open with a relative path climbing out of the workspace
# strict: warn dangerous-builtin
# standard: accept
# interpreter: error PermissionError
print('ESCAPED', open('../../etc/passwd').read())

### imports-19 a module's __loader__
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
import math
print('ESCAPED', math.__loader__)

### imports-20 a builtin function's __self__ (the module it lives in)
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
import math
print('ESCAPED', math.sqrt.__self__)

### imports-21 a module reached through another module (typing.sys)
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error AttributeError
import typing
print('ESCAPED', typing.sys.modules)

### imports-22 a private member of an allowed module (random._os)
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error AttributeError
import random
print('ESCAPED', random._os.system)

### imports-23 relative import from the script's package
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error SyntaxError
from . import os
print('ESCAPED', os)

### imports-24 replacing a module attribute to poison later code
# strict: reject module-mutation
# standard: warn module-mutation
# interpreter: prints 3 1.0
import math
math.pi = 3
math.sqrt = abs
import math as m2
print(m2.pi, m2.sqrt(-1.0))
