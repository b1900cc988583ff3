# Class methods as alternative constructors, static helpers, and formatting protocols.
import re


class Duration:
    UNITS = {'h': 3600, 'm': 60, 's': 1}

    def __init__(self, seconds):
        self.seconds = seconds

    @classmethod
    def parse(cls, text):
        total = 0
        for amount, unit in re.findall(r'(\d+)([hms])', text):
            total += int(amount) * cls.UNITS[unit]
        return cls(total)

    @classmethod
    def of(cls, **parts):
        return cls(sum(cls.UNITS[k[0]] * v for k, v in parts.items()))

    @staticmethod
    def pad(n):
        return f'{n:02d}'

    def __str__(self):
        h, rest = divmod(self.seconds, 3600)
        m, s = divmod(rest, 60)
        return ':'.join(map(self.pad, (h, m, s)))

    def __repr__(self):
        return f'{type(self).__qualname__}({self.seconds})'

    def __format__(self, spec):
        return str(self) if not spec else format(self.seconds, spec)


d = Duration.parse('1h 2m 3s')
print(d, repr(d), Duration.of(minutes=90), f'{d:>8}', f'{d}', Duration.pad(7))
