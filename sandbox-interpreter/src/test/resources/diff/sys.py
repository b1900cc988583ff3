import sys
print(sys.maxsize, sys.maxsize == 2**63 - 1, sys.float_info.max, sys.float_info.epsilon, sys.float_info.dig)
print(sys.float_info, sys.int_info, sys.version_info[:1], sys.version_info.major, sys.maxunicode, sys.byteorder)
print([sys.getsizeof(x) for x in [0, 1, 2**30, 2**60, True, 1.5, 1j, '', 'ab', 'é', '\u0100', '😀', b'', b'ab']])
print([sys.getsizeof(x) for x in [(), (1,), (1, 2), None, range(5), set(), {1}, frozenset(), {}, {1: 1}, {'a': 1}]])
print([sys.getsizeof(dict.fromkeys(range(n))) for n in range(0, 60, 3)])
print([sys.getsizeof(set(range(n))) for n in range(0, 100, 3)])
# ---
import sys
sys.stdout.write('hello\n')
n = sys.stdout.write('abc')
print('', n)
print('to stderr', file=sys.stderr)
sys.stderr.write('more\n')
print(sys.getrecursionlimit() >= 100)
sys.setrecursionlimit(5000)
print(sys.getrecursionlimit())
# ---
import sys
print('before')
sys.exit()
print('after')
# ---
import sys
def f():
    sys.exit(3)
try:
    f()
except SystemExit as e:
    print('exit code', e.code)
sys.exit(0)
