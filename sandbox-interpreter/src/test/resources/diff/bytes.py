b = b"hello world hello"
print(b.find(b"hello", 1), b.find(b"o", 5, 9), b.rfind(b"hello", 0, 10), b.find(111), b.rfind(ord("l")))
print(b.index(b"world"), b.rindex(b"o"), b.count(b"l", 3), b.count(b"l"), b.count(b""))
print(b.startswith((b"x", b"he")), b.endswith((b"lo",)), b.startswith(b"world", 6), b.endswith(b"hello", 0, 5))
try:
    b.index(b"zz")
except ValueError as e:
    print("ValueError:", e)
try:
    b.find("h")
except TypeError as e:
    print("TypeError:", e)
# ---
b = b"  a b\tc\n d  "
print(b.split(), b.split(None, 1), b.rsplit(None, 1), b.strip(), b.lstrip(), b.rstrip(), b.strip(b" ad"))
print(b"a,b,,c".split(b","), b"a,b,,c".rsplit(b",", 1), b"a,b,,c".split(b",", maxsplit=2))
print(b"x\r\ny\rz\n\nw".splitlines(), b"x\r\ny\rz\n".splitlines(True), b"a\x85b\x1cc".splitlines())
print(b"\xa0 x \xa0".strip(), b"\xa0 x".split())
print(b"k=v=w".partition(b"="), b"k=v=w".rpartition(b"="), b"kvw".partition(b"="))
# ---
b = b"Hello World \xe9\xc9 abc123"
print(b.upper(), b.lower(), b.swapcase(), b.title(), b"hELLO wORLD".capitalize())
print(b"abc".isalpha(), b"ab1".isalnum(), b"123".isdigit(), b"".isdigit(), b" \t".isspace(), b"\xe9".isalpha())
print(b"abc".islower(), b"ABC1".isupper(), b"Hello World".istitle(), b"hello".istitle(), b"\x80".isascii(), b"a".isascii())
print(b"ab".center(7, b"*"), b"ab".ljust(5), b"ab".rjust(5, b"0"), b"-42".zfill(6), b"a\tb".expandtabs(4))
print(b"prefix-body".removeprefix(b"prefix-"), b"body.txt".removesuffix(b".txt"), b"aaa".replace(b"a", b"bb", 2))
# ---
print(b"-".join([b"a", bytearray(b"b"), b"c"]), bytearray(b", ").join([b"x", b"y"]))
try:
    b"-".join([b"a", "b"])
except TypeError as e:
    print("TypeError:", e)
t = bytes.maketrans(b"abc", b"xyz")
print(b"aabbcc-d".translate(t), b"aabbcc-d".translate(None, b"ab"), b"hello".translate(t, b"l"))
# ---
ba = bytearray(b"abcdef")
ba[1:3] = b"XYZ"; print(ba)
ba[::2] = b"1234"; print(ba)
del ba[0]; print(ba)
del ba[1:3]; print(ba)
ba.insert(0, 65); ba.insert(-1, 66); ba.insert(100, 67); print(ba)
print(ba.pop(), ba.pop(0), ba)
ba.remove(ord("4")); ba.reverse(); print(ba, ba.copy(), len(ba))
ba.clear(); print(ba, len(ba))
ba += b"xy"; ba.extend([1, 2]); ba[0:0] = [3, 4]; print(ba, ba.upper(), ba.find(b"y"), type(ba.split(b"y")[0]).__name__)
try:
    ba[0:1] = 5
except TypeError as e:
    print("TypeError:", e)
try:
    bytearray().pop()
except IndexError as e:
    print("IndexError:", e)

# ---
print(b"%s|%b|%r|%a" % (b"z", bytearray(b"q"), b"r", "é"))
print(b"%s" % memoryview(b"m"))
try:
    b"%s" % "str"
except TypeError as e:
    print(e)
print(b"%5s|%-4b|" % (b"ab", b"c"))
class B:
    def __bytes__(self): return b"BB"
print(b"%s" % B())
print(b"%c%c|%(k)s|%x|%5.1f|%%" % (65, b"z", 255, 2.25) if False else b"%(k)s-%(n)d" % {b"k": b"v", b"n": 3})
print(b"%c%c|%x|%5.1f|%%|%r" % (65, b"z", 255, 2.25, "é"), bytearray(b"%s") % b"q")
for bad in [(b"%c", 256), (b"%s %s", (b"a",)), (b"%s", (b"a", b"b")), (b"%d", b"x"), (b"%c", "x")]:
    try:
        print(bad[0] % bad[1])
    except Exception as e:
        print(type(e).__name__, e)
