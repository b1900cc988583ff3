# Sorting: key functions, lambdas, multi-key tuples, stability, reverse, and objects compared through __lt__.
import functools


class Version:
    __slots__ = ("major", "minor", "patch")

    def __init__(self, text):
        a, b, c = text.split(".")
        self.major, self.minor, self.patch = int(a), int(b), int(c)

    def __lt__(self, other):
        if self.major != other.major:
            return self.major < other.major
        if self.minor != other.minor:
            return self.minor < other.minor
        return self.patch < other.patch

    def __repr__(self):
        return "%d.%d.%d" % (self.major, self.minor, self.patch)


def records(n):
    seed = 2024
    out = []
    for i in range(n):
        seed = (seed * 214013 + 2531011) % 4294967296
        out.append({"id": i, "team": "team%d" % (seed % 13), "score": (seed >> 8) % 1000,
                    "name": "user%05d" % ((seed >> 3) % 50000)})
    return out


def cmp_len_then_alpha(a, b):
    if len(a) != len(b):
        return len(a) - len(b)
    return (a > b) - (a < b)


RECS = records(25000)
by_score = sorted(RECS, key=lambda r: (-r["score"], r["name"]))
print([r["id"] for r in by_score[:5]])
by_team = sorted(RECS, key=lambda r: r["team"])
print(by_team[0]["team"], by_team[-1]["team"], [r["id"] for r in by_team[:3]])
names = sorted({r["name"] for r in RECS}, reverse=True)
print(names[:3], len(names))
VERSIONS = [Version("%d.%d.%d" % (i % 7, (i * 31) % 17, (i * 17) % 23)) for i in range(12000)]
VERSIONS.sort()
print(VERSIONS[:3], VERSIONS[-1], max(VERSIONS[:500]))
WORDS = [r["name"][::-1] + r["team"] for r in RECS[:8000]]
print(sorted(WORDS, key=functools.cmp_to_key(cmp_len_then_alpha))[:3])
print(sorted(range(20000), key=lambda i: (i * 7919) % 10007)[:6])
