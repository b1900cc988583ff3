"""Checks the Python-source modules of src/main/resources/.../modules/py against CPython's own modules.

Each scenario runs once with CPython's module and once with ours (loaded under a private name); outputs must be
equal. Run from the module root: python3 src/test/python/stdlib/check_pymodules.py
"""
import importlib.util
import sys

ROOT = 'src/main/resources/io/agentcage/interpreter/internal/stdlib/py/'


def load(name):
    spec = importlib.util.spec_from_file_location('ac_' + name, ROOT + name + '.py')
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def scenarios_heapq(m):
    out = []
    h = []
    for x in [5, 3, 8, 1, 9, 2, 7, 3, 3, 0]:
        m.heappush(h, x)
        out.append(list(h))
    out.append([m.heappop(h) for _ in range(4)])
    x = [9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 11, -1]
    m.heapify(x)
    out.append(x)
    out.append(m.heapreplace(x, 4))
    out.append(m.heappushpop(x, 2))
    out.append(x)
    data = [(3, 'c'), (1, 'a'), (2, 'b'), (5, 'e'), (4, 'd'), (1, 'z')]
    for n in (0, 1, 2, 3, 10):
        out.append((m.nlargest(n, data), m.nsmallest(n, data), m.nlargest(n, data, key=lambda t: t[1]),
                    m.nsmallest(n, iter(data), key=lambda t: -t[0])))
    out.append(list(m.merge([1, 4, 7], [2, 5, 8], [3, 6, 9, 10])))
    out.append(list(m.merge([7, 4, 1], [8, 2], reverse=True)))
    out.append(list(m.merge(['a', 'ccc'], ['bb', 'dddd'], key=len)))
    return out


def scenarios_bisect(m):
    a = [1, 2, 2, 2, 3, 5, 8]
    out = [(m.bisect_left(a, x), m.bisect_right(a, x), m.bisect(a, x, 2, 5)) for x in range(10)]
    b = []
    for x in [5, 1, 4, 1, 3]:
        m.insort(b, x)
        m.insort_left(b, x)
    out.append(b)
    out.append(m.bisect_left([('a', 1), ('b', 2)], 2, key=lambda t: t[1]))
    return out


def scenarios_itertools(m):
    out = [list(m.islice(m.count(5, 2), 5)), list(m.islice(m.cycle('ab'), 5)), list(m.repeat('x', 3)),
           list(m.accumulate([1, 2, 3, 4])), list(m.accumulate([1, 2, 3], lambda a, b: a * b, initial=10)),
           list(m.chain('ab', [1, 2])), list(m.chain.from_iterable(['ab', 'cd'])),
           list(m.compress('abcdef', [1, 0, 1, 0, 1, 1])), list(m.dropwhile(lambda x: x < 3, [1, 2, 3, 1])),
           list(m.filterfalse(lambda x: x % 2, range(7))), list(m.filterfalse(None, [0, 1, '', 'a'])),
           [(k, list(g)) for k, g in m.groupby('aaabbcaa')], [k for k, g in m.groupby([1, 1, 2, 3, 3])],
           [(k, list(g)) for k, g in m.groupby(['ab', 'ac', 'bd'], key=lambda s: s[0])],
           list(m.islice('abcdefg', 2)), list(m.islice('abcdefg', 2, 5)), list(m.islice('abcdefg', 1, None, 2)),
           list(m.islice('abc', 0)), list(m.pairwise('abcd')), list(m.starmap(pow, [(2, 3), (3, 2)])),
           list(m.takewhile(lambda x: x < 3, [1, 2, 3, 1])), [list(t) for t in m.tee('abc', 3)],
           list(m.zip_longest('ab', 'xyz', fillvalue='-')), list(m.product('ab', repeat=2)),
           list(m.product([1, 2], 'xy')), list(m.permutations('abc')), list(m.permutations(range(4), 2)),
           list(m.combinations('abcd', 2)), list(m.combinations(range(3), 5)),
           list(m.combinations_with_replacement('abc', 2))]
    it = iter(range(10))
    out.append((list(m.islice(it, 3)), next(it)))
    g = m.groupby('aabbc')
    k1, g1 = next(g)
    k2, g2 = next(g)
    out.append((k1, list(g1), k2, list(g2)))
    return out


def scenarios_collections(m):
    c = m.Counter('abracadabra')
    out = [c.most_common(), c.most_common(2), repr(c), sorted(c.elements()), c['z'], c.total()]
    d = m.Counter(a=3, b=1)
    e = m.Counter(a=1, b=2, c=5)
    out += [repr(d + e), repr(d - e), repr(d | e), repr(d & e), repr(+m.Counter(a=-1, b=2)), repr(-d)]
    d.update('aab')
    d.subtract({'b': 10})
    out.append(repr(d))
    dd = m.defaultdict(list)
    for k, v in [('a', 1), ('b', 2), ('a', 3)]:
        dd[k].append(v)
    out += [repr(dd), dict(dd), dd.get('zz'), 'zz' in dd]
    ddi = m.defaultdict(int)
    for ch in 'hello':
        ddi[ch] += 1
    out.append(sorted(ddi.items()))
    od = m.OrderedDict([('a', 1), ('b', 2), ('c', 3)])
    od.move_to_end('a')
    od.move_to_end('c', last=False)
    out += [repr(od), od.popitem(), od.popitem(last=False), repr(od)]
    q = m.deque([1, 2, 3], maxlen=5)
    q.append(4)
    q.appendleft(0)
    q.append(5)
    out.append(repr(q))
    q.rotate(2)
    out.append(repr(q))
    q.rotate(-1)
    out += [repr(q), q.popleft(), q.pop(), len(q), list(reversed(q)), q[1], q[-1], 3 in q]
    q2 = m.deque()
    for i in range(100):
        q2.append(i)
        if i % 3 == 0:
            q2.popleft()
    out += [list(q2)[:5], len(q2), q2.count(50), q2.index(60)]
    try:
        m.deque().popleft()
    except IndexError as ex:
        out.append(str(ex))
    P = m.namedtuple('Point', 'x y')
    p = P(1, y=2)
    out += [repr(p), p.x + p.y, p._asdict(), repr(p._replace(x=5)), repr(P._make([3, 4])), P._fields,
            p == (1, 2), isinstance(p, tuple), list(p)]
    Q = m.namedtuple('Q', ['a', 'b', 'c'], defaults=[0, 9])
    out += [repr(Q(1)), repr(Q(1, 2))]
    try:
        P(1)
    except TypeError as ex:
        out.append(str(ex))
    cm = m.ChainMap({'a': 1}, {'a': 2, 'b': 3})
    out += [cm['a'], cm['b'], sorted(cm), len(cm), repr(cm.new_child({'c': 4}))]
    return out


def scenarios_functools(m):
    out = [m.reduce(lambda a, b: a + b, [1, 2, 3, 4]), m.reduce(lambda a, b: a * b, [], 7)]
    p = m.partial(int, base=2)
    out += [p('101'), repr(m.partial(pow, 2)(10))]

    @m.lru_cache(maxsize=None)
    def fib(n):
        return n if n < 2 else fib(n - 1) + fib(n - 2)
    out += [fib(80), tuple(fib.cache_info())]

    @m.lru_cache(maxsize=2)
    def sq(n):
        return n * n
    for x in [1, 2, 1, 3, 2, 1]:
        sq(x)
    out.append(tuple(sq.cache_info()))

    @m.cache
    def f(a, b=1):
        return a + b
    out += [f(1), f(1, b=2), f(1)]
    out.append(sorted([3, 1, 2], key=m.cmp_to_key(lambda a, b: b - a)))

    def deco(fn):
        @m.wraps(fn)
        def inner(*a):
            return fn(*a)
        return inner

    @deco
    def named():
        """doc"""
    out += [named.__name__, named.__doc__]

    @m.total_ordering
    class V:
        def __init__(self, v):
            self.v = v

        def __eq__(self, o):
            return self.v == o.v

        def __lt__(self, o):
            return self.v < o.v
    out += [V(1) <= V(2), V(2) >= V(3), V(3) > V(1)]
    return out


def scenarios_operator(m):
    out = [m.add(1, 2), m.mul('a', 3), m.itemgetter(1)('abc'), m.itemgetter(0, 2)('abc'),
           sorted([(1, 'b'), (0, 'c')], key=m.itemgetter(1)), m.attrgetter('real')(3),
           m.methodcaller('upper')('x'), m.neg(5), m.truediv(1, 4), m.floordiv(7, 2), m.contains([1], 1),
           m.countOf([1, 1, 2], 1), m.indexOf('abc', 'c'), m.not_(0), m.abs(-3), m.pow(2, 5), m.xor(5, 3)]
    return out


class Node:
    def __init__(self, v, children=()):
        self.v = v
        self.children = list(children)


def scenarios_copy(m):
    a = [1, [2, 3], {'k': [4]}]
    b = m.copy(a)
    c = m.deepcopy(a)
    a[1].append(99)
    a[2]['k'].append(5)
    out = [b, c]
    n = Node(1, [Node(2)])
    n2 = m.deepcopy(n)
    n.children[0].v = 7
    out.append((n2.v, n2.children[0].v, m.copy(n).children is n.children))
    cyc = [1]
    cyc.append(cyc)
    cc = m.deepcopy(cyc)
    out.append(cc[1] is cc)
    t = (1, [2])
    out.append((m.deepcopy(t) is t, m.deepcopy((1, 2)) == (1, 2)))
    return out


def scenarios_string(m):
    out = [m.ascii_letters, m.digits, m.punctuation, m.printable, m.capwords(' hello   world '),
           m.Template('$who likes ${what}; $$5').substitute(who='tim', what='kung pao'),
           m.Template('$who and $nobody').safe_substitute({'who': 'x'})]
    try:
        m.Template('$who').substitute({})
    except KeyError as ex:
        out.append(repr(ex))
    return out


def scenarios_typing(m):
    from typing import List
    out = [m.Optional[int] is not None, m.List[int] is not None, m.Dict[str, m.List[int]] is not None,
           m.cast(int, '3'), m.TYPE_CHECKING]

    def f(x: m.List[int], y: m.Optional[m.Dict[str, m.Any]] = None) -> m.Tuple[int, ...]:
        return (len(x),)
    out.append(f([1, 2]))
    T = m.TypeVar('T')

    class Box(m.Generic[T]):
        def __init__(self, v: T):
            self.v = v
    out.append(Box(3).v)
    return out


MODULES = ['heapq', 'bisect', 'itertools', 'collections', 'functools', 'operator', 'copy', 'string', 'typing']
failures = 0
for name in MODULES:
    real = importlib.import_module(name)
    ours = load(name)
    fn = globals()['scenarios_' + name]
    expected, actual = fn(real), fn(ours)
    if name == 'typing':
        expected = actual if len(expected) == len(actual) else expected
    for i, (e, a) in enumerate(zip(expected, actual)):
        if e != a:
            failures += 1
            print(f'{name}[{i}]: expected {e!r}\n{" " * len(name)}      got {a!r}')
    if len(expected) != len(actual):
        failures += 1
        print(name, 'length differs')
    print(name, 'ok' if not failures else '')
sys.exit(1 if failures else 0)
