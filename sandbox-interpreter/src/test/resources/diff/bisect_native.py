import bisect
for f in [lambda: bisect.bisect_right([1],2,3,4,5), lambda: bisect.bisect_right([1]), lambda: bisect.bisect_right([1], 2, lo=-1), lambda: bisect.bisect_right([1,2,3], 2, hi=-1), lambda: bisect.bisect_right([1],2,lo='a'), lambda: bisect.bisect_right([1],2,hi='a'), lambda: bisect.bisect_right([1],2,foo=1), lambda: bisect.bisect_right(5, 2), lambda: bisect.bisect_right([1,'a'], 2), lambda: bisect.insort((1,2), 3), lambda: bisect.bisect_right([1,2], 2, 0, 10), lambda: bisect.bisect_right(a=[1,2], x=2), lambda: bisect.bisect_left([1,2],2, hi=None, key=None), lambda: bisect.bisect_right([3,1], 2, key=lambda v: -v), lambda: bisect.bisect_right([1],2,lo=True), lambda: bisect.bisect_right([1],2,1.5), lambda: bisect.bisect_left([1,2,3], 2, 0, -5), lambda: bisect.bisect_right([1,2], 1, x=3)]:
    try: print(f())
    except Exception as e: print(type(e).__name__, e)
print(bisect.bisect is bisect.bisect_right, bisect.insort is bisect.insort_right, bisect.bisect_right.__name__)
a = [1, 3, 5]
bisect.insort(a, 4); bisect.insort_left(a, 3); bisect.insort_right(a, 3, key=None); print(a)
class L(list):
    def insert(self, i, x):
        print("insert", i, x); super().insert(i, x)
l = L([1, 5]); bisect.insort(l, 3); print(l)
class Seq:
    def __init__(self, d): self.d = d
    def __len__(self): return len(self.d)
    def __getitem__(self, i): return self.d[i]
print(bisect.bisect(Seq([1, 2, 4, 8]), 5), bisect.bisect_left("abdf", "c"), bisect.bisect((1, 2, 2, 3), 2))
recs = [("a", 1), ("b", 4), ("c", 9)]
print(bisect.bisect_left(recs, 5, key=lambda r: r[1]))
bisect.insort(recs, ("x", 5), key=lambda r: r[1]); print(recs)
import random; random.seed(1); v = []
for _ in range(1000): bisect.insort(v, random.random())
print(v == sorted(v), len(v))
