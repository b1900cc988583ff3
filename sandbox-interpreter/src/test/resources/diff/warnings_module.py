import warnings, sys
sys.stderr = sys.stdout
warnings.warn('plain')
def old():
    warnings.warn('old() is deprecated', DeprecationWarning, stacklevel=2)
old()
warnings.warn('again plain')
warnings.warn('plain')
for i in range(3):
    warnings.warn('in a loop', RuntimeWarning)
print(warnings.formatwarning('msg', UserWarning, 'file.py', 12), end='')
print(warnings.formatwarning('msg', UserWarning, 'file.py', 12, 'x = 1  '), end='')
# ---
import warnings
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('always')
    warnings.warn('first')
    warnings.warn('second', FutureWarning)
    warnings.warn(UserWarning('instance'))
    for i in range(2):
        warnings.warn('repeated')
print(len(w), [str(x.message) for x in w], [x.category.__name__ for x in w], [x.lineno for x in w], w[0].filename)
print(str(w[0]).startswith('{message : UserWarning('), type(w[0].message).__name__)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter('ignore')
    warnings.warn('ignored')
print(w)
# ---
import warnings
warnings.simplefilter('error')
try:
    warnings.warn('now an error', UserWarning)
except UserWarning as e:
    print('caught', e, type(e).__name__)
warnings.resetwarnings()
warnings.filterwarnings('error', message='bad.*', category=RuntimeWarning)
with warnings.catch_warnings(record=True) as w:
    warnings.filterwarnings('always')
    warnings.warn('good thing', RuntimeWarning)
print(len(w))
try:
    warnings.warn('Bad thing', RuntimeWarning)
except RuntimeWarning as e:
    print('filtered to error:', e)
warnings.warn('final', RuntimeWarning)
# ---
import warnings
for call in [lambda: warnings.simplefilter('sometimes'), lambda: warnings.warn('x', int),
             lambda: warnings.filterwarnings('ignore', category=3), lambda: warnings.simplefilter('ignore', lineno=-1)]:
    try:
        call()
    except (AssertionError, TypeError) as e:
        print(type(e).__name__, e)
print([f[0] for f in warnings.filters[:5]], [f[2].__name__ for f in warnings.filters[:5]], warnings.defaultaction)
# ---
import warnings
warnings.simplefilter('error', DeprecationWarning)
warnings.warn('deprecated call', DeprecationWarning)
# ---
import warnings, io
buf = io.StringIO()
def show(message, category, filename, lineno, file=None, line=None):
    buf.write('custom: %s %s %s\n' % (category.__name__, message, lineno))
warnings.showwarning = show
warnings.warn('via hook')
warnings.warn('once', stacklevel=1)
print(buf.getvalue(), end='')
with warnings.catch_warnings():
    warnings.simplefilter('once')
    for i in range(3):
        warnings.warn('only once', UserWarning)
print(buf.getvalue().count('only once'))
