import hashlib
print(hashlib.pbkdf2_hmac('sha256', b'pw', b'salt', 1000).hex())
print(hashlib.pbkdf2_hmac('sha1', b'pw', b'salt', 2, dklen=10).hex())
print(hashlib.pbkdf2_hmac('sha512', b'p' * 200, bytearray(b's'), 3, dklen=100).hex())
print(hashlib.pbkdf2_hmac(hash_name='md5', password=b'', salt=b'', iterations=1).hex(), hashlib.pbkdf2_hmac('SHA256', b'x', b'y', 1)[:4])
for args in [('sha256', b'p', b's', 0), ('sha256', 'p', b's', 1), ('sha256', b'p', b's', 1, 0)]:
    try:
        hashlib.pbkdf2_hmac(*args)
    except Exception as e:
        print(type(e).__name__, e)
# ---
import hmac, hashlib
h = hmac.new(b'key', b'msg', hashlib.sha256)
print(h.hexdigest(), h.name, h.digest_size, h.block_size, hmac.compare_digest(b'a', b'a'), hmac.compare_digest('a', 'b'))
h2 = hmac.new(b'key', digestmod='sha1'); h2.update(b'm'); print(h2.hexdigest(), hmac.digest(b'k', b'm', 'md5').hex())
c = h.copy(); c.update(b'more'); print(c.hexdigest() != h.hexdigest(), h.hexdigest() == hmac.new(b'key', b'msg', 'sha256').hexdigest())
print(hmac.new(b'k' * 300, b'long key', hashlib.sha512).hexdigest()[:32], hmac.new(b'k', b'', 'sha3_256').hexdigest()[:16])
print(hmac.new(bytearray(b'key'), memoryview(b'm') if False else b'm', hashlib.md5).digest(), hmac.compare_digest(b'ab', b'a'), hmac.compare_digest(bytearray(b'x'), b'x'))
for bad in [lambda: hmac.new('key', b'm', 'sha256'), lambda: hmac.new(b'key', b'm'), lambda: hmac.compare_digest('a', b'a'), lambda: hmac.compare_digest(1, 2)]:
    try:
        bad()
    except TypeError as e:
        print('TypeError', e)
import hashlib as hl
sig = hmac.new(b'secret', b'payload', hl.sha256).hexdigest()
print(hmac.compare_digest(sig, hmac.new(b'secret', b'payload', hl.sha256).hexdigest()))
