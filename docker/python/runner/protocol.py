# Licensed under the Apache License, Version 2.0.
"""Framing and validation of the two channels the runner speaks.

Host <-> supervisor: the container's attached stdin/stdout, one JSON object per line (JSON escapes every newline
inside strings, so a line is a frame). Every message carries "v" (PROTOCOL_VERSION) and "type".
Supervisor <-> worker: a private pipe pair, each frame a 4-byte big-endian length followed by UTF-8 JSON.
Worker output: the guest's Python-level stdout and stderr share one pipe in OutputDemux's frames, so that the
supervisor sees their writes in the order they were made; what bypasses Python (a subprocess, os.write) goes to the
worker's file descriptors 1 and 2, read separately.

Features (the "features" of the "hello" and "pong" messages; a host must not use one a runner does not announce, and a runner
ignores fields it does not know, so both sides stay compatible with older versions of the other):
- "output": an "exec" with "stream": true gets "output" messages ({"id", "stream": "stdout"|"stderr", "data"}) with
  the output kept so far, in order, before its "result".
- "cancel": a "cancel" message with the id of the running "exec" stops it: the worker is killed (the session's
  state is lost; the container lives on) and the result has status "cancelled". A cancel for an execution that is
  not running is ignored; it has no reply of its own.

Features (the "features" of the "hello" and "pong" messages; a host must not use one a runner does not announce, and a
runner ignores fields it does not know, so both sides stay compatible with older versions of the other):
- "hostcalls": an "exec" may name "hostFunctions" (identifiers) and "maxHostCalls"; guest calls of them come as
  "hostcall" messages ({"id" of the exec, "call": n, "name", "args": [...], "kwargs": {...}}, plain JSON data) and
  the host answers each with a "hostreturn" ({"id", "call", "value"} or {"id", "call", "error": {"type",
  "message"}}), in any order, while the execution runs. One call past "maxHostCalls" ends it with status "limit",
  limit "HOST_CALLS" (the worker is killed). A call whose awaiting task is cancelled comes as a "hostcancel" ({"id",
  "call"}); the host cancels it and may still answer, which is dropped. See hostcalls.py.
- "net": an "exec" with "egress" ({"ca": PEM of the executor's CA certificate, optional}) gets a relay of the guest's
  connections to 127.0.0.1:3128 to the host's egress proxy, as "net" messages both ways ({"id" of the exec, "conn",
  "op": open/data/eof/close/ack, "data" base64, "n"}), while it runs; the guest's HTTP_PROXY/HTTPS_PROXY point there.
  See netrelay.py. Without "egress" nothing listens; an "exec" with "network": "none" (no host allowed) makes the
  guest's connection and name lookup errors name the policy (netguard.py).

Both directions into the supervisor are untrusted in their own way: a host frame may be damaged or come from a
newer library, and the worker runs guest code, which can write anything into its result pipe. So decode_line
checks every host frame strictly (size, JSON object, version, known type, the type of every field) and
filter_result keeps only the fields a worker result may have, with their types. Both are pure functions of their
input (no I/O), which is what docker/python/tests/fuzz_protocol.py exercises on the host.
"""

import json
import os
import struct

PROTOCOL_VERSION = 1
FEATURES = ("hostcalls", "output", "cancel", "net")
_LENGTH = struct.Struct(">I")
MAX_WORKER_FRAME = 512 << 20
MAX_HOST_LINE = 512 << 20
READY = {"ready": True}  # the worker's first frame, once it is warmed up and reads requests
_MAX_ID = (1 << 63) - 1
_MAX_INT = (1 << 62)


class ProtocolError(ValueError):
    """A frame that breaks the protocol; its message says what was found and what was wanted."""

    def __init__(self, message, message_id=None):
        ValueError.__init__(self, message)
        self.message_id = message_id


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def _is_number(value):
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _kind(value):
    return "null" if value is None else type(value).__name__


def _str_map(value):
    return isinstance(value, dict) and all(isinstance(k, str) and isinstance(v, str) for k, v in value.items())


def _files(value):
    return isinstance(value, list) and all(
        isinstance(f, dict) and isinstance(f.get("path"), str) and isinstance(f.get("data"), str)
        and set(f) <= {"path", "data"} for f in value)


def _str_list(value):
    return isinstance(value, list) and all(isinstance(v, str) for v in value)


def _identifiers(value):
    return _str_list(value) and len(value) <= 10000 and all(v.isidentifier() for v in value)


def _call_error(value):
    return isinstance(value, dict) and isinstance(value.get("type"), str) and isinstance(value.get("message"), str)


def _count(value):
    return _is_int(value) and 0 <= value <= _MAX_INT


def _egress(value):
    return isinstance(value, dict) and isinstance(value.get("ca", ""), str)


def _positive(value):
    return _is_number(value) and value == value and 0 < value <= _MAX_INT  # value == value: not NaN


# Per message type: field -> (check, what it must be). "v", "type" and "id" are checked for every type.
_FIELDS = {
    "exec": {"code": (lambda v: isinstance(v, str), "a string"),
             "stdin": (lambda v: isinstance(v, str), "a string"),
             "env": (_str_map, "an object of strings"),
             "files": (_files, "a list of {path, data} string objects"),
             "timeoutMs": (_positive, "a positive number"),
             "outputBytes": (_count, "a non-negative integer"),
             "returnBytes": (_count, "a non-negative integer"),
             "hostFunctions": (_identifiers, "a list of Python identifiers"),
             "maxHostCalls": (_count, "a non-negative integer"),
             "stream": (lambda v: isinstance(v, bool), "a boolean"),
             "egress": (_egress, "an object with an optional string 'ca'"),
             "network": (lambda v: v == "none", "'none'")},
    "cancel": {},
    "hostreturn": {"call": (_count, "a non-negative integer"),
                   "error": (_call_error, "an object with a string 'type' and 'message'")},
    "net": {"conn": (_count, "a non-negative integer"),
            "op": (lambda v: v in ("data", "eof", "close", "ack"), "one of data, eof, close, ack"),
            "data": (lambda v: isinstance(v, str), "a string"),
            "n": (_count, "a non-negative integer")},
    "preload": {"modules": (_str_list, "a list of strings")},
    "reset": {},
    "ping": {},
    "shutdown": {},
}
MESSAGE_TYPES = frozenset(_FIELDS)


def encode_line(message):
    message = dict(message)
    message["v"] = PROTOCOL_VERSION
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode("utf-8") + b"\n"


def decode_line(line):
    """The host message in one line (bytes), checked; ProtocolError (with the message's id when it had a valid one)
    for anything else. Never raises another exception type."""
    if not isinstance(line, (bytes, bytearray)):
        raise ProtocolError("a frame must be bytes, got %s" % _kind(line))
    if len(line) > MAX_HOST_LINE:
        raise ProtocolError("a frame of %d bytes exceeds the maximum of %d" % (len(line), MAX_HOST_LINE))
    try:
        message = json.loads(bytes(line).decode("utf-8"), parse_constant=_reject_constant)
    except (ValueError, RecursionError) as error:
        raise ProtocolError("not a JSON frame: %s" % (str(error)[:200],))
    if not isinstance(message, dict):
        raise ProtocolError("a message must be a JSON object, got %s" % _kind(message))
    message_id = message.get("id")
    if "id" in message and not (_is_int(message_id) and 0 <= message_id <= _MAX_ID):
        raise ProtocolError("'id' must be a non-negative 64-bit integer, got %s" % _kind(message_id))
    if message.get("v") != PROTOCOL_VERSION or not _is_int(message.get("v")):
        raise ProtocolError("unsupported protocol version %r, this runner speaks %d"
                            % (_short(message.get("v")), PROTOCOL_VERSION), message_id)
    kind = message.get("type")
    if not isinstance(kind, str) or kind not in _FIELDS:
        raise ProtocolError("unknown message type %r; known: %s" % (_short(kind), ", ".join(sorted(_FIELDS))),
                            message_id)
    for field, (check, wanted) in _FIELDS[kind].items():
        if field in message and not check(message[field]):
            raise ProtocolError("field '%s' of a '%s' message must be %s, got %s"
                                % (field, kind, wanted, _kind(message[field])), message_id)
    return message


def _reject_constant(name):
    raise ValueError("%s is not JSON" % name)


def _short(value):
    text = repr(value)
    return text if len(text) <= 40 else text[:40] + "..."


# What a worker result may contain. Anything else (a guest can write its own frames into the result pipe) is
# dropped; a result without a valid status becomes a failure.
_RESULT_STATUSES = ("ok", "error")
_ERROR_FIELDS = {"type": str, "message": str, "formatted": str}
_FRAME_FIELDS = {"file": str, "function": str, "source": str}


def filter_result(result):
    """The worker's result reduced to known fields of the right types; None when it is not a result at all."""
    if not isinstance(result, dict) or result.get("status") not in _RESULT_STATUSES:
        return None
    clean = {"status": result["status"]}
    if isinstance(result.get("value"), str):
        clean["value"] = result["value"]
    error = result.get("error")
    if clean["status"] == "error":
        if not isinstance(error, dict):
            return None
        clean["error"] = _filter_error(error)
    figures = result.get("figures")
    if isinstance(figures, list):
        clean["figures"] = [{"path": f["path"], "mediaType": "image/png", "data": f["data"]} for f in figures
                            if isinstance(f, dict) and isinstance(f.get("path"), str)
                            and isinstance(f.get("data"), str)]
    return clean


def _filter_error(error):
    clean = {name: error[name] if isinstance(error.get(name), kind) else "" for name, kind in _ERROR_FIELDS.items()}
    errno = error.get("errno")
    clean["errno"] = errno if _is_int(errno) and abs(errno) <= _MAX_INT else None
    frames = []
    for frame in error.get("frames") if isinstance(error.get("frames"), list) else ():
        if not isinstance(frame, dict):
            continue
        clean_frame = {name: frame[name] if isinstance(frame.get(name), kind) else ""
                       for name, kind in _FRAME_FIELDS.items()}
        line = frame.get("line")
        clean_frame["line"] = line if _is_int(line) and 0 <= line <= _MAX_INT else 0
        frames.append(clean_frame)
    clean["frames"] = frames
    return clean


def write_frame(fd, message):
    data = json.dumps(message, separators=(",", ":")).encode("utf-8")
    _write_all(fd, _LENGTH.pack(len(data)) + data)


def read_frame(fd):
    """Reads one frame; None at end of file (the other side died or closed)."""
    header = _read_exactly(fd, _LENGTH.size)
    if header is None:
        return None
    (length,) = _LENGTH.unpack(header)
    if length > MAX_WORKER_FRAME:
        raise ProtocolError("worker frame of %d bytes exceeds the maximum" % length)
    data = _read_exactly(fd, length)
    if data is None:
        return None
    return decode_worker_frame(data)


def decode_worker_frame(data):
    """A worker frame's JSON; ProtocolError when it is not JSON."""
    try:
        return json.loads(data.decode("utf-8"), parse_constant=_reject_constant)
    except (ValueError, RecursionError) as error:
        raise ProtocolError("worker frame is not JSON: %s" % (str(error)[:200],))


def _write_all(fd, data):
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def _read_exactly(fd, count):
    chunks = []
    while count > 0:
        chunk = os.read(fd, min(count, 1 << 20))
        if not chunk:
            return None
        chunks.append(chunk)
        count -= len(chunk)
    return b"".join(chunks)


# Worker output frames: one byte naming the stream (b"o" stdout, b"e" stderr), a 2-byte big-endian length, the data.
# A frame is at most PIPE_BUF bytes, so that each is one atomic write even when forked children write too.
OUTPUT_STREAMS = {b"o"[0]: "stdout", b"e"[0]: "stderr"}
MAX_OUTPUT_FRAME = 4096
_OUTPUT_HEADER = struct.Struct(">BH")
MAX_OUTPUT_DATA = MAX_OUTPUT_FRAME - _OUTPUT_HEADER.size


def encode_output(stream, data):
    """The frames carrying `data` (bytes) for `stream` (b"o" or b"e"), each at most MAX_OUTPUT_FRAME bytes."""
    tag = stream[0]
    return [_OUTPUT_HEADER.pack(tag, len(data[i:i + MAX_OUTPUT_DATA])) + data[i:i + MAX_OUTPUT_DATA]
            for i in range(0, len(data), MAX_OUTPUT_DATA)]


class OutputDemux:
    """Splits the worker's output pipe into (stream, bytes) pieces. The guest can write anything into that pipe: a
    header that names no stream or a length out of range switches the demux to raw mode for good, and every byte from
    there on counts as stdout (the guest only ever garbles its own output). Pure: no I/O."""

    def __init__(self):
        self.pending = bytearray()
        self.raw = False

    def feed(self, data):
        if self.raw:
            return [("stdout", bytes(data))] if data else []
        self.pending += data
        out = []
        while len(self.pending) >= _OUTPUT_HEADER.size:
            tag, length = _OUTPUT_HEADER.unpack_from(self.pending)
            if tag not in OUTPUT_STREAMS or length > MAX_OUTPUT_DATA:
                self.raw = True
                out.append(("stdout", bytes(self.pending)))
                del self.pending[:]
                return out
            end = _OUTPUT_HEADER.size + length
            if len(self.pending) < end:
                break
            out.append((OUTPUT_STREAMS[tag], bytes(self.pending[_OUTPUT_HEADER.size:end])))
            del self.pending[:end]
        return out

    def leftover(self):
        """Bytes of an unfinished frame when the pipe ends (a worker killed mid-write): counted as stdout."""
        data, self.pending = bytes(self.pending), bytearray()
        return [("stdout", data)] if data else []
