import base64
for data in [b'', b'a', b'ab', b'abc', b'abcd', b'hello world', b'\0\0\0\0', b'\0\0\0\0x', b'    ', b'     x', b'\0', bytes(range(40))]:
    e = base64.a85encode(data)
    print(e, base64.a85decode(e) == data, base64.a85encode(data, pad=True), base64.a85encode(data, foldspaces=True),
          base64.a85encode(data, adobe=True), base64.a85decode(base64.a85encode(data, adobe=True), adobe=True) == data)
print(base64.a85encode(bytes(range(40)), wrapcol=10), base64.a85encode(b'hello world!', wrapcol=7, adobe=True))
print(base64.a85decode(b'BOu!r D]j7\nBEbo7'), base64.a85decode('87cURD]i', foldspaces=True), base64.a85decode(b'y', foldspaces=True))
print(base64.b85encode(b'hello world'), base64.b85decode(base64.b85encode(b'hello world')), base64.b32hexencode(b'hello'), base64.b32hexdecode(b'D1IMOR3F'))
for bad in [b'ab~>', b'az', b'\x80', b's8W-"']:
    try:
        print(base64.a85decode(bad, adobe=bad.endswith(b'~>')))
    except ValueError as e:
        print('ValueError', e)
