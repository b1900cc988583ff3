from graphlib import TopologicalSorter, CycleError
graph = {'D': {'B', 'C'}, 'C': {'A'}, 'B': {'A'}}
graph = {'D': ['B', 'C'], 'C': ['A'], 'B': ['A']}
print(list(TopologicalSorter(graph).static_order()))
ts = TopologicalSorter()
ts.add(3, 2, 1)
ts.add(1, 0)
ts.add(7, 3)
ts.add(-2, 7)
print([*ts.static_order()])
ts = TopologicalSorter({5: [11], 7: [11, 8], 3: [8, 10], 11: [2, 9, 10], 8: [9]})
ts.prepare()
order = []
while ts.is_active():
    ready = ts.get_ready()
    print('ready', ready, bool(ts))
    order.extend(ready)
    ts.done(*ready)
print(order, bool(ts))
print(TopologicalSorter[int], issubclass(CycleError, ValueError))
# ---
from graphlib import TopologicalSorter, CycleError
for g in ({1: [2], 2: [3], 3: [1]}, {'a': ['b'], 'b': ['a'], 'c': ['a']}, {1: [1]}, {0: [1, 2], 2: [3], 3: [2], 1: []}):
    try:
        TopologicalSorter(g).prepare()
    except CycleError as e:
        print(type(e).__name__, e.args, isinstance(e, ValueError))
ts = TopologicalSorter({1: [2]})
try:
    ts.get_ready()
except ValueError as e:
    print(e)
try:
    ts.is_active()
except ValueError as e:
    print(e)
try:
    ts.done(1)
except ValueError as e:
    print(e)
ts.prepare()
for call in (ts.prepare, lambda: ts.add(5), lambda: ts.done(9), lambda: ts.done(1)):
    try:
        call()
    except ValueError as e:
        print(e)
r = ts.get_ready()
ts.done(*r)
try:
    ts.done(*r)
except ValueError as e:
    print(e)
print(ts.get_ready(), ts.get_ready())
print(list(TopologicalSorter().static_order()), list(TopologicalSorter({'x': []}).static_order()))
deps = {'app': ['lib', 'utils'], 'lib': ['utils', 'core'], 'utils': ['core'], 'tests': ['app']}
print(list(TopologicalSorter(deps).static_order()))
