# Written 2026-11-28 as an agent-style probe program (issue 25: pathologies found in new programs).
import re, textwrap, string
from collections import Counter, defaultdict
para = ("Lorem ipsum dolor sit amet, consectetur adipiscing elit. Sed do eiusmod tempor incididunt ut labore et dolore magna aliqua. " * 3).strip()
docs = [f"Doc {i}: " + para.replace("dolor", f"dolor{i % 17}") for i in range(400)]
wc = Counter()
by_first = defaultdict(list)
for d in docs:
    toks = [t.strip(string.punctuation).lower() for t in d.split()]
    wc.update(t for t in toks if t)
    by_first[toks[0]].append(len(toks))
wrapped = [textwrap.fill(d, width=50) for d in docs[:150]]
caps = sum(len(re.findall(r"\b[A-Z]\w+", d)) for d in docs)
subs = [re.sub(r"(\w+)or\b", r"<\1>", d) for d in docs[:200]]
title = [d.title().swapcase()[:30] for d in docs[:300]]
print(wc.most_common(5), len(by_first), sum(len(w) for w in wrapped), caps, subs[3][:60], title[7])
print(textwrap.shorten(docs[1], 40), textwrap.indent("a\nb", "> "), string.capwords("hello big world"))
