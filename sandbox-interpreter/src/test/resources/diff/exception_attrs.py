class A:
    def __init__(self):
        self.value = 1
a = A()
try:
    a.valeu
except AttributeError as e:
    print(e.name, str(e))
try:
    (1).nope
except AttributeError as e:
    print(e.name, e.args)
e = AttributeError("plain")
print(e.name, e.args)
try:
    countr
except NameError as e:
    print(e.name, str(e))
# ---
class Cfg:
    __slots__ = ("x",)
c = Cfg()
try:
    c.x
except AttributeError as e:
    print(e.name, str(e))
try:
    getattr(c, "y")
except AttributeError as e:
    print(e.name)
