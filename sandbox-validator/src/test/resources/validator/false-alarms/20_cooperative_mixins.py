# Cooperative multiple inheritance: super() chains through mixins, following the MRO.
class Base:
    def __init__(self, **kwargs):
        self.trace = ['Base']
        super().__init__()

    def save(self):
        return ['base']


class Timestamped(Base):
    def __init__(self, created=0, **kwargs):
        super().__init__(**kwargs)
        self.created = created
        self.trace.append('Timestamped')

    def save(self):
        return ['stamp'] + super().save()


class Validated(Base):
    def __init__(self, strict=False, **kwargs):
        super().__init__(**kwargs)
        self.strict = strict
        self.trace.append('Validated')

    def save(self):
        return ['validate'] + super().save()


class Document(Timestamped, Validated):
    def __init__(self, title, **kwargs):
        super().__init__(**kwargs)
        self.title = title
        self.trace.append('Document')

    def save(self):
        return ['doc'] + super().save()


d = Document('notes', created=5, strict=True)
print(d.trace, d.save(), d.created, d.strict)
print([k.__name__ for k in Document.__mro__])
print(super(Timestamped, d).save())
