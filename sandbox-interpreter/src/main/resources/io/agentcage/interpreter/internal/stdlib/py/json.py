"""JSON encoding and decoding with CPython's json API and output.

The encoder and the scanner are native (the global _json, bound by the interpreter); the classes, argument
handling and hooks are here so that guest code can subclass JSONEncoder and JSONDecoder as it does on CPython.
"""

__version__ = '2.0.9'
__all__ = ['dump', 'dumps', 'load', 'loads', 'JSONDecoder', 'JSONDecodeError', 'JSONEncoder']


class JSONDecodeError(ValueError):
    """A document that is not valid JSON: msg, doc, pos, lineno and colno say what and where."""

    __module__ = 'json.decoder'

    def __init__(self, msg, doc, pos):
        lineno = doc.count('\n', 0, pos) + 1
        colno = pos - doc.rfind('\n', 0, pos)
        ValueError.__init__(self, '%s: line %d column %d (char %d)' % (msg, lineno, colno, pos))
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = lineno
        self.colno = colno

    def __reduce__(self):
        return self.__class__, (self.msg, self.doc, self.pos)


class JSONEncoder(object):
    """Turns Python data into JSON text; override default() to support more types."""

    __module__ = 'json.encoder'

    item_separator = ', '
    key_separator = ': '

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
                 sort_keys=False, indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ','
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError(f'Object of type {o.__class__.__name__} is not JSON serializable')

    def encode(self, o):
        indent = self.indent
        if indent is not None and not isinstance(indent, str):
            indent = ' ' * indent
        return _json.encode(o, self.skipkeys, self.ensure_ascii, self.check_circular, self.allow_nan,
                            self.sort_keys, indent, self.item_separator, self.key_separator, self.default)

    def iterencode(self, o, _one_shot=False):
        return iter((self.encode(o),))


_encoder_init = JSONEncoder.__init__
_encoder_encode = JSONEncoder.encode
_encoder_default = JSONEncoder.default

_CONSTANTS = {'-Infinity': float('-inf'), 'Infinity': float('inf'), 'NaN': float('nan')}
_constant = _CONSTANTS.__getitem__


class JSONDecoder(object):
    """Turns JSON text into Python data; the hooks build other types for objects and numbers."""

    __module__ = 'json.decoder'

    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None, parse_constant=None,
                 strict=True, object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float or float
        self.parse_int = parse_int or int
        self.parse_constant = parse_constant or _constant
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook

    def decode(self, s, _w=None):
        obj, end = self.raw_decode(s, idx=_json.skip_ws(s, 0))
        end = _json.skip_ws(s, end)
        if end != len(s):
            raise JSONDecodeError('Extra data', s, end)
        return obj

    def raw_decode(self, s, idx=0):
        pf = self.parse_float
        pi = self.parse_int
        pc = self.parse_constant
        return _json.scan(s, idx, self.strict, self.object_hook, self.object_pairs_hook,
                          None if pf is float else pf, None if pi is int else pi,
                          None if pc is _constant else pc, JSONDecodeError)


_default_encoder = JSONEncoder()
_default_decoder = JSONDecoder()


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, cls=None,
          indent=None, separators=None, default=None, sort_keys=False, **kw):
    """Serialize obj to a JSON formatted str."""
    if (not skipkeys and ensure_ascii and check_circular and allow_nan and cls is None and indent is None
            and separators is None and default is None and not sort_keys and not kw):
        return _default_encoder.encode(obj)
    if (cls is None and not kw and JSONEncoder.__init__ is _encoder_init and JSONEncoder.encode is _encoder_encode
            and JSONEncoder.default is _encoder_default):
        # what JSONEncoder(...).encode(obj) does, without making the encoder
        if separators is not None:
            item_separator, key_separator = separators
        elif indent is not None:
            item_separator, key_separator = ',', JSONEncoder.key_separator
        else:
            item_separator, key_separator = JSONEncoder.item_separator, JSONEncoder.key_separator
        if indent is not None and not isinstance(indent, str):
            indent = ' ' * indent
        return _json.encode(obj, skipkeys, ensure_ascii, check_circular, allow_nan, sort_keys, indent,
                            item_separator, key_separator,
                            _default_encoder.default if default is None else default)
    if cls is None:
        cls = JSONEncoder
    return cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular,
               allow_nan=allow_nan, indent=indent, separators=separators, default=default,
               sort_keys=sort_keys, **kw).encode(obj)


def dump(obj, fp, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, cls=None,
         indent=None, separators=None, default=None, sort_keys=False, **kw):
    """Serialize obj as JSON to the file-like object fp (anything with a write method)."""
    if cls is None:
        cls = JSONEncoder
    encoder = cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular,
                  allow_nan=allow_nan, indent=indent, separators=separators, default=default,
                  sort_keys=sort_keys, **kw)
    for chunk in encoder.iterencode(obj):
        fp.write(chunk)


def detect_encoding(b):
    """The encoding of a JSON document given as bytes (UTF-8, -16 or -32, as RFC 4627 describes)."""
    if b.startswith(b'\xef\xbb\xbf'):
        return 'utf-8-sig'
    if b.startswith(b'\xff\xfe\x00\x00') or b.startswith(b'\x00\x00\xfe\xff'):
        return 'utf-32'
    if b.startswith(b'\xff\xfe') or b.startswith(b'\xfe\xff'):
        return 'utf-16'
    if len(b) >= 4:
        if not b[0]:
            return 'utf-16-be' if b[1] else 'utf-32-be'
        if not b[1]:
            return 'utf-16-le' if b[2] or b[3] else 'utf-32-le'
    elif len(b) == 2:
        if not b[0]:
            return 'utf-16-be'
        if not b[1]:
            return 'utf-16-le'
    return 'utf-8'


def loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None, parse_constant=None,
          object_pairs_hook=None, **kw):
    """Deserialize the JSON document s (str, bytes or bytearray) to a Python object."""
    if isinstance(s, str):
        if s.startswith('\ufeff'):
            raise JSONDecodeError('Unexpected UTF-8 BOM (decode using utf-8-sig)', s, 0)
    else:
        if not isinstance(s, (bytes, bytearray)):
            raise TypeError(f'the JSON object must be str, bytes or bytearray, not {s.__class__.__name__}')
        encoding = detect_encoding(s)
        if encoding == 'utf-8-sig':
            s = s[3:].decode('utf-8', 'surrogatepass')
        else:
            s = s.decode(encoding, 'surrogatepass')
    if (cls is None and object_hook is None and parse_int is None and parse_float is None
            and parse_constant is None and object_pairs_hook is None and not kw):
        return _default_decoder.decode(s)
    if cls is None:
        cls = JSONDecoder
    if object_hook is not None:
        kw['object_hook'] = object_hook
    if object_pairs_hook is not None:
        kw['object_pairs_hook'] = object_pairs_hook
    if parse_float is not None:
        kw['parse_float'] = parse_float
    if parse_int is not None:
        kw['parse_int'] = parse_int
    if parse_constant is not None:
        kw['parse_constant'] = parse_constant
    return cls(**kw).decode(s)


def load(fp, *, cls=None, object_hook=None, parse_float=None, parse_int=None, parse_constant=None,
         object_pairs_hook=None, **kw):
    """Deserialize the JSON document read from the file-like object fp."""
    return loads(fp.read(), cls=cls, object_hook=object_hook, parse_float=parse_float, parse_int=parse_int,
                 parse_constant=parse_constant, object_pairs_hook=object_pairs_hook, **kw)
