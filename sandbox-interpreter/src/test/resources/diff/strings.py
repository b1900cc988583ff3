s = "Hello, World"
print(s.lower(), s.upper(), s.swapcase(), s.title(), s.capitalize())
# ---
print("  pad  ".strip(), "xxhixx".strip("x"), "  a".lstrip(), "b  ".rstrip() + "|")
# ---
print("a,b,,c".split(","), "a b  c".split(), " a b ".split(" "), "a,b,c".split(",", 1), "a,b,c".rsplit(",", 1))
# ---
print("-".join(["a", "b", "c"]), "".join(reversed("abc")), ", ".join(map(str, [1, 2, 3])))
# ---
print("hello".replace("l", "L"), "hello".replace("l", "", 1), "aaa".replace("a", "b", 2))
# ---
print("hello".find("l"), "hello".rfind("l"), "hello".find("z"), "hello".index("e"), "hello".count("l"))
# ---
print("abc".startswith("a"), "abc".endswith(("x", "c")), "abc".startswith("b", 1))
# ---
print("42".isdigit(), "4a".isalnum(), "abc".isalpha(), "   ".isspace(), "Ab".istitle(), "ab".islower(), "AB".isupper())
# ---
print("abc".center(9, "*"), "abc".ljust(6, "-"), "abc".rjust(6), "42".zfill(5), "-42".zfill(5))
# ---
print("a\tb".expandtabs(4), "line1\nline2\r\nline3".splitlines(), "x".join("abc"))
# ---
print("key=value=x".partition("="), "key=value=x".rpartition("="), "abc".partition("z"))
# ---
s = "abcdefgh"
print(s[1:4], s[::2], s[::-1], s[-3:], s[:-3], s[5:1:-1], s[100:], s[-100:2])
# ---
print(len("héllo"), len("😀"), "😀"[0], "a😀b"[2], "naïve".upper())
# ---
print(repr("it's"), repr('say "hi"'), repr('both \' and "'), repr("tab\tnew\nline"), repr("\x00\x7f"))
# ---
print(str(123), str([1, 'a']), repr([1, 'a']), str(None), str(True), repr(1.0))
# ---
print(ord("A"), chr(97), chr(0x1F600), ord("é"))
# ---
print("%s is %d years, %.2f%%" % ("Bob", 30, 99.5), "%5s|%-5s|" % ("a", "b"), "%03d" % 7, "%x %X %o" % (255, 255, 8))
# ---
print("%r %s" % ("x", "x"), "%(name)s=%(val)d" % {"name": "a", "val": 1}, "%e" % 12345.678, "%g" % 0.0001234)
# ---
print("{} {}".format("a", "b"), "{1} {0}".format("a", "b"), "{x}-{y}".format(x=1, y=2), "{:>6}".format("r"))
# ---
print("{:.3f}".format(3.14159), "{:,}".format(1234567), "{:08.2f}".format(-3.5), "{:^10}".format("mid"), "{0!r}".format("q"))
# ---
print("{:b} {:o} {:x} {:#x} {:e}".format(10, 10, 255, 255, 1500.0), "{:%}".format(0.25), "{:+d}".format(5))
# ---
d = {"a": [1, 2]}
print("{0[a][1]} {0[a]}".format(d), "{:{w}}|".format("x", w=4))
# ---
n = 42; name = "W"
print(f"{n} {n:5d} {n:<5}| {name!r} {n*2} {n/5:.1f} {'nested'} {n:#x} {n:,}")
# ---
x = 3.14159
print(f"{x:.2f} {x:10.3f}| {x:e} {x:g} {x!s} {x=}")
# ---
print("abc" * 3, 3 * "ab", "a" + "b", "abc" in "xabcx", "z" not in "abc")
# ---
print("Hello"[1], "Hello"[-1], "x".isidentifier(), "1x".isidentifier(), "ab".encode())
# ---
print("ß".upper(), "ǅ".lower(), "hello world".title(), "o'neil's".title())
# ---
print(sorted("banana"), list("abc"), set("aab") == {"a", "b"}, tuple("ab"))
# ---
print("a-b_c d".replace("-", " ").split(), "CamelCaseString".lower(), "x".center(4, "."))
# ---
print("tEST".casefold(), "abc".translate(str.maketrans("ab", "xy")), "hello".translate({ord("l"): None}))
# ---
print("hello"[10])
# ---
print("abc".index("z"))
# ---
print("a" * -1 + "|", "abc"[1:1] + "|", str(), repr(""))
# ---
print("one two three".split(maxsplit=1), "a  b".split(" "), "".split(), "".split(","))
# ---
print("%5.1f|%-8.3e|%+d" % (3.14159, 1234.5, 3))
# ---
print("removeprefix".removeprefix("remove"), "suffix.py".removesuffix(".py"), "abc".isascii())
# ---
print(str(b"abc"), b"abc".decode(), "ü".encode("utf-8"), bytes([65, 66]), b"a" + b"b", b"abc"[0], b"abc"[1:])
