# Reading class and instance namespaces: Item.__dict__, vars(obj), __annotations__, __mro__ and __bases__.
class Base:
    kind = 'base'

    def describe(self):
        return f'{type(self).__name__}: ' + ', '.join(f'{k}={v!r}' for k, v in sorted(vars(self).items()))


class Item(Base):
    kind = 'item'
    count: int
    label: str

    def __init__(self, count, label):
        self.count = count
        self.label = label

    def price(self):
        return self.count * 2


public = sorted(k for k in Item.__dict__ if not k.startswith('_'))
print(public)
print(Item.__annotations__, [c.__name__ for c in Item.__mro__], Item.__bases__[0].__name__)
it = Item(3, 'pens')
print(it.describe(), it.__dict__ == vars(it))
methods = [name for name, v in Item.__dict__.items() if callable(v) and not name.startswith('__')]
print(methods, Base.__dict__['kind'], 'kind' in vars(Item))
