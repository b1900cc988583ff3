# Written 2026-11-28 as a program the interpreter was never tuned on (issue 25: the compiled tier's default-on check).
import json
def make(depth, i):
    if depth == 0:
        return {"id": i, "name": f"n{i}", "tags": ["a", "b", str(i % 5)], "score": i * 0.5, "ok": i % 3 == 0}
    return {"level": depth, "children": [make(depth - 1, i * 4 + k) for k in range(4)], "meta": {"i": i}}
doc = make(5, 1)
text = json.dumps(doc)
def flatten(obj, prefix="", out=None):
    if out is None:
        out = {}
    if isinstance(obj, dict):
        for k, v in obj.items():
            flatten(v, f"{prefix}.{k}" if prefix else k, out)
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            flatten(v, f"{prefix}[{i}]", out)
    else:
        out[prefix] = obj
    return out
for _ in range(3):
    d = json.loads(text)
    flat = flatten(d)
print(len(text), len(flat), sum(1 for k, v in flat.items() if k.endswith(".ok") and v))
scores = [v for k, v in flat.items() if k.endswith("score")]
print(max(scores), round(sum(scores) / len(scores), 3))
print(json.dumps({k: flat[k] for k in sorted(flat)[:5]}, indent=1, sort_keys=True))
