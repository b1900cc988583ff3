print(isinstance(1, int), isinstance(True, int), isinstance(1.0, (int, float)), isinstance("s", str), type(1) is int)
# ---
print(type(1), type("a"), type([]), type(None), type(type), type(len), type(1.5).__name__)
# ---
print(callable(len), callable(1), callable(lambda: 0), callable(int))
# ---
print(len([1, 2]), len("abc"), len({1: 2}), len(range(10)), len((1,)), len({1, 2, 2}))
# ---
print(sorted([3, 1, 2]), sorted("cba"), sorted({"b": 1, "a": 2}.items()), sorted([1, 2, 3], reverse=True))
# ---
it = iter([1, 2])
print(next(it), next(it), next(it, "end"))
# ---
print(list(zip()), list(zip([1, 2, 3], "ab")), dict(zip(range(3), "abc")))
# ---
print(abs(-0.0), max(1, 2.5), min(-1, -1.5), max("a", "B"), round(-0.5))
# ---
print(repr(None), repr(True), repr(...), repr(NotImplemented), str(1e100), repr(-1e-100))
# ---
print(hash("a") == hash("a"), hash(42), hash(True), hash(-1), hash(2**61), hash(1.5) == hash(1.5))
# ---
print(getattr("abc", "upper")(), hasattr([], "append"), hasattr([], "nope"))
# ---
print(list(map(int, "123")), list(map(str.upper, ["a", "b"])), [*map(len, ["aa", "b"])])
# ---
print(list(filter(None, [0, 1, "", "a", None, []])), list(filter(str.isdigit, "a1b2")))
# ---
print(enumerate, zip, map, filter, reversed, len, print)
# ---
print(int, str, list, dict, object, type, Exception, KeyError)
# ---
print(chr(65) + chr(0x263A), ord("\n"), ascii("é"), ascii([1, "ü"]))
# ---
print(divmod(10, 3), divmod(-10, 3), pow(10, 2), pow(-2, 3), pow(2, -1))
# ---
print(format(3.14159, ".3"), format(10, "x"), format("s", ">3"), format(1e6, ".2e"), format(123, ""))
# ---
print(bin(5), oct(-9), hex(0), int("11", 2), int("ff", 16), int("z", 36), int("  -7 "))
# ---
print(min(3, key=None) if False else min([3, 1], key=lambda x: x), max([1, 3, 2], key=lambda x: -x))
# ---
print(sum([1.5, 2.5]), sum(range(5), 10), sum([], 0.0), sum([True, True]))
# ---
print(all(x > 0 for x in [1, 2]), any(x < 0 for x in [1, 2]), list(reversed("abc")))
# ---
print(round(3.14159, 2), round(1.5), round(2.5), round(-1.5), round(7, -1), round(15, -1), round(25, -1))
# ---
print(str(12345678901234567890), str(-0), str(0.1), str(1/3), str(2/3), str(10/3))
# ---
print(list(range(0)), list(range(-3)), list(range(1, -3, -1)), range(3), range(1, 10, 2))
# ---
print(slice(1, 5, 2), [0, 1, 2, 3, 4, 5][slice(1, 5, 2)], "hello"[slice(None, None, -1)])
# ---
x = [1, 2, 3]
print(id(x) == id(x), x is x, [] is [], None is None)
# ---
print(eval("1 + 2 * 3"), eval("x * 2", {"x": 21}), eval("[i for i in range(3)]"))
# ---
exec("y = 5\nprint(y * 2)")
ns = {}
exec("z = 1", ns)
print(ns["z"])
# ---
g = {"a": 1}
exec("b = a + 1", g)
print(g["b"], "b" in globals())
# ---
print(globals()["__name__"], __name__)
# ---
def f():
    local_var = 1
    return locals()
print(f())
# ---
print(vars(type("X", (), {"a": 1}))["a"], dir([])[:3] if False else "ok")
# ---
print(isinstance([], list), issubclass(list, object), issubclass(int, (str, int)), type(True).__mro__)
# ---
print(float("1e500"), float("-inf") < 0, float("nan") != float("nan"), int(float("1e18")))
# ---
print(frozenset({1}) | {2}, {1} | frozenset({2}), type(frozenset() | set()).__name__)
# ---
print(bool(None), bool(1j), bool(range(0)), bool(" "), not None)
# ---
print(input_missing_safe := "x")
# ---
print(str.join(",", ["a", "b"]), str.upper("x"), list.__name__, int.__name__)
# ---
print(object() == object(), str(object)[:15])
