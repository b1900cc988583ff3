# functools.total_ordering from __eq__ and __lt__, used by sorting, min/max and bisect.
import bisect
from functools import total_ordering


@total_ordering
class Version:
    def __init__(self, text):
        self.parts = tuple(int(p) for p in text.split('.'))

    def __eq__(self, other):
        return self.parts == other.parts

    def __lt__(self, other):
        return self.parts < other.parts

    def __hash__(self):
        return hash(self.parts)

    def __repr__(self):
        return 'Version(%r)' % '.'.join(map(str, self.parts))


vs = [Version(v) for v in ['1.10', '1.2', '1.2.1', '0.9']]
print(sorted(vs), max(vs), min(vs))
print(Version('1.2') <= Version('1.2'), Version('2.0') >= Version('1.9'), Version('1.0') > Version('1.0'))
ordered = sorted(vs)
bisect.insort(ordered, Version('1.3'))
print(ordered)
