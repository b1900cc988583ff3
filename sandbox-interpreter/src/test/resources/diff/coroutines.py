import traceback
def tb(e):
    # frames and messages only: CPython run with -c has no source lines to quote
    for line in traceback.format_exception(e):
        for part in line.splitlines():
            if not part.startswith("    "):
                print(part)
def run(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value
async def add(a, b):
    return a + b
async def main():
    x = await add(1, 2)
    y = await add(x, 10)
    return [x, y]
c = main()
print(type(c).__name__, c.__name__, c.__qualname__, type(c) is type(add(0, 0).close() or c))
print(run(c))
try:
    c.send(None)
except RuntimeError as e:
    print("RuntimeError:", e)
# ---
class Future:
    def __init__(self):
        self.value = None
    def __await__(self):
        got = yield self
        return got * 2
async def waits():
    a = await Future()
    b = await Future()
    return a + b
c = waits()
f1 = c.send(None)
print(type(f1).__name__)
f2 = c.send(5)
try:
    c.send(7)
except StopIteration as e:
    print("result", e.value)
c2 = waits()
c2.send(None)
try:
    c2.throw(KeyError("stop"))
except KeyError as e:
    print("thrown", repr(e))
c3 = waits()
c3.send(None)
c3.close()
print("closed")
try:
    waits().send(1)
except TypeError as e:
    print(e)
# ---
async def c():
    return 1
def t(f):
    try:
        r = f()
        r.send(None)
    except BaseException as e:
        print(type(e).__name__ + ":", e)
async def a1():
    await 1
t(a1)
class NoA:
    pass
async def a2():
    async with NoA():
        pass
t(a2)
async def a3():
    async for x in 1:
        pass
t(a3)
class BadAiter:
    def __aiter__(self):
        return 1
async def a4():
    async for x in BadAiter():
        pass
t(a4)
class BadAwait:
    def __await__(self):
        return 1
async def a5():
    await BadAwait()
t(a5)
class CoroAwait:
    def __await__(self):
        return c().__await__()
async def a6():
    return await CoroAwait()
print(t(a6))
async def a7():
    raise StopIteration
t(a7)
async def a8():
    cc = c()
    await cc
    await cc
t(a8)
# ---
async def agen(n):
    for i in range(n):
        yield i * 10
async def use():
    out = []
    async for v in agen(3):
        out.append(v)
    print(out)
    print([v async for v in agen(4) if v])
    print({v async for v in agen(2)}, {v: -v async for v in agen(2)})
    g = (v + 1 async for v in agen(3))
    print(type(g).__name__, [x async for x in g])
    print([await add(i) for i in range(3)])
async def add(i):
    return i + 100
c = use()
try:
    c.send(None)
except StopIteration:
    print("done")
# ---
def run(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value
async def ag():
    try:
        x = yield 1
        print("sent", x)
        yield 2
    except ValueError:
        yield "caught"
    finally:
        print("cleanup")
async def main():
    g = ag()
    print(type(g).__name__, type(g.__anext__()).__name__, type(g.athrow(ValueError)).__name__)
    print(await g.asend(None))
    print(await g.asend("hello"))
    print(await g.athrow(ValueError))
    try:
        await g.__anext__()
    except StopAsyncIteration:
        print("stop")
    g2 = ag()
    await g2.__anext__()
    await g2.aclose()
    print(g2.ag_running)
    try:
        await g2.__anext__()
    except StopAsyncIteration:
        print("exhausted")
run(main())
# ---
def run(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value
async def stubborn():
    try:
        yield 1
    except GeneratorExit:
        yield 2
async def raises():
    yield 1
    raise StopAsyncIteration
async def main():
    g = stubborn()
    await g.__anext__()
    try:
        await g.aclose()
    except RuntimeError as e:
        print("RuntimeError:", e)
    r = raises()
    await r.__anext__()
    try:
        await r.__anext__()
    except RuntimeError as e:
        print("RuntimeError:", e, type(e.__cause__).__name__)
run(main())
# ---
class Resource:
    def __init__(self, name, swallow=False):
        self.name = name
        self.swallow = swallow
    async def __aenter__(self):
        print("enter", self.name)
        return self.name.upper()
    async def __aexit__(self, t, e, tb):
        print("exit", self.name, t.__name__ if t else None, e)
        return self.swallow
def run(coro):
    try:
        while True:
            coro.send(None)
    except StopIteration as e:
        return e.value
async def main():
    async with Resource("a") as a, Resource("b", True) as b:
        print("body", a, b)
        raise ValueError("inner")
    print("after")
    for i in range(3):
        async with Resource("loop"):
            if i == 1:
                break
    async with Resource("c"):
        return "returned"
print(run(main()))
async def fails():
    async with Resource("d"):
        raise KeyError("k")
try:
    run(fails())
except KeyError as e:
    print("propagated", repr(e))
# ---
import traceback
def tb(e):
    for line in traceback.format_exception(e):
        for part in line.splitlines():
            if not part.startswith("    "):
                print(part)
async def inner(x):
    return 10 / x
async def middle(x):
    try:
        return await inner(x)
    except ZeroDivisionError as e:
        raise ValueError("bad input") from e
async def main():
    return await middle(0)
try:
    main().send(None)
except ValueError as e:
    tb(e)
async def ctx():
    try:
        raise TypeError("first")
    except TypeError:
        await inner(1)
        raise KeyError("second")
try:
    ctx().send(None)
except KeyError as e:
    tb(e)
# ---
async def main():
    await inner()
async def inner():
    raise RuntimeError("boom")
main().send(None)
# ---
def f():
    async def g():
        return 1
    return g
print(f()().__qualname__)
class A:
    async def m(self):
        return self
print(A().m().__qualname__)
co = A().m()
print(repr(co).startswith("<coroutine object A.m at 0x"))
co.close()
print(type(co.__await__()).__name__)
