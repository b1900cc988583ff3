import io
s = io.StringIO()
print(s.write("hello\n"), s.write("world"), s.tell(), repr(s.getvalue()), s.read(), s.seek(0), s.read(3), s.tell(), repr(s.readline()), repr(s.readline()), repr(s.readline()))
s.seek(2)
s.write("XY")
print(repr(s.getvalue()), s.tell(), s.seek(0, 2), s.seek(20), s.write("!"), repr(s.getvalue()), s.truncate(4), repr(s.getvalue()), s.tell())
t = io.StringIO("a\nbb\n\nccc")
print(list(t), t.read(), t.seek(0), t.readlines(), t.seek(0), t.readlines(3), t.seek(0), [x for x in t], t.seek(1), t.readline(1), t.readline(0), t.readline(-1), t.read(None), t.readline(None))
with io.StringIO("x") as f:
    print(f.read(), f.closed, f.readable(), f.writable(), f.seekable(), f.isatty(), f.flush(), f.encoding, f.errors, f.line_buffering, f.newlines)
print(f.closed)
u = io.StringIO()
print("to", "stringio", sep="-", end="!\n", file=u)
u.writelines(["a", "b\n"])
print(repr(u.getvalue()), isinstance(u, io.TextIOBase), isinstance(u, io.IOBase), io.SEEK_SET, io.SEEK_CUR, io.SEEK_END)
for nl in [None, "", "\n", "\r", "\r\n"]:
    v = io.StringIO("a\r\nb\rc\nd", newline=nl)
    print(repr(nl), repr(v.getvalue()), v.readlines())
# ---
import io
s = io.StringIO("abc")
s.close()
for f in [s.getvalue, s.read, lambda: s.write("x"), s.tell, lambda: s.seek(0), lambda: iter(s), s.readline, lambda: next(s), s.readable, s.flush, s.isatty, s.__enter__, s.truncate]:
    try:
        print(f())
    except ValueError as e:
        print(type(e).__name__, e)
s = io.StringIO("abc")
for f in [lambda: s.seek(-1), lambda: s.seek(1, 1), lambda: s.seek(0, 1), lambda: s.seek(1, 2), lambda: s.seek(0, 3), lambda: s.write(1), lambda: io.StringIO(1), lambda: s.read("x"), lambda: s.truncate(-1), lambda: s.seek("a"), lambda: s.fileno(), lambda: s.seek(1.5), lambda: io.StringIO(newline="x"), lambda: s.detach(), lambda: io.StringIO(b"x")]:
    try:
        print(repr(f()))
    except (ValueError, TypeError, OSError) as e:
        print(type(e).__name__, e, isinstance(e, io.UnsupportedOperation))
# ---
import io
b = io.BytesIO(b"line1\nline2\nend")
print(b.read(3), b.tell(), b.readline(), b.readlines(), b.read(), b.seek(-3, 2), b.read(), b.seek(-100, 1), b.tell(), b.getvalue())
b = io.BytesIO()
print(b.write(b"abc"), b.write(bytearray(b"de")), b.getvalue(), b.seek(1), b.write(b"Z"), b.getvalue(), b.seek(8), b.write(b"!"), b.getvalue(), b.truncate(3), b.getvalue(), b.tell())
b.seek(0)
print(list(b), b.read1(), b.readable(), b.writable(), b.seekable())
c = io.BytesIO(b"xyz")
buf = bytearray(2)
print(c.readinto(buf), buf, c.read())
with io.BytesIO(b"q") as d:
    print(d.read())
for f in [d.getvalue, d.read, lambda: d.write(b"x"), d.tell, lambda: d.seek(0), lambda: io.BytesIO("x"), lambda: io.BytesIO().write("s"), lambda: io.BytesIO().seek(-1), lambda: io.BytesIO().seek(1, 3), lambda: io.BytesIO(b"a").read(1.0)]:
    try:
        print(f())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
# ---
import io
s = io.StringIO()
for i in range(1000):
    s.write(str(i))
    s.write(",")
v = s.getvalue()
print(len(v), v[:20], v[-10:], s.tell())
s.seek(5)
print(s.read(10), s.tell())
b = io.BytesIO()
for i in range(500):
    b.write(bytes([i % 256]))
print(len(b.getvalue()), b.getvalue()[250:260])
# ---
import csv, io
data = 'name,age,city\r\n"Smith, J",42,"New\nYork"\r\nDoe,,"say ""hi"""\r\n\r\nlast,1,x'
r = csv.reader(io.StringIO(data, newline=''))
for row in r:
    print(row, r.line_num)
print(list(csv.reader(["a,b", "c,d\n", "", "e"])), list(csv.reader(['  a, b,  "c"'], skipinitialspace=True)), list(csv.reader(["a;b;'c;d'"], delimiter=";", quotechar="'")))
print(list(csv.reader(['a\tb'], dialect="excel-tab")), list(csv.reader(['a\\,b,c'], escapechar="\\")), list(csv.reader(['"a\\"b",c'], escapechar="\\", doublequote=False)), list(csv.reader(['a,"b'])), list(csv.reader(['"ab"cd,e'])))
print(list(csv.reader(['1,2.5,"x"', '"3",-4e2'], quoting=csv.QUOTE_NONNUMERIC)), list(csv.reader(['"a",b'], quoting=csv.QUOTE_NONE)), list(csv.reader(["a,b\r\n", "c\r"])), list(csv.reader(['x\\\n', 'y'], escapechar='\\')))
print(list(csv.reader(['"multi', 'line"', 'z'])), list(csv.reader([',', ',,', '""', '"",""'])), list(csv.reader(['a\0b'])))
# ---
# ---
import csv, io
for args in [(["a,\"b"],), (['"ab"cd'],), (["a,b"], ), ([b"a,b"],), (["a\rb"],), (["abc"],)]:
    for strict in (False, True):
        try:
            print(list(csv.reader(*args, strict=strict)))
        except csv.Error as e:
            print("Error", e)
try:
    list(csv.reader(['1,x'], quoting=csv.QUOTE_NONNUMERIC))
except ValueError as e:
    print("ValueError", e)
old = csv.field_size_limit(5)
try:
    list(csv.reader(['abcdefgh']))
except csv.Error as e:
    print(e, old, csv.field_size_limit())
csv.field_size_limit(old)
try:
    csv.reader([5]).__next__()
except csv.Error as e:
    print(e)
list(csv.reader(['a"b,"c'], strict=True))
# ---
# ---
import csv, io
s = io.StringIO()
w = csv.writer(s)
print(w.writerow(["a", "b,c", 'q"t', 1, 2.5, None, True, "", "line\nbreak"]))
w.writerows([[1, 2], [], [""], [None], ("x",), "ab"])
print(repr(s.getvalue()))
for kw in [dict(quoting=csv.QUOTE_NONE, escapechar="\\"), dict(doublequote=False, escapechar="\\"), dict(quoting=csv.QUOTE_ALL), dict(quoting=csv.QUOTE_NONNUMERIC), dict(delimiter="\t", lineterminator="\n"), dict(dialect="unix"), dict(quotechar="'", delimiter=";")]:
    for row in [["a,b", 'c"d', 1, 2.5, None, ""], [""], ["x;y", "it's"]]:
        s = io.StringIO()
        try:
            csv.writer(s, **kw).writerow(row)
            print(kw, repr(s.getvalue()))
        except csv.Error as e:
            print(kw, "Error", e)
for row in [["a\rb"], ["a\nb"], [" lead"], ["", ""]]:
    s = io.StringIO()
    csv.writer(s, lineterminator="\n").writerow(row)
    print(repr(s.getvalue()))
for bad in [5, "abc", [[1]]]:
    s = io.StringIO()
    try:
        csv.writer(s).writerow(bad)
        print(repr(s.getvalue()))
    except csv.Error as e:
        print("Error", e)
for kw in [dict(quoting=csv.QUOTE_NONE), dict(doublequote=False)]:
    try:
        csv.writer(io.StringIO(), **kw).writerow(['a"b,c'])
    except csv.Error as e:
        print("Error", e)
# ---
# ---
import csv, io
tests = [dict(delimiter=''), dict(delimiter='ab'), dict(delimiter=1), dict(delimiter=None), dict(quotechar='ab'), dict(quotechar=None), dict(quotechar=None, quoting=csv.QUOTE_NONE), dict(quotechar=1), dict(escapechar='ab'), dict(escapechar=1), dict(lineterminator=1), dict(lineterminator=''), dict(quoting=7), dict(quoting='a'), dict(doublequote=0), dict(delimiter='\t', skipinitialspace=1), dict(bogus=1), dict(strict='x'), dict(quotechar=None, quoting=csv.QUOTE_ALL)]
for t in tests:
    try:
        d = csv.reader([], **t).dialect
        print(t, 'ok', repr(d.delimiter), repr(d.quotechar), repr(d.escapechar), d.quoting, d.doublequote, repr(d.lineterminator), d.skipinitialspace, d.strict)
    except TypeError as e:
        print(t, type(e).__name__, e)
for name in ['excel', 'excel-tab', 'unix']:
    d = csv.get_dialect(name)
    print(name, repr(d.delimiter), repr(d.quotechar), d.quoting, repr(d.lineterminator))
csv.register_dialect('pipes', delimiter='|', quoting=csv.QUOTE_ALL)
class Semi(csv.excel):
    delimiter = ';'
csv.register_dialect('semi', Semi)
print(sorted(csv.list_dialects()), list(csv.reader(['a|b'], 'pipes')), list(csv.reader(['a;b'], Semi)), list(csv.reader(['a;b'], Semi(), delimiter=',')))
s = io.StringIO()
csv.writer(s, 'pipes').writerow([1, 'x'])
csv.writer(s, dialect='semi').writerow([1, 'x'])
print(repr(s.getvalue()))
csv.unregister_dialect('pipes')
for f in [lambda: csv.get_dialect('pipes'), lambda: csv.unregister_dialect('nope'), lambda: csv.reader([], 'nope'), lambda: csv.writer(5)]:
    try:
        f()
    except (csv.Error, TypeError) as e:
        print(type(e).__name__, e)
print(csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC, csv.QUOTE_NONE, issubclass(csv.Error, Exception), csv.excel.delimiter, csv.excel_tab.delimiter, csv.unix_dialect.quoting)
# ---
# ---
import csv, io
text = "id,name,score\n1,Ann,9.5\n\n2,Bob\n3,Cy,7,extra,more\n"
dr = csv.DictReader(io.StringIO(text))
print(dr.fieldnames, dr.line_num)
for row in dr:
    print(row, dr.line_num)
dr = csv.DictReader(["a,b", "1,2,3", "4"], restkey="rest", restval="?")
print(list(dr))
print(list(csv.DictReader(["1,2", "3,4"], fieldnames=["x", "y"])), list(csv.DictReader([])), csv.DictReader([]).fieldnames)
print(list(csv.DictReader(["a;b", "1;2"], delimiter=";")), list(csv.DictReader(iter(["k", "v"]), fieldnames=("key",))))
out = io.StringIO()
dw = csv.DictWriter(out, fieldnames=["id", "name", "note"], restval="-")
print(dw.writeheader())
dw.writerow({"id": 1, "name": "Ann, A.", "note": 'say "x"'})
dw.writerows([{"id": 2}, {"name": "Z", "id": 3}])
print(repr(out.getvalue()))
try:
    dw.writerow({"id": 4, "bad": 1})
except ValueError as e:
    print(e)
ig = csv.DictWriter(io.StringIO(), ["a"], extrasaction="ignore")
ig.writerow({"a": 1, "b": 2})
print(repr(ig.writer.dialect.delimiter), ig.extrasaction)
try:
    csv.DictWriter(io.StringIO(), ["a"], extrasaction="skip")
except ValueError as e:
    print(e)
u = io.StringIO()
csv.DictWriter(u, ["p", "q"], dialect="unix").writerows([{"p": 1, "q": None}])
print(repr(u.getvalue()))
rows = [["x", "y"]] + [[i, i * i] for i in range(5)]
buf = io.StringIO()
csv.writer(buf).writerows(rows)
buf.seek(0)
print([list(map(int, r)) for r in list(csv.reader(buf))[1:]])
# ---
import csv
s = csv.Sniffer()
for sample in ['a,b,c\n1,2,3\n4,5,6\n', 'a;b;c\n1;2;3\n', 'x\ty\n1\t2\n', '"a","b"\n"1","2"\n', 'name, age\nbob, 3\namy, 4\n', "'x';'y'\n'1';'2'\n", 'a|b|c\n1|2|3\n', 'id,name\n1,"Smith, J"\n2,"Doe, A"\n', 'h1:h2\nv:w\n']:
    try:
        d = s.sniff(sample)
        print(repr(d.delimiter), repr(d.quotechar), d.doublequote, d.skipinitialspace, d.quoting, repr(d.lineterminator), s.has_header(sample))
    except csv.Error as e:
        print('Error', e)
