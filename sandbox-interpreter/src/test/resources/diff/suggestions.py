def main():
    counter = 1
    return countr + 1
main()
# ---
prnt('x')
# ---
import collections
collections.Conter()
# ---
class A:
    def __init__(self):
        self.value = 1
    def f(self):
        return value
A().f()
# ---
x = [1, 2]
x.appendd(3)
# ---
class Point:
    def __init__(self):
        self.x = 1
        self.y = 2
p = Point()
print(p.X)
# ---
d = {'a': 1}
d.iteritems()
# ---
import math
math.sqr(2)
# ---
'abc'.startwith('a')
# ---
long_variable_name_for_testing = 1
print(long_variable_name_for_tsting)
# ---
def f(alpha, beta):
    return alpah + beta
f(1, 2)
# ---
try:
    [].appnd
except AttributeError as e:
    print(str(e), e.name)
try:
    undefined_thing
except NameError as e:
    print(str(e), e.name)
print(AttributeError('m').name, NameError('n').name, ImportError('i').name, ImportError('i').path)
import traceback
try:
    {}.kyes()
except AttributeError:
    print(traceback.format_exc().splitlines()[-1])
print(traceback.format_exception_only(AttributeError, AttributeError('plain'))[-1].strip())
xyz = 1
raise NameError('xyy')
# ---
import json
json.lods('1')
# ---
zzzzzzzzzzzz_completely_unrelated_name
# ---
Print('hi')
# ---
class Cfg:
    debug = False
Cfg.Debug