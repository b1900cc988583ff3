import csv, io
rows = [[f"r{i}", i, i * 0.5, "a,b" if i % 3 == 0 else 'q"x' if i % 3 == 1 else "line\nbreak"] for i in range(300)]
buf = io.StringIO()
csv.writer(buf).writerows(rows)
back = list(csv.reader(io.StringIO(buf.getvalue(), newline="")))
print(len(back), back[:4], back[-1], repr(buf.getvalue()[:80]))
print(back == [[str(c) for c in r] for r in rows])
print(list(csv.reader(["a😀b😀c"], delimiter="😀")), list(csv.reader(['😀x,y😀,z'], quotechar="😀")))
out = io.StringIO()
csv.writer(out, delimiter="😀", quotechar="é").writerow(["x😀y", "é", "plain"])
print(repr(out.getvalue()))
print(list(csv.reader(io.StringIO("a,b\rc,d\r\ne,f\n", newline=""))))
try:
    list(csv.reader(io.StringIO("a,b\rc,d\r\ne,f\n")))
except csv.Error as e:
    print("Error", e)
s = io.StringIO("one\rtwo\r\nthree\nfour", newline="")
print([s.readline() for _ in range(5)])
s = io.StringIO("one\rtwo\r\nthree\nfour", newline=None)
print([l for l in s])
s = io.StringIO("x\r\ny\r\n", newline="\r\n")
print([s.readline(), s.readline(1), s.readline(), s.readline()])
b = io.BytesIO(b"l1\nl2\nl3")
print([x for x in b], b.tell())
dr = csv.DictReader(io.StringIO("k,v\n1,2\n3\n4,5,6\n\n7,8\n"), restval="-", restkey="extra")
print([r for r in dr], dr.line_num)
try:
    list(csv.reader(['"abc'], strict=True))
except csv.Error as e:
    print("Error", e)
try:
    csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE).writerow(["a,b"])
except csv.Error as e:
    print("Error", e)
print(list(csv.reader(['1, "2",3'], skipinitialspace=True, quoting=csv.QUOTE_NONNUMERIC)))
