# Class decorators that add methods and class attributes with setattr and computed names.
def with_accessors(*names):
    def decorate(cls):
        for name in names:
            def getter(self, _n=name):
                return self._data[_n]

            def setter(self, value, _n=name):
                self._data[_n] = value

            setattr(cls, 'get_' + name, getter)
            setattr(cls, 'set_' + name, setter)
        cls.accessors = names
        return cls
    return decorate


def counted(cls):
    original = cls.__init__

    def __init__(self, *args, **kwargs):
        type(self).instances += 1
        original(self, *args, **kwargs)

    cls.instances = 0
    cls.__init__ = __init__
    return cls


@counted
@with_accessors('name', 'age')
class Person:
    def __init__(self, **data):
        self._data = dict(data)


p = Person(name='ada', age=36)
p.set_age(37)
Person(name='bob', age=1)
print(p.get_name(), p.get_age(), Person.instances, Person.accessors)
print(sorted(n for n in vars(Person) if n.startswith(('get_', 'set_'))))
