import inspect
def f(a, b: int = 2, *args, c, d='x', **kw) -> str:
    """Does f.

    More text.
    """
    return a
def g(x, y=1, /, z=2):
    pass
class K:
    """K's doc."""
    def __init__(self, v, w=None):
        self.v = v
    def method(self, q):
        return q
    @classmethod
    def cm(cls, r):
        pass
    @staticmethod
    def sm(s, t=3):
        pass
print(inspect.signature(f), inspect.signature(g), inspect.signature(K), inspect.signature(K(1).method), inspect.signature(K.cm), inspect.signature(K.sm), inspect.signature(lambda *a: 0))
sig = inspect.signature(f)
for name, p in sig.parameters.items():
    print(name, p.kind, p.default is p.empty, p.annotation, str(p), repr(p))
print(sig.return_annotation, repr(sig), sig.parameters['d'].kind.description, inspect.Parameter.KEYWORD_ONLY)
b = sig.bind(1, 2, 3, c=4, e=5)
print(b.arguments, b.args, b.kwargs)
b.apply_defaults()
print(b.arguments)
for args, kwargs in [((), {}), ((1,), {}), ((1, 2), {'b': 3, 'c': 1}), ((1,), {'c': 1, 'zz': 2})]:
    try:
        inspect.signature(g).bind(*args, **kwargs)
        print('ok')
    except TypeError as e:
        print(e)
try:
    inspect.signature(g).bind(1, 2, 3, 4)
except TypeError as e:
    print(e)
try:
    inspect.signature(g).bind(x=1)
except TypeError as e:
    print(e)
print(inspect.signature(f).replace(return_annotation=inspect.Signature.empty), inspect.getcallargs(f, 1, c=2))
# ---
import inspect, functools
def f():
    """  Indented doc.

        second line
    """
class A:
    def m(self):
        """A.m doc"""
class B(A):
    def m(self):
        pass
print(repr(inspect.getdoc(f)), inspect.getdoc(B.m), inspect.getdoc(B().m), inspect.getdoc(B), repr(inspect.cleandoc('  a\n    b\n  c')))
def gen():
    yield 1
print(inspect.isfunction(f), inspect.isfunction(len), inspect.isbuiltin(len), inspect.isclass(A), inspect.isclass(A()), inspect.ismethod(A().m), inspect.ismethod(A.m))
print(inspect.isgeneratorfunction(gen), inspect.isgeneratorfunction(f), inspect.isgenerator(gen()), inspect.isroutine(len), inspect.isroutine(f), inspect.ismodule(inspect), inspect.iscoroutinefunction(f))
print(inspect.isabstract(A), inspect.getmro(B) == B.__mro__, inspect.unwrap(functools.wraps(f)(lambda: 0)) is f)
print([n for n, v in inspect.getmembers(B) if not n.startswith('__')], [n for n, v in inspect.getmembers(B(), inspect.ismethod)])
@functools.wraps(f)
def wrapper(*a, **k):
    return f(*a, **k)
print(inspect.signature(wrapper), inspect.signature(functools.partial(lambda a, b, c=1: 0, 1)), inspect.signature(wrapper, follow_wrapped=False))
print(inspect.getfullargspec(lambda a, b=1, *c, d, e=2, **f: 0))
# ---
import inspect
inspect.signature(42)
