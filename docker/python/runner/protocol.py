# Licensed under the Apache License, Version 2.0.
"""Framing of the two channels the runner speaks.

Host <-> supervisor: the container's attached stdin/stdout, one JSON object per line (JSON escapes every newline
inside strings, so a line is a frame). Every message carries "v" (PROTOCOL_VERSION) and "type".
Supervisor <-> worker: a private pipe pair, each frame a 4-byte big-endian length followed by UTF-8 JSON.
"""

import json
import os
import struct

PROTOCOL_VERSION = 1
_LENGTH = struct.Struct(">I")
MAX_WORKER_FRAME = 512 << 20


def encode_line(message):
    message = dict(message)
    message["v"] = PROTOCOL_VERSION
    return json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode("utf-8") + b"\n"


def decode_line(line):
    message = json.loads(line)
    if not isinstance(message, dict):
        raise ValueError("a message must be a JSON object")
    if message.get("v") != PROTOCOL_VERSION:
        raise ValueError("unsupported protocol version %r, this runner speaks %d" % (message.get("v"),
                                                                                    PROTOCOL_VERSION))
    return message


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
        raise ValueError("worker frame of %d bytes exceeds the maximum" % length)
    data = _read_exactly(fd, length)
    if data is None:
        return None
    return json.loads(data)


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
