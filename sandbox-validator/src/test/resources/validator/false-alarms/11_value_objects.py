# Value objects: __repr__, __eq__, __hash__ used as dict keys and set members, with __str__ and __format__.
class Money:
    def __init__(self, cents, currency='EUR'):
        self.cents = cents
        self.currency = currency

    def __repr__(self):
        return f'{type(self).__name__}({self.cents!r}, {self.currency!r})'

    def __str__(self):
        return f'{self.cents / 100:.2f} {self.currency}'

    def __format__(self, spec):
        if spec == 'short':
            return f'{self.cents // 100}{self.currency[0]}'
        return format(str(self), spec)

    def __eq__(self, other):
        return (self.cents, self.currency) == (other.cents, other.currency)

    def __hash__(self):
        return hash((self.cents, self.currency))

    def __add__(self, other):
        assert self.currency == other.currency
        return Money(self.cents + other.cents, self.currency)

    def __radd__(self, other):
        return self if other == 0 else NotImplemented


prices = {Money(250): 'tea', Money(400): 'cake'}
print(prices[Money(250)], {Money(1), Money(1), Money(2)} == {Money(1), Money(2)})
total = sum([Money(250), Money(400), Money(250)])
print(repr(total), str(total), f'{total:short}', f'[{total:>12}]')
