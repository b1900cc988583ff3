eg = ExceptionGroup("many", [ValueError(1), TypeError(2)])
print(repr(eg), str(eg), eg.message, eg.exceptions, eg.args)
print(str(ExceptionGroup("one", (KeyError("k"),))))
print(type(BaseExceptionGroup("m", [ValueError()])).__name__, type(BaseExceptionGroup("m", [KeyboardInterrupt()])).__name__)
print(issubclass(ExceptionGroup, BaseExceptionGroup), issubclass(ExceptionGroup, Exception), issubclass(BaseExceptionGroup, Exception))
print([c.__name__ for c in ExceptionGroup.__mro__])
for args in [("a",), (1, [ValueError()]), ("m", 5), ("m", []), ("m", [1]), ("m", [ValueError()], 3)]:
    try:
        BaseExceptionGroup(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
try:
    ExceptionGroup("m", [KeyboardInterrupt()])
except TypeError as e:
    print(e)
# ---
eg = ExceptionGroup("x", [ValueError(1), ExceptionGroup("y", [TypeError(2), ValueError(3)]), KeyError(4)])
m, r = eg.split(ValueError)
print(repr(m))
print(repr(r))
print(repr(eg.subgroup(lambda e: isinstance(e, (TypeError, KeyError)))))
print(eg.subgroup(ExceptionGroup) is eg, eg.subgroup(OSError))
print(eg.split((KeyError, TypeError)))
print(eg.split(lambda e: False))
print(repr(BaseExceptionGroup("b", [KeyboardInterrupt(), ValueError(1)]).split(Exception)))
try:
    eg.split(3)
except TypeError as e:
    print(e)
d = eg.derive([OSError(5)])
print(repr(d), d.message)
# ---
class MyEG(ExceptionGroup):
    def __new__(cls, message, excs, code):
        obj = super().__new__(cls, message, excs)
        obj.code = code
        return obj
    def derive(self, excs):
        return MyEG(self.message, excs, self.code)
e = MyEG("m", [ValueError(1), TypeError(2)], 42)
print(type(e).__name__, e.args, e.code, str(e))
m, r = e.split(ValueError)
print(type(m).__name__, m.code, repr(m), repr(r))
e.add_note("hello")
print(e.__notes__, e.split(TypeError)[0].__notes__)
try:
    raise e
except* TypeError as t:
    print(type(t).__name__, t.code, repr(t))
except* ValueError as v:
    print("v", repr(v))
class Plain(ExceptionGroup):
    pass
p = Plain("p", [ValueError(1)])
print(type(p).__name__, type(p.split(ValueError)[0]).__name__, type(p.derive([ValueError(2)])).__name__)
class BadDerive(ExceptionGroup):
    def derive(self, excs):
        return 5
try:
    BadDerive("b", [ValueError(1), TypeError(2)]).split(ValueError)
except TypeError as te:
    print(te)
class NotEx(BaseExceptionGroup, Exception):
    pass
try:
    NotEx("n", [KeyboardInterrupt()])
except TypeError as te:
    print(te)
# ---
try:
    raise ExceptionGroup("eg", [ValueError(1), TypeError(2), OSError(3)])
except* ValueError as e:
    print("V", repr(e))
except* TypeError as e:
    print("T", repr(e))
except* OSError:
    print("O")
print("after")
# ---
def f():
    try:
        raise ValueError("naked")
    except* ValueError as e:
        print(repr(e), repr(e.exceptions[0]))
        raise KeyError(5)
try:
    f()
except KeyError as k:
    print("K", repr(k), repr(k.__context__))
try:
    try:
        raise KeyboardInterrupt()
    except* KeyboardInterrupt as ki:
        print(type(ki).__name__, repr(ki))
except BaseException as b:
    print("no", b)
try:
    raise ValueError(7)
except* TypeError:
    print("not here")
except* ValueError as v:
    print("here", repr(v))
# ---
try:
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError:
        print("v")
except ExceptionGroup as g:
    print("rest", repr(g), g.exceptions)
try:
    try:
        raise ExceptionGroup("eg", [ValueError(1), ExceptionGroup("in", [TypeError(2), ValueError(3)])])
    except* ValueError:
        raise
except ExceptionGroup as g:
    print("reraise", repr(g))
try:
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2)])
    except* ValueError as e:
        raise e
except ExceptionGroup as g:
    print("raise e", repr(g))
try:
    try:
        raise ExceptionGroup("eg", [ValueError(1), TypeError(2), OSError(3)])
    except* ValueError:
        raise KeyError("a")
    except* TypeError:
        raise IndexError("b")
except ExceptionGroup as g:
    print("raised", repr(g))
    print([repr(x.__context__) for x in g.exceptions[:2]])
# ---
for t in [ExceptionGroup, (ValueError, BaseExceptionGroup), int]:
    try:
        try:
            raise ValueError(2)
        except* t:
            pass
    except TypeError as te:
        print(te)
# ---
log = []
def run(exc):
    try:
        try:
            if exc:
                raise exc
            log.append("body")
        except* ValueError as e:
            log.append("V%d" % len(e.exceptions))
        except* (TypeError, KeyError) as e:
            log.append("TK%d" % len(e.exceptions))
        else:
            log.append("else")
        finally:
            log.append("finally")
    except BaseException as b:
        log.append("out:" + repr(b))
run(None)
run(ValueError())
run(ExceptionGroup("g", [ValueError(), KeyError(1), TypeError(), OSError()]))
print(log)
# ---
def gen():
    for i in range(3):
        try:
            if i == 1:
                raise ExceptionGroup("g", [ValueError(i)])
            yield i
        except* ValueError as e:
            yield "caught %r" % (e.exceptions,)
print(list(gen()))
try:
    raise ExceptionGroup("outer", [ValueError(1)])
except* ValueError:
    try:
        raise ExceptionGroup("inner", [TypeError(2)])
    except* TypeError as t:
        print("nested", repr(t))
    for i in range(3):
        if i == 1:
            break
    print("i", i)
# ---
try:
    raise ExceptionGroup("eg", [ValueError(1), TypeError(2), OSError(3)])
except* ValueError as e:
    raise KeyError('x')
except* TypeError:
    pass
# ---
e = ExceptionGroup("many", [ValueError(i) for i in range(20)])
e.add_note("note one")
e.add_note("two\nlines")
raise e
# ---
e = ValueError("leaf")
for i in range(12):
    e = ExceptionGroup("level %d" % i, [e])
raise e
# ---
def g():
    try:
        raise ValueError("x")
    except* ValueError:
        raise TypeError("in handler")
def h():
    g()
h()
# ---
try:
    raise ExceptionGroup("a", [ValueError(1), ExceptionGroup("b", [TypeError(2), ValueError(3)])])
except* ValueError:
    raise
# ---
e = ValueError("plain")
e.add_note("a note")
raise e
# ---
def f():
    try:
        pass
    except* ValueError:
        return 1
# ---
try:
    pass
except* ValueError:
    continue
# ---
try:
    pass
except*:
    pass
# ---
for i in range(2):
    try:
        raise ValueError(i)
    except* ValueError:
        break
