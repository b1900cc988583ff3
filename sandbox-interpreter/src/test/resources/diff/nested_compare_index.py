def nest(n, leaf):
    a = leaf
    for _ in range(n):
        a = [a]
    return a
print(nest(400, 1) == nest(400, 1), nest(400, 1) == nest(400, 2), nest(400, 1) != nest(400, 2))
t1, t2 = (1,), (1,)
for _ in range(300):
    t1, t2 = (t1, 0), (t2, 0)
print(t1 == t2, {'k': nest(300, 'x')} == {'k': nest(300, 'x')})
try:
    print(nest(5000, 1) == nest(5000, 1))
except RecursionError as e:
    print('RecursionError', e)
class R:
    def __index__(self):
        return 2
print('ab' * R(), R() * [0], (1,) * R(), b'x' * R())
l = [1]
l *= R()
print(l)
try:
    'a' * 2.0
except TypeError as e:
    print(e)
