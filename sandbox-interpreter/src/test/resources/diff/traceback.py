import traceback
def f(x):
    return 1 / x
try:
    f(0)
except ZeroDivisionError:
    s = traceback.format_exc()
lines = s.splitlines()
print(lines[0], '|', lines[-1], '|', len([l for l in lines if l.startswith('  File')]))
print(repr(traceback.format_exc()))
try:
    try:
        {}['k']
    except KeyError as e:
        raise ValueError('v') from e
except ValueError as e:
    text = ''.join(traceback.format_exception(e))
print(text.count('Traceback'), text.splitlines()[-1], 'direct cause' in text)
