# Written 2026-11-28 as a program the interpreter was never tuned on (issue 25: the compiled tier's default-on check).
import bisect, random
random.seed(3)
a = []
for i in range(20000):
    bisect.insort(a, random.randint(0, 10**6))
print(sum(bisect.bisect_left(a, x) for x in range(0, 10**6, 50)), a[:3])
