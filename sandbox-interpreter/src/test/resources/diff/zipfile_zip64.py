import io, struct, zipfile, zlib
# a ZIP64 archive made by hand: sizes and offset in the central directory's ZIP64 extra field, the counts in a
# ZIP64 end record found through its locator (the classic end record holds 0xFFFF / 0xFFFFFFFF)
data = b'hello zip64'
crc = zlib.crc32(data)
name = b'big.txt'
local = struct.pack('<4sHHHHHIIIHH', b'PK\x03\x04', 45, 0, 0, 0, 33, crc, 0xFFFFFFFF, 0xFFFFFFFF, len(name), 20)
local += name + struct.pack('<HHQQ', 1, 16, len(data), len(data)) + data
extra = struct.pack('<HHQQQ', 1, 24, len(data), len(data), 0)
central = struct.pack('<4sBBBBHHHHIIIHHHHHII', b'PK\x01\x02', 45, 3, 45, 0, 0, 0, 0, 33, crc, 0xFFFFFFFF,
                      0xFFFFFFFF, len(name), len(extra), 0, 0, 0, 0, 0xFFFFFFFF) + name + extra
end64_pos = len(local) + len(central)
end64 = struct.pack('<4sQHHIIQQQQ', b'PK\x06\x06', 44, 45, 45, 0, 0, 1, 1, len(central), len(local))
locator = struct.pack('<4sIQI', b'PK\x06\x07', 0, end64_pos, 1)
end = struct.pack('<4sHHHHIIH', b'PK\x05\x06', 0, 0, 0xFFFF, 0xFFFF, 0xFFFFFFFF, 0xFFFFFFFF, 0)
blob = local + central + end64 + locator + end
z = zipfile.ZipFile(io.BytesIO(blob))
info = z.infolist()[0]
print(z.namelist(), info.file_size, info.compress_size, info.header_offset, info.extract_version)
print(z.read('big.txt'), z.testzip())
# the same archive behind 100 bytes of something else (a self-extractor's stub): offsets shift together
z = zipfile.ZipFile(io.BytesIO(b'#' * 100 + blob))
print(z.infolist()[0].header_offset, z.read('big.txt'))
# ---
import io, struct, zipfile, zlib
# a ZIP64 extra field too short for the fields it must hold
name = b'a'
extra = struct.pack('<HHQ', 1, 8, 5)
central = struct.pack('<4sBBBBHHHHIIIHHHHHII', b'PK\x01\x02', 45, 3, 45, 0, 0, 0, 0, 33, 0, 0xFFFFFFFF,
                      0xFFFFFFFF, len(name), len(extra), 0, 0, 0, 0, 0) + name + extra
end = struct.pack('<4sHHHHIIH', b'PK\x05\x06', 0, 0, 1, 1, len(central), 0, 0)
zipfile.ZipFile(io.BytesIO(central + end))
# ---
import io, struct, zipfile
# an extra field whose length runs past its end
name = b'a'
extra = struct.pack('<HH', 0x5455, 40) + b'xx'
central = struct.pack('<4sBBBBHHHHIIIHHHHHII', b'PK\x01\x02', 20, 3, 20, 0, 0, 0, 0, 33, 0, 0,
                      0, len(name), len(extra), 0, 0, 0, 0, 0) + name + extra
end = struct.pack('<4sHHHHIIH', b'PK\x05\x06', 0, 0, 1, 1, len(central), 0, 0)
zipfile.ZipFile(io.BytesIO(central + end))
# ---
import hashlib, io, zipfile
# writing with force_zip64: the local header carries the sizes in a ZIP64 extra field (bytes equal CPython's)
b = io.BytesIO()
with zipfile.ZipFile(b, 'w') as z:
    with z.open(zipfile.ZipInfo('a.txt', (2020, 1, 2, 3, 4, 6)), 'w', force_zip64=True) as f:
        f.write(b'hello')
    z.writestr(zipfile.ZipInfo('b.txt', (2020, 1, 2, 3, 4, 6)), b'world')
print(hashlib.sha256(b.getvalue()).hexdigest())
z = zipfile.ZipFile(io.BytesIO(b.getvalue()))
print([(i.filename, i.file_size, i.extract_version, i.extra) for i in z.infolist()], z.read('a.txt'))
# ---
import io, struct, zipfile, zlib
# an encrypted member: CPython's RuntimeError, with or without a password
data = b'secret'
name = b'e.txt'
local = struct.pack('<4sHHHHHIIIHH', b'PK\x03\x04', 20, 1, 0, 0, 33, zlib.crc32(data), len(data), len(data),
                    len(name), 0) + name + data
central = struct.pack('<4sBBBBHHHHIIIHHHHHII', b'PK\x01\x02', 20, 3, 20, 0, 1, 0, 0, 33, zlib.crc32(data),
                      len(data), len(data), len(name), 0, 0, 0, 0, 0, 0) + name
end = struct.pack('<4sHHHHIIH', b'PK\x05\x06', 0, 0, 1, 1, len(central), len(local), 0)
z = zipfile.ZipFile(io.BytesIO(local + central + end))
print(z.infolist()[0].flag_bits)
try:
    z.read('e.txt')
except RuntimeError as e:
    print('RuntimeError', e)
try:
    z.setpassword('text')
except TypeError as e:
    print('TypeError', e)
print(z.pwd)
z.open('e.txt')
