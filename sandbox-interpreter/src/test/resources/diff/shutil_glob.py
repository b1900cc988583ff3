import os, shutil
os.makedirs('src/sub/deep')
for name in ['src/a.txt', 'src/b.py', 'src/sub/c.txt', 'src/sub/deep/d.py', 'src/.hidden']:
    with open(name, 'w') as f:
        f.write(name)
print(shutil.copytree('src', 'dst'))
print(sorted(os.path.join(r, f) for r, ds, fs in os.walk('dst') for f in fs))
shutil.copytree('src', 'dst2', ignore=shutil.ignore_patterns('*.py', 'deep'))
print(sorted(os.path.join(r, f) for r, ds, fs in os.walk('dst2') for f in fs))
shutil.copytree('src', 'dst2', dirs_exist_ok=True)
print(sorted(os.path.join(r, f) for r, ds, fs in os.walk('dst2') for f in fs))
print(shutil.copy('src/a.txt', 'dst'), shutil.copy('src/a.txt', 'copy.txt'), shutil.copy2('src/b.py', 'copy2.py'), shutil.copyfile('src/a.txt', 'cf.txt'))
print(open('copy.txt').read(), os.stat('copy2.py').st_mtime == os.stat('src/b.py').st_mtime)
print(shutil.move('copy.txt', 'dst'), shutil.move('cf.txt', 'moved.txt'), shutil.move('dst2', 'dst3'), sorted(os.listdir('.')))
shutil.rmtree('dst3')
print(sorted(os.listdir('.')), os.path.exists('dst3'))
# ---
import shutil, os
os.mkdir('d')
open('d/f', 'w').close()
for call in [lambda: shutil.copytree('d', 'd'), lambda: shutil.copyfile('d/f', 'd/f'), lambda: shutil.move('d', 'd/inner'),
             lambda: shutil.rmtree('absent'), lambda: shutil.rmtree('d/f'), lambda: shutil.copy('absent', 'x'),
             lambda: shutil.copyfile('d/f', 'nodir/x')]:
    try:
        print(call())
    except Exception as e:
        print(type(e).__name__, e)
errs = []
shutil.rmtree('absent', onerror=lambda fn, p, ei: errs.append((fn.__name__, p, ei[0].__name__)))
shutil.rmtree('absent', ignore_errors=True)
print(errs)
open('x', 'w').close()
shutil.move('x', 'd')
try:
    shutil.move('d/x', 'd')
except shutil.Error as e:
    print('Error', e)
# ---
import shutil
print(shutil.get_terminal_size((99, 33)), type(shutil.disk_usage('.')).__name__, shutil.disk_usage('.')._fields)
print(issubclass(shutil.Error, OSError), issubclass(shutil.SameFileError, shutil.Error))
# ---
import glob, os
os.makedirs('g/sub/deeper')
for name in ['g/a.txt', 'g/b.txt', 'g/c.py', 'g/.hid.txt', 'g/sub/d.txt', 'g/sub/deeper/e.txt', 'g/[x].txt']:
    open(name, 'w').close()
print(sorted(glob.glob('g/*.txt')), sorted(glob.glob('g/?.py')), sorted(glob.glob('g/[ab].txt')), sorted(glob.glob('g/[!a]*.txt')))
print(sorted(glob.glob('g/**/*.txt', recursive=True)), sorted(glob.glob('g/**/*.txt')), sorted(glob.glob('**/e.txt', recursive=True)))
print(sorted(glob.glob('g/**', recursive=True)), sorted(glob.glob('g/*/')), glob.glob('g/a.txt'), glob.glob('g/nope.txt'), glob.glob(''))
print(sorted(glob.glob('*', root_dir='g')), sorted(glob.glob('g/*.txt', include_hidden=True)), sorted(glob.glob('g/.*')))
print(glob.escape('g/[x].txt'), glob.glob(glob.escape('g/[x].txt')), glob.has_magic('a*'), glob.has_magic('abc'), sorted(glob.iglob('g/sub/*')))
# ---
import fnmatch
names = ['a.py', 'b.PY', 'test_x.py', 'x.txt', '.hidden.py', 'data[1].csv', 'a-b']
for pat in ['*.py', '*.PY', 'test_*', '?.py', '[ab].*', '[!a]*', 'data[[]1].csv', '*[0-9]*', 'a[-]b', '[z-a]*', '*']:
    print(pat, fnmatch.filter(names, pat), fnmatch.fnmatch('x.py', pat), fnmatch.fnmatchcase('X.PY', pat))
import re
print(bool(re.match(fnmatch.translate('*.txt'), 'a.txt')), bool(re.match(fnmatch.translate('*.txt'), 'a.txt.bak')), fnmatch.fnmatch('a\nb', 'a?b'))
# ---
import tempfile, os
print(tempfile.gettempdir(), tempfile.gettempprefix(), tempfile.template)
with tempfile.TemporaryDirectory() as t:
    print(os.path.isdir(t), os.path.basename(t).startswith('tmp'), os.path.dirname(t) == tempfile.gettempdir())
    open(os.path.join(t, 'f.txt'), 'w').write('x')
print(os.path.exists(t))
with tempfile.NamedTemporaryFile('w+', suffix='.csv', prefix='data_') as f:
    print(os.path.basename(f.name).startswith('data_'), f.name.endswith('.csv'), os.path.exists(f.name))
    f.write('a,b\n')
    f.seek(0)
    print(f.read())
print(os.path.exists(f.name))
fd, path = tempfile.mkstemp(suffix='.bin')
os.write(fd, b'raw')
os.close(fd)
print(open(path, 'rb').read(), path.endswith('.bin'))
d = tempfile.mkdtemp(prefix='work_')
print(os.path.isdir(d), os.path.basename(d).startswith('work_'))
with tempfile.TemporaryFile() as tf:
    tf.write(b'tmp')
    tf.seek(0)
    print(tf.read())
with tempfile.SpooledTemporaryFile(max_size=10, mode='w+') as sf:
    sf.write('spooled')
    sf.seek(0)
    print(sf.read())
with tempfile.NamedTemporaryFile(dir='.', delete=False) as keep:
    keep.write(b'kept')
print(open(keep.name, 'rb').read(), os.path.dirname(keep.name) == os.getcwd())
