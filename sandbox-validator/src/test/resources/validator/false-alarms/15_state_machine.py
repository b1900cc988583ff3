# A state machine dispatching to handler methods found by computed names.
from enum import Enum


class State(Enum):
    IDLE = 'idle'
    RUNNING = 'running'
    DONE = 'done'


class Job:
    def __init__(self):
        self.state = State.IDLE
        self.history = []

    def handle(self, event):
        handler = getattr(self, f'on_{self.state.value}_{event}', None)
        if handler is None:
            self.history.append(f'ignored {event} in {self.state.value}')
            return
        self.state = handler()
        self.history.append(self.state.value)

    def on_idle_start(self):
        return State.RUNNING

    def on_running_finish(self):
        return State.DONE

    def on_running_cancel(self):
        return State.IDLE


job = Job()
for e in ['finish', 'start', 'cancel', 'start', 'finish', 'start']:
    job.handle(e)
print(job.state, job.history)
print(sorted(n for n in dir(Job) if n.startswith('on_')))
