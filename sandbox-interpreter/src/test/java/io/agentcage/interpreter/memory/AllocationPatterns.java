package io.agentcage.interpreter.memory;

import java.util.List;

/**
 * Allocation patterns of guest code, one per way a program can pile up memory: every builtin and method that
 * returns a new container or string, comprehensions, generators, instances, closures, module state. Each pattern
 * is a program with {@code N} in it: with a huge N it must end at the memory limit; with a small N it keeps its
 * result in {@code keep}, and the retained heap is compared with the interpreter's estimate.
 */
final class AllocationPatterns {
    /** A pattern: a name, the program ({@code N} is replaced) and the N that keeps about 8 MiB for the measurement. */
    record Pattern(String name, String code, long measureN) {
        String program(long n) {
            return code.replaceAll("\\bN\\b", Long.toString(n));
        }
    }

    private static final String P_CLASS = "class P:\n    def __init__(self, v):\n        self.v = v\n";

    static final List<Pattern> ALL = List.of(
            new Pattern("list(zip)", "keep = list(zip(range(N), range(N)))", 100_000),
            new Pattern("sorted key", "keep = sorted(range(N), key=lambda v: -v)", 200_000),
            new Pattern("list.sort key", "keep = list(range(N))\nkeep.sort(key=lambda v: -v)", 200_000),
            new Pattern("[[i]]", "keep = [[i] for i in range(N)]", 100_000),
            new Pattern("[P(i)]", P_CLASS + "keep = [P(i) for i in range(N)]", 40_000),
            new Pattern("[(i, str(i))]", "keep = [(i, str(i)) for i in range(N)]", 60_000),
            new Pattern("[{'a': i}]", "keep = [{'a': i} for i in range(N)]", 40_000),
            new Pattern("list(map)", "keep = list(map(str, range(N)))", 100_000),
            new Pattern("list(filter)", "keep = list(filter(None, map(float, range(N))))", 150_000),
            new Pattern("list(enumerate)", "keep = list(enumerate(range(N)))", 100_000),
            new Pattern("dict.items list", "d = {i: i for i in range(N)}\nkeep = (d, list(d.items()))", 40_000),
            new Pattern("dict.keys list", "d = {i: None for i in range(N)}\nkeep = (d, list(d.keys()))", 60_000),
            new Pattern("set view list", "s = set(range(N))\nkeep = (s, list(s))", 80_000),
            new Pattern("str.join", "keep = [','.join(str(i) for i in range(j, j + 100)) for j in range(0, N, 100)]",
                    200_000),
            new Pattern("str.split", "keep = ' '.join(['w'] * N).split()", 300_000),
            new Pattern("str.replace", "keep = [('a' * 100).replace('a', 'bb') for _ in range(N // 100)]", 4_000_000),
            new Pattern("str.format", "keep = ['{}-{}'.format(i, i) for i in range(N)]", 100_000),
            new Pattern("f-string", "keep = [f'{i:08d}' for i in range(N)]", 100_000),
            new Pattern("%-format", "keep = ['%d:%s' % (i, i) for i in range(N)]", 100_000),
            new Pattern("str * n", "keep = ['x' * 1000 for _ in range(N // 1000)]", 8_000_000),
            new Pattern("str.upper", "keep = [('a%d' % i).upper() for i in range(N)]", 100_000),
            new Pattern("str concat loop", "keep = ''\nfor i in range(N):\n    keep += 'xy'", 3_000_000),
            new Pattern("bytes join", "keep = [b','.join([b'ab'] * 50) for _ in range(N // 50)]", 2_000_000),
            new Pattern("bytes.replace", "keep = [(b'a' * 100).replace(b'a', b'bb') for _ in range(N // 100)]",
                    4_000_000),
            new Pattern("bytearray grow", "keep = bytearray()\nfor i in range(N // 100):\n    keep += b'x' * 100",
                    8_000_000),
            new Pattern("set comprehension", "keep = {i * 3 for i in range(N)}", 100_000),
            new Pattern("dict comprehension", "keep = {i: str(i) for i in range(N)}", 50_000),
            new Pattern("generator to list", "keep = list(i * 2 for i in range(N))", 200_000),
            new Pattern("tuple(gen)", "keep = tuple(str(i) for i in range(N))", 100_000),
            new Pattern("list + list", "keep = []\nfor i in range(N // 1000):\n    keep = keep + [i] * 1000",
                    200_000),
            new Pattern("list * n", "keep = [[0] * 100 for _ in range(N // 100)]", 1_000_000),
            new Pattern("list.extend", "keep = []\nfor i in range(N // 100):\n    keep.extend(range(100))", 200_000),
            new Pattern("dict.copy", "d = {i: i for i in range(100)}\nkeep = [d.copy() for _ in range(N // 100)]",
                    1_000_000),
            new Pattern("list slice", "s = list(range(100))\nkeep = [s[1:] for _ in range(N // 100)]", 1_000_000),
            new Pattern("reversed list", "s = list(range(100))\nkeep = [list(reversed(s)) for _ in range(N // 100)]",
                    1_000_000),
            new Pattern("instance dicts", P_CLASS + "keep = []\nfor i in range(N):\n    p = P(i)\n    p.w = float(i)\n"
                    + "    keep.append(p)", 30_000),
            new Pattern("closures", "def mk(i):\n    def f():\n        return i\n    return f\n"
                    + "keep = [mk(i) for i in range(N)]", 30_000),
            new Pattern("generators kept", "def g(i):\n    yield i\nkeep = [g(i) for i in range(N)]", 20_000),
            new Pattern("module-level copies", "import collections\nkeep = [collections.OrderedDict(a=i) for i in"
                    + " range(N)]", 20_000),
            new Pattern("deque", "import collections\nkeep = collections.deque(str(i) for i in range(N))", 100_000),
            new Pattern("Counter", "import collections\nkeep = collections.Counter(str(i) for i in range(N))", 50_000),
            new Pattern("re match objects", "import re\np = re.compile('a(b)')\nkeep = [p.match('ab') for _ in"
                    + " range(N)]", 30_000),
            new Pattern("re.findall", "import re\nkeep = re.findall('[0-9]+', ' '.join(map(str, range(N))))",
                    100_000),
            new Pattern("json.loads", "import json\nkeep = json.loads('[' + ','.join(['[1, \"a\"]'] * N) + ']')",
                    60_000),
            new Pattern("str(int) digits", "keep = [str(10 ** 50 + i) for i in range(N)]", 60_000),
            new Pattern("big ints", "keep = [10 ** 40 + i for i in range(N)]", 60_000),
            new Pattern("floats", "keep = [i * 0.5 for i in range(N)]", 200_000),
            new Pattern("dict of lists", "keep = {}\nfor i in range(N):\n    keep.setdefault(i % 1000, []).append(i)",
                    200_000),
            new Pattern("nested tuples", "keep = [(i, (i, (i,))) for i in range(N)]", 60_000),
            new Pattern("frozenset", "keep = [frozenset((i, i + 1)) for i in range(N)]", 20_000),
            new Pattern("exceptions kept", "keep = []\nfor i in range(N):\n    try:\n        raise ValueError(i)\n"
                    + "    except ValueError as e:\n        keep.append(e)", 20_000));

    private AllocationPatterns() {
    }
}
