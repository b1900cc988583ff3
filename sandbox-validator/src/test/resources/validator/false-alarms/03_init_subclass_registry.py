# A plugin registry filled by __init_subclass__, passing keywords up the super() chain.
class Plugin:
    registry = {}

    def __init_subclass__(cls, /, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        key = name or cls.__name__.lower()
        if key in Plugin.registry:
            raise ValueError(f'duplicate plugin {key!r}')
        Plugin.registry[key] = cls

    def run(self, text):
        raise NotImplementedError


class Upper(Plugin, name='upper'):
    def run(self, text):
        return text.upper()


class Reverse(Plugin):
    def run(self, text):
        return text[::-1]


class Tagged:
    def __init_subclass__(cls, tag='', **kwargs):
        super().__init_subclass__(**kwargs)
        cls.tag = tag


class Shout(Upper, Tagged, tag='loud'):
    def run(self, text):
        return super().run(text) + '!'


for key in sorted(Plugin.registry):
    print(key, Plugin.registry[key]().run('hello'))
print(Shout.tag, Shout.__mro__[1].__name__)
try:
    class Again(Plugin, name='upper'):
        pass
except ValueError as e:
    print(e)
