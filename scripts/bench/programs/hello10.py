# A 10-line agent-style program: the fresh-process start-up case.
import json
import math

data = [{"n": i, "sq": i * i} for i in range(10)]
total = sum(d["sq"] for d in data)
print("total", total, "root", round(math.sqrt(total), 3))
print(json.dumps(data[:2]))
words = "the quick brown fox".split()
print(sorted(words, key=len)[-1], len(words))
