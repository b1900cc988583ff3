import zlib
d = b'hello world ' * 100
c = zlib.compress(d)
print(len(c), c[:10], zlib.crc32(d), zlib.adler32(d), zlib.adler32(d, 12345), zlib.crc32(d, 99))
print(zlib.decompress(c) == d)
for w in (15, -15, 31):
    for lvl in (-1, 0, 1, 6, 9):
        c = zlib.compress(d, lvl, w)
        print(w, lvl, len(c), zlib.crc32(c), zlib.decompress(c, w) == d)
print(zlib.decompress(zlib.compress(d, wbits=31), 47) == d, zlib.decompress(zlib.compress(d), 47) == d)
# ---
import zlib
d = bytes(range(256)) * 40
co = zlib.compressobj(6, zlib.DEFLATED, 31)
parts = [co.compress(d[:500]), co.flush(zlib.Z_SYNC_FLUSH), co.compress(d[500:]), co.flush(zlib.Z_FULL_FLUSH), co.flush()]
s = b''.join(parts)
print([len(p) for p in parts], zlib.crc32(s))
do = zlib.decompressobj(47)
out = b''
for i in range(0, len(s), 7):
    out += do.decompress(s[i:i + 7])
print(out == d, do.eof, do.unused_data)
# ---
import zlib
d = b'hello world ' * 100
do = zlib.decompressobj()
x = do.decompress(zlib.compress(d) + b'tail', 100)
print(len(x), len(do.unconsumed_tail), do.eof)
x += do.decompress(do.unconsumed_tail)
print(len(x), do.eof, do.unused_data, do.unconsumed_tail)
do = zlib.decompressobj()
x = do.decompress(zlib.compress(d) + b'more', 10)
print(len(x), len(do.flush()), do.eof, do.unused_data)
print(do.flush())
try:
    do.decompress(b'after')
except zlib.error as e:
    print(e)
do = zlib.decompressobj()
print(len(do.decompress(zlib.compress(d) + b'x')), do.eof, do.decompress(b'after'), do.unused_data, do.unconsumed_tail)
# ---
import zlib
for bad in (b'abc', zlib.compress(b'data' * 50)[:-3], b'x\x9c' + b'\xff' * 10, b''):
    try:
        zlib.decompress(bad)
    except zlib.error as e:
        print('error', e)
for call in (lambda: zlib.compress(b'x', 10), lambda: zlib.compress('x'), lambda: zlib.decompress(b'x', 3),
             lambda: zlib.compressobj(wbits=7), lambda: zlib.decompressobj().decompress(b'x', -1),
             lambda: zlib.compress(b'x', wbits=3), lambda: zlib.compressobj(level=10), lambda: zlib.compressobj(strategy=7),
             lambda: zlib.compressobj(memLevel=10), lambda: zlib.compressobj(method=7), lambda: zlib.decompressobj(wbits=3),
             lambda: zlib.decompressobj().flush(0), lambda: zlib.compressobj().flush(7), lambda: zlib.decompress(b'x', 0),
             lambda: zlib.decompress(b'x', 31), lambda: zlib.decompress(b'x', 8)):
    try:
        call()
    except Exception as e:
        print(type(e).__name__, e)
print(issubclass(zlib.error, Exception), zlib.error.__module__)
# ---
import zlib
co = zlib.compressobj()
print(type(co).__name__, zlib.Z_BEST_COMPRESSION, zlib.MAX_WBITS, zlib.DEFLATED, zlib.Z_FINISH)
zd = b'hello world'
d = b'hello world, hello world again ' * 10
co = zlib.compressobj(zdict=zd)
c = co.compress(d) + co.flush()
do = zlib.decompressobj(zdict=zd)
print(do.decompress(c) == d, len(c))
co = zlib.compressobj(9, zlib.DEFLATED, -15, 9, zlib.Z_FILTERED)
c = co.compress(d) + co.flush()
print(len(c), zlib.decompress(c, -15) == d)
co = zlib.compressobj(1, zlib.DEFLATED, 15, 8, zlib.Z_HUFFMAN_ONLY)
c = co.compress(d) + co.flush()
print(len(c), zlib.decompress(c) == d)
try:
    co.compress(b'more')
except zlib.error as e:
    print('after finish:', e)
print(zlib.decompress(bytearray(zlib.compress(bytearray(b'abc')))))
