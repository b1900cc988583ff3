"""In-memory streams: StringIO and BytesIO with CPython's file API, messages and behaviour.

open() is the builtin (the execution's virtual workspace); nothing here reaches the host.
"""

SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2
DEFAULT_BUFFER_SIZE = 8192
open = open


UnsupportedOperation = _os.UnsupportedOperation
TextIOWrapper = _os.TextIOWrapper
BufferedReader = _os.BufferedReader
BufferedWriter = _os.BufferedWriter
BufferedRandom = _os.BufferedRandom


class IOBase:
    """The base of every stream: closing, context management and line iteration."""

    __module__ = '_io'

    def __enter__(self):
        self._check_closed('I/O operation on closed file.')
        return self

    def __exit__(self, *args):
        self.close()

    def __iter__(self):
        self._check_closed('I/O operation on closed file.')
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def _check_closed(self, msg='I/O operation on closed file'):
        if self._closed:
            raise ValueError(msg)

    @property
    def closed(self):
        return self._closed

    def close(self):
        self._closed = True

    def fileno(self):
        raise UnsupportedOperation('fileno')

    def flush(self):
        self._check_closed('I/O operation on closed file.')

    def isatty(self):
        self._check_closed('I/O operation on closed file.')
        return False

    def readable(self):
        self._check_closed()
        return True

    def writable(self):
        self._check_closed()
        return True

    def seekable(self):
        self._check_closed()
        return True

    def writelines(self, lines):
        self._check_closed()
        for line in lines:
            self.write(line)

    def readlines(self, hint=-1):
        if hint is None:
            hint = -1
        lines = []
        total = 0
        for line in self:
            lines.append(line)
            total += len(line)
            if 0 < hint <= total:
                break
        return lines


class TextIOBase(IOBase):
    __module__ = '_io'

    def detach(self):
        raise UnsupportedOperation('detach')



class BufferedIOBase(IOBase):
    __module__ = '_io'

    def detach(self):
        raise UnsupportedOperation('detach')



class RawIOBase(IOBase):
    __module__ = '_io'



def _index(v, msg):
    if isinstance(v, int):
        return int(v)
    index = getattr(type(v), '__index__', None)
    if index is None:
        raise TypeError(msg)
    return index(v)


def _size(size):
    if size is None:
        return -1
    return _index(size, f"argument should be integer or None, not '{type(size).__name__}'")


def _int(v):
    return _index(v, f"'{type(v).__name__}' object cannot be interpreted as an integer")


class _Buffer:
    """Shared position logic; _data is the content (str or bytes) and _tail holds pending appends."""

    def _flush_tail(self):
        if self._tail:
            self._data = self._data + self._empty.join(self._tail)
            self._tail = []

    def _content(self):
        self._flush_tail()
        return self._data

    def _write(self, s):
        n = len(s)
        if n == 0:
            return 0
        if self._pos == self._length:
            self._tail.append(s)
            self._length += n
            self._pos += n
            return n
        data = self._content()
        if self._pos > self._length:
            data = data + self._zero * (self._pos - self._length)
        self._data = data[:self._pos] + s + data[self._pos + n:]
        self._pos += n
        self._length = len(self._data)
        return n

    def _read(self, size):
        data = self._content()
        if size < 0 or self._pos + size > self._length:
            end = self._length
        else:
            end = self._pos + size
        if self._pos >= end:
            return self._empty
        chunk = data[self._pos:end]
        self._pos = end
        return chunk

    def _readline(self, size, nl):
        data = self._content()
        if self._pos >= self._length:
            return self._empty
        i = data.find(nl, self._pos)
        end = self._length if i < 0 else i + len(nl)
        if 0 <= size < end - self._pos:
            end = self._pos + size
        chunk = data[self._pos:end]
        self._pos = end
        return chunk

    def _truncate(self, size):
        if size is None:
            size = self._pos
        else:
            size = _size(size)
            if size < 0:
                raise ValueError(f'Negative size value {size}')
        if size < self._length:
            self._data = self._content()[:size]
            self._length = size
        return size


class StringIO(_Buffer, TextIOBase):
    """A text stream kept in memory."""

    __module__ = '_io'
    _empty = ''
    _zero = '\0'

    def __init__(self, initial_value='', newline='\n'):
        if newline is not None and not isinstance(newline, str):
            raise TypeError(f'newline must be str or None, not {type(newline).__name__}')
        if newline not in (None, '', '\n', '\r', '\r\n'):
            raise ValueError(f'illegal newline value: {newline!r}')
        if initial_value is not None and not isinstance(initial_value, str):
            raise TypeError(f'initial_value must be str or None, not {type(initial_value).__name__}')
        self._closed = False
        self._newline = newline
        self._data = ''
        self._tail = []
        self._pos = 0
        self._length = 0
        if initial_value:
            self._write(self._translate(initial_value))
            self._pos = 0

    def _translate(self, s):
        nl = self._newline
        if nl is None:
            return s.replace('\r\n', '\n').replace('\r', '\n')
        if nl in ('\r', '\r\n'):
            return s.replace('\n', nl)
        return s

    def getvalue(self):
        self._check_closed()
        return self._content()

    def write(self, s):
        self._check_closed()
        if not isinstance(s, str):
            raise TypeError(f"string argument expected, got '{type(s).__name__}'")
        n = len(s)
        self._write(self._translate(s))
        return n

    def read(self, size=-1):
        self._check_closed()
        return self._read(_size(size))

    def readline(self, size=-1):
        self._check_closed()
        size = _size(size)
        nl = self._newline
        if nl == '':
            data = self._content()
            if self._pos >= self._length:
                return ''
            # the first line end: a '\n', or a '\r' before it (searched only up to it, so reading is linear)
            i = data.find('\n', self._pos)
            if i < 0:
                i = self._length
            cr = data.find('\r', self._pos, i)
            if cr >= 0:
                i = cr
            if i < self._length:
                i += 2 if data.startswith('\r\n', i) else 1
            if 0 <= size < i - self._pos:
                i = self._pos + size
            chunk = data[self._pos:i]
            self._pos = i
            return chunk
        return self._readline(size, '\n' if nl is None else nl)

    def __next__(self):
        self._check_closed()
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def tell(self):
        self._check_closed()
        return self._pos

    def seek(self, pos, whence=0):
        self._check_closed()
        pos = _int(pos)
        whence = _int(whence)
        if whence not in (0, 1, 2):
            raise ValueError(f'Invalid whence ({whence}, should be 0, 1 or 2)')
        if whence == 0 and pos < 0:
            raise ValueError(f'Negative seek position {pos}')
        if whence == 1 and pos != 0:
            raise OSError("Can't do nonzero cur-relative seeks")
        if whence == 2 and pos != 0:
            raise OSError("Can't do nonzero cur-relative seeks")
        if whence == 2:
            self._pos = self._length
        elif whence == 0:
            self._pos = pos
        return self._pos

    def truncate(self, pos=None):
        self._check_closed()
        return self._truncate(pos)

    def flush(self):
        pass

    def readable(self):
        self._check_closed()
        return True

    def writable(self):
        self._check_closed()
        return True

    def seekable(self):
        self._check_closed()
        return True

    @property
    def line_buffering(self):
        self._check_closed()
        return False

    @property
    def encoding(self):
        return None

    @property
    def errors(self):
        return None

    @property
    def newlines(self):
        self._check_closed()
        return None


def _as_bytes(b):
    if isinstance(b, (bytes, bytearray)):
        return bytes(b)
    try:
        return bytes(memoryview(b))
    except Exception:
        raise TypeError(f"a bytes-like object is required, not '{type(b).__name__}'") from None


class BytesIO(_Buffer, BufferedIOBase):
    """A binary stream kept in memory."""

    __module__ = '_io'
    _empty = b''
    _zero = b'\0'

    def __init__(self, initial_bytes=b''):
        self._closed = False
        self._data = b''
        self._tail = []
        self._pos = 0
        self._length = 0
        if initial_bytes is not None:
            data = _as_bytes(initial_bytes)
            self._data = data
            self._length = len(data)

    def _check_closed(self, msg='I/O operation on closed file.'):
        if self._closed:
            raise ValueError('I/O operation on closed file.')

    def getvalue(self):
        self._check_closed()
        return self._content()

    def write(self, b):
        self._check_closed()
        return self._write(_as_bytes(b))

    def read(self, size=-1):
        self._check_closed()
        return self._read(_size(size))

    read1 = read

    def readline(self, size=-1):
        self._check_closed()
        return self._readline(_size(size), b'\n')

    def readinto(self, buffer):
        self._check_closed()
        chunk = self._read(len(buffer))
        for i in range(len(chunk)):
            buffer[i] = chunk[i]
        return len(chunk)

    def tell(self):
        self._check_closed()
        return self._pos

    def seek(self, pos, whence=0):
        self._check_closed()
        pos = _int(pos)
        whence = _int(whence)
        if whence == 0:
            if pos < 0:
                raise ValueError(f'negative seek value {pos}')
            self._pos = pos
        elif whence == 1:
            self._pos = max(0, self._pos + pos)
        elif whence == 2:
            self._pos = max(0, self._length + pos)
        else:
            raise ValueError(f'invalid whence ({whence}, should be 0, 1 or 2)')
        return self._pos

    def truncate(self, size=None):
        self._check_closed()
        return self._truncate(size)

    def getbuffer(self):
        self._check_closed()
        return memoryview(bytearray(self._content()))

