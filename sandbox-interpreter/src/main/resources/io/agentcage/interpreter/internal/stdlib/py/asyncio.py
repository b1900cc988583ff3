"""asyncio for the sandbox: one event loop per execution, on the execution's own thread, behaving as CPython 3.11's
for what agent code uses: run, gather, create_task and Task, TaskGroup, sleep, wait_for, wait, as_completed,
timeout, shield, Event, Lock, Semaphore, BoundedSemaphore, Condition, Queue, LifoQueue, PriorityQueue.

There are no threads, sockets, subprocesses or file descriptors behind it. The loop waits through the native
helper _aio: for its next timer (for real, never past the execution's deadline) or for host function calls that
run concurrently on the host. Every step of the loop and of every task counts against the execution's budgets.
The frames of this module are hidden from tracebacks, as CPython's C tasks and futures are."""

import _aio
import heapq as _heapq
from collections import deque as _deque

__all__ = ['run', 'Runner', 'gather', 'create_task', 'ensure_future', 'sleep', 'wait_for', 'wait', 'as_completed',
           'shield', 'timeout', 'timeout_at', 'Timeout', 'TaskGroup', 'Task', 'Future', 'Event', 'Lock', 'Semaphore',
           'BoundedSemaphore', 'Condition', 'Queue', 'LifoQueue', 'PriorityQueue', 'QueueEmpty', 'QueueFull',
           'CancelledError', 'TimeoutError', 'InvalidStateError', 'iscoroutine', 'iscoroutinefunction',
           'isfuture', 'get_running_loop', 'get_event_loop', 'new_event_loop', 'set_event_loop', 'current_task',
           'all_tasks', 'FIRST_COMPLETED', 'FIRST_EXCEPTION', 'ALL_COMPLETED', 'AbstractEventLoop', 'Handle',
           'TimerHandle', 'wrap_future']

FIRST_COMPLETED = 'FIRST_COMPLETED'
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'


# ---- exceptions ----

class CancelledError(BaseException):
    """The operation was cancelled."""
    __module__ = 'asyncio.exceptions'


class InvalidStateError(Exception):
    """A future or task is in a state that does not allow this operation."""
    __module__ = 'asyncio.exceptions'


class QueueEmpty(Exception):
    """get_nowait() on an empty queue."""
    __module__ = 'asyncio.queues'


class QueueFull(Exception):
    """put_nowait() on a full queue."""
    __module__ = 'asyncio.queues'


TimeoutError = TimeoutError


class _Exceptions:
    """What 'asyncio.exceptions' names: for code that spells asyncio.exceptions.CancelledError."""
    CancelledError = CancelledError
    InvalidStateError = InvalidStateError
    TimeoutError = TimeoutError


exceptions = _Exceptions()


# ---- the running loop ----

_running = None
_event_loop = None
_event_loop_set = False
_task_counter = 0


def _get_running_loop():
    return _running


def get_running_loop():
    """The loop running in this thread; RuntimeError when none runs."""
    if _running is None:
        raise RuntimeError('no running event loop')
    return _running


def get_event_loop():
    """The running loop, or the loop set for this execution (made on first use unless one was ever set)."""
    global _event_loop
    if _running is not None:
        return _running
    if _event_loop is None:
        if _event_loop_set:
            raise RuntimeError("There is no current event loop in thread 'MainThread'.")
        _event_loop = _Loop()
    return _event_loop


def new_event_loop():
    """A new event loop (only one can run at a time in an execution)."""
    return _Loop()


def set_event_loop(loop):
    global _event_loop, _event_loop_set
    if loop is not None and not isinstance(loop, AbstractEventLoop):
        raise TypeError("loop must be an instance of AbstractEventLoop or None, not '%s'" % type(loop).__name__)
    _event_loop = loop
    _event_loop_set = True


def iscoroutine(obj):
    """Whether obj is a coroutine object."""
    return _aio.iscoroutine(obj)


def iscoroutinefunction(func):
    """Whether calling func returns a coroutine (an async def, also through functools.partial and methods)."""
    while True:
        inner = getattr(func, 'func', None)
        if inner is None or not hasattr(func, 'args'):
            break
        func = inner
    return _aio.iscoroutinefunction(func)


def isfuture(obj):
    """Whether obj is a Future-like object (asyncio.Future, Task, or anything that says it is one)."""
    return getattr(type(obj), '_asyncio_future_blocking', None) is not None


class Handle:
    """A callback scheduled with call_soon()."""
    __slots__ = ('_callback', '_args', '_cancelled', '_loop')

    def __init__(self, callback, args, loop):
        self._callback = callback
        self._args = args
        self._cancelled = False
        self._loop = loop

    def cancel(self):
        self._cancelled = True

    def cancelled(self):
        return self._cancelled

    def get_context(self):
        return None

    def _run(self):
        try:
            self._callback(*self._args)
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            self._loop.call_exception_handler({
                'message': 'Exception in callback ' + _callback_repr(self._callback, self._args),
                'exception': exc, 'handle': self})

    def __repr__(self):
        state = ' cancelled' if self._cancelled else ''
        return '<%s%s %s>' % (type(self).__name__, state, _callback_repr(self._callback, self._args))


class TimerHandle(Handle):
    """A callback scheduled with call_later() or call_at()."""
    __slots__ = ('_when', '_seq')

    def __init__(self, when, seq, callback, args, loop):
        Handle.__init__(self, callback, args, loop)
        self._when = when
        self._seq = seq

    def when(self):
        return self._when

    def cancel(self):
        if not self._cancelled:
            self._loop._timer_cancelled()
        self._cancelled = True

    def __lt__(self, other):
        return (self._when, self._seq) < (other._when, other._seq)

    def __repr__(self):
        state = ' cancelled' if self._cancelled else ''
        return '<TimerHandle%s when=%r %s>' % (state, self._when, _callback_repr(self._callback, self._args))


def _callback_repr(callback, args):
    name = getattr(callback, '__qualname__', None) or getattr(callback, '__name__', None) or repr(callback)
    return '%s(%s)' % (name, ', '.join(repr(a) for a in args))


class AbstractEventLoop:
    """The interface of event loops (for isinstance checks)."""


class _Loop(AbstractEventLoop):
    """The event loop: ready callbacks, timers, and host calls in flight."""

    def __init__(self):
        self._ready = []
        self._timers = []
        self._timer_seq = 0
        self._cancelled_timers = 0
        self._stopping = False
        self._running = False
        self._closed = False
        self._debug = False
        self._exception_handler = None
        self._host_calls = {}
        self._asyncgens = []
        self._asyncgens_shutdown = False
        self._current_task = None
        self._tasks = []
        self._unretrieved = []

    def __repr__(self):
        return '<_UnixSelectorEventLoop running=%s closed=%s debug=%s>' % (
            self._running, self._closed, self._debug)

    # -- scheduling --

    def time(self):
        """The loop's clock, in seconds (monotonic)."""
        return _aio.time()

    def call_soon(self, callback, *args, context=None):
        self._check_closed()
        h = Handle(callback, args, self)
        self._ready.append(h)
        return h

    call_soon_threadsafe = call_soon

    def call_later(self, delay, callback, *args, context=None):
        if delay is None:
            raise TypeError('delay must not be None')
        return self.call_at(self.time() + delay, callback, *args)

    def call_at(self, when, callback, *args, context=None):
        if when is None:
            raise TypeError('when cannot be None')
        self._check_closed()
        self._timer_seq += 1
        h = TimerHandle(when, self._timer_seq, callback, args, self)
        _heapq.heappush(self._timers, h)
        return h

    def _timer_cancelled(self):
        self._cancelled_timers += 1

    def create_future(self):
        return Future(loop=self)

    def create_task(self, coro, *, name=None, context=None):
        self._check_closed()
        return Task(coro, loop=self, name=name)

    def run_in_executor(self, executor, func, *args):
        raise NotImplementedError('run_in_executor() is not available in the sandbox: there are no threads; '
                                  'call the function directly, or await a host function')

    def set_default_executor(self, executor):
        raise NotImplementedError('the sandbox has no executors')

    def get_debug(self):
        return self._debug

    def set_debug(self, enabled):
        self._debug = bool(enabled)

    # -- running --

    def is_running(self):
        return self._running

    def is_closed(self):
        return self._closed

    def _check_closed(self):
        if self._closed:
            raise RuntimeError('Event loop is closed')

    def stop(self):
        self._stopping = True

    def close(self):
        if self._running:
            raise RuntimeError('Cannot close a running event loop')
        if self._closed:
            return
        self._closed = True
        self._ready = []
        self._timers = []
        for call in list(self._host_calls):
            _aio.cancel(call)
        self._host_calls = {}

    def run_forever(self):
        global _running
        self._check_closed()
        if self._running:
            raise RuntimeError('This event loop is already running')
        if _running is not None:
            raise RuntimeError('Cannot run the event loop while another loop is running')
        self._running = True
        _running = self
        _aio.set_running(self, self._asyncgen_firstiter)
        try:
            while True:
                self._run_once()
                if self._stopping:
                    break
        finally:
            self._stopping = False
            self._running = False
            _running = None
            _aio.set_running(None, None)

    def run_until_complete(self, future):
        self._check_closed()
        if self._running:
            raise RuntimeError('This event loop is already running')
        new_task = not isfuture(future)
        future = ensure_future(future, loop=self)
        future.add_done_callback(_stop_loop)
        try:
            self.run_forever()
        except BaseException:
            if new_task and future.done() and not future.cancelled():
                future._log_traceback = False
            raise
        finally:
            future.remove_done_callback(_stop_loop)
        if not future.done():
            raise RuntimeError('Event loop stopped before Future completed.')
        return future.result()

    def _run_once(self):
        timers = self._timers
        if self._cancelled_timers > 64 and self._cancelled_timers * 2 > len(timers):
            self._timers = timers = [t for t in timers if not t._cancelled]
            _heapq.heapify(timers)
            self._cancelled_timers = 0
        while timers and timers[0]._cancelled:
            _heapq.heappop(timers)
            self._cancelled_timers -= 1
        if self._ready or self._stopping:
            wait = 0
        elif timers:
            wait = max(0.0, timers[0]._when - _aio.time())
        else:
            wait = None
        for call in _aio.wait(wait):
            self._host_done(call)
        if timers:
            now = _aio.time()
            while timers and timers[0]._when <= now:
                h = _heapq.heappop(timers)
                if h._cancelled:
                    self._cancelled_timers -= 1
                else:
                    self._ready.append(h)
        ready = self._ready
        self._ready = []
        for h in ready:
            if not h._cancelled:
                h._run()

    # -- host calls --

    def _host_start(self, call, future):
        self._host_calls[call] = future
        _aio.start(call)

    def _host_cancel(self, call):
        if self._host_calls.pop(call, None) is not None:
            _aio.cancel(call)

    def _host_done(self, call):
        future = self._host_calls.pop(call, None)
        if future is None or future.done():
            return
        ok, value = _aio.outcome(call)
        if ok:
            future.set_result(value)
        else:
            future.set_exception(value)

    # -- errors --

    def set_exception_handler(self, handler):
        if handler is not None and not callable(handler):
            raise TypeError('A callable object or None is expected, got %r' % (handler,))
        self._exception_handler = handler

    def get_exception_handler(self):
        return self._exception_handler

    def default_exception_handler(self, context):
        message = context.get('message') or 'Unhandled exception in event loop'
        lines = [message]
        for key in sorted(context):
            if key not in ('message', 'exception'):
                lines.append('%s: %r' % (key, context[key]))
        text = '\n'.join(lines) + '\n'
        exc = context.get('exception')
        if exc is not None:
            text += _aio.format_exception(exc)
        _aio.log(text)

    def call_exception_handler(self, context):
        if self._exception_handler is None:
            self.default_exception_handler(context)
        else:
            try:
                self._exception_handler(self, context)
            except (SystemExit, KeyboardInterrupt):
                raise
            except BaseException as exc:
                self.default_exception_handler({
                    'message': 'Unhandled error in exception handler', 'exception': exc, 'context': context})

    # -- async generators --

    def _asyncgen_firstiter(self, agen):
        if self._asyncgens_shutdown:
            pass
        self._asyncgens.append(agen)

    async def shutdown_asyncgens(self):
        self._asyncgens_shutdown = True
        agens = [g for g in self._asyncgens if not _aio.agen_finished(g)]
        self._asyncgens = []
        if not agens:
            return
        results = await gather(*[g.aclose() for g in agens], return_exceptions=True)
        for result, agen in zip(results, agens):
            if isinstance(result, Exception):
                self.call_exception_handler({
                    'message': 'an error occurred during closing of asynchronous generator %r' % (agen,),
                    'exception': result, 'asyncgen': agen})

    async def shutdown_default_executor(self):
        pass


def _stop_loop(future):
    future.get_loop().stop()


# ---- futures ----

class Future:
    """The result of an operation that is not complete yet: await it, or add done callbacks."""
    _asyncio_future_blocking = False
    _state = 'PENDING'
    _result = None
    _exception = None
    _loop = None
    _cancel_message = None
    _cancelled_exc = None
    _log_traceback = False

    def __init__(self, *, loop=None):
        self._loop = get_event_loop() if loop is None else loop
        self._callbacks = []

    def __repr__(self):
        return '<%s %s>' % (type(self).__name__, ' '.join(self._repr_info()))

    def _repr_info(self):
        info = [self._state.lower()]
        if self._state == 'FINISHED':
            if self._exception is not None:
                info.append('exception=%r' % (self._exception,))
            else:
                info.append('result=%s' % (_short_repr(self._result),))
        if self._callbacks:
            names = [getattr(cb, '__qualname__', None) or repr(cb) for cb in self._callbacks]
            if len(names) > 2:
                names = [names[0], '<%d more>' % (len(names) - 2), names[-1]]
            info.append('cb=[%s]' % ', '.join(n + '()' for n in names))
        return info

    def get_loop(self):
        return self._loop

    def _make_cancelled_error(self):
        # the CancelledError a task's coroutine raised is the one its awaiters see again (once)
        exc = self._cancelled_exc
        self._cancelled_exc = None
        if exc is not None:
            return exc
        return CancelledError() if self._cancel_message is None else CancelledError(self._cancel_message)

    def cancel(self, msg=None):
        """Cancels the future: False when it is already done."""
        self._log_traceback = False
        if self._state != 'PENDING':
            return False
        self._state = 'CANCELLED'
        self._cancel_message = msg
        self._schedule_callbacks()
        return True

    def _schedule_callbacks(self):
        callbacks = self._callbacks
        if not callbacks:
            return
        self._callbacks = []
        loop = self._loop
        for cb in callbacks:
            loop.call_soon(cb, self)

    def cancelled(self):
        return self._state == 'CANCELLED'

    def done(self):
        return self._state != 'PENDING'

    def result(self):
        """The result; raises the exception, CancelledError, or InvalidStateError when not done."""
        if self._state == 'CANCELLED':
            raise self._make_cancelled_error()
        if self._state != 'FINISHED':
            raise InvalidStateError('Result is not set.')
        self._log_traceback = False
        if self._exception is not None:
            raise self._exception
        return self._result

    def exception(self):
        """The exception, or None; raises CancelledError or InvalidStateError when not done."""
        if self._state == 'CANCELLED':
            raise self._make_cancelled_error()
        if self._state != 'FINISHED':
            raise InvalidStateError('Exception is not set.')
        self._log_traceback = False
        return self._exception

    def add_done_callback(self, fn, *, context=None):
        if self._state != 'PENDING':
            self._loop.call_soon(fn, self)
        else:
            self._callbacks.append(fn)

    def remove_done_callback(self, fn):
        kept = [cb for cb in self._callbacks if cb != fn]
        removed = len(self._callbacks) - len(kept)
        if removed:
            self._callbacks = kept
        return removed

    def set_result(self, result):
        if self._state != 'PENDING':
            raise InvalidStateError('invalid state')
        self._result = result
        self._state = 'FINISHED'
        self._schedule_callbacks()

    def set_exception(self, exception):
        if self._state != 'PENDING':
            raise InvalidStateError('invalid state')
        if isinstance(exception, type):
            exception = exception()
        if type(exception) is StopIteration:
            raise TypeError('StopIteration interacts badly with generators and cannot be raised into a Future')
        self._exception = exception
        self._state = 'FINISHED'
        self._log_traceback = True
        self._loop._unretrieved.append(self)
        self._schedule_callbacks()

    def __await__(self):
        if self._state == 'PENDING':
            self._asyncio_future_blocking = True
            yield self
        if self._state == 'PENDING':
            raise RuntimeError("await wasn't used with future")
        return self.result()

    __iter__ = __await__


def _short_repr(value):
    r = repr(value)
    return r if len(r) <= 20 else r[:8] + '...' + r[-8:]


async def _host_call(call):
    """What a host function returns when called while the loop runs: its call runs on the host when awaited,
    concurrently with the other calls in flight; cancelling the awaiting task cancels the call."""
    loop = get_running_loop()
    future = loop.create_future()
    loop._host_start(call, future)
    try:
        return await future
    except CancelledError:
        loop._host_cancel(call)
        raise


def wrap_future(future, *, loop=None):
    if isfuture(future):
        return future
    raise TypeError('wrap_future() needs an asyncio future: the sandbox has no concurrent.futures')


def _set_result_unless_cancelled(future, result):
    if not future.cancelled():
        future.set_result(result)


# ---- tasks ----

class Task(Future):
    """A coroutine scheduled to run on the loop: it runs until its next await that suspends, and so on."""

    def __init__(self, coro, *, loop=None, name=None, context=None):
        global _task_counter
        Future.__init__(self, loop=loop)
        if not iscoroutine(coro):
            raise TypeError('a coroutine was expected, got %r' % (coro,))
        if name is None:
            _task_counter += 1
            name = 'Task-%d' % _task_counter
        else:
            name = str(name)
        self._coro = coro
        self._name = name
        self._fut_waiter = None
        self._must_cancel = False
        self._num_cancels_requested = 0
        self._loop.call_soon(self._step)
        self._loop._tasks.append(self)

    def _repr_info(self):
        info = Future._repr_info(self)
        if self._must_cancel:
            info[0] = 'cancelling'
        info.insert(1, 'name=%r' % (self._name,))
        info.insert(2, 'coro=<%s>' % (_aio.coro_repr(self._coro),))
        if self._fut_waiter is not None:
            info.insert(3, 'wait_for=%r' % (self._fut_waiter,))
        return info

    def get_coro(self):
        return self._coro

    def get_name(self):
        return self._name

    def set_name(self, value):
        self._name = str(value)

    def get_context(self):
        return None

    def get_stack(self, *, limit=None):
        return []

    def set_result(self, result):
        raise RuntimeError('Task does not support set_result operation')

    def set_exception(self, exception):
        raise RuntimeError('Task does not support set_exception operation')

    def cancel(self, msg=None):
        """Asks the task to stop: CancelledError is raised at its current await. False when it is done."""
        self._log_traceback = False
        if self.done():
            return False
        self._num_cancels_requested += 1
        if self._fut_waiter is not None and self._fut_waiter.cancel(msg=msg):
            return True
        self._must_cancel = True
        self._cancel_message = msg
        return True

    def cancelling(self):
        return self._num_cancels_requested

    def uncancel(self):
        if self._num_cancels_requested > 0:
            self._num_cancels_requested -= 1
        return self._num_cancels_requested

    def _finish(self):
        try:
            self._loop._tasks.remove(self)
        except ValueError:
            pass

    def _step(self, exc=None):
        if self.done():
            raise InvalidStateError('_step(): already done: %r, %r' % (self, exc))
        if self._must_cancel:
            if not isinstance(exc, CancelledError):
                exc = self._make_cancelled_error()
            self._must_cancel = False
        self._fut_waiter = None
        loop = self._loop
        previous = loop._current_task
        loop._current_task = self
        try:
            if exc is None:
                result = self._coro.send(None)
            else:
                result = self._coro.throw(exc)
        except StopIteration as stop:
            self._finish()
            if self._must_cancel:
                self._must_cancel = False
                Future.cancel(self, msg=self._cancel_message)
            else:
                Future.set_result(self, stop.value)
        except CancelledError as cancelled:
            self._finish()
            self._cancelled_exc = cancelled
            Future.cancel(self)
        except (KeyboardInterrupt, SystemExit) as stop:
            self._finish()
            Future.set_exception(self, stop)
            raise
        except BaseException as error:
            self._finish()
            Future.set_exception(self, error)
        else:
            self._suspended_on(result)
        finally:
            loop._current_task = previous

    def _suspended_on(self, result):
        blocking = getattr(result, '_asyncio_future_blocking', None)
        if blocking is not None:
            if result._loop is not self._loop:
                self._loop.call_soon(self._step, RuntimeError(
                    'Task %r got Future %r attached to a different loop' % (self, result)))
            elif not blocking:
                self._loop.call_soon(self._step, RuntimeError(
                    'yield was used instead of yield from in task %r with %r' % (self, result)))
            elif result is self:
                self._loop.call_soon(self._step, RuntimeError('Task cannot await on itself: %r' % (self,)))
            else:
                result._asyncio_future_blocking = False
                result.add_done_callback(self._wakeup)
                self._fut_waiter = result
                if self._must_cancel and result.cancel(msg=self._cancel_message):
                    self._must_cancel = False
        elif result is None:
            self._loop.call_soon(self._step)
        else:
            self._loop.call_soon(self._step, RuntimeError('Task got bad yield: %r' % (result,)))

    def _wakeup(self, future):
        try:
            future.result()
        except BaseException as exc:
            self._step(exc)
        else:
            self._step()


def current_task(loop=None):
    """The task running now, or None."""
    if loop is None:
        loop = get_running_loop()
    return loop._current_task


def all_tasks(loop=None):
    """The tasks of the loop that are not done."""
    if loop is None:
        loop = get_running_loop()
    return {t for t in loop._tasks if not t.done()}


def create_task(coro, *, name=None, context=None):
    """Schedules the coroutine on the running loop and returns its Task."""
    return get_running_loop().create_task(coro, name=name)


def ensure_future(coro_or_future, *, loop=None):
    """A future for the argument: futures as they are, coroutines and awaitables as new tasks."""
    if isfuture(coro_or_future):
        if loop is not None and loop is not coro_or_future.get_loop():
            raise ValueError('The future belongs to a different loop than the one specified as the loop argument')
        return coro_or_future
    if iscoroutine(coro_or_future):
        if loop is None:
            loop = get_event_loop()
        return loop.create_task(coro_or_future)
    if hasattr(type(coro_or_future), '__await__'):
        return ensure_future(_wrap_awaitable(coro_or_future), loop=loop)
    raise TypeError('An asyncio.Future, a coroutine or an awaitable is required')


async def _wrap_awaitable(awaitable):
    return await awaitable


class _Sleep0:
    """Yields to the loop once (what sleep(0) awaits)."""
    __slots__ = ()

    def __await__(self):
        yield


_SLEEP0 = _Sleep0()


async def sleep(delay, result=None):
    """Waits delay seconds (for real, never past the execution's deadline) and returns result."""
    if delay <= 0:
        await _SLEEP0
        return result
    loop = get_running_loop()
    future = loop.create_future()
    handle = loop.call_later(delay, _set_result_unless_cancelled, future, result)
    try:
        return await future
    finally:
        handle.cancel()


# ---- gather, shield, wait, wait_for, as_completed ----

class _GatheringFuture(Future):
    """The future gather() returns: cancelling it cancels every child."""

    def __init__(self, children, *, loop):
        Future.__init__(self, loop=loop)
        self._children = children
        self._cancel_requested = False

    def cancel(self, msg=None):
        if self.done():
            return False
        cancelled_any = False
        for child in self._children:
            if child.cancel(msg=msg):
                cancelled_any = True
        if cancelled_any:
            self._cancel_requested = True
        return cancelled_any


def gather(*aws, return_exceptions=False):
    """Runs the awaitables concurrently; the results in the order given. With return_exceptions, exceptions
    are results too; otherwise the first exception is raised (the others keep running)."""
    if not aws:
        outer = get_event_loop().create_future()
        outer.set_result([])
        return outer
    children = []
    by_arg = {}
    loop = None
    state = {'finished': 0, 'outer': None}

    def child_done(child):
        state['finished'] += 1
        outer = state['outer']
        if outer is None or outer.done():
            if not child.cancelled():
                child.exception()
            return
        if not return_exceptions:
            if child.cancelled():
                outer.set_exception(child._make_cancelled_error())
                return
            error = child.exception()
            if error is not None:
                outer.set_exception(error)
                return
        if state['finished'] == len(by_arg):
            results = []
            for c in children:
                if c.cancelled():
                    results.append(CancelledError('' if c._cancel_message is None else c._cancel_message))
                else:
                    error = c.exception()
                    results.append(c.result() if error is None else error)
            if outer._cancel_requested:
                outer.set_exception(child._make_cancelled_error())
            else:
                outer.set_result(results)

    for arg in aws:
        key = _Key(arg)
        fut = by_arg.get(key)
        if fut is None:
            fut = ensure_future(arg, loop=loop)
            if loop is None:
                loop = fut.get_loop()
            by_arg[key] = fut
            fut.add_done_callback(child_done)
        children.append(fut)
    outer = _GatheringFuture(children, loop=loop)
    state['outer'] = outer
    return outer


class _Key:
    """An identity key (awaitables may define __eq__ and __hash__)."""
    __slots__ = ('obj',)

    def __init__(self, obj):
        self.obj = obj

    def __eq__(self, other):
        return self.obj is other.obj

    def __hash__(self):
        return id(self.obj)


def shield(arg):
    """Waits for arg, protecting it from cancellation of the awaiting task."""
    inner = ensure_future(arg)
    if inner.done():
        return inner
    loop = inner.get_loop()
    outer = loop.create_future()

    def inner_done(inner):
        if outer.cancelled():
            if not inner.cancelled():
                inner.exception()
            return
        if inner.cancelled():
            outer.cancel()
        else:
            error = inner.exception()
            if error is not None:
                outer.set_exception(error)
            else:
                outer.set_result(inner.result())

    def outer_done(outer):
        if not inner.done():
            inner.remove_done_callback(inner_done)

    inner.add_done_callback(inner_done)
    outer.add_done_callback(outer_done)
    return outer


def _ordered(items):
    """The distinct items in their first order (CPython's sets of futures usually iterate in creation order)."""
    return dict.fromkeys(items)


def _release_waiter(waiter, *args):
    if not waiter.done():
        waiter.set_result(None)


async def _cancel_and_wait(fut):
    loop = get_running_loop()
    waiter = loop.create_future()
    cb = lambda f: _release_waiter(waiter)
    fut.add_done_callback(cb)
    try:
        fut.cancel()
        await waiter
    finally:
        fut.remove_done_callback(cb)


async def wait_for(fut, timeout):
    """Waits for fut with a time limit: on timeout it is cancelled and TimeoutError is raised."""
    loop = get_running_loop()
    if timeout is None:
        return await fut
    if timeout <= 0:
        fut = ensure_future(fut, loop=loop)
        if fut.done():
            return fut.result()
        await _cancel_and_wait(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    waiter = loop.create_future()
    timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    cb = lambda f: _release_waiter(waiter)
    fut = ensure_future(fut, loop=loop)
    fut.add_done_callback(cb)
    try:
        try:
            await waiter
        except CancelledError:
            if fut.done():
                return fut.result()
            fut.remove_done_callback(cb)
            await _cancel_and_wait(fut)
            raise
        if fut.done():
            return fut.result()
        fut.remove_done_callback(cb)
        await _cancel_and_wait(fut)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc
    finally:
        timeout_handle.cancel()


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    """Waits for the futures or tasks in fs; returns the sets (done, pending)."""
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError('expect a list of futures, not %s' % (type(fs).__name__,))
    if not fs:
        raise ValueError('Set of Tasks/Futures is empty.')
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError('Invalid return_when value: %s' % (return_when,))
    loop = get_running_loop()
    fs = _ordered(fs)
    if any(iscoroutine(f) for f in fs):
        raise TypeError('Passing coroutines is forbidden, use tasks explicitly.')
    fs = _ordered(ensure_future(f, loop=loop) for f in fs)
    waiter = loop.create_future()
    timeout_handle = None
    if timeout is not None:
        timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    counter = [len(fs)]

    def on_completion(f):
        counter[0] -= 1
        if (counter[0] <= 0 or return_when == FIRST_COMPLETED
                or (return_when == FIRST_EXCEPTION and not f.cancelled() and f.exception() is not None)):
            if timeout_handle is not None:
                timeout_handle.cancel()
            if not waiter.done():
                waiter.set_result(None)

    for f in fs:
        f.add_done_callback(on_completion)
    try:
        await waiter
    finally:
        if timeout_handle is not None:
            timeout_handle.cancel()
        for f in fs:
            f.remove_done_callback(on_completion)
    done, pending = set(), set()
    for f in fs:
        if f.done():
            done.add(f)
        else:
            pending.add(f)
    return done, pending


def as_completed(fs, *, timeout=None):
    """An iterator of awaitables that give the results of fs in the order they complete."""
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError('expect an iterable of futures, not %s' % (type(fs).__name__,))
    return _as_completed(fs, timeout)


def _as_completed(fs, timeout):
    done = Queue()
    loop = get_event_loop()
    todo = _ordered(ensure_future(f, loop=loop) for f in _ordered(fs))
    timeout_handle = None

    def on_timeout():
        for f in todo:
            f.remove_done_callback(on_completion)
            done.put_nowait(None)
        todo.clear()

    def on_completion(f):
        if not todo:
            return
        del todo[f]
        done.put_nowait(f)
        if not todo and timeout_handle is not None:
            timeout_handle.cancel()

    async def wait_for_one():
        f = await done.get()
        if f is None:
            raise TimeoutError
        return f.result()

    for f in todo:
        f.add_done_callback(on_completion)
    if todo and timeout is not None:
        timeout_handle = loop.call_later(timeout, on_timeout)
    for _ in range(len(todo)):
        yield wait_for_one()


# ---- timeouts ----

class Timeout:
    """An asynchronous context manager that cancels the code inside it when a deadline passes; that cancellation
    leaves it as TimeoutError."""

    def __init__(self, when):
        self._state = 'created'
        self._timeout_handler = None
        self._task = None
        self._cancelling = 0
        self._when = when

    def when(self):
        return self._when

    def reschedule(self, when):
        if self._state != 'entered':
            raise RuntimeError('Timeout has not been entered' if self._state == 'created'
                               else 'Cannot change state of %s Timeout' % (self._state,))
        self._when = when
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
        if when is None:
            self._timeout_handler = None
        else:
            loop = get_running_loop()
            if when <= loop.time():
                self._timeout_handler = loop.call_soon(self._on_timeout)
            else:
                self._timeout_handler = loop.call_at(when, self._on_timeout)

    def expired(self):
        return self._state in ('expiring', 'expired')

    def __repr__(self):
        info = [self._state]
        if self._state == 'entered':
            info.append('when=%s' % ('%.3f' % self._when if self._when is not None else None))
        return '<Timeout [%s]>' % ' '.join(info)

    async def __aenter__(self):
        self._state = 'entered'
        self._task = current_task()
        if self._task is None:
            raise RuntimeError('Timeout should be used inside a task')
        self._cancelling = self._task.cancelling()
        self.reschedule(self._when)
        return self

    async def __aexit__(self, exc_type, exc_val, exc_tb):
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
            self._timeout_handler = None
        if self._state == 'expiring':
            self._state = 'expired'
            if self._task.uncancel() <= self._cancelling and exc_type is CancelledError:
                raise TimeoutError from exc_val
        elif self._state == 'entered':
            self._state = 'exited'
        return None

    def _on_timeout(self):
        self._task.cancel()
        self._state = 'expiring'
        self._timeout_handler = None


def timeout(delay):
    """A Timeout that expires delay seconds from now (None: never)."""
    loop = get_running_loop()
    return Timeout(loop.time() + delay if delay is not None else None)


def timeout_at(when):
    """A Timeout that expires at loop time when (None: never)."""
    return Timeout(when)


# ---- task groups ----

class TaskGroup:
    """An asynchronous context manager holding tasks: leaving it waits for all of them; when one fails the others
    are cancelled and the errors are raised together as an ExceptionGroup."""

    def __init__(self):
        self._entered = False
        self._exiting = False
        self._aborting = False
        self._loop = None
        self._parent_task = None
        self._parent_cancel_requested = False
        self._tasks = {}   # in creation order, as CPython's set of tasks usually iterates
        self._errors = []
        self._base_error = None
        self._on_completed_fut = None

    def __repr__(self):
        info = ['']
        if self._tasks:
            info.append('tasks=%d' % len(self._tasks))
        if self._errors:
            info.append('errors=%d' % len(self._errors))
        if self._aborting:
            info.append('cancelling')
        elif self._entered:
            info.append('entered')
        return '<TaskGroup%s>' % ' '.join(info)

    async def __aenter__(self):
        if self._entered:
            raise RuntimeError('TaskGroup %r has been already entered' % (self,))
        self._entered = True
        if self._loop is None:
            self._loop = get_running_loop()
        self._parent_task = current_task(self._loop)
        if self._parent_task is None:
            raise RuntimeError('TaskGroup %r cannot determine the parent task' % (self,))
        return self

    async def __aexit__(self, et, exc, tb):
        self._exiting = True
        if exc is not None and isinstance(exc, (SystemExit, KeyboardInterrupt)) and self._base_error is None:
            self._base_error = exc
        propagate_cancellation_error = exc if et is CancelledError else None
        if self._parent_cancel_requested:
            if self._parent_task.uncancel() == 0:
                propagate_cancellation_error = None
        if et is not None and not self._aborting:
            self._abort()
        while self._tasks:
            if self._on_completed_fut is None:
                self._on_completed_fut = self._loop.create_future()
            try:
                await self._on_completed_fut
            except CancelledError as ex:
                if not self._aborting:
                    propagate_cancellation_error = ex
                    self._abort()
            self._on_completed_fut = None
        if self._base_error is not None:
            raise self._base_error
        if propagate_cancellation_error is not None and not self._errors:
            raise propagate_cancellation_error
        if et is not None and et is not CancelledError:
            self._errors.append(exc)
        if self._errors:
            errors = self._errors
            self._errors = None
            raise BaseExceptionGroup('unhandled errors in a TaskGroup', errors) from None

    def create_task(self, coro, *, name=None, context=None):
        if not self._entered:
            raise RuntimeError('TaskGroup %r has not been entered' % (self,))
        if self._exiting and not self._tasks:
            raise RuntimeError('TaskGroup %r is finished' % (self,))
        if self._aborting:
            raise RuntimeError('TaskGroup %r is shutting down' % (self,))
        task = self._loop.create_task(coro, name=name)
        task.add_done_callback(self._on_task_done)
        self._tasks[task] = None
        return task

    def _abort(self):
        self._aborting = True
        for t in self._tasks:
            if not t.done():
                t.cancel()

    def _on_task_done(self, task):
        self._tasks.pop(task, None)
        if self._on_completed_fut is not None and not self._tasks:
            if not self._on_completed_fut.done():
                self._on_completed_fut.set_result(True)
        if task.cancelled():
            return
        exc = task.exception()
        if exc is None:
            return
        self._errors.append(exc)
        if isinstance(exc, (SystemExit, KeyboardInterrupt)) and self._base_error is None:
            self._base_error = exc
        if self._parent_task.done():
            self._loop.call_exception_handler({
                'message': 'Task %r has errored out but its parent task %r is already completed'
                           % (task, self._parent_task),
                'exception': exc, 'task': task})
            return
        if not self._aborting and not self._parent_cancel_requested:
            self._abort()
            self._parent_cancel_requested = True
            self._parent_task.cancel()


# ---- synchronisation ----

class _LoopBound:
    _loop = None

    def _get_loop(self):
        loop = get_running_loop()
        if self._loop is None:
            self._loop = loop
        if loop is not self._loop:
            raise RuntimeError('%r is bound to a different event loop' % (self,))
        return loop


class Event(_LoopBound):
    """A flag tasks can wait for."""

    def __init__(self):
        self._waiters = _deque()
        self._value = False

    def __repr__(self):
        extra = 'set' if self._value else 'unset'
        if self._waiters:
            extra += ', waiters:%d' % len(self._waiters)
        return '<Event object at %s [%s]>' % (_aio.address(self), extra)

    def is_set(self):
        return self._value

    def set(self):
        if not self._value:
            self._value = True
            for fut in self._waiters:
                if not fut.done():
                    fut.set_result(True)

    def clear(self):
        self._value = False

    async def wait(self):
        if self._value:
            return True
        fut = self._get_loop().create_future()
        self._waiters.append(fut)
        try:
            await fut
            return True
        finally:
            self._waiters.remove(fut)


class _ContextManagerMixin:
    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()


class Lock(_ContextManagerMixin, _LoopBound):
    """A mutual exclusion lock; waiters get it in the order they asked."""

    def __init__(self):
        self._waiters = None
        self._locked = False

    def __repr__(self):
        extra = 'locked' if self._locked else 'unlocked'
        if self._waiters:
            extra += ', waiters:%d' % len(self._waiters)
        return '<Lock object at %s [%s]>' % (_aio.address(self), extra)

    def locked(self):
        return self._locked

    async def acquire(self):
        if not self._locked and (self._waiters is None or all(w.cancelled() for w in self._waiters)):
            self._locked = True
            return True
        if self._waiters is None:
            self._waiters = _deque()
        fut = self._get_loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if not self._locked:
                self._wake_up_first()
            raise
        self._locked = True
        return True

    def release(self):
        if not self._locked:
            raise RuntimeError('Lock is not acquired.')
        self._locked = False
        self._wake_up_first()

    def _wake_up_first(self):
        if self._waiters:
            fut = self._waiters[0]
            if not fut.done():
                fut.set_result(True)


class Semaphore(_ContextManagerMixin, _LoopBound):
    """A counter of permits: acquire() takes one (waiting while none is left), release() gives one back."""

    def __init__(self, value=1):
        if value < 0:
            raise ValueError('Semaphore initial value must be >= 0')
        self._waiters = None
        self._value = value

    def __repr__(self):
        extra = 'locked' if self.locked() else 'unlocked, value:%d' % self._value
        if self._waiters:
            extra += ', waiters:%d' % len(self._waiters)
        return '<%s object at %s [%s]>' % (type(self).__name__, _aio.address(self), extra)

    def locked(self):
        return self._value == 0 or any(not w.cancelled() for w in (self._waiters or ()))

    async def acquire(self):
        if not self.locked():
            self._value -= 1
            return True
        if self._waiters is None:
            self._waiters = _deque()
        fut = self._get_loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if fut.done() and not fut.cancelled():
                self._value += 1
            raise
        finally:
            while self._value > 0:
                if not self._wake_up_next():
                    break
        return True

    def release(self):
        self._value += 1
        self._wake_up_next()

    def _wake_up_next(self):
        if not self._waiters:
            return False
        for fut in self._waiters:
            if not fut.done():
                self._value -= 1
                fut.set_result(True)
                return True
        return False


class BoundedSemaphore(Semaphore):
    """A Semaphore that refuses to be released more often than acquired."""

    def __init__(self, value=1):
        self._bound_value = value
        Semaphore.__init__(self, value)

    def release(self):
        if self._value >= self._bound_value:
            raise ValueError('BoundedSemaphore released too many times')
        Semaphore.release(self)


class Condition(_ContextManagerMixin, _LoopBound):
    """A lock with wait()/notify(): tasks wait until another one notifies them."""

    def __init__(self, lock=None):
        if lock is None:
            lock = Lock()
        self._lock = lock
        self.locked = lock.locked
        self.acquire = lock.acquire
        self.release = lock.release
        self._waiters = _deque()

    def __repr__(self):
        extra = 'locked' if self.locked() else 'unlocked'
        if self._waiters:
            extra += ', waiters:%d' % len(self._waiters)
        return '<Condition object at %s [%s]>' % (_aio.address(self), extra)

    async def wait(self):
        if not self.locked():
            raise RuntimeError('cannot wait on un-acquired lock')
        self.release()
        try:
            fut = self._get_loop().create_future()
            self._waiters.append(fut)
            try:
                await fut
                return True
            finally:
                self._waiters.remove(fut)
        finally:
            cancelled = False
            while True:
                try:
                    await self.acquire()
                    break
                except CancelledError:
                    cancelled = True
            if cancelled:
                raise CancelledError

    async def wait_for(self, predicate):
        result = predicate()
        while not result:
            await self.wait()
            result = predicate()
        return result

    def notify(self, n=1):
        if not self.locked():
            raise RuntimeError('cannot notify on un-acquired lock')
        idx = 0
        for fut in self._waiters:
            if idx >= n:
                break
            if not fut.done():
                idx += 1
                fut.set_result(False)

    def notify_all(self):
        self.notify(len(self._waiters))


# ---- queues ----

class Queue(_LoopBound):
    """A first-in first-out queue for tasks; with maxsize > 0, put() waits while it is full."""

    def __init__(self, maxsize=0):
        self._maxsize = maxsize
        self._getters = _deque()
        self._putters = _deque()
        self._unfinished_tasks = 0
        self._finished = Event()
        self._finished.set()
        self._init(maxsize)

    def _init(self, maxsize):
        self._queue = _deque()

    def _get(self):
        return self._queue.popleft()

    def _put(self, item):
        self._queue.append(item)

    def _wakeup_next(self, waiters):
        while waiters:
            waiter = waiters.popleft()
            if not waiter.done():
                waiter.set_result(None)
                break

    def __repr__(self):
        return '<%s at %s %s>' % (type(self).__name__, _aio.address(self), self._format())

    def __str__(self):
        return '<%s %s>' % (type(self).__name__, self._format())

    def _format(self):
        result = 'maxsize=%r' % (self._maxsize,)
        if getattr(self, '_queue', None):
            result += ' _queue=%r' % (list(self._queue),)
        if self._getters:
            result += ' _getters[%d]' % len(self._getters)
        if self._putters:
            result += ' _putters[%d]' % len(self._putters)
        if self._unfinished_tasks:
            result += ' tasks=%d' % self._unfinished_tasks
        return result

    def qsize(self):
        return len(self._queue)

    @property
    def maxsize(self):
        return self._maxsize

    def empty(self):
        return not self._queue

    def full(self):
        if self._maxsize <= 0:
            return False
        return self.qsize() >= self._maxsize

    async def put(self, item):
        while self.full():
            putter = self._get_loop().create_future()
            self._putters.append(putter)
            try:
                await putter
            except BaseException:
                putter.cancel()
                try:
                    self._putters.remove(putter)
                except ValueError:
                    pass
                if not self.full() and not putter.cancelled():
                    self._wakeup_next(self._putters)
                raise
        return self.put_nowait(item)

    def put_nowait(self, item):
        if self.full():
            raise QueueFull
        self._put(item)
        self._unfinished_tasks += 1
        self._finished.clear()
        self._wakeup_next(self._getters)

    async def get(self):
        while self.empty():
            getter = self._get_loop().create_future()
            self._getters.append(getter)
            try:
                await getter
            except BaseException:
                getter.cancel()
                try:
                    self._getters.remove(getter)
                except ValueError:
                    pass
                if not self.empty() and not getter.cancelled():
                    self._wakeup_next(self._getters)
                raise
        return self.get_nowait()

    def get_nowait(self):
        if self.empty():
            raise QueueEmpty
        item = self._get()
        self._wakeup_next(self._putters)
        return item

    def task_done(self):
        if self._unfinished_tasks <= 0:
            raise ValueError('task_done() called too many times')
        self._unfinished_tasks -= 1
        if self._unfinished_tasks == 0:
            self._finished.set()

    async def join(self):
        if self._unfinished_tasks > 0:
            await self._finished.wait()


class PriorityQueue(Queue):
    """A Queue that gives the smallest item first."""

    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        _heapq.heappush(self._queue, item)

    def _get(self):
        return _heapq.heappop(self._queue)


class LifoQueue(Queue):
    """A Queue that gives the most recently added item first."""

    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        self._queue.append(item)

    def _get(self):
        return self._queue.pop()


# ---- run ----

def _cancel_all_tasks(loop):
    pending = [t for t in loop._tasks if not t.done()]
    if not pending:
        return
    for task in pending:
        task.cancel()
    loop.run_until_complete(gather(*pending, return_exceptions=True))
    for task in pending:
        if task.cancelled():
            continue
        if task.exception() is not None:
            loop.call_exception_handler({
                'message': 'unhandled exception during asyncio.run() shutdown',
                'exception': task.exception(), 'task': task})


def _report_unretrieved(loop):
    for fut in loop._unretrieved:
        if fut._log_traceback:
            fut._log_traceback = False
            name = 'Task' if isinstance(fut, Task) else 'Future'
            loop.call_exception_handler({
                'message': '%s exception was never retrieved' % name, 'exception': fut._exception,
                'future': fut})
    loop._unretrieved = []


class Runner:
    """Runs coroutines on one loop (asyncio.run() makes one for its single call)."""

    def __init__(self, *, debug=None, loop_factory=None):
        self._loop = None
        self._debug = debug
        self._state = 'created'

    def __enter__(self):
        self._lazy_init()
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.close()

    def get_loop(self):
        self._lazy_init()
        return self._loop

    def _lazy_init(self):
        if self._state == 'closed':
            raise RuntimeError('Runner is closed')
        if self._state == 'initialized':
            return
        self._loop = _Loop()
        if self._debug is not None:
            self._loop.set_debug(self._debug)
        set_event_loop(self._loop)
        self._state = 'initialized'

    def run(self, coro, *, context=None):
        if not iscoroutine(coro):
            raise ValueError('a coroutine was expected, got %r' % (coro,))
        if _running is not None:
            raise RuntimeError('Runner.run() cannot be called from a running event loop')
        self._lazy_init()
        task = self._loop.create_task(coro)
        return self._loop.run_until_complete(task)

    def close(self):
        if self._state != 'initialized':
            return
        loop = self._loop
        try:
            _cancel_all_tasks(loop)
            loop.run_until_complete(loop.shutdown_asyncgens())
            _report_unretrieved(loop)
        finally:
            set_event_loop(None)
            loop.close()
            self._loop = None
            self._state = 'closed'


def run(main, *, debug=None):
    """Runs the coroutine main on a new event loop and returns its result; cancels what is left at the end."""
    if _running is not None:
        raise RuntimeError('asyncio.run() cannot be called from a running event loop')
    with Runner(debug=debug) as runner:
        return runner.run(main)

