a = [3, 1, 2]
a.append(4); a.extend([5, 6]); a.insert(0, 0)
print(a, a.pop(), a.pop(0), a, a.index(2), a.count(1))
# ---
a = [5, 2, 8, 1]
a.sort(); print(a); a.sort(reverse=True); print(a); a.reverse(); print(a)
# ---
words = ["banana", "Apple", "cherry"]
print(sorted(words), sorted(words, key=str.lower), sorted(words, key=len, reverse=True))
# ---
a = [1, 2, 3, 4, 5]
a[1:3] = [20, 30, 40]; print(a)
del a[0]; print(a)
del a[::2]; print(a)
a[:] = []; print(a)
# ---
a = [[0] * 3 for _ in range(2)]
a[0][1] = 5
print(a, [0] * 3, [[1]] * 2)
# ---
t = (1, 2, 3)
print(t, t[0], t[-1], t[1:], len(t), t + (4,), t * 2, (1,), (), t.count(2), t.index(3))
# ---
d = {"b": 2, "a": 1}
d["c"] = 3
print(d, list(d), list(d.keys()), list(d.values()), list(d.items()), len(d), "a" in d)
# ---
d = {"x": 1}
print(d.get("x"), d.get("y"), d.get("y", 0), d.setdefault("y", 5), d, d.pop("x"), d)
# ---
d = dict(a=1, b=2)
d.update({"c": 3}, d=4)
print(d, dict([("k", "v")]), dict(zip("ab", [1, 2])), {k: v for k, v in d.items() if v % 2})
# ---
d = {1: "a", 2: "b"}
for k in d:
    print(k, d[k])
print(d.popitem(), d)
# ---
s = {3, 1, 2}
s.add(4); s.discard(1); s.remove(2)
print(sorted(s), len(s), 3 in s, {1, 2} | {2, 3}, {1, 2} & {2, 3}, {1, 2} - {2}, {1, 2} ^ {2, 3})
# ---
print({1, 2} <= {1, 2, 3}, {1, 2} < {1, 2}, frozenset([1, 2]) == {1, 2}, set(), frozenset())
# ---
print(list(range(5)), list(range(2, 10, 3)), list(range(10, 0, -2)), range(5)[2], len(range(0, 10, 3)), 3 in range(5))
# ---
print(list(enumerate("ab")), list(enumerate("ab", 1)), list(zip([1, 2], "ab", [True, False])))
# ---
print(list(map(lambda x: x * 2, [1, 2])), list(filter(lambda x: x > 1, [1, 2, 3])), list(map(pow, [2, 3], [2, 2])))
# ---
print(list(reversed([1, 2, 3])), list(reversed(range(4))), any([0, 1]), all([1, 0]), all([]), any([]))
# ---
nested = {"a": {"b": [1, {"c": 2}]}}
print(nested["a"]["b"][1]["c"], nested)
# ---
a = [1, 2, 3]
b = a
b.append(4)
c = a.copy()
c.append(5)
print(a, b, c, a is b, a == c[:4])
# ---
print([1, 2] + [3], [x for x in range(10) if x % 3 == 0], [(x, y) for x in range(2) for y in range(2)])
# ---
print({x: x * x for x in range(4)}, {x % 3 for x in range(10)}, list(x * 2 for x in range(3)))
# ---
m = [[1, 2, 3], [4, 5, 6]]
print([list(r) for r in zip(*m)], [row[i] for row in m for i in range(len(row)) if i == 1])
# ---
print([1, 2, 3][5])
# ---
print({"a": 1}["b"])
# ---
print(().index(1))
# ---
a = [1, 2, 3]
a.remove(5)
# ---
print(min([]))
# ---
s = set()
s.pop()
# ---
print(sorted([(2, 'b'), (1, 'z'), (2, 'a')]), sorted({3: 'a', 1: 'b'}), sorted([3, 1, 2], key=lambda v: -v))
# ---
a = list(range(10))
print(a[2:8:2], a[::-3], a[-2::-2], a[8:2:-2])
# ---
d = {}
d[(1, 2)] = "tuple key"
d[frozenset([1])] = "fs"
print(d[(1, 2)], d[frozenset({1})], len(d))
# ---
print({[1]: 2})
# ---
x = [1, 2, 3]
x[1:2] = "ab"
print(x, x * 0, x[::-1][0])
# ---
print(dict.fromkeys("ab", 0), {**{"a": 1}, "b": 2}, [*range(3), *"ab"], (*[1, 2], 3))
# ---
print([list(d.items()) == [] for d in [{}]], type(x for x in []).__name__)
# ---
print(sorted(set([3, 3, 1])), list({1: 2}.items())[0], {1: 'a'} == {1: 'a'}, [1, [2]] == [1, [2]])
# ---
a = [1, 2, 3, 4]
print(a.pop(-2), a, a.index(4), len(a), sum(a) / len(a))
# ---
print(tuple(set((21, 11, 25, 26)) ^ set((26, 34, 21, 36))))
print(list(set([10, 15, 20, 25, 30, 35, 40])-set([25, 40, 35])) + list(set([25, 40, 35])-set([10, 15, 20, 25, 30, 35, 40])))
print({100, 3, 57, 1000, -5, 2**40, 7.5, -2.25}, set(range(20, 0, -3)), {(1, 2), (3, 4), (0, 0)})
s = set()
for i in range(100):
    s.add(i * 37 % 101)
print(list(s)[:20], s.pop(), s.pop())
print({1, 2, 3} & {3, 2, 9}, {5, 1} | {9, 3}, hash(1.5), hash((1, 2)), hash(-1), hash(3.14159), hash(2**100))
print(sorted({"b", "a"}), frozenset({3, 1, 2}), {x % 7 for x in range(30, 0, -1)})
# ---
a = [1, 2, 3]
try:
    a[1:2] = 5
except TypeError as e:
    print(e)
try:
    a[::2] = 5
except TypeError as e:
    print(e)
a[0:1] = (x for x in "ab")
print(a)
