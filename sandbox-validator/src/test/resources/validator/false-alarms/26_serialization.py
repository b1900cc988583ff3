# Serialising objects through vars()/__dict__ and back with setattr, via json.
import json


class Serializable:
    def to_dict(self):
        out = {'__type__': type(self).__name__}
        for k, v in vars(self).items():
            out[k] = v.to_dict() if isinstance(v, Serializable) else v
        return out

    @classmethod
    def from_dict(cls, data):
        obj = cls.__new__(cls)
        for k, v in data.items():
            if k == '__type__':
                continue
            if isinstance(v, dict) and '__type__' in v:
                v = KINDS[v['__type__']].from_dict(v)
            setattr(obj, k, v)
        return obj


class Address(Serializable):
    def __init__(self, city):
        self.city = city


class Customer(Serializable):
    def __init__(self, name, address):
        self.name = name
        self.address = address


KINDS = {c.__name__: c for c in (Address, Customer)}
c = Customer('ada', Address('London'))
text = json.dumps(c.to_dict(), sort_keys=True)
print(text)
back = Customer.from_dict(json.loads(text))
print(back.name, back.address.city, type(back.address).__name__, back.__dict__.keys() == c.__dict__.keys())
