# Written 2026-11-28 as an agent-style probe program (issue 25: pathologies found in new programs).
def matmul(a, b):
    bt = list(zip(*b))
    return [[sum(x * y for x, y in zip(row, col)) for col in bt] for row in a]
def transpose(m):
    return [list(r) for r in zip(*m)]
n = 60
A = [[(i * j) % 7 - 3 for j in range(n)] for i in range(n)]
B = [[(i + j) % 5 - 2 for j in range(n)] for i in range(n)]
C = matmul(A, B)
D = matmul(C, transpose(A))
tr = sum(D[i][i] for i in range(n))
mx = max(max(r) for r in D)
def det(m):
    m = [row[:] for row in m]; n = len(m); d = 1.0
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        if abs(m[p][c]) < 1e-12: return 0.0
        if p != c: m[c], m[p] = m[p], m[c]; d = -d
        d *= m[c][c]
        for r in range(c + 1, n):
            f = m[r][c] / m[c][c]
            for k in range(c, n): m[r][k] -= f * m[c][k]
    return d
print(tr, mx, round(det([[float((i * 3 + j * 5) % 11) + (i == j) * 10 for j in range(40)] for i in range(40)]), -10))
