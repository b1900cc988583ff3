# Written 2026-11-28 as an agent-style probe program (issue 25: pathologies found in new programs).
from enum import Enum, auto, IntEnum
class State(Enum):
    IDLE = auto(); RUNNING = auto(); PAUSED = auto(); DONE = auto()
class Prio(IntEnum):
    LOW = 1; MID = 2; HIGH = 3
TRANS = {State.IDLE: {"start": State.RUNNING}, State.RUNNING: {"pause": State.PAUSED, "stop": State.DONE},
         State.PAUSED: {"resume": State.RUNNING, "stop": State.DONE}, State.DONE: {}}
events = ["start", "pause", "resume", "pause", "resume", "stop", "start"]
counts = {s: 0 for s in State}
prios = 0
for i in range(12000):
    s = State.IDLE
    for e in events:
        s = TRANS[s].get(e, s)
        counts[s] += 1
    p = Prio((i % 3) + 1)
    if p >= Prio.MID and s is State.DONE:
        prios += p.value
    if s.name == "DONE" and p == 3:
        prios += 1
print({k.name: v for k, v in counts.items()}, prios, State["PAUSED"], Prio.HIGH, repr(Prio(2)), list(State)[1:3])
