package io.agentcage.interpreter.memory;

import java.util.List;

/**
 * Allocation patterns of guest code, one per way a program can pile up memory: every builtin and method that
 * returns a new container or string, comprehensions, generators and coroutines, instances, closures, module state,
 * native module objects. Each pattern is a program with {@code N} in it: with a huge N (the hog) it must end at the
 * memory limit; with a small N it keeps its result in {@code keep}, and the retained heap is compared with the
 * interpreter's estimate.
 */
final class AllocationPatterns {
    /** The N of a hog unless the pattern names its own. */
    static final long HUGE = 1_000_000_000L;

    /**
     * A pattern: a name, the program ({@code N} is replaced), the N that keeps a few MiB for the measurement and
     * the N of the hog (an input that fits the limit while what the program makes of it does not, where a huge N
     * would only be refused before anything is made).
     */
    record Pattern(String name, String code, long measureN, long hogN) {
        Pattern(String name, String code, long measureN) {
            this(name, code, measureN, HUGE);
        }

        String program(long n) {
            return code.replaceAll("\\bN\\b", Long.toString(n));
        }

        String hog() {
            return program(hogN);
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
                    1_000_000),
            // the text is kept too: the estimate is the peak, and a temporary as large as the result would double it
            new Pattern("str.split", "s = 'w ' * N\nkeep = (s, s.split())", 2_000_000, 5_000_000),
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
            new Pattern("list * n", "keep = [[0] * 100 for _ in range(N // 100)]", 5_000_000),
            new Pattern("list.extend", "keep = []\nfor i in range(N // 100):\n    keep.extend(range(100))", 200_000),
            new Pattern("dict.copy", "d = {i: i for i in range(100)}\nkeep = [d.copy() for _ in range(N // 100)]",
                    500_000),
            new Pattern("list slice", "s = list(range(100))\nkeep = [s[1:] for _ in range(N // 100)]", 1_000_000),
            new Pattern("reversed list", "s = list(range(100))\nkeep = [list(reversed(s)) for _ in range(N // 100)]",
                    1_000_000),
            new Pattern("instance dicts", P_CLASS + "keep = []\nfor i in range(N):\n    p = P(i)\n    p.w = float(i)\n"
                    + "    keep.append(p)", 60_000),
            new Pattern("closures", "def mk(i):\n    def f():\n        return i\n    return f\n"
                    + "keep = [mk(i) for i in range(N)]", 60_000),
            new Pattern("generators kept", "def g(i):\n    yield i\nkeep = [g(i) for i in range(N)]", 20_000),
            new Pattern("module-level copies", "import collections\nkeep = [collections.OrderedDict(a=i) for i in"
                    + " range(N)]", 20_000),
            new Pattern("deque", "import collections\nkeep = collections.deque(str(i) for i in range(N))", 100_000),
            new Pattern("Counter", "import collections\nkeep = collections.Counter(str(i) for i in range(N))",
                    150_000),
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
                    + "    except ValueError as e:\n        keep.append(e)", 20_000),
            // native values and natives that build their result while they run (issue 23, second part)
            new Pattern("random.Random kept", "import random\nkeep = [random.Random(i) for i in range(N)]", 2_000),
            new Pattern("reversed iterators", "keep = [reversed([i, i]) for i in range(N)]", 50_000),
            new Pattern("slices kept", "keep = [slice(i, [i]) for i in range(N)]", 50_000),
            new Pattern("dict item iterators", "keep = [iter({i: i}.items()) for i in range(N)]", 20_000),
            new Pattern("finditer kept", "import re\nkeep = [list(re.finditer('a', 'aaaa')) for _ in range(N // 4)]",
                    100_000),
            new Pattern("compile() kept", "keep = [compile('x = %d' % i, 's', 'exec') for i in range(N)]", 3_000),
            new Pattern("hashlib kept", "import hashlib\nkeep = [hashlib.sha256() for _ in range(N)]", 20_000),
            new Pattern("str.split, many parts", "keep = ('ab ' * N).split()", 100_000, 5_000_000),
            new Pattern("str.splitlines", "keep = ('ab\\n' * N).splitlines()", 100_000, 5_000_000),
            new Pattern("bytes.split", "keep = (b'ab ' * N).split()", 100_000, 5_000_000),
            new Pattern("re.findall, many matches", "import re\nkeep = re.findall('[a-z]+', 'ab ' * N)", 100_000,
                    5_000_000),
            new Pattern("re.split", "import re\nkeep = re.split(',', 'ab,' * N)", 100_000, 5_000_000),
            new Pattern("frozenset(range)", "keep = frozenset(range(N))", 100_000),
            new Pattern("dict(zip)", "keep = dict(zip(range(N), range(N)))", 60_000),
            new Pattern("json nested", "import json\nkeep = json.loads('[' + ','.join(['[1, {\"k\": \"v\"}]'] * N) + ']')",
                    20_000, 2_000_000),
            new Pattern("sorted strings", "keep = sorted(str(i) for i in range(N))", 100_000),
            new Pattern("coroutines kept", "async def c(i):\n    return i\nkeep = [c(i) for i in range(N)]\n"
                    + "for k in keep:\n    k.close()", 20_000),
            new Pattern("asyncio.gather", "import asyncio\nasync def c(i):\n    await asyncio.sleep(0)\n"
                    + "    return [i]\nasync def main():\n    return await asyncio.gather(*[c(i) for i in range(N)])\n"
                    + "keep = asyncio.run(main())", 5_000));

    private AllocationPatterns() {
    }
}
