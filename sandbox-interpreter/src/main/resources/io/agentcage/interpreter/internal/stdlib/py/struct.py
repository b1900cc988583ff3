"""Conversion between Python values and C structs packed in bytes (CPython's struct module).

The packing itself is native (the global _struct, bound by the interpreter); this module adds the Struct class
and iter_unpack on top of it.
"""

error = _struct.error

__all__ = ['calcsize', 'pack', 'pack_into', 'unpack', 'unpack_from', 'iter_unpack', 'Struct', 'error']


def calcsize(format, /):
    """Return the size in bytes of the struct described by the format string."""
    return _struct.calcsize(format)


def pack(format, /, *values):
    """Return bytes containing the values packed according to the format string."""
    return _struct.pack(format, values)


def pack_into(format, buffer, offset, /, *values):
    """Pack the values according to the format string into a writable buffer starting at offset."""
    _struct.pack_into(format, buffer, offset, values)


def unpack(format, buffer, /):
    """Unpack a buffer whose size is exactly calcsize(format); return a tuple."""
    return _struct.unpack_from(format, buffer, 0, True)


def unpack_from(format, /, buffer, offset=0):
    """Unpack from buffer starting at offset; the buffer must hold at least calcsize(format) bytes there."""
    return _struct.unpack_from(format, buffer, offset, False)


class unpack_iterator:
    """The iterator iter_unpack returns."""

    __slots__ = ('_format', '_buffer', '_offset', '_size')

    def __init__(self, format, buffer, size):
        self._format = format
        self._buffer = buffer
        self._offset = 0
        self._size = size

    def __iter__(self):
        return self

    def __next__(self):
        if self._buffer is None or self._offset + self._size > len(self._buffer):
            self._buffer = None
            raise StopIteration
        item = _struct.unpack_from(self._format, self._buffer, self._offset, False)
        self._offset += self._size
        return item

    def __length_hint__(self):
        if self._buffer is None:
            return 0
        return (len(self._buffer) - self._offset) // self._size


def iter_unpack(format, buffer, /):
    """Return an iterator unpacking the buffer in chunks of calcsize(format) bytes."""
    size = _struct.calcsize(format)
    if size == 0:
        raise error('cannot iteratively unpack with a struct of length 0')
    if isinstance(buffer, str):
        raise TypeError("a bytes-like object is required, not 'str'")
    if len(buffer) % size:
        raise error('iterative unpacking requires a buffer of a multiple of %d bytes' % size)
    return unpack_iterator(format, buffer, size)


class Struct:
    """A compiled struct format: Struct(format) has pack, unpack and friends bound to it."""

    def __init__(self, format):
        size = _struct.calcsize(format)
        if isinstance(format, bytes):
            format = format.decode('latin-1')
        self._format = format
        self._size = size

    @property
    def format(self):
        return self._format

    @property
    def size(self):
        return self._size

    def pack(self, /, *values):
        return _struct.pack(self._format, values)

    def pack_into(self, buffer, offset, /, *values):
        _struct.pack_into(self._format, buffer, offset, values)

    def unpack(self, buffer, /):
        return _struct.unpack_from(self._format, buffer, 0, True)

    def unpack_from(self, buffer, offset=0):
        return _struct.unpack_from(self._format, buffer, offset, False)

    def iter_unpack(self, buffer, /):
        return iter_unpack(self._format, buffer)
