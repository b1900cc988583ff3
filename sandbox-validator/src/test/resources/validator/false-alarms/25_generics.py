# Generic containers: typing.Generic, TypeVar and a hand-written __class_getitem__.
from typing import Generic, TypeVar, Iterator

T = TypeVar('T')


class Stack(Generic[T]):
    def __init__(self) -> None:
        self._items: list[T] = []

    def push(self, item: T) -> None:
        self._items.append(item)

    def pop(self) -> T:
        return self._items.pop()

    def __iter__(self) -> Iterator[T]:
        return iter(reversed(self._items))

    def __len__(self) -> int:
        return len(self._items)


class Registry:
    def __class_getitem__(cls, key):
        return f'{cls.__name__}[{key.__name__}]'


s = Stack[int]()
for i in range(3):
    s.push(i)
print(list(s), s.pop(), len(s))
print(Registry[int], Registry[str], Stack.__name__)
