# A matrix with tuple indexing, item assignment, matmul, len, contains and equality.
class Matrix:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]

    @classmethod
    def identity(cls, n):
        return cls([[1 if i == j else 0 for j in range(n)] for i in range(n)])

    def __getitem__(self, key):
        i, j = key
        return self.rows[i][j]

    def __setitem__(self, key, value):
        i, j = key
        self.rows[i][j] = value

    def __len__(self):
        return len(self.rows)

    def __contains__(self, value):
        return any(value in row for row in self.rows)

    def __matmul__(self, other):
        n, m, p = len(self.rows), len(other.rows), len(other.rows[0])
        return Matrix([[sum(self[i, k] * other[k, j] for k in range(m)) for j in range(p)] for i in range(n)])

    def __eq__(self, other):
        return self.rows == other.rows

    def __repr__(self):
        return 'Matrix(%r)' % (self.rows,)


a = Matrix([[1, 2], [3, 4]])
print(a @ Matrix.identity(2) == a, a @ a)
a[0, 1] = 9
print(a[0, 1], 9 in a, 7 in a, len(a))
