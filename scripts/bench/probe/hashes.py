# Written 2026-11-28 as an agent-style probe program (issue 25: pathologies found in new programs).
import hashlib, base64, hmac, zlib
acc = []
for i in range(6000):
    s = f"record-{i}-{'x' * (i % 40)}".encode()
    h = hashlib.sha256(s).hexdigest()
    m = hashlib.md5(s).digest()
    acc.append(h[:8] + base64.b64encode(m).decode()[:6])
    if i % 100 == 0:
        acc.append(hmac.new(b"key", s, hashlib.sha1).hexdigest()[:10])
blob = "\n".join(acc).encode()
c = zlib.compress(blob)
print(len(acc), acc[0], acc[-1], len(blob), zlib.crc32(blob), len(zlib.decompress(c)) == len(blob))
print(base64.b64decode(base64.b64encode(blob))[:20], hashlib.sha1(blob).hexdigest())
