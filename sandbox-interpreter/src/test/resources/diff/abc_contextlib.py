from abc import ABC, ABCMeta, abstractmethod
class Shape(ABC):
    @abstractmethod
    def area(self):
        ...
    @abstractmethod
    def perimeter(self):
        ...
    def describe(self):
        return f'{type(self).__name__} with area {self.area()}'
class Square(Shape):
    def __init__(self, s):
        self.s = s
    def area(self):
        return self.s ** 2
    def perimeter(self):
        return 4 * self.s
class Half(Shape):
    def area(self):
        return 1
for f in [lambda: Shape(), lambda: Half(), lambda: Square(3).describe()]:
    try:
        print(f())
    except TypeError as e:
        print('TypeError:', e)
print(sorted(Shape.__abstractmethods__), sorted(Half.__abstractmethods__), Square.__abstractmethods__, isinstance(Square(1), Shape), issubclass(Square, Shape), type(Shape), type(Square))
class Base(metaclass=ABCMeta):
    @property
    @abstractmethod
    def name(self):
        pass
    @classmethod
    @abstractmethod
    def make(cls):
        pass
class Impl(Base):
    @property
    def name(self):
        return 'impl'
    @classmethod
    def make(cls):
        return cls()
try:
    Base()
except TypeError as e:
    print(e)
print(Impl.make().name, Base.__abstractmethods__ == frozenset({'name', 'make'}))
# ---
from abc import ABC, abstractmethod
class Drawable(ABC):
    @abstractmethod
    def draw(self): ...
class Plugin(ABC):
    pass
class External:
    def draw(self):
        return 'ext'
Drawable.register(External)
print(isinstance(External(), Drawable), issubclass(External, Drawable), isinstance(3, Drawable), issubclass(int, Drawable), type(Plugin()).__name__)
@Drawable.register
class Other:
    pass
print(issubclass(Other, Drawable), Other.__name__)
class Sized(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Sized:
            return hasattr(C, '__len__')
        return NotImplemented
print(isinstance([], Sized), isinstance(5, Sized), issubclass(dict, Sized))
class Repo(ABC):
    @abstractmethod
    def get(self, key): ...
    @abstractmethod
    def put(self, key, value): ...
class MemRepo(Repo):
    def __init__(self):
        self.d = {}
    def get(self, key):
        return self.d.get(key)
    def put(self, key, value):
        self.d[key] = value
r = MemRepo(); r.put('a', 1); print(r.get('a'), r.get('b'))
try:
    Repo()
except TypeError as e:
    print(e)
# ---
from contextlib import contextmanager, suppress, closing, nullcontext, ExitStack
@contextmanager
def tag(name):
    print(f'<{name}>')
    try:
        yield name.upper()
    finally:
        print(f'</{name}>')
with tag('b') as t:
    print('inside', t)
try:
    with tag('i'):
        raise ValueError('boom')
except ValueError as e:
    print('caught', e)
@contextmanager
def swallow():
    try:
        yield
    except KeyError as e:
        print('swallowed', repr(e))
with swallow():
    {}['k']
print('after swallow')
with suppress(ZeroDivisionError, KeyError):
    1 / 0
print('suppressed')
try:
    with suppress(KeyError):
        [][1]
except IndexError as e:
    print('not suppressed', e)
class Res:
    def close(self):
        print('closed')
with closing(Res()) as r:
    print(type(r).__name__)
with nullcontext(42) as v:
    print(v)
with nullcontext() as v:
    print(v)
@tag('deco')
def work(x):
    print('working', x)
    return x * 2
print(work(5))
print(work(6))
# ---
from contextlib import ExitStack, contextmanager
@contextmanager
def res(n, log):
    log.append('open ' + n)
    yield n
    log.append('close ' + n)
log = []
with ExitStack() as stack:
    names = [stack.enter_context(res(n, log)) for n in 'abc']
    stack.callback(log.append, 'callback')
    print(names)
print(log)
log = []
try:
    with ExitStack() as stack:
        stack.enter_context(res('x', log))
        stack.callback(lambda: log.append('cb'))
        raise RuntimeError('fail')
except RuntimeError as e:
    print('caught', e, log)
with ExitStack() as stack:
    stack.push(lambda *exc: print('push saw', exc[0].__name__ if exc[0] else None) or True)
    raise KeyError('x')
print('suppressed by push')
with ExitStack() as stack:
    log = []
    stack.callback(log.append, 1)
    moved = stack.pop_all()
print(log)
moved.close()
print(log)
try:
    with ExitStack() as s:
        s.enter_context(5)
except TypeError as e:
    print(e)
# ---
from contextlib import contextmanager
@contextmanager
def noyield():
    if False:
        yield
try:
    with noyield():
        pass
except RuntimeError as e:
    print(e)
@contextmanager
def twice():
    yield 1
    yield 2
try:
    with twice():
        pass
except RuntimeError as e:
    print(e)
@contextmanager
def reraise():
    try:
        yield
    except ValueError:
        raise TypeError('converted')
try:
    with reraise():
        raise ValueError('v')
except TypeError as e:
    print(type(e).__name__, e, type(e.__context__).__name__)
import time
@contextmanager
def timer(results):
    start = time.perf_counter()
    yield
    results.append(time.perf_counter() - start >= 0)
out = []
with timer(out):
    sum(range(1000))
print(out)
# ---
from contextlib import redirect_stdout, redirect_stderr
class Collector:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
        return len(s)
c = Collector()
with redirect_stdout(c) as target:
    print('hello', 42)
    print('second', end='')
    inner = Collector()
    with redirect_stdout(inner):
        print('nested')
    print('back')
print('outside', target is c)
print(c.parts, inner.parts)
d = Collector()
try:
    with redirect_stdout(d):
        print('before error')
        raise ValueError('x')
except ValueError:
    print('restored after error', d.parts)
with redirect_stderr(Collector()) as e:
    print('stdout still')
print(type(e).__name__)
# ---
import io
from contextlib import redirect_stdout
buf = io.StringIO()
with redirect_stdout(buf):
    print('captured', 1, 2, sep='-')
    help_text = 'x'
    for i in range(3):
        print(i, end=' ')
print(repr(buf.getvalue()))
def report():
    print('line one')
    print('line two')
f = io.StringIO()
with redirect_stdout(f):
    report()
print(f.getvalue().splitlines(), len(f.getvalue()))
