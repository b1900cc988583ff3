# Written 2026-11-28 as a program the interpreter was never tuned on (issue 25: the compiled tier's default-on check).
import re
from collections import Counter
text = " ".join(f"The quick brown fox {i % 97} jumps over the lazy dog number {i}." for i in range(20000))
words = re.findall(r"[a-z]+", text.lower())
c = Counter(words)
print(c.most_common(5), len(words))
print(sum(1 for m in re.finditer(r"\d+", text)), len(text.split()))
print(sorted(set(words), key=str.lower)[:5], max(words, key=len))
