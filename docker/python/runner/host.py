# Licensed under the Apache License, Version 2.0.
"""The host channel's reading side: lines (frames) from the protocol's private copy of stdin.

A buffered file object cannot say whether a whole line is already waiting without blocking, and the supervisor
must see a host's "cancel" while an execution runs. HostReader keeps its own buffer over the raw file descriptor:
readline() blocks for the next line (the main loop), poll() returns the lines that are complete now without waiting
(during an execution), and pushback() returns a line to the front for the main loop.
"""

import collections
import os
import select

_READ = 1 << 16


class HostReader:
    def __init__(self, fd, max_line):
        self.fd = fd
        self.max_line = max_line
        self.buffer = bytearray()
        self.lines = collections.deque()
        self.eof = False
        self.skipping = False  # inside a line longer than max_line, dropped up to its newline

    def fileno(self):
        return self.fd

    def _split(self):
        """Moves the complete lines of the buffer to self.lines; an overlong line becomes one oversized marker."""
        while True:
            end = self.buffer.find(b"\n")
            if end < 0:
                if len(self.buffer) > self.max_line:
                    if not self.skipping:
                        self.lines.append(None)  # None: a line that exceeded max_line
                    self.skipping = True
                    del self.buffer[:]
                return
            line = bytes(self.buffer[:end + 1])
            del self.buffer[:end + 1]
            if self.skipping:
                self.skipping = False
                continue
            self.lines.append(line if len(line) <= self.max_line + 1 else None)

    def _fill(self):
        """Reads once (the caller knows data or EOF is there); returns False at end of input."""
        data = os.read(self.fd, _READ)
        if not data:
            self.eof = True
            if self.buffer and not self.skipping:
                self.lines.append(bytes(self.buffer))  # a last line without its newline
            del self.buffer[:]
            return False
        self.buffer += data
        self._split()
        return True

    def readline(self):
        """The next line (bytes, with its newline), None for one that exceeded max_line, b"" at end of input."""
        while not self.lines:
            if self.eof or not self._fill():
                if not self.lines:
                    return b""
        return self.lines.popleft()

    def pending(self):
        """Whether a complete line is waiting (poll() would return it without reading)."""
        return bool(self.lines)

    def poll(self):
        """The lines complete now, without blocking: what was buffered, and one read if the descriptor is ready."""
        if not self.lines and not self.eof:
            ready, _, _ = select.select([self.fd], [], [], 0)
            if ready:
                self._fill()
        out = list(self.lines)
        self.lines.clear()
        return out

    def pushback(self, lines):
        """Returns lines taken by poll() to the front, in their order, for readline()."""
        self.lines.extendleft(reversed(lines))
