# Observer pattern: subscriptions keyed by event name, bound methods as callbacks.
from collections import defaultdict


class EventBus:
    def __init__(self):
        self._subs = defaultdict(list)

    def on(self, event):
        def register(fn):
            self._subs[event].append(fn)
            return fn
        return register

    def subscribe(self, obj):
        for name in dir(obj):
            if name.startswith('on_'):
                self._subs[name[3:]].append(getattr(obj, name))

    def emit(self, event, *args):
        return [fn(*args) for fn in self._subs[event]]


class Logger:
    def __init__(self):
        self.lines = []

    def on_save(self, path):
        self.lines.append('saved ' + path)
        return len(self.lines)

    def on_close(self):
        self.lines.append('closed')


bus = EventBus()
log = Logger()
bus.subscribe(log)


@bus.on('save')
def shout(path):
    return path.upper()


print(bus.emit('save', 'a.txt'), bus.emit('save', 'b.txt'), bus.emit('close'), bus.emit('nothing'))
print(log.lines)
