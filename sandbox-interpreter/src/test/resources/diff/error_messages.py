def show(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ':', e)
show(lambda: [1, 2][5])
show(lambda: (1, 2)[5])
show(lambda: 'ab'[9])
show(lambda: {'a': 1}['b'])
show(lambda: int('4.5'))
show(lambda: float('x'))
show(lambda: 1 + 'a')
show(lambda: 'a' * 'b')
show(lambda: [] + ())
show(lambda: None + 1)
show(lambda: undefined_name)
show(lambda: (1).foo)
show(lambda: len())
show(lambda: sorted([1, 'a']))
show(lambda: max([]))
show(lambda: next(iter([])))
show(lambda: {}.pop('x'))
show(lambda: [].index(3))
show(lambda: 'abc'.index('z'))
show(lambda: set().pop())
show(lambda: 1 / 0.0)
show(lambda: 10 % 0)
show(lambda: 2 ** 10000.0)
show(lambda: int('9' * 5000))
show(lambda: hash([]))
show(lambda: {[]: 1})
show(lambda: dict([(1, 2, 3)]))
show(lambda: tuple(5))
show(lambda: 'x'.join([1]))
show(lambda: list(zip([1], strict=True)) if False else list(zip([1, 2], [3], strict=True)))
show(lambda: chr(-1))
show(lambda: ord('ab'))
show(lambda: range(1, 2, 0))
show(lambda: [1, 2, 3][::0])
show(lambda: int(None))
show(lambda: abs('x'))
show(lambda: round('x'))
show(lambda: divmod(1, 0))
show(lambda: 'abc'.split(''))
show(lambda: '{0}'.format())
show(lambda: '{x}'.format(y=1))
show(lambda: '%d' % 'x')
show(lambda: '%s %s' % (1,))
show(lambda: isinstance(1, 'int'))
show(lambda: getattr(1, 2))
show(lambda: type('X', (int, str), {}))
show(lambda: object().__dict__)
show(lambda: iter(5))
show(lambda: [x for x in 5])
show(lambda: (lambda a, b: 0)(1))
show(lambda: (lambda a: 0)(1, b=2))
show(lambda: (lambda *, k: 0)())
show(lambda: print(sep=1))
show(lambda: bytes('abc'))
show(lambda: b'a' + 'b')
show(lambda: frozenset([1]).add(2))
show(lambda: (1, 2).append(3))
show(lambda: 'abc'.foo())
o = object()
try:
    o.x = 1
except AttributeError as e:
    print(e)
class A: pass
a = A(); a.y = 2; print(a.__dict__, vars(a))
print(bytes("ab", "ascii"), bytes("é", encoding="utf-8"))
# ---
class C:
    def __getitem__(self, k):
        return 1
class I:
    def __index__(self):
        return 0
for target, key in [(C(), 0), (C(), 'k'), (C(), I()), ((1, 2), 0), ((1, 2), 'a'), ('ab', 0), (5, 0), (None, 'x'),
                    (b'ab', 1), (range(3), 0), ({1}, 0), ({}.keys(), 0), (frozenset(), 'x'), (3.5, 1)]:
    try:
        del target[key]
    except TypeError as e:
        print(type(target).__name__, repr(key)[:10], e)
    try:
        target[key] = 1
    except TypeError as e:
        print(type(target).__name__, repr(key)[:10], e)
# ---
for a, b in [(1.5, 2.0), (1.5, 2), (1, 2.0), (True, 1.0)]:
    for op in ['>>', '<<', '&', '|', '^']:
        try:
            print(eval('a ' + op + ' b'))
        except TypeError as e:
            print(e)
try:
    x = (1.5 >> 2.0).is_integer()
except TypeError as e:
    print('method on', e)
y = 2.5
try:
    y >>= 1.0
except TypeError as e:
    print(e)
# ---
cases = [("x = 1\nx += 'a'"), ("x = 1\nx **= 'a'"), ("x = [1]\nx *= 2.5"), ("x = 's'\nx += 1"), ("x = None\nx -= 1"),
         ("x = {1}\nx |= [2]"), ("x = (1,)\nx += [2]"), ("x = 2\nx @= 3"), ("x = 1.5\nx //= 'q'"), ("x = {}\nx |= 3")]
for c in cases:
    try:
        exec(c)
    except TypeError as e:
        print(e)
# ---
for expr in ['2 @ 3', 'True @ 1', '2.0 @ 3.0', '1j @ 1j', '[1] @ [2]', '2 ** "a"', 'None @ None']:
    try:
        print(eval(expr))
    except TypeError as e:
        print(e)
