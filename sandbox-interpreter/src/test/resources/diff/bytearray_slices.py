# bytearray slice assignment and deletion, contiguous and extended, growing, shrinking and aliased
import itertools
base = bytes(range(20))
slices = [slice(None), slice(2, 8), slice(8, 2), slice(-5, None), slice(None, None, 2), slice(1, None, 3),
          slice(None, None, -1), slice(15, 3, -4), slice(-1, -20, -7), slice(5, 5), slice(30, 40), slice(-30, 3)]
for sl in slices:
    b = bytearray(base)
    del b[sl]
    n = len(range(*sl.indices(20)))
    c = bytearray(base)
    try:
        c[sl] = bytes(range(100, 100 + n))
        same = bytes(c)
    except ValueError as e:
        same = str(e)
    d = bytearray(base)
    try:
        d[sl] = b"xy"
        grown = bytes(d)
    except ValueError as e:
        grown = str(e)
    print(sl, bytes(b), same, grown)
for value in [b"", b"abc", bytearray(b"q" * 30), [65, 66], (x for x in (1, 2, 3)), memoryview(b"mv"), range(3)]:
    b = bytearray(b"0123456789")
    b[3:5] = value
    print(bytes(b), len(b))
b = bytearray(b"abcdef")
b[1:3] = b
print(b)
b = bytearray(b"abcdef")
b[::2] = b[1::2]
print(b)
for bad in [5, "str", [300], [-1], [1, "x"], None]:
    b = bytearray(b"abcdef")
    for sl in (slice(1, 3), slice(None, None, 2)):
        try:
            b[sl] = bad
            print("ok", b)
        except (TypeError, ValueError) as e:
            print(type(e).__name__, e)
n = 2000
sieve = bytearray([1]) * (n + 1)
sieve[0:2] = b"\x00\x00"
for i in range(2, int(n ** 0.5) + 1):
    if sieve[i]:
        sieve[i * i::i] = bytes(len(range(i * i, n + 1, i)))
print(sum(sieve), [i for i, v in enumerate(sieve) if v][-5:])
b = bytearray(range(50))
del b[::3]
del b[-1:-10:-2]
b[10:10] = b"INSERT"
b[-3:] = b""
print(bytes(b), len(b))
s=slice(1,10,2); print(s.indices(5), slice(None).indices(3), slice(-100, 100, -3).indices(10), slice(8, 2).indices(5))
for bad in [-1, "x"]:
    try: print(slice(1).indices(bad))
    except Exception as e: print(type(e).__name__, e)
try: print(slice(0, 10, 0).indices(5))
except Exception as e: print(type(e).__name__, e)
