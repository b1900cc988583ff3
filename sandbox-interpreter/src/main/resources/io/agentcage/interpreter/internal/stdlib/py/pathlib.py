"""Object-oriented filesystem paths (pathlib): PurePath/PurePosixPath and Path/PosixPath over the sandbox's
workspace, with CPython 3.11's parsing, properties, messages and glob rules (wildcards match hidden names).
Windows flavours exist as pure paths only in name: PureWindowsPath and WindowsPath cannot be made here.
"""

import fnmatch
import os
import posixpath
import re

__all__ = ['PurePath', 'PurePosixPath', 'PureWindowsPath', 'Path', 'PosixPath', 'WindowsPath']


def _parse(parts):
    """(root, [names]) of joined path segments, POSIX rules: '//x' keeps two slashes, '.' and '' drop."""
    root = ''
    names = []
    for a in parts:
        if isinstance(a, PurePath):
            a = a._str
        else:
            a = os.fspath(a)
            if isinstance(a, bytes):
                raise TypeError("argument should be a str object or an os.PathLike object returning str, not %r"
                                % type(a))
            if not isinstance(a, str):
                raise TypeError("argument should be a str object or an os.PathLike object returning str, not %r"
                                % type(a))
        if a.startswith('/'):
            root = '//' if a.startswith('//') and not a.startswith('///') else '/'
            names = []
        names.extend(x for x in a.split('/') if x and x != '.')
    return root, names


class _Parents:
    """The logical ancestors of a path, as a sequence (path.parents)."""

    def __init__(self, path):
        self._path = path
        self._n = len(path._names)

    def __len__(self):
        return self._n

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return tuple(self[i] for i in range(*idx.indices(self._n)))
        if idx >= self._n or idx < -self._n:
            raise IndexError(idx)
        if idx < 0:
            idx += self._n
        p = self._path
        return p._make(p._root, p._names[:self._n - idx - 1])

    def __iter__(self):
        for i in range(self._n):
            yield self[i]

    def __repr__(self):
        return '<{}.parents>'.format(type(self._path).__name__)


class PurePath:
    """A path that does no I/O. PurePath(...) makes a PurePosixPath here."""

    def __new__(cls, *args):
        if cls is PurePath:
            cls = PurePosixPath
        self = object.__new__(cls)
        self._root, self._names = _parse(args)
        self._init_str()
        return self

    def _init_str(self):
        s = self._root + '/'.join(self._names)
        self._str = s or '.'

    def _make(self, root, names):
        p = object.__new__(type(self))
        p._root = root
        p._names = list(names)
        p._init_str()
        return p

    def _from(self, *args):
        return type(self)(*args)

    # ---- representation and comparison

    def __str__(self):
        return self._str

    def __fspath__(self):
        return self._str

    def __bytes__(self):
        return os.fsencode(self._str)

    def __repr__(self):
        return '{}({!r})'.format(type(self).__name__, self.as_posix())

    def as_posix(self):
        return self._str

    def as_uri(self):
        if not self.is_absolute():
            raise ValueError("relative path can't be expressed as a file URI")
        safe = b'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_.-~/'
        return 'file://' + ''.join(chr(b) if b in safe else '%%%02X' % b for b in os.fsencode(self._str))

    def _key(self):
        return self._str

    def __eq__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._key() == other._key() and self._flavour() == other._flavour()

    def __hash__(self):
        return hash(self._key())

    def _cmp(self, other, op):
        if not isinstance(other, PurePath) or self._flavour() != other._flavour():
            return NotImplemented
        return op(self._parts_for_sort(), other._parts_for_sort())

    def _parts_for_sort(self):
        return [self._root] + self._names

    def __lt__(self, other):
        return self._cmp(other, lambda a, b: a < b)

    def __le__(self, other):
        return self._cmp(other, lambda a, b: a <= b)

    def __gt__(self, other):
        return self._cmp(other, lambda a, b: a > b)

    def __ge__(self, other):
        return self._cmp(other, lambda a, b: a >= b)

    def _flavour(self):
        return 'posix'

    # ---- parts

    @property
    def parts(self):
        return tuple(([self._root] if self._root else []) + self._names)

    @property
    def drive(self):
        return ''

    @property
    def root(self):
        return self._root

    @property
    def anchor(self):
        return self._root

    @property
    def name(self):
        return self._names[-1] if self._names else ''

    @property
    def suffix(self):
        name = self.name
        i = name.rfind('.')
        if 0 < i < len(name) - 1:
            return name[i:]
        return ''

    @property
    def suffixes(self):
        name = self.name
        if name.endswith('.'):
            return []
        name = name.lstrip('.')
        return ['.' + s for s in name.split('.')[1:]]

    @property
    def stem(self):
        name = self.name
        i = name.rfind('.')
        if 0 < i < len(name) - 1:
            return name[:i]
        return name

    @property
    def parent(self):
        if not self._names:
            return self
        return self._make(self._root, self._names[:-1])

    @property
    def parents(self):
        return _Parents(self)

    # ---- derived paths

    def with_name(self, name):
        if not self.name:
            raise ValueError('%r has an empty name' % (self,))
        if not name or '/' in name or name == '.':
            raise ValueError('Invalid name %r' % (name,))
        return self._make(self._root, self._names[:-1] + [name])

    def with_stem(self, stem):
        return self.with_name(stem + self.suffix)

    def with_suffix(self, suffix):
        if '/' in suffix or (suffix and not suffix.startswith('.')) or suffix == '.':
            raise ValueError('Invalid suffix %r' % (suffix,))
        name = self.name
        if not name:
            raise ValueError('%r has an empty name' % (self,))
        old = self.suffix
        name = name + suffix if not old else name[:-len(old)] + suffix
        return self._make(self._root, self._names[:-1] + [name])

    def relative_to(self, *other):
        if not other:
            raise TypeError('need at least one argument')
        o = self._from(*other)
        if o._root != self._root or self._names[:len(o._names)] != o._names:
            raise ValueError('{!r} is not in the subpath of {!r} OR one path is relative and the other is '
                             'absolute.'.format(str(self), str(o)))
        return self._make('', self._names[len(o._names):])

    def is_relative_to(self, *other):
        try:
            self.relative_to(*other)
            return True
        except ValueError:
            return False

    def joinpath(self, *args):
        return self._from(self, *args)

    def __truediv__(self, key):
        try:
            return self._from(self, key)
        except TypeError:
            return NotImplemented

    def __rtruediv__(self, key):
        try:
            return self._from(key, self)
        except TypeError:
            return NotImplemented

    def is_absolute(self):
        return bool(self._root)

    def is_reserved(self):
        return False

    def match(self, path_pattern):
        if not path_pattern:
            raise ValueError('empty pattern')
        pat = self._from(path_pattern)
        pat_parts = pat._names
        if pat._root:
            if pat._root != self._root or len(pat_parts) != len(self._names):
                return False
        elif len(pat_parts) > len(self._names):
            return False
        for part, p in zip(reversed(self._names), reversed(pat_parts)):
            if not fnmatch.fnmatchcase(part, p):
                return False
        return True


class PurePosixPath(PurePath):
    """A pure path with POSIX semantics."""


class PureWindowsPath(PurePath):

    def __new__(cls, *args):
        raise NotImplementedError('PureWindowsPath is not available in the sandbox (it runs on POSIX paths)')


class Path(PurePath):
    """A path of the sandbox's workspace: PurePath plus the file operations. Path(...) makes a PosixPath."""

    def __new__(cls, *args, **kwargs):
        if cls is Path:
            cls = PosixPath
        self = object.__new__(cls)
        self._root, self._names = _parse(args)
        self._init_str()
        return self

    def _flavour(self):
        return 'posix'

    @classmethod
    def cwd(cls):
        return cls(os.getcwd())

    @classmethod
    def home(cls):
        return cls('~').expanduser()

    def absolute(self):
        if self.is_absolute():
            return self
        return self._from(os.getcwd(), self)

    def resolve(self, strict=False):
        s = os.path.realpath(self._str, strict=strict)
        return self._from(s)

    def expanduser(self):
        if self._names and not self._root and self._names[0].startswith('~'):
            home = os.path.expanduser(self._names[0])
            if home.startswith('~'):
                raise RuntimeError('Could not determine home directory.')
            return self._from(home, *self._names[1:])
        return self

    def stat(self, *, follow_symlinks=True):
        return os.stat(self)

    def lstat(self):
        return os.lstat(self)

    def owner(self):
        os.stat(self)
        return 'nobody'

    def group(self):
        os.stat(self)
        return 'nogroup'

    def exists(self):
        return os.path.exists(self._str)

    def is_dir(self):
        return os.path.isdir(self._str)

    def is_file(self):
        return os.path.isfile(self._str)

    def is_mount(self):
        return os.path.ismount(self._str)

    def is_symlink(self):
        return False

    def is_block_device(self):
        return False

    def is_char_device(self):
        return False

    def is_fifo(self):
        return False

    def is_socket(self):
        return False

    def samefile(self, other_path):
        return os.path.samefile(self, other_path)

    def iterdir(self):
        for name in os.listdir(self):
            yield self._make(self._root, self._names + [name])

    def _child(self, name):
        return self._make(self._root, self._names + [name])

    def glob(self, pattern):
        """Yields the paths below this one matching the relative pattern ('**' is any number of directories)."""
        if not pattern:
            raise ValueError('Unacceptable pattern: {!r}'.format(pattern))
        pat = PurePosixPath(pattern)
        if pat._root:
            raise NotImplementedError('Non-relative patterns are unsupported')
        parts = list(pat._names)
        if pattern.endswith('/'):
            parts.append('')
        for p in parts:
            if '**' in p and p != '**':
                raise ValueError("Invalid pattern: '**' can only be an entire path component")
        seen = set()
        for p in self._select(self, parts):
            if p._str not in seen:
                seen.add(p._str)
                yield p

    def rglob(self, pattern):
        pat = PurePosixPath(pattern)
        if pat._root:
            raise NotImplementedError('Non-relative patterns are unsupported')
        return self.glob('**/' + pattern if pattern else '**')

    def _select(self, base, parts):
        if not parts:
            yield base
            return
        head, rest = parts[0], parts[1:]
        if head == '':
            if base.is_dir():
                yield base
            return
        if head == '**':
            for d in self._walk_dirs(base):
                yield from self._select(d, rest)
            return
        if head == '..':
            yield from self._select(base._child('..'), rest)
            return
        if not _has_magic(head):
            child = base._child(head)
            if rest and not child.is_dir():
                return
            if not rest and not child.exists():
                return
            yield from self._select(child, rest)
            return
        try:
            entries = list(os.scandir(base))
        except OSError:
            return
        match = re.compile(fnmatch.translate(head)).match
        for e in entries:
            if match(e.name):
                if rest and not e.is_dir():
                    continue
                yield from self._select(base._child(e.name), rest)

    def _walk_dirs(self, base):
        stack = [base]
        while stack:
            d = stack.pop()
            yield d
            try:
                entries = list(os.scandir(d))
            except OSError:
                continue
            for e in reversed(entries):
                if e.is_dir():
                    stack.append(d._child(e.name))

    def open(self, mode='r', buffering=-1, encoding=None, errors=None, newline=None):
        return open(self, mode, buffering, encoding, errors, newline)

    def read_bytes(self):
        with self.open(mode='rb') as f:
            return f.read()

    def read_text(self, encoding=None, errors=None):
        with self.open(mode='r', encoding=encoding, errors=errors) as f:
            return f.read()

    def write_bytes(self, data):
        view = memoryview(data)
        with self.open(mode='wb') as f:
            return f.write(view)

    def write_text(self, data, encoding=None, errors=None, newline=None):
        if not isinstance(data, str):
            raise TypeError('data must be str, not %s' % data.__class__.__name__)
        with self.open(mode='w', encoding=encoding, errors=errors, newline=newline) as f:
            return f.write(data)

    def readlink(self):
        return self._from(os.readlink(self))

    def touch(self, mode=0o666, exist_ok=True):
        if os.path.exists(self._str):
            if not exist_ok:
                raise FileExistsError(17, 'File exists', self._str)
            os.utime(self)
            return
        with open(self, 'xb'):
            pass

    def mkdir(self, mode=0o777, parents=False, exist_ok=False):
        try:
            os.mkdir(self, mode)
        except FileNotFoundError:
            if not parents or self.parent == self:
                raise
            self.parent.mkdir(parents=True, exist_ok=True)
            self.mkdir(mode, parents=False, exist_ok=exist_ok)
        except OSError:
            if not exist_ok or not self.is_dir():
                raise

    def chmod(self, mode, *, follow_symlinks=True):
        os.chmod(self, mode)

    def lchmod(self, mode):
        os.chmod(self, mode)

    def unlink(self, missing_ok=False):
        try:
            os.unlink(self)
        except FileNotFoundError:
            if not missing_ok:
                raise

    def rmdir(self):
        os.rmdir(self)

    def rename(self, target):
        os.rename(self, target)
        return self._from(target)

    def replace(self, target):
        os.replace(self, target)
        return self._from(target)

    def symlink_to(self, target, target_is_directory=False):
        os.symlink(target, self)

    def hardlink_to(self, target):
        os.link(target, self)


class PosixPath(Path, PurePosixPath):
    """A Path of the sandbox's (POSIX) workspace."""


class WindowsPath(Path, PureWindowsPath):

    def __new__(cls, *args, **kwargs):
        raise NotImplementedError("cannot instantiate 'WindowsPath' on your system")


def _has_magic(s):
    return '*' in s or '?' in s or '[' in s
