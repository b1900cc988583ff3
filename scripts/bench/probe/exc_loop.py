# Written 2026-11-28 as an agent-style probe program (issue 25: pathologies found in new programs).
data = {str(i): i for i in range(0, 40000, 3)}
miss = hit = 0
for i in range(40000):
    try:
        hit += data[str(i)]
    except KeyError:
        miss += 1
vals = []
for s in ["1", "x", "2.5", "", "7", "nan", "1e3", "abc"] * 2000:
    try:
        vals.append(int(s))
    except ValueError:
        try:
            vals.append(float(s))
        except ValueError as e:
            vals.append(len(str(e)))
class AppError(Exception):
    pass
def risky(i):
    if i % 7 == 0:
        raise AppError(f"bad {i}")
    return i
errs = 0
for i in range(20000):
    try:
        risky(i)
    except AppError as e:
        errs += len(e.args[0])
    finally:
        hit += 1
print(miss, hit, len(vals), sum(v for v in vals if v == v), errs)
