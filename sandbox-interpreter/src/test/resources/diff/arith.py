print(7 // 2, -7 // 2, 7 // -2, -7 // -2)
# ---
print(7 % 3, -7 % 3, 7 % -3, -7 % -3)
# ---
print(7.5 // 2, -7.5 // 2, 7.5 % 2, -7.5 % 2)
# ---
print(2 ** 100, 2 ** -2, (-2) ** 3, 10 ** 20)
# ---
print(1 / 3, 2 / 2, 10 / 4, -1 / 3)
# ---
print(True + 1, True * 3, False - 1, True / 2)
# ---
print(0.1 + 0.2, 0.1 * 3, 1.1 * 1.1, 3.0 * 1.1)
# ---
print(1e16, 1e15, 1.5e-5, 0.0001, 0.00001, 123456789012345678.0)
# ---
print(float('inf'), -float('inf'), float('nan'), 1e308 * 10)
# ---
print(abs(-5), abs(-2.5), abs(True), divmod(17, 5), divmod(-17, 5), divmod(17.5, 5))
# ---
print(round(2.5), round(3.5), round(-2.5), round(2.675, 2), round(1234, -2), round(0.5))
# ---
print(int('42'), int('-0x1f', 16), int('0b101', 0), int(3.99), int(-3.99), int('  12  '))
# ---
print(float('3.5'), float(' -1e3 '), float(7), str(1.0), repr(2.50))
# ---
print(1 << 70, (1 << 70) >> 65, -1 >> 3, 5 & 3, 5 | 3, 5 ^ 3, ~5)
# ---
print(10 ** 30 // 7, 10 ** 30 % 7, -(10 ** 30) // 7, (10 ** 30) * (10 ** 30))
# ---
print(pow(2, 10), pow(2, 10, 1000), pow(3, -1, 7), pow(2.0, 0.5))
# ---
print(hex(255), oct(8), bin(10), hex(-255), bin(0))
# ---
print(3 < 4 < 5, 3 < 4 > 5, 1 == 1.0, 1 is 1, 'a' < 'b', [1, 2] < [1, 3], (1, 2) == (1, 2))
# ---
print(max(3, 1, 2), min([4, 2, 8]), max('abc'), min((3, 'a'), (1, 'b')), max([], default=0))
# ---
print(sum([1, 2, 3]), sum([0.1] * 10), sum([[1], [2]], []), sum(range(101)))
# ---
x = 5
x += 3
x *= 2
x -= 1
x //= 3
x **= 2
x %= 7
print(x)
# ---
print(1_000_000, 0xff, 0o17, 0b1010, 1_0.5)
# ---
print(10 == 10.0, hash(1) == hash(1.0), 0.5 == 1/2, 2**53 + 1 == float(2**53 + 1))
# ---
print(complex(1, 2), (1+2j) * (3-1j), abs(3+4j), 1j ** 2)
# ---
print(int(True), float(False), bool(0), bool(0.0), bool(''), bool('0'), bool([]), bool([0]))
# ---
print(7 / 2 * 2, 7 // 2 * 2, -0.0, 0.0 == -0.0)
# ---
print(1 // 0)
# ---
print(1 % 0)
# ---
print(1.0 / 0)
# ---
print(2 ** 0.5, 10 ** -1, 0 ** 0, 0.0 ** 0)
# ---
print(round(1.23456, 3), round(-1.5), round(1e20), round(12.5), round(13.5))
# ---
print(int('abc'))
# ---
print(float('x1'))
# ---
print(3 + 'a')
# ---
print(divmod(-7, 2), divmod(7, -2), -7 // 2.0)
# ---
print(100000000000000000000 / 3, 2**64 / 2**32, 1 / 7 * 7)
# ---
print(format(1234567.891, ','), format(0.5, '%'), format(42, '08b'), format(-42, '+d'))
