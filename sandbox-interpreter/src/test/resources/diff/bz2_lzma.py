import bz2,lzma,io
d=bz2.BZ2Decompressor(); print(d.decompress(b''), d.needs_input, d.eof, d.unused_data)
try: bz2.decompress(b'BZ')
except Exception as e: print(type(e).__name__, e)
try: bz2.decompress(b'xyz')
except Exception as e: print(type(e).__name__, e)
try: lzma.decompress(b'xyz')
except Exception as e: print(type(e).__name__, e)
try: lzma.decompress(lzma.compress(b'abc')[:-3])
except Exception as e: print(type(e).__name__, e)
print(bz2.decompress(bz2.compress(b'a')+bz2.compress(b'b')))
print(bz2.decompress(bz2.compress(b'a')+b'junk'))
print(lzma.decompress(lzma.compress(b'a')+lzma.compress(b'b')))
print(lzma.decompress(lzma.compress(b'a')+b'junk'))
d=bz2.BZ2Decompressor(); print(d.decompress(bz2.compress(b'hello')+b'rest'), d.eof, d.unused_data)
try: d.decompress(b'x')
except Exception as e: print(type(e).__name__, e)
try: bz2.compress(b'', 10)
except Exception as e: print(type(e).__name__, e)
# ---
import bz2, lzma
data = b'The quick brown fox. ' * 1000
for fmt in (lzma.FORMAT_XZ, lzma.FORMAT_ALONE):
    c = lzma.compress(data, format=fmt)
    print(fmt, lzma.decompress(c) == data, lzma.decompress(c, format=fmt) == data)
    d = lzma.LZMADecompressor()
    out = b''.join(d.decompress(c[i:i+100]) for i in range(0, len(c), 100))
    print(out == data, d.eof, d.unused_data, d.needs_input)
d = bz2.BZ2Decompressor()
c = bz2.compress(data)
out = []
for i in range(0, len(c), 7):
    out.append(d.decompress(c[i:i+7], 50))
while not d.eof:
    out.append(d.decompress(b'', 50))
print(b''.join(out) == data, d.eof)
# ---
import bz2, lzma
with bz2.open('t.bz2', 'wt') as f:
    f.write('line one\nline two\n')
with bz2.open('t.bz2', 'rt') as f:
    print(f.readlines())
with lzma.open('t.xz', 'w') as f:
    f.write(b'xz file')
print(lzma.open('t.xz').read(), open('t.xz', 'rb').read()[:6])
# ---
import lzma
print([lzma.is_check_supported(c) for c in (0, 1, 4, 10, 15)])
for kw in ({'preset': 1}, {'check': lzma.CHECK_CRC32}, {'check': lzma.CHECK_SHA256}, {'check': lzma.CHECK_NONE},
           {'format': lzma.FORMAT_ALONE}, {'preset': 9 | lzma.PRESET_EXTREME}):
    c = lzma.compress(b'abc' * 100, **kw)
    print(kw, lzma.decompress(c) == b'abc' * 100)
for bad in ({'format': lzma.FORMAT_RAW}, {'format': 7}, {'format': lzma.FORMAT_ALONE, 'check': lzma.CHECK_CRC32}):
    try:
        lzma.compress(b'x', **bad)
    except (ValueError, lzma.LZMAError) as e:
        print(type(e).__name__, e)
try:
    lzma.decompress(b'x', format=lzma.FORMAT_XZ)
except lzma.LZMAError as e:
    print('LZMAError', e)
try:
    lzma.LZMAFile('f.xz', 'r', preset=3)
except ValueError as e:
    print(e)
# ---
import bz2, io
c = bz2.BZ2Compressor(5)
print(c.compress(b'hello ') + c.compress(b'world') == b'' or True)
blob = c.flush()
print(bz2.decompress(blob))
try:
    c.flush()
except ValueError as e:
    print(e)
f = bz2.BZ2File(io.BytesIO(bz2.compress(b'a\nb\nc\n')))
print(f.readline(), f.read(), f.readable(), f.writable(), f.seekable())
f.close()
print(f.closed)
try:
    bz2.BZ2File(io.BytesIO(), 'q')
except ValueError as e:
    print(e)
try:
    bz2.open(io.BytesIO(), 'rb', encoding='utf-8')
except ValueError as e:
    print(e)
bz2.BZ2File(3.5)
