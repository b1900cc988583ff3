# Validator corpus: malicious and benign snippets, one technique each, with the expected verdict per policy.
# Format: "### <technique>" starts an entry; "# strict: <verdict>" and "# standard: <verdict>" follow, where
# <verdict> is "reject <rule-id>" (an error of that rule), "warn <rule-id>" (not rejected, a warning of that rule)
# or "accept" (no findings at all). The rest, up to the next "###", is the snippet. Run by CorpusTest.

### import of a process module
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import subprocess
subprocess.run(['ls'])

### import os (file system)
# strict: reject import-not-allowed
# standard: accept
import os
print(os.getcwd())

### module alias then os.system
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import os as o
o.system('id')

### from-import with alias of os.system
# strict: reject import-not-allowed
# standard: reject import-not-allowed
from os import system as s
s('id')

### re-assignment chain of a module alias
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import os
a = os
b = a
b.popen('id')

### module passed whole to a function
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import os
def run(m):
    return m.system('id')
run(os)

### os.path is fine inside a container
# strict: reject import-not-allowed
# standard: accept
import os.path
print(os.path.join('a', 'b'))

### ctypes
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import ctypes
ctypes.CDLL(None).system(b'id')

### ctypes.util sub-module
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import ctypes.util
print(ctypes.util.find_library('c'))

### __import__ with a constant name
# strict: reject import-not-allowed
# standard: reject import-not-allowed
__import__('subprocess').call(['id'])

### __import__ of os then system
# strict: reject dangerous-builtin
# standard: reject import-not-allowed
__import__('os').system('id')

### __import__ with a computed name
# strict: reject import-not-allowed
# standard: reject import-not-allowed
name = input()
__import__(name)

### importlib.import_module
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import importlib
importlib.import_module('subprocess')

### from importlib import import_module
# strict: reject import-not-allowed
# standard: reject import-not-allowed
from importlib import import_module as im
im('os')

### relative import
# strict: reject import-not-allowed
# standard: reject import-not-allowed
from . import secrets_module

### pickle
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import pickle
pickle.loads(b'...')

### __reduce__ with pickle
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import pickle
class P:
    def __reduce__(self):
        return (print, ('pwned',))
pickle.dumps(P())

### marshal
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import marshal

### gc.get_objects
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import gc
gc.get_objects()

### inspect frames
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import inspect
inspect.currentframe().f_back

### inspect.signature is fine in a container
# strict: reject import-not-allowed
# standard: accept
import inspect
print(inspect.signature(len))

### sys.maxsize is ordinary
# strict: accept
# standard: accept
import sys
print(sys.maxsize, sys.getsizeof([]))

### sys._getframe
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import sys
sys._getframe(1).f_globals

### sys.modules
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import sys
sys.modules['os'].system('id')

### sys.settrace
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import sys
sys.settrace(lambda *a: None)

### from sys import *
# strict: reject import-not-allowed
# standard: reject import-not-allowed
from sys import *

### sub-module bypass through a private attribute
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import random
random._os.system('id')

### sub-module bypass through a re-exported module
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import shutil
shutil.os.system('id')

### socket
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import socket
socket.create_connection(('example.com', 80))

### threading (fine in a container)
# strict: reject import-not-allowed
# standard: accept
import threading
threading.Thread(target=print).start()

### multiprocessing (fine in a container)
# strict: reject import-not-allowed
# standard: accept
import multiprocessing

### signal
# strict: reject import-not-allowed
# standard: accept
import signal

### code module
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import code
code.interact()

### pty
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import pty
pty.spawn('/bin/sh')

### builtins module
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import builtins
builtins.eval('1')

### posix
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import posix
posix.system('id')

### __main__
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import __main__

### numpy and pandas inside a container
# strict: reject import-not-allowed
# standard: accept
import numpy as np
import pandas as pd
df = pd.DataFrame({'a': np.arange(3)})
print(df.describe())

### the common safe modules
# strict: accept
# standard: accept
import math, json, re, collections, itertools, functools, heapq, bisect, string, random, copy, operator
import statistics, datetime, decimal, fractions, hashlib
from typing import List, Dict
from collections import Counter, defaultdict
print(math.sqrt(2), json.dumps([1]), Counter('aab').most_common(1), hashlib.sha256(b'x').hexdigest())

### io.StringIO is allowed, io.open is not
# strict: reject import-not-allowed
# standard: accept
import io
buf = io.StringIO()
io.open('/etc/passwd')

### eval
# strict: reject dangerous-builtin
# standard: warn dangerous-builtin
print(eval('1 + 1'))

### eval through an alias
# strict: reject dangerous-builtin
# standard: warn dangerous-builtin
f = eval
f('1 + 1')

### exec of decoded base64
# strict: reject dangerous-builtin
# standard: warn dangerous-builtin
import base64
exec(base64.b64decode('cHJpbnQoMSk='))

### compile
# strict: reject dangerous-builtin
# standard: warn dangerous-builtin
code_obj = compile('1', '<x>', 'eval')

### open a host file
# strict: warn dangerous-builtin
# standard: accept
print(open('/etc/passwd').read())

### input
# strict: reject dangerous-builtin
# standard: warn dangerous-builtin
x = input('value? ')

### breakpoint
# strict: reject dangerous-builtin
# standard: reject dangerous-builtin
breakpoint()

### globals and __builtins__ key
# strict: reject dunder-access
# standard: reject dunder-access
globals()['__builtins__']['eval']('1')

### vars() with an assembled key
# strict: reject dangerous-builtin
# standard: warn assembled-name
vars()['ev' + 'al']

### locals
# strict: reject dangerous-builtin
# standard: warn dangerous-builtin
print(locals())

### help
# strict: reject dangerous-builtin
# standard: warn dangerous-builtin
help(len)

### exit
# strict: warn dangerous-builtin
# standard: warn dangerous-builtin
def f(x):
    if x < 0:
        exit()
    return x

### __builtins__ alias
# strict: reject dunder-name
# standard: reject dunder-name
b = __builtins__
b.eval('1')

### getattr on __builtins__ with an assembled name
# strict: reject dunder-name
# standard: reject dunder-name
getattr(__builtins__, 'ev' + 'al')('1')

### getattr with a dunder name
# strict: reject dunder-access
# standard: reject dunder-access
def f():
    pass
getattr(f, '__globals__')

### getattr with an assembled dunder
# strict: reject dunder-access
# standard: reject dunder-access
getattr((), '__cla' + 'ss__').__base__

### getattr with a chr() built dunder
# strict: reject dunder-access
# standard: reject dunder-access
name = chr(95) * 2 + 'globals' + chr(95) * 2
getattr(print, name)

### getattr alias with a dunder name
# strict: reject dunder-access
# standard: reject dunder-access
g = getattr
g(g, '__self__')

### getattr with a computed name
# strict: reject dynamic-attribute
# standard: warn dynamic-attribute
def get(obj, field):
    return getattr(obj, field)

### getattr with an ordinary constant name
# strict: accept
# standard: accept
class A:
    size = 3
print(getattr(A(), 'size', 0), hasattr(A, 'size'))

### setattr of __code__
# strict: reject dunder-access
# standard: reject dunder-access
def f():
    return 1
def g():
    return 2
setattr(f, '__code__', g.__code__)

### hasattr probing __subclasses__
# strict: reject dunder-access
# standard: reject dunder-access
hasattr(object, '__subclasses__')

### delattr of __dict__
# strict: reject dunder-access
# standard: reject dunder-access
class A:
    pass
delattr(A, '__dict__')

### assignment to a dunder attribute
# strict: reject dunder-access
# standard: reject dunder-access
class A:
    pass
a = A()
a.__class__ = int

### class hierarchy walk to subclasses
# strict: reject dunder-access
# standard: reject dunder-access
for c in ().__class__.__bases__[0].__subclasses__():
    if c.__name__ == 'Popen':
        c(['id'])

### mro walk
# strict: reject dunder-access
# standard: reject dunder-access
''.__class__.__mro__[1].__subclasses__()

### object.__subclasses__ directly
# strict: reject dunder-access
# standard: reject dunder-access
object.__subclasses__()

### function globals
# strict: reject dunder-access
# standard: reject dunder-access
def f():
    pass
f.__globals__['__builtins__']

### lambda code object
# strict: reject dunder-access
# standard: reject dunder-access
(lambda: 0).__code__.co_consts

### __dict__ of a class
# strict: reject dunder-access
# standard: reject dunder-access
[].__class__.__dict__

### self.__dict__ is ordinary
# strict: accept
# standard: accept
class Point:
    def __init__(self, x, y):
        self.x = x
        self.y = y
    def as_dict(self):
        return dict(self.__dict__)

### ordinary dunders: type name, class name, super().__init__
# strict: accept
# standard: accept
class Base:
    def __init__(self, n):
        self.n = n
    def __repr__(self):
        return f'{type(self).__name__}({self.n})'
class Child(Base):
    def __init__(self):
        super().__init__(1)
        self.kind = self.__class__.__name__
    def __eq__(self, other):
        return isinstance(other, Child) and self.n == other.n
    def __hash__(self):
        return hash(self.n)
print(Child(), Child.__doc__, Child.__init__)

### __reduce__ called directly
# strict: reject dunder-access
# standard: reject dunder-access
(1).__reduce_ex__(2)

### format string walks __class__
# strict: reject format-traversal
# standard: reject format-traversal
print('{0.__class__}'.format(1))

### format string walks __globals__ and __builtins__
# strict: reject format-traversal
# standard: reject format-traversal
def f():
    pass
'{0.__globals__[__builtins__]}'.format(f)

### format_map through a variable
# strict: reject format-traversal
# standard: reject format-traversal
template = '{x.__init__.__globals__}'
template.format_map({'x': object()})

### str.format with the template as argument
# strict: reject format-traversal
# standard: reject format-traversal
str.format('{0.__class__.__base__}', 1)

### string.Formatter().get_field
# strict: reject format-traversal
# standard: reject format-traversal
import string
string.Formatter().get_field('0.__class__', [1], {})

### string.Formatter().vformat
# strict: reject format-traversal
# standard: reject format-traversal
import string
string.Formatter().vformat('{0.gi_frame}', ((x for x in []),), {})

### assembled format template
# strict: reject format-traversal
# standard: reject format-traversal
('{0.__cla' + 'ss__}').format(1)

### ordinary format strings
# strict: accept
# standard: accept
print('{name}: {value:>10.2f} {0[1]}'.format([1, 2], name='a', value=3.0), '%(a)s' % {'a': 1}, f'{3!r:>5}')

### operator.attrgetter with dunders
# strict: reject dunder-access
# standard: reject dunder-access
import operator
operator.attrgetter('__class__.__mro__')(1)

### assembled dunder string
# strict: warn assembled-name
# standard: warn assembled-name
attr = '__cla' + 'ss__'
print(attr)

### join of characters into eval
# strict: warn assembled-name
# standard: warn assembled-name
n = ''.join(['e', 'v', 'a', 'l'])

### reversed dunder
# strict: warn assembled-name
# standard: warn assembled-name
n = '__sessalcbus__'[::-1]

### lower-cased builtin name
# strict: warn assembled-name
# standard: warn assembled-name
n = 'EVAL'.lower()

### generator frame walk
# strict: reject frame-access
# standard: reject frame-access
def g():
    yield 1
gen = g()
gen.gi_frame.f_back.f_globals

### coroutine frame
# strict: reject frame-access
# standard: reject frame-access
async def c():
    pass
c().cr_frame

### traceback frame
# strict: reject dunder-access
# standard: reject dunder-access
try:
    1 / 0
except Exception as e:
    frame = e.__traceback__.tb_frame

### exception object attribute (harmless: no wrapped host objects)
# strict: accept
# standard: accept
try:
    None.foo
except AttributeError as e:
    print(e.obj, e.name)

### type() with three arguments
# strict: warn dynamic-class
# standard: warn dynamic-class
Dyn = type('Dyn', (object,), {'x': 1})

### metaclass
# strict: accept
# standard: accept
class Meta(type):
    def __new__(mcls, name, bases, ns):
        return super().__new__(mcls, name, bases, ns)
class A(metaclass=Meta):
    pass

### decorator that runs at definition time
# strict: accept
# standard: accept
import functools
def deco(f):
    print('defining', f.__name__)
    @functools.wraps(f)
    def inner(*a):
        return f(*a)
    return inner
@deco
def g(x):
    return x

### decorator hiding eval
# strict: reject dangerous-builtin
# standard: warn dangerous-builtin
def deco(f):
    return eval('f')
@deco
def g():
    pass

### __del__ finaliser
# strict: warn finalizer
# standard: accept
class R:
    def __del__(self):
        print('late')

### NFKC fullwidth eval
# strict: reject dangerous-builtin
# standard: warn dangerous-builtin
ｅｖａｌ('1 + 1')

### NFKC fullwidth __builtins__
# strict: reject dunder-name
# standard: reject dunder-name
x = __ｂｕｉｌｔｉｎｓ__

### NFKC fullwidth import
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import ｓｕｂｐｒｏｃｅｓｓ

### ReDoS nested quantifier
# strict: reject redos
# standard: warn redos
import re
re.match(r'(a+)+$', 'a' * 30 + 'b')

### ReDoS overlapping alternation
# strict: reject redos
# standard: warn redos
import re
re.compile(r'(a|aa)*b')

### ReDoS overlapping classes
# strict: reject redos
# standard: warn redos
import re
re.search(r'(\w|\d)+x', 'text')

### ReDoS optional separator
# strict: reject redos
# standard: warn redos
import re
re.findall(r'^(\w+\s?)*$', 'words and more words!')

### ReDoS pattern through aliases
# strict: reject redos
# standard: warn redos
import re as rx
pat = r'(x+x+)+y'
rx.fullmatch(pat, 'xxxx')

### ReDoS empty-matching body
# strict: reject redos
# standard: warn redos
import re
re.match(r'(a*)*$', 'aaaa!')

### ordinary regular expressions
# strict: accept
# standard: accept
import re
print(re.findall(r'\d+', 'a1b22'), re.sub(r'[aeiou]', '', 'hello'), re.match(r'^[a-z]+_[a-z]+$', 'a_b'))
print(re.split(r'(?:ab|cd)*,', 'x'), re.search(r'"(?:[^"\\]|\\.)*"', '"q"'), re.compile(r'(\d+)-(\d+)'))

### tower of powers
# strict: reject huge-constant
# standard: reject huge-constant
x = 10 ** 10 ** 10

### huge string repetition
# strict: reject huge-constant
# standard: reject huge-constant
s = 'a' * 10 ** 10

### huge list repetition
# strict: reject huge-constant
# standard: reject huge-constant
l = [0] * 10 ** 10

### huge shift
# strict: reject huge-constant
# standard: reject huge-constant
n = 1 << 10 ** 9

### huge size through a name
# strict: reject huge-constant
# standard: reject huge-constant
size = 10 ** 8
buf = 'ab' * size * 10

### huge bytes
# strict: reject huge-constant
# standard: reject huge-constant
b = bytes(10 ** 12)

### ordinary big numbers
# strict: accept
# standard: accept
print(2 ** 64, 10 ** 18, [0] * 1000, 'ab' * 50, pow(2, 10 ** 9, 7), 1 << 100)

### endless while True
# strict: warn infinite-loop
# standard: warn infinite-loop
n = 0
while True:
    n += 1

### endless while 1 with an inner loop's break
# strict: warn infinite-loop
# standard: warn infinite-loop
while 1:
    for i in range(3):
        break

### while True with break
# strict: accept
# standard: accept
n = 0
while True:
    n += 1
    if n > 10:
        break

### while True in a generator
# strict: accept
# standard: accept
def count():
    i = 0
    while True:
        yield i
        i += 1

### while True ended by an exception
# strict: accept
# standard: accept
it = iter([1, 2])
while True:
    try:
        print(next(it))
    except StopIteration:
        break

### parameter shadows a builtin
# strict: accept
# standard: accept
def reverse_upto(input, k):
    return input[k - 1::-1] + input[k:]

### module-level def shadows a builtin
# strict: accept
# standard: accept
def open(path):
    return path.upper()
print(open('x'))

### conditional def does not shadow
# strict: reject dangerous-builtin
# standard: warn dangerous-builtin
if False:
    def eval(x):
        return x
eval('1')

### deleting the shadow re-exposes the builtin
# strict: warn dangerous-builtin
# standard: accept
def open(p):
    return p
del open
open('/etc/passwd')

### module attribute assignment
# strict: reject module-mutation
# standard: warn module-mutation
import math
math.pi = 3

### setattr on a module
# strict: reject module-mutation
# standard: warn module-mutation
import math
setattr(math, 'tau', 1)

### getattr on a module with a computed name
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import math
name = input()
getattr(math, name)

### sys.stdout and recursion limit are fine
# strict: accept
# standard: accept
import sys
sys.setrecursionlimit(10000)
sys.stdout.write('hi\n')

### __loader__
# strict: reject dunder-name
# standard: reject dunder-name
__loader__.get_data('x')

### __build_class__
# strict: reject dangerous-builtin
# standard: reject dangerous-builtin
__build_class__(lambda: None, 'X')

### dunder in an f-string expression
# strict: reject dunder-access
# standard: reject dunder-access
x = 1
print(f'{x.__class__.__mro__}')

### match statement
# strict: accept
# standard: accept
def area(shape):
    match shape:
        case {'kind': 'square', 'side': s}:
            return s * s
        case [w, h, *rest]:
            return w * h
        case _:
            return 0

### async code
# strict: accept
# standard: accept
async def fetch(x):
    return x
async def main():
    return await fetch(1)

### dataclass and enum
# strict: accept
# standard: accept
from dataclasses import dataclass, field
from enum import Enum
class Color(Enum):
    RED = 1
@dataclass
class Item:
    name: str
    tags: list = field(default_factory=list)
print(Item('a'), Color.RED.name, Color.__members__)

### __name__ main guard
# strict: accept
# standard: accept
def main():
    return 1
if __name__ == '__main__':
    main()

### getattr with unpacked arguments
# strict: reject dynamic-attribute
# standard: warn dynamic-attribute
def f():
    pass
getattr(*[f, '__glo' 'bals__'])

### getattr passed as a value to map
# strict: reject dynamic-attribute
# standard: warn dynamic-attribute
def f():
    pass
list(map(getattr, [f], ['x']))

### walrus alias of getattr
# strict: reject dunder-access
# standard: reject dunder-access
def f():
    pass
(g := getattr)(f, '__globals__')

### attrgetter imported under an alias
# strict: reject dunder-access
# standard: reject dunder-access
from operator import attrgetter as ag
ag('__class__.__subclasses__')(1)

### module hidden in a list
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import os
mods = [os]
mods[0].system('id')

### os reached again through os.path
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import os.path
os.path.os.system('id')

### __getattribute__ with a dunder argument
# strict: reject dunder-access
# standard: reject dunder-access
def f():
    pass
object.__getattribute__(f, '__globals__')

### exception context chain (an exception object; its __traceback__ is what is refused)
# strict: accept
# standard: accept
try:
    1 / 0
except Exception as e:
    print(e.__context__)

### asyncio subprocess inside a container
# strict: reject import-not-allowed
# standard: reject import-not-allowed
import asyncio
asyncio.create_subprocess_shell('id')

### code mode: asyncio gathers coroutines, tasks, queues and timeouts
# strict: accept
# standard: accept
import asyncio
async def fetch(i):
    await asyncio.sleep(0.01)
    return i * 2
async def main():
    tasks = [asyncio.create_task(fetch(i)) for i in range(3)]
    q = asyncio.Queue()
    async with asyncio.timeout(1):
        await q.put(await asyncio.gather(*tasks))
    async for x in agen():
        print(x)
    print([y async for y in agen()], asyncio.get_running_loop().time() >= 0)
async def agen():
    yield 1
asyncio.run(main())

### asyncio network stream under strict
# strict: reject import-not-allowed
# standard: accept
import asyncio
async def main():
    reader, writer = await asyncio.open_connection('example.com', 80)
asyncio.run(main())

### asyncio thread hand-off under strict
# strict: reject import-not-allowed
# standard: accept
import asyncio
asyncio.run(asyncio.to_thread(print, 1))

### exception chaining read through __cause__ and __context__ (benign)
# strict: accept
# standard: accept
try:
    try:
        int('x')
    except ValueError as e:
        raise RuntimeError('bad input') from e
except RuntimeError as e:
    print(type(e.__cause__).__name__, e.__context__ is e.__cause__, e.__suppress_context__)

### __traceback__ of a chained exception is still refused
# strict: reject dunder-access
# standard: reject dunder-access
try:
    1 / 0
except ZeroDivisionError as e:
    frame = e.__context__.__traceback__.tb_frame
