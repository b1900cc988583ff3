# A proxy delegating unknown attributes with __getattr__ and recording writes with __setattr__.
class Recorder:
    def __init__(self, target):
        object.__setattr__(self, '_target', target)
        object.__setattr__(self, 'writes', [])

    def __getattr__(self, name):
        value = getattr(self._target, name)
        if callable(value):
            def wrapped(*args, **kwargs):
                self.writes.append(f'call {name}')
                return value(*args, **kwargs)
            return wrapped
        return value

    def __setattr__(self, name, value):
        self.writes.append(f'set {name}')
        setattr(self._target, name, value)

    def __delattr__(self, name):
        self.writes.append(f'del {name}')
        delattr(self._target, name)


class Account:
    def __init__(self):
        self.balance = 0

    def deposit(self, n):
        self.balance += n
        return self.balance


acct = Account()
r = Recorder(acct)
r.deposit(10)
r.owner = 'ada'
print(r.balance, r.owner, acct.owner)
del r.owner
print(r.writes, hasattr(acct, 'owner'))
