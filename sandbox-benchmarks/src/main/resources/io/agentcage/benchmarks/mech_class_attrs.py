# Attribute sites on class objects: enum members compared by identity, class constants and a classmethod read on
# the class (the class-object caches keyed by class and metaclass lookup versions), and object creation with an
# __init__ that stores three attributes (instance shapes). 20,000 iterations.
from enum import Enum


class Side(Enum):
    BUY = 1
    SELL = 2


class Order:
    LIMIT = 100

    def __init__(self, side, qty, price):
        self.side = side
        self.qty = qty
        self.price = price

    @classmethod
    def buy(cls, qty):
        return cls(Side.BUY, qty, cls.LIMIT)


def run(n):
    buys = 0
    notional = 0
    for i in range(n):
        o = Order.buy(i % 9) if i % 3 else Order(Side.SELL, i % 5, Order.LIMIT - 1)
        if o.side is Side.BUY:
            buys += 1
            notional += o.qty * o.price
    return buys, notional


print(run(20000))
