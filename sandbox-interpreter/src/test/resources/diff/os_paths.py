import os.path as p
for a in ['', '/', '//', '///a', 'a/b/', 'a//b/./c/..', '../x', '/..', 'a/../../b', './', '.hidden', 'x.tar.gz', 'dir.d/file', 'a.']:
    print(repr(a), p.normpath(a), p.split(a), p.splitext(a), p.basename(a), p.dirname(a), p.isabs(a))
# ---
import os.path as p
print(p.join('a', 'b', 'c'), p.join('a/', 'b'), p.join('a', '/b', 'c'), p.join('', 'x'), p.join('a', ''), p.join('/'))
print(p.commonprefix(['/usr/lib', '/usr/local', '/usr']), p.commonprefix([]), p.commonpath(['/a/b/c', '/a/b/d', '/a/bc']))
print(p.commonpath(['a/b', 'a/./b/c']), p.splitdrive('/x/y'), p.normcase('A/B'), p.relpath('a/b/c', 'a/d'), p.relpath('x', 'x'))
print(p.sep, p.pathsep, p.curdir, p.pardir, p.extsep, p.altsep, p.devnull, p.supports_unicode_filenames)
print(p.join(b'a', b'b'), p.split(b'/x/y'), p.splitext(b'f.txt'), p.normpath(b'a//b/..'), p.basename(b'/q/r'))
# ---
import os.path
os.path.join('a', 1)
# ---
import os.path
os.path.join('a', b'b')
# ---
import os.path
os.path.commonpath(['/a', 'b'])
# ---
import os.path
os.path.commonpath([])
# ---
import os.path
os.path.relpath('')
# ---
import os.path
os.path.normpath(3)
# ---
import os, os.path
print(os.path.abspath('x/y') == os.path.join(os.getcwd(), 'x', 'y'), os.path.abspath('/a/../b'), os.path.realpath('/a/./b'))
print(os.path.expanduser('x~'), os.path.expandvars('no vars'), os.path.expandvars('$NOPE_NOT_SET/${ALSO_NOT}'))
os.environ['SANDBOX_T'] = 'v'
print(os.path.expandvars('$SANDBOX_T/${SANDBOX_T}x'), os.path.ismount('/'), os.path.islink('.'))
print(os.path.exists('.'), os.path.isdir('.'), os.path.isfile('.'), os.path.exists('nope'), os.path.exists('a\x00b'), os.path.lexists('.'))
# ---
import os
from os import path
import os.path
print(path is os.path, os.path.__name__, os.sep, os.altsep, os.extsep, os.pathsep, os.linesep == '\n', os.curdir, os.pardir, os.name, os.devnull)
print(os.fspath('x'), os.fspath(b'y'), os.fsencode('z'), os.fsdecode(b'w'), os.error is OSError)
class P:
    def __fspath__(self):
        return 'from-fspath'
print(os.fspath(P()), isinstance(P(), os.PathLike), isinstance('x', os.PathLike), issubclass(P, os.PathLike))
# ---
import os
os.fspath(3)
