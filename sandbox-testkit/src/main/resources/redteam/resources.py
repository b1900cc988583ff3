# Resource attacks that need no module: regex backtracking, integer and string size bombs, recursion, loops that
# swallow the stop, output floods. They apply to every backend: the interpreter stops them with its budgets, a
# container with its memory limit, its supervisor's deadline and its output cap.

### resources-01 string repetition size bomb
# strict: reject huge-constant
# standard: reject huge-constant
# interpreter: limit MEMORY
# docker: error MemoryError | limit MEMORY | timeout
s = 'a' * 10**10
print('ESCAPED', len(s))

### resources-02 list repetition size bomb
# strict: reject huge-constant
# standard: reject huge-constant
# interpreter: limit MEMORY
# docker: error MemoryError | limit MEMORY | timeout
l = [0] * 10**9
print('ESCAPED', len(l))

### resources-03 integer power tower
# strict: reject huge-constant
# standard: reject huge-constant
# interpreter: limit MEMORY
# docker: timeout | error MemoryError | limit MEMORY
x = 10**10**8
print('ESCAPED', x > 0)

### resources-04 left shift by a billion bits, times ten
# strict: reject huge-constant
# standard: reject huge-constant
# interpreter: limit MEMORY
# docker: error MemoryError | limit MEMORY | timeout
x = 1 << 10**10
print('ESCAPED', x > 0)

### resources-05 string doubling in a loop (sizes the validator cannot see)
# strict: warn infinite-loop
# standard: warn infinite-loop
# interpreter: limit MEMORY
# docker: error MemoryError | limit MEMORY | timeout
s = 'ab'
while True:
    s += s

### resources-06 list doubling with extend of itself
# strict: warn infinite-loop
# standard: warn infinite-loop
# interpreter: limit MEMORY | timeout
# docker: error MemoryError | limit MEMORY | timeout
l = [0]
while True:
    l.extend(l)

### resources-07 repeated squaring of an integer
# strict: warn infinite-loop
# standard: warn infinite-loop
# interpreter: limit MEMORY | timeout
# docker: timeout | error MemoryError | limit MEMORY
x = 2
while True:
    x = x * x

### resources-08 sum over a huge range (CPU only, no memory)
# strict: accept
# standard: accept
# interpreter: limit STEPS
# docker: timeout
print('ESCAPED', sum(range(10**15)))

### resources-09 sorted() materialising a huge range
# strict: accept
# standard: accept
# interpreter: limit MEMORY | timeout
# docker: error MemoryError | limit MEMORY | timeout
print('ESCAPED', len(sorted(range(10**9))))

### resources-10 str() of a huge integer (quadratic conversion)
# strict: accept
# standard: accept
# interpreter: error ValueError
# docker: error ValueError
x = 10**5000
print('ESCAPED', len(str(x)))

### resources-11 int() of a huge decimal string
# strict: accept
# standard: accept
# interpreter: error ValueError
# docker: error ValueError
print('ESCAPED', int('9' * 100000) > 0)

### resources-12 bytes of a huge size from a computed number
# strict: accept
# standard: accept
# interpreter: error OverflowError | limit MEMORY
# docker: error MemoryError | limit MEMORY | timeout
n = int('1' + '0' * 12)
print('ESCAPED', len(b'x' * n))

### resources-13 str.center to a huge width
# strict: accept
# standard: accept
# interpreter: limit MEMORY
# docker: error MemoryError | limit MEMORY | timeout
w = int('1' + '0' * 10)
print('ESCAPED', len('x'.center(w)))

### resources-14 catastrophic regex backtracking on a literal pattern
# strict: reject redos
# standard: warn redos
# interpreter: prints done None | timeout | limit STEPS
# docker: timeout
import re
print('done', re.match(r'(a+)+$', 'a' * 40 + 'b'))

### resources-15 catastrophic regex backtracking on a pattern built at run time
# strict: reject redos
# standard: warn redos
# interpreter: prints done None | timeout | limit STEPS
# docker: timeout
import re
p = '(' + 'a|aa' + ')*' + '$'
print('done', re.match(p, 'a' * 60 + 'b'))

### resources-16 regex backtracking through findall over a long text
# strict: reject redos
# standard: warn redos
# interpreter: prints done 1 | timeout | limit STEPS
# docker: timeout
import re
print('done', len(re.findall(r'(\w+\s?)*$', 'word ' * 30 + '!')))

### resources-17 unbounded recursion
# strict: accept
# standard: accept
# interpreter: error RecursionError
# docker: error RecursionError
def f(n):
    return f(n + 1)
f(0)

### resources-18 recursion through a builtin (sorted key calling itself)
# strict: accept
# standard: accept
# interpreter: error RecursionError
# docker: error RecursionError
def k(x):
    return sorted([1, 2], key=k)
k(0)

### resources-19 repr of a deeply nested list (native recursion)
# strict: accept
# standard: accept
# interpreter: error RecursionError
# docker: error RecursionError
a = []
for i in range(100000):
    a = [a]
print('ESCAPED', len(repr(a)))

### resources-20 __repr__ that calls itself
# strict: accept
# standard: accept
# interpreter: error RecursionError
# docker: error RecursionError
class R:
    def __repr__(self):
        return repr(self)
repr(R())

### resources-21 raising the recursion limit to overflow the native stack
# strict: accept
# standard: accept
# interpreter: error RecursionError
# docker: error RecursionError | error MemoryError | limit MEMORY | timeout | failure
import sys
sys.setrecursionlimit(10**8)
def f(n):
    return f(n + 1)
f(0)

### resources-22 a parser bomb: eval of deeply nested brackets
# strict: reject dangerous-builtin
# standard: warn dangerous-builtin
# interpreter: error SyntaxError
# docker: error SyntaxError | error RecursionError | error MemoryError
print('ESCAPED', eval('[' * 100000 + ']' * 100000))

### resources-23 a loop that catches BaseException around an infinite loop
# strict: warn infinite-loop
# standard: warn infinite-loop
# interpreter: timeout
# docker: timeout
while True:
    try:
        while True:
            pass
    except BaseException:
        pass

### resources-24 a finally block that loops after the stop
# strict: warn infinite-loop
# standard: warn infinite-loop
# interpreter: timeout
# docker: timeout
try:
    while True:
        pass
finally:
    while True:
        pass

### resources-25 a context manager whose __exit__ swallows every exception, in a loop
# strict: warn infinite-loop
# standard: warn infinite-loop
# interpreter: timeout
# docker: timeout
class C:
    def __enter__(self):
        return self
    def __exit__(self, *a):
        return True
while True:
    with C():
        while True:
            pass

### resources-26 an infinite generator consumed by sum
# strict: accept
# standard: accept
# interpreter: timeout | limit STEPS
# docker: timeout
def g():
    while True:
        yield 1
sum(g())

### resources-27 KeyboardInterrupt and SystemExit caught and retried
# strict: warn infinite-loop
# standard: warn infinite-loop
# interpreter: timeout
# docker: timeout
while True:
    try:
        while True:
            pass
    except (KeyboardInterrupt, SystemExit, Exception):
        continue

### resources-28 a generator whose finally block loops when it is closed
# strict: accept
# standard: accept
# interpreter: prints done | timeout
# docker: timeout
def g():
    try:
        yield 1
    finally:
        n = 0
        while n >= 0:
            n += 1
x = g()
next(x)
del x
print('done')

### resources-29 an output flood on stdout
# strict: warn infinite-loop
# standard: warn infinite-loop
# interpreter: timeout | limit OUTPUT
# docker: timeout
while True:
    print('x' * 1000)

### resources-30 one huge print
# strict: accept
# standard: accept
# interpreter: limit MEMORY | truncated | limit OUTPUT
# docker: truncated | timeout
print('y' * 50_000_000)

### resources-31 an output flood without newlines, flushed
# strict: warn infinite-loop
# standard: warn infinite-loop
# interpreter: timeout | limit OUTPUT
# docker: timeout
while True:
    print('z' * 4096, end='', flush=True)

### resources-32 a host-function flood
# strict: accept
# standard: accept
# interpreter: limit HOST_CALLS
# docker: n/a host functions exist only in the interpreter
for i in range(10**6):
    host_add(i, 1)
