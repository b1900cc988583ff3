from datetime import datetime, timedelta, date
class D(datetime):
    pass
class Unrelated:
    pass
for f in [lambda: datetime.__new__(bool, 2020, 1, 1, 0), lambda: timedelta.__new__(str, 1),
          lambda: datetime.__new__(date, 2020, 1, 1), lambda: datetime.__new__(Unrelated, 2020, 1, 1),
          lambda: timedelta.__new__(int)]:
    try:
        print(f())
    except TypeError as e:
        print("TypeError:", e)
print(datetime.__new__(D, 2020, 1, 2, 3), type(datetime.__new__(D, 2020, 1, 2)).__name__, timedelta.__new__(timedelta, 2))
# ---
import logging, sys
logging.basicConfig(stream=sys.stdout, level=logging.INFO, format="%(levelname)s %(message)s")
log = logging.getLogger("x")
log.debug("hidden")
log.isEnabledFor = lambda level: True
log.debug("shown by the instance's isEnabledFor")
del log.isEnabledFor
log.debug("hidden again")
log.info("info %d", 1)
# ---
for probe in [lambda: [] in {}, lambda: {}.get([]), lambda: {}[[1]], lambda: {}.pop([], None), lambda: {}.setdefault([], 1)]:
    try:
        print(probe())
    except TypeError as e:
        print("TypeError:", e)
    except KeyError as e:
        print("KeyError:", e)
print({}.get("a"), "a" in {}, {}.pop("a", 0))
# ---
calls = []
class K:
    def __hash__(self):
        calls.append("hash")
        return 7
    def __eq__(self, other):
        calls.append("eq")
        return self is other
k = K()
g = globals()
g[k] = 1
print(len(calls), g[k])
del g[k]
print(len(calls))

# ---
class E(Exception):
    def __str__(self):
        raise RuntimeError("no")
print("before")
assert False, 2 ** 100000
# ---
class E(Exception):
    def __str__(self):
        raise RuntimeError("no")
raise E(1)
