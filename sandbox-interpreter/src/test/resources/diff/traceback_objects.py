def inner():
    raise ValueError("boom")

def middle():
    inner()

def outer():
    try:
        middle()
    except ValueError as e:
        return e

e = outer()
tb = e.__traceback__
print(type(tb).__name__, e.__traceback__ is tb)
lines = []
while tb is not None:
    lines.append(tb.tb_lineno)
    tb = tb.tb_next
print(lines)
print(isinstance(e.__traceback__.tb_lasti, int), e.__traceback__.tb_lasti >= 0)
print(ValueError("fresh").__traceback__)
# ---
import sys
print(sys.exc_info())
print(sys.exception())
try:
    1 / 0
except ZeroDivisionError:
    t, v, tb = sys.exc_info()
    print(t.__name__, v, tb.tb_lineno, tb.tb_next, sys.exception() is v)
print(sys.exc_info())
# ---
def f():
    raise KeyError("k")
try:
    f()
except KeyError as e:
    saved = e.__traceback__
try:
    raise RuntimeError("again").with_traceback(saved)
except RuntimeError as r:
    tb = r.__traceback__
    out = []
    while tb:
        out.append(tb.tb_lineno)
        tb = tb.tb_next
    print(out)
err = TypeError("x")
print(err.with_traceback(None) is err, err.__traceback__)
try:
    err.with_traceback(5)
except TypeError as x:
    print(x)
try:
    raise ValueError("v")
except ValueError as v:
    v.__traceback__ = None
    print(v.__traceback__)
    try:
        v.__traceback__ = "no"
    except TypeError as x:
        print(x)
# ---
import traceback
def g(n):
    if n == 0:
        raise IndexError("deep")
    g(n - 1)
try:
    g(2)
except IndexError as e:
    # CPython run with -c has no source lines for "<string>": compare the frame lines only
    for item in traceback.format_tb(e.__traceback__):
        print(repr(item.splitlines()[0]))
    print([x.splitlines()[0] for x in traceback.format_tb(e.__traceback__, 1)])
    print([x.splitlines()[0] for x in traceback.format_tb(e.__traceback__, -1)])
    print(traceback.format_tb(None))
    print(traceback.format_exc().splitlines()[-1])
