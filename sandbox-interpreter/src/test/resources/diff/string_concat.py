# repeated concatenation shares an append buffer: every string made on the way keeps its own value
s = ""
for i in range(20000):
    s += "x"
t = ""
for i in range(3000):
    t = t + f"line {i}\n"
u = "a" * 2000
v = u + "b"
w = u + "c"
print(len(s), len(t), t[-12:], v[-3:], w[-3:], len(v), len(w), v == w, u[-1], hash(v) == hash("a" * 2000 + "b"))
x = "q" * 3000
parts = []
for k in range(5):
    x += str(k)
    parts.append(x)
print([p[-6:] for p in parts], [len(p) for p in parts], parts[0] is not parts[1])
y = parts[1] + "Z"
print(y[-7:], parts[2][-7:], parts[1][-7:], parts[1] < parts[2], parts[4].endswith("34"), parts[3].count("q"))
d = {parts[3]: 1}
print(d["q" * 3000 + "0123"], (parts[4] + "é")[-3:], len(parts[4] + "😀"), (parts[4] + "😀")[-1], len(x + x))
z = "😀" * 600
for c in "abc":
    z += c
    z = z + "é"
print(len(z), z[-6:], z[598:602], z.index("a"), z.encode()[-4:])
def build(n):
    out = ""
    for i in range(n):
        out += str(i) + ","
    return out
r = build(2000)
print(len(r), r[:10], r[-10:], r.split(",")[1500], build(3) + build(2))
class S(str):
    pass
e = S("k" * 1100)
print(type(e + "x").__name__, type(e + "").__name__, len(e + e), type("" + e).__name__)
