# Dataclasses and enums: an order book of @dataclass(order=True) orders with Enum sides, sorted, matched, summarised.
from dataclasses import dataclass, field
from enum import Enum


class Side(Enum):
    BUY = "buy"
    SELL = "sell"


class Status(Enum):
    OPEN = 1
    FILLED = 2
    CANCELLED = 3


@dataclass(order=True)
class Order:
    price: float
    seq: int
    qty: int = field(compare=False)
    side: Side = field(compare=False)
    status: Status = field(default=Status.OPEN, compare=False)


@dataclass
class Fill:
    buy_seq: int
    sell_seq: int
    qty: int
    price: float


def make_orders(n):
    seed = 42
    out = []
    for i in range(n):
        seed = (seed * 1103515245 + 12345) % 2147483648
        side = Side.BUY if seed % 2 else Side.SELL
        price = 100.0 + ((seed >> 8) % 400) / 20.0
        out.append(Order(price, i, 1 + (seed >> 4) % 50, side))
    return out


def match(orders):
    buys = sorted((o for o in orders if o.side is Side.BUY), reverse=True)
    sells = sorted(o for o in orders if o.side is Side.SELL)
    fills = []
    bi = si = 0
    while bi < len(buys) and si < len(sells) and buys[bi].price >= sells[si].price:
        b, s = buys[bi], sells[si]
        q = min(b.qty, s.qty)
        fills.append(Fill(b.seq, s.seq, q, (b.price + s.price) / 2))
        b.qty -= q
        s.qty -= q
        if b.qty == 0:
            b.status = Status.FILLED
            bi += 1
        if s.qty == 0:
            s.status = Status.FILLED
            si += 1
    return fills


ORDERS = make_orders(30000)
FILLS = match(ORDERS)
print(len(FILLS), sum(f.qty for f in FILLS), round(sum(f.price * f.qty for f in FILLS), 2))
print(FILLS[0], FILLS[-1] == Fill(FILLS[-1].buy_seq, FILLS[-1].sell_seq, FILLS[-1].qty, FILLS[-1].price))
print(sum(1 for o in ORDERS if o.status is Status.FILLED), sum(1 for o in ORDERS if o.side == Side.BUY))
print(max(ORDERS), min(ORDERS).seq, Side("sell").name, Status(3), [s.value for s in Side])
