# __slots__ classes with inheritance, iterated with getattr.
class Base:
    __slots__ = ('id',)

    def __init__(self, id):
        self.id = id

    def fields(self):
        names = []
        for klass in type(self).__mro__:
            names.extend(getattr(klass, '__slots__', ()))
        return {n: getattr(self, n) for n in names}


class User(Base):
    __slots__ = ('name', 'email')

    def __init__(self, id, name, email):
        super().__init__(id)
        self.name = name
        self.email = email


u = User(7, 'ada', 'ada@example.com')
print(u.fields())
try:
    u.nickname = 'a'
except AttributeError:
    print('no new attributes')
print(hasattr(u, '__dict__'), User.__slots__)
