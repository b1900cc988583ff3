ba = bytearray(b"hello world")
mv = memoryview(ba)
print(len(mv), mv[0], mv[-1], mv.format, mv.itemsize, mv.nbytes, mv.readonly, mv.obj is ba, mv.ndim, mv.shape, mv.strides)
s = mv[6:]
print(type(s).__name__, bytes(s), s.tobytes(), s.tolist()[:3], len(s), s.obj is ba)
s[0] = ord("W")
print(ba)
mv[0:5] = b"HELLO"
print(ba, mv == ba, mv == b"HELLO World", b"HELLO World" == mv, mv != b"x")
print(bytes(mv[::2]), bytes(mv[::-1]), list(mv[1:4]), mv[::3].tolist(), mv[::2].strides)
print(mv.hex(), mv[:4].hex(":"), mv.hex("-", 4))
# ---
ro = memoryview(b"abc")
print(ro.readonly, ro[1], ro == b"abc", hash(ro) == hash(b"abc"), bytearray(ro), 98 in ro, bool(memoryview(b"")))
for op in [lambda: ro.__setitem__(0, 1), lambda: mv.__setitem__(0, 300), lambda: mv.__setitem__(0, "a"),
           lambda: mv.__setitem__(slice(0, 2), b"abc"), lambda: mv.__delitem__(0), lambda: mv[100], lambda: mv["a"],
           lambda: memoryview(5), lambda: memoryview("s"), lambda: hash(mv), lambda: mv < mv,
           lambda: mv.cast("i"), lambda: mv.cast("Z"), lambda: mv[::2].cast("B")]:
    try:
        print(op())
    except Exception as e:
        print(type(e).__name__, e)
# ---
ba = bytearray(b"HELLO World")
mv = memoryview(ba)
ro = memoryview(b"abc")
with memoryview(b"xy") as w:
    print(w[0], w.tobytes())
try:
    len(w)
except ValueError as e:
    print(e)
print(repr(w).startswith("<released memory at 0x"), repr(ro).startswith("<memory at 0x"))
r = memoryview(b"ab"); r.release(); r.release()
print(r == r, r == b"ab")
for op in [lambda: r[0], lambda: r.obj, lambda: r.tobytes(), lambda: r.format, lambda: bytes(r)]:
    try:
        print(op())
    except ValueError as e:
        print(e)
# ---
ba = bytearray(b"HELLO World")
mv = memoryview(ba)
m2 = memoryview(bytearray(range(8))).cast("h")
print(m2.tolist(), m2[1], m2.nbytes, m2.itemsize, m2.format, m2.shape)
m2[1] = -3
print(m2.obj, m2.tolist(), m2.cast("B").tolist())
print(memoryview(b"\x00\x00\xc0\x3f").cast("f").tolist(), memoryview(bytes(8)).cast("d")[0], memoryview(b"\x00\x01\x02").cast("?").tolist())
print(memoryview(b"\xff\x80").cast("b").tolist(), memoryview(b"ab").cast("c").tolist(), memoryview(b"\xff" * 8).cast("Q")[0], memoryview(b"\xff" * 8).cast("q")[0])
c = memoryview(bytearray(b"ab")).cast("c"); c[0] = b"z"; print(c.obj)
print(memoryview(b"\x01\x02").cast("b") == [1, 2], memoryview(b"ab") == memoryview(bytearray(b"ab")), memoryview(mv).obj is ba)
print(isinstance(mv, memoryview), type(mv), memoryview)
try:
    class M(memoryview): pass
except TypeError as e:
    print(e)
print(b"".join([b"a", b"b"]), b"abc".startswith(memoryview(b"ab")))
# ---
import hashlib, binascii, base64, io
print(hashlib.sha256(memoryview(b"abc")).hexdigest()[:16], binascii.hexlify(memoryview(b"\x01\xff")), base64.b64encode(memoryview(b"hi")))
b = io.BytesIO(b"hello")
v = b.getbuffer()
print(type(v).__name__, bytes(v), len(v))
ba = bytearray(10)
m = memoryview(ba)
m[2:5] = memoryview(b"xyz")
m[5:8] = m[2:5]
print(ba, m[2:8].tobytes(), bytearray(m[::-1])[:4])
big = memoryview(bytes(100000)).cast("I")
print(len(big), sum(big), big[-1], len(big.tolist()))
# ---
ba = bytearray(b"abc")
m = memoryview(ba)
print(m.cast("B", [3]).tolist())
try:
    m.cast("h")
except TypeError as e:
    print(e)
try:
    m.cast("B").cast("c").cast("h", [1, 1])
except TypeError as e:
    print("shape", type(e).__name__)
m.tolist(1)
# ---
ba = bytearray(b"ab")
mv = memoryview(b"cd")
for expr in ["ba + mv", "b'x' + mv", "b''.join([mv, b'e'])", "bytearray(b'z').join([mv])"]:
    try:
        print(expr, eval(expr))
    except Exception as e:
        print(expr, type(e).__name__, e)
ba += mv
ba.extend(mv)
print(ba)
eg = ExceptionGroup("m", [ValueError()])
for attr in ["message", "exceptions"]:
    try:
        setattr(eg, attr, 1)
    except AttributeError as e:
        print(e)
