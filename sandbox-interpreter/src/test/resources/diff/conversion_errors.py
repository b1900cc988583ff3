for a in ['x', 5, True, 1.5, None, [256], [1, 2], b'\x01\x00', bytearray(b'\x02'), (3,)]:
    try:
        print(int.from_bytes(a, 'big'), int.from_bytes(a, 'little'))
    except Exception as e:
        print(type(e).__name__, e)
for args in [(1,), ([1], 2), ('ab', None), ([1], [2], 3.5)]:
    try:
        print(list(zip(*args)))
    except TypeError as e:
        print('TypeError', e)

# ---
for f in [lambda: bytes([256]), lambda: bytes((1, -1)), lambda: bytearray([300]), lambda: bytearray(b"a").append(256)]:
    try:
        f()
    except ValueError as e:
        print(e)
