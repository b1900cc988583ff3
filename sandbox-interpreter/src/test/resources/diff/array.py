from array import array
a = array('i', [1, 2, 3])
print(a, repr(a), len(a), a[0], a[-1], a[1:], a[::-1], a[1::2], list(a), a.tolist(), a.typecode, a.itemsize, 2 in a, 5 in a)
print(array('i'), array('d', [1, 2.5]), array('u', 'abc'), array('b', range(-3, 3)), array('f', [0.1, 1.5]), array('q', (x * x for x in range(4))), array('d', array('i', [1, 2])))
print([array(t).itemsize for t in 'bBuhHiIlLqQfd'], array('f', [0.1])[0], array('f', [1e300]), array('f', [3.4028235e38]), array('f', [float('nan')]), array('d', [1e308 * 10]))
# ---
from array import array
a = array('h', [5, 1, 4])
a.append(7); a.extend([8, 9]); a.insert(0, -1); a.insert(100, 10); a.insert(-100, -5)
print(a, a.pop(), a.pop(0), a.pop(-2), a, a.index(4), a.count(4), a.count(99))
a.remove(4); a.reverse(); print(a)
a.fromlist([11, 12]); print(a, a.index(11, 2), a.index(1, 0, 5))
a[0] = 100; a[1:3] = array('h', [0, 0, 0]); del a[-1]; del a[0:2]; print(a)
b = a + array('h', [1]); c = a * 2; d = 3 * array('h', [1]); a += array('h', [2]); a *= 2
print(b, c, d, a, array('i', [1, 2]) * 0, array('i', [1, 2, 3]) * -1)
# ---
from array import array
print(array('h', [1, -2]).tobytes(), array('d', [1.5]).tobytes(), array('f', [1.5, -2]).tobytes(), array('u', 'hi').tobytes(), array('B', [255, 0]).tobytes())
print(array('i', [1, -1, 2**31 - 1]).tobytes(), array('Q', [2**64 - 1]).tobytes(), array('d', [0.1, -0.0, float('inf')]).tobytes(), array('f', [1e-45, 1e-40]).tobytes())
a = array('i'); a.frombytes(b'\x01\x00\x00\x00\xff\xff\xff\xff'); print(a)
d = array('d', [3.14, -2.5e-310, 1e308]); e = array('d'); e.frombytes(d.tobytes()); print(e, e == d)
f = array('f', [0.1, 2.5, -7.25]); g = array('f', f.tobytes()); print(g, g == f, array('u', array('u', 'xyz').tobytes()))
h = array('h', [1, 256]); h.byteswap(); print(h, array('b', b'\x80\x7f'), array('B', bytearray(b'ab')))
# ---
from array import array
x, y = array('i', [1, 2]), array('i', [1, 3])
print(x == array('d', [1.0, 2.0]), x < y, x <= x, y > x, x != y, x == [1, 2], array('i') == array('i'), x in [array('i', [1, 2])])
import copy
z = copy.copy(x); z[0] = 9; w = copy.deepcopy(y); print(x, z, w, sorted(array('i', [3, 1, 2])), sum(array('d', [0.5, 0.25])), max(array('b', [1, 5, -3])))
print(array('u', 'ab').tounicode(), array('I', [True]), list(reversed(array('i', [1, 2, 3]))), [v * 2 for v in array('H', [1, 2])])
u = array('u', 'hi'); u.fromunicode(' there'); print(u, len(u))
# ---
from array import array
cases = [lambda: array('b', [128]), lambda: array('b', [-129]), lambda: array('B', [256]), lambda: array('B', [-1]),
         lambda: array('h', [2**15]), lambda: array('h', [-2**15 - 1]), lambda: array('H', [2**16]), lambda: array('H', [-1]),
         lambda: array('i', [2**31]), lambda: array('i', [-2**31 - 1]), lambda: array('I', [2**32]), lambda: array('I', [-1]),
         lambda: array('l', [2**63]), lambda: array('l', [-2**63 - 1]), lambda: array('L', [2**64]), lambda: array('L', [-1]),
         lambda: array('q', [2**63]), lambda: array('Q', [-1]), lambda: array('Q', [2**64]), lambda: array('i', [1.5]),
         lambda: array('d', ['a']), lambda: array('u', [1]), lambda: array('x'), lambda: array('b', 'abc'),
         lambda: array('i', [1, 2]) + array('d', [1]), lambda: array('i', [1]) + [1], lambda: array('i').pop(),
         lambda: array('i', [1]).remove(5), lambda: array('i', [1]).index(5), lambda: array('i', [1])[5], lambda: array('i', b'abc'),
         lambda: array('i').frombytes(b'abc'), lambda: hash(array('i')), lambda: array('i', ['1']), lambda: array('q', [1]).extend([2**70]),
         lambda: array('i', [1]).fromlist([1.5]), lambda: array('i').tounicode(), lambda: array('b', [1]).extend(array('i', [2])),
         lambda: array('i', [1, 2, 3]).pop(5), lambda: array('i', array('d', [1.0])), lambda: array('i', [1]).__setitem__(slice(0, 1), [5]),
         lambda: array('b', [1]).__setitem__(0, 200), lambda: array('i', [1]).__setitem__(3, 1), lambda: array('i').fromlist((1,)),
         lambda: array('i', [1]) * 1.5, lambda: array('u').fromunicode(5), lambda: array('i').fromunicode('a')]
for i, f in enumerate(cases):
    try:
        print(i, f())
    except Exception as e:
        print(i, type(e).__name__, e)
# ---
from array import array
array('b', [1, 2, 300])
# ---
import array
print(array.typecodes, array.ArrayType is array.array, type(array.array('i')).__name__, isinstance(array.array('d'), array.array))
def checksum(data):
    a = array.array('B', data)
    return sum(a) % 256
print(checksum(b'hello world'), checksum(bytes(range(256))))
samples = array.array('d', (i / 10 for i in range(10)))
print(samples, sum(samples) / len(samples), samples.tobytes()[:8])