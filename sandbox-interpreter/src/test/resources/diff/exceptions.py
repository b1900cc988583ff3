try:
    {}["k"]
except KeyError as e:
    print("KeyError", e, repr(e), e.args)
# ---
try:
    [][0]
except LookupError as e:
    print(type(e).__name__, e)
# ---
try:
    int("x")
except (TypeError, ValueError) as e:
    print("caught", e)
else:
    print("no")
finally:
    print("finally")
# ---
try:
    pass
except Exception:
    print("no")
else:
    print("else runs")
# ---
def f():
    try:
        raise ValueError("inner")
    except ValueError as e:
        raise RuntimeError("outer") from e
try:
    f()
except RuntimeError as e:
    print(e, repr(e.__cause__), e.__suppress_context__)
# ---
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise KeyError("k")
except KeyError as e:
    print(repr(e.__context__))
# ---
def f():
    raise ValueError("v")
def g():
    f()
g()
# ---
try:
    raise ValueError("a")
except ValueError:
    try:
        raise
    except ValueError as e:
        print("re-raised", e)
# ---
raise
# ---
try:
    raise TypeError
except TypeError as e:
    print(repr(e), str(e) == "")
# ---
class AppError(Exception):
    def __init__(self, msg, code):
        super().__init__(msg)
        self.code = code
try:
    raise AppError("bad", 7)
except AppError as e:
    print(e, e.code, e.args)
# ---
try:
    raise ValueError("x")
except ValueError as e:
    err = e
print(err)
print(e)
# ---
for exc in [ValueError, TypeError, KeyError, IndexError, ZeroDivisionError, AttributeError, StopIteration]:
    print(exc.__name__, issubclass(exc, Exception), exc.__mro__[1].__name__)
# ---
print(issubclass(KeyboardInterrupt, Exception), issubclass(KeyboardInterrupt, BaseException), issubclass(bool, int))
# ---
def cleanup():
    try:
        return 1 / 0
    except ZeroDivisionError:
        return "handled"
    finally:
        print("finally")
print(cleanup())
# ---
try:
    try:
        raise ValueError(1)
    finally:
        print("inner finally")
except ValueError:
    print("outer caught")
# ---
try:
    raise Exception("a", 1)
except Exception as e:
    print(e, e.args)
# ---
try:
    None.foo
except AttributeError as e:
    print(e)
# ---
try:
    len(5)
except TypeError as e:
    print(e)
# ---
try:
    "a" + 1
except TypeError as e:
    print(e)
# ---
try:
    [1] * "a"
except TypeError as e:
    print(e)
# ---
try:
    1 < "a"
except TypeError as e:
    print(e)
# ---
try:
    {}.nope()
except AttributeError as e:
    print(e)
# ---
try:
    x = undefined
except NameError as e:
    print(e)
# ---
try:
    5()
except TypeError as e:
    print(e)
# ---
try:
    iter(5)
except TypeError as e:
    print(e)
# ---
try:
    a, b = 5
except TypeError as e:
    print(e)
# ---
try:
    hash([])
except TypeError as e:
    print(e)
# ---
try:
    int(None)
except TypeError as e:
    print(e)
# ---
try:
    raise ExceptionGroup if False else NotImplementedError("todo")
except NotImplementedError as e:
    print("NIE", e)
# ---
def nested():
    try:
        raise ValueError("one")
    except ValueError:
        raise TypeError("two")
nested()
# ---
def chained():
    try:
        raise ValueError("one")
    except ValueError as e:
        raise TypeError("two") from e
chained()
# ---
try:
    raise ValueError("x") from None
except ValueError as e:
    print(e.__cause__, e.__suppress_context__)
# ---
import math
try:
    math.sqrt(-1)
except ValueError as e:
    print(e)
# ---
try:
    raise StopIteration(5)
except StopIteration as e:
    print(e.value, e.args)
# ---
e = ValueError("m")
print(str(e), repr(e), e.args, type(e) is ValueError, isinstance(e, Exception))
# ---
try:
    assert 1 > 2, "math is broken"
except AssertionError as e:
    print("assert:", e)
# ---
x = 0
try:
    x = 1
    raise RuntimeError
except RuntimeError:
    x += 10
finally:
    x += 100
print(x)
