# Object-heavy discrete-event simulation: tasks with __slots__, workers, an event heap, and statistics.
import heapq


class Task:
    __slots__ = ("tid", "arrive", "work", "prio", "started", "done")

    def __init__(self, tid, arrive, work, prio):
        self.tid = tid
        self.arrive = arrive
        self.work = work
        self.prio = prio
        self.started = -1
        self.done = -1

    def wait(self):
        return self.started - self.arrive


class Worker:
    def __init__(self, wid, speed):
        self.wid = wid
        self.speed = speed
        self.busy_until = 0
        self.completed = []

    def take(self, task, now):
        task.started = now
        task.done = now + (task.work + self.speed - 1) // self.speed
        self.busy_until = task.done
        self.completed.append(task)
        return task.done


class Simulation:
    def __init__(self, workers):
        self.workers = workers
        self.events = []
        self.queue = []
        self.clock = 0
        self.seq = 0

    def push(self, time, kind, payload):
        self.seq += 1
        heapq.heappush(self.events, (time, self.seq, kind, payload))

    def run(self):
        while self.events:
            self.clock, _, kind, payload = heapq.heappop(self.events)
            if kind == "arrive":
                heapq.heappush(self.queue, (payload.prio, payload.tid, payload))
            self.dispatch()

    def dispatch(self):
        for w in self.workers:
            if not self.queue:
                return
            if w.busy_until <= self.clock:
                _, _, task = heapq.heappop(self.queue)
                self.push(w.take(task, self.clock), "free", w)


def build(n):
    seed = 77
    tasks = []
    t = 0
    for i in range(n):
        seed = (seed * 1664525 + 1013904223) % 4294967296
        t += seed % 4
        tasks.append(Task(i, t, 1 + (seed >> 10) % 20, (seed >> 20) % 5))
    return tasks


TASKS = build(20000)
SIM = Simulation([Worker(i, 1 + i % 3) for i in range(5)])
for task in TASKS:
    SIM.push(task.arrive, "arrive", task)
SIM.run()
WAITS = [t.wait() for t in TASKS]
print(SIM.clock, max(WAITS), sum(WAITS) // len(WAITS))
print([len(w.completed) for w in SIM.workers])
print(sorted((t.prio, t.wait()) for t in TASKS[:2000])[-3:])
