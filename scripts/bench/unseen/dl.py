# Written 2026-11-28 as a program the interpreter was never tuned on (issue 25: the compiled tier's default-on check).
import difflib
a = [f"line {i} {'x' * (i % 7)}" for i in range(1500)]
b = a[:]
for i in range(0, 1500, 37):
    b[i] = b[i] + " changed"
del b[100:120]
d = list(difflib.unified_diff(a, b, lineterm=""))
print(len(d), d[:3])
print(round(difflib.SequenceMatcher(None, "abcdefghij" * 30, "abcdxfghij" * 30).ratio(), 4))
