import sys
sys.path.insert(0, '.')
sys.path.append('/tmp/lib')
print(sys.platform, sys.path[-1], sys.getdefaultencoding(), sys.getfilesystemencoding(), sys.dont_write_bytecode in (True, False))
print(sys.intern('abc') == 'abc')
for bad in [1, b'x']:
    try:
        sys.intern(bad)
    except TypeError as e:
        print(e)
class S(str):
    pass
try:
    sys.intern(S('a'))
except TypeError as e:
    print(e)
if sys.platform.startswith('linux'):
    print('linux branch')
# ---
import sys
print(sys.getrecursionlimit())
sys.setrecursionlimit(20000)
print(sys.getrecursionlimit())
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
print(depth(15000))
def f(n):
    if n == 0:
        sys.setrecursionlimit(5)
    else:
        f(n - 1)
f(10)
# ---
import sys
sys.setrecursionlimit(1500)
def walk(n):
    return walk(n + 1)
try:
    walk(0)
except RecursionError as e:
    print('stopped:', e)
sys.setrecursionlimit(0)
