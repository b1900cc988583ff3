# Strings and ints (issue 25, the text_words/edit_distance/int_sieve mechanisms): chained comparisons as conditions,
# builtin methods remembered per call site (list.append, dict.get), enumerate pairs unpacked without a tuple,
# min() of three ints, swaps without a tuple, exact list and bytearray item stores.
def rot13(text):
    out = []
    for ch in text:
        if "a" <= ch <= "z":
            out.append(chr((ord(ch) - 84) % 26 + 97))
        else:
            out.append(ch)
    return "".join(out)


def distance(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb))
        prev = cur
    return prev[-1]


def sieve_gcd(limit):
    flags = bytearray([1]) * (limit + 1)
    for p in range(2, int(limit ** 0.5) + 1):
        if flags[p]:
            for m in range(p * p, limit + 1, p):
                flags[m] = 0
    g = 0
    for a in range(1, 60):
        b = 60
        while b:
            a, b = b, a % b
        g += a
    counts = {}
    for i in range(2, limit + 1):
        if flags[i]:
            counts[i % 10] = counts.get(i % 10, 0) + 1
    return g, sorted(counts.items())


text = "the quick brown fox jumps over the lazy dog " * 60
print(rot13(rot13(text)) == text, rot13(text)[:20], distance("kitten" * 12, "sitting" * 11), sieve_gcd(30000))
