import gzip, io, zlib
data = b"hello cpython\n" * 3
made_by_cpython = bytes.fromhex("1f8b080000f1536502ffcb48cdc9c957482ea82cc9c8cfe3cac0c3030044ddb8922a000000")
print(gzip.decompress(made_by_cpython) == data)
with gzip.GzipFile(fileobj=io.BytesIO(made_by_cpython)) as f:
    print(f.mtime, f.readline(), f.read(5), f.read())
ours = gzip.compress(data, mtime=0)
print(ours[:4], ours[4:8], ours[9], gzip.decompress(ours) == data)
print(gzip.decompress(gzip.compress(b"", mtime=5)))
print(gzip.decompress(gzip.compress(b"a", mtime=1) + gzip.compress(b"b", mtime=2)))
big = bytes(range(256)) * 1000
print(len(gzip.decompress(gzip.compress(big, compresslevel=1))))
buf = io.BytesIO()
with gzip.GzipFile(fileobj=buf, mode="wb", mtime=0) as f:
    print(f.write(b"line one\n"), f.write(b"line two\n"), f.writable(), f.readable())
buf.seek(0)
with gzip.GzipFile(fileobj=buf) as f:
    print(list(f))
buf.seek(0)
with gzip.open(buf, "rt", encoding="utf-8") as f:
    print(repr(f.read()))
# ---
import gzip, os
with gzip.open("notes.txt.gz", "wt") as f:
    f.write("caf\u00e9\n")
    f.write("second\n")
print(os.path.getsize("notes.txt.gz") > 20)
with gzip.open("notes.txt.gz", "rt") as f:
    print(f.readlines())
with gzip.open("notes.txt.gz") as f:
    print(f.read())
with gzip.open("data.gz", "wb", compresslevel=6) as f:
    f.write(b"x" * 100000)
with gzip.open("data.gz", "rb") as f:
    print(len(f.read(1000)), len(f.read()), f.read())
with open("plain.gz", "wb") as f:
    f.write(b"not gzip at all")
try:
    gzip.open("plain.gz").read()
except gzip.BadGzipFile as e:
    print(type(e).__name__, e, isinstance(e, OSError))
try:
    gzip.open("missing.gz")
except FileNotFoundError as e:
    print(e)
for bad in ["rtb", "z"]:
    try:
        gzip.open("data.gz", bad)
    except ValueError as e:
        print(e)
try:
    gzip.open("data.gz", "rb", encoding="utf-8")
except ValueError as e:
    print(e)
f = gzip.open("data.gz")
f.close()
try:
    f.read()
except ValueError as e:
    print(e)
# ---
import gzip
good = gzip.compress(b"payload" * 10, mtime=0)
for name, blob in [("truncated", good[:-6]), ("crc", good[:-8] + b"\x00\x00\x00\x00" + good[-4:]),
                   ("length", good[:-4] + b"\x01\x00\x00\x00"), ("header", good[:5])]:
    try:
        gzip.decompress(blob)
    except (EOFError, gzip.BadGzipFile) as e:
        print(name, type(e).__name__, str(e).split(" != ")[0][:40])
print(gzip.decompress(good + b"\x00\x00\x00") == b"payload" * 10)
gzip.decompress(good + b"garbage")
