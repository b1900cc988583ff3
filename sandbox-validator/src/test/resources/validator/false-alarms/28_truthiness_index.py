# __bool__, __len__, __contains__ and __index__ used by truth tests, slicing and range.
class Basket:
    def __init__(self, *items):
        self.items = list(items)

    def __len__(self):
        return len(self.items)

    def __contains__(self, item):
        return item in self.items

    def __bool__(self):
        return any(self.items)


class Position:
    def __init__(self, n):
        self.n = n

    def __index__(self):
        return self.n


letters = 'abcdefgh'
print(bool(Basket()), bool(Basket(0, '')), bool(Basket(0, 'x')), len(Basket(1, 2)), 2 in Basket(1, 2))
print(letters[Position(2):Position(5)], list(range(Position(3))), [10, 20, 30][Position(1)], hex(Position(255)))
if not Basket():
    print('empty basket')
