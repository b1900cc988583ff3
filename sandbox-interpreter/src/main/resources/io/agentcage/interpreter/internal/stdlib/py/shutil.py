"""High-level file operations (shutil) over the sandbox's workspace: copies, trees, moves, disk usage.

Everything goes through os and open(), so the workspace's limits hold: a copy that would pass the byte limit or
the file-count limit ends the execution with the FILES limit. disk_usage() reports the workspace's byte limit as
the total. There are no programs to find: which() returns None.
"""

import os
import sys
import fnmatch
import collections

__all__ = ['copyfileobj', 'copyfile', 'copymode', 'copystat', 'copy', 'copy2', 'copytree', 'move', 'rmtree',
           'Error', 'SpecialFileError', 'ExecError', 'make_archive', 'get_archive_formats',
           'register_archive_format', 'unregister_archive_format', 'get_unpack_formats',
           'register_unpack_format', 'unregister_unpack_format', 'unpack_archive', 'ignore_patterns', 'chown',
           'which', 'get_terminal_size', 'SameFileError', 'disk_usage']

COPY_BUFSIZE = 64 * 1024


class Error(OSError):
    pass


class SameFileError(Error):
    """Raised when source and destination are the same file."""


class SpecialFileError(OSError):
    """Raised when trying to do a kind of operation (e.g. copying) which is not supported on a special file."""


class ExecError(OSError):
    """Raised when a command could not be executed"""


class ReadError(OSError):
    """Raised when an archive cannot be read"""


class RegistryError(Exception):
    """Raised when a registry operation with the archiving and unpacking registries fails"""


def copyfileobj(fsrc, fdst, length=0):
    if not length:
        length = COPY_BUFSIZE
    fsrc_read = fsrc.read
    fdst_write = fdst.write
    while True:
        buf = fsrc_read(length)
        if not buf:
            break
        fdst_write(buf)


def _samefile(src, dst):
    if isinstance(src, os.DirEntry) and hasattr(os.path, 'samestat'):
        try:
            return os.path.samestat(src.stat(), os.stat(dst))
        except OSError:
            return False
    try:
        return os.path.samefile(src, dst)
    except OSError:
        return False


def copyfile(src, dst, *, follow_symlinks=True):
    if _samefile(src, dst):
        raise SameFileError('{!r} and {!r} are the same file'.format(src, dst))
    with open(src, 'rb') as fsrc:
        try:
            with open(dst, 'wb') as fdst:
                copyfileobj(fsrc, fdst)
        except IsADirectoryError as e:
            if not os.path.exists(dst):
                raise FileNotFoundError(f'Directory does not exist: {dst}') from e
            raise
    return dst


def copymode(src, dst, *, follow_symlinks=True):
    st = os.stat(src)
    os.chmod(dst, st.st_mode & 0o7777)


def copystat(src, dst, *, follow_symlinks=True):
    st = os.stat(src)
    os.utime(dst, ns=(st.st_atime_ns, st.st_mtime_ns))
    os.chmod(dst, st.st_mode & 0o7777)


def copy(src, dst, *, follow_symlinks=True):
    if os.path.isdir(dst):
        dst = os.path.join(dst, os.path.basename(src))
    copyfile(src, dst, follow_symlinks=follow_symlinks)
    copymode(src, dst, follow_symlinks=follow_symlinks)
    return dst


def copy2(src, dst, *, follow_symlinks=True):
    if os.path.isdir(dst):
        dst = os.path.join(dst, os.path.basename(src))
    copyfile(src, dst, follow_symlinks=follow_symlinks)
    copystat(src, dst, follow_symlinks=follow_symlinks)
    return dst


def ignore_patterns(*patterns):
    """A function for copytree's ignore argument that ignores names matching any of the glob patterns."""
    def _ignore_patterns(path, names):
        ignored_names = []
        for pattern in patterns:
            ignored_names.extend(fnmatch.filter(names, pattern))
        return set(ignored_names)
    return _ignore_patterns


def copytree(src, dst, symlinks=False, ignore=None, copy_function=copy2, ignore_dangling_symlinks=False,
             dirs_exist_ok=False):
    """Copies the directory tree src to dst (created, with its parents); returns dst."""
    with os.scandir(src) as itr:
        entries = list(itr)
    if ignore is not None:
        ignored_names = ignore(os.fspath(src), [x.name for x in entries])
    else:
        ignored_names = set()
    os.makedirs(dst, exist_ok=dirs_exist_ok)
    errors = []
    for srcentry in entries:
        if srcentry.name in ignored_names:
            continue
        srcname = os.path.join(src, srcentry.name)
        dstname = os.path.join(dst, srcentry.name)
        try:
            if srcentry.is_dir():
                copytree(srcentry, dstname, symlinks, ignore, copy_function, ignore_dangling_symlinks,
                         dirs_exist_ok)
            else:
                copy_function(srcentry, dstname)
        except Error as err:
            errors.extend(err.args[0])
        except OSError as why:
            errors.append((srcname, dstname, str(why)))
    try:
        copystat(src, dst)
    except OSError as why:
        errors.append((src, dst, str(why)))
    if errors:
        raise Error(errors)
    return dst


def rmtree(path, ignore_errors=False, onerror=None, *, dir_fd=None):
    """Deletes a directory tree; errors go to onerror(function, path, exc_info) or are ignored or raised."""
    if ignore_errors:
        def onerror(*args):
            pass
    elif onerror is None:
        def onerror(*args):
            raise
    try:
        top = os.fspath(path)
        if not os.path.isdir(top):
            os.lstat(top)
            raise NotADirectoryError(20, 'Not a directory', top)
    except OSError:
        onerror(os.lstat, path, sys.exc_info())
        return
    # children before parents, without recursion (a deep tree must not hit the recursion limit)
    for root, dirs, files in os.walk(top, topdown=False, onerror=None):
        for name in files:
            fullname = os.path.join(root, name)
            try:
                os.unlink(fullname)
            except OSError:
                onerror(os.unlink, fullname, sys.exc_info())
        try:
            os.rmdir(root)
        except OSError:
            onerror(os.rmdir, root, sys.exc_info())


rmtree.avoids_symlink_attacks = True


def _basename(path):
    path = os.fspath(path)
    sep = os.path.sep + (os.path.altsep or '')
    return os.path.basename(path.rstrip(sep))


def _destinsrc(src, dst):
    src = os.path.abspath(src)
    dst = os.path.abspath(dst)
    if not src.endswith(os.path.sep):
        src += os.path.sep
    if not dst.endswith(os.path.sep):
        dst += os.path.sep
    return dst.startswith(src)


def move(src, dst, copy_function=copy2):
    """Moves a file or directory tree to dst (into it, when dst is a directory); returns the destination."""
    real_dst = dst
    if os.path.isdir(dst):
        if _samefile(src, dst):
            os.rename(src, dst)
            return
        real_dst = os.path.join(dst, _basename(src))
        if os.path.exists(real_dst):
            raise Error("Destination path '%s' already exists" % real_dst)
    if os.path.isdir(src) and _destinsrc(src, dst):
        raise Error("Cannot move a directory '%s' into itself '%s'." % (src, dst))
    os.rename(src, real_dst)
    return real_dst


def chown(path, user=None, group=None):
    if user is None and group is None:
        raise ValueError('user and/or group must be set')
    os.chown(path, -1 if user is None else user, -1 if group is None else group)


def which(cmd, mode=os.F_OK | os.X_OK, path=None):
    """There are no programs in the sandbox: always None."""
    return None


_ntuple_diskusage = collections.namedtuple('usage', 'total used free')


def disk_usage(path):
    """The workspace's byte limit (total), what the written files hold (used) and the rest (free), in bytes."""
    total, used, free = _os.disk_usage(path)
    return _ntuple_diskusage(total, used, free)


def get_terminal_size(fallback=(80, 24)):
    try:
        columns = int(os.environ['COLUMNS'])
    except (KeyError, ValueError):
        columns = 0
    try:
        lines = int(os.environ['LINES'])
    except (KeyError, ValueError):
        lines = 0
    if columns <= 0 or lines <= 0:
        columns = columns if columns > 0 else fallback[0]
        lines = lines if lines > 0 else fallback[1]
    return os.terminal_size((columns, lines))


# ---- archives: zip and tar through zipfile and tarfile (imported when used)

_ARCHIVE_FORMATS = {
    'gztar': ('tar', 'gz', "gzip'ed tar-file"),
    'tar': ('tar', '', 'uncompressed tar file'),
    'zip': ('zip', None, 'ZIP file'),
}
_UNPACK_FORMATS = {
    'gztar': (['.tar.gz', '.tgz'], "gzip'ed tar-file"),
    'tar': (['.tar'], 'uncompressed tar file'),
    'zip': (['.zip'], 'ZIP file'),
}


def get_archive_formats():
    return sorted((name, info[2]) for name, info in _ARCHIVE_FORMATS.items())


def get_unpack_formats():
    return sorted((name, info[0], info[1]) for name, info in _UNPACK_FORMATS.items())


def register_archive_format(name, function, extra_args=None, description=''):
    raise RegistryError('registering archive formats is not available in the sandbox')


def unregister_archive_format(name):
    del _ARCHIVE_FORMATS[name]


def register_unpack_format(name, extensions, function, extra_args=None, description=''):
    raise RegistryError('registering unpack formats is not available in the sandbox')


def unregister_unpack_format(name):
    del _UNPACK_FORMATS[name]


def make_archive(base_name, format, root_dir=None, base_dir=None, verbose=0, dry_run=0, owner=None, group=None,
                 logger=None):
    """Creates base_name + '.zip' / '.tar' / '.tar.gz' from root_dir (default: the current directory)."""
    if format not in _ARCHIVE_FORMATS:
        raise ValueError("unknown archive format '%s'" % format)
    base_name = os.fspath(base_name)
    root_dir = os.getcwd() if root_dir is None else os.fspath(root_dir)
    base_name = os.path.abspath(base_name)
    if base_dir is None:
        base_dir = os.curdir
    kind, compress, _ = _ARCHIVE_FORMATS[format]
    members = []
    start = os.path.normpath(os.path.join(root_dir, base_dir))
    if os.path.isdir(start):
        for dirpath, dirnames, filenames in os.walk(start):
            dirnames.sort()
            rel = os.path.normpath(os.path.join(base_dir, os.path.relpath(dirpath, start)))
            if rel != os.curdir:
                members.append((dirpath, rel, True))
            for f in sorted(filenames):
                full = os.path.join(dirpath, f)
                if os.path.abspath(full) in (base_name + '.zip', base_name + '.tar', base_name + '.tar.gz'):
                    continue
                members.append((full, os.path.normpath(os.path.join(rel, f)), False))
    if kind == 'zip':
        import zipfile
        archive = base_name + '.zip'
        with zipfile.ZipFile(archive, 'w', compression=zipfile.ZIP_DEFLATED) as zf:
            for full, rel, is_dir in members:
                zf.write(full, rel)
    else:
        import tarfile
        archive = base_name + '.tar' + ('.' + compress if compress else '')
        with tarfile.open(archive, 'w:' + compress) as tf:
            for full, rel, is_dir in members:
                tf.add(full, rel, recursive=False)
    return archive


def unpack_archive(filename, extract_dir=None, format=None, *, filter=None):
    """Extracts a zip or tar archive into extract_dir (default: the current directory), inside the workspace."""
    filename = os.fspath(filename)
    extract_dir = os.getcwd() if extract_dir is None else os.fspath(extract_dir)
    if format is None:
        for name, (exts, _) in _UNPACK_FORMATS.items():
            if any(filename.endswith(e) for e in exts):
                format = name
                break
        else:
            raise ReadError('Unknown archive format \'{0}\''.format(filename))
    if format not in _UNPACK_FORMATS:
        raise ValueError('Unknown unpack format \'{0}\''.format(format))
    if format == 'zip':
        import zipfile
        with zipfile.ZipFile(filename) as zf:
            zf.extractall(extract_dir)
    else:
        import tarfile
        with tarfile.open(filename) as tf:
            tf.extractall(extract_dir, filter=filter or 'data')
