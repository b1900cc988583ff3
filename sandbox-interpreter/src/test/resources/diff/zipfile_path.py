import io, zipfile
with zipfile.ZipFile('p.zip', 'w') as z:
    z.writestr('a.txt', 'alpha\nline two\n')
    z.writestr('dir/b.tar.gz', b'bee')
    z.writestr('dir/sub/c.txt', 'sea')
    z.writestr('empty/', '')
z = zipfile.ZipFile('p.zip')
root = zipfile.Path(z)
print(repr(root), str(root), root.is_dir(), root.exists(), root.name)
print(sorted(p.name for p in root.iterdir()))
d = root / 'dir'
print(repr(d), d.is_dir(), d.is_file(), d.exists(), d.name)
print([repr(p) for p in d.iterdir()])
c = d / 'sub' / 'c.txt'
print(repr(c), c.read_text(), c.read_bytes(), c.is_file(), c.suffix, c.stem, c.name)
g = root.joinpath('dir', 'b.tar.gz')
print(g.suffix, g.suffixes, g.stem, g.read_bytes(), repr(g.parent), repr(g.parent.parent))
print((root / 'a.txt').open().readlines())
with (root / 'a.txt').open('rb') as f:
    print(f.read(5))
print((root / 'nope').exists(), (root / 'empty').is_dir(), list((root / 'empty').iterdir()))
for bad in [lambda: (root / 'nope').read_text(), lambda: d.open(), lambda: list(c.iterdir()),
            lambda: (root / 'a.txt').open('rb', encoding='utf-8')]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__, e)
# ---
import zipfile
with zipfile.ZipFile('arch.zip', 'w') as z:
    z.writestr('x/y.txt', 'why')
p = zipfile.Path('arch.zip', 'x/')
print(repr(p), str(p), p.name, repr(p.parent), [q.read_text() for q in p.iterdir()])
print(zipfile.Path('arch.zip').name, zipfile.Path('arch.zip').filename)
