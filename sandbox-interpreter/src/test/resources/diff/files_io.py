with open('t.txt', 'w') as f:
    print(f.write('line one\n'), f.write('línea dos\r\n'), f.write('third\rfourth'))
    print(f.tell(), f.mode, f.name, f.encoding, f.closed, f.readable(), f.writable(), f.seekable())
print(f.closed)
with open('t.txt') as f:
    print(repr(f.readline()), f.tell(), repr(f.readline()), repr(f.readline(3)), repr(f.read()))
with open('t.txt', newline='') as f:
    print(f.readlines())
with open('t.txt', newline='\r\n') as f:
    print(list(f))
with open('t.txt', 'rb') as f:
    data = f.read()
    print(data, len(data), f.tell())
    print(f.seek(0), f.read(4), f.seek(-6, 2), f.read(), f.seek(2, 0), f.seek(3, 1), f.read(2))
# ---
with open('w.txt', 'w', newline='\r\n') as f:
    f.write('a\nb\n')
print(open('w.txt', 'rb').read())
with open('w.txt', 'a') as f:
    f.write('c\n')
print(open('w.txt', 'rb').read(), open('w.txt').read().splitlines())
with open('w.txt', 'r+') as f:
    f.write('X')
    f.seek(0)
    print(repr(f.read()))
with open('w.txt', 'w+') as f:
    f.write('fresh')
    f.seek(0)
    print(f.read(), f.tell())
with open('w.txt', 'a+') as f:
    f.write('!')
    f.seek(0)
    print(f.read())
# ---
with open('x.bin', 'xb') as f:
    f.write(b'\x00\x01\x02')
    f.write(bytearray(b'\x03'))
    f.write(memoryview(b'\x04\x05'))
with open('x.bin', 'rb') as f:
    buf = bytearray(4)
    print(f.readinto(buf), buf, f.read())
try:
    open('x.bin', 'x')
except FileExistsError as e:
    print(e)
with open('x.bin', 'r+b') as f:
    f.seek(10)
    f.write(b'Z')
print(open('x.bin', 'rb').read())
with open('x.bin', 'r+b') as f:
    print(f.truncate(2), f.tell())
print(open('x.bin', 'rb').read(), repr(open('x.bin', 'rb')).split(' ')[0])
# ---
for mode in ['rw', 'rr', 'abc', 'tb', '', 'x+w', 'U']:
    try:
        open('m.txt', mode)
    except ValueError as e:
        print(repr(mode), e)
for kw in [dict(mode='rb', encoding='utf-8'), dict(mode='rb', newline=''), dict(mode='r', newline='x'), dict(mode='wb', errors='strict')]:
    try:
        open('m.txt', **kw)
    except ValueError as e:
        print(e)
try:
    open('m.txt', 'w', encoding='no-such-codec')
except LookupError as e:
    print(e)
try:
    open(None)
except TypeError as e:
    print(e)
try:
    open(3.5)
except TypeError as e:
    print(e)
# ---
with open('e.txt', 'w', encoding='latin-1') as f:
    f.write('café ñ')
print(open('e.txt', 'rb').read(), open('e.txt', encoding='latin-1').read(), open('e.txt', encoding='utf-8', errors='replace').read())
with open('e.txt', 'w', encoding='utf-16') as f:
    f.write('hé')
print(open('e.txt', 'rb').read(), open('e.txt', encoding='utf-16').read())
with open('e.txt', 'w', encoding='utf-8-sig') as f:
    f.write('bom')
print(open('e.txt', 'rb').read(), repr(open('e.txt', encoding='utf-8-sig').read()), repr(open('e.txt').read()))
with open('e.txt', 'w', encoding='ascii', errors='xmlcharrefreplace') as f:
    f.write('ü€')
print(open('e.txt').read())
# ---
with open('bad.txt', 'wb') as f:
    f.write(b'ok \xff\xfe end')
print(open('bad.txt', errors='ignore').read(), open('bad.txt', errors='surrogateescape').read().encode('utf-8', 'surrogateescape'))
print(open('bad.txt', errors='backslashreplace').read())
open('bad.txt').read()
# ---
f = open('c.txt', 'w')
f.close()
f.write('x')
# ---
with open('r.txt', 'w') as f:
    f.write('x')
with open('r.txt') as f:
    f.write('more')
# ---
f = open('lines.txt', 'w')
f.writelines(['a\n', 'b\n', 'c'])
f.close()
with open('lines.txt') as f:
    print(f.readlines(), f.readline() == '', f.read() == '')
with open('lines.txt') as f:
    for i, line in enumerate(f):
        print(i, repr(line))
with open('lines.txt') as f:
    print(next(f), f.readlines(1))
print([l.rstrip() for l in open('lines.txt')], open('lines.txt').read(2))
# ---
import json, csv
with open('d.json', 'w') as f:
    json.dump({'k': [1, 2, {'z': None}]}, f)
with open('d.json') as f:
    print(json.load(f))
with open('d.csv', 'w', newline='') as f:
    w = csv.writer(f)
    w.writerows([['a', 'b'], [1, 'x,y'], [2, 'q"r']])
print(repr(open('d.csv').read()))
with open('d.csv', newline='') as f:
    print(list(csv.DictReader(f)))
# ---
open('subdir/file.txt', 'w')
