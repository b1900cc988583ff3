from array import array
vals = [0, 1, -1, 127, 128, 255, 256, -129, 2**31, 2**63, -2**63 - 1, 2**64, 1.5, -0.0, 1e39, float('inf'), float('nan'), 'a', 'ab', None, True, 10**40]
for t in 'bBuhHiIlLqQfd':
    for v in vals:
        try:
            a = array(t, [v])
            s = repr(a) + ' ' + repr(a.tobytes())
        except Exception as e:
            s = type(e).__name__ + ': ' + str(e)
        print(t, repr(v), s)
    a = array(t, 'xyz' if t == 'u' else [1, 2, 3])
    for op in ['a[5]', 'a[-4]', 'a[1:]', 'a.pop(7)', 'a.index(9)', 'a.remove(9)', 'a * 2', 'a + a', 'a == a[:]', 'a < a[:2]', 'a.count(a[0])', 'list(reversed(a))', 'a.tolist()', 'len(a)', 'a[::2]', 'a.itemsize', 'a + [1]', 'a * "x"', 'a[0:0]', 'array(t, a.tobytes())', 'a.insert(-10, a[0]) or a']:
        try:
            s = repr(eval(op))
        except Exception as e:
            s = type(e).__name__ + ': ' + str(e)
        print(t, op, s)
