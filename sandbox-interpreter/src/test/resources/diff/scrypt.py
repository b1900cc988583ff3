import hashlib
print(hashlib.scrypt(b'password', salt=b'NaCl', n=1024, r=8, p=16, dklen=64).hex())
print(hashlib.scrypt(b'', salt=b'', n=16, r=1, p=1).hex())
print(hashlib.scrypt(b'pleaseletmein', salt=b'SodiumChloride', n=16384, r=8, p=1, dklen=32).hex())
print(hashlib.scrypt(bytearray(b'pw'), salt=b'salt', n=4, r=2, p=3, dklen=7).hex())
for kw in (dict(n=3, r=1, p=1), dict(n=1, r=1, p=1), dict(n=2**20, r=8, p=1), dict(n=16, r=0, p=1), dict(n=16, r=1, p=0),
           dict(n=16, r=1, p=1, dklen=0), dict(n=16, r=1, p=1, maxmem=-1), dict(n=2**16, r=1, p=1), dict(r=1, p=1),
           dict(n=1024, r=8, p=1, maxmem=1024)):
    try:
        print(hashlib.scrypt(b'pw', salt=b's', **kw).hex()[:16])
    except Exception as e:
        print(type(e).__name__, e)
for call in (lambda: hashlib.scrypt(b'pw', b's', 16, 1, 1), lambda: hashlib.scrypt(b'pw', n=16, r=1, p=1), lambda: hashlib.scrypt('pw', salt=b's', n=16, r=1, p=1)):
    try:
        call()
    except Exception as e:
        print(type(e).__name__, e)
