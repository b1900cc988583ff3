"""Codec registry and helpers: the interpreter's codecs (CPython 3.11's API over str.encode/bytes.decode).

The text codecs are the interpreter's own (UTF-8/16/32 with and without BOM, ASCII, Latin-1, the code pages,
unicode_escape, ...), with their error handlers; the bytes-to-bytes codecs hex, base64 and zlib and the str-to-str
rot13 are here. Guest code cannot register codecs or error handlers (register and register_error raise). open()
reads and writes workspace files only.
"""
import binascii
import zlib as _zlib

__all__ = ["register", "lookup", "open", "EncodedFile", "BOM", "BOM_BE", "BOM_LE", "BOM32_BE", "BOM32_LE",
           "BOM64_BE", "BOM64_LE", "BOM_UTF8", "BOM_UTF16", "BOM_UTF16_LE", "BOM_UTF16_BE", "BOM_UTF32",
           "BOM_UTF32_LE", "BOM_UTF32_BE", "CodecInfo", "Codec", "IncrementalEncoder", "IncrementalDecoder",
           "StreamReader", "StreamWriter", "StreamReaderWriter", "getencoder", "getdecoder",
           "getincrementalencoder", "getincrementaldecoder", "getreader", "getwriter", "encode", "decode",
           "iterencode", "iterdecode", "strict_errors", "ignore_errors", "replace_errors",
           "xmlcharrefreplace_errors", "backslashreplace_errors", "namereplace_errors", "register_error",
           "lookup_error"]

BOM_UTF8 = b'\xef\xbb\xbf'
BOM_LE = BOM_UTF16_LE = b'\xff\xfe'
BOM_BE = BOM_UTF16_BE = b'\xfe\xff'
BOM_UTF32_LE = b'\xff\xfe\x00\x00'
BOM_UTF32_BE = b'\x00\x00\xfe\xff'
# the interpreter runs as a little-endian machine, as CPython on x86-64 and arm64
BOM = BOM_UTF16 = BOM_UTF16_LE
BOM_UTF32 = BOM_UTF32_LE
BOM32_LE, BOM32_BE = BOM_UTF16_LE, BOM_UTF16_BE
BOM64_LE, BOM64_BE = BOM_UTF32_LE, BOM_UTF32_BE
_open = open

# the module name of CPython's encodings package for the names agent code uses (others: the normalized name)
_ALIASES = {
    'utf8': 'utf_8', 'u8': 'utf_8', 'utf': 'utf_8', 'utf8_ucs2': 'utf_8', 'utf8_ucs4': 'utf_8', 'cp65001': 'utf_8',
    'utf_8_sig': 'utf_8_sig', 'utf8_sig': 'utf_8_sig',
    'utf16': 'utf_16', 'u16': 'utf_16', 'utf_16le': 'utf_16_le', 'unicodelittleunmarked': 'utf_16_le',
    'utf_16be': 'utf_16_be', 'unicodebigunmarked': 'utf_16_be',
    'utf32': 'utf_32', 'u32': 'utf_32', 'utf_32le': 'utf_32_le', 'utf_32be': 'utf_32_be',
    'latin1': 'latin_1', 'latin': 'latin_1', 'l1': 'latin_1', 'iso8859_1': 'latin_1', 'iso_8859_1': 'latin_1',
    'iso8859': 'latin_1', '8859': 'latin_1', 'cp819': 'latin_1', 'iso_ir_100': 'latin_1', 'csisolatin1': 'latin_1',
    'iso_8859_1_1987': 'latin_1',
    'us_ascii': 'ascii', '646': 'ascii', 'us': 'ascii', 'ansi_x3.4_1968': 'ascii', 'iso646_us': 'ascii',
    'windows_1252': 'cp1252', '1252': 'cp1252', 'windows_1251': 'cp1251', '437': 'cp437', 'ibm437': 'cp437',
    'rot13': 'rot_13', 'hex': 'hex_codec', 'base64': 'base64_codec', 'base_64': 'base64_codec',
    'zlib': 'zlib_codec', 'zip': 'zlib_codec',
}
# CodecInfo.name where it is not the module name with '-' for '_'
_NAMES = {'latin_1': 'iso8859-1', 'rot_13': 'rot-13', 'hex_codec': 'hex', 'base64_codec': 'base64',
          'zlib_codec': 'zlib', 'shift_jis': 'shift_jis', 'euc_jp': 'euc_jp', 'unicode_escape': 'unicode-escape',
          'raw_unicode_escape': 'raw-unicode-escape'}
# the prefix of the C function names in CPython's type errors
_C_NAMES = {'utf_8': 'utf_8', 'utf_8_sig': 'utf_8', 'latin_1': 'latin_1', 'ascii': 'ascii', 'utf_16': 'utf_16',
            'utf_16_le': 'utf_16_le', 'utf_16_be': 'utf_16_be', 'utf_32': 'utf_32', 'utf_32_le': 'utf_32_le',
            'utf_32_be': 'utf_32_be', 'unicode_escape': 'unicode_escape',
            'raw_unicode_escape': 'raw_unicode_escape'}


def _module_name(encoding):
    if not isinstance(encoding, str):
        raise TypeError("lookup() argument must be str, not %s" % type(encoding).__name__)
    key = '_'.join(encoding.lower().replace('-', ' ').split())
    if key.startswith('iso_8859_'):
        key = 'iso8859_' + key[9:]
    return _ALIASES.get(key, key)


class CodecInfo(tuple):
    """A codec's functions and classes, as lookup() returns them (a 4-tuple of encode, decode, reader, writer)."""
    _is_text_encoding = True

    def __new__(cls, encode, decode, streamreader=None, streamwriter=None, incrementalencoder=None,
                incrementaldecoder=None, name=None, *, _is_text_encoding=None):
        self = tuple.__new__(cls, (encode, decode, streamreader, streamwriter))
        self.name = name
        self.encode = encode
        self.decode = decode
        self.incrementalencoder = incrementalencoder
        self.incrementaldecoder = incrementaldecoder
        self.streamwriter = streamwriter
        self.streamreader = streamreader
        if _is_text_encoding is not None:
            self._is_text_encoding = _is_text_encoding
        return self

    def __repr__(self):
        return "<codecs.CodecInfo object for encoding %s at %#x>" % (self.name, id(self))


class Codec:
    """The stateless encode/decode pair of a codec."""

    def encode(self, input, errors='strict'):
        raise NotImplementedError

    def decode(self, input, errors='strict'):
        raise NotImplementedError


class IncrementalEncoder:
    """Encodes text given in pieces."""

    def __init__(self, errors='strict'):
        self.errors = errors
        self.buffer = ""

    def encode(self, input, final=False):
        raise NotImplementedError

    def reset(self):
        pass

    def getstate(self):
        return 0

    def setstate(self, state):
        pass


class IncrementalDecoder:
    """Decodes bytes given in pieces."""

    def __init__(self, errors='strict'):
        self.errors = errors

    def decode(self, input, final=False):
        raise NotImplementedError

    def reset(self):
        pass

    def getstate(self):
        return (b"", 0)

    def setstate(self, state):
        pass


class BufferedIncrementalDecoder(IncrementalDecoder):
    def __init__(self, errors='strict'):
        IncrementalDecoder.__init__(self, errors)
        self.buffer = b""

    def reset(self):
        self.buffer = b""

    def getstate(self):
        return (self.buffer, 0)

    def setstate(self, state):
        self.buffer = state[0]


def _text_pair(module):
    # encode/decode functions of a text codec, returning (output, consumed) as CPython's do
    prefix = _C_NAMES.get(module, 'charmap')
    name = module

    def encode(input, errors='strict'):
        if not isinstance(input, str):
            raise TypeError("%s_encode() argument 1 must be str, not %s" % (prefix, type(input).__name__))
        return input.encode(name, errors), len(input)

    def decode(input, errors='strict'):
        if isinstance(input, str):
            raise TypeError("a bytes-like object is required, not 'str'")
        data = bytes(input)
        return data.decode(name, errors), len(data)
    return encode, decode


def _bytes_pair(module):
    def encode(input, errors='strict'):
        _check_strict(errors, module)
        data = bytes(memoryview(input))
        if module == 'hex_codec':
            out = binascii.b2a_hex(data)
        elif module == 'base64_codec':
            out = binascii.b2a_base64(data) if len(data) <= 57 else b''.join(
                binascii.b2a_base64(data[i:i + 57]) for i in range(0, len(data), 57))
        else:
            out = _zlib.compress(data)
        return out, len(data)

    def decode(input, errors='strict'):
        _check_strict(errors, module)
        data = bytes(memoryview(input))
        if module == 'hex_codec':
            out = binascii.a2b_hex(data)
        elif module == 'base64_codec':
            out = binascii.a2b_base64(data)
        else:
            out = _zlib.decompress(data)
        return out, len(data)
    return encode, decode


def _check_strict(errors, module):
    if errors != 'strict':
        raise ValueError("Unsupported error handling mode: %r - must be 'strict'" % (errors,))


def _rot13(input, errors='strict'):
    out = []
    for ch in input:
        o = ord(ch)
        if 65 <= o <= 90:
            ch = chr((o - 65 + 13) % 26 + 65)
        elif 97 <= o <= 122:
            ch = chr((o - 97 + 13) % 26 + 97)
        out.append(ch)
    return ''.join(out), len(input)


def _make_incremental(encode, decode, module):
    bom_variant = {'utf_16': 'utf_16_le', 'utf_32': 'utf_32_le', 'utf_8_sig': 'utf_8'}.get(module)

    class _Encoder(IncrementalEncoder):
        def __init__(self, errors='strict'):
            IncrementalEncoder.__init__(self, errors)
            self._started = False

        def encode(self, input, final=False):
            if self._started and bom_variant is not None:
                return input.encode(bom_variant, self.errors)
            self._started = self._started or bool(input) or final
            return encode(input, self.errors)[0]

        def reset(self):
            self._started = False

    class _Decoder(BufferedIncrementalDecoder):
        def __init__(self, errors='strict'):
            BufferedIncrementalDecoder.__init__(self, errors)
            self._variant = None

        def decode(self, input, final=False):
            data = self.buffer + bytes(input)
            codec = self._variant or module
            if bom_variant is not None and self._variant is None:
                need = 4 if module == 'utf_32' else 2 if module == 'utf_16' else 3
                if len(data) < need and not final:
                    self.buffer = data
                    return ""
                self._variant = self._detect(data)
                codec = module
            try:
                if not _is_text(codec):
                    out = decode(data, self.errors)[0]
                else:
                    out = data.decode(codec, self.errors)
                self.buffer = b""
                return out
            except UnicodeDecodeError as e:
                if final or e.end < len(data) or e.reason not in ('unexpected end of data', 'truncated data'):
                    raise
                self.buffer = data[e.start:]
                return data[:e.start].decode(codec, self.errors)

        def _detect(self, data):
            if module == 'utf_8_sig':
                return 'utf_8'
            if module == 'utf_16':
                return 'utf_16_be' if data[:2] == BOM_UTF16_BE else 'utf_16_le'
            return 'utf_32_be' if data[:4] == BOM_UTF32_BE else 'utf_32_le'

        def reset(self):
            BufferedIncrementalDecoder.reset(self)
            self._variant = None
    return _Encoder, _Decoder


def _is_text(module):
    return module not in ('hex_codec', 'base64_codec', 'zlib_codec', 'rot_13')


_CACHE = {}
_SEARCH = []


def _search_name(encoding):
    # the name search functions see (CPython 3.9+): lower-case ASCII letters, digits and dots, every other run of
    # characters one '_', none at either end
    out, gap = [], False
    for ch in encoding:
        if ch.isascii() and (ch.isalnum() or ch == '.'):
            if gap and out:
                out.append('_')
            out.append(ch.lower())
            gap = False
        else:
            gap = True
    return ''.join(out)


def lookup(encoding):
    """The CodecInfo of encoding: a built-in codec, else what the first registered search function returns."""
    module = _module_name(encoding)
    info = _CACHE.get(module)
    if info is not None:
        return info
    if module in ('hex_codec', 'base64_codec', 'zlib_codec'):
        encode, decode = _bytes_pair(module)
    elif module == 'rot_13':
        encode = decode = _rot13
    else:
        try:
            "".encode(module)
        except LookupError:
            return _registered(encoding)
        encode, decode = _text_pair(module)
    inc_encoder, inc_decoder = _make_incremental(encode, decode, module)
    reader, writer = _make_streams(encode, decode, inc_encoder)
    name = _NAMES.get(module, module.replace('_', '-'))
    info = CodecInfo(encode, decode, reader, writer, inc_encoder, inc_decoder, name,
                     _is_text_encoding=_is_text(module))
    _CACHE[module] = info
    return info


def _registered(encoding):
    key = _search_name(encoding)
    info = _CACHE.get(('registered', key))
    if info is not None:
        return info
    for search in _SEARCH:
        info = search(key)
        if info is None:
            continue
        if not isinstance(info, tuple) or len(info) != 4:
            raise TypeError("codec search functions must return 4-tuples")
        _CACHE[('registered', key)] = info
        return info
    raise LookupError("unknown encoding: %s" % encoding)


def register(search_function):
    """Adds a search function: called with a normalised encoding name, it returns a CodecInfo or None."""
    if not callable(search_function):
        raise TypeError("argument must be callable")
    _SEARCH.append(search_function)


def unregister(search_function):
    """Removes a search function and forgets what the registered ones found."""
    if search_function in _SEARCH:
        _SEARCH.remove(search_function)
        for key in [k for k in _CACHE if isinstance(k, tuple)]:
            del _CACHE[key]


def encode(obj, encoding='utf-8', errors='strict'):
    """obj encoded with the codec registered for encoding."""
    info = lookup(encoding)
    try:
        return info.encode(obj, errors)[0]
    except TypeError as e:
        raise TypeError("encoding with %r codec failed (%s: %s)" % (info.name, type(e).__name__, e)) from e


def decode(obj, encoding='utf-8', errors='strict'):
    """obj decoded with the codec registered for encoding."""
    info = lookup(encoding)
    try:
        return info.decode(obj, errors)[0]
    except TypeError as e:
        raise TypeError("decoding with %r codec failed (%s: %s)" % (info.name, type(e).__name__, e)) from e


def getencoder(encoding):
    return lookup(encoding).encode


def getdecoder(encoding):
    return lookup(encoding).decode


def getincrementalencoder(encoding):
    encoder = lookup(encoding).incrementalencoder
    if encoder is None:
        raise LookupError(encoding)
    return encoder


def getincrementaldecoder(encoding):
    decoder = lookup(encoding).incrementaldecoder
    if decoder is None:
        raise LookupError(encoding)
    return decoder


def getreader(encoding):
    return lookup(encoding).streamreader


def getwriter(encoding):
    return lookup(encoding).streamwriter


def iterencode(iterator, encoding, errors='strict', **kwargs):
    encoder = getincrementalencoder(encoding)(errors, **kwargs)
    for item in iterator:
        output = encoder.encode(item)
        if output:
            yield output
    output = encoder.encode("", True)
    if output:
        yield output


def iterdecode(iterator, encoding, errors='strict', **kwargs):
    decoder = getincrementaldecoder(encoding)(errors, **kwargs)
    for item in iterator:
        output = decoder.decode(item)
        if output:
            yield output
    output = decoder.decode(b"", True)
    if output:
        yield output


class _StreamWrapper:
    """What every stream coder shares: it stands for its binary stream (unknown attributes are the stream's) and
    closes the stream when used as a context manager."""

    def reset(self):
        pass

    def __getattr__(self, name):
        return getattr(self.stream, name)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stream.close()


class StreamWriter(Codec, _StreamWrapper):
    """Writes encoded text to a binary stream."""

    def __init__(self, stream, errors='strict'):
        self.stream = stream
        self.errors = errors

    def write(self, object):
        data, consumed = self.encode(object, self.errors)
        self.stream.write(data)

    def writelines(self, list):
        self.write(''.join(list))



class StreamReader(Codec, _StreamWrapper):
    """Reads decoded text from a binary stream."""

    def __init__(self, stream, errors='strict'):
        self.stream = stream
        self.errors = errors
        self._text = None
        self._pos = 0

    def _all(self):
        if self._text is None:
            self._text = self.decode(self.stream.read(), self.errors)[0]
        return self._text

    def read(self, size=-1, chars=-1, firstline=False):
        text = self._all()
        n = chars if chars is not None and chars >= 0 else size
        end = len(text) if n is None or n < 0 else min(len(text), self._pos + n)
        out = text[self._pos:end]
        self._pos = end
        return out

    def readline(self, size=None, keepends=True):
        text = self._all()
        if self._pos >= len(text):
            return ""
        lines = text[self._pos:].splitlines(True)
        line = lines[0]
        if size is not None and size >= 0:
            line = line[:size]
        self._pos += len(line)
        return line if keepends else line.splitlines()[0] if line.splitlines() else ""

    def readlines(self, sizehint=None, keepends=True):
        text = self.read()
        return text.splitlines(keepends)

    def __iter__(self):
        return self

    def __next__(self):
        line = self.readline()
        if line:
            return line
        raise StopIteration



def _make_streams(encode, decode, inc_encoder):
    class _Reader(StreamReader):
        def decode(self, input, errors='strict'):
            return decode(input, errors)

    class _Writer(StreamWriter):
        # through an incremental encoder, so that a BOM is written once, before the first text
        def __init__(self, stream, errors='strict'):
            StreamWriter.__init__(self, stream, errors)
            self._encoder = inc_encoder(errors)

        def encode(self, input, errors='strict'):
            return self._encoder.encode(input), len(input)
    return _Reader, _Writer


class StreamReaderWriter(_StreamWrapper):
    """A binary stream read and written as text through a codec's reader and writer."""
    encoding = 'unknown'

    def __init__(self, stream, Reader, Writer, errors='strict'):
        self.stream = stream
        self.reader = Reader(stream, errors)
        self.writer = Writer(stream, errors)
        self.errors = errors

    def read(self, size=-1):
        return self.reader.read(size)

    def readline(self, size=None):
        return self.reader.readline(size)

    def readlines(self, sizehint=None):
        return self.reader.readlines(sizehint)

    def __next__(self):
        return next(self.reader)

    def __iter__(self):
        return self

    def write(self, data):
        return self.writer.write(data)

    def writelines(self, list):
        return self.writer.writelines(list)

    def reset(self):
        self.reader.reset()
        self.writer.reset()


def open(filename, mode='r', encoding=None, errors='strict', buffering=-1):
    """A workspace file read and written through a codec (binary underneath: no newline translation)."""
    if encoding is not None and 'b' not in mode:
        mode = mode + 'b'
    file = _open(filename, mode, buffering)
    if encoding is None:
        return file
    try:
        info = lookup(encoding)
        srw = StreamReaderWriter(file, info.streamreader, info.streamwriter, errors)
        srw.encoding = encoding
        return srw
    except:
        file.close()
        raise


def EncodedFile(file, data_encoding, file_encoding=None, errors='strict'):
    raise NotImplementedError("codecs.EncodedFile is not available in the interpreter; read with open() and "
                              "bytes.decode instead")


def strict_errors(exception):
    if isinstance(exception, BaseException):
        raise exception
    raise TypeError("codec must pass exception instance")


def _check_unicode_error(exception):
    if not isinstance(exception, UnicodeError):
        raise TypeError("don't know how to handle %s in error callback" % type(exception).__name__)


def ignore_errors(exception):
    _check_unicode_error(exception)
    return '', exception.end


def replace_errors(exception):
    _check_unicode_error(exception)
    if isinstance(exception, UnicodeDecodeError):
        return '\ufffd', exception.end
    return '?' * (exception.end - exception.start), exception.end


def backslashreplace_errors(exception):
    _check_unicode_error(exception)
    if isinstance(exception, UnicodeDecodeError):
        bad = exception.object[exception.start:exception.end]
        return ''.join('\\x%02x' % b for b in bad), exception.end
    text = exception.object[exception.start:exception.end]
    return text.encode('ascii', 'backslashreplace').decode('ascii'), exception.end


def xmlcharrefreplace_errors(exception):
    if not isinstance(exception, UnicodeEncodeError):
        _check_unicode_error(exception)
        raise TypeError("don't know how to handle %s in error callback" % type(exception).__name__)
    text = exception.object[exception.start:exception.end]
    return ''.join('&#%d;' % ord(c) for c in text), exception.end


def namereplace_errors(exception):
    if not isinstance(exception, UnicodeEncodeError):
        _check_unicode_error(exception)
        raise TypeError("don't know how to handle %s in error callback" % type(exception).__name__)
    text = exception.object[exception.start:exception.end]
    return text.encode('ascii', 'namereplace').decode('ascii'), exception.end


def surrogateescape_errors(exception):
    _check_unicode_error(exception)
    if isinstance(exception, UnicodeDecodeError):
        bad = exception.object[exception.start:exception.end]
        if any(b < 128 for b in bad):
            raise exception
        return ''.join(chr(0xDC00 + b) for b in bad), exception.end
    text = exception.object[exception.start:exception.end]
    if any(not 0xDC80 <= ord(c) <= 0xDCFF for c in text):
        raise exception
    return bytes(ord(c) - 0xDC00 for c in text), exception.end


_HANDLERS = {'surrogateescape': surrogateescape_errors, 'strict': strict_errors, 'ignore': ignore_errors, 'replace': replace_errors,
             'backslashreplace': backslashreplace_errors, 'xmlcharrefreplace': xmlcharrefreplace_errors,
             'namereplace': namereplace_errors}


def lookup_error(name):
    """The error handler registered under name (the built-in ones only)."""
    try:
        return _HANDLERS[name]
    except KeyError:
        raise LookupError("unknown error handler name '%s'" % name) from None


def register_error(name, handler):
    raise PermissionError("the interpreter does not let guest code register codec error handlers; "
                          "use one of: " + ", ".join(sorted(_HANDLERS)))
