"""Operating-system interfaces (os) over the sandbox's virtual workspace, with CPython's names and messages.

Files and directories are the execution's in-memory workspace (the same files open() sees; /workspace is the
current directory at the start, /tmp is scratch space), environ holds the request's environment variables only,
urandom reads the interpreter's entropy source. What would reach real processes, users or file descriptors of the
host raises OSError/PermissionError instead of being absent, so that code which probes degrades as it would on a
locked-down machine. File descriptors from os.open() are the execution's own (a table over open file objects).
"""

import abc
import sys
import posixpath as path

from posixpath import curdir, pardir, sep, pathsep, defpath, extsep, altsep, devnull

_builtin_open = open

name = 'posix'
linesep = '\n'
error = OSError

SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2
F_OK = 0
R_OK = 4
W_OK = 2
X_OK = 1
O_RDONLY = 0
O_WRONLY = 1
O_RDWR = 2
O_CREAT = 64
O_EXCL = 128
O_NOCTTY = 256
O_TRUNC = 512
O_APPEND = 1024
O_NONBLOCK = 2048
O_DSYNC = 4096
O_SYNC = 1052672
O_CLOEXEC = 524288
O_DIRECTORY = 65536
O_NOFOLLOW = 131072
O_ACCMODE = 3
EX_OK = 0
WNOHANG = 1
P_WAIT = 0
P_NOWAIT = 1
P_NOWAITO = 1

supports_bytes_environ = True
supports_dir_fd = set()
supports_effective_ids = set()
supports_fd = set()
supports_follow_symlinks = set()

_PID = 2
_UID = 65534
_umask = 0o022


def _no_process(*args, **kwargs):
    raise PermissionError(1, 'Operation not permitted (the sandbox cannot start, signal or change processes)')


system = popen = fork = forkpty = kill = killpg = _no_process
execl = execle = execlp = execlpe = execv = execve = execvp = execvpe = _no_process
spawnl = spawnle = spawnlp = spawnlpe = spawnv = spawnve = spawnvp = spawnvpe = _no_process
posix_spawn = posix_spawnp = _no_process
setuid = setgid = seteuid = setegid = setreuid = setregid = setresuid = setresgid = _no_process
setgroups = setsid = setpgid = setpgrp = nice = chroot = abort = _no_process
mkfifo = mknod = _no_process


def _no_child(*args, **kwargs):
    raise ChildProcessError(10, 'No child processes')


wait = waitpid = wait3 = wait4 = waitid = _no_child


def _exit(n):
    raise SystemExit(n)


def getpid():
    return _PID


def getppid():
    return 1


def getpgrp():
    return _PID


def getsid(pid=0):
    return _PID


def getuid():
    return _UID


geteuid = getgid = getegid = getuid


def getgroups():
    return [_UID]


def getlogin():
    raise OSError(6, 'No such device or address')


def umask(mask):
    global _umask
    old, _umask = _umask, mask & 0o777
    return old


def cpu_count():
    return 1


def sched_getaffinity(pid):
    return {0}


def getloadavg():
    raise OSError('Load averages are unobtainable')


def get_terminal_size(fd=1):
    raise OSError(25, 'Inappropriate ioctl for device')


def strerror(code):
    return _os.strerror(code)


def urandom(size):
    return _os.urandom(size)


def fspath(p):
    return _os.fspath(p)


def fsencode(filename):
    filename = fspath(filename)
    if isinstance(filename, str):
        return filename.encode('utf-8', 'surrogateescape')
    return filename


def fsdecode(filename):
    filename = fspath(filename)
    if isinstance(filename, bytes):
        return filename.decode('utf-8', 'surrogateescape')
    return filename


def sync():
    pass


class _Struct(tuple):
    """The base of os's struct sequences: a tuple whose items also have names."""
    _fields = ()
    _prefix = 'os'

    def __repr__(self):
        return '%s.%s(%s)' % (self._prefix, type(self).__name__,
                              ', '.join('%s=%r' % (n, v) for n, v in zip(self._fields, self)))

    def __reduce__(self):
        return (type(self), (tuple(self),))


def _struct(name, fields, prefix='os'):
    def make(cls, seq, dict=None):
        seq = tuple(seq)
        if len(seq) != len(fields):
            raise TypeError('%s.%s() takes a %d-sequence (%d-sequence given)' % (prefix, name, len(fields), len(seq)))
        return tuple.__new__(cls, seq)
    ns = {'__new__': make, '_fields': fields, '_prefix': prefix, 'n_fields': len(fields),
          'n_sequence_fields': len(fields), 'n_unnamed_fields': 0, '__module__': prefix}
    for i, f in enumerate(fields):
        ns[f] = property(lambda self, i=i: tuple.__getitem__(self, i))
    return type(name, (_Struct,), ns)


terminal_size = _struct('terminal_size', ('columns', 'lines'))
uname_result = _struct('uname_result', ('sysname', 'nodename', 'release', 'version', 'machine'), 'posix')
times_result = _struct('times_result', ('user', 'system', 'children_user', 'children_system', 'elapsed'), 'posix')


def uname():
    return uname_result(('Linux', 'sandbox', '6.0.0', '#1 SMP', 'x86_64'))


def times():
    import time
    t = time.process_time()
    return times_result((t, 0.0, 0.0, 0.0, time.monotonic()))


class stat_result(_Struct):
    """The result of os.stat(): ten items as a tuple, more as attributes (float times, nanoseconds)."""
    _fields = ('st_mode', 'st_ino', 'st_dev', 'st_nlink', 'st_uid', 'st_gid', 'st_size', 'st_atime', 'st_mtime',
               'st_ctime')
    n_sequence_fields = 10
    n_fields = 19
    n_unnamed_fields = 3

    def __new__(cls, seq, dict=None):
        seq = tuple(seq)
        if len(seq) < 10:
            raise TypeError('os.stat_result() takes an at least 10-sequence (%d-sequence given)' % len(seq))
        if len(seq) > 19:
            raise TypeError('os.stat_result() takes an at most 19-sequence (%d-sequence given)' % len(seq))
        self = tuple.__new__(cls, seq[:10])
        ns = seq[10:13] if len(seq) >= 13 else tuple(int(t) * 1000000000 for t in seq[7:10])
        self._ns = ns
        return self

    st_mode = property(lambda self: tuple.__getitem__(self, 0))
    st_ino = property(lambda self: tuple.__getitem__(self, 1))
    st_dev = property(lambda self: tuple.__getitem__(self, 2))
    st_nlink = property(lambda self: tuple.__getitem__(self, 3))
    st_uid = property(lambda self: tuple.__getitem__(self, 4))
    st_gid = property(lambda self: tuple.__getitem__(self, 5))
    st_size = property(lambda self: tuple.__getitem__(self, 6))
    st_atime = property(lambda self: self._ns[0] / 1e9)
    st_mtime = property(lambda self: self._ns[1] / 1e9)
    st_ctime = property(lambda self: self._ns[2] / 1e9)
    st_atime_ns = property(lambda self: self._ns[0])
    st_mtime_ns = property(lambda self: self._ns[1])
    st_ctime_ns = property(lambda self: self._ns[2])
    st_blksize = property(lambda self: 4096)
    st_blocks = property(lambda self: (tuple.__getitem__(self, 6) + 511) // 512)
    st_rdev = property(lambda self: 0)


def _stat(raw):
    mode, ino, dev, nlink, uid, gid, size, a, m, c = raw
    return stat_result((mode, ino, dev, nlink, uid, gid, size, a // 1000000000, m // 1000000000,
                        c // 1000000000, a, m, c))


def _check_dir_fd(dir_fd):
    if dir_fd is not None:
        raise NotImplementedError('dir_fd unavailable on this platform')


def stat(path, *, dir_fd=None, follow_symlinks=True):
    _check_dir_fd(dir_fd)
    if isinstance(path, int) and not isinstance(path, bool):
        return fstat(path)
    return _stat(_os.stat(path))


def lstat(path, *, dir_fd=None):
    _check_dir_fd(dir_fd)
    return _stat(_os.stat(path))


def access(path, mode, *, dir_fd=None, effective_ids=False, follow_symlinks=True):
    _check_dir_fd(dir_fd)
    return _os.kind(path) != 0


def getcwd():
    return _os.getcwd()


def getcwdb():
    return _os.getcwd().encode('utf-8', 'surrogateescape')


def chdir(path):
    _os.chdir(path)


def listdir(path=None):
    if path is None:
        path = '.'
    return _os.listdir(path)


def mkdir(path, mode=0o777, *, dir_fd=None):
    _check_dir_fd(dir_fd)
    _os.mkdir(path)


def makedirs(name, mode=0o777, exist_ok=False):
    name = fspath(name)
    todo = []
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    while head and tail and not path.exists(head):
        todo.append(head)
        head, tail = path.split(head)
        if not tail:
            head, tail = path.split(head)
    for d in reversed(todo):
        try:
            _os.mkdir(d)
        except FileExistsError:
            pass
    if path.basename(name) in (curdir, b'.') and todo:
        return
    try:
        _os.mkdir(name)
    except OSError:
        if not exist_ok or not path.isdir(name):
            raise


def rmdir(path, *, dir_fd=None):
    _check_dir_fd(dir_fd)
    _os.rmdir(path)


def removedirs(name):
    rmdir(name)
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    while head and tail:
        try:
            rmdir(head)
        except OSError:
            break
        head, tail = path.split(head)


def remove(path, *, dir_fd=None):
    _check_dir_fd(dir_fd)
    _os.remove(path)


unlink = remove


def rename(src, dst, *, src_dir_fd=None, dst_dir_fd=None):
    _check_dir_fd(src_dir_fd)
    _check_dir_fd(dst_dir_fd)
    _os.rename(src, dst)


replace = rename


def renames(old, new):
    head, tail = path.split(new)
    if head and tail and not path.exists(head):
        makedirs(head)
    rename(old, new)
    head, tail = path.split(old)
    if head and tail:
        try:
            removedirs(head)
        except OSError:
            pass


def truncate(path, length):
    if isinstance(path, int) and not isinstance(path, bool):
        return ftruncate(path, length)
    _os.truncate(path, length)


def utime(path, times=None, *, ns=None, dir_fd=None, follow_symlinks=True):
    _check_dir_fd(dir_fd)
    if times is not None and ns is not None:
        raise ValueError("utime: you may specify either 'times' or 'ns' but not both")
    if times is not None:
        if not isinstance(times, tuple) or len(times) != 2:
            raise TypeError('utime: times must be either a tuple of two ints or None')
        _os.utime(path, int(times[0] * 1000000000), int(times[1] * 1000000000))
    elif ns is not None:
        if not isinstance(ns, tuple) or len(ns) != 2:
            raise TypeError('utime: ns must be a tuple of two ints')
        _os.utime(path, ns[0], ns[1])
    else:
        _os.utime(path, None, None)


def chmod(path, mode, *, dir_fd=None, follow_symlinks=True):
    _check_dir_fd(dir_fd)
    _os.chmod(path, mode)


def chown(path, uid, gid, *, dir_fd=None, follow_symlinks=True):
    _os.stat(path)
    if uid not in (-1, _UID) or gid not in (-1, _UID):
        raise PermissionError(1, 'Operation not permitted', fspath(path))


lchmod = chmod
lchown = chown


def _no_links(*args, **kwargs):
    raise PermissionError(1, 'Operation not permitted (the workspace has no links)')


link = symlink = _no_links


def readlink(path, *, dir_fd=None):
    _os.stat(path)
    raise OSError(22, 'Invalid argument', fspath(path))


class DirEntry:
    """An entry of a directory listing (os.scandir), with the file's type and stat known already."""
    __module__ = 'posix'

    def __init__(self, top, name, is_dir, raw):
        self.name = name
        self.path = path.join(top, name)
        self._is_dir = is_dir
        self._raw = raw

    def is_dir(self, *, follow_symlinks=True):
        return self._is_dir

    def is_file(self, *, follow_symlinks=True):
        return not self._is_dir

    def is_symlink(self):
        return False

    def stat(self, *, follow_symlinks=True):
        return _stat(self._raw)

    def inode(self):
        return self._raw[1]

    def is_junction(self):
        return False

    def __fspath__(self):
        return self.path

    def __repr__(self):
        return '<DirEntry %r>' % (self.name,)


class _ScandirIterator:
    __module__ = 'posix'

    def __init__(self, entries):
        self._entries = entries
        self._i = 0

    def __iter__(self):
        return self

    def __next__(self):
        if self._entries is None or self._i >= len(self._entries):
            raise StopIteration
        e = self._entries[self._i]
        self._i += 1
        return e

    def close(self):
        self._entries = None

    def __enter__(self):
        return self

    def __exit__(self, *args):
        self.close()


def scandir(path=None):
    if path is None:
        path = '.'
    top = fspath(path)
    entries = []
    for name, is_dir, raw in _os.scandir(top):
        if isinstance(top, bytes):
            name = name.encode('utf-8', 'surrogateescape')
        entries.append(DirEntry(top, name, is_dir, raw))
    return _ScandirIterator(entries)


def walk(top, topdown=True, onerror=None, followlinks=False):
    """Directory tree generator: (dirpath, dirnames, filenames) for each directory, as CPython's os.walk."""
    stack = [(fspath(top), None)]
    while stack:
        top, listing = stack.pop()
        if listing is not None:
            yield top, listing[0], listing[1]
            continue
        dirs = []
        nondirs = []
        try:
            scandir_it = scandir(top)
        except OSError as err:
            if onerror is not None:
                onerror(err)
            continue
        with scandir_it:
            for entry in scandir_it:
                if entry.is_dir():
                    dirs.append(entry.name)
                else:
                    nondirs.append(entry.name)
        if topdown:
            yield top, dirs, nondirs
            for dirname in reversed(dirs):
                stack.append((path.join(top, dirname), None))
        else:
            stack.append((top, (dirs, nondirs)))
            for dirname in reversed(dirs):
                stack.append((path.join(top, dirname), None))


class _Environ:
    """os.environ: the request's environment variables (never the host's); changes stay in this execution."""

    def __init__(self):
        self._data = None

    def _d(self):
        if self._data is None:
            self._data = _os.environ()
        return self._data

    @staticmethod
    def _check(value):
        if not isinstance(value, str):
            raise TypeError('str expected, not %s' % type(value).__name__)
        return value

    def __getitem__(self, key):
        try:
            return self._d()[self._check(key)]
        except KeyError:
            raise KeyError(key) from None

    def __setitem__(self, key, value):
        self._d()[self._check(key)] = self._check(value)

    def __delitem__(self, key):
        try:
            del self._d()[self._check(key)]
        except KeyError:
            raise KeyError(key) from None

    def __iter__(self):
        return iter(list(self._d()))

    def __len__(self):
        return len(self._d())

    def __contains__(self, key):
        return key in self._d()

    def __eq__(self, other):
        if isinstance(other, _Environ):
            return self._d() == other._d()
        return self._d() == other

    def __repr__(self):
        return 'environ({%s})' % ', '.join('%r: %r' % kv for kv in self._d().items())

    def __or__(self, other):
        if not isinstance(other, (dict, _Environ)):
            return NotImplemented
        new = dict(self._d())
        new.update(other)
        return new

    def __ior__(self, other):
        self.update(other)
        return self

    def keys(self):
        return self._d().keys()

    def values(self):
        return self._d().values()

    def items(self):
        return self._d().items()

    def get(self, key, default=None):
        return self._d().get(key, default)

    def copy(self):
        return dict(self._d())

    def setdefault(self, key, value):
        if key not in self._d():
            self[key] = value
        return self[key]

    def pop(self, key, *default):
        if key in self._d():
            return self._d().pop(key)
        if default:
            return default[0]
        raise KeyError(key)

    def popitem(self):
        return self._d().popitem()

    def clear(self):
        self._d().clear()

    def update(self, other=(), **kwargs):
        if hasattr(other, 'keys'):
            for k in other.keys():
                self[k] = other[k]
        else:
            for k, v in other:
                self[k] = v
        for k, v in kwargs.items():
            self[k] = v


environ = _Environ()


def getenv(key, default=None):
    return environ.get(key, default)


def putenv(key, value):
    _Environ._check(key)
    _Environ._check(value)


def unsetenv(key):
    _Environ._check(key)


def get_exec_path(env=None):
    if env is None:
        env = environ
    p = env.get('PATH', defpath)
    return p.split(pathsep)


class PathLike(abc.ABC):
    """Abstract base class for objects with a file system path (__fspath__)."""

    @abc.abstractmethod
    def __fspath__(self):
        raise NotImplementedError

    @classmethod
    def __subclasshook__(cls, subclass):
        if cls is PathLike:
            return any('__fspath__' in B.__dict__ for B in subclass.__mro__) or NotImplemented
        return NotImplemented


# ---- file descriptors: a per-execution table over file objects (tempfile.mkstemp, os.open, os.fdopen)

_fds = {}


def _fd(fd):
    if isinstance(fd, bool) or not isinstance(fd, int):
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(fd).__name__)
    f = _fds.get(fd)
    if f is None:
        raise OSError(9, 'Bad file descriptor')
    return f


def _new_fd(f):
    fd = 3
    while fd in _fds:
        fd += 1
    _fds[fd] = f
    return fd


def open(path, flags, mode=0o777, *, dir_fd=None):
    _check_dir_fd(dir_fd)
    acc = flags & O_ACCMODE
    p = fspath(path)
    exists = _os.kind(p) != 0
    if flags & O_CREAT and flags & O_EXCL and exists:
        raise FileExistsError(17, 'File exists', p)
    if not exists and not flags & O_CREAT:
        _os.stat(p)
    if flags & O_DIRECTORY:
        if _os.kind(p) != 2:
            raise NotADirectoryError(20, 'Not a directory', p)
        return _new_fd(None)
    if not exists or flags & O_TRUNC:
        if acc == O_RDONLY and not exists:
            f = _builtin_open(p, 'wb')
            f.close()
        elif acc != O_RDONLY:
            f = _builtin_open(p, 'wb')
            f.close()
    if acc == O_RDONLY:
        f = _builtin_open(p, 'rb')
    elif flags & O_APPEND:
        f = _builtin_open(p, 'ab+' if acc == O_RDWR else 'ab')
    else:
        f = _builtin_open(p, 'rb+')
    return _new_fd(f)


def read(fd, n):
    f = _fd(fd)
    return f.read(n)


def write(fd, data):
    f = _fd(fd)
    return f.write(data)


def lseek(fd, pos, how):
    return _fd(fd).seek(pos, how)


def close(fd):
    f = _fd(fd)
    del _fds[fd]
    if f is not None:
        f.close()


def closerange(fd_low, fd_high):
    for fd in list(_fds):
        if fd_low <= fd < fd_high:
            close(fd)


def fstat(fd):
    f = _fd(fd)
    return stat(f.name)


def ftruncate(fd, length):
    _fd(fd).truncate(length)


def fsync(fd):
    _fd(fd)


fdatasync = fsync


def isatty(fd):
    return False


def dup(fd):
    f = _fd(fd)
    return _new_fd(_builtin_open(f.name, 'rb+'))


def dup2(fd, fd2, inheritable=True):
    raise OSError(9, 'Bad file descriptor')


def pipe():
    raise OSError(38, 'Function not implemented (the sandbox has no pipes)')


def fdopen(fd, mode='r', buffering=-1, encoding=None, *args, **kwargs):
    f = _fd(fd)
    name = f.name
    pos = f.tell()
    close(fd)
    if 'w' in mode:
        mode = mode.replace('w', 'r+')
    f = _builtin_open(name, mode, buffering, encoding, *args, **kwargs)
    f.seek(pos)
    return f


def device_encoding(fd):
    return None

