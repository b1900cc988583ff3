"""Filename globbing (glob) over the sandbox's workspace, with CPython's rules.

Wildcards do not match names starting with '.' unless the pattern's component starts with '.' or
include_hidden=True; '**' with recursive=True matches any number of directories, the current one included.
Results come in directory order (creation order in the workspace), as os.scandir gives them.
"""

import os
import re
import fnmatch
import itertools

__all__ = ['glob', 'iglob', 'escape', 'has_magic']

_magic = re.compile('([*?[])')


def glob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    return list(iglob(pathname, root_dir=root_dir, dir_fd=dir_fd, recursive=recursive,
                      include_hidden=include_hidden))


def iglob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    if dir_fd is not None:
        raise NotImplementedError('dir_fd unavailable on this platform')
    if root_dir is not None:
        root_dir = os.fspath(root_dir)
    else:
        root_dir = pathname[:0]
    it = _iglob(pathname, root_dir, recursive, False, include_hidden)
    if not pathname or (recursive and _isrecursive(pathname[:2])):
        # a leading '**' also yields the empty name of the starting directory: not a result
        try:
            first = next(it)
            if first:
                it = itertools.chain((first,), it)
        except StopIteration:
            pass
    return it


def _iglob(pathname, root_dir, recursive, dironly, include_hidden):
    dirname, basename = os.path.split(pathname)
    if not has_magic(pathname):
        if basename:
            if _lexists(_join(root_dir, pathname)):
                yield pathname
        elif _isdir(_join(root_dir, dirname)):
            yield pathname
        return
    if not dirname:
        if recursive and _isrecursive(basename):
            yield from _glob2(root_dir, basename, dironly, include_hidden)
        else:
            yield from _glob1(root_dir, basename, dironly, include_hidden)
        return
    if dirname != pathname and has_magic(dirname):
        dirs = _iglob(dirname, root_dir, recursive, True, include_hidden)
    else:
        dirs = [dirname]
    if has_magic(basename):
        if recursive and _isrecursive(basename):
            in_dir = _glob2
        else:
            in_dir = _glob1
    else:
        in_dir = _glob0
    for d in dirs:
        for name in in_dir(_join(root_dir, d), basename, dironly, include_hidden):
            yield os.path.join(d, name)


def _glob1(dirname, pattern, dironly, include_hidden):
    names = _listdir(dirname, dironly)
    if not (include_hidden or _ishidden(pattern)):
        names = [x for x in names if not _ishidden(x)]
    return fnmatch.filter(names, pattern)


def _glob0(dirname, basename, dironly, include_hidden):
    if basename:
        if _lexists(os.path.join(dirname, basename)):
            return [basename]
    elif _isdir(dirname):
        return [basename]
    return []


def glob0(dirname, pattern):
    return _glob0(dirname, pattern, False, False)


def glob1(dirname, pattern):
    return _glob1(dirname, pattern, False, False)


def _glob2(dirname, pattern, dironly, include_hidden):
    yield pattern[:0]
    yield from _rlistdir(dirname, dironly, include_hidden)


def _listdir(dirname, dironly):
    try:
        with os.scandir(dirname or (b'.' if isinstance(dirname, bytes) else '.')) as it:
            return [e.name for e in it if not dironly or e.is_dir()]
    except OSError:
        return []


def _rlistdir(dirname, dironly, include_hidden):
    # depth first, each directory's entries before its subdirectories' (iterative: no recursion limit)
    stack = [(dirname, dirname[:0], iter(_listdir(dirname, dironly)))]
    while stack:
        top, prefix, names = stack[-1]
        x = next(names, None)
        if x is None:
            stack.pop()
            continue
        if include_hidden or not _ishidden(x):
            rel = os.path.join(prefix, x) if prefix else x
            yield rel
            full = os.path.join(top, x) if top else x
            if _isdir(full):
                stack.append((full, rel, iter(_listdir(full, dironly))))


def _lexists(pathname):
    return os.path.lexists(pathname)


def _isdir(pathname):
    return os.path.isdir(pathname)


def _join(dirname, basename):
    if not dirname or not basename:
        return dirname or basename
    return os.path.join(dirname, basename)


def has_magic(s):
    if isinstance(s, bytes):
        return any(c in b'*?[' for c in s)
    return _magic.search(s) is not None


def _ishidden(path):
    return path[0] in ('.', b'.'[0])


def _isrecursive(pattern):
    if isinstance(pattern, bytes):
        return pattern == b'**'
    return pattern == '**'


_magic_check_escape = re.compile('([*?[])')


def escape(pathname):
    drive, pathname = os.path.splitdrive(pathname)
    if isinstance(pathname, bytes):
        pathname = _magic_check_escape.sub(r'[\1]', pathname.decode('latin-1')).encode('latin-1')
    else:
        pathname = _magic_check_escape.sub(r'[\1]', pathname)
    return drive + pathname
