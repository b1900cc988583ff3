def f(*a, **k): pass
for e in ["f(*5)", "f(**5)", "f(*[], **[1])", "print(*None)", "[*5]", "(*5,)", "{*5}", "{**5}", "f(**{1: 2})", "f(a=1, **{\"a\": 2})", "dict(**{1:2})", "f(*(1,), *5)", "max(*5)", "int.from_bytes(*3)", "(lambda: 0)(*3)"]:
    try:
        eval(e)
    except Exception as x:
        print(type(x).__name__, x)
class C:
    def m(self): pass
try:
    C().m(*1)
except TypeError as x:
    print(x)
class M:
    def keys(self): return ["a"]
    def __getitem__(self, k): return 1
print({**M()}, dict(**M()))
def g(**k): return k
print(g(**M()))
class NoQ:
    def __call__(self, *a): pass
try:
    NoQ()(*5)
except TypeError as x:
    print(str(x)[:20])
