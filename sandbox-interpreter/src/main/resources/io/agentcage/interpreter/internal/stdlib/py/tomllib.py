"""Parsing TOML 1.0 (tomllib): loads() and load() with CPython's results and TOMLDecodeError messages."""

import string
from datetime import date, datetime, time, timedelta, timezone
import re

__all__ = ['loads', 'load', 'TOMLDecodeError']


class TOMLDecodeError(ValueError):
    """An error while decoding a TOML document."""


_NUMBER = re.compile(r'0(?:x[0-9A-Fa-f](?:_?[0-9A-Fa-f])*|b[01](?:_?[01])*|o[0-7](?:_?[0-7])*)'
                     r'|[+-]?(?:0|[1-9](?:_?[0-9])*)(?:\.[0-9](?:_?[0-9])*)?(?:[eE][+-]?[0-9](?:_?[0-9])*)?')
_TIME = r'([01][0-9]|2[0-3]):([0-5][0-9]):([0-5][0-9])(?:\.([0-9]{1,6})[0-9]*)?'
_LOCAL_TIME = re.compile(_TIME)
_DATETIME = re.compile(r'([0-9]{4})-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])(?:[Tt ]' + _TIME
                       + r'(?:([Zz])|([+-])([01][0-9]|2[0-3]):([0-5][0-9]))?)?')
_BARE_KEY = frozenset(string.ascii_letters + string.digits + '-_')
_SPACE = ' \t'
_ESCAPES = {'\\b': '\b', '\\t': '\t', '\\n': '\n', '\\f': '\f', '\\r': '\r', '\\"': '"', '\\\\': '\\'}
_ILLEGAL = frozenset(chr(i) for i in range(32)) - {'\t'} | {'\x7f'}


def load(fp, /, *, parse_float=float):
    """Parses a TOML document from a file opened in binary mode."""
    b = fp.read()
    try:
        s = b.decode()
    except AttributeError:
        raise TypeError("File must be opened in binary mode, e.g. use `open('foo.toml', 'rb')`") from None
    return loads(s, parse_float=parse_float)


def loads(s, /, *, parse_float=float):
    """Parses a TOML document from a string into a dict."""
    return _Parser(s.replace('\r\n', '\n'), parse_float).document()


class _Table(dict):
    """A table with how it came to be: declared by a header, made by dotted keys, or inline (frozen)."""
    __slots__ = ()


class _Parser:
    def __init__(self, src, parse_float):
        self.src = src
        self.pos = 0
        self.parse_float = parse_float
        self.root = {}
        # key paths (tuples) and what they are: 'header', 'dotted' (made by a dotted key in a section),
        # 'frozen' (inline tables and static arrays), 'aot' (arrays of tables)
        self.kinds = {}

    # ---- errors

    def error(self, msg, pos=None):
        if pos is None:
            pos = self.pos
        src = self.src
        if pos >= len(src):
            where = 'end of document'
        else:
            line = src.count('\n', 0, pos) + 1
            col = pos + 1 if line == 1 else pos - src.rindex('\n', 0, pos)
            where = f'line {line}, column {col}'
        return TOMLDecodeError(f'{msg} (at {where})')

    def char(self, offset=0):
        i = self.pos + offset
        return self.src[i] if i < len(self.src) else ''

    def skip_space(self):
        src = self.src
        while self.pos < len(src) and src[self.pos] in _SPACE:
            self.pos += 1

    def skip_comment(self):
        if self.char() == '#':
            self.pos += 1
            src = self.src
            while self.pos < len(src) and src[self.pos] != '\n':
                c = src[self.pos]
                if c in _ILLEGAL:
                    raise self.error(f'Illegal character {c!r}')
                self.pos += 1

    def skip_blank(self):
        """Spaces, comments and newlines (inside arrays)."""
        while True:
            before = self.pos
            self.skip_space()
            self.skip_comment()
            if self.char() == '\n':
                self.pos += 1
            if self.pos == before:
                return

    # ---- document

    def document(self):
        src = self.src
        current = ()
        while True:
            self.skip_space()
            c = self.char()
            if c == '':
                break
            if c == '\n':
                self.pos += 1
                continue
            if c == '#':
                self.skip_comment()
            elif c == '[':
                if self.char(1) == '[':
                    current = self.array_header()
                else:
                    current = self.table_header()
            elif c in _BARE_KEY or c in '"\'':
                self.key_value(current, self.namespace(current), statement=True)
            else:
                raise self.error('Invalid statement')
            self.skip_space()
            self.skip_comment()
            c = self.char()
            if c not in ('', '\n'):
                raise self.error('Expected newline or end of document after a statement')
        return self.root

    def namespace(self, path):
        """The dict the key path names (the last table of an array of tables)."""
        d = self.root
        for k in path:
            d = d[k]
            if isinstance(d, list):
                d = d[-1]
        return d

    def descend(self, path, frozen_message):
        """The tables along path (made when missing) for a header; returns the parent dict of the last key."""
        d = self.root
        for i, k in enumerate(path[:-1]):
            sub = path[:i + 1]
            if k not in d:
                d[k] = {}
                self.kinds.setdefault(sub, 'implicit')
            v = d[k]
            if isinstance(v, list):
                if self.kinds.get(sub) != 'aot':
                    raise self.error(frozen_message)
                v = v[-1]
            elif not isinstance(v, dict):
                raise self.error('Cannot overwrite a value')
            elif self.kinds.get(sub) == 'frozen':
                raise self.error(frozen_message)
            d = v
        return d

    def table_header(self):
        self.pos += 1
        self.skip_space()
        path = self.key()
        self.skip_space()
        if self.char() != ']':
            raise self.error("Expected ']' at the end of a table declaration")
        parent = self.descend(path, f'Cannot declare {path} twice')
        k = path[-1]
        kind = self.kinds.get(path)
        if k in parent:
            v = parent[k]
            if kind in ('header', 'dotted', 'frozen', 'aot'):
                raise self.error(f'Cannot declare {path} twice')
            if not isinstance(v, dict):
                raise self.error('Cannot overwrite a value')
        else:
            parent[k] = {}
        self.kinds[path] = 'header'
        self.pos += 1
        return path

    def array_header(self):
        self.pos += 2
        self.skip_space()
        path = self.key()
        self.skip_space()
        if self.char() != ']' or self.char(1) != ']':
            raise self.error("Expected ']]' at the end of an array declaration")
        parent = self.descend(path, f'Cannot mutate immutable namespace {path}')
        k = path[-1]
        if k in parent:
            v = parent[k]
            if isinstance(v, list) and self.kinds.get(path) == 'aot':
                v.append({})
            elif isinstance(v, list):
                raise self.error(f'Cannot mutate immutable namespace {path}')
            else:
                raise self.error('Cannot overwrite a value')
        else:
            parent[k] = [{}]
            self.kinds[path] = 'aot'
        # the new table's own sub-tables start afresh
        for sub in [p for p in self.kinds if p[:len(path)] == path and len(p) > len(path)]:
            del self.kinds[sub]
        self.pos += 2
        return path

    # ---- keys and values

    def key(self):
        parts = [self.key_part()]
        while True:
            self.skip_space()
            if self.char() != '.':
                return tuple(parts)
            self.pos += 1
            self.skip_space()
            parts.append(self.key_part())

    def key_part(self):
        c = self.char()
        if c in _BARE_KEY and c:
            start = self.pos
            src = self.src
            while self.pos < len(src) and src[self.pos] in _BARE_KEY:
                self.pos += 1
            return src[start:self.pos]
        if c == '"':
            return self.basic_string(False)
        if c == "'":
            return self.literal_string(False)
        raise self.error('Invalid initial character for a key part')

    def key_value(self, section, table, statement, inline_path=()):
        key = self.key()
        self.skip_space()
        if self.char() != '=':
            raise self.error("Expected '=' after a key in a key/value pair")
        self.pos += 1
        self.skip_space()
        value = self.value()
        d = table
        frozen = False
        for i, k in enumerate(key[:-1]):
            sub = section + inline_path + key[:i + 1]
            frozen = frozen or self.kinds.get(sub) == 'frozen'
            if k not in d:
                d[k] = {}
                self.kinds[sub] = 'dotted'
            elif not isinstance(d[k], dict):
                raise self.error('Cannot overwrite a value')
            elif self.kinds.get(sub) == 'frozen' or frozen:
                raise self.error(f'Cannot mutate immutable namespace {section + inline_path + key[:-1]}')
            elif self.kinds.get(sub) in ('header', 'implicit') and statement:
                raise self.error(f'Cannot redefine namespace {sub}')
            d = d[k]
        last = key[-1]
        if last in d:
            if not statement:
                raise self.error(f'Duplicate inline table key {last!r}')
            raise self.error('Cannot overwrite a value')
        d[last] = value
        full = section + inline_path + key
        if isinstance(value, dict) or isinstance(value, list):
            self.freeze(full, value)
        return key

    def freeze(self, path, value):
        self.kinds[path] = 'frozen'

    def value(self):
        c = self.char()
        start = self.pos
        if c == '"':
            if self.src.startswith('"""', self.pos):
                return self.multiline_basic()
            return self.basic_string(True)
        if c == "'":
            if self.src.startswith("'''", self.pos):
                return self.multiline_literal()
            return self.literal_string(True)
        if c == 't' and self.src.startswith('true', self.pos):
            self.pos += 4
            return True
        if c == 'f' and self.src.startswith('false', self.pos):
            self.pos += 5
            return False
        if c == '[':
            return self.array()
        if c == '{':
            return self.inline_table()
        m = _DATETIME.match(self.src, self.pos)
        if m:
            try:
                v = _datetime(m)
            except ValueError as e:
                raise self.error('Invalid date or datetime') from e
            self.pos = m.end()
            return v
        m = _LOCAL_TIME.match(self.src, self.pos)
        if m:
            self.pos = m.end()
            return _time(m)
        m = _NUMBER.match(self.src, self.pos)
        if m:
            self.pos = m.end()
            return self.number(m.group())
        for word, v in (('inf', 'inf'), ('+inf', 'inf'), ('-inf', '-inf'), ('nan', 'nan'), ('+nan', 'nan'),
                        ('-nan', '-nan')):
            if self.src.startswith(word, self.pos):
                self.pos += len(word)
                return self.float_value(v)
        raise self.error('Invalid value', start)

    def float_value(self, text):
        v = self.parse_float(text)
        if isinstance(v, (dict, list)):
            raise ValueError('parse_float must not return dicts or lists')
        return v

    def number(self, text):
        t = text.replace('_', '')
        if t[:2] in ('0x', '0o', '0b'):
            return int(t[2:], {'x': 16, 'o': 8, 'b': 2}[t[1]])
        if '.' in t or 'e' in t or 'E' in t:
            return self.float_value(text)
        return int(t)

    def array(self):
        self.pos += 1
        out = []
        while True:
            self.skip_blank()
            if self.char() == ']':
                self.pos += 1
                return out
            out.append(self.value())
            self.skip_blank()
            c = self.char()
            if c == ']':
                self.pos += 1
                return out
            if c != ',':
                raise self.error('Unclosed array')
            self.pos += 1

    def inline_table(self):
        self.pos += 1
        table = {}
        saved = self.kinds
        self.kinds = {}
        try:
            self.skip_space()
            if self.char() == '}':
                self.pos += 1
                return table
            while True:
                self.key_value((), table, False)
                self.skip_space()
                c = self.char()
                if c == '}':
                    self.pos += 1
                    return table
                if c != ',':
                    raise self.error('Unclosed inline table')
                self.pos += 1
                self.skip_space()
        finally:
            self.kinds = saved

    # ---- strings

    def check_char(self, c):
        if c in _ILLEGAL:
            raise self.error(f'Illegal character {c!r}')

    def literal_string(self, value):
        self.pos += 1
        start = self.pos
        src = self.src
        while True:
            if self.pos >= len(src):
                raise self.error('Unterminated string')
            c = src[self.pos]
            if c == "'":
                self.pos += 1
                return src[start:self.pos - 1]
            self.check_char(c)
            self.pos += 1

    def basic_string(self, value):
        self.pos += 1
        out = []
        src = self.src
        while True:
            if self.pos >= len(src):
                raise self.error('Unterminated string')
            c = src[self.pos]
            if c == '"':
                self.pos += 1
                return ''.join(out)
            if c == '\\':
                out.append(self.escape(False))
                continue
            self.check_char(c)
            out.append(c)
            self.pos += 1

    def escape(self, multiline):
        src = self.src
        two = src[self.pos:self.pos + 2]
        if multiline and two[1:] in ('\n', ' ', '\t'):
            # a line-ending backslash: the newline and the white space after it vanish
            j = self.pos + 1
            while j < len(src) and src[j] in _SPACE:
                j += 1
            if j < len(src) and src[j] != '\n':
                self.pos = j
                raise self.error("Unescaped '\\' in a string")
            while j < len(src) and src[j] in ' \t\n':
                j += 1
            self.pos = j
            return ''
        if two in ('\\u', '\\U'):
            n = 4 if two == '\\u' else 8
            digits = src[self.pos + 2:self.pos + 2 + n]
            self.pos += 2
            if len(digits) != n or any(d not in string.hexdigits for d in digits):
                raise self.error('Invalid hex value')
            self.pos += n
            cp = int(digits, 16)
            if cp > 0x10FFFF or 0xD800 <= cp <= 0xDFFF:
                raise self.error('Escaped character is not a Unicode scalar value')
            return chr(cp)
        self.pos += 2
        try:
            return _ESCAPES[two]
        except KeyError:
            raise self.error("Unescaped '\\' in a string") from None

    def multiline_basic(self):
        self.pos += 3
        src = self.src
        if self.char() == '\n':
            self.pos += 1
        out = []
        while True:
            if self.pos >= len(src):
                raise self.error('Unterminated string')
            c = src[self.pos]
            if c == '"' and src.startswith('"""', self.pos):
                extra = 0
                while extra < 2 and src.startswith('"', self.pos + 3 + extra):
                    extra += 1
                out.append('"' * extra)
                self.pos += 3 + extra
                return ''.join(out)
            if c == '\\':
                out.append(self.escape(True))
                continue
            if c != '\n':
                self.check_char(c)
            out.append(c)
            self.pos += 1

    def multiline_literal(self):
        self.pos += 3
        src = self.src
        if self.char() == '\n':
            self.pos += 1
        start = self.pos
        while True:
            if self.pos >= len(src):
                raise self.error('Unterminated string')
            c = src[self.pos]
            if c == "'" and src.startswith("'''", self.pos):
                extra = 0
                while extra < 2 and src.startswith("'", self.pos + 3 + extra):
                    extra += 1
                text = src[start:self.pos] + "'" * extra
                self.pos += 3 + extra
                return text
            if c != '\n':
                self.check_char(c)
            self.pos += 1


def _time(m):
    hour, minute, sec, frac = m.groups()[:4]
    micro = int(frac.ljust(6, '0')) if frac else 0
    return time(int(hour), int(minute), int(sec), micro)


def _datetime(m):
    (year, month, day, hour, minute, sec, frac, zulu, sign, offh, offm) = m.groups()
    y, mo, d = int(year), int(month), int(day)
    if hour is None:
        return date(y, mo, d)
    micro = int(frac.ljust(6, '0')) if frac else 0
    if zulu:
        tz = timezone.utc
    elif sign:
        delta = timedelta(hours=int(offh), minutes=int(offm))
        tz = timezone(-delta if sign == '-' else delta)
    else:
        tz = None
    return datetime(y, mo, d, int(hour), int(minute), int(sec), micro, tzinfo=tz)
