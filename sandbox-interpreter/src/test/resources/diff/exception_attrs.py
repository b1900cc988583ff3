class A:
    def __init__(self):
        self.value = 1
a = A()
try:
    a.valeu
except AttributeError as e:
    print(e.name, e.obj is a, str(e))
try:
    (1).nope
except AttributeError as e:
    print(e.name, e.obj, type(e.obj).__name__)
e = AttributeError("plain")
print(e.name, e.obj, e.args)
try:
    countr
except NameError as e:
    print(e.name, str(e), hasattr(e, "obj"))
# ---
class Cfg:
    __slots__ = ("x",)
c = Cfg()
try:
    c.x
except AttributeError as e:
    print(e.name, e.obj is c, str(e))
try:
    getattr(c, "y")
except AttributeError as e:
    print(e.name, e.obj is c)
