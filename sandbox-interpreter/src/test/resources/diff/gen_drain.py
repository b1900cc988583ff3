# Generators consumed by builtins (sum, any, all, min, max, list, tuple, sorted, str.join): the generator's frame
# runs in one VM loop and hands each value to the consumer (ADR 0044); everything observable stays as next() gives.
import sys


def count(n, log=None):
    try:
        for i in range(n):
            yield i
    finally:
        if log is not None:
            log.append("closed %d" % n)


log = []
print(sum(count(5, log)), list(count(3, log)), tuple(count(2, log)), sorted(count(4)), log)
print(sum(x * x for x in range(10)), sum((x / 2 for x in range(5)), 0.5), sum((x for x in [1, 2.5]), 1))
print(sum(([x] for x in range(3)), []), sum(x for x in ()), sum((2 ** 62 for _ in range(4))))
print(any(x > 2 for x in count(6)), all(x < 9 for x in count(5)), any(()), all(x for x in ()))
print(max(count(4)), min(x % 3 for x in range(7)), max((x for x in [3, 1, 2]), key=lambda v: -v))
print(max((x for x in ()), default="empty"), ",".join(str(x) for x in count(4)))

# a consumer that stops early leaves the generator suspended where it stopped
it = count(10)
print(any(x == 3 for x in it), next(it), list(it))
it = (x for x in range(10))
print(all(x < 4 for x in it), list(it))
g = count(6)
print(next(g), sum(g), next(g, "done"))

# an exception of the consumer is not seen by the generator, which stays suspended after the value it gave
def guarded():
    try:
        yield 1
        yield "a"
        yield 3
    except Exception as e:
        print("generator saw", type(e).__name__)
    yield 4


g = guarded()
try:
    sum(g)
except TypeError as e:
    print("TypeError:", e)
print(list(g))


def keyed():
    for i in range(4):
        yield i


try:
    max(keyed(), key=lambda v: 1 / (2 - v))
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e, e.__context__)

# PEP 479: StopIteration inside the generator becomes RuntimeError
def leaky():
    yield 1
    raise StopIteration("inner")


for consumer in (sum, list, any, max, sorted):
    try:
        consumer(leaky())
    except RuntimeError as e:
        print(consumer.__name__, "RuntimeError:", e, repr(e.__cause__))


# errors raised by the generator itself reach the consumer's caller with the generator's line
def failing():
    yield 1
    yield 1 // 0


try:
    sum(failing())
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)


# yield from: values of the sub-generator pass through; its return value is the expression's
def sub():
    yield 1
    yield 2
    return 7


def outer():
    r = yield from sub()
    yield r
    yield from [8, 9]


print(list(outer()), sum(outer()), max(outer()), any(x == 2 for x in outer()))

# the exception being handled: the generator keeps its own, the consumer's key sees the consumer's
def handled_inside():
    try:
        raise KeyError("k")
    except KeyError:
        yield sys.exc_info()[0].__name__
        yield sys.exc_info()[0].__name__
    yield sys.exc_info()[0]


try:
    raise ValueError("v")
except ValueError:
    print(list(handled_inside()))
    print(max((1, 2), key=lambda v: (sys.exc_info()[0].__name__, v)))
    print(sorted((str(x) for x in handled_inside()), key=lambda s: s + sys.exc_info()[0].__name__))


# a generator consumed inside itself is already running
def selfish():
    yield 1
    yield sum(me)


me = selfish()
try:
    print(list(me))
except ValueError as e:
    print("ValueError:", e)

# finished, partly consumed, sent to, thrown into and closed generators
g = count(5)
print(list(g), list(g), sum(g))
g = count(5, log)
next(g)
print(g.send(None), sum(g), log[-1])
g = count(5, log)
next(g)
print(sum(x for x in [g.send(None)]))
try:
    g.throw(ValueError("boom"))
except ValueError as e:
    print("thrown:", e, log[-1])
g = count(5, log)
print(next(g), any(x == 2 for x in g))
g.close()
print(log[-1], list(g))

# nested generator expressions and generators over generators
print(sum(sum(y for y in range(x)) for x in range(6)), list(x for x in (y * 2 for y in count(4))))
print(sum(1 for w in zip(count(5), count(7))), list(enumerate(x for x in "ab")))

# enumerate, map and filter over a generator pass the drain on
print(list(enumerate(count(3), 5)), sum(map(lambda v: v * 3, count(4))), list(filter(None, count(4))))
print(list(filter(lambda v: v % 2, (x for x in range(7)))), list(enumerate(count(2), 2 ** 64)))
print(list(map(lambda a, b: a + b, count(3), count(5))), max(map(str, count(12))), sorted(enumerate("ba")))
e = enumerate(count(10))
print(any(i == 3 for i, _ in e), next(e), sum(i for i, _ in e))
m = map(lambda v: v * 10, count(6))
print(any(v > 20 for v in m), list(m))
flt = filter(lambda v: v != 2, guarded())
try:
    sum(flt)
except TypeError as e:
    print("TypeError:", e)
print(list(flt))
try:
    list(map(lambda v: 10 // (3 - v), count(5)))
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    list(enumerate(leaky()))
except RuntimeError as e:
    print("RuntimeError:", e)
