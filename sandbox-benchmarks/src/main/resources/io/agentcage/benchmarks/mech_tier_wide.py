# The wider compiled tier (ADR 0066): a hot loop at module level (globals, no function), a long float function
# (more instructions than the first templates let HotSpot compile), and a hot function with instructions the tier
# leaves to the loop (del, a call with * and **).
def step(ps, vs, dt):
    for i in range(len(ps)):
        p = ps[i]
        v = vs[i]
        for j in range(i + 1, len(ps)):
            q = ps[j]
            w = vs[j]
            dx = p[0] - q[0]
            dy = p[1] - q[1]
            dz = p[2] - q[2]
            d2 = dx * dx + dy * dy + dz * dz + 0.01
            mag = dt / (d2 * d2 ** 0.5)
            v[0] -= dx * mag
            v[1] -= dy * mag
            v[2] -= dz * mag
            w[0] += dx * mag
            w[1] += dy * mag
            w[2] += dz * mag
    for i in range(len(ps)):
        p = ps[i]
        v = vs[i]
        p[0] += dt * v[0]
        p[1] += dt * v[1]
        p[2] += dt * v[2]


def pick(d, *keys, **extra):
    out = dict(d)
    for k in keys:
        del out[k]
    return len(out) + len(extra)


ps = [[i * 1.0, i * 0.5, -i * 0.25] for i in range(6)]
vs = [[0.0, 0.0, 0.0] for _ in range(6)]
for _ in range(300):
    step(ps, vs, 0.01)

total = 0
seen = {}
for n in range(20000):
    k = n % 13
    seen[k] = seen.get(k, 0) + 1
    total += k * k
    if n % 100 == 0:
        total += pick({"a": 1, "b": 2, "c": 3}, *("a", "b"), x=n)

print(round(ps[0][0], 6), total, seen[3])
