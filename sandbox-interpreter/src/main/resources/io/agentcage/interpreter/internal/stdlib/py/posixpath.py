"""Operations on POSIX path names (os.path), with CPython's semantics.

The string functions are pure; exists/isfile/getsize and the like look at the execution's virtual workspace through
the helper _os. There are no symbolic links: islink() is always False and realpath() is abspath().
"""

__all__ = ['normcase', 'isabs', 'join', 'splitdrive', 'split', 'splitext', 'basename', 'dirname', 'commonprefix',
           'getsize', 'getmtime', 'getatime', 'getctime', 'islink', 'exists', 'lexists', 'isdir', 'isfile',
           'ismount', 'expanduser', 'expandvars', 'normpath', 'abspath', 'samefile', 'sameopenfile', 'samestat',
           'curdir', 'pardir', 'sep', 'pathsep', 'defpath', 'altsep', 'extsep', 'devnull', 'realpath',
           'supports_unicode_filenames', 'relpath', 'commonpath']

curdir = '.'
pardir = '..'
extsep = '.'
sep = '/'
pathsep = ':'
defpath = '/bin:/usr/bin'
altsep = None
devnull = '/dev/null'
supports_unicode_filenames = False

_fspath = _os.fspath


def _get_sep(path):
    return b'/' if isinstance(path, bytes) else '/'


def _check_arg_types(funcname, *args):
    hasstr = hasbytes = False
    for s in args:
        if isinstance(s, str):
            hasstr = True
        elif isinstance(s, bytes):
            hasbytes = True
        else:
            raise TypeError(f'{funcname}() argument must be str, bytes, or os.PathLike object, '
                            f'not {s.__class__.__name__!r}') from None
    if hasstr and hasbytes:
        raise TypeError("Can't mix strings and bytes in path components") from None


def normcase(s):
    return _fspath(s)


def isabs(s):
    s = _fspath(s)
    return s.startswith(_get_sep(s))


def join(a, *p):
    a = _fspath(a)
    sep = _get_sep(a)
    path = a
    try:
        if not p:
            path[:0] + sep
        for b in map(_fspath, p):
            if b.startswith(sep):
                path = b
            elif not path or path.endswith(sep):
                path += b
            else:
                path += sep + b
    except (TypeError, AttributeError):
        _check_arg_types('join', a, *p)
        raise
    return path


def split(p):
    p = _fspath(p)
    sep = _get_sep(p)
    i = p.rfind(sep) + 1
    head, tail = p[:i], p[i:]
    if head and head != sep * len(head):
        head = head.rstrip(sep)
    return head, tail


def splitext(p):
    p = _fspath(p)
    if isinstance(p, bytes):
        sep, extsep_ = b'/', b'.'
    else:
        sep, extsep_ = '/', '.'
    sep_index = p.rfind(sep)
    dot_index = p.rfind(extsep_)
    if dot_index > sep_index:
        name_index = sep_index + 1
        while name_index < dot_index:
            if p[name_index:name_index + 1] != extsep_:
                return p[:dot_index], p[dot_index:]
            name_index += 1
    return p, p[:0]


def splitdrive(p):
    p = _fspath(p)
    return p[:0], p


def basename(p):
    p = _fspath(p)
    return p[p.rfind(_get_sep(p)) + 1:]


def dirname(p):
    p = _fspath(p)
    sep = _get_sep(p)
    i = p.rfind(sep) + 1
    head = p[:i]
    if head and head != sep * len(head):
        head = head.rstrip(sep)
    return head


def commonprefix(m):
    if not m:
        return ''
    if not isinstance(m[0], (list, tuple)):
        m = tuple(map(_fspath, m))
    s1 = min(m)
    s2 = max(m)
    for i, c in enumerate(s1):
        if c != s2[i]:
            return s1[:i]
    return s1


def commonpath(paths):
    if not paths:
        raise ValueError('commonpath() arg is an empty sequence')
    paths = tuple(map(_fspath, paths))
    if isinstance(paths[0], bytes):
        sep, cur = b'/', b'.'
    else:
        sep, cur = '/', '.'
    try:
        split_paths = [path.split(sep) for path in paths]
        try:
            isabs_, = set(p[:1] == sep for p in paths)
        except ValueError:
            raise ValueError("Can't mix absolute and relative paths") from None
        split_paths = [[c for c in s if c and c != cur] for s in split_paths]
        s1 = min(split_paths)
        s2 = max(split_paths)
        common = s1
        for i, c in enumerate(s1):
            if c != s2[i]:
                common = s1[:i]
                break
        prefix = sep if isabs_ else sep[:0]
        return prefix + sep.join(common)
    except (TypeError, AttributeError):
        _check_arg_types('commonpath', *paths)
        raise


def normpath(path):
    path = _fspath(path)
    if isinstance(path, bytes):
        sep, empty, dot, dotdot = b'/', b'', b'.', b'..'
    else:
        sep, empty, dot, dotdot = '/', '', '.', '..'
    if path == empty:
        return dot
    initial_slashes = 1 if path.startswith(sep) else 0
    if initial_slashes and path.startswith(sep * 2) and not path.startswith(sep * 3):
        initial_slashes = 2
    new_comps = []
    for comp in path.split(sep):
        if comp in (empty, dot):
            continue
        if comp != dotdot or (not initial_slashes and not new_comps) or (new_comps and new_comps[-1] == dotdot):
            new_comps.append(comp)
        elif new_comps:
            new_comps.pop()
    path = sep.join(new_comps)
    if initial_slashes:
        path = sep * initial_slashes + path
    return path or dot


def abspath(path):
    path = _fspath(path)
    if not isabs(path):
        if isinstance(path, bytes):
            cwd = _os.getcwd().encode('utf-8', 'surrogateescape')
        else:
            cwd = _os.getcwd()
        path = join(cwd, path)
    return normpath(path)


def realpath(filename, *, strict=False):
    path = abspath(filename)
    if strict:
        _os.stat(path)
    return path


def relpath(path, start=None):
    if not path:
        raise ValueError('no path specified')
    path = _fspath(path)
    if isinstance(path, bytes):
        cur, sep, par = b'.', b'/', b'..'
    else:
        cur, sep, par = '.', '/', '..'
    if start is None:
        start = cur
    else:
        start = _fspath(start)
    try:
        start_list = [x for x in abspath(start).split(sep) if x]
        path_list = [x for x in abspath(path).split(sep) if x]
        i = len(commonprefix([start_list, path_list]))
        rel_list = [par] * (len(start_list) - i) + path_list[i:]
        if not rel_list:
            return cur
        return join(*rel_list)
    except (TypeError, AttributeError, DeprecationWarning):
        _check_arg_types('relpath', path, start)
        raise


def exists(path):
    return _os.kind(path) != 0


def lexists(path):
    return _os.kind(path) != 0


def isfile(path):
    return _os.kind(path) == 1


def isdir(s):
    return _os.kind(s) == 2


def islink(path):
    return False


def ismount(path):
    try:
        p = abspath(path)
    except (TypeError, ValueError):
        return False
    if isinstance(p, bytes):
        p = p.decode('utf-8', 'surrogateescape')
    return p in ('/', '/workspace', '/tmp')


def getsize(filename):
    return _os.stat(filename)[6]


def getatime(filename):
    return _os.stat(filename)[7] / 1e9


def getmtime(filename):
    return _os.stat(filename)[8] / 1e9


def getctime(filename):
    return _os.stat(filename)[9] / 1e9


def samestat(s1, s2):
    return s1.st_ino == s2.st_ino and s1.st_dev == s2.st_dev


def samefile(f1, f2):
    s1 = _os.stat(f1)
    s2 = _os.stat(f2)
    return s1[1] == s2[1] and s1[2] == s2[2]


def sameopenfile(fp1, fp2):
    raise OSError(9, 'Bad file descriptor')


def expanduser(path):
    path = _fspath(path)
    if isinstance(path, bytes):
        tilde, sep = b'~', b'/'
    else:
        tilde, sep = '~', '/'
    if not path.startswith(tilde):
        return path
    i = path.find(sep, 1)
    if i < 0:
        i = len(path)
    if i != 1:
        return path
    import os
    userhome = os.environ.get('HOME', '/workspace')
    if isinstance(path, bytes):
        userhome = userhome.encode('utf-8', 'surrogateescape')
    userhome = userhome.rstrip(sep)
    return (userhome + path[i:]) or sep


_varprog = None
_varprogb = None


def expandvars(path):
    global _varprog, _varprogb
    path = _fspath(path)
    import re
    if isinstance(path, bytes):
        if b'$' not in path:
            return path
        if not _varprogb:
            _varprogb = re.compile(br'\$(\w+|\{[^}]*\})', re.ASCII)
        search = _varprogb.search
        start, end = b'{', b'}'
        import os
        env = {k.encode('utf-8', 'surrogateescape'): v.encode('utf-8', 'surrogateescape')
               for k, v in os.environ.items()}
    else:
        if '$' not in path:
            return path
        if not _varprog:
            _varprog = re.compile(r'\$(\w+|\{[^}]*\})', re.ASCII)
        search = _varprog.search
        start, end = '{', '}'
        import os
        env = os.environ
    i = 0
    while True:
        m = search(path, i)
        if not m:
            break
        i, j = m.span(0)
        name = m.group(1)
        if name.startswith(start) and name.endswith(end):
            name = name[1:-1]
        if name in env:
            tail = path[j:]
            path = path[:i] + env[name]
            i = len(path)
            path += tail
        else:
            i = j
    return path
