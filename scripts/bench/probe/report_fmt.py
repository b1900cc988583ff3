# Written 2026-11-28 as an agent-style probe program (issue 25: pathologies found in new programs).
rows = [(f"item-{i:04d}", i * 3.14159 % 1000, (i * 7) % 13, "ok" if i % 5 else "FAIL") for i in range(8000)]
lines = []
lines.append(f"{'name':<12}|{'value':>12}|{'qty':^5}|{'status':>6}")
lines.append("-" * 40)
for name, val, qty, st in rows:
    lines.append(f"{name:<12}|{val:>12,.3f}|{qty:^5d}|{st:>6}")
    lines.append("%-12s|%12.2f|%5d|%6s" % (name, val, qty, st))
    lines.append("{:<12}|{:>12.1e}|{:5}|{:>6}".format(name, val, qty, st.lower()))
text = "\n".join(lines)
words = text.replace("|", " ").split()
total = sum(float(w.replace(",", "")) for w in words if w[0].isdigit() and "." in w and "e" not in w)
print(len(text), len(words), round(total, 2))
print(lines[2]); print(lines[3]); print(lines[4])
print(text.count("FAIL"), text.upper().count("OK"), max(len(l) for l in lines))
