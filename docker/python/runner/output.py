# Licensed under the Apache License, Version 2.0.
"""An execution's output: kept up to the cap, decoded as it arrives, and optionally streamed to the host.

The worker's Python-level stdout and stderr write OutputDemux frames into one pipe (MuxWriter), so their writes
reach the supervisor in the order they were made; output that bypasses Python (subprocesses, os.write(1, ...)) comes
from the worker's descriptors 1 and 2. Each stream keeps its first `limit` bytes and counts the rest. Kept bytes are
decoded incrementally (UTF-8, invalid bytes replaced), so the text streamed to the host is exactly the text of the
result: a character cut at the limit is dropped from both.
"""

import codecs
import io
import os
import threading

import protocol


class Capture:
    """One output stream of an execution: the first `limit` bytes as text, and the count of all of them."""

    def __init__(self, limit, on_text=None):
        self.limit = limit
        self.kept = 0
        self.total = 0
        self.pieces = []
        self.on_text = on_text
        self.decoder = codecs.getincrementaldecoder("utf-8")("replace")

    def add(self, data):
        self.total += len(data)
        room = self.limit - self.kept
        if room > 0:
            piece = data[:room]
            self.kept += len(piece)
            self._emit(self.decoder.decode(piece))

    def finish(self):
        """The end of the stream: bytes of an incomplete character become U+FFFD, unless the cap cut them."""
        if not self.truncated:
            self._emit(self.decoder.decode(b"", True))

    def _emit(self, text):
        if text:
            self.pieces.append(text)
            if self.on_text is not None:
                self.on_text(text)

    @property
    def truncated(self):
        return self.total > self.limit

    def text(self):
        return "".join(self.pieces)


class Output:
    """Both streams of one execution; `send_output(stream, text)` (or None) receives kept text as it arrives.
    `demux` is the worker's: a session's worker keeps one output pipe, and its frames across executions."""

    def __init__(self, limit, demux, send_output=None):
        self.stdout = Capture(limit, None if send_output is None else lambda t: send_output("stdout", t))
        self.stderr = Capture(limit, None if send_output is None else lambda t: send_output("stderr", t))
        self.demux = demux

    def from_mux(self, data):
        for stream, piece in self.demux.feed(data):
            self._capture(stream).add(piece)

    def from_fd(self, stream, data):
        self._capture(stream).add(data)

    def _capture(self, stream):
        return self.stdout if stream == "stdout" else self.stderr

    def finish(self, worker_gone):
        """The end of the execution; with `worker_gone`, the bytes of a frame it was killed writing count too."""
        if worker_gone:
            for stream, piece in self.demux.leftover():
                self._capture(stream).add(piece)
        self.stdout.finish()
        self.stderr.finish()

    @property
    def total(self):
        return self.stdout.total + self.stderr.total


class MuxWriter(io.RawIOBase):
    """The raw writer under the worker's sys.stdout (tag b"o") or sys.stderr (b"e"): every write becomes frames on
    the shared output pipe. One lock for both streams of the process; each frame is one atomic write. Its fileno()
    is the stream's own descriptor (1 or 2), so that a subprocess given sys.stdout writes there, not into frames."""

    _lock = threading.Lock()

    def __init__(self, fd, tag, own_fd):
        io.RawIOBase.__init__(self)
        self.fd = fd
        self.tag = tag
        self.own_fd = own_fd

    def writable(self):
        return True

    def write(self, data):
        data = bytes(data)
        with MuxWriter._lock:
            for frame in protocol.encode_output(self.tag, data):
                view = memoryview(frame)
                while view:
                    view = view[os.write(self.fd, view):]
        return len(data)

    def fileno(self):
        return self.own_fd
