import textwrap
text = "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs! How vexingly quick daft zebras jump?"
for w in [10, 20, 33, 70]:
    print(textwrap.wrap(text, w))
print(textwrap.fill(text, 25, initial_indent="* ", subsequent_indent="  "))
print(textwrap.wrap("a-very-long-hyphenated-word-that-goes-on and some well-known e-mail stuff--with dashes", 12))
print(textwrap.wrap("a-very-long-hyphenated-word-that-goes-on and some well-known stuff", 12, break_on_hyphens=False))
print(textwrap.wrap("supercalifragilisticexpialidocious is long", 10), textwrap.wrap("supercalifragilisticexpialidocious is long", 10, break_long_words=False))
print(textwrap.wrap("  leading   and\ttabs\there\nnewline  ", 12), textwrap.wrap("  leading   and\ttabs\there\nnewline  ", 12, drop_whitespace=False))
print(textwrap.wrap("a\tb\tc", 30, expand_tabs=False), textwrap.wrap("a\tb\tc", 30, tabsize=4), textwrap.wrap("x\ny", 30, replace_whitespace=False))
print(textwrap.wrap("Hello there. How are you? Fine. Mr. Smith", 80, fix_sentence_endings=True), textwrap.wrap("", 10), textwrap.wrap("   ", 10), textwrap.fill("word", 1))
# ---
import textwrap
s = "Hello  world, this is a   test of shortening text properly"
for w in [5, 11, 12, 15, 20, 40, 80]:
    print(repr(textwrap.shorten(s, w)), repr(textwrap.shorten(s, w, placeholder="...")))
print(textwrap.wrap(s, 15, max_lines=2), textwrap.wrap(s, 15, max_lines=2, placeholder=" ~"), textwrap.fill(s, 12, max_lines=3, initial_indent="> "))
for bad in [lambda: textwrap.wrap("x", 0), lambda: textwrap.shorten("hello world", 3), lambda: textwrap.wrap("x y", 5, max_lines=1, placeholder=" [......]")]:
    try:
        print(bad())
    except ValueError as e:
        print("ValueError", e)
w = textwrap.TextWrapper(width=16, subsequent_indent="    ", break_on_hyphens=False)
print(w.wrap("one two three four five six seven eight nine ten"), w.width, w.placeholder)
w.width = 9
print(w.fill("one two three four"))
# ---
import textwrap
print(repr(textwrap.dedent("    a\n      b\n    c\n")), repr(textwrap.dedent("  x\n\ty\n")), repr(textwrap.dedent("\t a\n\t b")), repr(textwrap.dedent("   \n    q\n  \n    r")))
print(repr(textwrap.dedent("no indent\n  here")), repr(textwrap.dedent("")), repr(textwrap.dedent("    only")), repr(textwrap.dedent("  a\n    b\n   c")))
print(repr(textwrap.indent("a\nb\n\nc", "> ")), repr(textwrap.indent("a\n  \nb", "+", lambda l: True)), repr(textwrap.indent("x\r\ny", "-")), repr(textwrap.indent("", "#")))
code = '''
    def f(x):
        return x * 2
'''
print(textwrap.dedent(code))
print(textwrap.indent(textwrap.dedent(code).strip(), "    "))
# ---
import pprint
data = {"name": "example", "values": list(range(30)), "nested": {"a": [1, 2, {"deep": ("x", "y" * 10)}], "b": None}, "flag": True, 3: 4.5}
pprint.pprint(data)
pprint.pprint(data, width=40)
pprint.pprint(data, width=40, indent=4)
pprint.pprint(data, depth=2)
pprint.pprint(data, width=50, compact=True)
print(pprint.pformat(data, sort_dicts=False, width=60))
pprint.pp({"z": 1, "a": 2, "m": list("abcdefghijklmnopqrstuvwxyz")}, width=30)
# ---
import pprint
print(pprint.pformat(list(range(100)), compact=True), pprint.pformat(tuple(range(40)), width=30))
print(pprint.pformat([("a" * 20, 1)] * 5), pprint.pformat((1,), width=1), pprint.pformat([[[[[1, 2]]]]], width=5))
print(pprint.pformat({3, 1, 2, 10, -5} | set(range(20, 40)), width=30), pprint.pformat(frozenset("abcdefghijklmnopqrstuvwxyz"), width=40), pprint.pformat(set()), pprint.pformat(frozenset()))
print(pprint.pformat("a long string " * 10, width=40))
print(pprint.pformat(["a long string with many words " * 3, "short"], width=40))
print(pprint.pformat("line one\nline two is longer than the width allows here\nend", width=30))
print(pprint.pformat(b"bytes bytes bytes bytes bytes bytes" * 2, width=30), pprint.pformat(bytearray(b"0123456789" * 5), width=30))
print(pprint.pformat({"k": "v" * 100}), pprint.pformat({"key": ["value " * 5] * 3}, width=50))
print(pprint.pformat(12345678901234567890, underscore_numbers=True), pprint.pformat([10**12, 3.5, -7], underscore_numbers=True))
# ---
import pprint
from collections import OrderedDict, defaultdict, Counter, deque, ChainMap
od = OrderedDict((k, k * 3) for k in "abcdefghijklmnop")
pprint.pprint(od)
dd = defaultdict(list)
for i in range(12):
    dd["key%d" % i].append(i)
pprint.pprint(dd, width=40)
pprint.pprint(Counter("the quick brown fox jumps over the lazy dog"), width=40)
pprint.pprint(deque(range(30)), width=40)
pprint.pprint(deque(range(30), maxlen=40), width=40)
pprint.pprint(ChainMap({"a": list(range(20))}, {"b": 2}), width=40)
print(pprint.pformat(OrderedDict()), pprint.pformat(Counter()), pprint.pformat(deque()), pprint.pformat(defaultdict(int)))
# ---
import pprint
r = [1, 2]
r.append(r)
d = {"self": None}
d["self"] = d
print(pprint.isrecursive(r), pprint.isreadable(r), pprint.isreadable([1, "a", (2.5, None)]), pprint.isreadable(object()), pprint.isrecursive([1]), pprint.saferepr([1, {"b": 2, "a": 1}]))
print(pprint.saferepr(r).startswith("[1, 2, <Recursion on list with id="), pprint.pformat(d).startswith("{'self': <Recursion on dict with id="))
class P:
    def __repr__(self):
        return "P(" + "x" * 50 + ")"
pprint.pprint([P(), P()], width=60)
class L(list):
    pass
class R(list):
    def __repr__(self):
        return "R!"
pprint.pprint(L(range(40)), width=40)
pprint.pprint(R(range(40)), width=40)
pp = pprint.PrettyPrinter(indent=2, width=30, depth=3)
print(pp.pformat({"a": {"b": {"c": {"d": 1}}}, "l": [[[[1]]]]}), pp.isreadable({"a": 1}), pp.isrecursive(r))
for bad in [lambda: pprint.PrettyPrinter(indent=-1), lambda: pprint.PrettyPrinter(depth=0), lambda: pprint.PrettyPrinter(width=0)]:
    try:
        bad()
    except ValueError as e:
        print("ValueError", e)
import io
s = io.StringIO()
pprint.pprint({"to": "stream"}, stream=s)
pprint.PrettyPrinter(stream=s, width=10).pprint(list(range(5)))
print(repr(s.getvalue()))
print(pprint.pformat({1: "a", "b": 2, None: 3, (1, 2): 4}))
# ---
import pprint
deep = []
cur = deep
for i in range(50):
    cur.append([i])
    cur = cur[0]
print(len(pprint.pformat(deep)), len(pprint.pformat(deep, width=20)))
big = []
for i in range(100000):
    big = [big]
try:
    pprint.pformat(big)
except RecursionError:
    print("RecursionError")
