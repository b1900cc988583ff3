# Attacks through the archive modules (gzip, zipfile, tarfile, bz2, lzma): decompression bombs inflated into memory or streamed into the
# workspace, member names that climb out of the extraction directory, and archives of more members than the
# workspace may hold. Each program prints "blocked" when the sandbox held, or ESCAPED with what it reached; a bomb
# ends in the memory or workspace limit, never in a host error. In a container CPython's own modules run behind the
# container's boundary (its memory and disk limits), so these are interpreter attacks.
# default docker: n/a CPython in a container inflates into the container's own memory and disk limits (resources.py)

### archives-01 a zip bomb read into memory (96 MiB of zeros in a 96 KiB member)
# strict: accept
# standard: accept
# interpreter: limit MEMORY
import io, struct, zlib, zipfile
c = zlib.compressobj(9, zlib.DEFLATED, -15)
zero = bytes(1 << 20)
parts, crc = [], 0
for _ in range(96):
    parts.append(c.compress(zero))
    crc = zlib.crc32(zero, crc)
data = b''.join(parts) + c.flush()
name = b'bomb.bin'
size = 96 << 20
local = struct.pack('<IHHHHHIIIHH', 0x04034b50, 20, 0, 8, 0, 33, crc, len(data), size, len(name), 0) + name
central = struct.pack('<IBBHHHHHIIIHHHHHII', 0x02014b50, 20, 3, 20, 0, 8, 0, 33, crc, len(data), size, len(name),
                      0, 0, 0, 0, 0, 0) + name
end = struct.pack('<IHHHHIIH', 0x06054b50, 0, 0, 1, 1, len(central), len(local) + len(data), 0)
archive = zipfile.ZipFile(io.BytesIO(local + data + central + end))
print('ESCAPED inflated', len(archive.read('bomb.bin')))

### archives-02 a zip bomb extracted into the workspace (96 MiB past the 8 MiB workspace)
# strict: accept
# standard: accept
# interpreter: limit FILES
import io, zlib, zipfile
import struct
c = zlib.compressobj(9, zlib.DEFLATED, -15)
zero = bytes(1 << 20)
data = b''.join([c.compress(zero) for _ in range(96)]) + c.flush()
crc = 0
for _ in range(96):
    crc = zlib.crc32(zero, crc)
name = b'bomb.bin'
local = struct.pack('<IHHHHHIIIHH', 0x04034b50, 20, 0, 8, 0, 33, crc, len(data), 96 << 20, len(name), 0) + name
central = struct.pack('<IBBHHHHHIIIHHHHHII', 0x02014b50, 20, 3, 20, 0, 8, 0, 33, crc, len(data), 96 << 20,
                      len(name), 0, 0, 0, 0, 0, 0) + name
end = struct.pack('<IHHHHIIH', 0x06054b50, 0, 0, 1, 1, len(central), len(local) + len(data), 0)
zipfile.ZipFile(io.BytesIO(local + data + central + end)).extractall('out')
print('ESCAPED extracted 96 MiB')

### archives-03 a gzip bomb decompressed at once (96 MiB of zeros)
# strict: accept
# standard: accept
# interpreter: limit MEMORY
import gzip, zlib
c = zlib.compressobj(9, zlib.DEFLATED, 31)
zero = bytes(1 << 20)
bomb = b''.join([c.compress(zero) for _ in range(96)]) + c.flush()
print('ESCAPED', len(gzip.decompress(bomb)))

### archives-04 a gzip bomb streamed into a workspace file
# strict: reject import-not-allowed
# standard: accept
# interpreter: limit FILES
import gzip, shutil, zlib
c = zlib.compressobj(9, zlib.DEFLATED, 31)
zero = bytes(1 << 20)
with open('bomb.gz', 'wb') as f:
    for _ in range(96):
        f.write(c.compress(zero))
    f.write(c.flush())
with gzip.open('bomb.gz') as g, open('out.bin', 'wb') as out:
    shutil.copyfileobj(g, out)
print('ESCAPED streamed 96 MiB')

### archives-05 member names that climb out of the extraction directory ('..', absolute, backslashes)
# strict: reject import-not-allowed
# standard: accept
# interpreter: prints blocked
import io, os, zipfile
names = ['../../../../etc/evil', '/etc/evil2', '..\\..\\evil3', 'a/../../../evil4', '/workspace/../../evil5',
         '....//evil6', 'ok/../../evil7']
buf = io.BytesIO()
with zipfile.ZipFile(buf, 'w') as z:
    for n in names:
        z.writestr(n, 'payload')
outside = []
with zipfile.ZipFile(buf) as z:
    for n in names:
        try:
            z.extract(n, 'dest')
        except OSError:
            pass  # the workspace refuses some names (backslashes): that is blocked too
    for root, dirs, files in os.walk('/workspace'):
        outside += [os.path.join(root, f) for f in files if not root.startswith('/workspace/dest')]
    for n in names:
        for target in ('/', '/tmp', '..', '../..'):
            try:
                where = z.extract(n, target)
            except OSError:
                continue
            if not os.path.abspath(where).startswith(('/workspace/', '/tmp/')):
                outside.append(where)
print('ESCAPED ' + str(outside) if outside else 'blocked')

### archives-06 an archive of more members than the workspace may hold, extracted
# strict: accept
# standard: accept
# interpreter: limit FILES
import io, zipfile
buf = io.BytesIO()
with zipfile.ZipFile(buf, 'w') as z:
    for i in range(5000):
        z.writestr('m/%d.txt' % i, '')
zipfile.ZipFile(buf).extractall()
print('ESCAPED extracted 5000 files')

### archives-07 a member whose header claims a small size but inflates far past it (inflating stops at the size)
# strict: accept
# standard: accept
# interpreter: error BadZipFile
import io, struct, zlib, zipfile
c = zlib.compressobj(9, zlib.DEFLATED, -15)
zero = bytes(1 << 20)
data = b''.join([c.compress(zero) for _ in range(96)]) + c.flush()
name = b'liar.txt'
local = struct.pack('<IHHHHHIIIHH', 0x04034b50, 20, 0, 8, 0, 33, 0, len(data), 10, len(name), 0) + name
central = struct.pack('<IBBHHHHHIIIHHHHHII', 0x02014b50, 20, 3, 20, 0, 8, 0, 33, 0, len(data), 10, len(name),
                      0, 0, 0, 0, 0, 0) + name
end = struct.pack('<IHHHHIIH', 0x06054b50, 0, 0, 1, 1, len(central), len(local) + len(data), 0)
with zipfile.ZipFile(io.BytesIO(local + data + central + end)) as z:
    print('ESCAPED', len(z.read('liar.txt')))

### archives-08 a gzipped tar bomb extracted into the workspace (one 96 MiB member of zeros)
# strict: reject import-not-allowed
# standard: accept
# interpreter: limit FILES
import io, tarfile, zlib
info = tarfile.TarInfo('bomb.bin')
info.size = 96 << 20
c = zlib.compressobj(9, zlib.DEFLATED, 31)
zero = bytes(1 << 20)
parts = [c.compress(info.tobuf())]
for _ in range(96):
    parts.append(c.compress(zero))
parts.append(c.compress(bytes(1024)))
parts.append(c.flush())
with tarfile.open(fileobj=io.BytesIO(b''.join(parts)), mode='r:gz') as t:
    t.extractall('out')
print('ESCAPED extracted 96 MiB')

### archives-09 tar members and links that climb out, with the default, 'tar' and 'fully_trusted' filters
# strict: reject import-not-allowed
# standard: accept
# interpreter: prints blocked
import io, os, tarfile
def member(t, name, kind=tarfile.REGTYPE, link=''):
    info = tarfile.TarInfo(name)
    info.type = kind
    info.linkname = link
    data = b'payload' if kind == tarfile.REGTYPE else b''
    info.size = len(data)
    t.addfile(info, io.BytesIO(data))
buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode='w') as t:
    member(t, '../../../../etc/evil')
    member(t, '/etc/evil2')
    member(t, 'root', tarfile.SYMTYPE, '/')
    member(t, 'root/etc/evil3')
    member(t, 'up', tarfile.SYMTYPE, '../../../..')
    member(t, 'up/evil4')
    member(t, 'hard', tarfile.LNKTYPE, '/etc/passwd')
outside = []
for flt in (None, 'data', 'tar', 'fully_trusted'):
    buf.seek(0)
    with tarfile.open(fileobj=buf) as t:
        for m in t.getmembers():
            try:
                t.extract(m, 'dest', filter=flt)
            except (tarfile.TarError, OSError, KeyError):
                pass  # refused by the filter, the workspace, or a link with no target inside the archive
for top in ('/workspace', '/tmp'):
    for root, dirs, files in os.walk(top):
        outside += [os.path.join(root, f) for f in files if not root.startswith(('/workspace/dest', '/tmp'))]
print('ESCAPED ' + str(outside) if outside else 'blocked')

### archives-10 a tar of more members than the workspace may hold, extracted
# strict: reject import-not-allowed
# standard: accept
# interpreter: limit FILES
import io, tarfile
buf = io.BytesIO()
with tarfile.open(fileobj=buf, mode='w') as t:
    for i in range(5000):
        t.addfile(tarfile.TarInfo('m/%d.txt' % i), io.BytesIO(b''))
buf.seek(0)
tarfile.open(fileobj=buf).extractall()
print('ESCAPED extracted 5000 files')

### archives-11 a bzip2 bomb decompressed at once (96 MiB of zeros in 112 bytes)
# strict: accept
# standard: accept
# interpreter: limit MEMORY
import bz2
bomb = bytes.fromhex('425a68393141592653590e09e2df015f8e4000c0000008200030804d4642a025a90a80973141592653590e09e2df015f8e40'
                     '00c0000008200030804d4642a025a90a809731415926535954bb856c0043e64000d0000008200030cc0529a628aa83625155078bb9229c28483847e5d700')
print('ESCAPED', len(bz2.decompress(bomb)))

### archives-12 a bzip2 bomb written to the workspace and read through bz2.open
# strict: warn dangerous-builtin
# standard: accept
# interpreter: limit MEMORY
import bz2
with open('bomb.bz2', 'wb') as f:
    f.write(bytes.fromhex('425a68393141592653590e09e2df015f8e4000c0000008200030804d4642a025a90a80973141592653590e09e2df015f8e40'
                          '00c0000008200030804d4642a025a90a809731415926535954bb856c0043e64000d0000008200030cc0529a628aa83625155078bb9229c28483847e5d700'))
with bz2.open('bomb.bz2') as f:
    print('ESCAPED', len(f.read()))

### archives-13 an lzma bomb: 96 concatenated .xz streams of 1 MiB of zeros each, decompressed at once
# strict: accept
# standard: accept
# interpreter: limit MEMORY
import lzma
one = lzma.compress(bytes(1 << 20))
print('ESCAPED', len(lzma.decompress(one * 96)))

### archives-14 an lzma decompressor fed a bomb piece by piece, the output kept
# strict: accept
# standard: accept
# interpreter: limit MEMORY
import lzma
one = lzma.compress(bytes(1 << 20), format=lzma.FORMAT_ALONE)
kept = []
for _ in range(96):
    d = lzma.LZMADecompressor()
    kept.append(d.decompress(one))
print('ESCAPED', sum(map(len, kept)))
