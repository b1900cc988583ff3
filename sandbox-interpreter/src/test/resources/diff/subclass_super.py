class L(list):
    def __getitem__(self, k):
        print("get", k)
        return super().__getitem__(k)
    def __setitem__(self, k, v):
        super().__setitem__(k, v * 2)
    def __len__(self):
        return super().__len__() + 100
    def __contains__(self, x):
        return super().__contains__(x) or x == "magic"
    def append(self, x):
        super().append(x)
        super().append(x)
l = L([1, 2, 3])
print(l[0], l[-1], l[0:2])
l[1] = 5
print(list(l), len(l), "magic" in l, 2 in l)
l.append(9)
print(list(l))
class D(dict):
    def __getitem__(self, k):
        return super().__getitem__(k.lower())
    def __setitem__(self, k, v):
        super().__setitem__(k.lower(), v)
    def get(self, k, default=None):
        return super().get(k.lower(), default)
d = D()
d["AbC"] = 1
print(d["ABC"], d.get("aBc"), dict(d), "abc" in d)
class S(str):
    def upper(self):
        return "<" + super().upper() + ">"
    def __getitem__(self, i):
        return S(super().__getitem__(i))
print(S("hey").upper(), S("hello")[1:3].upper())
class T(tuple):
    def __getitem__(self, i):
        return super().__getitem__(i) * 10
print(T((1, 2))[1])

# ---
class T(tuple):
    def __getitem__(self, i):
        return ("T", super().__getitem__(i))
t = T(range(5))
print(t[1], t[1:3], type(t[1:3][1]).__name__, t[-1])
