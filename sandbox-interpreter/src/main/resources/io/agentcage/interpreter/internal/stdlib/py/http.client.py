"""HTTP client (http.client) over the sandbox's egress: the host makes each request under the executor's network
policy; the guest never holds a socket.

HTTPConnection and HTTPSConnection send one request per getresponse(), through the host; HTTPResponse, HTTPMessage
and the exceptions behave as CPython 3.11's. What the host refuses raises PermissionError (the policy said no),
ConnectionError (the server could not be reached) or TimeoutError, each naming the reason.
"""

from http import HTTPStatus

__all__ = ['HTTPResponse', 'HTTPConnection', 'HTTPSConnection', 'HTTPMessage', 'HTTPException', 'NotConnected',
           'UnknownProtocol', 'UnknownTransferEncoding', 'UnimplementedFileMode', 'IncompleteRead', 'InvalidURL',
           'ImproperConnectionState', 'CannotSendRequest', 'CannotSendHeader', 'ResponseNotReady', 'BadStatusLine',
           'LineTooLong', 'RemoteDisconnected', 'error', 'responses', 'HTTP_PORT', 'HTTPS_PORT']

HTTP_PORT = 80
HTTPS_PORT = 443

responses = {v.value: v.phrase for v in HTTPStatus}
globals().update(HTTPStatus.__members__)


class HTTPException(Exception):
    pass


class NotConnected(HTTPException):
    pass


class InvalidURL(HTTPException):
    pass


class UnknownProtocol(HTTPException):
    def __init__(self, version):
        self.args = version,
        self.version = version


class UnknownTransferEncoding(HTTPException):
    pass


class UnimplementedFileMode(HTTPException):
    pass


class IncompleteRead(HTTPException):
    def __init__(self, partial, expected=None):
        self.args = partial,
        self.partial = partial
        self.expected = expected

    def __repr__(self):
        e = ', %i more expected' % self.expected if self.expected is not None else ''
        return '%s(%i bytes read%s)' % (self.__class__.__name__, len(self.partial), e)

    __str__ = object.__str__


class ImproperConnectionState(HTTPException):
    pass


class CannotSendRequest(ImproperConnectionState):
    pass


class CannotSendHeader(ImproperConnectionState):
    pass


class ResponseNotReady(ImproperConnectionState):
    pass


class BadStatusLine(HTTPException):
    def __init__(self, line):
        if not line:
            line = repr(line)
        self.args = line,
        self.line = line


class LineTooLong(HTTPException):
    def __init__(self, line_type):
        HTTPException.__init__(self, "got more than %d bytes when reading %s" % (65536, line_type))


class RemoteDisconnected(ConnectionResetError, BadStatusLine):
    def __init__(self, *pos, **kw):
        BadStatusLine.__init__(self, "")
        ConnectionResetError.__init__(self, *pos, **kw)


error = HTTPException


class HTTPMessage:
    """The header fields of a response, as email.message.Message gives them: names compare case-insensitively,
    a missing name is None, repeated fields are kept in order."""

    def __init__(self, fields=()):
        self._headers = [(str(k), str(v)) for k, v in fields]

    def __len__(self):
        return len(self._headers)

    def __contains__(self, name):
        name = name.lower()
        return any(k.lower() == name for k, _ in self._headers)

    def __getitem__(self, name):
        return self.get(name)

    def __setitem__(self, name, value):
        self._headers.append((name, value))

    def __delitem__(self, name):
        name = name.lower()
        self._headers = [(k, v) for k, v in self._headers if k.lower() != name]

    def __iter__(self):
        return iter([k for k, _ in self._headers])

    def keys(self):
        return [k for k, _ in self._headers]

    def values(self):
        return [v for _, v in self._headers]

    def items(self):
        return list(self._headers)

    def get(self, name, failobj=None):
        name = name.lower()
        for k, v in self._headers:
            if k.lower() == name:
                return v
        return failobj

    def get_all(self, name, failobj=None):
        name = name.lower()
        found = [v for k, v in self._headers if k.lower() == name]
        return found if found else failobj

    def add_header(self, name, value):
        self._headers.append((name, value))

    def replace_header(self, name, value):
        lower = name.lower()
        for i, (k, _) in enumerate(self._headers):
            if k.lower() == lower:
                self._headers[i] = (k, value)
                return
        raise KeyError(name)

    def _params(self):
        value = self.get('content-type', '')
        parts = [p.strip() for p in value.split(';')]
        params = {}
        for p in parts[1:]:
            if '=' in p:
                k, _, v = p.partition('=')
                params[k.strip().lower()] = v.strip().strip('"')
        return parts[0].lower(), params

    def get_content_type(self):
        ctype, _ = self._params()
        return ctype if ctype.count('/') == 1 else 'text/plain'

    def get_content_maintype(self):
        return self.get_content_type().split('/')[0]

    def get_content_subtype(self):
        return self.get_content_type().split('/')[1]

    def get_content_charset(self, failobj=None):
        _, params = self._params()
        charset = params.get('charset')
        return charset.lower() if charset else failobj

    def get_param(self, param, failobj=None, header='content-type', unquote=True):
        if header.lower() != 'content-type':
            return failobj
        _, params = self._params()
        return params.get(param.lower(), failobj)

    def get_filename(self, failobj=None):
        value = self.get('content-disposition')
        if value is None:
            return failobj
        for part in value.split(';')[1:]:
            k, _, v = part.strip().partition('=')
            if k.lower() == 'filename':
                return v.strip('"')
        return failobj

    def as_string(self):
        return ''.join('%s: %s\n' % (k, v) for k, v in self._headers) + '\n'

    __str__ = as_string

    def __repr__(self):
        return '<http.client.HTTPMessage object at %#x>' % id(self)


class HTTPResponse:
    """A whole response the host received: status, reason, headers and the body, read from memory."""

    def __init__(self, status, reason, headers, body, method='GET', url=None):
        import io
        self.version = 11
        self.status = status
        self.reason = reason
        self.headers = self.msg = HTTPMessage(headers)
        self.url = url
        self.debuglevel = 0
        self.chunked = False
        self.will_close = True
        self._method = method
        self.fp = io.BytesIO(body)
        self.length = len(body)
        self._closed = False

    @property
    def code(self):
        return self.status

    @property
    def closed(self):
        return self._closed

    def isclosed(self):
        return self._closed

    def close(self):
        self._closed = True
        self.fp.close()

    def _check_open(self):
        if self._closed:
            raise ValueError('I/O operation on closed file.')

    def read(self, amt=None):
        if self._closed:
            return b''
        data = self.fp.read() if amt is None or amt < 0 else self.fp.read(amt)
        self.length -= len(data)
        return data

    def read1(self, n=-1):
        return self.read(n)

    def readinto(self, b):
        data = self.read(len(b))
        b[:len(data)] = data
        return len(data)

    def readline(self, limit=-1):
        if self._closed:
            return b''
        line = self.fp.readline(limit)
        self.length -= len(line)
        return line

    def readlines(self, hint=-1):
        lines = []
        total = 0
        while True:
            line = self.readline()
            if not line:
                return lines
            lines.append(line)
            total += len(line)
            if 0 < hint <= total:
                return lines

    def peek(self, n=-1):
        position = self.fp.tell()
        data = self.fp.read(n if n and n > 0 else -1)
        self.fp.seek(position)
        return data

    def __iter__(self):
        while True:
            line = self.readline()
            if not line:
                return
            yield line

    def readable(self):
        return True

    def writable(self):
        return False

    def seekable(self):
        return False

    def fileno(self):
        raise OSError('the response has no file descriptor in the sandbox (the host holds the connection)')

    def flush(self):
        pass

    def getheader(self, name, default=None):
        values = self.headers.get_all(name)
        if values is None:
            return default
        return ', '.join(values)

    def getheaders(self):
        return list(self.headers.items())

    def info(self):
        return self.headers

    def geturl(self):
        return self.url

    def getcode(self):
        return self.status

    def begin(self):
        pass

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __repr__(self):
        return '<http.client.HTTPResponse object at %#x>' % id(self)


def _raise_for(kind, message):
    if kind == 'timeout':
        raise TimeoutError(message)
    if kind == 'refused':
        raise PermissionError(message)
    raise ConnectionError(message)


_SENTINEL = object()


class HTTPConnection:
    """One connection to host:port as CPython's, whose requests the sandbox's host makes: request() (or
    putrequest/putheader/endheaders/send), then getresponse()."""

    default_port = HTTP_PORT
    _scheme = 'http'
    debuglevel = 0

    def __init__(self, host, port=None, timeout=_SENTINEL, source_address=None, blocksize=8192):
        if port is None:
            i = host.rfind(':')
            j = host.rfind(']')
            if i > j:
                try:
                    port = int(host[i + 1:])
                except ValueError:
                    if host[i + 1:] == '':
                        port = self.default_port
                    else:
                        raise InvalidURL("nonnumeric port: '%s'" % host[i + 1:])
                host = host[:i]
            else:
                port = self.default_port
        if host and host[0] == '[' and host[-1] == ']':
            host = host[1:-1]
        self.host = host
        self.port = port
        self.timeout = None if timeout is _SENTINEL else timeout
        self._pending = None
        self._response_ready = False

    def set_debuglevel(self, level):
        self.debuglevel = level

    def set_tunnel(self, host, port=None, headers=None):
        raise RuntimeError("the sandbox's host makes every request itself: no tunnel can be set")

    def connect(self):
        pass

    def close(self):
        self._pending = None

    def putrequest(self, method, url, skip_host=False, skip_accept_encoding=False):
        if self._pending is not None and not self._response_ready:
            raise CannotSendRequest('Request-sent')
        if any(c in method for c in ' \r\n\t\x00'):
            raise ValueError("method can't contain control characters. %r (found at least %r)"
                             % (method, [c for c in method if c in ' \r\n\t\x00'][0]))
        if any(ord(c) <= 0x20 or ord(c) == 0x7f for c in url):
            raise InvalidURL("URL can't contain control characters. %r" % (url,))
        self._pending = {'method': method, 'url': url or '/', 'headers': [], 'body': b''}
        self._response_ready = False

    def putheader(self, header, *values):
        if self._pending is None:
            raise CannotSendHeader()
        value = ', '.join(str(v) if not isinstance(v, bytes) else v.decode('latin-1') for v in values)
        self._pending['headers'].append((header if isinstance(header, str) else header.decode('ascii'), value))

    def endheaders(self, message_body=None, *, encode_chunked=False):
        if self._pending is None:
            raise CannotSendHeader()
        if message_body is not None:
            self.send(message_body)
        self._response_ready = True

    def send(self, data):
        if self._pending is None:
            raise NotConnected()
        if isinstance(data, str):
            data = data.encode('iso-8859-1')
        elif hasattr(data, 'read'):
            data = data.read()
            if isinstance(data, str):
                data = data.encode('iso-8859-1')
        elif not isinstance(data, (bytes, bytearray)):
            data = b''.join(data)
        self._pending['body'] += bytes(data)

    def request(self, method, url, body=None, headers={}, *, encode_chunked=False):
        self.putrequest(method, url)
        names = {k.lower() for k in headers}
        for k, v in headers.items():
            self.putheader(k, v)
        if body is not None and 'content-length' not in names and 'transfer-encoding' not in names:
            if isinstance(body, str):
                body = body.encode('iso-8859-1')
        self.endheaders(body)

    def getresponse(self):
        if self._pending is None or not self._response_ready:
            raise ResponseNotReady('Request-sent' if self._pending else 'Idle')
        p = self._pending
        self._pending = None
        url = p['url']
        if not url.startswith(('http://', 'https://')):
            netloc = self.host if self.port == self.default_port else '%s:%d' % (self.host, self.port)
            if ':' in self.host:
                netloc = '[%s]' % self.host if self.port == self.default_port else '[%s]:%d' % (self.host, self.port)
            url = '%s://%s%s' % (self._scheme, netloc, url if url.startswith('/') else '/' + url)
        answer = _http.fetch(p['method'], url, p['headers'], p['body'], self.timeout)
        if answer[0] != 'ok':
            _raise_for(answer[0], answer[1])
        _, status, reason, fields, data = answer
        return HTTPResponse(status, reason, fields, data, p['method'], url)


class HTTPSConnection(HTTPConnection):
    """HTTPConnection over TLS. The host verifies the server's certificate; key_file, cert_file and context are
    accepted and ignored (the guest holds no TLS state)."""

    default_port = HTTPS_PORT
    _scheme = 'https'

    def __init__(self, host, port=None, key_file=None, cert_file=None, timeout=_SENTINEL, source_address=None, *,
                 context=None, check_hostname=None, blocksize=8192):
        HTTPConnection.__init__(self, host, port, timeout, source_address, blocksize)
