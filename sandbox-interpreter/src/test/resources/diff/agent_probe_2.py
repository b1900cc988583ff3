for f in [lambda: "abc".split(1), lambda: "abc".rsplit(b"x"), lambda: "a b".split(None), lambda: "a,b".split(sep=",")]:
    try:
        print(f())
    except TypeError as e:
        print("TypeError:", e)
# ---
cases = [(-1, 'c'), (65, '+c'), (65, '-c'), (65, ' c'), (65, ',c'), (65, '_c'), (65, '#c'), (65, '=5c'), (65, '05c'),
         (0x110000, 'c'), (2**70, 'c'), (65, '.2c'), (65, 'c'), (0x1F600, '^3c'), (True, 'c')]
for v, s in cases:
    try:
        print(repr(format(v, s)))
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
# ---
cases = [(1, ',q'), ("s", ","), ("s", ",s"), ("s", "_"), ("s", "-"), ("s", "+5"), (1, ",x"), (1, "_x"), (1, "_b"),
         (1, ",n"), (1.5, ",n"), (1.5, "_g"), (1, ",b"), (1j, ","), (1.5, ",%"), (1, ",,"), (1, ",_"), (1, "_,"),
         (1234567, ",d"), (1234567, "_"), (255, "_X"), (1234.5, ",.1f")]
for v, s in cases:
    try:
        print(repr(format(v, s)))
    except ValueError as e:
        print("ValueError:", e)
print(f"{1234567:,}", "{:_x}".format(2**40))
# ---
from statistics import NormalDist, StatisticsError
nd = NormalDist(100, 15)
print(nd.inv_cdf(0.9), nd.inv_cdf(0.5), nd.inv_cdf(1e-10), nd.inv_cdf(1 - 1e-12), nd.inv_cdf(0.02), nd.inv_cdf(0.98))
print(NormalDist().inv_cdf(1e-300), NormalDist().quantiles(), nd.quantiles(10))
print(NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)), NormalDist(0, 1).overlap(NormalDist(1, 1)))
print(NormalDist(3.2, 2.0).overlap(NormalDist(2.4, 1.6)))
print(NormalDist(5, 2).samples(4, seed=7), len(NormalDist().samples(3)))
for f in [lambda: nd.inv_cdf(0), lambda: nd.inv_cdf(1.0), lambda: NormalDist(1, 0).inv_cdf(0.5),
          lambda: nd.overlap(3), lambda: NormalDist(1, 0).overlap(nd)]:
    try:
        print(f())
    except (StatisticsError, TypeError) as e:
        print(type(e).__name__, e)
# ---
calls = ["'a'.join()", "'a'.join(1, 2)", "[].append()", "[].extend()", "[].index()", "[].insert(1)", "[].count()",
         "[].remove()", "{}.get()", "{}.setdefault()", "{}.pop()", "{}.update(1, 2)", "set().discard()",
         "'a'.startswith()", "'a'.split(1, 2, 3)", "'a'.replace('a')", "'a'.encode(1, 2, 3)", "'a'.count()",
         "'a'.find()", "'a'.strip(1, 2)", "'a'.ljust()", "'a'.center()", "'a'.format_map()", "(1,).index()",
         "(1,).count()", "len()", "len(1, 2)", "abs()", "isinstance(1)", "getattr(1)", "divmod(1)", "round()",
         "sorted()", "min()", "sum()", "iter()", "next()", "hash()", "id()", "repr()", "ord()", "chr()",
         "b''.decode(1, 2, 3)", "'a'.removeprefix()", "'a'.zfill()", "'a'.expandtabs(1, 2)", "[].pop(1, 2)",
         "{}.fromkeys()", "{}.items(1)", "{}.keys(1)", "{}.values(1)", "'x'.upper(1)", "'x'.isdigit(1)",
         "'x'.lower(None)", "[].copy(1)", "[].clear(1)", "[].reverse(1)", "set().issubset()", "'a'.partition()",
         "'a'.splitlines(1, 2)", "'a'.translate()", "str.maketrans()", "(1.5).is_integer(1)", "(5).bit_length(2)",
         "b'x'.hex(1, 2, 3)", "bytearray().append()", "set().pop(1)", "{}.popitem(1)", "'a'.title(1)",
         "'a'.upper()", "'A b'.split(' ', 1)", "'a'.encode('utf-8', 'strict')", "[3, 1].index(1, 0, 2)"]
for c in calls:
    try:
        print(c, "->", eval(c))
    except Exception as e:
        print(c, type(e).__name__, e)
m = "abc".upper
try:
    m(1)
except TypeError as e:
    print(e)
print(str.upper("x"), list.append.__name__, sorted(map(str.strip, [" b", "a "])))

# ---
for s in ["{", "}", "{0[}", "a{", "x}y", "{0", "{0:", "{!r}", "{0!}", "{0!x}", "{:{:{}}}", "}}{", "{0[1}", "{0.}", "{.a}", "{[}",
          '{0!r', '{a{b}}', '{0!', '{0!r:', '{0:{}', '{0:{1}}', '{0[a]b}', '{0[]}', '{0:>{1}}x', '{0!r:>5}', '{0:}}', '{x[}]}',
          "{0[0]}", "{{0}}", "{0!s:^7}|", "{x}", "{0}{1}{0}", "{:}", "{0:{x[}]}}", "{0!rr}", "{0[0]!r:>{1}}"]:
    try:
        print(repr(s), repr(s.format([1, 2], 3, x={'}': 9})))
    except Exception as e:
        print(repr(s), type(e).__name__, e)
for v in ["ab", "", 65, 3.0, 1.5, "a", 0x110000, -1, True, 2**80, "é"]:
    try:
        print(repr("%c|%3c|%-3c" % (v, v, v)))
    except Exception as e:
        print(type(e).__name__, e)
for s in ["{0[0]x}", "{0[0].real}", "{0.real.imag}", "{:{}}", "{:{:{}}}", "{0:{1}.{1}}", "{0..a}", "{0.a[}"]:
    try:
        print(repr(s), repr(s.format(1.5, 3)))
    except Exception as e:
        print(repr(s), type(e).__name__, e)

# ---
from decimal import Decimal, Context, getcontext
import decimal
D = Decimal("1.5")
for f in [lambda: D < "x", lambda: D + "x", lambda: "x" + D, lambda: len(D), lambda: D[0], lambda: D.foo, lambda: iter(D), lambda: D + 1.5, lambda: 1.5 * D,
          lambda: D(), lambda: hash([D]), lambda: {D: 1}[Decimal(2)], lambda: sorted([D, "a"]), lambda: getcontext().foo, lambda: D % "x", lambda: -"x", lambda: round(D, "x"),
          lambda: int("x" + str(D)), lambda: divmod(D, "x"), lambda: D ** "x", lambda: abs(getcontext())]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
class MyDec(Decimal):
    pass
try:
    MyDec(1) < "x"
except TypeError as e:
    print(e)
print(type(D), type(getcontext()), Decimal.__name__, Decimal.__qualname__, Decimal.__module__, repr(Decimal), MyDec)

# ---
from decimal import Decimal
from datetime import date
for f in [lambda: Decimal(1)[0], lambda: Decimal[1], lambda: date.today()[0], lambda: date[0]]:
    try:
        f()
    except TypeError as e:
        print(e)

# ---
rows = [("alpha", True, 3.5), ("beta", False, 12.25)]
for name, active, score in rows:
    print(f"{name:<8}|{active:<6}|{active!s:<6}|{active:^7}|{active:d}|{active:x}|{active:.1f}|{score:>7.2f}|")
print(format(True, ""), format(False, ""), format(True, "5"), "{:>4}".format(False), "%5s|%-5r|%d" % (True, False, True))
print("%a %a %a %5.3a|" % ("é", "x\u2603", [1, "ü"], "ñabc"), "%r" % "é")
# ---
try:
    import nonexistent_mod_xyz
except ModuleNotFoundError as e:
    print(type(e).__name__, e.name, e.path, isinstance(e, ImportError))
try:
    import missing_pkg_xyz.sub.mod
except ImportError as e:
    print(type(e).__name__, e.name)
try:
    from missing_pkg_xyz import thing
except ImportError as e:
    print(type(e).__name__, e.name)

# ---
for s in ["0x1.8p1", "-0x1p-2", "inf", "-Infinity", "nan", " 0x1.999999999999ap-4 ", "1.8p1", "0xA", "0x.8", "0x1.", "+0x1p+3", "0x1p-1080", "0x1p99999999999999999", "0x1p-99999999999", "0x", "xyz", "0x1.8p", "", "0x1.fffffffffffffp1023", "0x1.fffffffffffff8p1023", (0.1).hex()]:
    try:
        print(repr(s), float.fromhex(s))
    except (ValueError, OverflowError) as e:
        print(repr(s), type(e).__name__, e)
class F(float):
    pass
print(type(F.fromhex("0x1p1")).__name__, F.fromhex("0x1p1"), float.fromhex(float.hex(3.14159)) == 3.14159)
for bad in [lambda: float.fromhex(), lambda: float.fromhex(1), lambda: float.fromhex("0x1", 2)]:
    try:
        bad()
    except TypeError as e:
        print(e)
