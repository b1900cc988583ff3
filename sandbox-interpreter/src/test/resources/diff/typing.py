import typing
from typing import (Any, Callable, ClassVar, Dict, Final, Generic, Iterable, List, Literal, Mapping, NamedTuple,
                    Optional, Protocol, Sequence, Tuple, TypedDict, TypeVar, Union, Annotated, NewType, cast,
                    runtime_checkable, get_args, get_origin, get_type_hints, overload)
print(Union[int, Union[str, int]], Union[int], Optional[Optional[int]], Union[int, str] == Union[str, int])
print(get_origin(Optional[int]), get_args(Optional[int]), get_origin(Literal[1]), get_args(Literal[1, 'a']))
print(get_origin(Callable[[int, str], bool]), get_args(Callable[[int, str], bool]), Callable[..., int], get_args(Callable[..., int]))
print(get_origin(Annotated[int, 'x']), get_args(Annotated[int, 'x', 3]), Annotated[int, 'u'], get_origin(int), get_args(int))
print(Tuple[()], Tuple[int, str], get_args(Tuple[int, ...]), Dict[str, List[Optional[int]]], Sequence[int], Mapping[str, Any])
print(isinstance([], List), isinstance({}, Mapping), issubclass(list, Sequence), isinstance((), Iterable))
try:
    isinstance([], List[int])
except TypeError as e:
    print(e)
try:
    List[int]()
except TypeError as e:
    print(e)
try:
    isinstance(1, Any)
except TypeError as e:
    print(e)
T = TypeVar('T')
K = TypeVar('K', bound=str)
V_co = TypeVar('V_co', covariant=True)
print(T, K.__bound__, V_co, TypeVar('N', int, float).__constraints__)
class Stack(Generic[T]):
    def __init__(self) -> None:
        self.items: List[T] = []
    def push(self, item: T) -> None:
        self.items.append(item)
    def pop(self) -> T:
        return self.items.pop()
s = Stack[int]()
s.push(3)
print(s.pop(), Stack.__parameters__, Stack[str], type(s).__name__)
class Pair(Generic[K, T]):
    pass
print(Pair[str, int], Pair.__parameters__)
@runtime_checkable
class Closable(Protocol):
    def close(self) -> None: ...
class F:
    def close(self):
        pass
print(isinstance(F(), Closable), isinstance(3, Closable))
class Sized2(Protocol):
    def size(self) -> int: ...
try:
    isinstance(F(), Sized2)
except TypeError as e:
    print(e)
class Emp(NamedTuple):
    name: str
    id: int = 3
    def label(self) -> str:
        return f'{self.name}#{self.id}'
e = Emp('ann')
print(e, e.label(), Emp._fields, Emp.__annotations__, Emp('bo', 5) < Emp('bo', 6), e._asdict())
E2 = NamedTuple('E2', [('a', int), ('b', str)])
print(E2(1, 'x'), E2.__annotations__)
class Movie(TypedDict, total=False):
    title: str
    year: int
class Rated(Movie):
    stars: float
m = Rated(title='t', stars=2.0)
print(m, type(m), Rated.__required_keys__, sorted(Rated.__optional_keys__), Rated.__annotations__, typing.is_typeddict(Rated))
Point = TypedDict('Point', {'x': int, 'y': int})
print(Point(x=1, y=2), Point.__total__)
UserId = NewType('UserId', int)
print(UserId(5), UserId, UserId.__supertype__, cast(str, 3))
class Cfg:
    name: str
    retries: 'int'
    tags: 'List[str]'
    limit: ClassVar[int] = 3
    mode: Final = 'x'
print(get_type_hints(Cfg))
def fn(a: 'int', b: Optional['str'] = None) -> 'List[int]': ...
print(get_type_hints(fn), get_type_hints(fn.__call__) if False else '')
def ann(x: Annotated[int, 'meta']) -> None: ...
print(get_type_hints(ann), get_type_hints(ann, include_extras=True))
@overload
def f(x: int) -> int: ...
@overload
def f(x: str) -> str: ...
def f(x):
    return x
print(f(2), Literal['a'] == Literal['a'], Literal[1, 2] == Literal[2, 1], hash(Optional[int]) == hash(Union[None, int]))
from dataclasses import dataclass, field
@dataclass
class D:
    a: int
    b: ClassVar[int] = 5
    c: List[int] = field(default_factory=list)
print(D(1), D.b, [f.name for f in __import__('dataclasses').fields(D)])
print(repr(Optional[List[Dict[str, int]]]), Union[int, None, str], typing.Callable[[int], None])
# ---
from typing import NamedTuple, TypedDict, Generic, TypeVar, Protocol, Literal, Optional, Union, List
class P(NamedTuple):
    x: int
    y: int = 0
p = P(1)
print(p, p._fields, p._replace(y=5), P._field_defaults, isinstance(p, tuple))
class Movie(TypedDict):
    title: str
    year: int
m: Movie = {"title": "x", "year": 1}
print(m, Movie(title="a", year=2), type(Movie(title="a", year=2)).__name__)
T = TypeVar("T")
class Box(Generic[T]):
    def __init__(self, item: T):
        self.item = item
b = Box[int](3)
print(b.item, Box.__name__)
class Greeter(Protocol):
    def greet(self) -> str: ...
Mode = Literal["r", "w"]
print(Mode, Optional[Union[int, str]], Union[int, int], Union[int, None] == Optional[int], List)
def f(x: int | None = None) -> list[str]:
    return []
print(f.__annotations__, int | None, isinstance(3, int | str))
# ---
import typing
from typing import List, Optional, Dict, Union, Any, Callable, Tuple
T = typing.TypeVar("T")
def first(xs: List[T], n: int = 0) -> Optional[T]:
    return None
print(first.__annotations__)
print(typing.get_type_hints(first))
class C:
    a: int
    b: "str" = "x"
print(C.__annotations__, typing.get_type_hints(C))
print(List[int], Dict[str, List[int]], Union[int, str], Optional[int], Callable[[int], str], Tuple[int, ...], Any)
print(typing.get_origin(List[int]), typing.get_args(Dict[str, int]), list[int], dict[str, int] | None)
