# Descriptors that validate and store under a computed name (__set_name__, getattr/setattr with names).
class Typed:
    def __init__(self, kind, default=None):
        self.kind = kind
        self.default = default

    def __set_name__(self, owner, name):
        self.public = name
        self.name = '_' + name

    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return getattr(obj, self.name, self.default)

    def __set__(self, obj, value):
        if not isinstance(value, self.kind):
            raise TypeError(f'{self.public} must be {self.kind.__name__}, got {type(value).__name__}')
        setattr(obj, self.name, value)

    def __delete__(self, obj):
        delattr(obj, self.name)


class Product:
    name = Typed(str, '')
    price = Typed(float, 0.0)
    quantity = Typed(int, 0)

    def __init__(self, name, price, quantity):
        self.name = name
        self.price = price
        self.quantity = quantity

    def total(self):
        return self.price * self.quantity


p = Product('tea', 2.5, 4)
print(p.name, p.total())
try:
    p.quantity = 'many'
except TypeError as e:
    print('refused:', e)
del p.quantity
print('after delete:', p.quantity)
print(hasattr(p, '_price'), sorted(k for k in vars(p)))
assert isinstance(Product.__dict__['price'], Typed)
