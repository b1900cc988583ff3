# Context managers: a class protocol, contextlib helpers and an ExitStack.
from contextlib import contextmanager, suppress, ExitStack


class Transaction:
    def __init__(self, log):
        self.log = log

    def __enter__(self):
        self.log.append('begin')
        return self

    def __exit__(self, exc_type, exc, tb):
        self.log.append('rollback' if exc_type else 'commit')
        return exc_type is KeyError


@contextmanager
def tagged(log, tag):
    log.append('<' + tag + '>')
    try:
        yield tag
    finally:
        log.append('</' + tag + '>')


log = []
with Transaction(log):
    log.append('work')
with Transaction(log):
    raise KeyError('missing')
with suppress(ZeroDivisionError):
    1 / 0
with ExitStack() as stack:
    for t in ('a', 'b'):
        stack.enter_context(tagged(log, t))
    log.append('inside')
print(log)
