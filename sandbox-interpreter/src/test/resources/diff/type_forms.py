import types
print(type(list[int]), repr(list[int]), list[int] == list[int], list[int].__origin__, list[int].__args__)
print(int | None, type(int | None), int | str | None, (int | str) == (str | int), int | int, list[int] | None)
print(isinstance(3, int | str), isinstance(None, int | None), issubclass(bool, int | str), dict[str, list[int]], tuple[int, ...], tuple[()])
print(list[int]([1, 2]), dict[str, int](a=1), type[int], hash(int | None) == hash(None | int))
try:
    isinstance([], list[int])
except TypeError as e:
    print(e)
try:
    isinstance(1, int | list[int])
except TypeError as e:
    print(e)
def f(x: int | None = None, *args: str, y: list[int] = [], **kw: dict[str, int]) -> tuple[int, str]:
    return x
print(f.__annotations__)
class C:
    def m(self, __p: int) -> "C": ...
print(C.m.__annotations__, isinstance(int | None, types.UnionType), isinstance(list[int], types.GenericAlias))
class L(list[int]):
    pass
print(L.__mro__, L([1]))
try:
    None | None
except TypeError as e:
    print(e)
try:
    int | 3
except TypeError as e:
    print(e)
# ---
from __future__ import annotations
def g(a: int, b: list[str] | None = None) -> dict[str, int]:
    return {}
print(g.__annotations__)
def h(x, y=2):
    pass
print(h.__annotations__, (lambda q: q).__annotations__)
h.__annotations__['x'] = int
print(h.__annotations__)
# ---
def f(x: Undefined):
    pass
# ---
def f(x: int | None = None):
    return x
print(f(), f(3))
class Node:
    def link(self, other: "Node") -> "Node":
        return other
print(Node.link.__annotations__)
