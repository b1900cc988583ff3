"""Opening URLs (urllib.request) over the sandbox's egress, with CPython 3.11's surface for HTTP and HTTPS.

The host makes every request under the executor's network policy: it resolves the name, refuses hosts the policy
does not allow and addresses that are not public, adds the policy's headers (secrets the guest never sees), counts
requests and bytes, and records each request. urlopen() follows redirects as CPython's HTTPRedirectHandler does
(each hop is checked again); an error status raises HTTPError, a refused or failed request URLError naming why, a
request past its timeout TimeoutError. Only http and https URLs can be opened; there are no proxies, handlers for
other schemes or authentication helpers to install (build_opener() accepts and ignores handlers).
"""

import http.client
from urllib.error import URLError, HTTPError

__all__ = ['Request', 'OpenerDirector', 'urlopen', 'install_opener', 'build_opener', 'urlretrieve', 'urlcleanup',
           'getproxies']

__version__ = '3.11'

_DEFAULT_HEADERS = [('User-agent', 'Python-urllib/3.11')]
_MAX_REDIRECTIONS = 10
_MAX_REPEATS = 4


def _splittype(url):
    colon = url.find(':')
    if colon > 0:
        scheme = url[:colon]
        if all(c.isalnum() or c in '+-.' for c in scheme) and scheme[0].isalpha():
            return scheme.lower(), url[colon + 1:]
    return None, url


def _splithost(rest):
    if rest.startswith('//'):
        rest = rest[2:]
        end = len(rest)
        for c in '/?#':
            i = rest.find(c)
            if 0 <= i < end:
                end = i
        path = rest[end:]
        if path and not path.startswith('/'):
            path = '/' + path
        return rest[:end], path
    return None, rest


def _unquote(text):
    try:
        from urllib.parse import unquote
    except ImportError:
        return text
    return unquote(text)


def _urljoin(base, url):
    try:
        from urllib.parse import urljoin
    except ImportError:
        urljoin = None
    if urljoin is not None:
        return urljoin(base, url)
    scheme, rest = _splittype(url)
    if scheme is not None:
        return url
    bscheme, brest = _splittype(base)
    if url.startswith('//'):
        return bscheme + ':' + url
    host, path = _splithost(brest)
    if url.startswith('/'):
        return '%s://%s%s' % (bscheme, host, url)
    path = path.split('?')[0].split('#')[0]
    return '%s://%s%s%s' % (bscheme, host, path[:path.rfind('/') + 1] or '/', url)


class Request:
    """An HTTP request: URL, data, headers and method, as CPython's urllib.request.Request."""

    def __init__(self, url, data=None, headers={}, origin_req_host=None, unverifiable=False, method=None):
        self.full_url = url
        self.headers = {}
        self.unredirected_hdrs = {}
        self._data = None
        self.data = data
        self._tunnel_host = None
        for key, value in headers.items():
            self.add_header(key, value)
        self.origin_req_host = origin_req_host if origin_req_host is not None else (self.host or '')
        self.unverifiable = unverifiable
        if method:
            self.method = method

    @property
    def full_url(self):
        if self.fragment:
            return '{}#{}'.format(self._full_url, self.fragment)
        return self._full_url

    @full_url.setter
    def full_url(self, url):
        url = str(url).strip()
        if url[:1] == '<' and url[-1:] == '>':
            url = url[1:-1].strip()
        if url[:4] == 'URL:':
            url = url[4:].strip()
        self._full_url, sep, fragment = url.partition('#')
        self.fragment = fragment if sep else None
        self.type, rest = _splittype(self._full_url)
        if self.type is None:
            raise ValueError('unknown url type: %r' % self.full_url)
        self.host, self.selector = _splithost(rest)
        if self.host:
            self.host = _unquote(self.host)

    @full_url.deleter
    def full_url(self):
        self._full_url = None
        self.fragment = None
        self.selector = ''

    @property
    def data(self):
        return self._data

    @data.setter
    def data(self, data):
        if data != self._data:
            self._data = data
            if self.has_header('Content-length'):
                self.remove_header('Content-length')

    @data.deleter
    def data(self):
        self.data = None

    def get_method(self):
        default_method = 'POST' if self.data is not None else 'GET'
        return getattr(self, 'method', default_method)

    def get_full_url(self):
        return self.full_url

    def set_proxy(self, host, type):
        raise URLError("the sandbox's host makes every request itself: no proxy can be set")

    def has_proxy(self):
        return False

    def add_header(self, key, val):
        self.headers[key.capitalize()] = val

    def add_unredirected_header(self, key, val):
        self.unredirected_hdrs[key.capitalize()] = val

    def has_header(self, header_name):
        return header_name in self.headers or header_name in self.unredirected_hdrs

    def get_header(self, header_name, default=None):
        return self.headers.get(header_name, self.unredirected_hdrs.get(header_name, default))

    def remove_header(self, header_name):
        self.headers.pop(header_name, None)
        self.unredirected_hdrs.pop(header_name, None)

    def header_items(self):
        hdrs = {**self.unredirected_hdrs, **self.headers}
        return list(hdrs.items())


def _body(data):
    if data is None:
        return b''
    if isinstance(data, str):
        raise TypeError('POST data should be bytes, an iterable of bytes, or a file object. It cannot be of type '
                        'str.')
    if isinstance(data, (bytes, bytearray)):
        return bytes(data)
    if hasattr(data, 'read'):
        content = data.read()
        return content.encode('iso-8859-1') if isinstance(content, str) else bytes(content)
    try:
        return b''.join(bytes(chunk) for chunk in data)
    except TypeError:
        raise TypeError('data should be a bytes-like object or an iterable, got %r' % type(data)) from None


def _send(req, timeout, extra_headers):
    if req.type not in ('http', 'https'):
        raise URLError('unknown url type: %s' % req.type)
    if not req.host:
        raise URLError('no host given')
    body = _body(req.data)
    headers = {}
    for key, value in extra_headers:
        headers[key] = value
    if req.data is not None:
        if not req.has_header('Content-type'):
            req.add_unredirected_header('Content-type', 'application/x-www-form-urlencoded')
        if not req.has_header('Content-length'):
            req.add_unredirected_header('Content-length', '%d' % len(body))
    headers.update(req.unredirected_hdrs)
    headers.update(req.headers)
    headers['Connection'] = 'close'
    headers = {name.title(): str(value) for name, value in headers.items()}
    answer = _http.fetch(req.get_method(), req._full_url, list(headers.items()), body, timeout)
    if answer[0] == 'timeout':
        raise TimeoutError(answer[1])
    if answer[0] != 'ok':
        raise URLError(answer[1])
    _, status, reason, fields, data = answer
    response = http.client.HTTPResponse(status, reason, fields, data, req.get_method(), req.get_full_url())
    response.msg = reason
    return response


def _redirect(req, response, visited):
    code = response.status
    headers = response.headers
    if 'location' in headers:
        newurl = headers['location']
    elif 'uri' in headers:
        newurl = headers['uri']
    else:
        return None
    newurl = _urljoin(req.full_url, newurl)
    scheme, _ = _splittype(newurl)
    if scheme not in ('http', 'https', 'ftp', None):
        raise HTTPError(newurl, code, "%s - Redirection to url '%s' is not allowed" % (response.reason, newurl),
                        headers, response.fp)
    method = req.get_method()
    if not (code in (301, 302, 303, 307, 308) and method in ('GET', 'HEAD')
            or code in (301, 302, 303) and method == 'POST'):
        raise HTTPError(req.full_url, code, response.reason, headers, response.fp)
    newurl = newurl.replace(' ', '%20')
    kept = {k: v for k, v in req.headers.items() if k.lower() not in ('content-length', 'content-type')}
    new = Request(newurl, headers=kept, origin_req_host=req.origin_req_host, unverifiable=True)
    if visited.get(newurl, 0) >= _MAX_REPEATS or len(visited) >= _MAX_REDIRECTIONS:
        raise HTTPError(req.full_url, code, 'The HTTP server returned a redirect error that would lead to an '
                        'infinite loop.\nThe last 30x error message was:\n' + response.reason, headers, response.fp)
    visited[newurl] = visited.get(newurl, 0) + 1
    return new


class OpenerDirector:
    """What build_opener() returns: open() as urlopen(), with addheaders sent on every request."""

    def __init__(self):
        self.addheaders = list(_DEFAULT_HEADERS)
        self.handlers = []

    def add_handler(self, handler):
        self.handlers.append(handler)

    def open(self, fullurl, data=None, timeout=None):
        req = Request(fullurl, data) if isinstance(fullurl, str) else fullurl
        if data is not None:
            req.data = data
        visited = {}
        while True:
            response = _send(req, timeout, self.addheaders)
            if 200 <= response.status < 300:
                return response
            if response.status in (301, 302, 303, 307, 308):
                new = _redirect(req, response, visited)
                if new is not None:
                    req = new
                    continue
            raise HTTPError(req.full_url, response.status, response.reason, response.headers, response.fp)

    def close(self):
        pass


_opener = None


def build_opener(*handlers):
    opener = OpenerDirector()
    for h in handlers:
        opener.add_handler(h)
    return opener


def install_opener(opener):
    global _opener
    _opener = opener


def urlopen(url, data=None, timeout=None, *, cafile=None, capath=None, cadefault=False, context=None):
    """Opens url (a str or a Request) through the sandbox's host; the response is an http.client.HTTPResponse.
    The host verifies TLS certificates itself: cafile, capath and context are accepted and ignored."""
    opener = _opener if _opener is not None else OpenerDirector()
    return opener.open(url, data, timeout)


def urlretrieve(url, filename=None, reporthook=None, data=None):
    """Downloads url into filename (in the sandbox's workspace); returns (filename, headers)."""
    with urlopen(url, data) as response:
        headers = response.info()
        content = response.read()
    if filename is None:
        import tempfile
        filename = tempfile.mktemp()
    with open(filename, 'wb') as out:
        out.write(content)
    if reporthook is not None:
        reporthook(1, len(content), len(content))
    return filename, headers


def urlcleanup():
    pass


def getproxies():
    return {}


def network_policy():
    """The network policy in force for this execution, described (an AgentCage extension)."""
    return _http.policy()
