# Spectral norm of an infinite matrix: float division in small functions called from nested loops.
def entry(i, j):
    ij = i + j
    return 1.0 / (ij * (ij + 1) // 2 + i + 1)


def times(u):
    n = len(u)
    return [sum(entry(i, j) * u[j] for j in range(n)) for i in range(n)]


def times_transposed(u):
    n = len(u)
    out = []
    for i in range(n):
        acc = 0.0
        for j in range(n):
            acc += entry(j, i) * u[j]
        out.append(acc)
    return out


def at_times(u):
    return times_transposed(times(u))


def spectral_norm(n):
    u = [1.0] * n
    v = u
    for _ in range(10):
        v = at_times(u)
        u = at_times(v)
    vbv = vv = 0.0
    for ue, ve in zip(u, v):
        vbv += ue * ve
        vv += ve * ve
    return (vbv / vv) ** 0.5


print("%.9f" % spectral_norm(110))
