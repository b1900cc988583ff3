from dataclasses import dataclass, field
@dataclass(frozen=True)
class P:
    x: int
    y: int = 0
    def __post_init__(self):
        object.__setattr__(self, 'x', abs(self.x))
        object.__setattr__(self, 'y', self.x * 2)
p = P(-3)
print(p, hash(p) == hash(P(3)), p == P(3))
try:
    p.x = 1
except Exception as e:
    print(type(e).__name__, e)
