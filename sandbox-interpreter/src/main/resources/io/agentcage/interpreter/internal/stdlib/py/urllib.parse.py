"""Parsing, joining and quoting of URLs (urllib.parse), with CPython 3.11's rules and results.

Pure string work: nothing here opens a connection (the sandbox has no network). str and bytes arguments are both
accepted where CPython accepts them; bytes are handled as their ASCII text and the results turned back into bytes.
"""

from collections import namedtuple

__all__ = ['urlparse', 'urlunparse', 'urljoin', 'urldefrag', 'urlsplit', 'urlunsplit', 'urlencode', 'parse_qs',
           'parse_qsl', 'quote', 'quote_plus', 'quote_from_bytes', 'unquote', 'unquote_plus', 'unquote_to_bytes',
           'DefragResult', 'ParseResult', 'SplitResult', 'DefragResultBytes', 'ParseResultBytes',
           'SplitResultBytes']

uses_relative = ['', 'ftp', 'http', 'gopher', 'nntp', 'imap', 'wais', 'file', 'https', 'shttp', 'mms', 'prospero',
                 'rtsp', 'rtspu', 'sftp', 'svn', 'svn+ssh', 'ws', 'wss']
uses_netloc = ['', 'ftp', 'http', 'gopher', 'nntp', 'telnet', 'imap', 'wais', 'file', 'mms', 'https', 'shttp',
               'snews', 'prospero', 'rtsp', 'rtspu', 'rsync', 'svn', 'svn+ssh', 'sftp', 'nfs', 'git', 'git+ssh',
               'ws', 'wss']
uses_params = ['', 'ftp', 'hdl', 'prospero', 'http', 'imap', 'https', 'shttp', 'rtsp', 'rtspu', 'sip', 'sips',
               'mms', 'sftp', 'tel']
non_hierarchical = ['gopher', 'hdl', 'mailto', 'news', 'telnet', 'wais', 'imap', 'snews', 'sip', 'sips']
uses_query = ['', 'http', 'wais', 'imap', 'https', 'shttp', 'mms', 'gopher', 'rtsp', 'rtspu', 'sip', 'sips']
uses_fragment = ['', 'ftp', 'hdl', 'http', 'gopher', 'news', 'nntp', 'wais', 'https', 'shttp', 'snews', 'file',
                 'prospero']

scheme_chars = ('abcdefghijklmnopqrstuvwxyz'
                'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
                '0123456789'
                '+-.')

_WHATWG_C0_CONTROL_OR_SPACE = '\x00\x01\x02\x03\x04\x05\x06\x07\x08\t\n\x0b\x0c\r\x0e\x0f\x10\x11\x12\x13\x14\x15' \
                              '\x16\x17\x18\x19\x1a\x1b\x1c\x1d\x1e\x1f '
_UNSAFE_URL_BYTES_TO_REMOVE = ['\t', '\r', '\n']

_ALWAYS_SAFE = frozenset(b'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~')
_HEXDIG = '0123456789ABCDEFabcdef'


def _coerce_args(*args):
    """Returns the str arguments and a function that turns results back into the arguments' type."""
    str_input = isinstance(args[0], str)
    for arg in args[1:]:
        if arg and isinstance(arg, str) != str_input:
            raise TypeError('Cannot mix str and non-str arguments')
    if str_input:
        return args + (lambda x: x,)
    return tuple(x.decode('ascii', 'strict') if x else '' for x in args) + (_encode_result,)


def _encode_result(obj, encoding='ascii', errors='strict'):
    if isinstance(obj, tuple) and hasattr(obj, 'encode'):
        return obj.encode(encoding, errors)
    return obj.encode(encoding, errors)


class _NetlocResultMixinBase:
    """username, password, hostname and port of the netloc."""
    __slots__ = ()

    @property
    def username(self):
        return self._userinfo[0]

    @property
    def password(self):
        return self._userinfo[1]

    @property
    def hostname(self):
        hostname = self._hostinfo[0]
        if not hostname:
            return None
        separator = '%' if isinstance(hostname, str) else b'%'
        hostname, percent, zone = hostname.partition(separator)
        return hostname.lower() + percent + zone

    @property
    def port(self):
        port = self._hostinfo[1]
        if port is not None:
            if port.isdigit() and port.isascii():
                port = int(port)
            else:
                raise ValueError(f"Port could not be cast to integer value as {port!r}")
            if not (0 <= port <= 65535):
                raise ValueError('Port out of range 0-65535')
        return port

    @property
    def _userinfo(self):
        netloc = self.netloc
        userinfo, have_info, hostinfo = netloc.rpartition('@')
        if have_info:
            username, have_password, password = userinfo.partition(':')
            if not have_password:
                password = None
        else:
            username = password = None
        return username, password

    @property
    def _hostinfo(self):
        netloc = self.netloc
        _, _, hostinfo = netloc.rpartition('@')
        _, have_open_br, bracketed = hostinfo.partition('[')
        if have_open_br:
            hostname, _, port = bracketed.partition(']')
            _, _, port = port.partition(':')
        else:
            hostname, _, port = hostinfo.partition(':')
        if not port:
            port = None
        return hostname, port


_DefragResultBase = namedtuple('DefragResult', 'url fragment')
_SplitResultBase = namedtuple('SplitResult', 'scheme netloc path query fragment')
_ParseResultBase = namedtuple('ParseResult', 'scheme netloc path params query fragment')


class DefragResult(_DefragResultBase):
    __slots__ = ()

    def geturl(self):
        if self.fragment:
            return self.url + '#' + self.fragment
        return self.url

    def encode(self, encoding='ascii', errors='strict'):
        return DefragResultBytes(*(x.encode(encoding, errors) for x in self))


class SplitResult(_SplitResultBase, _NetlocResultMixinBase):
    __slots__ = ()

    def geturl(self):
        return urlunsplit(self)

    def encode(self, encoding='ascii', errors='strict'):
        return SplitResultBytes(*(x.encode(encoding, errors) for x in self))


class ParseResult(_ParseResultBase, _NetlocResultMixinBase):
    __slots__ = ()

    def geturl(self):
        return urlunparse(self)

    def encode(self, encoding='ascii', errors='strict'):
        return ParseResultBytes(*(x.encode(encoding, errors) for x in self))


class DefragResultBytes(namedtuple('DefragResultBytes', 'url fragment')):
    __slots__ = ()

    def geturl(self):
        if self.fragment:
            return self.url + b'#' + self.fragment
        return self.url


class SplitResultBytes(namedtuple('SplitResultBytes', 'scheme netloc path query fragment'),
                       _NetlocResultMixinBase):
    __slots__ = ()

    def geturl(self):
        return urlunsplit(self)


class ParseResultBytes(namedtuple('ParseResultBytes', 'scheme netloc path params query fragment'),
                       _NetlocResultMixinBase):
    __slots__ = ()

    def geturl(self):
        return urlunparse(self)


def _splitnetloc(url, start=0):
    delim = len(url)
    for c in '/?#':
        wdelim = url.find(c, start)
        if wdelim >= 0:
            delim = min(delim, wdelim)
    return url[start:delim], url[delim:]


def _checknetloc(netloc):
    if not netloc or netloc.isascii():
        return
    import unicodedata
    n = netloc.replace('@', '')
    n = n.replace(':', '')
    n = n.replace('#', '')
    n = n.replace('?', '')
    netloc2 = unicodedata.normalize('NFKC', n)
    if n == netloc2:
        return
    for c in '/?#@:':
        if c in netloc2:
            raise ValueError("netloc '" + netloc + "' contains invalid characters under NFKC normalization")


def _splitparams(url):
    if '/' in url:
        i = url.find(';', url.rfind('/'))
        if i < 0:
            return url, ''
    else:
        i = url.find(';')
    return url[:i], url[i + 1:]


def urlsplit(url, scheme='', allow_fragments=True):
    """Splits a URL into (scheme, netloc, path, query, fragment)."""
    url, scheme, _coerce_result = _coerce_args(url, scheme)
    url = url.lstrip(_WHATWG_C0_CONTROL_OR_SPACE)
    scheme = scheme.strip(_WHATWG_C0_CONTROL_OR_SPACE)
    for b in _UNSAFE_URL_BYTES_TO_REMOVE:
        url = url.replace(b, '')
        scheme = scheme.replace(b, '')
    allow_fragments = bool(allow_fragments)
    netloc = query = fragment = ''
    i = url.find(':')
    if i > 0 and url[0].isascii() and url[0].isalpha():
        for c in url[:i]:
            if c not in scheme_chars:
                break
        else:
            scheme, url = url[:i].lower(), url[i + 1:]
    if url[:2] == '//':
        netloc, url = _splitnetloc(url, 2)
        if (('[' in netloc and ']' not in netloc) or (']' in netloc and '[' not in netloc)):
            raise ValueError('Invalid IPv6 URL')
    if allow_fragments and '#' in url:
        url, fragment = url.split('#', 1)
    if '?' in url:
        url, query = url.split('?', 1)
    _checknetloc(netloc)
    v = SplitResult(scheme, netloc, url, query, fragment)
    return v if _coerce_result is not _encode_result else v.encode()


def urlparse(url, scheme='', allow_fragments=True):
    """Splits a URL into (scheme, netloc, path, params, query, fragment)."""
    url, scheme, _coerce_result = _coerce_args(url, scheme)
    splitresult = urlsplit(url, scheme, allow_fragments)
    scheme, netloc, url, query, fragment = splitresult
    if scheme in uses_params and ';' in url:
        url, params = _splitparams(url)
    else:
        params = ''
    result = ParseResult(scheme, netloc, url, params, query, fragment)
    return result if _coerce_result is not _encode_result else result.encode()


def urlunsplit(components):
    """The URL of (scheme, netloc, path, query, fragment); may differ from the parsed one by redundant parts."""
    scheme, netloc, url, query, fragment, _coerce_result = _coerce_args(*components)
    if netloc or (scheme and scheme in uses_netloc and url[:2] != '//'):
        if url and url[:1] != '/':
            url = '/' + url
        url = '//' + (netloc or '') + url
    if scheme:
        url = scheme + ':' + url
    if query:
        url = url + '?' + query
    if fragment:
        url = url + '#' + fragment
    return _coerce_result(url)


def urlunparse(components):
    scheme, netloc, url, params, query, fragment, _coerce_result = _coerce_args(*components)
    if params:
        url = '%s;%s' % (url, params)
    return _coerce_result(urlunsplit((scheme, netloc, url, query, fragment)))


def urljoin(base, url, allow_fragments=True):
    """Joins a base URL and a possibly relative one (RFC 3986 resolution)."""
    if not base:
        return url
    if not url:
        return base
    base, url, _coerce_result = _coerce_args(base, url)
    bscheme, bnetloc, bpath, bparams, bquery, bfragment = urlparse(base, '', allow_fragments)
    scheme, netloc, path, params, query, fragment = urlparse(url, bscheme, allow_fragments)
    if scheme != bscheme or scheme not in uses_relative:
        return _coerce_result(url)
    if scheme in uses_netloc:
        if netloc:
            return _coerce_result(urlunparse((scheme, netloc, path, params, query, fragment)))
        netloc = bnetloc
    if not path and not params:
        path = bpath
        params = bparams
        if not query:
            query = bquery
        return _coerce_result(urlunparse((scheme, netloc, path, params, query, fragment)))
    base_parts = bpath.split('/')
    if base_parts[-1] != '':
        del base_parts[-1]
    if path[:1] == '/':
        segments = path.split('/')
    else:
        segments = base_parts + path.split('/')
        segments[1:-1] = [s for s in segments[1:-1] if s]
    resolved_path = []
    for seg in segments:
        if seg == '..':
            if resolved_path:
                resolved_path.pop()
        elif seg == '.':
            continue
        else:
            resolved_path.append(seg)
    if segments[-1] in ('.', '..'):
        resolved_path.append('')
    return _coerce_result(urlunparse((scheme, netloc, '/'.join(resolved_path) or '/', params, query, fragment)))


def urldefrag(url):
    """(url without fragment, fragment)."""
    url, _coerce_result = _coerce_args(url)
    if '#' in url:
        s, n, p, a, q, frag = urlparse(url)
        defrag = urlunparse((s, n, p, a, q, ''))
    else:
        frag = ''
        defrag = url
    r = DefragResult(defrag, frag)
    return r if _coerce_result is not _encode_result else r.encode()


def unquote_to_bytes(string):
    """%xx escapes replaced by the bytes they stand for."""
    if not string:
        if isinstance(string, str):
            return b''
        string.split
        return b''
    if isinstance(string, str):
        string = string.encode('utf-8')
    bits = string.split(b'%')
    if len(bits) == 1:
        return string
    res = bytearray(bits[0])
    for item in bits[1:]:
        h = item[:2]
        if len(h) == 2 and all(c in b'0123456789ABCDEFabcdef' for c in h):
            res.append(int(h, 16))
            res += item[2:]
        else:
            res += b'%'
            res += item
    return bytes(res)


def unquote(string, encoding='utf-8', errors='replace'):
    """%xx escapes replaced by the characters they encode (in encoding; invalid bytes replaced)."""
    if isinstance(string, bytes):
        return unquote_to_bytes(string).decode(encoding, errors)
    if '%' not in string:
        string.split
        return string
    if encoding is None:
        encoding = 'utf-8'
    if errors is None:
        errors = 'replace'
    out = []
    pending = bytearray()
    i = 0
    n = len(string)
    while i < n:
        c = string[i]
        if c == '%' and i + 2 < n + 0 and string[i + 1] in _HEXDIG and string[i + 2] in _HEXDIG:
            pending.append(int(string[i + 1:i + 3], 16))
            i += 3
            continue
        if pending:
            out.append(bytes(pending).decode(encoding, errors))
            pending = bytearray()
        out.append(c)
        i += 1
    if pending:
        out.append(bytes(pending).decode(encoding, errors))
    return ''.join(out)


def unquote_plus(string, encoding='utf-8', errors='replace'):
    """unquote() after '+' is turned into a space (form values)."""
    string = string.replace('+', ' ')
    return unquote(string, encoding, errors)


def quote_from_bytes(bs, safe='/'):
    """Percent-encodes every byte but letters, digits, '_.-~' and the safe characters."""
    if not isinstance(bs, (bytes, bytearray)):
        raise TypeError("quote_from_bytes() expected bytes")
    if not bs:
        return ''
    if isinstance(safe, str):
        safe = safe.encode('ascii', 'ignore')
    else:
        safe = bytes([c for c in safe if c < 128])
    keep = _ALWAYS_SAFE | frozenset(safe)
    return ''.join(chr(b) if b in keep else '%{:02X}'.format(b) for b in bs)


def quote(string, safe='/', encoding=None, errors=None):
    """Percent-encodes a string (as UTF-8 by default) for a URL component; '/' is kept unless safe=''."""
    if isinstance(string, str):
        if not string:
            return string
        if encoding is None:
            encoding = 'utf-8'
        if errors is None:
            errors = 'strict'
        string = string.encode(encoding, errors)
    else:
        if encoding is not None:
            raise TypeError("quote() doesn't support 'encoding' for bytes")
        if errors is not None:
            raise TypeError("quote() doesn't support 'errors' for bytes")
    return quote_from_bytes(string, safe)


def quote_plus(string, safe='', encoding=None, errors=None):
    """quote() for form values: spaces become '+'."""
    if ((isinstance(string, str) and ' ' not in string) or (isinstance(string, bytes) and b' ' not in string)):
        return quote(string, safe, encoding, errors)
    if isinstance(safe, str):
        space = ' '
    else:
        space = b' '
    string = quote(string, safe + space, encoding, errors)
    return string.replace(' ', '+')


def urlencode(query, doseq=False, safe='', encoding=None, errors=None, quote_via=quote_plus):
    """A query string 'a=1&b=2' from a mapping or a sequence of pairs (doseq: sequences give several pairs)."""
    if hasattr(query, 'items'):
        query = query.items()
    else:
        try:
            if len(query) and not isinstance(query[0], tuple):
                raise TypeError
        except TypeError as err:
            raise TypeError('not a valid non-string sequence or mapping object') from err
    l = []
    if not doseq:
        for k, v in query:
            if isinstance(k, bytes):
                k = quote_via(k, safe)
            else:
                k = quote_via(str(k), safe, encoding, errors)
            if isinstance(v, bytes):
                v = quote_via(v, safe)
            else:
                v = quote_via(str(v), safe, encoding, errors)
            l.append(k + '=' + v)
    else:
        for k, v in query:
            if isinstance(k, bytes):
                k = quote_via(k, safe)
            else:
                k = quote_via(str(k), safe, encoding, errors)
            if isinstance(v, bytes):
                v = quote_via(v, safe)
                l.append(k + '=' + v)
            elif isinstance(v, str):
                v = quote_via(v, safe, encoding, errors)
                l.append(k + '=' + v)
            else:
                try:
                    len(v)
                except TypeError:
                    v = quote_via(str(v), safe, encoding, errors)
                    l.append(k + '=' + v)
                else:
                    for elt in v:
                        if isinstance(elt, bytes):
                            elt = quote_via(elt, safe)
                        else:
                            elt = quote_via(str(elt), safe, encoding, errors)
                        l.append(k + '=' + elt)
    return '&'.join(l)


def parse_qsl(qs, keep_blank_values=False, strict_parsing=False, encoding='utf-8', errors='replace',
              max_num_fields=None, separator='&'):
    """[(name, value), ...] of a query string, in order; blank values dropped unless keep_blank_values."""
    qs, _coerce_result = _coerce_args(qs)
    separator, _ = _coerce_args(separator)
    if not separator or (not isinstance(separator, (str, bytes))):
        raise ValueError('Separator must be of type string or bytes.')
    if max_num_fields is not None:
        num_fields = 1 + qs.count(separator) if qs else 0
        if max_num_fields < num_fields:
            raise ValueError('Max number of fields exceeded')
    r = []
    query_args = qs.split(separator) if qs else []
    for name_value in query_args:
        if not name_value and not strict_parsing:
            continue
        nv = name_value.split('=', 1)
        if len(nv) != 2:
            if strict_parsing:
                raise ValueError('bad query field: %r' % (name_value,))
            if keep_blank_values:
                nv.append('')
            else:
                continue
        if len(nv[1]) or keep_blank_values:
            name = unquote(nv[0].replace('+', ' '), encoding=encoding, errors=errors)
            name = _coerce_result(name)
            value = unquote(nv[1].replace('+', ' '), encoding=encoding, errors=errors)
            value = _coerce_result(value)
            r.append((name, value))
    return r


def parse_qs(qs, keep_blank_values=False, strict_parsing=False, encoding='utf-8', errors='replace',
             max_num_fields=None, separator='&'):
    """{name: [values]} of a query string."""
    parsed_result = {}
    pairs = parse_qsl(qs, keep_blank_values, strict_parsing, encoding=encoding, errors=errors,
                      max_num_fields=max_num_fields, separator=separator)
    for name, value in pairs:
        if name in parsed_result:
            parsed_result[name].append(value)
        else:
            parsed_result[name] = [value]
    return parsed_result


def unwrap(url):
    """'<URL:scheme://host/path>' -> 'scheme://host/path'."""
    url = str(url).strip()
    if url[:1] == '<' and url[-1:] == '>':
        url = url[1:-1].strip()
    if url[:4] == 'URL:':
        url = url[4:].strip()
    return url
