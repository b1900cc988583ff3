class Logged:
    def __init__(self):
        self.x = 1
    def __getattribute__(self, name):
        if name == 'secret':
            return 'intercepted'
        print('get', name)
        return super().__getattribute__(name)
o = Logged()
print(o.x)
print(o.secret)
class Proxy:
    def __init__(self, target):
        object.__setattr__(self, '_t', target)
    def __getattribute__(self, name):
        t = object.__getattribute__(self, '_t')
        return getattr(t, name)
p = Proxy([1, 2])
p.append(3)
print(p.__len__())
print(object.__getattribute__(p, '_t'))
class D:
    def __getattribute__(self, n):
        raise AttributeError(n)
    def __getattr__(self, n):
        return 'fallback ' + n
print(D().anything)
# ---
class Counted:
    def __init__(self):
        object.__setattr__(self, 'reads', 0)
        self.value = 5
    def __getattribute__(self, name):
        if name != 'reads':
            object.__setattr__(self, 'reads', object.__getattribute__(self, 'reads') + 1)
        return object.__getattribute__(self, name)
    def double(self):
        return self.value * 2
c = Counted()
print(c.value, c.double(), c.reads)
print(hasattr(c, 'nope'), getattr(c, 'nope', 'dflt'), c.reads)
class Sub(Counted):
    pass
s = Sub()
s.value; s.value
print(s.reads)
try:
    c.missing
except AttributeError as e:
    print('AttributeError', e)
# ---
class Strict:
    def __getattribute__(self, name):
        if name.startswith('_'):
            return object.__getattribute__(self, name)
        raise AttributeError(f'no public attribute {name!r}')
s = Strict()
print(hasattr(s, 'x'), type(s).__name__, s.__class__.__name__)
s.x