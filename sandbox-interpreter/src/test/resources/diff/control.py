for i in range(3):
    if i == 1:
        continue
    print(i)
else:
    print("done")
# ---
for i in range(5):
    if i == 2:
        break
    print(i)
else:
    print("not reached")
# ---
n = 0
while n < 5:
    n += 1
    if n == 3:
        continue
    if n == 5:
        break
    print(n)
else:
    print("no")
# ---
x = 5
if x > 3:
    print("big")
elif x > 1:
    print("mid")
else:
    print("small")
print("yes" if x else "no", x if x > 10 else -x)
# ---
print(1 and 2, 0 and 2, 1 or 2, 0 or 2, None or "d", not 0, not [1])
# ---
total = 0
for i in range(3):
    for j in range(3):
        if j == 2:
            break
        total += i * j
print(total)
# ---
for a, (b, c) in [(1, (2, 3)), (4, (5, 6))]:
    print(a + b + c)
# ---
i = 0
while True:
    i += 1
    if i > 100:
        break
print(i)
# ---
res = []
for x in range(3):
    try:
        if x == 1:
            continue
        res.append(x)
    finally:
        res.append("f")
print(res)
# ---
def f():
    for i in range(3):
        try:
            return i
        finally:
            print("cleanup", i)
print(f())
# ---
def g():
    try:
        return "try"
    finally:
        return "finally"
print(g())
# ---
if (n := 10) > 5:
    print(n)
print([y for x in range(5) if (y := x * 2) > 4], y)
# ---
x = 0
for x in []:
    pass
print(x)
# ---
for i in range(3):
    pass
print(i)
# ---
count = 0
for _ in range(1000):
    count += 1
print(count)
# ---
for i, c in enumerate("abc"):
    if c == "b":
        print("found at", i)
        break
# ---
a = b = c = 0
a += 1
print(a, b, c)
x, y = 1, 2
x, y = y, x
print(x, y)
# ---
first, *rest = "hello"
*init, last = [1, 2, 3]
a, *mid, z = range(5)
print(first, rest, init, last, a, mid, z)
# ---
(a, b), c = (1, 2), 3
[d, e] = "xy"
print(a, b, c, d, e)
# ---
a, b = 1
# ---
a, b = [1, 2, 3]
# ---
a, b, c = [1, 2]
# ---
assert 1 == 1, "fine"
assert 1 == 2, "boom"
# ---
assert False
# ---
pass
print("after pass")
# ---
del_me = 5
del del_me
print(del_me)
# ---
while False:
    pass
else:
    print("while-else")
# ---
def describe(x):
    match x:
        case 0:
            return "zero"
        case 1 | 2:
            return "small"
        case int(n) if n < 0:
            return f"negative {n}"
        case [a, b]:
            return f"pair {a} {b}"
        case [first, *rest]:
            return f"list starting {first} rest {rest}"
        case {"type": "point", "x": x, **others}:
            return f"point x={x} others={others}"
        case str() as s:
            return "string " + s
        case None:
            return "none"
        case _:
            return "other"
for v in [0, 2, -5, [1, 2], [1, 2, 3], {"type": "point", "x": 3, "y": 4}, "hi", None, 3.5]:
    print(describe(v))
# ---
class P:
    __match_args__ = ("x", "y")
    def __init__(self, x, y):
        self.x, self.y = x, y
match P(1, 2):
    case P(x=1, y=yy):
        print("P with y", yy)
match P(3, 4):
    case P(a, b):
        print(a, b)
match (1, (2, 3)):
    case (a, (b, c)):
        print(a + b + c)
# ---
command = "go north"
match command.split():
    case ["go", direction]:
        print("going", direction)
    case ["quit"]:
        print("bye")
