# for loops over generators: the generator's frame runs in the loop's own VM loop (ADR 0045); send, yield from,
# PEP 479, the handled exception on both sides, break and resume, recursion, close, as CPython.
import sys
def count(n, log=None):
    try:
        for i in range(n):
            yield i
    finally:
        if log is not None:
            log.append("closed %d" % n)
log = []
for x in count(3, log):
    print(x, end=" ")
print(log)
def g2():
    x = yield 1
    print("sent", x)
    r = yield from sub()
    print("r", r)
    return 5
def sub():
    yield 10
    yield 11
    return 12
for v in g2():
    print(v)
def leaky():
    yield 1
    raise StopIteration("in")
try:
    for v in leaky():
        print(v)
except RuntimeError as e:
    print("RE", e, repr(e.__cause__), e.__context__ is e.__cause__)
def failing():
    yield 1
    return 1 // 0
try:
    for v in failing():
        pass
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e, e.__traceback__.tb_lineno)
def handled():
    try:
        raise KeyError("k")
    except KeyError:
        yield sys.exc_info()[0]
        yield sys.exc_info()[0]
    yield sys.exc_info()[0]
try:
    raise ValueError
except ValueError:
    for v in handled():
        print(v, sys.exc_info()[0])
print(sys.exc_info())
g = count(5)
for x in g:
    if x == 2:
        break
print(next(g), list(g))
def me():
    for x in it:
        yield x
it = me()
try:
    for x in it: pass
except ValueError as e:
    print("VE", e)
def rec(n):
    if n:
        for x in rec(n - 1):
            yield x
    yield n
print(sum(1 for _ in rec(50)))
try:
    for x in rec(5000): pass
except RecursionError as e:
    print("RecursionError", e)
def nested():
    for a in count(3):
        for b in count(2):
            yield a * 10 + b
print([x for x in nested()])
g = count(3)
for x in g:
    pass
for x in g:
    print("never")
print("done")
def exc_in_loop_body():
    for x in count(3, log):
        if x == 1:
            raise IndexError("body")
try:
    exc_in_loop_body()
except IndexError as e:
    print("IE", e)
def catches():
    try:
        yield 1
    except GeneratorExit:
        print("exit")
        raise
c = catches()
for x in c:
    break
c.close()
w = (y for y in count(4))
for x in w:
    print(x, end=",")
print()
