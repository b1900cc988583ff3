import json
print(json.dumps([1, 2.5, "a", None, True, False, {"k": [1, {}], "e": []}, [], {}, -0.0, 1e100, 1e-7, 123456789012345678901234567890]))
print(json.dumps({"b": 1, "a": [1, 2]}, indent=2), json.dumps({"b": 1, "a": [1, 2]}, indent="\t", sort_keys=True))
print(json.dumps([[], {}, [[]], {"x": {}}], indent=0), json.dumps([1, [2]], indent=-1), json.dumps({"a": 1}, indent=" - "))
print(json.dumps({"a": [1, 2], "b": None}, separators=(",", ":")), json.dumps([1, 2], indent=1, separators=(", ", " = ")), json.dumps({"z": 1, "y": {"d": 2, "c": 3}}, sort_keys=True))
print(json.dumps((1, (2, 3))), json.dumps("x"), json.dumps(3), json.dumps(None), json.dumps(float("inf")), json.dumps([float("nan"), float("-inf")]))
# ---
import json
print(json.dumps("é\u1234\U0001f600\x7f\x00\x1f\n\t\r\b\f\"\\/"), json.dumps("é\u1234\U0001f600\x7f\x00\x1f", ensure_ascii=False), json.dumps("\ud800 lone"), json.dumps({"ключ": "значение"}, ensure_ascii=False))
print(json.dumps({1: "a", 2.5: "b", True: "c", None: "d", False: 0, -3: 1, 1e20: 2, float("inf"): 3}))
print(json.dumps({(1, 2): 3, "a": 1}, skipkeys=True), json.dumps({object(): 1}, skipkeys=True), json.dumps([{}, {(1,): 2}], skipkeys=True, indent=1))
# ---
import json
for bad in [lambda: json.dumps({(1, 2): 3}), lambda: json.dumps(object()), lambda: json.dumps({1, 2}), lambda: json.dumps(b"x"), lambda: json.dumps(float("nan"), allow_nan=False), lambda: json.dumps([float("inf")], allow_nan=False, indent=2), lambda: json.dumps({float("nan"): 1}, allow_nan=False), lambda: json.dumps({1: 2, "a": 3}, sort_keys=True), lambda: json.dumps(1j), lambda: json.dumps({"a": {1, 2}}, indent=2), lambda: json.dumps({}.keys())]:
    try:
        print(bad())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
# ---
import json
a = [1]
a.append(a)
try:
    json.dumps(a)
except ValueError as e:
    print(e)
d = {}
d["self"] = d
try:
    json.dumps(d, indent=2)
except ValueError as e:
    print(e)
shared = [1, 2]
print(json.dumps([shared, shared, {"s": shared}]))
try:
    json.dumps(a, check_circular=False)
except RecursionError as e:
    print("RecursionError")
# ---
import json
class P:
    def __init__(self, x, y):
        self.x, self.y = x, y
def enc(o):
    if isinstance(o, P):
        return {"x": o.x, "y": o.y}
    if isinstance(o, set):
        return sorted(o)
    raise TypeError("no " + type(o).__name__)
print(json.dumps([P(1, 2), {3, 1, 2}, {"p": P(P(0, 0), None)}], default=enc))
print(json.dumps({"when": P(1, 2)}, default=lambda o: o.__dict__, sort_keys=True, indent=2))
try:
    json.dumps([1j], default=enc)
except TypeError as e:
    print(e)
class E(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, complex):
            return [o.real, o.imag]
        return super().default(o)
print(json.dumps({"c": 1 + 2j}, cls=E), E().encode([3j]), E(indent=1).encode({"a": 1j}), "".join(E().iterencode({"z": 2j})))
try:
    E().encode(object())
except TypeError as e:
    print(e)
try:
    json.dumps(P(1, 2), default=lambda o: o)
except ValueError as e:
    print(e)
print(json.JSONEncoder(sort_keys=True, separators=(";", "=")).encode({"b": 1, "a": 2}), json.JSONEncoder().item_separator, json.JSONEncoder(indent=2).item_separator)
# ---
import json
from collections import OrderedDict, namedtuple, defaultdict, Counter
Pt = namedtuple("Pt", "x y")
print(json.dumps(OrderedDict([("b", 1), ("a", 2)])), json.dumps(Pt(1, 2)), json.dumps(defaultdict(int)), json.dumps(Counter("aab")))
class L(list):
    pass
class D(dict):
    pass
print(json.dumps(L([1, D(a=2)])), json.dumps([True, False, 1, 0.5], indent=1))
# ---
import json
print(json.loads('[1, 2.5, "a", null, true, false, {"k": [1, {}], "e": []}, [], {}, -0.0, 1e100, 1E-7, 123456789012345678901234567890, -12]'))
print(json.loads('{"a": 1, "a": 2, "b": {"c": "d"}}'), json.loads(' \t\n"x"\r\n '), json.loads("NaN"), json.loads("[Infinity, -Infinity]"), repr(json.loads('"\\u00e9\\ud83d\\ude00\\n\\t\\/\\b\\f\\r\\"\\\\"')))
print(repr(json.loads('"\\ud800"')), json.loads('"\\uDE00\\uD83D"') == "\ude00\ud83d", json.loads('"\\uD83D\\uDE00"') == "\U0001f600", json.loads("1.0"), json.loads("-0"), json.loads("0.5e+3"), json.loads("1e400"))
print(json.loads(b'{"bytes": [1]}'), json.loads(bytearray(b'[2]')), json.loads(b'\xef\xbb\xbf[3]'), json.loads('"\u00e9\U0001f600"'))
print(type(json.loads("1")), type(json.loads("1.0")), type(json.loads("1e2")), json.loads('"a\tb"', strict=False))
# ---
import json
for doc in ['', '  ', '[1,]', '{"a":1,}', '{"a" 1}', '{1:2}', '-', '-a', '01', '1.', ' [1, 2 ] x', 'nul', 'Infinityx', '"\\x"', '"\t"', '["a"\n, "b" \n x]', '\ufeff1', '{"a":1 "b":2}', '1 2', '[', '{', '{"a"', '{"a":', '"\\u00zz"', '"abc\\', '"a\\u12', '"\\ud800\\u12"', "'single'", '[1 2]', 'tru', '{"a": [1, 2}', '"\u00e9\U0001f600" x', '\n\n  ]', 'true false']:
    try:
        print(repr(json.loads(doc)))
    except json.JSONDecodeError as e:
        print(repr(doc), "|", e, "|", e.msg, e.pos, e.lineno, e.colno, e.doc == doc, isinstance(e, ValueError))
# ---
import json
json.loads('{"a": 1,\n "b": [1, 2,]}')
# ---
import json
for bad in [lambda: json.loads(5), lambda: json.loads(None), lambda: json.loads([1]), lambda: json.loads("9" * 5000)]:
    try:
        print(bad())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
# ---
import json
from decimal import Decimal
from collections import OrderedDict
calls = []
def oh(d):
    calls.append(("obj", sorted(d)))
    return {"wrapped": d}
def pf(s):
    calls.append(("float", s))
    return Decimal(s)
def pi(s):
    calls.append(("int", s))
    return int(s) * 10
def pc(s):
    calls.append(("const", s))
    return s
print(json.loads('{"a": [1, 2.50, {"b": 3}], "c": NaN, "d": -Infinity, "e": 1e3}', object_hook=oh, parse_float=pf, parse_int=pi, parse_constant=pc))
print(calls)
print(json.loads('{"b": 1, "a": {"c": 2, "c": 3}}', object_pairs_hook=OrderedDict), json.loads('{"x": 1, "x": 2}', object_pairs_hook=list), json.loads('[{"q": 1}]', object_pairs_hook=lambda p: p, object_hook=lambda d: 1/0))
print(json.loads('[1.5, 2]', parse_float=str, parse_int=float), json.loads('{}', object_hook=len))
class Dec(json.JSONDecoder):
    def __init__(self, **kw):
        super().__init__(object_hook=self.hook, **kw)
    def hook(self, d):
        return sorted(d.items())
print(json.loads('{"z": 1, "y": [2]}', cls=Dec), json.JSONDecoder().decode(' [3] '), json.JSONDecoder().raw_decode('{"a": 1} trailing'), json.JSONDecoder().raw_decode('xx[1]', 2))
try:
    json.JSONDecoder().raw_decode(' 1')
except json.JSONDecodeError as e:
    print(e)
try:
    json.loads('[1, 2, 3]', parse_int=lambda s: 1 / 0)
except ZeroDivisionError as e:
    print("hook raised", e)
# ---
import json
from io import StringIO
buf = StringIO()
json.dump({"a": [1, 2], "b": "é"}, buf, indent=2, sort_keys=True)
print(buf.getvalue())
buf.seek(0)
print(json.load(buf))
class W:
    def __init__(self):
        self.parts = []
    def write(self, s):
        self.parts.append(s)
w = W()
json.dump([1, {"x": None}], w, separators=(",", ":"))
print("".join(w.parts))
class R:
    def read(self):
        return '{"from": "reader"}'
print(json.load(R()), json.load(R(), object_pairs_hook=list))
# ---
import json
deep = []
cur = deep
for i in range(100):
    cur.append([])
    cur = cur[0]
s = json.dumps(deep)
print(len(s), json.loads(s) == deep, json.dumps(json.loads("[" * 50 + "]" * 50)))
nested = {}
cur = nested
for i in range(50):
    cur["k"] = {}
    cur = cur["k"]
print(len(json.dumps(nested, indent=1)), json.loads(json.dumps(nested)) == nested)
for doc in ["[" * 100000, '{"a":' * 100000]:
    try:
        json.loads(doc)
    except RecursionError as e:
        print("RecursionError", e)
big = []
cur = big
for i in range(100000):
    cur.append([])
    cur = cur[0]
try:
    json.dumps(big)
except RecursionError as e:
    print("RecursionError", e)
try:
    json.dumps(big, indent=1)
except RecursionError as e:
    print("RecursionError")
# ---
import json
print(json.__all__, json.JSONDecodeError.__mro__[1:], json.JSONDecodeError("m", "doc\nx", 5).args, json.JSONDecodeError("m", "ab", 1).colno)
e = json.JSONDecodeError("Boom", "a\nbc\nd", 4)
print(e.msg, e.pos, e.lineno, e.colno, str(e))
print(json.dumps({"a": 1}, indent=True), json.dumps([1], indent=False), json.dumps({"k": "v"}, separators=[",", ":"]))
raise json.JSONDecodeError("Expecting value", "", 0)
# ---
import json.decoder
from json.decoder import JSONDecodeError, JSONDecoder
from json.encoder import JSONEncoder, encode_basestring, encode_basestring_ascii
import json
print(JSONDecodeError is json.JSONDecodeError, JSONDecoder is json.decoder.JSONDecoder, JSONEncoder is json.JSONEncoder, encode_basestring("é\n\"x"), encode_basestring_ascii("é\n\U0001f600"))
try:
    json.loads("{")
except json.decoder.JSONDecodeError as e:
    print(type(e).__module__, type(e).__name__, e.pos)
