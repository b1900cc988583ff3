# OrderedDict.move_to_end and popitem on the native order: CPython's order, errors and keywords; subclasses overriding
# __iter__/__setitem__ do not change what they do (CPython's C OrderedDict reads its own order)
from collections import OrderedDict
d = OrderedDict.fromkeys("abcde")
d.move_to_end("b")
print(list(d))
d.move_to_end("b", last=False)
print(list(d))
d.move_to_end("e", False)
print(list(d), d.popitem(), d.popitem(last=False), d.popitem(False), list(d))
def t(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
t(lambda: d.move_to_end("zz"))
t(lambda: d.move_to_end(key="c"))
t(lambda: d.popitem(True, 1))
t(lambda: d.popitem(lst=True))
t(lambda: OrderedDict().popitem())
t(lambda: OrderedDict().popitem(last=False))
t(lambda: d.move_to_end([1]))
print(list(d), d)
class Logged(OrderedDict):
    def __setitem__(self, k, v):
        print("set", k)
        super().__setitem__(k, v)
    def __iter__(self):
        return iter(["fake"])
l = Logged()
l["x"] = 1
l["y"] = 2
l.move_to_end("x")
print(dict.keys(l), l.popitem(last=False), dict.keys(l))
cache = OrderedDict()
hits = 0
for i in range(3000):
    k = (i * 7) % 40 + i % 3
    if k in cache:
        cache.move_to_end(k)
        hits += 1
    else:
        cache[k] = k * 2
        if len(cache) > 16:
            cache.popitem(last=False)
print(hits, list(cache.items())[:5], len(cache))
