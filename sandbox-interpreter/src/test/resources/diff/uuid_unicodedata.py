import uuid
u = uuid.UUID("12345678-1234-5678-1234-567812345678")
print(u, repr(u), u.hex, u.int, u.urn, u.bytes, u.bytes_le, u.fields, u.version, u.variant, u.time_low, u.time_mid, u.time_hi_version, u.clock_seq_hi_variant, u.clock_seq_low, u.node, u.time, u.clock_seq, int(u))
for s in ["{12345678-1234-5678-1234-567812345678}", "urn:uuid:12345678123456781234567812345678", "12345678123456781234567812345678"]:
    print(uuid.UUID(s) == u, uuid.UUID(s))
print(uuid.UUID(bytes=u.bytes) == u, uuid.UUID(bytes_le=u.bytes_le) == u, uuid.UUID(fields=u.fields) == u, uuid.UUID(int=u.int) == u, uuid.UUID(int=5, version=4), uuid.UUID(int=0), uuid.UUID(int=2**128 - 1).variant)
print(uuid.uuid3(uuid.NAMESPACE_DNS, "python.org"), uuid.uuid5(uuid.NAMESPACE_DNS, "python.org"), uuid.uuid5(uuid.NAMESPACE_URL, "http://x"), uuid.uuid3(uuid.NAMESPACE_OID, "1.2.3"), uuid.uuid5(uuid.NAMESPACE_X500, "cn=x"))
r = uuid.uuid4()
print(r.version, r.variant == uuid.RFC_4122, len(str(r)), str(r)[14], str(r)[19] in "89ab", uuid.UUID(str(r)) == r, r != uuid.uuid4(), isinstance(r, uuid.UUID))
t = uuid.uuid1()
print(t.version, t.variant, uuid.uuid1() != t, uuid.uuid1(node=0x123456789abc, clock_seq=0x1234).node == 0x123456789abc)
print(sorted([uuid.UUID(int=3), uuid.UUID(int=1), uuid.UUID(int=2)]), uuid.UUID(int=1) < uuid.UUID(int=2), {uuid.UUID(int=7): "x"}[uuid.UUID(int=7)], uuid.UUID(int=1) == 1)
print(uuid.RESERVED_NCS, uuid.RFC_4122, uuid.RESERVED_MICROSOFT, uuid.RESERVED_FUTURE, uuid.UUID(int=0).version, uuid.UUID(int=(0xc << 60) << 64).variant, uuid.UUID(int=(0xe << 60) << 64).variant)
# ---
import uuid
for f in [lambda: uuid.UUID("xyz"), lambda: uuid.UUID(), lambda: uuid.UUID("1", int=1), lambda: uuid.UUID(bytes=b"short"), lambda: uuid.UUID(bytes_le=b"x"), lambda: uuid.UUID(fields=(1, 2)), lambda: uuid.UUID(fields=(2**32, 0, 0, 0, 0, 0)), lambda: uuid.UUID(fields=(0, 0, 0, 0, 0, 2**48)), lambda: uuid.UUID(int=-1), lambda: uuid.UUID(int=2**128), lambda: uuid.UUID(int=1, version=9), lambda: uuid.UUID("g" * 32), lambda: uuid.uuid5(uuid.NAMESPACE_URL, b"http://x"), lambda: uuid.uuid3(uuid.NAMESPACE_DNS, 5)]:
    try:
        print(f())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
u = uuid.UUID(int=1)
try:
    u.int = 2
except TypeError as e:
    print(e)
# ---
import unicodedata as ud
for c in "aZ5 \t\n\u00e9\u0301\u4e00\uac00\u00bd\u00b2\u0663\u2167\U0001f600\u200b\u05d0\u0627()[]\uff21\u3042\u0000\ud800\ue000\u0378":
    print(repr(c), ud.category(c), repr(ud.bidirectional(c)), ud.combining(c), ud.east_asian_width(c), ud.mirrored(c), ud.decimal(c, None), ud.digit(c, None), ud.numeric(c, None), ud.name(c, None))
print(ud.unidata_version, ud.lookup("LATIN SMALL LETTER A"), ud.lookup("latin capital letter e with acute"), ud.lookup("CJK UNIFIED IDEOGRAPH-4E00"), ud.lookup("HANGUL SYLLABLE GAG"), ud.lookup("SNOWMAN"), ud.name("\U0001f600"), ud.name("\uac01"), ud.name("\U00018b00"), ud.name("\U0001b170"), ud.name("\uf900"))
for form in ["NFC", "NFD", "NFKC", "NFKD"]:
    s = ud.normalize(form, "e\u0301 \u00e9 \ufb01 \u2167 \u1e9b\u0323 \uac00 \u1100\u1161")
    print(form, [hex(ord(c)) for c in s], ud.is_normalized(form, s), ud.is_normalized(form, "\u00e9"))
print(sum(1 for i in range(0x3000) if ud.category(chr(i)) == "Lu"), sum(ud.combining(chr(i)) for i in range(0x300, 0x370)), [ud.east_asian_width(chr(i)) for i in (0x41, 0x3000, 0xff61, 0x1100, 0x2460, 0x20a9)])
for f in [lambda: ud.numeric("a"), lambda: ud.decimal("a"), lambda: ud.digit("x"), lambda: ud.category("ab"), lambda: ud.normalize("X", "a"), lambda: ud.name(5), lambda: ud.name("\u0000"), lambda: ud.lookup("NOPE"), lambda: ud.lookup("BASIC LATIN 0"), lambda: ud.category(""), lambda: ud.name("ab")]:
    try:
        print(f())
    except (ValueError, TypeError, KeyError) as e:
        print(type(e).__name__, e)
