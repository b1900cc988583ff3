from datetime import datetime, date, timedelta, timezone
import math, calendar
x = 3.14159; name = "bob"
print(f"{x=}", f"{name!r:>8}", f"{x=:.2f}", f"{x*2 = }", f"{{literal}}", f"{'a' 'b'}", f"{3:>{5}}|{'c':^5}|")
print("{name} is {age}".format_map({"name": "A", "age": 3}), "%(a)s-%(b)05.1f" % {"a": 1, "b": 2.25})
print((1024).to_bytes(4, "big"), int.from_bytes(b"\x00\x10", "little"), b"\xde\xad\xbe\xef".hex(":"), bytes.fromhex("de ad"), (255).bit_length(), (-7).bit_count())
print(math.fsum([0.1] * 10), sum([[1], [2]], start=[]), min([], key=len, default="none"), list(enumerate("ab", start=5)), round(1234.5678, -2), round(-0.5), divmod(7.5, 2))
print(complex(1, -2), f"{1+2j:.1f}", abs(3+4j), (1j) ** 2, format(1e-10, "g"), format(123456789.0, "g"), format(0.0001, ".2%"), format(-1.5, "+.3e"))
d = datetime(2024, 2, 29, 13, 45, 30, 123456)
print(d, d.isoformat(), d.strftime("%Y-%m-%d %H:%M:%S.%f %a %b %j %U %p %I"), d.timestamp() if False else "", d.date(), d.time(), d.weekday(), d.isocalendar())
print(datetime.strptime("2023-12-25 08:30", "%Y-%m-%d %H:%M"), datetime.fromisoformat("2024-01-02T03:04:05+02:00"), date.fromisoformat("2024-03-01") - date(2024, 1, 1))
print(d + timedelta(days=1, seconds=3600 * 11), (d - datetime(2024, 1, 1)).total_seconds(), timedelta(hours=25, minutes=-1), timedelta(microseconds=-1), str(timedelta(days=-2, hours=3)))
print(d.replace(tzinfo=timezone.utc).astimezone(timezone(timedelta(hours=-5))), datetime(2024, 1, 1, tzinfo=timezone.utc).utcoffset(), calendar.monthrange(2024, 2), calendar.isleap(1900))
print(sorted(["b", "A", "c", "B"], key=str.lower), sorted([(1, "b"), (1, "a"), (0, "z")]), sorted("hello", reverse=True), max([3, 1, 3], key=lambda v: -v))
print(repr(1e100), repr(1.0), 1e22, 1e21, 123e-20, 0.1 + 0.7, 2.675 * 100, float("1e309"), -float("inf"), int(-3.9), 7.0 // 2, -7.0 % 3, 3 % -2.5)
print(str(1/7)[:20], f"{1/3:.20f}", f"{2**0.5:.15g}", f"{1e-5:f}", f"{12345.6789:,.2f}", f"{0.5:%}", f"{42:#b} {42:#o} {42:#X} {42:_}", f"{-42:08d}", f"{3.0:n}")
print("  x ".strip(), "abc".removeprefix("a").removesuffix("c"), "a-b-c".rsplit("-", 1), "x".join("abc"), "Hello"[::-2], "%c%c" % (72, "i"), "ß".upper(), "ǅ".lower(), "İ".lower().encode())
# ---
print(b'\x01\x02\x03\x04\x05'.hex(':', 2), b'\x01\x02\x03\x04\x05'.hex(':', -2), b'abc'.hex('-'), b''.hex(':'), bytearray(b'\xff\x00').hex(' ', 1), b'ab'.hex(b'|'), b'abcd'.hex(sep='_', bytes_per_sep=3))
for bad in [("ab",), (":", "x")]:
    try:
        b'ab'.hex(*bad)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
k = {"a": 1, "b": 2}
print(sorted(k.keys() & {"b", "c"}), type(k.keys() & {"b"}).__name__, type({"b"} & k.keys()).__name__, sorted({"z"} | k.keys()), sorted(k.keys() - {"a"}), sorted(k.keys() ^ {"a", "q"}), type(frozenset({"a"}) & k.keys()).__name__, sorted(k.items() & {("a", 1)}))
for z in [1+2j, 2j, -1.5-0.25j, complex(0, -0.0), 1e20+1e-5j]:
    print([format(z, s) for s in ['', '.1f', '>20', '.2', '10.3e', '+.2f', ' g', '^30.3g', ',.2f', 'g', '+', ' ', '<12', '*^15.1e']])
for bad in ['05', '=10', 'd', '%']:
    try:
        format(1+2j, bad)
    except ValueError as e:
        print(e)
print(f"{3+4j:.3}", f"{3+4j!r:>12}", "{:.2f}".format(1j))
# ---
print(format(3.0, '.2'), format(1234.5,'.2'), format(3.0,'.5'), format(0.5, '.1'), format(3.0, 'n'), format(1234567.0, 'n'), format(3.5,'.3n'), format(1e20, '.3'), format(100.0, '.3'), format(float('inf'), '.2'), format(2.0, '#.3'), format(-0.0, '.2'), f"{7.0:10.4}|", format(12.0, '.0'), format(5, 'n'), format(1234, ',n') if False else '')
print(format(125.5,'.3'), format(99.99,'.3'), format(99.94,'.3'), format(0.0001234,'.2'), format(0.00001234,'.2'), format(10.0,'.2'), format(9.5,'.1'), format(1.5,'#.3'), format(150.0, '#.3'), format(1e16, '.17'), format(123456.0, '.10'), f"{2.5e-5:.3}", f"{-1234.0:.4}", f"{0.0:.3}")
