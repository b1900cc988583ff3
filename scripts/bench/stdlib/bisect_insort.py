# Sorted insertion of 20,000 random ints with bisect.insort, then 20,000 bisect_left probes.
import bisect, random
random.seed(3)
a = []
for i in range(20000):
    bisect.insort(a, random.randint(0, 10**6))
print(sum(bisect.bisect_left(a, x) for x in range(0, 10**6, 50)), a[:3])
