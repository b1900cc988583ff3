# dataclasses: defaults, default_factory, __post_init__, ordering, frozen instances, asdict and replace.
from dataclasses import dataclass, field, asdict, replace, fields


@dataclass(order=True)
class Item:
    sort_key: float = field(init=False, repr=False)
    name: str
    price: float
    tags: list = field(default_factory=list)

    def __post_init__(self):
        self.sort_key = self.price


@dataclass(frozen=True)
class Coord:
    lat: float
    lon: float
    label: str = ''

    def __post_init__(self):
        if not self.label:
            object.__setattr__(self, 'label', f'{self.lat:.1f},{self.lon:.1f}')


items = sorted([Item('b', 3.0), Item('a', 1.5, ['x'])])
print(items, asdict(items[0]))
c = Coord(51.5, -0.12)
print(c, replace(c, label='London'), [f.name for f in fields(Coord)], hash(c) == hash(Coord(51.5, -0.12)))
try:
    c.lat = 0
except Exception as e:
    print(type(e).__name__)
