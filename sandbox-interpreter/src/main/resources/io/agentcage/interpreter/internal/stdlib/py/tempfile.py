"""Temporary files and directories (tempfile) in the sandbox's workspace.

The temporary directory is /tmp of the execution's virtual workspace: files there count against the workspace's
limits like any other but are not returned in the result. Names are 'tmp' and eight random characters from the
interpreter's entropy source. mkstemp() returns a descriptor of the os module's per-execution table.
"""

import os
import io
import sys

__all__ = ['NamedTemporaryFile', 'TemporaryFile', 'SpooledTemporaryFile', 'TemporaryDirectory', 'mkstemp',
           'mkdtemp', 'mktemp', 'TMP_MAX', 'gettempprefix', 'tempdir', 'gettempdir', 'gettempprefixb',
           'gettempdirb']

TMP_MAX = 10000
template = 'tmp'
tempdir = None

_CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789_'


def _random_name():
    return ''.join(_CHARS[b % len(_CHARS)] for b in os.urandom(8))


def gettempprefix():
    return template


def gettempprefixb():
    return template.encode()


def gettempdir():
    return tempdir if tempdir is not None else '/tmp'


def gettempdirb():
    return gettempdir().encode()


def _sanitize(prefix, suffix, dir):
    output_type = str
    for arg in (prefix, suffix, dir):
        if arg is None:
            continue
        if isinstance(arg, os.PathLike):
            arg = os.fspath(arg)
        if isinstance(arg, bytes):
            output_type = bytes
    if suffix is None:
        suffix = output_type()
    if prefix is None:
        prefix = template if output_type is str else template.encode()
    if dir is None:
        dir = gettempdir() if output_type is str else gettempdirb()
    return prefix, suffix, os.fspath(dir), output_type


def _candidates(prefix, suffix, dir, output_type):
    for _ in range(TMP_MAX):
        name = _random_name()
        if output_type is bytes:
            name = name.encode()
        yield os.path.join(dir, prefix + name + suffix)
    raise FileExistsError(17, 'No usable temporary file name found')


def mkstemp(suffix=None, prefix=None, dir=None, text=False):
    """Creates a file only this program knows; returns (descriptor, absolute path)."""
    prefix, suffix, dir, output_type = _sanitize(prefix, suffix, dir)
    for file in _candidates(prefix, suffix, dir, output_type):
        try:
            fd = os.open(file, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            continue
        return fd, os.path.abspath(file)


def mkdtemp(suffix=None, prefix=None, dir=None):
    """Creates a directory only this program knows; returns its absolute path."""
    prefix, suffix, dir, output_type = _sanitize(prefix, suffix, dir)
    for file in _candidates(prefix, suffix, dir, output_type):
        try:
            os.mkdir(file, 0o700)
        except FileExistsError:
            continue
        return os.path.abspath(file)


def mktemp(suffix='', prefix=template, dir=None):
    if dir is None:
        dir = gettempdir()
    for name in _candidates(prefix, suffix, dir, str):
        if not os.path.lexists(name):
            return name


class _TemporaryFileWrapper:
    """A file object with a name, deleted when closed (delete=True), as NamedTemporaryFile returns."""

    def __init__(self, file, name, delete=True):
        self.file = file
        self.name = name
        self.delete = delete
        self._closed = False

    def __getattr__(self, name):
        return getattr(self.__dict__['file'], name)

    def __enter__(self):
        self.file.__enter__()
        return self

    def __exit__(self, exc, value, tb):
        self.close()
        return None

    def close(self):
        if not self._closed:
            self._closed = True
            try:
                self.file.close()
            finally:
                if self.delete:
                    try:
                        os.unlink(self.name)
                    except FileNotFoundError:
                        pass

    @property
    def closed(self):
        return self.file.closed

    def __iter__(self):
        for line in self.file:
            yield line


def NamedTemporaryFile(mode='w+b', buffering=-1, encoding=None, newline=None, suffix=None, prefix=None, dir=None,
                       delete=True, *, errors=None):
    prefix, suffix, dir, output_type = _sanitize(prefix, suffix, dir)
    for name in _candidates(prefix, suffix, dir, output_type):
        if os.path.lexists(name):
            continue
        f = open(name, mode.replace('w', 'x', 1) if 'w' in mode else mode, buffering, encoding=encoding,
                 newline=newline, errors=errors)
        return _TemporaryFileWrapper(f, os.path.abspath(name), delete)


def TemporaryFile(mode='w+b', buffering=-1, encoding=None, newline=None, suffix=None, prefix=None, dir=None, *,
                  errors=None):
    return NamedTemporaryFile(mode, buffering, encoding, newline, suffix, prefix, dir, True, errors=errors)


class SpooledTemporaryFile(io.IOBase):
    """A temporary file kept in memory (io.BytesIO or io.StringIO); rollover() is a no-op here."""
    _rolled = False

    def __init__(self, max_size=0, mode='w+b', buffering=-1, encoding=None, newline=None, suffix=None,
                 prefix=None, dir=None, *, errors=None):
        if 'b' in mode:
            self._file = io.BytesIO()
        else:
            self._file = io.StringIO(newline='\n')
        self._max_size = max_size
        self._mode = mode
        self._closed = False

    def rollover(self):
        self._rolled = True

    def __enter__(self):
        if self._file.closed:
            raise ValueError('Cannot enter context with closed file')
        return self

    def __exit__(self, exc, value, tb):
        self._file.close()

    def __iter__(self):
        return self._file.__iter__()

    def close(self):
        self._file.close()

    @property
    def closed(self):
        return self._file.closed

    @property
    def mode(self):
        return self._mode

    @property
    def name(self):
        return None

    def read(self, *args):
        return self._file.read(*args)

    def readline(self, *args):
        return self._file.readline(*args)

    def readlines(self, *args):
        return self._file.readlines(*args)

    def seek(self, *args):
        return self._file.seek(*args)

    def tell(self):
        return self._file.tell()

    def truncate(self, size=None):
        return self._file.truncate(size)

    def write(self, s):
        return self._file.write(s)

    def writelines(self, iterable):
        return self._file.writelines(iterable)

    def getvalue(self):
        return self._file.getvalue()

    def flush(self):
        return self._file.flush()

    def fileno(self):
        raise io.UnsupportedOperation('fileno')


class TemporaryDirectory:
    """A directory deleted with everything in it when the context ends (or cleanup() is called)."""

    def __init__(self, suffix=None, prefix=None, dir=None, ignore_cleanup_errors=False):
        self.name = mkdtemp(suffix, prefix, dir)
        self._ignore_cleanup_errors = ignore_cleanup_errors
        self._done = False

    def __repr__(self):
        return '<{} {!r}>'.format(self.__class__.__name__, self.name)

    def __enter__(self):
        return self.name

    def __exit__(self, exc, value, tb):
        self.cleanup()

    def cleanup(self):
        if not self._done:
            self._done = True
            import shutil
            shutil.rmtree(self.name, ignore_errors=self._ignore_cleanup_errors)
