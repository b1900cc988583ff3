# round(float, n): the fast path (an exact product split by FMA) and the exact path give CPython's results
import hashlib
seed = 12345
out = []
for i in range(30000):
    seed = (seed * 6364136223846793005 + 1442695040888963407) % 2**64
    k = seed >> 40
    x = (k / 7.0) * (10.0 ** ((seed >> 8) % 16 - 8))
    if seed & 1:
        x = -x
    for n in (0, 1, 2, 3, 5, 8, 15, 17, 22, 23, -1, -3):
        out.append(repr(round(x, n)))
print(hashlib.sha256("\n".join(out).encode()).hexdigest(), len(out))
halves = [0.5, 1.5, 2.5, -0.5, -2.5, 0.125, 0.375, 2.675, 1.005, 0.285, 1.115, -1.115, 0.045, 5e-324, 1e300, -1e-300,
          4503599627370495.5, 4503599627370497.0, 2.0**52 + 1, 0.1 + 0.2, 1e22, 1e23, 123456789.125, -0.0, 0.0]
for h in halves:
    print(repr(h), [repr(round(h, n)) for n in (0, 1, 2, 3, 10, 22)], repr(round(h)) if abs(h) < 1e300 else "")
for i in range(1, 2000):
    v = i / 1000 + 0.0005
    out.append(repr(round(v, 3)))
    out.append(repr(round(i / 200, 2)))
    out.append(repr(round(-i / 8, 2)))
print(hashlib.sha256("\n".join(out).encode()).hexdigest())
print(round(float("nan"), 2), round(float("inf"), 3), round(-float("inf"), 0), round(1.7976931348623157e308, 2))
class F(float):
    def __round__(self, n=None):
        return "over"
print(round(F(1.5), 2), round(F(2.5)))
