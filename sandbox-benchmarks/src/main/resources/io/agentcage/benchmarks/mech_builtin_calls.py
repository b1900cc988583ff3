# Builtins called from the VM without an argument array (ADR 0061): len/ord/chr/abs/isinstance, list.append,
# dict.get counting, set.add, str case maps and predicates, membership and stores on exact dicts.
text = "the quick brown fox jumps over the lazy dog 0123456789 " * 40
out = []
counts = {}
seen = set()
digits = 0
for ch in text:
    out.append(chr((ord(ch) - 97 + 13) % 26 + 97) if ch.isalpha() else ch)
    counts[ch] = counts.get(ch, 0) + 1
    seen.add(ch)
    if ch.isdigit():
        digits += 1
words = {}
for w in text.split():
    u = w.upper()
    if u in words:
        words[u] += len(w)
    else:
        words[u] = abs(-len(w))
n = sum(1 for x in out if isinstance(x, str) and x.lower() == x)
print((len(out), len(counts), counts["o"], len(seen), digits, len(words), words["THE"], n))
