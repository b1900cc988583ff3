"""bz2: bzip2 compression (CPython 3.11's API and messages) over the interpreter's codec (Apache Commons Compress).

Decompression output is charged to the memory budget as it is produced, so a bzip2 bomb ends at the memory limit.
Files are opened through open(), so only the execution's workspace is reachable. BZ2File reads or writes its file
whole; BZ2Compressor returns its output at flush().
"""
import io
import os
import _streamcodec

__all__ = ["BZ2File", "BZ2Compressor", "BZ2Decompressor", "open", "compress", "decompress"]


def _level(compresslevel):
    if not (1 <= compresslevel <= 9):
        raise ValueError("compresslevel must be between 1 and 9")
    return compresslevel


class BZ2Compressor(_streamcodec.Compressor):
    """Compresses data given in pieces; the compressed stream comes from flush()."""

    def __init__(self, compresslevel=9):
        _streamcodec.Compressor.__init__(self, _streamcodec.BZ2, _level(compresslevel))


class BZ2Decompressor(_streamcodec.Decompressor):
    """Decompresses one bzip2 stream given in pieces; what follows the stream is in unused_data."""

    def __init__(self):
        _streamcodec.Decompressor.__init__(self, _streamcodec.BZ2, OSError, b"BZh")


def compress(data, compresslevel=9):
    """data compressed in one bzip2 stream."""
    return _codec_encode(bytes(data), _level(compresslevel))


def _codec_encode(data, level):
    c = BZ2Compressor(level)
    c.compress(data)
    return c.flush()


def decompress(data):
    """Every bzip2 stream of data decompressed and joined."""
    return _streamcodec.decode_all(_streamcodec.BZ2, data, OSError, ValueError, b"BZh")


class BZ2File(_streamcodec.CompressedFile):
    """A bzip2 file (a workspace path or a binary file object) read or written in binary mode."""

    def __init__(self, filename, mode="r", *, compresslevel=9):
        level = _level(compresslevel)
        _streamcodec.CompressedFile.__init__(self, filename, mode, decompress, lambda d: _codec_encode(d, level))


def open(filename, mode="rb", compresslevel=9, encoding=None, errors=None, newline=None):
    """A BZ2File (binary modes) or a text stream over one (modes with 't')."""
    return _streamcodec.open_file(lambda f, m: BZ2File(f, m, compresslevel=compresslevel), filename, mode,
                                  encoding, errors, newline)
