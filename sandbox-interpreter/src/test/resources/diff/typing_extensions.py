from typing_extensions import Literal, TypedDict, Protocol, override, Self, Annotated, get_type_hints, deprecated
import typing_extensions as te
class P(Protocol):
    def f(self) -> int: ...
class Movie(TypedDict):
    title: str
    year: int
class Base:
    def m(self) -> Self:
        return self
class C(Base):
    @override
    def m(self):
        return 1
@deprecated('use g2')
def g():
    return 2
print(C().m(), C.m.__override__, g(), g.__deprecated__, Literal['a'], Movie(title='x', year=1))
print(get_type_hints(Movie), te.Optional[int], 'override' in te.__all__)
