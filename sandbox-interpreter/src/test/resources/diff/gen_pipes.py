# for loops over enumerate, map, filter and islice of a generator: the loop switches into the generator's frame and
# the stages make each item in the loop's frame (ADR 0053); everything observable stays as next() gives.
import itertools
import sys


def count(n, log=None):
    try:
        for i in range(n):
            yield i
    finally:
        if log is not None:
            log.append("closed %d" % n)


log = []
for i, x in enumerate(count(4, log), 10):
    print(i, x, end="; ")
print(log)
for y in map(lambda v: v * 3, count(4)):
    print(y, end=" ")
for y in filter(lambda v: v % 2, count(7)):
    print(y, end=" ")
for y in filter(None, count(4)):
    print(y, end=" ")
print()
for i, y in enumerate(map(str, filter(lambda v: v % 3, itertools.islice(count(100), 2, 40, 3)))):
    print(i, y, end=" | ")
print()
print(list(enumerate(itertools.islice(count(10), 3, None))), [x for x in itertools.islice(count(10), 0, 10, 4)])
# ---
# break and resume: the generator stays where the last item left it, the stages' counters too
import itertools


def gen():
    for i in range(10):
        yield i


g = gen()
e = enumerate(g)
for i, x in e:
    if i == 2:
        break
print(next(g), next(e), list(e))
g = gen()
s = itertools.islice(g, 1, 8, 2)
for x in s:
    print(x, end=" ")
    if x == 3:
        break
print(next(g), list(s), next(g, "end"))
g = gen()
s = itertools.islice(g, 4)
print(list(x for x in s), next(g), list(s))
g = gen()
m = map(lambda v: v * 10, g)
for v in m:
    if v >= 30:
        break
print(v, g.send(None), list(m))
# ---
# a stage's function raising: the loop's frame sees it, the generator stays suspended (not closed)
import itertools


def gen(log):
    try:
        for i in range(5):
            yield i
    finally:
        log.append("finally")


log = []
g = gen(log)
try:
    for v in map(lambda x: 10 // (2 - x), g):
        print(v)
except ZeroDivisionError as e:
    print("ZeroDivisionError", e, e.__traceback__.tb_lineno, log)
print(next(g), log)
g.close()
print(log)
log = []
g = gen(log)
try:
    for v in filter(lambda x: x.missing, g):
        print(v)
except AttributeError as e:
    print("AttributeError", e, log)
print(list(g), log)
# ---
# a generator raising through a stage: the exception (PEP 479 for StopIteration) unwinds into the loop's frame
import itertools


def failing():
    yield 1
    yield 2
    return 1 // 0


try:
    for i, v in enumerate(failing()):
        print(i, v)
except ZeroDivisionError as e:
    tb = e.__traceback__
    lines = []
    while tb:
        lines.append(tb.tb_lineno)
        tb = tb.tb_next
    print("ZeroDivisionError", e, lines)


def leaky():
    yield 1
    raise StopIteration("in")


try:
    for v in itertools.islice(leaky(), 5):
        print(v)
except RuntimeError as e:
    print("RE", e, repr(e.__cause__), e.__context__ is e.__cause__)
try:
    for v in map(str, leaky()):
        print(v)
except RuntimeError as e:
    print("RE", e)
# ---
# the handled exception on both sides of the switch, and a stage's function reading it
import sys


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
    for i, v in enumerate(handled()):
        print(i, v, sys.exc_info()[0])
    for v in map(lambda t: (t, sys.exc_info()[0]), handled()):
        print(v)
print(sys.exc_info())
# ---
# the stage's function resumes the very generator its pipe iterates (it is suspended then, as in CPython), and a
# generator iterating a pipe over itself is already executing
def gen():
    for i in range(6):
        yield i


g = gen()
print([(x, next(g, None)) for x in map(lambda v: v, g)])
g = gen()
for x in filter(lambda v: next(g, None) is not None, g):
    print(x, end=" ")
print()


def selfish():
    yield 1
    for x in enumerate(me):
        yield x


me = selfish()
try:
    for v in me:
        print(v)
except ValueError as e:
    print("ValueError", e)
# ---
# send, throw and close around a pipe, yield from inside the source, a return value
import itertools


def sub():
    yield "a"
    yield "b"
    return "sub done"


def src():
    r = yield from sub()
    print("got", r)
    x = yield 1
    print("sent", x)
    return "done"


g = src()
for i, v in enumerate(g):
    print(i, v)
try:
    next(g)
except StopIteration as e:
    print("stop", e.value)
g = src()
it = enumerate(g)
print(next(it), g.send("s"), list(it))
g = src()
it = itertools.islice(g, 2)
for v in it:
    print(v)
try:
    g.throw(KeyError("t"))
except KeyError as e:
    print("KeyError", e)
print(list(it), list(g))
# ---
# recursion through pipes: the depth counts a nested run per generator switched into, as a next() did
import sys
sys.setrecursionlimit(200)


def nest(n):
    if n == 0:
        yield 0
        return
    for i, v in enumerate(nest(n - 1)):
        yield v + 1


print(list(nest(50)))
try:
    print(list(nest(500)))
except RecursionError as e:
    print("RecursionError", e)
# ---
# pipes over iterators that are no generators take the general path; mutation of a list under a pipe
import itertools
xs = [1, 2, 3]
for i, x in enumerate(xs):
    if i == 0:
        xs.append(4)
    print(i, x, end=" ")
print()
for x in map(lambda v: v + 1, itertools.islice(iter(xs), 1, None)):
    print(x, end=" ")
print()
print(list(filter(None, map(lambda v: v % 2, (y for y in range(9))))))
d = {1: "a", 2: "b"}
for k, v in enumerate(x for x in d):
    print(k, v)
# ---
# a finished generator: only the resumption that finished it carries the return value (StopIteration.value)
def src():
    yield 1
    return "done"
g = src()
for v in g: pass
try:
    next(g)
except StopIteration as e:
    print("stop", e.value)
g = src()
list(g)
try:
    next(g)
except StopIteration as e:
    print("stop", e.value)
g = src()
next(g)
try:
    next(g)
except StopIteration as e:
    print("stop", e.value)
try:
    next(g)
except StopIteration as e:
    print("stop", e.value)
