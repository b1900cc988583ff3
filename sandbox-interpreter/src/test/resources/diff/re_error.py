import re
for pat in ["(abc", "a)", "[abc", "a{2,1}", "*a", "(?P<1>x)", "a\\", "x(?P=nope)", "ab\n(cd", "(?z)"]:
    try:
        re.compile(pat)
        print(repr(pat), "compiled")
    except re.error as e:
        print(repr(pat), "|", e, "|", e.msg, "|", e.pattern == pat, e.pos, e.lineno, e.colno)
# ---
import re
e = re.error("bad thing")
print(str(e), e.msg, e.pattern, e.pos, e.lineno, e.colno, e.args)
e = re.error("bad thing", "abc\ndef", 5)
print(str(e), "|", e.msg, e.pattern == "abc\ndef", e.pos, e.lineno, e.colno, e.args)
e = re.error("oops", pattern="xyz", pos=1)
print(str(e), e.lineno, e.colno)
e = re.error("only pos", pos=3)
print(str(e), e.pos, e.lineno)
print(isinstance(e, Exception), re.error.__name__, re.error.__module__)
try:
    raise re.error("raised", "a(b", 1)
except re.error as x:
    print(repr(x), x.colno)
# ---
import re
try:
    re.sub("a", r"\9", "abc")
except re.error as e:
    print(e, e.msg, e.pos)
