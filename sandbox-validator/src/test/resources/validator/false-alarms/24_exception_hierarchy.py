# Custom exception classes with __str__, extra attributes, chaining and notes.
class AppError(Exception):
    code = 'app'

    def __init__(self, message, *, detail=None):
        super().__init__(message)
        self.detail = detail

    def __str__(self):
        base = super().__str__()
        return f'[{self.code}] {base}' + (f' ({self.detail})' if self.detail else '')


class NotFound(AppError):
    code = 'not-found'


class Invalid(AppError, ValueError):
    code = 'invalid'


def lookup(d, key):
    try:
        return d[key]
    except KeyError as e:
        raise NotFound(f'no {key!r}', detail='lookup') from e


try:
    lookup({}, 'x')
except AppError as e:
    print(e, type(e.__cause__).__name__, e.__cause__.args, e.args)
try:
    raise Invalid('bad number')
except ValueError as e:
    e.add_note('while parsing')
    print(e, isinstance(e, AppError), e.__notes__)
print([k.__name__ for k in Invalid.__mro__])
