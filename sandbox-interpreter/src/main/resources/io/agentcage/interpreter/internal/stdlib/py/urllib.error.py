"""Exception classes raised by urllib (urllib.error), as CPython 3.11's.

URLError (an OSError) says why a URL could not be opened: here, often that the sandbox's network policy refused
the request, in words that name the policy. HTTPError is also a response: code, reason, headers and a body to read.
"""

import io

__all__ = ['URLError', 'HTTPError', 'ContentTooShortError']


class URLError(OSError):
    def __init__(self, reason, filename=None):
        self.args = reason,
        self.reason = reason
        if filename is not None:
            self.filename = filename

    def __str__(self):
        return '<urlopen error %s>' % self.reason


class HTTPError(URLError):
    """Raised when the server answers with an error status; also a response (read(), headers, code)."""

    def __init__(self, url, code, msg, hdrs, fp):
        self.code = code
        self.msg = msg
        self.hdrs = hdrs
        self.filename = url
        self.url = url
        self.args = ()
        if fp is None:
            fp = io.BytesIO()
        self.fp = fp

    def __str__(self):
        return 'HTTP Error %s: %s' % (self.code, self.msg)

    def __repr__(self):
        return '<HTTPError %s: %r>' % (self.code, self.msg)

    @property
    def reason(self):
        return self.msg

    @property
    def headers(self):
        return self.hdrs

    @headers.setter
    def headers(self, headers):
        self.hdrs = headers

    @property
    def status(self):
        return self.code

    def read(self, amt=None):
        return self.fp.read() if amt is None else self.fp.read(amt)

    def readline(self, limit=-1):
        return self.fp.readline(limit)

    def readlines(self, hint=-1):
        return self.fp.readlines(hint)

    def __iter__(self):
        return iter(self.fp)

    def info(self):
        return self.hdrs

    def geturl(self):
        return self.url

    def getcode(self):
        return self.code

    def close(self):
        self.fp.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class ContentTooShortError(URLError):
    """Raised when a download is shorter than its Content-Length."""

    def __init__(self, message, content):
        URLError.__init__(self, message)
        self.content = content
