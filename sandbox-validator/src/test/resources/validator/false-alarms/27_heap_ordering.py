# Objects ordered by __lt__ in a heap, sorted with key functions and compared for equality.
import heapq
from operator import attrgetter


class Task:
    def __init__(self, priority, name):
        self.priority = priority
        self.name = name

    def __lt__(self, other):
        return (self.priority, self.name) < (other.priority, other.name)

    def __eq__(self, other):
        return (self.priority, self.name) == (other.priority, other.name)

    def __repr__(self):
        return f'Task({self.priority}, {self.name!r})'


heap = []
for t in [Task(3, 'c'), Task(1, 'b'), Task(1, 'a'), Task(2, 'z')]:
    heapq.heappush(heap, t)
print([heapq.heappop(heap) for _ in range(len(heap))])
tasks = [Task(2, 'x'), Task(1, 'y')]
print(sorted(tasks, key=attrgetter('name')), max(tasks), Task(1, 'y') in tasks)
print(heapq.nsmallest(1, tasks), sorted(tasks, key=lambda t: -t.priority))
