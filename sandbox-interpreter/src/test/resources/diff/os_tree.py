import os
os.makedirs('a/b/c')
os.makedirs('a/b/c', exist_ok=True)
os.mkdir('a/d')
for name in ['a/one.txt', 'a/b/two.txt', 'a/b/c/three.txt', 'a/d/four.txt']:
    with open(name, 'w') as f:
        f.write(name * 2)
print(sorted(os.listdir('a')), sorted(os.listdir('a/b')))
for root, dirs, files in os.walk('a'):
    dirs.sort()
    print(root, dirs, sorted(files))
for root, dirs, files in os.walk('a', topdown=False):
    print(root, sorted(dirs), sorted(files))
# ---
import os
os.makedirs('t/u')
open('t/f.txt', 'w').write('12345')
with os.scandir('t') as it:
    for e in sorted(it, key=lambda e: e.name):
        print(e.name, e.path, e.is_dir(), e.is_file(), e.is_symlink(), e.stat().st_size if e.is_file() else '-', repr(e))
st = os.stat('t/f.txt')
print(st.st_size, st[6], len(st), st.st_nlink, type(st).__name__, isinstance(st.st_mtime, float), isinstance(st.st_mtime_ns, int))
import stat
print(stat.S_ISREG(st.st_mode), stat.S_ISDIR(os.stat('t').st_mode), stat.filemode(st.st_mode), stat.filemode(os.stat('t').st_mode), oct(stat.S_IMODE(st.st_mode)))
print(os.path.getsize('t/f.txt'), os.path.getmtime('t/f.txt') == st.st_mtime, os.stat('t/f.txt') == os.lstat('t/f.txt'))
# ---
import os
os.makedirs('x/y')
open('x/y/f', 'w').close()
for call in [lambda: os.mkdir('x'), lambda: os.mkdir('nope/z'), lambda: os.rmdir('x'), lambda: os.rmdir('x/y/f'),
             lambda: os.remove('x/y'), lambda: os.remove('missing'), lambda: os.listdir('missing'),
             lambda: os.listdir('x/y/f'), lambda: os.rename('missing', 'other'), lambda: os.chdir('x/y/f'),
             lambda: os.stat('x/y/f/g'), lambda: os.makedirs('x/y'), lambda: os.rename('x', 'x/y/z'),
             lambda: open('x'), lambda: open('x/y/f/g', 'w'), lambda: os.rmdir('missing')]:
    try:
        call()
    except OSError as e:
        print(type(e).__name__, e.errno, e.strerror, e.filename, e.filename2, '|', e)
# ---
import os
os.mkdir('src')
open('src/a.txt', 'w').write('A')
os.rename('src/a.txt', 'src/b.txt')
print(os.listdir('src'))
os.mkdir('dst')
os.rename('src', 'dst2')
print(sorted(os.listdir('.')), os.listdir('dst2'))
open('f1', 'w').write('one')
open('f2', 'w').write('two')
os.replace('f1', 'f2')
print(open('f2').read(), os.path.exists('f1'))
os.mkdir('empty')
os.rename('dst2', 'empty')
print(sorted(os.listdir('.')), os.listdir('empty'))
os.remove('f2')
os.removedirs('empty/b.txt') if False else None
os.unlink('empty/b.txt')
os.removedirs('empty')
print(sorted(os.listdir('.')))
# ---
import os
os.makedirs('deep/er/est')
os.chdir('deep')
print(os.path.basename(os.getcwd()), sorted(os.listdir()))
os.chdir('er/est')
print(os.path.basename(os.getcwd()))
open('f.txt', 'w').write('in est')
os.chdir('../..')
print(os.path.basename(os.getcwd()), open('er/est/f.txt').read())
os.chdir('..')
print(os.path.exists('deep/er/est/f.txt'))
# ---
import os
os.rmdir('nonexistent_dir')
# ---
import os
open('plain', 'w').close()
os.listdir('plain')
# ---
import os
os.mkdir('here')
os.mkdir('here')
# ---
import os
open('f', 'w').write('0123456789')
os.truncate('f', 4)
print(open('f').read(), os.path.getsize('f'))
os.utime('f', (1000000000, 1500000000))
st = os.stat('f')
print(st.st_atime, st.st_mtime, st.st_mtime_ns, st[8])
os.utime('f', ns=(5 * 10**9, 6 * 10**9))
print(os.stat('f').st_mtime)
os.chmod('f', 0o600)
print(oct(os.stat('f').st_mode & 0o777), os.access('f', os.R_OK), os.access('missing', os.F_OK))
# ---
import os
fd = os.open('fdfile', os.O_WRONLY | os.O_CREAT | os.O_TRUNC)
print(os.write(fd, b'hello '), os.write(fd, b'world'))
os.close(fd)
fd = os.open('fdfile', os.O_RDONLY)
print(os.read(fd, 5), os.lseek(fd, 0, os.SEEK_CUR), os.read(fd, 100), os.fstat(fd).st_size)
os.close(fd)
with os.fdopen(os.open('fdfile', os.O_RDONLY)) as f:
    print(f.read())
try:
    os.open('fdfile', os.O_CREAT | os.O_EXCL | os.O_WRONLY)
except FileExistsError as e:
    print(e)
try:
    os.close(99)
except OSError as e:
    print(e)
# ---
import os
print(os.getpid() == os.getpid(), isinstance(os.getpid(), int), os.cpu_count() >= 1, len(os.urandom(16)), type(os.urandom(0)))
print(os.strerror(2), os.strerror(13), os.strerror(17), os.umask(0o22) >= 0)
print(type(os.environ).__name__, os.getenv('SURELY_NOT_SET_X'), os.getenv('SURELY_NOT_SET_X', 'd'), os.environ.get('SURELY_NOT_SET_X'))
os.environ['MY_VAR'] = 'value'
print(os.environ['MY_VAR'], os.getenv('MY_VAR'), 'MY_VAR' in os.environ, os.environ.pop('MY_VAR'), 'MY_VAR' in os.environ)
try:
    os.environ['X'] = 1
except TypeError as e:
    print(e)
try:
    os.environ['SURELY_NOT_SET_X']
except KeyError as e:
    print('KeyError', e)
# ---
import errno, os
print(errno.ENOENT, errno.EEXIST, errno.EACCES, errno.ENOTDIR, errno.EISDIR, errno.ENOTEMPTY, errno.errorcode[2], errno.EWOULDBLOCK == errno.EAGAIN)
e = OSError(errno.ENOENT, os.strerror(errno.ENOENT), 'f.txt')
print(type(e).__name__, e, repr(e), e.args, e.errno, e.filename)
print(type(OSError(errno.EEXIST, 'x')).__name__, type(OSError(errno.EACCES, 'x')).__name__, type(OSError(999, 'x')).__name__, str(OSError('just text')), OSError('t').errno)
print(str(OSError(1, 'a', 'b', None, 'c')), isinstance(FileNotFoundError(), OSError), issubclass(BrokenPipeError, ConnectionError))
class MyErr(OSError):
    pass
m = MyErr(2, 'msg', 'name')
print(type(m).__name__, m, m.errno)
# ---
import os
os.remove('no_such_file.txt')
