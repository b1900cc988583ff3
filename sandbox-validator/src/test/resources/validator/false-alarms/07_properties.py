# Properties with setters and deleters, and a cached property.
from functools import cached_property


class Temperature:
    def __init__(self, celsius=0.0):
        self._celsius = celsius

    @property
    def celsius(self):
        return self._celsius

    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError('below absolute zero')
        self._celsius = value

    @celsius.deleter
    def celsius(self):
        self._celsius = 0.0

    @property
    def fahrenheit(self):
        return self._celsius * 9 / 5 + 32


class Report:
    computed = 0

    def __init__(self, data):
        self.data = data

    @cached_property
    def stats(self):
        Report.computed += 1
        return min(self.data), max(self.data), sum(self.data) / len(self.data)


t = Temperature(25)
print(t.fahrenheit)
t.celsius = 100
print(t.celsius, t.fahrenheit)
try:
    t.celsius = -300
except ValueError as e:
    print(e)
del t.celsius
print(t.celsius, type(Temperature.__dict__['celsius']).__name__)
r = Report([3, 1, 4, 1, 5])
print(r.stats, r.stats, Report.computed, 'stats' in vars(r))
