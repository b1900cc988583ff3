class L(list):
    def __init__(self, n):
        super().__init__(range(n))
class D(dict):
    def __init__(self, **kw):
        super().__init__(kw)
        self['extra'] = 1
class S(set):
    def __init__(self, it):
        super().__init__(x * 2 for x in it)
class B(bytearray):
    pass
l = L(3); l2 = list.__new__(L); list.__init__(l2, 'ab')
print(L(3), l == [0, 1, 2], D(a=1), sorted(S([1, 2])), l2)
class Stack(list):
    def __init__(self, *items):
        super().__init__(items)
    def push(self, x):
        self.append(x)
st = Stack(1, 2); st.push(3); print(st, len(st), isinstance(st, list))
class Cfg(dict):
    def __init__(self, *a, **kw):
        super().__init__(*a, **kw)
        self.setdefault('debug', False)
print(Cfg({'a': 1}, b=2), Cfg())
lst = [1, 2]; list.__init__(lst, [9]); print(lst)
d0 = {'x': 1}; dict.__init__(d0, y=2); print(d0)
try:
    list.__init__([], 1, 2)
except TypeError as e:
    print(e)
