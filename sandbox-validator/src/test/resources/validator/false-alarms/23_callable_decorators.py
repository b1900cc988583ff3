# Decorator classes with __call__, functools.wraps and the __wrapped__ chain.
import functools


class memoize:
    def __init__(self, fn):
        functools.update_wrapper(self, fn)
        self.fn = fn
        self.cache = {}

    def __call__(self, *args):
        if args not in self.cache:
            self.cache[args] = self.fn(*args)
        return self.cache[args]


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return fn(*args, **kwargs)
    wrapper.calls = 0
    return wrapper


@memoize
def fib(n):
    """Fibonacci numbers."""
    return n if n < 2 else fib(n - 1) + fib(n - 2)


@logged
def add(a, b):
    """Adds."""
    return a + b


print(fib(40), len(fib.cache), fib.__name__, fib.__doc__)
print(add(1, 2), add(3, 4), add.calls, add.__name__, add.__doc__, add.__wrapped__(5, 6))
