import codecs
for name in ["utf-8", "UTF8", "utf_8_sig", "latin-1", "L1", "ascii", "cp1252", "utf-16", "utf-16-le", "UTF-32-BE",
             "u8", "iso-8859-15", "rot13", "hex", "base64"]:
    info = codecs.lookup(name)
    print(name, info.name, isinstance(info, tuple), len(info))
print(codecs.BOM_UTF8, codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE, codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE)
print(codecs.BOM == codecs.BOM_UTF16, codecs.BOM_LE, codecs.BOM_BE, codecs.BOM_UTF32 == codecs.BOM_UTF32_LE)
print(codecs.encode("caf\u00e9", "utf-8"), codecs.decode(b"caf\xc3\xa9"), codecs.encode("caf\u00e9", "latin-1"))
print(codecs.encode("h\u00e9\u20ac", "utf-16"), codecs.decode(b"\xff\xfeh\x00i\x00", "utf-16"))
print(codecs.encode("x", "utf-8-sig"), codecs.decode(codecs.BOM_UTF8 + b"x", "utf-8-sig"), codecs.decode(b"x", "utf-8-sig"))
print(codecs.encode("\u20ac", "cp1252"), codecs.decode(b"\x80\x93", "cp1252"), codecs.encode("ab", "utf-32"))
print(codecs.encode("caf\u00e9 \u20ac", "ascii", "ignore"), codecs.encode("caf\u00e9 \u20ac", "ascii", "replace"))
print(codecs.encode("caf\u00e9 \u20ac", "ascii", "backslashreplace"), codecs.encode("\u20ac", "latin-1", "xmlcharrefreplace"))
print(codecs.decode(b"a\xffb", "utf-8", "replace"), codecs.decode(b"a\xffb", "utf-8", "ignore"))
print(codecs.decode(b"a\xffb", "utf-8", "backslashreplace"), ascii(codecs.decode(b"a\xffb", "utf-8", "surrogateescape")))
print(codecs.encode(codecs.decode(b"a\xffb", "utf-8", "surrogateescape"), "utf-8", "surrogateescape"))
print(codecs.encode("Hello", "rot13"), codecs.decode("Uryyb", "rot_13"))
print(codecs.encode(b"hi", "hex"), codecs.decode(b"6869", "hex"), codecs.encode(b"hi", "base64"), codecs.decode(b"aGk=\n", "base64"))
print(codecs.decode(codecs.encode(b"zzz" * 10, "zlib"), "zlib"))
enc = codecs.getencoder("utf-8")
dec = codecs.getdecoder("latin-1")
print(enc("h\u00e9"), dec(b"h\xe9"), codecs.getencoder("utf-16-le")("ab"))
# ---
import codecs
inc = codecs.getincrementaldecoder("utf-8")()
data = "h\u00e9llo \u20ac\U0001F600".encode("utf-8")
print([inc.decode(data[i:i + 1]) for i in range(len(data))], inc.decode(b"", final=True))
d16 = codecs.getincrementaldecoder("utf-16")()
raw = "abc\u00e9".encode("utf-16")
print([d16.decode(raw[i:i + 3]) for i in range(0, len(raw), 3)])
e16 = codecs.getincrementalencoder("utf-16")()
print(e16.encode("ab"), e16.encode("c"), e16.encode("", final=True))
esig = codecs.getincrementalencoder("utf-8-sig")()
print(esig.encode("a"), esig.encode("b"))
print(list(codecs.iterdecode([b"\xc3", b"\xa9t\xc3", b"\xa9"], "utf-8")))
print(list(codecs.iterencode(["a", "\u00e9"], "latin-1")))
bad = codecs.getincrementaldecoder("utf-8")()
print(bad.decode(b"ok\xc3"))
try:
    bad.decode(b"", final=True)
except UnicodeDecodeError as e:
    print(e)
# ---
import codecs
with codecs.open("t.txt", "w", encoding="utf-16") as f:
    f.write("line one\n")
    f.write("l\u00efne two\r\n")
print(open("t.txt", "rb").read())
with codecs.open("t.txt", "r", encoding="utf-16") as f:
    print(repr(f.read()))
with codecs.open("t.txt", encoding="utf-16") as f:
    print(f.readlines())
with codecs.open("t.txt", "rb") as f:
    print(f.read(4))
w = codecs.getwriter("utf-8")
import io
buf = io.BytesIO()
w(buf).write("caf\u00e9")
print(buf.getvalue())
r = codecs.getreader("latin-1")(io.BytesIO(b"a\xe9\nb\n"))
print(r.readline(), list(r))
print(codecs.lookup_error("strict").__name__, codecs.lookup_error("replace")(UnicodeEncodeError("ascii", "a\u20acb", 1, 2, "x")))
print(codecs.lookup_error("ignore")(UnicodeDecodeError("utf-8", b"a\xffb", 1, 2, "x")))
print(codecs.backslashreplace_errors(UnicodeEncodeError("ascii", "a\u20acb", 1, 2, "x")))
for call in [lambda: codecs.lookup("no-such-codec"), lambda: codecs.encode("x", "bogus"), lambda: codecs.lookup_error("nope"),
             lambda: codecs.encode(b"x", "utf-8"), lambda: codecs.decode("x", "utf-8"), lambda: codecs.lookup(5),
             lambda: codecs.encode("\u20ac", "ascii"), lambda: codecs.decode(b"\xff", "utf-8")]:
    try:
        call()
    except Exception as e:
        print(type(e).__name__, e)
codecs.decode(b"\xe9", "ascii")
