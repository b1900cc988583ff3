# copy.copy and copy.deepcopy with __copy__ and __deepcopy__.
import copy


class Config:
    def __init__(self, name, options):
        self.name = name
        self.options = options
        self.copies = 0

    def __copy__(self):
        new = Config(self.name, self.options)
        new.copies = self.copies + 1
        return new

    def __deepcopy__(self, memo):
        new = Config(copy.deepcopy(self.name, memo), copy.deepcopy(self.options, memo))
        new.copies = self.copies + 10
        return new


class Plain:
    def __init__(self):
        self.items = [1, [2, 3]]


base = Config('app', {'debug': False, 'paths': ['/a']})
shallow = copy.copy(base)
deep = copy.deepcopy(base)
base.options['paths'].append('/b')
print(shallow.options['paths'], deep.options['paths'], shallow.copies, deep.copies)
p = Plain()
q = copy.deepcopy(p)
p.items[1].append(4)
print(p.items, q.items, vars(q))
