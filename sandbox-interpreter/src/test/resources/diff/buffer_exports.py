b = bytearray(b"abcdef")
m = memoryview(b)
def attempt(name, f):
    try:
        f()
        print(name, "ok", bytes(b))
    except Exception as e:
        print(name, type(e).__name__, e)
def iadd():
    global b
    b += b"x"
def imul():
    global b
    b *= 2
def delslice():
    del b[1:3]
def delitem():
    del b[0]
def setslice_grow():
    b[0:1] = b"xyz"
attempt("append", lambda: b.append(1))
attempt("extend", lambda: b.extend(b"zz"))
attempt("extend-empty", lambda: b.extend(b""))
attempt("insert", lambda: b.insert(0, 1))
attempt("pop", lambda: b.pop())
attempt("remove", lambda: b.remove(ord("a")))
attempt("remove-missing", lambda: b.remove(ord("q")))
attempt("clear", b.clear)
attempt("iadd", iadd)
attempt("imul", imul)
attempt("delslice", delslice)
attempt("delitem", delitem)
attempt("setslice-grow", setslice_grow)
b[0:2] = b"AB"
print("same-size slice", bytes(b), m[0])
m[1] = ord("Z")
print(bytes(b))
m.release()
b.append(ord("g"))
print(bytes(b), len(b))
# ---
b = bytearray(b"hello")
with memoryview(b) as m:
    try:
        b.extend(b" world")
    except BufferError as e:
        print("BufferError:", e)
    print(m.tobytes())
b.extend(b" world")
print(b)
for op in (len, bytes, lambda v: v[0], lambda v: v.tobytes(), lambda v: v.tolist(), lambda v: v.format,
           lambda v: v.nbytes, lambda v: v.obj, lambda v: v.cast("B"), lambda v: v[1:], hash):
    try:
        op(m)
    except ValueError as e:
        print(type(e).__name__, e)
m.release()
print(repr(m).startswith("<released memory at 0x"))
try:
    with m:
        pass
except ValueError as e:
    print("with:", e)
# ---
b = bytearray(b"0123456789")
m = memoryview(b)
s = m[2:5]
m.release()
try:
    b.append(1)
except BufferError as e:
    print("slice still exports:", e)
print(s.tobytes())
s.release()
b.append(ord("!"))
print(b)
# ---
b = bytearray(b"abc")
def peek(buf):
    v = memoryview(buf)
    return v[0]
print(peek(b))
b.append(ord("d"))
print(bytes(memoryview(b)[1:3]), b)
b.extend(b"e")
keep = [memoryview(b)]
try:
    b.append(0)
except BufferError as e:
    print("held in list:", e)
keep.clear()
b.append(ord("f"))
print(b)
try:
    b.extend(memoryview(b))
except BufferError as e:
    print("self-extend:", e)
print(b)
# ---
b = bytearray(b"ab")
m = memoryview(b)
try:
    b.pop(5)
except IndexError as e:
    print("pop index first:", e)
try:
    b.insert(0, 300)
except ValueError as e:
    print("insert value first:", e)
e = bytearray()
em = memoryview(e)
e.clear()
e += b""
print("empty ok", e)
try:
    e.pop()
except IndexError as x:
    print(x)
m.release()
m.release()
print(m == m, m != b)
