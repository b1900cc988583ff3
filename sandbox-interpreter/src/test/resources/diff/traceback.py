import traceback
def f(x):
    return 1 / x
try:
    f(0)
except ZeroDivisionError:
    s = traceback.format_exc()
lines = s.splitlines()
print(lines[0], '|', lines[-1], '|', len([l for l in lines if l.startswith('  File')]))
print(repr(traceback.format_exc()))
try:
    try:
        {}['k']
    except KeyError as e:
        raise ValueError('v') from e
except ValueError as e:
    text = ''.join(traceback.format_exception(e))
print(text.count('Traceback'), text.splitlines()[-1], 'direct cause' in text)
# ---
import traceback
def inner(n):
    if n == 0:
        raise ValueError("deep")
    return inner(n - 1)
def outer():
    return inner(4)
try:
    outer()
except ValueError as e:
    s = traceback.extract_tb(e.__traceback__)
    print(type(s).__name__, len(s), [f.name for f in s], [f.lineno for f in s])
    fn, ln, name, line = s[-1]
    print(fn, ln, name, s[-1] == (fn, ln, name, line), len(s[0]), s[1][2], list(s[2])[:3])
    print(repr(s[0]))
    print([f.name for f in traceback.extract_tb(e.__traceback__, limit=2)],
          [f.name for f in traceback.extract_tb(e.__traceback__, limit=-2)])
    text = traceback.format_list(s)
    print(len(text), text[0].splitlines()[0], [t for t in text if 'repeated' in t])
    te = traceback.TracebackException.from_exception(e)
    print(str(te), te.exc_type.__name__, len(te.stack), te.__cause__, te.__suppress_context__)
    print(''.join(te.format_exception_only()), end='')
    print(''.join(te.format()) == ''.join(traceback.format_exception(e)))
# ---
import traceback
def where():
    return traceback.extract_stack()
def deeper():
    return where()
st = deeper()
print([f.name for f in st][-3:], st[-1].lineno, len(traceback.extract_stack(limit=1)))
print(traceback.format_list([('a.py', 3, 'f', 'x = 1'), ('b.py', 9, 'g', '')]))
ss = traceback.StackSummary.from_list([('a.py', 1, 'f', 'pass')] * 5)
print(ss.format())
fs = traceback.FrameSummary('m.py', 7, 'run', line='  go()  ')
print(fs.line, fs == ('m.py', 7, 'run', 'go()'), fs != ('m.py', 8, 'run', 'go()'), tuple(fs))
try:
    try:
        {}['k']
    except KeyError as k:
        raise RuntimeError('wrapped') from k
except RuntimeError as e:
    te = traceback.TracebackException.from_exception(e)
    print(te.__cause__.exc_type.__name__, str(te.__cause__), te.__suppress_context__, te.__context__ is not None)
    print(te == traceback.TracebackException.from_exception(e))
