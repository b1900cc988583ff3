# The training run of the CLI's class-data-sharing archive (see ./agentcage): a small program touching what agent
# programs commonly use (the validator, classes, dataclasses, enums, json, re, collections, sorting, formatting).
import json, re, math, collections, itertools, functools, heapq, dataclasses, enum, random, string
from dataclasses import dataclass
class Kind(enum.Enum):
    A = 1
@dataclass(order=True)
class P:
    x: int
    y: float = 0.0
ps = sorted(P(i % 7, i / 3) for i in range(200))
d = collections.Counter(w for w in re.findall(r"\w+", "a b a c " * 50))
print(len(ps), d.most_common(1), json.dumps({"k": [1, 2.5, None]}), math.sqrt(2), Kind.A, heapq.nsmallest(2, [3, 1, 2]))
print(sum(itertools.accumulate(range(100))), functools.reduce(lambda a, b: a + b, range(10)), random.Random(1).random())
print(f"{3.14159:.2f} {'x':>3}", "%d%%" % 5, string.ascii_lowercase[:3], [c for c in "abc"][::-1])
