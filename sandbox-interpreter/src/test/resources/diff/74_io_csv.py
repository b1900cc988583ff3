import io
s = io.StringIO()
print(s.write("hello\n"), s.write("world"), s.tell(), repr(s.getvalue()), s.read(), s.seek(0), s.read(3), s.tell(), repr(s.readline()), repr(s.readline()), repr(s.readline()))
s.seek(2)
s.write("XY")
print(repr(s.getvalue()), s.tell(), s.seek(0, 2), s.seek(20), s.write("!"), repr(s.getvalue()), s.truncate(4), repr(s.getvalue()), s.tell())
t = io.StringIO("a\nbb\n\nccc")
print(list(t), t.read(), t.seek(0), t.readlines(), t.seek(0), t.readlines(3), t.seek(0), [x for x in t], t.seek(1), t.readline(1), t.readline(0), t.readline(-1), t.read(None), t.readline(None))
with io.StringIO("x") as f:
    print(f.read(), f.closed, f.readable(), f.writable(), f.seekable(), f.isatty(), f.flush(), f.encoding, f.errors, f.line_buffering, f.newlines)
print(f.closed)
u = io.StringIO()
print("to", "stringio", sep="-", end="!\n", file=u)
u.writelines(["a", "b\n"])
print(repr(u.getvalue()), isinstance(u, io.TextIOBase), isinstance(u, io.IOBase), io.SEEK_SET, io.SEEK_CUR, io.SEEK_END)
for nl in [None, "", "\n", "\r", "\r\n"]:
    v = io.StringIO("a\r\nb\rc\nd", newline=nl)
    print(repr(nl), repr(v.getvalue()), v.readlines())
# ---
import io
s = io.StringIO("abc")
s.close()
for f in [s.getvalue, s.read, lambda: s.write("x"), s.tell, lambda: s.seek(0), lambda: iter(s), s.readline, lambda: next(s), s.readable, s.flush, s.isatty, s.__enter__, s.truncate]:
    try:
        print(f())
    except ValueError as e:
        print(type(e).__name__, e)
s = io.StringIO("abc")
for f in [lambda: s.seek(-1), lambda: s.seek(1, 1), lambda: s.seek(0, 1), lambda: s.seek(1, 2), lambda: s.seek(0, 3), lambda: s.write(1), lambda: io.StringIO(1), lambda: s.read("x"), lambda: s.truncate(-1), lambda: s.seek("a"), lambda: s.fileno(), lambda: s.seek(1.5), lambda: io.StringIO(newline="x"), lambda: s.detach(), lambda: io.StringIO(b"x")]:
    try:
        print(repr(f()))
    except (ValueError, TypeError, OSError) as e:
        print(type(e).__name__, e, isinstance(e, io.UnsupportedOperation))
# ---
import io
b = io.BytesIO(b"line1\nline2\nend")
print(b.read(3), b.tell(), b.readline(), b.readlines(), b.read(), b.seek(-3, 2), b.read(), b.seek(-100, 1), b.tell(), b.getvalue())
b = io.BytesIO()
print(b.write(b"abc"), b.write(bytearray(b"de")), b.getvalue(), b.seek(1), b.write(b"Z"), b.getvalue(), b.seek(8), b.write(b"!"), b.getvalue(), b.truncate(3), b.getvalue(), b.tell())
b.seek(0)
print(list(b), b.read1(), b.readable(), b.writable(), b.seekable())
c = io.BytesIO(b"xyz")
buf = bytearray(2)
print(c.readinto(buf), buf, c.read())
with io.BytesIO(b"q") as d:
    print(d.read())
for f in [d.getvalue, d.read, lambda: d.write(b"x"), d.tell, lambda: d.seek(0), lambda: io.BytesIO("x"), lambda: io.BytesIO().write("s"), lambda: io.BytesIO().seek(-1), lambda: io.BytesIO().seek(1, 3), lambda: io.BytesIO(b"a").read(1.0)]:
    try:
        print(f())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
# ---
import io
s = io.StringIO()
for i in range(1000):
    s.write(str(i))
    s.write(",")
v = s.getvalue()
print(len(v), v[:20], v[-10:], s.tell())
s.seek(5)
print(s.read(10), s.tell())
b = io.BytesIO()
for i in range(500):
    b.write(bytes([i % 256]))
print(len(b.getvalue()), b.getvalue()[250:260])
