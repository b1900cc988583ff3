import types
ns = types.SimpleNamespace(a=1, b='x')
print(ns, ns.a, vars(ns))
ns.c = [ns]
print(ns)
print(ns == types.SimpleNamespace(a=1, b='x', c=[ns]), ns != 3, ns == 3)
ns.a += 1
del ns.b
print(ns, hasattr(ns, 'b'))
try:
    types.SimpleNamespace(1)
except TypeError as e:
    print(e)
try:
    hash(ns)
except TypeError as e:
    print(e)
class N(types.SimpleNamespace):
    pass
print(N(z=2), type(ns).__name__, type(ns).__module__, N(z=2) == types.SimpleNamespace(z=2))
# ---
import types
d = {'k': 1}
mp = types.MappingProxyType(d)
print(mp, repr(mp), mp['k'], len(mp), 'k' in mp, list(mp), mp.get('z', 5), mp.copy(), mp == d, type(mp).__name__)
d['j'] = 2
print(repr(mp), list(reversed(mp)), mp | {'q': 3}, {'q': 3} | mp, sorted(mp.items()), list(mp.values()))
try:
    mp['x'] = 1
except TypeError as e:
    print('TypeError', e)
try:
    del mp['k']
except TypeError as e:
    print('TypeError', e)
try:
    types.MappingProxyType([1])
except TypeError as e:
    print('TypeError', e)
try:
    hash(mp)
except TypeError as e:
    print('TypeError', e)
try:
    mp['missing']
except KeyError as e:
    print('KeyError', e)
# ---
import types
def f(): pass
def g(): yield 1
class C:
    def m(self): pass
print(isinstance(f, types.FunctionType), isinstance(lambda: 0, types.LambdaType), isinstance(g(), types.GeneratorType))
print(isinstance(len, types.BuiltinFunctionType), isinstance(types, types.ModuleType), types.NoneType, types.EllipsisType)
print(isinstance(list[int], types.GenericAlias), isinstance(C().m, types.MethodType), isinstance(C.m, types.FunctionType))
print(type(None) is types.NoneType, types.NotImplementedType, isinstance(f, types.BuiltinFunctionType))
# ---
import enum, dataclasses
class Color(enum.Enum):
    RED = 1
    GREEN = 2
m = Color.__members__
print(type(m).__name__, list(m), m['RED'], len(m))
try:
    m['BLUE'] = 3
except TypeError as e:
    print('TypeError', e)
@dataclasses.dataclass
class P:
    x: int = dataclasses.field(default=0, metadata={'unit': 'm'})
    y: int = 0
fx, fy = dataclasses.fields(P)
print(type(fx.metadata).__name__, fx.metadata, fx.metadata['unit'], dict(fy.metadata), len(fy.metadata))
try:
    fx.metadata['unit'] = 'km'
except TypeError as e:
    print('TypeError', e)
