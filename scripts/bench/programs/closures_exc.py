# Closures and exceptions: counters and accumulators in closures, decorators, retries, custom exception classes.
class ValidationError(ValueError):
    def __init__(self, field, value):
        super().__init__(f"bad {field}: {value!r}")
        self.field = field


class Exhausted(Exception):
    pass


def make_counter():
    count = 0

    def bump(k=1):
        nonlocal count
        count += k
        return count
    return bump


def memoize(fn):
    cache = {}

    def wrapper(*args):
        if args not in cache:
            cache[args] = fn(*args)
        return cache[args]
    wrapper.cache = cache
    return wrapper


def parse_age(text):
    try:
        v = int(text)
    except ValueError:
        raise ValidationError("age", text) from None
    if not 0 <= v < 150:
        raise ValidationError("age", v)
    return v


def retrying(limit):
    def deco(fn):
        def run(*args):
            for attempt in range(limit):
                try:
                    return fn(attempt, *args)
                except KeyError:
                    continue
            raise Exhausted(fn.__name__)
        return run
    return deco


@retrying(4)
def lookup(attempt, table, key):
    return table[key + attempt]


@memoize
def paths(r, c):
    if r == 0 or c == 0:
        return 1
    return paths(r - 1, c) + paths(r, c - 1)


COUNTER = make_counter()
for i in range(60000):
    COUNTER(i % 3)
print(COUNTER(0))
INPUTS = [str(i % 200) if i % 17 else "x%d" % i for i in range(40000)]
ok = errs = 0
fields = {}
for s in INPUTS:
    try:
        ok += parse_age(s)
    except ValidationError as e:
        errs += 1
        fields[e.field] = fields.get(e.field, 0) + 1
print(ok, errs, fields, str(ValidationError("age", "x1")))
TABLE = {i: i * i for i in range(0, 20000, 3)}
found = missing = 0
for k in range(20000):
    try:
        found += lookup(TABLE, k)
    except Exhausted:
        missing += 1
print(found, missing)
print(paths(60, 60) % 1000000007, len(paths.cache))
ADDERS = [lambda x, k=k: x + k for k in range(50)]
print(sum(f(i) for i in range(300) for f in ADDERS))
