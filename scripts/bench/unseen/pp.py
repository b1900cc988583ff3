# Written 2026-11-28 as a program the interpreter was never tuned on (issue 25: the compiled tier's default-on check).
import pprint, textwrap, string
data = {f"key{i}": {"vals": list(range(i % 10)), "name": "n" * (i % 13), "sub": {"a": i, "b": [i, i * 2]}} for i in range(600)}
s = pprint.pformat(data, width=60)
print(len(s), s[:100])
text = " ".join(f"word{i}" for i in range(6000))
print(len(textwrap.fill(text, width=50)), len(textwrap.wrap(text, 30)), textwrap.shorten(text, 40))
t = string.Template("$who likes $what")
print(sum(len(t.substitute(who=f"p{i}", what="x")) for i in range(10000)))
