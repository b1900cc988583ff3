# A metaclass-free plugin registry with a class decorator and lookups by computed names.
HANDLERS = {}


def handles(*kinds):
    def register(cls):
        for kind in kinds:
            HANDLERS[kind] = cls
        cls.kinds = kinds
        return cls
    return register


@handles('csv', 'tsv')
class TableHandler:
    def load(self, text):
        sep = '\t' if '\t' in text else ','
        return [row.split(sep) for row in text.splitlines()]


@handles('kv')
class KeyValueHandler:
    def load(self, text):
        return dict(line.split('=', 1) for line in text.splitlines())


def load(kind, text):
    handler = HANDLERS[kind]()
    method = getattr(handler, 'load')
    return method(text)


print(load('csv', 'a,b\n1,2'))
print(load('tsv', 'x\ty'))
print(load('kv', 'k=v\nn=1'))
print(sorted((k, v.__name__) for k, v in HANDLERS.items()))
