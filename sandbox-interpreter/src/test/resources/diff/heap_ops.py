# heapq's native half keeps CPython's layout, order and messages
import heapq
data = [(i * 7919) % 101 for i in range(40)]
h = []
for x in data:
    heapq.heappush(h, x)
print(h)
print([heapq.heappop(h) for _ in range(10)], h[:5])
g = list(data)
heapq.heapify(g)
print(g)
print(heapq.heapreplace(g, 50), heapq.heappushpop(g, -1), heapq.heappushpop(g, 77), g[:6])
print(heapq.nlargest(4, data), heapq.nsmallest(4, data), list(heapq.merge([1, 4, 9], [2, 3, 10])))
t = []
for i, w in enumerate("pear fig apple kiwi date".split()):
    heapq.heappush(t, (len(w), w, i))
print([heapq.heappop(t) for _ in range(len(t))])
for bad in (lambda: heapq.heappop([]), lambda: heapq.heapreplace([], 1), lambda: heapq.heappush((), 1),
            lambda: heapq.heapify({}), lambda: heapq.heappush([])):
    try:
        bad()
    except (IndexError, TypeError) as e:
        print(type(e).__name__, e)
print(heapq.heappushpop([], 5))
# ---
# items compared through a guest __lt__, and a comparison error in the middle of a sift
import heapq
class Task:
    def __init__(self, prio, name):
        self.prio, self.name = prio, name
    def __lt__(self, other):
        return self.prio < other.prio
    def __repr__(self):
        return self.name
q = []
for i, p in enumerate([5, 1, 4, 1, 3, 9, 2]):
    heapq.heappush(q, Task(p, "t%d" % i))
print(q, [heapq.heappop(q) for _ in range(3)])
try:
    heapq.heappush([1, 2, 3], "x")
except TypeError as e:
    print("TypeError", e)
