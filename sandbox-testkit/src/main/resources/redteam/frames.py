# Frames, tracebacks and generators: the classic ways to a caller's globals (f_back.f_globals), the builtins of a
# frame, or code objects, through a generator, coroutine or traceback.
# default docker: n/a CPython in a container may import os; the container is the boundary (containers.py)

### frames-01 generator gi_frame to its globals
# strict: reject frame-access
# standard: reject frame-access
# interpreter: error AttributeError
def g():
    yield 1
print('ESCAPED', g().gi_frame.f_globals)

### frames-02 generator gi_code
# strict: reject frame-access
# standard: reject frame-access
# interpreter: error AttributeError
def g():
    yield 1
print('ESCAPED', g().gi_code.co_consts)

### frames-03 traceback tb_frame.f_back.f_globals
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
try:
    1 / 0
except Exception as e:
    print('ESCAPED', e.__traceback__.tb_frame.f_back.f_globals)

### frames-04 tb_frame.f_builtins of a caught exception
# strict: reject dunder-access
# standard: reject dunder-access
# interpreter: error AttributeError
try:
    [][0]
except IndexError as e:
    print('ESCAPED', e.__traceback__.tb_frame.f_builtins['__import__'])

### frames-05 sys._getframe
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error AttributeError
import sys
print('ESCAPED', sys._getframe(0).f_back)

### frames-06 sys.exc_info()[2] to get the traceback
# strict: reject import-not-allowed
# standard: reject frame-access
# interpreter: error AttributeError
import sys
try:
    1 / 0
except ZeroDivisionError:
    print('ESCAPED', sys.exc_info()[2].tb_frame)

### frames-07 inspect.currentframe
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error AttributeError
import inspect
print('ESCAPED', inspect.currentframe().f_globals)

### frames-08 coroutine cr_frame
# strict: reject frame-access
# standard: reject frame-access
# interpreter: error AttributeError
async def c():
    pass
co = c()
print('ESCAPED', co.cr_frame)

### frames-08b async generator ag_frame and a coroutine's __await__ wrapper
# strict: reject frame-access
# standard: reject frame-access
# interpreter: error AttributeError
async def ag():
    yield 1
async def c():
    pass
w = c().__await__()
print(type(w).__name__)
print('ESCAPED', ag().ag_frame.f_globals)

### frames-09 generator gi_yieldfrom and gi_running probing into a suspended frame
# strict: reject frame-access
# standard: reject frame-access
# interpreter: error AttributeError
def inner():
    yield 1
def outer():
    yield from inner()
o = outer()
next(o)
print('ESCAPED', o.gi_yieldfrom.gi_frame)

### frames-10 a generator that survives the execution keeps its frame alive
# strict: accept
# standard: accept
# interpreter: prints 0
def counter():
    n = 0
    while True:
        yield n
        n += 1
keep = counter()
print(next(keep))

### frames-11 generator.throw of GeneratorExit swallowed to keep running past close()
# strict: accept
# standard: accept
# interpreter: error RuntimeError
def g():
    while True:
        try:
            yield 1
        except GeneratorExit:
            pass
x = g()
next(x)
x.close()
print('ESCAPED')

### frames-12 traceback module walking the stack
# strict: reject import-not-allowed
# standard: accept
# interpreter: error AttributeError
import traceback
print('ESCAPED', traceback.extract_stack()[0].filename, traceback.walk_stack(None))

### frames-13 a compiled code object's co_consts and co_code
# strict: reject dangerous-builtin
# standard: reject frame-access
# interpreter: error AttributeError
c = compile('1', '<x>', 'eval')
print('ESCAPED', c.co_consts, c.co_code)
