"""gzip files and streams: the interpreter's gzip over zlib (CPython 3.11's API and messages).

Decompression inflates in bounded chunks (zlib charges every chunk to the memory budget before it is kept), so a
gzip bomb read in pieces costs only the pieces, and read() of a bomb ends at the memory limit. Files are opened
through open(), so only the execution's workspace is reachable.
"""
import io
import os
import struct
import time
import zlib

__all__ = ["BadGzipFile", "GzipFile", "open", "compress", "decompress"]

READ, WRITE = 'rb', 'wb'
FTEXT, FHCRC, FEXTRA, FNAME, FCOMMENT = 1, 2, 4, 8, 16
_COMPRESS_LEVEL_FAST = 1
_COMPRESS_LEVEL_TRADEOFF = 6
_COMPRESS_LEVEL_BEST = 9
_CHUNK = 64 * 1024
_open = open


class BadGzipFile(OSError):
    """An exception raised when an invalid gzip file is read."""


def open(filename, mode="rb", compresslevel=_COMPRESS_LEVEL_BEST, encoding=None, errors=None, newline=None):
    """A GzipFile (binary modes) or a text stream over one (modes with 't')."""
    if "t" in mode:
        if "b" in mode:
            raise ValueError("Invalid mode: %r" % (mode,))
    else:
        if encoding is not None:
            raise ValueError("Argument 'encoding' not supported in binary mode")
        if errors is not None:
            raise ValueError("Argument 'errors' not supported in binary mode")
        if newline is not None:
            raise ValueError("Argument 'newline' not supported in binary mode")
    binary_mode = mode.replace("t", "")
    if isinstance(filename, (str, bytes, os.PathLike)):
        binary = GzipFile(filename, binary_mode, compresslevel)
    elif hasattr(filename, "read") or hasattr(filename, "write"):
        binary = GzipFile(None, binary_mode, compresslevel, filename)
    else:
        raise TypeError("filename must be a str or bytes object, or a file")
    if "t" in mode:
        return _TextStream(binary, encoding or "utf-8", errors or "strict", newline)
    return binary


def _header(mtime, compresslevel):
    if compresslevel == _COMPRESS_LEVEL_BEST:
        xfl = 2
    elif compresslevel == _COMPRESS_LEVEL_FAST:
        xfl = 4
    else:
        xfl = 0
    return b"\x1f\x8b\x08\x00" + struct.pack("<L", int(mtime) & 0xFFFFFFFF) + bytes([xfl, 255])


def compress(data, compresslevel=_COMPRESS_LEVEL_BEST, *, mtime=None):
    """The gzip member holding data (mtime defaults to now)."""
    if mtime is None:
        mtime = time.time()
    if mtime == 0:
        # CPython hands this case to zlib's own gzip writer, whose header names Unix (3) as the OS
        return zlib.compress(data, level=compresslevel, wbits=31)
    body = zlib.compressobj(compresslevel, zlib.DEFLATED, -zlib.MAX_WBITS)
    data = bytes(data)
    return (_header(mtime, compresslevel) + body.compress(data) + body.flush()
            + struct.pack("<LL", zlib.crc32(data), len(data) & 0xFFFFFFFF))


class _Reader:
    # the decompressed stream of a gzip file: member by member, CRC and length checked at each member's end
    def __init__(self, fp):
        self._fp = fp
        self._pending = b""
        self._inflater = None
        self._member_open = False
        self._crc = 0
        self._size = 0
        self._done = False
        self.mtime = None

    def _need(self, n):
        while len(self._pending) < n:
            more = self._fp.read(_CHUNK)
            if not more:
                raise EOFError("Compressed file ended before the end-of-stream marker was reached")
            self._pending += more
        out, self._pending = self._pending[:n], self._pending[n:]
        return out

    def _start_member(self):
        while True:
            if not self._pending:
                self._pending = self._fp.read(_CHUNK)
                if not self._pending:
                    return False
            stripped = self._pending.lstrip(b"\x00")
            if stripped:
                self._pending = stripped
                break
            self._pending = b""
        if len(self._pending) < 2:
            self._pending += self._fp.read(1)
        if self._pending[:2] != b"\x1f\x8b":
            raise BadGzipFile("Not a gzipped file (%r)" % self._pending[:2])
        self._pending = self._pending[2:]
        method, flag, self.mtime = struct.unpack("<BBIxx", self._need(8))
        if method != 8:
            raise BadGzipFile("Unknown compression method")
        if flag & FEXTRA:
            self._need(struct.unpack("<H", self._need(2))[0])
        for bit in (FNAME, FCOMMENT):
            if flag & bit:
                while self._need(1) != b"\x00":
                    pass
        if flag & FHCRC:
            self._need(2)
        self._inflater = zlib.decompressobj(-zlib.MAX_WBITS)
        self._crc, self._size, self._member_open = 0, 0, True
        return True

    def _end_member(self):
        self._pending = self._inflater.unused_data + self._pending
        crc, isize = struct.unpack("<II", self._need(8))
        if crc != self._crc:
            raise BadGzipFile("CRC check failed")
        if isize != (self._size & 0xFFFFFFFF):
            raise BadGzipFile("Incorrect length of data produced")
        self._member_open = False

    def read(self, size):
        """Up to size (> 0) decompressed bytes; b'' only at the end of the last member."""
        while not self._done:
            if not self._member_open and not self._start_member():
                self._done = True
                break
            data = self._inflater.unconsumed_tail
            if not data:
                data, self._pending = self._pending or self._fp.read(_CHUNK), b""
                if not data:
                    raise EOFError("Compressed file ended before the end-of-stream marker was reached")
            out = self._inflater.decompress(data, size)
            self._crc = zlib.crc32(out, self._crc)
            self._size += len(out)
            if self._inflater.eof:
                self._end_member()
            if out:
                return out
        return b""


class GzipFile(io.BufferedIOBase):
    """A gzip file read or written as a binary stream, over a workspace file or any binary file object."""
    myfileobj = None

    def __init__(self, filename=None, mode=None, compresslevel=_COMPRESS_LEVEL_BEST, fileobj=None, mtime=None):
        if mode and ('t' in mode or 'U' in mode):
            raise ValueError("Invalid mode: {!r}".format(mode))
        if mode and 'b' not in mode:
            mode += 'b'
        if fileobj is None:
            fileobj = self.myfileobj = _open(filename, mode or 'rb')
        if filename is None:
            filename = getattr(fileobj, 'name', '')
            if not isinstance(filename, (str, bytes)):
                filename = ''
        else:
            filename = os.fspath(filename)
        if mode is None:
            mode = getattr(fileobj, 'mode', 'rb')
        if mode.startswith('r'):
            self.mode = READ
            self._reader = _Reader(fileobj)
            self._buffer = b""
            self.name = filename
        elif mode.startswith(('w', 'a', 'x')):
            self.mode = WRITE
            self.name = filename
            self._crc = 0
            self._size = 0
            self._compressor = zlib.compressobj(compresslevel, zlib.DEFLATED, -zlib.MAX_WBITS)
            self._write_mtime = mtime
            self._level = compresslevel
            self._header_written = False
        else:
            raise ValueError("Invalid mode: {!r}".format(mode))
        self.fileobj = fileobj
        self._closed = False

    @property
    def mtime(self):
        return self._reader.mtime if self.mode == READ else None

    def __repr__(self):
        s = repr(self.fileobj)
        return '<gzip ' + s[1:-1] + ' ' + hex(id(self)) + '>'

    @property
    def closed(self):
        return self.fileobj is None

    def _check_not_closed(self):
        if self.closed:
            raise ValueError("I/O operation on closed file")

    def write(self, data):
        self._check_not_closed()
        if self.mode != WRITE:
            import errno
            raise OSError(errno.EBADF, "write() on read-only GzipFile object")
        if isinstance(data, (bytes, bytearray)):
            length = len(data)
        else:
            data = memoryview(data)
            length = data.nbytes
        if not self._header_written:
            mtime = self._write_mtime if self._write_mtime is not None else time.time()
            self.fileobj.write(_header(mtime, self._level))
            self._header_written = True
        if length > 0:
            self.fileobj.write(self._compressor.compress(data))
            self._size += length
            self._crc = zlib.crc32(data, self._crc)
        return length

    def read(self, size=-1):
        self._check_not_closed()
        if self.mode != READ:
            import errno
            raise OSError(errno.EBADF, "read() on write-only GzipFile object")
        if size is None or size < 0:
            parts = [self._buffer]
            self._buffer = b""
            while True:
                chunk = self._reader.read(_CHUNK)
                if not chunk:
                    return b"".join(parts)
                parts.append(chunk)
        while len(self._buffer) < size:
            chunk = self._reader.read(max(size - len(self._buffer), 1))
            if not chunk:
                break
            self._buffer += chunk
        out, self._buffer = self._buffer[:size], self._buffer[size:]
        return out

    def read1(self, size=-1):
        if size is None or size < 0:
            size = _CHUNK
        if self._buffer:
            out, self._buffer = self._buffer[:size], self._buffer[size:]
            return out
        return self.read(size)

    def peek(self, n):
        self._check_not_closed()
        if not self._buffer:
            self._buffer = self._reader.read(max(n, 1))
        return self._buffer

    def readline(self, size=-1):
        self._check_not_closed()
        line = b""
        while size is None or size < 0 or len(line) < size:
            if not self._buffer:
                self._buffer = self._reader.read(_CHUNK)
                if not self._buffer:
                    break
            at = self._buffer.find(b"\n")
            take = at + 1 if at >= 0 else len(self._buffer)
            if size is not None and size >= 0:
                take = min(take, size - len(line))
            line += self._buffer[:take]
            self._buffer = self._buffer[take:]
            if line.endswith(b"\n"):
                break
        return line

    def readable(self):
        return self.mode == READ

    def writable(self):
        return self.mode == WRITE

    def seekable(self):
        return False

    def flush(self, zlib_mode=zlib.Z_SYNC_FLUSH):
        self._check_not_closed()
        if self.mode == WRITE:
            self.fileobj.write(self._compressor.flush(zlib_mode))
            self.fileobj.flush()

    def close(self):
        fileobj = self.fileobj
        if fileobj is None:
            return
        self.fileobj = None
        try:
            if self.mode == WRITE:
                if not self._header_written:
                    mtime = self._write_mtime if self._write_mtime is not None else time.time()
                    fileobj.write(_header(mtime, self._level))
                fileobj.write(self._compressor.flush())
                fileobj.write(struct.pack("<LL", self._crc, self._size & 0xFFFFFFFF))
        finally:
            myfileobj = self.myfileobj
            if myfileobj:
                self.myfileobj = None
                myfileobj.close()

    def __enter__(self):
        self._check_not_closed()
        return self

    def __exit__(self, *exc):
        self.close()


def decompress(data):
    """The concatenated contents of every gzip member of data."""
    reader = _Reader(io.BytesIO(bytes(data)))
    parts = []
    while True:
        chunk = reader.read(1 << 20)
        if not chunk:
            return b"".join(parts)
        parts.append(chunk)


class _TextStream:
    # gzip.open's text mode: decodes what it reads, encodes what it writes
    def __init__(self, binary, encoding, errors, newline):
        self.buffer = binary
        self.encoding = encoding
        self.errors = errors
        self._newline = newline
        self._text = None
        self._pos = 0

    def _load(self):
        if self._text is None:
            text = self.buffer.read().decode(self.encoding, self.errors)
            if self._newline is None:
                text = text.replace("\r\n", "\n").replace("\r", "\n")
            self._text = text
        return self._text

    def read(self, size=-1):
        text = self._load()
        end = len(text) if size is None or size < 0 else min(len(text), self._pos + size)
        out = text[self._pos:end]
        self._pos = end
        return out

    def readline(self, size=-1):
        text = self._load()
        at = text.find("\n", self._pos)
        end = len(text) if at < 0 else at + 1
        if size is not None and size >= 0:
            end = min(end, self._pos + size)
        out = text[self._pos:end]
        self._pos = end
        return out

    def readlines(self, hint=-1):
        return list(self)

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def write(self, s):
        if not isinstance(s, str):
            raise TypeError("write() argument must be str, not %s" % type(s).__name__)
        text = s if self._newline in (None, "", "\n") else s.replace("\n", self._newline)
        self.buffer.write(text.encode(self.encoding, self.errors))
        return len(s)

    @property
    def closed(self):
        return self.buffer.closed

    def close(self):
        self.buffer.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
