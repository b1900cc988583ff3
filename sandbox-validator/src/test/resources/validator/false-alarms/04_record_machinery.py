# Dataclass-like machinery: a class decorator reading __annotations__ and generating methods with setattr.
def record(cls):
    fields = list(cls.__annotations__)
    defaults = {f: cls.__dict__[f] for f in fields if f in cls.__dict__}

    def __init__(self, *args, **kwargs):
        values = dict(zip(fields, args))
        values.update(kwargs)
        for f in fields:
            if f in values:
                setattr(self, f, values[f])
            elif f in defaults:
                setattr(self, f, defaults[f])
            else:
                raise TypeError(f'missing field {f!r}')

    def __repr__(self):
        inner = ', '.join(f'{f}={getattr(self, f)!r}' for f in fields)
        return f'{type(self).__name__}({inner})'

    def __eq__(self, other):
        if type(other) is not type(self):
            return NotImplemented
        return all(getattr(self, f) == getattr(other, f) for f in fields)

    for name, fn in [('__init__', __init__), ('__repr__', __repr__), ('__eq__', __eq__)]:
        fn.__qualname__ = f'{cls.__qualname__}.{name}'
        setattr(cls, name, fn)
    cls.__hash__ = None
    cls._fields = tuple(fields)
    return cls


@record
class Point:
    x: int
    y: int = 0
    label: str = 'origin'


p = Point(1, label='p')
print(p, p == Point(1, 0, 'p'), Point._fields)
print({f: getattr(p, f) for f in Point._fields})
try:
    Point()
except TypeError as e:
    print(e)
