# JSON round trips: build nested records, dumps with indent and sort_keys, loads, transform and aggregate.
import json


def make_records(n):
    seed = 31
    out = []
    for i in range(n):
        seed = (seed * 69069 + 12345) % 4294967296
        out.append({
            "id": i,
            "user": {"name": "user-%d" % (seed % 997), "active": seed % 3 != 0, "tags": ["t%d" % (seed % 7), "x"]},
            "amount": round((seed % 100000) / 100.0, 2),
            "items": [{"sku": "S%04d" % ((seed >> k) % 5000), "n": (seed >> k) % 9} for k in range(3)],
            "note": None if seed % 5 else "caf\u00e9 \"quoted\" \n line",
        })
    return out


RECS = make_records(3000)
TEXT = json.dumps(RECS)
PRETTY = json.dumps(RECS[:300], indent=2, sort_keys=True)
BACK = json.loads(TEXT)
print(len(TEXT), len(PRETTY), BACK == RECS)
total = 0.0
skus = {}
for rec in BACK:
    if rec["user"]["active"]:
        total += rec["amount"]
    for item in rec["items"]:
        skus[item["sku"]] = skus.get(item["sku"], 0) + item["n"]
print(round(total, 2), len(skus), max(skus.values()))
for _ in range(3):
    BACK = json.loads(json.dumps(BACK, separators=(",", ":")))
print(json.dumps(BACK[7], sort_keys=True))
print(json.dumps({"a": [1.5, 2e-7, 10 ** 20, True, None], "b": "\u2603"}), json.loads('[1e400, -0.0]'))
