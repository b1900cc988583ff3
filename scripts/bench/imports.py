import json, collections, dataclasses, re
@dataclasses.dataclass
class Row:
    name: str
    n: int
rows = [Row("a", 1), Row("b", 2), Row("a", 3)]
c = collections.Counter(r.name for r in rows)
print(json.dumps({"counts": c, "rows": [dataclasses.asdict(r) for r in rows]}))
print(re.findall(r"\w+", "x y z"), collections.OrderedDict(a=1))
