import hashlib
for n in ["md5", "sha1", "sha224", "sha256", "sha384", "sha512", "sha3_224", "sha3_256", "sha3_384", "sha3_512", "blake2b", "blake2s"]:
    h = hashlib.new(n)
    h.update(b"hello ")
    c = h.copy()
    h.update(b"world")
    print(n, h.name, h.digest_size, h.block_size, h.hexdigest(), c.hexdigest(), len(h.digest()), getattr(hashlib, n)(b"hello world").hexdigest() == h.hexdigest())
print(hashlib.md5().hexdigest(), hashlib.sha256(b"").hexdigest(), hashlib.sha1(bytearray(b"abc")).hexdigest(), hashlib.md5(string=b"a").hexdigest(), hashlib.new("SHA256", b"x").name)
print(hashlib.sha256(b"a" * 1000000).hexdigest(), hashlib.blake2b(b"a" * 300).hexdigest(), hashlib.blake2s(b"b" * 200).hexdigest())
print(hashlib.blake2b(b"data", digest_size=16).hexdigest(), hashlib.blake2b(b"data", key=b"secret").hexdigest(), hashlib.blake2s(b"data", key=b"k" * 32, digest_size=20).hexdigest())
print(hashlib.blake2b(b"x", salt=b"salty", person=b"me").hexdigest(), hashlib.blake2s(b"x", salt=b"12345678", person=b"abc").hexdigest(), hashlib.blake2b(key=b"only key").hexdigest(), hashlib.blake2b(b"", digest_size=1).hexdigest())
print(hashlib.md5(b"x", usedforsecurity=False).hexdigest(), sorted(hashlib.algorithms_guaranteed - {"shake_128", "shake_256"}), hashlib.sha512(b"abc").digest()[:8])
h = hashlib.sha256()
for chunk in [b"a", b"bc", b"", b"defgh" * 100]:
    h.update(chunk)
print(h.hexdigest(), h.digest().hex())
# ---
import hashlib
for f in [lambda: hashlib.md5("s"), lambda: hashlib.md5(5), lambda: hashlib.new("nope"), lambda: hashlib.blake2b(digest_size=65), lambda: hashlib.blake2s(key=b"x" * 33), lambda: hashlib.blake2b(salt=b"x" * 17), lambda: hashlib.blake2b(person=b"x" * 17), lambda: hashlib.md5().update("x"), lambda: hashlib.new(5), lambda: hashlib.sha256(b"a", b"b"), lambda: hashlib.md5(data=b"a"), lambda: hashlib.blake2b(b"x", digest_size=0), lambda: hashlib.md5(None), lambda: hashlib.blake2s(digest_size=33), lambda: hashlib.blake2s(salt=b"123456789")]:
    try:
        print(f())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
# ---
import binascii
print(binascii.hexlify(b"\x00\xffabc"), binascii.b2a_hex(b"xyz"), binascii.hexlify(b"abcdef", "-", 2), binascii.hexlify(b"abcde", ":", -2), binascii.hexlify(b"abcde", b"|"), binascii.hexlify(b""), binascii.hexlify(bytearray(b"\x01")))
print(binascii.unhexlify("00ff6162"), binascii.unhexlify(b"ABcd"), binascii.a2b_hex("deadBEEF"), binascii.b2a_base64(b"hello"), binascii.b2a_base64(b"hello", newline=False), binascii.a2b_base64("aGVsbG8="), binascii.a2b_base64(b"aGVs\nbG8="))
print(binascii.crc32(b"hello world"), binascii.crc32(b"world", binascii.crc32(b"hello ")), binascii.crc32(b""), binascii.crc32(b"a" * 1000, 12345), binascii.crc_hqx(b"hello", 0), binascii.crc_hqx(b"hello", 0xFFFF), binascii.b2a_base64(b"x" * 60))
for f in [lambda: binascii.unhexlify("abc"), lambda: binascii.unhexlify("zz"), lambda: binascii.a2b_base64("abc"), lambda: binascii.a2b_base64("ab=c", strict_mode=True), lambda: binascii.a2b_base64("=abc", strict_mode=True), lambda: binascii.a2b_base64("abc=d", strict_mode=True), lambda: binascii.a2b_base64("abcd=", strict_mode=True), lambda: binascii.a2b_base64("ab$c", strict_mode=True), lambda: binascii.a2b_base64("abcde"), lambda: binascii.hexlify(b"abc", "--"), lambda: binascii.crc32("x"), lambda: binascii.hexlify("s"), lambda: binascii.unhexlify("é")]:
    try:
        print(repr(f()))
    except ValueError as e:
        print(type(e).__name__, e, isinstance(e, binascii.Error))
    except TypeError as e:
        print(type(e).__name__, e)
# ---
import base64
data = b"The quick brown fox \x00\xff\xfe"
for enc, dec in [(base64.b64encode, base64.b64decode), (base64.standard_b64encode, base64.standard_b64decode), (base64.urlsafe_b64encode, base64.urlsafe_b64decode), (base64.b32encode, base64.b32decode), (base64.b32hexencode, base64.b32hexdecode), (base64.b16encode, base64.b16decode), (base64.b85encode, base64.b85decode), (base64.encodebytes, base64.decodebytes)]:
    e = enc(data)
    print(enc.__name__, e, dec(e) == data, [enc(data[:k]) for k in range(6)])
print(base64.b64encode(b"\xfb\xff", altchars=b"-_"), base64.b64decode("-_-_", altchars="-_"), base64.b64decode(b"YWJj\nZA=="), base64.b64decode("YQ==="), base64.b64decode("ab!!cd=="), base64.b85encode(b"ab", pad=True), base64.encodebytes(b"x" * 100))
print(base64.b32decode("mfrgg===", casefold=True), base64.b32decode("M1RGG===", map01="L"), base64.b16decode("6a", casefold=True), base64.b85decode("|NsC0"), base64.b64decode("aGVsbG8=", validate=True), base64.urlsafe_b64encode(b"\xff\xfe\xfd"))
for f in [lambda: base64.b64decode("abc"), lambda: base64.b64decode("abcde"), lambda: base64.b64decode("ab$c", validate=True), lambda: base64.b64decode("é"), lambda: base64.b64encode("s"), lambda: base64.b64decode(5), lambda: base64.b32decode("MFRGG"), lambda: base64.b32decode("mfrgg==="), lambda: base64.b32decode("MFRG!==="), lambda: base64.b32decode("MF======"[:7] + "A"), lambda: base64.b32decode("M======="), lambda: base64.b16decode("616"), lambda: base64.b16decode("6g"), lambda: base64.b16decode("6a"), lambda: base64.b85decode("~~~~~"), lambda: base64.b85decode("ab\x00cd"), lambda: base64.b85decode("VP")]:
    try:
        print(repr(f()))
    except (ValueError, TypeError) as e:
        print(type(e).__module__, type(e).__name__, e)
base64.b32decode("AB")
