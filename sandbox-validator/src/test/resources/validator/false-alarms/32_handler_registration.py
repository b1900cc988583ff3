# Handlers declared with a decorator descriptor and collected by __set_name__ into a per-class table.
class on:
    def __init__(self, event):
        self.event = event
        self.fn = None

    def __call__(self, fn):
        self.fn = fn
        return self

    def __set_name__(self, owner, name):
        table = owner.__dict__.get('handlers')
        if table is None:
            table = {}
            setattr(owner, 'handlers', table)
        table[self.event] = name
        setattr(owner, name, self.fn)


class Widget:
    @on('click')
    def clicked(self, x, y):
        return f'click at {x},{y}'

    @on('key')
    def pressed(self, key):
        return f'key {key}'

    def dispatch(self, event, *args):
        name = self.handlers.get(event)
        return getattr(self, name)(*args) if name else None


w = Widget()
print(Widget.handlers, w.dispatch('click', 1, 2), w.dispatch('key', 'q'), w.dispatch('scroll'))
