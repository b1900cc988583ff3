"""Regenerates src/test/resources/stdlib/json_cases.json: json.dumps/loads results of CPython 3.11.

Run from the module root: python3 src/test/python/stdlib/gen_json.py
"""
import json
import random

VALUES = [
    None, True, False, 0, -1, 2**70, 1.5, -0.0, 1e16, 1e-5, 0.1, 123456789.125, 1e300, 5e-324,
    float("inf"), float("-inf"), float("nan"), "", "plain", "quote\" back\\ slash/", "\n\r\t\b\f\x00\x1f\x7f",
    "héllo wörld ✓ 😀", [], {}, [1, [2, [3, {}]], []], {"b": 1, "a": [1, 2, {"c": None}], "é": "ü"},
    {"z": {"y": {"x": [1.0, 2.5e-10]}}}, {"1": 1, "k": [True, False, None]},
]
OPTIONS = [
    {}, {"indent": 2}, {"indent": 0}, {"indent": "\t"}, {"sort_keys": True}, {"separators": [",", ":"]},
    {"ensure_ascii": False}, {"indent": 4, "sort_keys": True, "ensure_ascii": False},
    {"allow_nan": False}, {"indent": 2, "separators": [", ", " = "]},
]
rnd = random.Random(7)
FLOATS = [rnd.uniform(-1e6, 1e6) for _ in range(40)] + [rnd.random() * 10 ** rnd.randint(-30, 30) for _ in range(80)]
KEYED = [{7: "a", 2.5: "b", True: "c", None: "d"}]
DECODE = ['', '[1,', '{"a" 1}', '{1:2}', '"abc', '"a\\q"', '[1 2]', '1 2', '"\\u12g4"', '"\x01"', '{"a":1,}',
          '[1,]', '\ufeff1', '{', '{"a"', '-', '[', ' [1, 2.5, -0, 1e5, 1E-2, "\\ud83d\\ude00\\u00e9", null] ',
          '{"a": {"b": [true, false]}, "a": 2}', 'NaN', '-Infinity', '12345678901234567890123', '"\\/"',
          '\n\n  [1,\n  2,\n  x]', '[-]', '0.5e', '01', '{"a":1 "b":2}', '"\\ud800"']


def result(fn):
    try:
        return {"ok": fn()}
    except Exception as e:  # noqa: BLE001 - the error is the expected result
        return {"error": type(e).__name__ + ": " + str(e)}


def dumps(v, o):
    o = dict(o)
    if "separators" in o:
        o["separators"] = tuple(o["separators"])
    return json.dumps(v, **o)


cases = {
    "values": [json.dumps(v) for v in VALUES],
    "dumps": [{"value_index": i, "options": o, "expected": result(lambda: dumps(v, o))}
              for i, v in enumerate(VALUES) for o in OPTIONS],
    "floats": [{"value": repr(f), "expected": json.dumps(f)} for f in FLOATS],
    "keyed": result(lambda: json.dumps(KEYED[0])),
    "loads": [{"doc": d, "expected": result(lambda: json.dumps(json.loads(d)))} for d in DECODE],
}
with open("src/test/resources/stdlib/json_cases.json", "w", encoding="utf-8") as fh:
    json.dump(cases, fh, indent=1)
    fh.write("\n")
print(sum(len(v) for v in cases.values() if isinstance(v, list)), "cases")
