from pathlib import PurePath, PurePosixPath, Path
for s in ['', '.', '/', '//', '///x', 'a/b/', 'a//b/./c/..', '/etc/passwd', 'archive.tar.gz', '.bashrc', 'x.', 'd.d/f']:
    p = PurePosixPath(s)
    print(repr(p), str(p), p.parts, repr(p.name), repr(p.suffix), p.suffixes, repr(p.stem), p.parent, p.anchor, p.is_absolute())
# ---
from pathlib import PurePosixPath as P
p = P('/usr/local/lib/python3.11/site.py')
print(list(p.parents), len(p.parents), p.parents[0], p.parents[-1], p.parents[1:3], repr(p.parents))
print(p.with_name('x.txt'), p.with_suffix('.pyc'), p.with_suffix(''), p.with_stem('other'), p.relative_to('/usr'), p.relative_to('/usr', 'local'))
print(p.is_relative_to('/usr'), p.is_relative_to('/opt'), p.match('*.py'), p.match('lib/*/*.py'), p.match('/*.py'), p.match('/usr/local/lib/*/site.py'))
print(P('a') / 'b' / P('c'), 'x' / P('y'), P('a').joinpath('b', '/c', 'd'), P('a', 'b') == P('a/b'), P('a') == 'a', P('A') == P('a'))
print(sorted([P('b/a'), P('a/b'), P('a')]), P('a') < P('b'), hash(P('x/y')) == hash(P('x', 'y')), P('/a b/c').as_uri(), str(PurePath('q')), type(PurePath('q')).__name__)
print(P('a/b').as_posix(), bytes(P('a/b')), P('x').drive, P('x').root, P('/x').root)
# ---
from pathlib import PurePosixPath as P
for call in [lambda: P('/').with_name('x'), lambda: P('a').with_name(''), lambda: P('a').with_name('b/c'),
             lambda: P('a').with_suffix('txt'), lambda: P('a').with_suffix('.'), lambda: P('').with_suffix('.x'),
             lambda: P('a/b').relative_to('c'), lambda: P('a').relative_to('/a'), lambda: P('a').match(''),
             lambda: P('a').parents[1], lambda: P('a') / 3, lambda: P(3), lambda: P('a') < 'b', lambda: P('a').relative_to()]:
    try:
        print(call())
    except Exception as e:
        print(type(e).__name__, e)
# ---
from pathlib import Path
base = Path('proj')
(base / 'src' / 'pkg').mkdir(parents=True)
(base / 'src' / 'pkg' / '__init__.py').write_text('')
(base / 'src' / 'pkg' / 'core.py').write_text('def f():\n    return 1\n')
(base / 'src' / 'main.py').write_text('import pkg\n')
(base / 'README.md').write_text('# title\n', encoding='utf-8')
(base / 'data.bin').write_bytes(bytes(range(5)))
(base / '.env').write_text('SECRET=1')
print(sorted(p.name for p in base.iterdir()))
print(sorted(str(p) for p in base.glob('*.md')), sorted(str(p) for p in base.glob('**/*.py')), sorted(str(p) for p in base.rglob('*.py')))
print(sorted(str(p) for p in base.glob('*')), sorted(str(p) for p in base.glob('**')), sorted(str(p) for p in base.glob('src/*/')))
print(sorted(str(p) for p in base.glob('s*/p?g/*.py')), sorted(str(p) for p in base.glob('.*')), list(base.glob('nothing*')))
print((base / 'README.md').read_text(), (base / 'data.bin').read_bytes(), (base / 'README.md').stat().st_size)
print(base.exists(), base.is_dir(), base.is_file(), (base / 'README.md').is_file(), (base / 'nope').exists(), (base / 'nope').is_dir(), base.is_symlink())
# ---
from pathlib import Path
p = Path('notes.txt')
print(p.write_text('hello\nworld\n'), p.read_text().splitlines(), p.exists())
with p.open('a') as f:
    f.write('more\n')
with p.open() as f:
    print(f.readlines())
q = p.rename('renamed.txt')
print(repr(q), p.exists(), q.exists())
q.touch()
Path('new.txt').touch()
print(Path('new.txt').read_text() == '', sorted(x.name for x in Path('.').iterdir()))
q.unlink()
Path('gone.txt').unlink(missing_ok=True)
print(q.exists())
d = Path('a/b/c')
d.mkdir(parents=True, exist_ok=True)
d.mkdir(parents=True, exist_ok=True)
print(d.is_dir(), Path('a/b/c/../x').resolve() == Path.cwd() / 'a/b/x', Path('a').absolute() == Path.cwd() / 'a', Path.cwd() == Path('.').resolve())
d.rmdir()
print(d.exists(), Path('a/b').exists())
# ---
from pathlib import Path
Path('missing.txt').read_text()
# ---
from pathlib import Path
Path('x/y').mkdir()
# ---
from pathlib import Path
Path('dup').mkdir()
Path('dup').mkdir()
# ---
from pathlib import Path
Path('t.txt').touch()
Path('t.txt').touch(exist_ok=False)
# ---
from pathlib import Path
Path('u.txt').unlink()
