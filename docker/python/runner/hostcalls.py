# Licensed under the Apache License, Version 2.0.
"""Host functions in the sandbox: guest calls travel worker -> supervisor -> host and their answers come back.

Worker side (GuestHost): each host function the "exec" names becomes a callable in builtins. Called outside an event
loop it blocks until the host answers; called while an asyncio loop runs in the thread it returns a coroutine, so
that `await asyncio.gather(*(f(x) for x in xs))` has every call in flight at once. Arguments and results are plain
JSON data (None, bool, int, float, str, list/tuple, dict with str keys); anything else is a TypeError raised in the
guest before the call leaves. A call goes up as a {"hostcall": n, ...} frame on the worker's result pipe (the same
pipe as its result, so no frame can overtake another); answers come down a pipe of their own, read by one daemon
thread that completes the waiting futures.

A task awaiting a call that is cancelled (asyncio.wait_for, TaskGroup, cancel()) sends {"hostcancel": n}: the host
cancels the call (its stage; a blocking implementation already running finishes, and its answer is dropped).

Supervisor side (CallRelay): checks each call frame (the worker runs guest code, so a frame may be forged), counts
calls against the execution's limit, forwards them to the host as "hostcall" messages, and writes the host's
"hostreturn" answers into the worker's answer pipe without ever blocking (a guest that stops reading cannot stall the
supervisor: the answers wait in a buffer bounded by the calls in flight, and the deadline still holds).
"""

import builtins
import json
import os
import struct
import sys
import threading

import protocol

# The exceptions a host answer may name; anything else arrives as RuntimeError.
_ERRORS = {"ValueError": ValueError, "TypeError": TypeError, "RuntimeError": RuntimeError,
           "KeyError": KeyError, "LookupError": LookupError, "PermissionError": PermissionError,
           "TimeoutError": TimeoutError}
_MAX_DEPTH = 100
PLAIN_DATA = "None, bool, int, float, str, list, tuple or dict with str keys"


# ---- worker side ------------------------------------------------------------------------------------------------

def to_plain(value, depth=0):
    """`value` as JSON data; TypeError/ValueError naming what cannot be carried (as the interpreter words it)."""
    if depth > _MAX_DEPTH:
        raise ValueError("value is nested too deeply to pass to the host")
    if value is None or isinstance(value, (bool, str)):
        return value
    if isinstance(value, int):
        return int(value)
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise ValueError("cannot pass the float %r to the host: JSON has no NaN or infinity" % (value,))
        return float(value)
    if isinstance(value, (list, tuple)):
        return [to_plain(item, depth + 1) for item in value]
    if isinstance(value, dict):
        out = {}
        for key, item in value.items():
            if not isinstance(key, str):
                raise TypeError("dict keys passed to the host must be str, not %s" % type(key).__name__)
            out[key] = to_plain(item, depth + 1)
        return out
    raise TypeError("cannot pass a value of type '%s' to the host; pass plain data (%s)"
                    % (type(value).__name__, PLAIN_DATA))


class _Pending:
    """One call waiting for its answer: an Event for a blocking caller, or a concurrent future for an awaiting one."""

    __slots__ = ("event", "answer", "future")

    def __init__(self, future=None):
        self.event = threading.Event()
        self.answer = None
        self.future = future


class GuestHost:
    """The worker's end: sends call frames, reads answers on a daemon thread, completes the callers."""

    def __init__(self, result_fd, answer_fd):
        self.result_fd = result_fd
        self.answer_fd = answer_fd
        self.lock = threading.Lock()
        self.pending = {}
        self.next_id = 0
        self.reader = None

    def install(self, names):
        """Makes each name a host function in builtins (replacing the previous execution's)."""
        for name in getattr(self, "installed", ()):
            if name not in names and isinstance(getattr(builtins, name, None), HostFunction):
                delattr(builtins, name)
        for name in names:
            setattr(builtins, name, HostFunction(self, name))
        self.installed = list(names)

    def start(self, name, args, kwargs, future=None):
        """Sends one call; returns its id and the _Pending the answer completes."""
        if self.reader is None:
            self.reader = threading.Thread(target=self._read_answers, name="agentcage-host-answers", daemon=True)
            self.reader.start()
        with self.lock:
            self.next_id += 1
            call_id = self.next_id
            pending = _Pending(future)
            self.pending[call_id] = pending
            # the lock also keeps two threads' frames apart on the pipe
            protocol.write_frame(self.result_fd, {"hostcall": call_id, "name": name, "args": args,
                                                  "kwargs": kwargs})
        return call_id, pending

    def cancel(self, call_id):
        """The awaiting task was cancelled: the answer is no longer wanted, and the host cancels the call."""
        with self.lock:
            if self.pending.pop(call_id, None) is not None:
                protocol.write_frame(self.result_fd, {"hostcancel": call_id})

    def _read_answers(self):
        while True:
            try:
                frame = protocol.read_frame(self.answer_fd)
            except (OSError, ValueError):
                frame = None
            if frame is None:
                return
            call_id = frame.get("call") if isinstance(frame, dict) else None
            with self.lock:
                pending = self.pending.pop(call_id, None)
            if pending is None:
                continue  # the answer to a call its caller gave up on
            pending.answer = frame
            if pending.future is not None:
                _complete(pending.future, frame)
            pending.event.set()


def _complete(future, frame):
    try:
        if "error" in frame:
            future.set_exception(answer_error(frame))
        else:
            future.set_result(frame.get("value"))
    except Exception:  # cancelled meanwhile
        pass


def answer_error(frame):
    error = frame.get("error") if isinstance(frame.get("error"), dict) else {}
    kind = _ERRORS.get(error.get("type"), RuntimeError)
    message = error.get("message") if isinstance(error.get("message"), str) else "the host call failed"
    return kind(message)


def _running_loop():
    asyncio = sys.modules.get("asyncio")
    if asyncio is None:
        return None
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


class HostFunction:
    """A host function as guest code sees it: a callable that blocks, or returns a coroutine inside asyncio code."""

    def __init__(self, host, name):
        self._host = host
        self.__name__ = name
        self.__qualname__ = name

    def __repr__(self):
        return "<host function %s>" % (self.__name__,)

    def __call__(self, *args, **kwargs):
        payload_args = to_plain(list(args))
        payload_kwargs = to_plain(dict(kwargs))
        if _running_loop() is not None:
            coroutine = _awaited(self._host, self.__name__, payload_args, payload_kwargs)
            coroutine.__name__ = coroutine.__qualname__ = self.__name__
            return coroutine
        _, pending = self._host.start(self.__name__, payload_args, payload_kwargs)
        pending.event.wait()
        if "error" in pending.answer:
            raise answer_error(pending.answer)
        return pending.answer.get("value")


async def _awaited(host, name, args, kwargs):
    import asyncio
    import concurrent.futures
    future = concurrent.futures.Future()
    call_id, _ = host.start(name, args, kwargs, future)
    try:
        return await asyncio.wrap_future(future)
    except asyncio.CancelledError:
        host.cancel(call_id)
        raise


# ---- supervisor side --------------------------------------------------------------------------------------------

_CALL_KEYS = {"hostcall", "name", "args", "kwargs"}


def is_call(frame):
    """Whether a worker frame is a host call or the cancel of one (a worker's result has neither key)."""
    return isinstance(frame, dict) and ("hostcall" in frame or "hostcancel" in frame)


class CallRelay:
    """One execution's host calls, as the supervisor relays them."""

    def __init__(self, send, exec_id, names, max_calls, answer_fd):
        self.send = send
        self.exec_id = exec_id
        self.names = frozenset(names)
        self.max_calls = max_calls
        self.answer_fd = answer_fd
        self.calls = 0
        self.open_calls = set()
        self.outgoing = bytearray()

    def on_call(self, frame):
        """Relays one call frame (or the cancel of a call in flight); returns "limit" when it is one call too many
        (the execution then ends)."""
        if "hostcancel" in frame:
            call_id = frame.get("hostcancel")
            if call_id in self.open_calls:
                self.open_calls.discard(call_id)
                self.send({"type": "hostcancel", "id": self.exec_id, "call": call_id})
            return None
        call_id = frame.get("hostcall")
        if not (isinstance(call_id, int) and not isinstance(call_id, bool) and 0 < call_id < (1 << 62)):
            return None  # forged and unanswerable: dropped
        problem = _check_call(frame, self.names)
        self.calls += 1
        if self.calls > self.max_calls:
            return "limit"
        if problem is not None:
            self.answer({"call": call_id, "error": {"type": "TypeError", "message": problem}})
            return None
        self.open_calls.add(call_id)
        self.send({"type": "hostcall", "id": self.exec_id, "call": call_id, "name": frame["name"],
                   "args": frame.get("args", []), "kwargs": frame.get("kwargs", {})})
        return None

    def on_answer(self, message):
        """A "hostreturn" of this execution from the host: queued for the worker (unknown calls are dropped)."""
        call_id = message.get("call")
        if call_id not in self.open_calls:
            return
        self.open_calls.discard(call_id)
        answer = {"call": call_id}
        if "error" in message:
            answer["error"] = message["error"]
        else:
            answer["value"] = message.get("value")
        self.answer(answer)

    def answer(self, frame):
        data = json.dumps(frame, separators=(",", ":")).encode("utf-8")
        self.outgoing += struct.pack(">I", len(data)) + data
        self.flush()

    def wants_write(self):
        return bool(self.outgoing)

    def flush(self):
        """Writes what the pipe takes now; never blocks (the answer fd is non-blocking)."""
        while self.outgoing:
            try:
                written = os.write(self.answer_fd, self.outgoing[:1 << 16])
            except BlockingIOError:
                return
            except OSError:  # the worker is gone: nothing to answer
                del self.outgoing[:]
                return
            del self.outgoing[:written]


def _check_call(frame, names):
    """Why a call frame cannot go to the host, or None."""
    if set(frame) - _CALL_KEYS:
        return "malformed host call"
    name = frame.get("name")
    if not isinstance(name, str) or name not in names:
        return "%r is not a host function of this execution" % (name,)
    if not isinstance(frame.get("args", []), list) or not isinstance(frame.get("kwargs", {}), dict):
        return "malformed host call of %s()" % (name,)
    return None
