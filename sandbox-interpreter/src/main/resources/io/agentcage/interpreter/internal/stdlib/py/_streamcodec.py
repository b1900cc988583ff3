"""What bz2 and lzma share: one-shot decompression of concatenated streams, an incremental decompressor, a
compressor and a file object, all over the native whole-buffer codec (_codec: bzip2 by Apache Commons Compress,
.xz and .lzma by XZ for Java). Output is charged to the budgets as the codec produces it, so a bomb ends at the
memory limit. Files are opened through open(), so only the execution's workspace is reachable.

The decompressor decodes its whole input again on each call (the codec has no suspended state): a stream fed in
many small pieces costs time proportional to their number, each call charged to the step budget.
"""
import io
import os

BZ2, XZ, ALONE = 0, 1, 2
_builtin_open = open


def decode_all(kind, data, error, truncated, prefix=None):
    """Every stream of data decoded and joined; trailing bytes that start no stream are ignored, as CPython does.
    kind may be a function of each stream's bytes (lzma's FORMAT_AUTO looks at every stream)."""
    results = []
    data = bytes(data)
    while data:
        out, used, eof, message = _codec.decode(kind(data) if callable(kind) else kind, data)
        if message is not None and _header_start(prefix, data):
            message, eof = None, False
        if message is not None:
            if results:
                break
            raise error(message)
        results.append(out)
        if not eof:
            raise truncated("Compressed data ended before the end-of-stream marker was reached")
        data = data[used:]
    return b"".join(results)


def _header_start(prefix, data):
    # bytes too few to be told from the start of a stream's header: a truncated stream, not a wrong format
    return prefix is not None and len(data) < len(prefix) and prefix.startswith(data)


class Decompressor:
    """An incremental decompressor of one stream (BZ2Decompressor, LZMADecompressor)."""

    def __init__(self, kind, error, truncated_prefix=None):
        self._kind = kind
        self._error = error
        self._prefix = truncated_prefix
        self._input = b""
        self._given = 0
        self._pending = b""
        self._ended = False
        self.unused_data = b""
        self.needs_input = True

    @property
    def eof(self):
        return self._ended and not self._pending

    def decompress(self, data, max_length=-1):
        if self._ended and not self._pending:
            raise EOFError("End of stream already reached")
        data = bytes(data)
        if self._ended:
            self.unused_data += data
        elif data:
            self._input += data
            self._decode()
        if max_length is None or max_length < 0:
            out, self._pending = self._pending, b""
        else:
            out, self._pending = self._pending[:max_length], self._pending[max_length:]
        self.needs_input = not self._ended and not self._pending
        return out

    def _decode(self):
        out, used, eof, message = _codec.decode(self._kind, self._input)
        if message is not None:
            if _header_start(self._prefix, self._input):
                return   # the start of a header: wait for more
            raise self._error(message)
        self._pending += out[self._given:]
        self._given = len(out)
        if eof:
            self._ended = True
            self.unused_data = self._input[used:]
            self._input = b""


class Compressor:
    """An incremental compressor: what is given is kept and compressed when flushed (output comes at flush())."""

    def __init__(self, kind, level, check=-1):
        self._kind = kind
        self._level = level
        self._check = check
        self._parts = []
        self._flushed = False

    def compress(self, data):
        if self._flushed:
            raise ValueError("Compressor has been flushed")
        self._parts.append(bytes(data))
        return b""

    def flush(self):
        if self._flushed:
            raise ValueError("Repeated call to flush()")
        self._flushed = True
        data = b"".join(self._parts)
        self._parts = []
        return _codec.encode(self._kind, data, self._level, self._check)


_MODES = {"r": "rb", "rb": "rb", "w": "wb", "wb": "wb", "x": "xb", "xb": "xb", "a": "ab", "ab": "ab"}


class CompressedFile(io.BufferedIOBase):
    """A compressed file read or written whole (BZ2File, LZMAFile): reading decodes on first use, writing encodes
    when closed."""

    def __init__(self, filename, mode, decode, encode):
        if mode not in _MODES:
            raise ValueError("Invalid mode: %r" % (mode,))
        self._mode = _MODES[mode]
        self._decode = decode
        self._encode = encode
        self._own = False
        if isinstance(filename, (str, bytes, os.PathLike)):
            self._fp = _builtin_open(filename, self._mode)
            self._own = True
            self.name = os.fspath(filename)
        elif hasattr(filename, "read") or hasattr(filename, "write"):
            self._fp = filename
        else:
            raise TypeError("filename must be a str, bytes, file or PathLike object")
        self._buffer = None if self._mode == "rb" else io.BytesIO()
        self._closed = False

    def _reader(self):
        self._check_open()
        if self._mode != "rb":
            raise io.UnsupportedOperation("File not open for reading")
        if self._buffer is None:
            self._buffer = io.BytesIO(self._decode(self._fp.read()))
        return self._buffer

    def _check_open(self):
        if self._closed:
            raise ValueError("I/O operation on closed file")

    @property
    def closed(self):
        return self._closed

    @property
    def mode(self):
        return "rb" if self._mode == "rb" else "wb"

    def readable(self):
        self._check_open()
        return self._mode == "rb"

    def writable(self):
        self._check_open()
        return self._mode != "rb"

    def seekable(self):
        return self.readable()

    def read(self, size=-1):
        return self._reader().read(size)

    def read1(self, size=-1):
        return self._reader().read(size)

    def readinto(self, b):
        return self._reader().readinto(b)

    def readline(self, size=-1):
        return self._reader().readline(size)

    def peek(self, n=0):
        r = self._reader()
        pos = r.tell()
        data = r.read(max(n, 1) if n else io.DEFAULT_BUFFER_SIZE if hasattr(io, "DEFAULT_BUFFER_SIZE") else 8192)
        r.seek(pos)
        return data

    def seek(self, offset, whence=io.SEEK_SET):
        return self._reader().seek(offset, whence)

    def tell(self):
        self._check_open()
        return self._reader().tell() if self._mode == "rb" else self._buffer.tell()

    def write(self, data):
        self._check_open()
        if self._mode == "rb":
            raise io.UnsupportedOperation("File not open for writing")
        return self._buffer.write(data)

    def close(self):
        if self._closed:
            return
        try:
            if self._mode != "rb":
                self._fp.write(self._encode(self._buffer.getvalue()))
        finally:
            self._closed = True
            self._buffer = None
            if self._own:
                self._fp.close()


def open_file(file_class, filename, mode, encoding, errors, newline, *args):
    """bz2.open / lzma.open: the file class in binary modes, a text stream over it in modes with 't'."""
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
    binary = file_class(filename, mode.replace("t", ""), *args)
    if "t" in mode:
        from gzip import _TextStream
        return _TextStream(binary, encoding or "utf-8", errors or "strict", newline)
    return binary
