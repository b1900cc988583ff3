import math
print(math.hypot(3, 4), math.hypot(5, 12), math.hypot(3, 4, 12), math.hypot(0.5, 0.25), math.hypot(-3, -4))
print(math.hypot(2**26 + 1, 1), math.hypot(2**27 + 1, 3), math.hypot(2**40, 2**40), math.hypot(1e-200, 1e-200))
print(math.hypot(1e200, 1e200), math.hypot(0.1, 0.2), math.hypot(1, 2), math.hypot(-0.0, 0.0), math.hypot(0, 0, 0))
print(math.dist((1, 2), (4, 6)), math.dist((0.5, 1.5, 2.5), (1, 1, 1)), math.hypot(2**-400, 2**-400), math.hypot(2**400, 1))
# ---
print(0.1, 2.5, 123.456, 1e15, 1e16, 123456789012345.0, 1234567890123456.0, 0.1 + 0.2, 1e-5, 0.0001)
print(2.2250738585072014e-308, 5e-324, 1e-310, 1.7976931348623157e308, 2.0 ** -44, 1 / 3, 2 / 3, 100.0)
print([x / 10 for x in range(12)], [1.5 ** k for k in range(0, 60, 7)])
print(repr(-0.5), str(-123.25), f"{0.3!r}", [9007199254740993.0, 4.35, 0.07, 1.1 * 3])
# ---
import re
text = " ".join("w%d-%d" % (i, i * 7 % 100) for i in range(3000))
found = re.findall(r"w(\d+)-(\d+)", text)
print(len(found), found[:2], found[-1])
print(len(re.sub(r"\d", "#", text)), re.sub(r"-(\d+)", lambda m: "+" + m.group(1)[::-1], text[:40]))
print(len(re.split(r"\s+", text)), [m.span() for m in re.finditer(r"w29\d\d", text)][:3])
m = re.search(r"(?P<w>w2999)-(\d+)$", text)
print(m.group("w"), m.groups(), m.span(), m.lastindex, m.string is text)
# ---
print(list(range(5)), list(range(10, 0, -3)), list(range(0)), list(range(5, 5)), sorted(range(9, -1, -2)))
a = [1, 2]
a.extend(range(3, 6))
print(a, len(list(range(-10**3, 10**3, 7))), sorted(range(3), reverse=True))
