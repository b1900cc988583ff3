"""lzma: the .xz and legacy .lzma formats (CPython 3.11's API and messages) over the interpreter's codec (XZ for
Java).

Decompression output is charged to the memory budget as it is produced, and the memory a stream's header asks the
decoder for is charged before it is allocated, so a bomb ends at the memory limit. FORMAT_RAW and custom filter
chains are not supported (LZMAError says so). Files are opened through open(), so only the execution's workspace
is reachable. LZMAFile reads or writes its file whole; LZMACompressor returns its output at flush().
"""
import io
import os
import _streamcodec

__all__ = ["CHECK_NONE", "CHECK_CRC32", "CHECK_CRC64", "CHECK_SHA256", "CHECK_ID_MAX", "CHECK_UNKNOWN",
           "FILTER_LZMA1", "FILTER_LZMA2", "FILTER_DELTA", "FILTER_X86", "FILTER_IA64", "FILTER_ARM",
           "FILTER_ARMTHUMB", "FILTER_POWERPC", "FILTER_SPARC", "FORMAT_AUTO", "FORMAT_XZ", "FORMAT_ALONE",
           "FORMAT_RAW", "MF_HC3", "MF_HC4", "MF_BT2", "MF_BT3", "MF_BT4", "MODE_FAST", "MODE_NORMAL",
           "PRESET_DEFAULT", "PRESET_EXTREME", "LZMACompressor", "LZMADecompressor", "LZMAFile", "LZMAError",
           "open", "compress", "decompress", "is_check_supported"]

CHECK_NONE, CHECK_CRC32, CHECK_CRC64, CHECK_SHA256, CHECK_ID_MAX, CHECK_UNKNOWN = 0, 1, 4, 10, 15, 16
FILTER_LZMA1, FILTER_LZMA2, FILTER_DELTA = 4611686018427387905, 33, 3
FILTER_X86, FILTER_POWERPC, FILTER_IA64, FILTER_ARM, FILTER_ARMTHUMB, FILTER_SPARC = 4, 5, 6, 7, 8, 9
FORMAT_AUTO, FORMAT_XZ, FORMAT_ALONE, FORMAT_RAW = 0, 1, 2, 3
MF_HC3, MF_HC4, MF_BT2, MF_BT3, MF_BT4 = 3, 4, 18, 19, 20
MODE_FAST, MODE_NORMAL = 1, 2
PRESET_DEFAULT = 6
PRESET_EXTREME = 0x80000000
_XZ_MAGIC = b"\xfd7zXZ\x00"


class LZMAError(Exception):
    """Call to liblzma failed."""


def is_check_supported(check_id):
    return check_id in (CHECK_NONE, CHECK_CRC32, CHECK_CRC64, CHECK_SHA256)


def _no_filters(filters):
    if filters is not None:
        raise LZMAError("custom filter chains are not supported by this interpreter (use preset)")


def _encode_args(format, check, preset, filters):
    _no_filters(filters)
    if format == FORMAT_RAW:
        raise ValueError("Must specify filters for FORMAT_RAW")
    if format not in (FORMAT_XZ, FORMAT_ALONE):
        raise ValueError("Invalid container format: %d" % format)
    if format == FORMAT_ALONE and check not in (-1, CHECK_NONE):
        raise ValueError("Integrity checks are only supported by FORMAT_XZ")
    if check == -1:
        check = CHECK_CRC64
    if not is_check_supported(check):
        raise LZMAError("Invalid or unsupported integrity check")
    if preset is None:
        preset = PRESET_DEFAULT
    if (preset & 0x1F) > 9:
        raise LZMAError("Invalid compression preset: %d" % preset)
    return (_streamcodec.XZ if format == FORMAT_XZ else _streamcodec.ALONE), preset, check


def _decode_kind(format, filters, data):
    if format == FORMAT_RAW:
        raise ValueError("Must specify filters for FORMAT_RAW") if filters is None else \
            LZMAError("FORMAT_RAW is not supported by this interpreter")
    if filters is not None:
        raise ValueError("Cannot specify filters except with FORMAT_RAW")
    if format == FORMAT_XZ:
        return _streamcodec.XZ
    if format == FORMAT_ALONE:
        return _streamcodec.ALONE
    if format != FORMAT_AUTO:
        raise ValueError("Invalid container format: %d" % format)
    # liblzma's automatic decoder decides on the first byte
    return _streamcodec.XZ if data[:1] in (b"", b"\xfd") else _streamcodec.ALONE


class LZMACompressor(_streamcodec.Compressor):
    """Compresses data given in pieces; the compressed stream comes from flush()."""

    def __init__(self, format=FORMAT_XZ, check=-1, preset=None, filters=None):
        kind, preset, check = _encode_args(format, check, preset, filters)
        _streamcodec.Compressor.__init__(self, kind, preset, check)


class LZMADecompressor(_streamcodec.Decompressor):
    """Decompresses one stream given in pieces; what follows the stream is in unused_data."""

    def __init__(self, format=FORMAT_AUTO, memlimit=None, filters=None):
        if memlimit is not None and format == FORMAT_RAW:
            raise ValueError("Cannot specify memory limit with FORMAT_RAW")
        self._format = format
        self._filters = filters
        _decode_kind(format, filters, b"")
        _streamcodec.Decompressor.__init__(self, None, LZMAError)
        self.check = CHECK_UNKNOWN

    def decompress(self, data, max_length=-1):
        if self._kind is None:
            head = bytes(data)[:1]
            if not head:
                return b""
            self._kind = _decode_kind(self._format, self._filters, head)
        return _streamcodec.Decompressor.decompress(self, data, max_length)


def compress(data, format=FORMAT_XZ, check=-1, preset=None, filters=None):
    """data compressed in one stream of the given format."""
    c = LZMACompressor(format, check, preset, filters)
    c.compress(data)
    return c.flush()


def decompress(data, format=FORMAT_AUTO, memlimit=None, filters=None):
    """Every stream of data decompressed and joined."""
    data = bytes(data)
    _decode_kind(format, filters, data)
    return _streamcodec.decode_all(lambda d: _decode_kind(format, filters, d), data, LZMAError, LZMAError)


class LZMAFile(_streamcodec.CompressedFile):
    """An .xz or .lzma file (a workspace path or a binary file object) read or written in binary mode."""

    def __init__(self, filename=None, mode="r", *, format=None, check=-1, preset=None, filters=None):
        if mode in ("r", "rb"):
            if check != -1:
                raise ValueError("Cannot specify an integrity check when opening a file for reading")
            if preset is not None:
                raise ValueError("Cannot specify a preset compression level when opening a file for reading")
            fmt = FORMAT_AUTO if format is None else format
            dec = lambda d: decompress(d, fmt, None, filters)
            enc = None
        else:
            fmt = FORMAT_XZ if format is None else format
            _encode_args(fmt, check, preset, filters)
            dec = None
            enc = lambda d: compress(d, fmt, check, preset, filters)
        _streamcodec.CompressedFile.__init__(self, filename, mode, dec, enc)


def open(filename, mode="rb", *, format=None, check=-1, preset=None, filters=None, encoding=None, errors=None,
         newline=None):
    """An LZMAFile (binary modes) or a text stream over one (modes with 't')."""
    return _streamcodec.open_file(
        lambda f, m: LZMAFile(f, m, format=format, check=check, preset=preset, filters=filters), filename, mode,
        encoding, errors, newline)
