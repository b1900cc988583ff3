import struct
for order in '@<>=!':
    for c in 'bBhHiIlLqQnNP':
        if order != '@' and c in 'nNP':
            continue
        for v in (10**30, -10**30, -1, 0, 1, 2**7, 2**8, 2**15, 2**16, 2**31, 2**32, 2**63, 2**64 - 1, -2**31 - 1, -2**63):
            try:
                b = struct.pack(order + c, v)
                print(order, c, v, b, struct.unpack(order + c, b))
            except struct.error as e:
                print(order, c, v, 'error', e)
# ---
import struct
cases = [('i', ('x',)), ('i', (1.5,)), ('f', ('x',)), ('c', (b'ab',)), ('c', ('a',)), ('s', (1,)), ('?', ([],)),
         ('2i', (1,)), ('i', (1, 2)), ('e', (1e10,)), ('f', (1e300,)), ('<f', (1e300,)), ('>f', (-1e300,)),
         ('3x', ()), ('z', ()), ('i', (True,)), ('<e', (70000.0,)), ('<e', (65504.0,)), ('<e', (65520.0,)),
         ('<d', (1e300,)), ('<f', (float('nan'),)), ('<d', (1,)), ('5s', (b'ab',)), ('2s', (b'abcdef',)),
         ('5p', (b'ab',)), ('3p', (b'abcdef',)), ('0s', (b'x',)), ('p', (b'abc',)), ('s', (bytearray(b'x'),)),
         ('<?', ('a',)), (' <i', (1,)), ('>3h', (1, 2, 3)), (b'<h', (1,)), ('99999999999999999999i', ()),
         ('i', (2**100,)), ('<e', (-0.0,)), ('<e', (1e-8,)), ('<e', (6e-8,)), ('<e', (float('-inf'),)), ('4', ()),
         ('<300p', (b'x' * 400,)), ('=bi', (1, 2)), ('@bi', (1, 2)), ('@b0i', (1,)), ('<qh', (1, 2))]
for f, a in cases:
    try:
        print(f, a if len(repr(a)) < 60 else len(a), struct.pack(f, *a))
    except Exception as e:
        print(f, type(e).__name__, e)
# ---
import struct
for x in (0.1, 1/3, 65504.0, 1e-5, 5.96e-8, 2.98e-8, 2.99e-8, 1.0009765625, 1.00048828125, 1.0014648437, 100000.0, -2.5):
    for f in ('<e', '>f', '<d'):
        try:
            b = struct.pack(f, x)
            print(f, x, b, struct.unpack(f, b))
        except OverflowError as e:
            print(f, x, 'overflow', e)
print(struct.unpack('<e', b'\x00\x7c'), struct.unpack('>e', b'\x7e\x00'), struct.unpack('<e', b'\x01\x00'))
print(struct.unpack('5p', b'\x09abcd'), struct.unpack('5s', b'abcde'), struct.unpack('?', b'\x05'), struct.unpack('c', b'z'))
print(struct.unpack('>hxxi', bytes(8)), struct.unpack('<Q', struct.pack('<d', -0.0)), struct.unpack('>q', b'\xff' * 8))
print(struct.unpack('<bBhHiIqQ', bytes(range(200, 230))[:struct.calcsize('<bBhHiIqQ')]))
# ---
import struct
for f, b in [('i', b'abc'), ('<h', b'\x01\x02\x03'), ('i', 'abcd'), ('i', bytearray(b'abcd'))]:
    try:
        print(struct.unpack(f, b))
    except Exception as e:
        print(type(e).__name__, e)
for call in (lambda: struct.unpack_from('i', b'abcd', 2), lambda: list(struct.iter_unpack('i', b'abcde')),
             lambda: struct.pack_into('i', bytearray(3), 0, 1), lambda: struct.pack_into('i', bytearray(8), 6, 1),
             lambda: struct.pack_into('i', bytearray(8), -9, 1), lambda: struct.pack_into('i', bytearray(8), -2, 1),
             lambda: struct.pack_into('i', b'abcdefgh', 0, 1), lambda: struct.unpack_from('i', b'abcdefgh', -9),
             lambda: struct.unpack_from('<i', b'abcdefgh', -4), lambda: struct.unpack_from('<i', buffer=b'abcdefgh', offset=1),
             lambda: list(struct.iter_unpack('', b'')), lambda: struct.pack('i'), lambda: struct.pack(1, 2),
             lambda: struct.calcsize('<n'), lambda: struct.Struct(3)):
    try:
        print(call())
    except Exception as e:
        print(type(e).__name__, e)
print(struct.calcsize('@bi'), struct.calcsize('=bi'), struct.calcsize('@b0i'), struct.calcsize('ci?dP'),
      struct.calcsize('P'), struct.calcsize('@iq'), struct.calcsize('<iq'), struct.calcsize('@qi'), struct.calcsize('e'),
      struct.calcsize('n'), struct.calcsize('i i'), struct.calcsize('10s2x3p'), struct.calcsize('@c h'))
# ---
import struct
s = struct.Struct('<2i')
print(s.format, s.size, s.unpack(s.pack(1, 2)), list(s.iter_unpack(bytes(16))), s.unpack_from(bytes(10), 1))
it = struct.iter_unpack('<h', bytes(range(10)))
print(type(it).__name__, it.__length_hint__(), next(it), list(it), it.__length_hint__())
b = bytearray(8)
struct.pack_into('<i', b, 2, 5)
print(b)
struct.pack_into('<h', b, -2, 9)
s.pack_into(b, 0, 7, 8)
print(b, struct.Struct(b'>h').format)
class I:
    def __index__(self):
        return 7
print(struct.pack('<i', I()), struct.pack('@?', I()), struct.pack('<d', I()))
class Record(struct.Struct):
    def __init__(self):
        super().__init__('<hh')
r = Record()
print(r.size, r.unpack(r.pack(3, 4)), isinstance(r, struct.Struct), struct.error.__module__, issubclass(struct.error, Exception))
header = struct.pack('>4sHHI', b'PNG!', 1, 2, 1024)
magic, major, minor, length = struct.unpack('>4sHHI', header)
print(header, magic, major, minor, length)
# ---
import binascii, struct, zlib
for t in (binascii.Error, binascii.Incomplete, struct.error, zlib.error):
    e = t('m', 2)
    print(type(e).__name__, e.args, str(e), isinstance(e, Exception), t.__module__)
    try:
        raise t('raised')
    except Exception as caught:
        print('caught', repr(caught))
# ---
import struct, zlib
m = memoryview(b'abcd')
print(struct.unpack('<i', m), zlib.crc32(m), zlib.decompress(memoryview(zlib.compress(b'xy'))), list(struct.iter_unpack('<h', m)))
