# Iterator protocol classes, generator methods and itertools on custom iterables.
import itertools


class Countdown:
    def __init__(self, start):
        self.current = start

    def __iter__(self):
        return self

    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        self.current -= 1
        return self.current + 1


class Fib:
    def __init__(self, limit):
        self.limit = limit

    def __iter__(self):
        a, b = 0, 1
        while a < self.limit:
            yield a
            a, b = b, a + b

    def __len__(self):
        return sum(1 for _ in self)

    def __reversed__(self):
        return reversed(list(self))

    def __contains__(self, n):
        return any(x == n for x in self)


print(list(Countdown(3)), list(Fib(30)), len(Fib(30)), list(reversed(Fib(10))))
print(13 in Fib(30), 14 in Fib(30))
print(list(itertools.islice(itertools.cycle(Countdown(2)), 5)))
print(list(zip(Fib(5), Countdown(10))), list(itertools.chain(Fib(3), Countdown(2))))
it = iter(Fib(5))
print(next(it), next(it), next(it, 'x'))
