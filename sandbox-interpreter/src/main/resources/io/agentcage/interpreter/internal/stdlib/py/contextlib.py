"""contextlib for the sandbox: contextmanager, suppress, closing, nullcontext, ExitStack, ContextDecorator and
AbstractContextManager, redirect_stdout and redirect_stderr, and their asynchronous kin (asynccontextmanager,
AbstractAsyncContextManager, aclosing, AsyncExitStack), behaving as CPython 3.11's. The redirects send what
print() writes to any object with a write() method (io.StringIO)."""

import _stdio

__all__ = ['contextmanager', 'closing', 'nullcontext', 'AbstractContextManager', 'ContextDecorator', 'ExitStack',
           'suppress', 'redirect_stdout', 'redirect_stderr', 'asynccontextmanager', 'AbstractAsyncContextManager',
           'aclosing', 'AsyncExitStack']


class AbstractContextManager:
    """A base class whose __enter__ returns self."""

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        return None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AbstractContextManager:
            return hasattr(C, '__enter__') and hasattr(C, '__exit__')
        return NotImplemented


class ContextDecorator:
    """Lets a context manager decorate a function: each call runs inside a fresh ``with``."""

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        def inner(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)
        inner.__name__ = getattr(func, '__name__', 'inner')
        inner.__qualname__ = getattr(func, '__qualname__', 'inner')
        inner.__doc__ = getattr(func, '__doc__', None)
        inner.__wrapped__ = func
        return inner


class _GeneratorContextManager(ContextDecorator, AbstractContextManager):
    """The context manager made by @contextmanager from a generator function."""

    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds
        doc = getattr(func, '__doc__', None)
        if doc is None:
            doc = type(self).__doc__
        self.__doc__ = doc

    def _recreate_cm(self):
        return self.__class__(self.func, self.args, self.kwds)

    def __enter__(self):
        del self.args, self.kwds, self.func
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def __exit__(self, typ, value, traceback):
        if typ is None:
            try:
                next(self.gen)
            except StopIteration:
                return False
            else:
                raise RuntimeError("generator didn't stop")
        if value is None:
            value = typ()
        try:
            self.gen.throw(value)
        except StopIteration as exc:
            return exc is not value
        except RuntimeError as exc:
            if exc is value:
                return False
            if isinstance(value, StopIteration) and exc.__cause__ is value:
                return False
            raise
        except BaseException as exc:
            if exc is not value:
                raise
            return False
        raise RuntimeError("generator didn't stop after throw()")


def contextmanager(func):
    """@contextmanager: a generator function that yields once becomes a context manager factory."""
    def helper(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    helper.__name__ = getattr(func, '__name__', 'helper')
    helper.__qualname__ = getattr(func, '__qualname__', 'helper')
    helper.__doc__ = getattr(func, '__doc__', None)
    helper.__wrapped__ = func
    return helper


class AbstractAsyncContextManager:
    """A base class whose __aenter__ returns self."""

    async def __aenter__(self):
        return self

    async def __aexit__(self, exc_type, exc_value, traceback):
        return None

    @classmethod
    def __subclasshook__(cls, C):
        if cls is AbstractAsyncContextManager:
            return hasattr(C, '__aenter__') and hasattr(C, '__aexit__')
        return NotImplemented


class _AsyncGeneratorContextManager(AbstractAsyncContextManager):
    """The asynchronous context manager made by @asynccontextmanager from an async generator function."""

    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds
        doc = getattr(func, '__doc__', None)
        self.__doc__ = type(self).__doc__ if doc is None else doc

    async def __aenter__(self):
        del self.args, self.kwds, self.func
        try:
            return await anext(self.gen)
        except StopAsyncIteration:
            raise RuntimeError("generator didn't yield") from None

    async def __aexit__(self, typ, value, traceback):
        if typ is None:
            try:
                await anext(self.gen)
            except StopAsyncIteration:
                return False
            raise RuntimeError("generator didn't stop")
        if value is None:
            value = typ()
        try:
            await self.gen.athrow(value)
        except StopAsyncIteration as exc:
            return exc is not value
        except RuntimeError as exc:
            if exc is value:
                return False
            if isinstance(value, (StopIteration, StopAsyncIteration)) and exc.__cause__ is value:
                return False
            raise
        except BaseException as exc:
            if exc is not value:
                raise
            return False
        raise RuntimeError("generator didn't stop after athrow()")


def asynccontextmanager(func):
    """@asynccontextmanager: an async generator function that yields once becomes an async context manager
    factory."""
    def helper(*args, **kwds):
        return _AsyncGeneratorContextManager(func, args, kwds)
    helper.__name__ = getattr(func, '__name__', 'helper')
    helper.__qualname__ = getattr(func, '__qualname__', 'helper')
    helper.__doc__ = getattr(func, '__doc__', None)
    helper.__wrapped__ = func
    return helper


class aclosing(AbstractAsyncContextManager):
    """Awaits thing.aclose() on exit (for async generators)."""

    def __init__(self, thing):
        self.thing = thing

    async def __aenter__(self):
        return self.thing

    async def __aexit__(self, *exc_info):
        await self.thing.aclose()


class closing(AbstractContextManager):
    """Calls thing.close() on exit."""

    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class nullcontext(AbstractContextManager):
    """A context manager that does nothing; ``with nullcontext(x) as y`` binds x."""

    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass


class suppress(AbstractContextManager):
    """Swallows the listed exception types raised in the block."""

    def __init__(self, *exceptions):
        self._exceptions = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exctype, excinst, exctb):
        return exctype is not None and issubclass(exctype, self._exceptions)


class _RedirectStream(AbstractContextManager):
    _stream = None

    def __init__(self, new_target):
        self._new_target = new_target
        self._old_targets = []

    def __enter__(self):
        self._old_targets.append(_stdio.swap(self._stream, self._new_target))
        return self._new_target

    def __exit__(self, exctype, excinst, exctb):
        _stdio.swap(self._stream, self._old_targets.pop())


class redirect_stdout(_RedirectStream):
    """Sends print() output to new_target (an object with write()) inside the block."""
    _stream = 'stdout'


class redirect_stderr(_RedirectStream):
    """Sends output meant for stderr to new_target inside the block."""
    _stream = 'stderr'


def _enter_exit(cm, what):
    cls = type(cm)
    try:
        enter = cls.__enter__
        exit = cls.__exit__
    except AttributeError:
        raise TypeError("'" + cls.__module__ + '.' + cls.__qualname__ + "' object does not support the context"
                        " manager protocol") from None
    return enter, exit


class ExitStack(AbstractContextManager):
    """Unwinds a dynamic stack of context managers and callbacks, last in first out."""

    def __init__(self):
        self._exit_callbacks = []

    def pop_all(self):
        new_stack = type(self)()
        new_stack._exit_callbacks = self._exit_callbacks
        self._exit_callbacks = []
        return new_stack

    def push(self, exit):
        exit_method = getattr(type(exit), '__exit__', None)
        if exit_method is None:
            self._exit_callbacks.append((True, exit))
        else:
            self._exit_callbacks.append((True, _bound_exit(exit, exit_method)))
        return exit

    def enter_context(self, cm):
        enter, exit = _enter_exit(cm, 'enter_context')
        result = enter(cm)
        self._exit_callbacks.append((True, _bound_exit(cm, exit)))
        return result

    def callback(self, callback, /, *args, **kwds):
        def _exit_wrapper(exc_type, exc, tb):
            callback(*args, **kwds)
        _exit_wrapper.__wrapped__ = callback
        self._exit_callbacks.append((False, _exit_wrapper))
        return callback

    def close(self):
        self.__exit__(None, None, None)

    def __exit__(self, *exc_details):
        received_exc = exc_details[0] is not None
        pending_raise = False
        suppressed_exc = False
        exc = exc_details[1]
        while self._exit_callbacks:
            is_sync, cb = self._exit_callbacks.pop()
            details = (None, None, None) if exc is None else (type(exc), exc, None)
            try:
                if cb(*details):
                    suppressed_exc = True
                    pending_raise = False
                    exc = None
            except BaseException as new_exc:
                if exc is not None and new_exc is not exc and new_exc.__context__ is None:
                    new_exc.__context__ = exc
                pending_raise = True
                exc = new_exc
        if pending_raise:
            raise exc
        return received_exc and suppressed_exc


def _bound_exit(cm, exit_method):
    def _exit_wrapper(exc_type, exc, tb):
        return exit_method(cm, exc_type, exc, tb)
    return _exit_wrapper


class AsyncExitStack(AbstractAsyncContextManager):
    """ExitStack for asynchronous context managers and coroutine callbacks (and synchronous ones too)."""

    def __init__(self):
        self._exit_callbacks = []

    def pop_all(self):
        new_stack = type(self)()
        new_stack._exit_callbacks = self._exit_callbacks
        self._exit_callbacks = []
        return new_stack

    def push(self, exit):
        exit_method = getattr(type(exit), '__exit__', None)
        self._exit_callbacks.append((True, exit if exit_method is None else _bound_exit(exit, exit_method)))
        return exit

    def push_async_exit(self, exit):
        exit_method = getattr(type(exit), '__aexit__', None)
        self._exit_callbacks.append((False, exit if exit_method is None else _bound_exit(exit, exit_method)))
        return exit

    def enter_context(self, cm):
        enter, exit = _enter_exit(cm, 'enter_context')
        result = enter(cm)
        self._exit_callbacks.append((True, _bound_exit(cm, exit)))
        return result

    async def enter_async_context(self, cm):
        cls = type(cm)
        try:
            enter = cls.__aenter__
            exit = cls.__aexit__
        except AttributeError:
            raise TypeError("'" + cls.__module__ + '.' + cls.__qualname__ + "' object does not support the"
                            " asynchronous context manager protocol") from None
        result = await enter(cm)
        self._exit_callbacks.append((False, _bound_exit(cm, exit)))
        return result

    def callback(self, callback, /, *args, **kwds):
        def _exit_wrapper(exc_type, exc, tb):
            callback(*args, **kwds)
        _exit_wrapper.__wrapped__ = callback
        self._exit_callbacks.append((True, _exit_wrapper))
        return callback

    def push_async_callback(self, callback, /, *args, **kwds):
        async def _exit_wrapper(exc_type, exc, tb):
            await callback(*args, **kwds)
        _exit_wrapper.__wrapped__ = callback
        self._exit_callbacks.append((False, _exit_wrapper))
        return callback

    async def aclose(self):
        await self.__aexit__(None, None, None)

    async def __aexit__(self, *exc_details):
        received_exc = exc_details[0] is not None
        pending_raise = False
        suppressed_exc = False
        exc = exc_details[1]
        while self._exit_callbacks:
            is_sync, cb = self._exit_callbacks.pop()
            details = (None, None, None) if exc is None else (type(exc), exc, None)
            try:
                if is_sync:
                    done = cb(*details)
                else:
                    done = await cb(*details)
                if done:
                    suppressed_exc = True
                    pending_raise = False
                    exc = None
            except BaseException as new_exc:
                if exc is not None and new_exc is not exc and new_exc.__context__ is None:
                    new_exc.__context__ = exc
                pending_raise = True
                exc = new_exc
        if pending_raise:
            raise exc
        return received_exc and suppressed_exc
