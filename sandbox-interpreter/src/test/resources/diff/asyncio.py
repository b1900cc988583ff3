import asyncio
async def double(x):
    await asyncio.sleep(0)
    return x * 2
async def main():
    print(await double(21))
    results = await asyncio.gather(*(double(i) for i in range(5)))
    print(results)
    print(await asyncio.gather())
    t = asyncio.create_task(double(4), name="worker")
    print(t.get_name(), t.done(), t.cancelled())
    print(await t, t.done(), t.result(), t.exception())
    print(asyncio.current_task().get_name(), len(asyncio.all_tasks()))
    return "finished"
print(asyncio.run(main()))
print(asyncio.iscoroutinefunction(main), asyncio.iscoroutinefunction(print), asyncio.iscoroutine(main()))
# ---
import asyncio
async def fail(x):
    await asyncio.sleep(0)
    raise ValueError("bad %d" % x)
async def ok(x):
    await asyncio.sleep(0)
    return x
async def main():
    r = await asyncio.gather(ok(1), fail(2), ok(3), return_exceptions=True)
    print([type(v).__name__ + ":" + str(v) for v in r])
    try:
        await asyncio.gather(ok(1), fail(3))
    except ValueError as e:
        print("raised", e)
    g = asyncio.gather(ok(1), asyncio.sleep(10))
    await asyncio.sleep(0)
    print(g.cancel())
    try:
        await g
    except asyncio.CancelledError:
        print("gather cancelled", g.cancelled())
asyncio.run(main())
# ---
import asyncio
async def slow(log):
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError as e:
        log.append("cancelled: %r" % (e.args,))
        raise
    finally:
        log.append("finally")
async def main():
    log = []
    t = asyncio.create_task(slow(log))
    await asyncio.sleep(0)
    print(t.cancel("stop it"), t.cancelling())
    try:
        await t
    except asyncio.CancelledError as e:
        print("awaiting got", repr(e))
    print(log, t.cancelled(), t.done())
    print(t.cancel())
    try:
        t.result()
    except asyncio.CancelledError as e:
        print("result raises", type(e).__name__)
    t2 = asyncio.create_task(slow(log))
    t2.cancel()
    try:
        await t2
    except asyncio.CancelledError:
        print("cancelled before start", log[-1:])
asyncio.run(main())
# ---
import asyncio
async def stubborn():
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        print("ignoring cancel")
    return "survived"
async def main():
    t = asyncio.create_task(stubborn())
    await asyncio.sleep(0)
    t.cancel()
    print(await t, t.cancelled())
    inner = asyncio.create_task(asyncio.sleep(0.01, result="inner result"))
    outer = asyncio.create_task(asyncio.wait_for(asyncio.shield(inner), timeout=5))
    await asyncio.sleep(0)
    outer.cancel()
    try:
        await outer
    except asyncio.CancelledError:
        print("outer cancelled")
    print(await inner)
asyncio.run(main())
# ---
import asyncio
async def main():
    try:
        await asyncio.wait_for(asyncio.sleep(10), timeout=0.01)
    except asyncio.TimeoutError as e:
        print("wait_for timed out", type(e).__name__, type(e.__cause__).__name__)
    print(await asyncio.wait_for(asyncio.sleep(0, result=5), timeout=1))
    try:
        async with asyncio.timeout(0.01) as cm:
            await asyncio.sleep(10)
    except TimeoutError:
        print("timeout block", cm.expired())
    async with asyncio.timeout(5) as cm:
        await asyncio.sleep(0)
    print("in time", cm.expired())
    async with asyncio.timeout(None) as cm:
        print(cm.when())
    try:
        await asyncio.wait_for(asyncio.sleep(10), timeout=0)
    except TimeoutError:
        print("zero timeout")
asyncio.run(main())
# ---
import asyncio
async def worker(name, q, out):
    while True:
        item = await q.get()
        out.append((name, item))
        q.task_done()
async def main():
    q = asyncio.Queue()
    out = []
    workers = [asyncio.create_task(worker("w%d" % i, q, out)) for i in range(3)]
    for i in range(7):
        q.put_nowait(i)
    print(q.qsize(), q.empty(), q.full())
    await q.join()
    for w in workers:
        w.cancel()
    print(await asyncio.gather(*workers, return_exceptions=True))
    print(sorted(out))
    bounded = asyncio.Queue(maxsize=2)
    await bounded.put(1)
    await bounded.put(2)
    print(bounded.full())
    try:
        bounded.put_nowait(3)
    except asyncio.QueueFull:
        print("full")
    print(await bounded.get(), bounded.get_nowait())
    try:
        bounded.get_nowait()
    except asyncio.QueueEmpty:
        print("empty")
    lifo, prio = asyncio.LifoQueue(), asyncio.PriorityQueue()
    for x in [3, 1, 2]:
        lifo.put_nowait(x)
        prio.put_nowait((x, str(x)))
    print([lifo.get_nowait() for _ in range(3)], [prio.get_nowait() for _ in range(3)])
    try:
        q.task_done()
    except ValueError as e:
        print(e)
asyncio.run(main())
# ---
import asyncio
async def producer(q, n):
    for i in range(n):
        await q.put(i)
        print("put", i)
    await q.put(None)
async def consumer(q):
    while True:
        item = await q.get()
        if item is None:
            return "consumer done"
        print("got", item)
async def main():
    q = asyncio.Queue(maxsize=1)
    print(await asyncio.gather(producer(q, 3), consumer(q)))
asyncio.run(main())
# ---
import asyncio
async def job(i, sem, active, peak):
    async with sem:
        active[0] += 1
        peak[0] = max(peak[0], active[0])
        await asyncio.sleep(0)
        active[0] -= 1
    return i
async def main():
    sem = asyncio.Semaphore(2)
    active, peak = [0], [0]
    print(await asyncio.gather(*(job(i, sem, active, peak) for i in range(6))), peak[0])
    b = asyncio.BoundedSemaphore(1)
    await b.acquire()
    print(b.locked())
    b.release()
    try:
        b.release()
    except ValueError as e:
        print(e)
    try:
        asyncio.Semaphore(-1)
    except ValueError as e:
        print(e)
    lock = asyncio.Lock()
    order = []
    async def critical(n):
        async with lock:
            order.append(n)
            await asyncio.sleep(0)
            order.append(-n)
    await asyncio.gather(critical(1), critical(2), critical(3))
    print(order, lock.locked())
    try:
        lock.release()
    except RuntimeError as e:
        print(e)
asyncio.run(main())
# ---
import asyncio
async def waiter(ev, name):
    print(name, "waiting")
    await ev.wait()
    print(name, "woke")
async def main():
    ev = asyncio.Event()
    tasks = [asyncio.create_task(waiter(ev, n)) for n in "ab"]
    await asyncio.sleep(0)
    print("set", ev.is_set())
    ev.set()
    await asyncio.gather(*tasks)
    print(ev.is_set(), await ev.wait())
    ev.clear()
    print(ev.is_set())
    cond = asyncio.Condition()
    box = []
    async def consume():
        async with cond:
            await cond.wait_for(lambda: box)
            print("consumed", box.pop())
    c = asyncio.create_task(consume())
    await asyncio.sleep(0)
    async with cond:
        box.append("item")
        cond.notify()
    await c
asyncio.run(main())
# ---
import asyncio
async def child(n):
    await asyncio.sleep(0)
    if n == 2:
        raise ValueError("child %d failed" % n)
    if n == 3:
        raise KeyError(n)
    try:
        await asyncio.sleep(10)
    except asyncio.CancelledError:
        print("child", n, "cancelled")
        raise
async def main():
    try:
        async with asyncio.TaskGroup() as tg:
            for n in range(4):
                tg.create_task(child(n))
    except* ValueError as eg:
        print("ValueErrors:", [str(e) for e in eg.exceptions])
    except* KeyError as eg:
        print("KeyErrors:", [repr(e) for e in eg.exceptions])
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(child(2))
    except ExceptionGroup as eg:
        print(type(eg).__name__, eg.message, len(eg.exceptions))
    async with asyncio.TaskGroup() as tg:
        t = tg.create_task(asyncio.sleep(0, result="r"))
    print(t.result())
    try:
        async with asyncio.TaskGroup() as tg:
            tg.create_task(child(0))
            raise RuntimeError("body failed")
    except ExceptionGroup as eg:
        print([type(e).__name__ for e in eg.exceptions])
    try:
        tg.create_task(child(0))
    except RuntimeError as e:
        print(e)
asyncio.run(main())
# ---
import asyncio
async def task(n):
    await asyncio.sleep(n / 100)
    return n
async def main():
    tasks = [asyncio.create_task(task(n)) for n in (20, 0, 10)]
    done, pending = await asyncio.wait(tasks, return_when=asyncio.FIRST_COMPLETED)
    print(sorted(t.result() for t in done), len(pending))
    done, pending = await asyncio.wait(tasks)
    print(sorted(t.result() for t in done), len(pending))
    slow = asyncio.create_task(asyncio.sleep(10))
    done, pending = await asyncio.wait([slow], timeout=0.01)
    print(len(done), len(pending))
    slow.cancel()
    results = []
    for f in asyncio.as_completed([task(20), task(0), task(10)]):
        results.append(await f)
    print(results)
    try:
        await asyncio.wait([task(1)])
    except TypeError as e:
        print(e)
    try:
        await asyncio.wait([])
    except ValueError as e:
        print(e)
    try:
        for f in asyncio.as_completed([asyncio.sleep(10)], timeout=0.01):
            await f
    except TimeoutError:
        print("as_completed timed out")
asyncio.run(main())
# ---
import asyncio
async def ticker(n):
    for i in range(n):
        yield i
        await asyncio.sleep(0)
class Session:
    def __init__(self, name):
        self.name = name
    async def __aenter__(self):
        await asyncio.sleep(0)
        print("open", self.name)
        return self
    async def __aexit__(self, *exc):
        await asyncio.sleep(0)
        print("close", self.name, exc[0].__name__ if exc[0] else None)
async def main():
    async for i in ticker(3):
        print("tick", i)
    print([i async for i in ticker(4) if i % 2])
    async with Session("a") as s, Session("b"):
        print("inside", s.name)
    try:
        async with Session("c"):
            raise KeyError("x")
    except KeyError:
        print("KeyError passed through")
    agen = ticker(10)
    print(await agen.__anext__(), await agen.__anext__())
    await agen.aclose()
    print("closed early")
asyncio.run(main())
# ---
import asyncio
from contextlib import asynccontextmanager
@asynccontextmanager
async def resource(name):
    print("acquire", name)
    try:
        yield name.upper()
    finally:
        print("release", name)
async def gen():
    try:
        for i in range(5):
            yield i
    finally:
        print("gen cleanup")
async def main():
    async with resource("db") as r:
        print("using", r)
    try:
        async with resource("net"):
            raise ValueError("oops")
    except ValueError as e:
        print("caught", e)
    async for x in gen():
        if x == 1:
            break
    print("after break")
asyncio.run(main())
print("run returned")
# ---
import asyncio
async def inner():
    await asyncio.sleep(0)
    raise ValueError("deep failure")
async def middle():
    return await inner()
async def main():
    t = asyncio.create_task(middle())
    return await t
asyncio.run(main())
# ---
import asyncio, traceback
async def inner():
    await asyncio.sleep(0)
    raise ValueError("deep failure")
async def main():
    try:
        await asyncio.gather(inner())
    except ValueError:
        text = traceback.format_exc()
        print("\n".join(l for l in text.splitlines() if l.startswith('  File "<string>"') or not l.startswith(" ")))
asyncio.run(main())
# ---
import asyncio
async def main():
    await asyncio.sleep(0)
    try:
        asyncio.run(asyncio.sleep(0))
    except RuntimeError as e:
        print(e)
    loop = asyncio.get_running_loop()
    print(loop.is_running(), loop.is_closed(), type(loop.time()).__name__)
    fut = loop.create_future()
    loop.call_soon(fut.set_result, "from call_soon")
    print(await fut)
    fut2 = loop.create_future()
    loop.call_later(0.01, fut2.set_result, "from call_later")
    print(await fut2)
    fut3 = loop.create_future()
    fut3.add_done_callback(lambda f: print("callback saw", f.result()))
    fut3.set_result(3)
    await asyncio.sleep(0)
    try:
        fut3.set_result(4)
    except asyncio.InvalidStateError as e:
        print("InvalidStateError", e)
    try:
        loop.create_future().result()
    except asyncio.InvalidStateError as e:
        print(e)
try:
    asyncio.run(42)
except ValueError as e:
    print(e)
asyncio.run(main())
loop = asyncio.new_event_loop()
print(loop.run_until_complete(asyncio.sleep(0, result="rc")))
loop.close()
print(asyncio.get_event_loop().run_until_complete(asyncio.sleep(0, result="gel")))
# ---
import asyncio
async def main():
    async def never():
        await asyncio.Event().wait()
    t = asyncio.create_task(never())
    await asyncio.sleep(0)
    print(t.done())
    return "main done"
print(asyncio.run(main()))
# ---
import asyncio
async def f():
    return 1
async def main():
    t = asyncio.create_task(f())
    print(repr(t).startswith("<Task pending name='Task-2' coro=<f() running at <string>:2>"))
    await t
    print(repr(t))
    fut = asyncio.get_running_loop().create_future()
    print(fut)
    fut.set_result([1, 2])
    print(fut)
    print(asyncio.Queue(), asyncio.Semaphore(3).locked())
asyncio.run(main())
# ---
import asyncio
async def step(name, n):
    for i in range(n):
        print(name, i)
        await asyncio.sleep(0)
async def main():
    await asyncio.gather(step("a", 3), step("b", 2), step("c", 1))
    async with asyncio.TaskGroup() as tg:
        tg.create_task(step("x", 2))
        tg.create_task(step("y", 2))
asyncio.run(main())
