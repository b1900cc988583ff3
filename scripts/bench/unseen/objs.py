# Written 2026-11-28 as a program the interpreter was never tuned on (issue 25: the compiled tier's default-on check).
from dataclasses import dataclass, field
from typing import List
import json
@dataclass(order=True)
class Item:
    priority: int
    name: str = field(compare=False)
    tags: List[str] = field(default_factory=list, compare=False)
items = [Item(i * 7919 % 1000, f"item{i}", [f"t{i % 3}"]) for i in range(30000)]
items.sort()
print(items[0], items[-1].priority)
d = [vars(x) for x in items[:5000]]
print(len(json.dumps(d)))
groups = {}
for it in items:
    groups.setdefault(it.tags[0], []).append(it.priority)
print({k: sum(v) for k, v in sorted(groups.items())})
