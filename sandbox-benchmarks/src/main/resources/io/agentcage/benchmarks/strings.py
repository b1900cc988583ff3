words = []
for i in range(3000):
    words.append("w%d" % (i * 31 % 997))
text = " ".join(words)
counts = {}
for w in text.split():
    counts[w] = counts.get(w, 0) + 1
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:3]
line = ", ".join(f"{k}={v:>3}" for k, v in top)
print(len(text), len(counts), line, text[:19].upper())
