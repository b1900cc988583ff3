import secrets, base64
for f in (lambda: secrets.randbelow(0), lambda: secrets.randbelow(-1), lambda: secrets.randbits(-1), lambda: secrets.token_bytes(-1), lambda: secrets.randbelow(1.5), lambda: secrets.choice([]), lambda: secrets.token_hex(0), lambda: secrets.token_urlsafe(0), lambda: secrets.compare_digest('a', b'a'), lambda: len(secrets.token_urlsafe()), lambda: len(secrets.token_hex()), lambda: secrets.DEFAULT_ENTROPY, lambda: sorted(secrets.__all__), lambda: secrets.compare_digest(b'ab', b'ab'), lambda: secrets.SystemRandom().getstate()):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__, e)
for n in range(0, 12):
    t = secrets.token_urlsafe(n)
    raw = base64.urlsafe_b64decode(t + '=' * (-len(t) % 4))
    print(n, len(t), len(raw) == n, len(secrets.token_bytes(n)), len(secrets.token_hex(n)))
r = secrets.SystemRandom()
vals = [secrets.randbelow(10) for _ in range(2000)]
print(min(vals), max(vals), len(set(vals)), all(0 <= secrets.randbits(8) < 256 for _ in range(100)))
print(all(1 <= r.randint(1, 6) <= 6 for _ in range(100)), 0 <= r.random() < 1, secrets.choice('x'), sorted(r.sample(range(5), 5)))
x = list(range(10)); r.shuffle(x); print(sorted(x), r.randrange(5, 6), r.randrange(0, 10, 5) in (0, 5), secrets.randbits(0))
print(secrets.token_bytes(16) != secrets.token_bytes(16), 2**200 > secrets.randbelow(2**200) >= 0)
