class MyErr(OSError):
    pass
e = MyErr(2, "No such file", "f.txt")
print(e.errno, e.strerror, e.filename, str(e), e.args)
class Wrapped(OSError):
    def __init__(self, m):
        super().__init__(2, m, "fn")
w = Wrapped("boom")
print(w.errno, w.filename, w.args, str(w))
print(FileNotFoundError(2, "nf").errno, repr(FileNotFoundError(2, "nf")))
# ---
class NE(NameError):
    pass
print(NE("x", name="foo").name, NameError("y").name, NameError("z", name="q").name)
class IE(ImportError):
    pass
i = IE("m", name="mod", path="/p")
print(i.name, i.path, i.msg, repr(i), str(i))
print(ImportError("a", "b").msg, ImportError().msg, ModuleNotFoundError("m", name="x").name)
a = AttributeError("q", name="nm", obj=5)
print(a.name, a.obj, AttributeError("r").name)
for make in [lambda: NameError("x", foo=1), lambda: AttributeError("x", nam=1), lambda: ImportError("x", p=1),
             lambda: OSError("x", a=1), lambda: KeyError("x", a=1), lambda: NE("x", foo=1)]:
    try:
        make()
    except TypeError as err:
        print(err)
class KE(KeyError):
    pass
try:
    KE("x", a=1)
except TypeError as err:
    print(err)
print(str(KE("k")))
# ---
class SE(SyntaxError):
    pass
s = SE("bad", ("f.py", 3, 4, "x = (", 3, 5))
print(s.lineno, s.offset, s.filename, s.text, s.msg, s.end_lineno, s.end_offset, str(s))
s = SyntaxError("bad", ("dir/f.py", 3, 4, "x = (\n"))
print(str(s), s.print_file_and_line, s.end_lineno)
print(str(SyntaxError("bad", (None, 3, 4, "x"))), str(SyntaxError("bad", ("f", None, 4, "x"))))
print(str(SyntaxError("m")), SyntaxError("m").lineno, SyntaxError().msg)
try:
    SyntaxError("m", (1, 2))
except TypeError as err:
    print(err)
try:
    compile("x = (", "f.py", "exec")
except SyntaxError as err:
    print(repr(err.msg), err.lineno, err.offset, err.filename, repr(err.text), str(err))
try:
    exec("a b")
except SyntaxError as err:
    print(err.lineno, err.filename, repr(err.text), type(err).__name__)
try:
    compile("def f():\n  x = 1\n   y = 2\n", "g.py", "exec")
except IndentationError as err:
    print(type(err).__name__, err.lineno, err.filename, repr(err.text))
# ---
for call in ["set.add(frozenset(), 1)", "list.append((), 1)", "dict.get([], 1)", "str.upper(5)",
             "int.bit_length('x')", "dict.keys(5)", "float.is_integer(1)", "tuple.count([], 1)",
             "bytes.hex('a')", "set.union([1], [2])", "str.join(1, [])", "object().__getattribute__(1)",
             "object().__setattr__(1, 2)", "object().__delattr__(1)"]:
    try:
        print(eval(call))
    except Exception as e:
        print(call, type(e).__name__, e)
# ---
import re
print(re.findall("😀+", "a😀😀b😀"))
print(re.sub("[😀-😂]", "X", "a😁b"))
print(re.search(r"\U0001F600", "x😀").span(), re.search("b😀+c", "ab😀😀c").group())
print(re.split("😀", "a😀b😀c"), re.fullmatch("(😀|x)*", "x😀x") is not None)