# Dynamic programming over strings: edit distance, longest common subsequence, and word segmentation.
def edit_distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cost = 0 if ca == cb else 1
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost)
        prev = cur
    return prev[-1]


def lcs(a, b):
    table = [[0] * (len(b) + 1) for _ in range(len(a) + 1)]
    for i in range(1, len(a) + 1):
        row, up = table[i], table[i - 1]
        for j in range(1, len(b) + 1):
            if a[i - 1] == b[j - 1]:
                row[j] = up[j - 1] + 1
            else:
                row[j] = row[j - 1] if row[j - 1] > up[j] else up[j]
    out = []
    i, j = len(a), len(b)
    while i and j:
        if a[i - 1] == b[j - 1]:
            out.append(a[i - 1])
            i -= 1
            j -= 1
        elif table[i - 1][j] >= table[i][j - 1]:
            i -= 1
        else:
            j -= 1
    return "".join(reversed(out))


def segment(text, vocab):
    best = [None] * (len(text) + 1)
    best[0] = []
    for end in range(1, len(text) + 1):
        for start in range(max(0, end - 8), end):
            if best[start] is not None and text[start:end] in vocab:
                best[end] = best[start] + [text[start:end]]
                break
    return best[-1]


def gen(seed, n, alphabet):
    out = []
    for _ in range(n):
        seed = (seed * 1103515245 + 12345) % 2147483648
        out.append(alphabet[(seed >> 16) % len(alphabet)])
    return "".join(out)


S1 = gen(1, 420, "ACGT")
S2 = gen(2, 400, "ACGT")
print(edit_distance(S1, S2))
L = lcs(S1, S2)
print(len(L), L[:30])
VOCAB = {"the", "cat", "sat", "on", "mat", "a", "hat", "there", "then", "at", "he", "sun", "set"}
SENT = "thecatsatonthemattherethesunset" * 40
print(len(segment(SENT, VOCAB)), segment(SENT[:31], VOCAB))
print(sum(edit_distance(w, "kitten") for w in ["sitting", "mitten", "bitten", "knitting", "written"] * 60))
