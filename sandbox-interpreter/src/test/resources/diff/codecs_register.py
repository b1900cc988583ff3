import codecs
seen = []
def spy(name):
    seen.append(name)
    return None
codecs.register(spy)
for e in ['a+b', 'a  b', 'a--b', ' a ', 'A_B', 'x/y', 'a.b-c', 'My Codec-X.1']:
    try:
        codecs.lookup(e)
    except LookupError as err:
        print('LookupError', err)
print(seen)
codecs.unregister(spy)
try:
    codecs.lookup('a+b')
except LookupError as err:
    print('after unregister:', err, len(seen))
# ---
import codecs
def upper_search(name):
    if name != 'upper':
        return None
    def enc(s, errors='strict'):
        return s.upper().encode('ascii', errors), len(s)
    def dec(b, errors='strict'):
        return bytes(b).decode('ascii', errors).lower(), len(b)
    return codecs.CodecInfo(enc, dec, name='upper')
codecs.register(upper_search)
print(codecs.encode('abc', 'upper'), codecs.decode(b'ABC', 'UPPER'))
info = codecs.lookup('Upper')
print(info.name, isinstance(info, codecs.CodecInfo), info is codecs.lookup('upper'))
print(codecs.getencoder('upper')('xy'), codecs.getdecoder('upper')(b'XY'))
print(codecs.lookup('utf-8').name)
# ---
import codecs
codecs.register(lambda n: (1, 2, 3, 4) if n == 'four' else None)
print(codecs.lookup('four'))
codecs.register(lambda n: 5 if n == 'bad' else None)
codecs.lookup('bad')
# ---
import codecs
codecs.register(1)
# ---
import codecs
codecs.lookup('no-such-codec-here')
