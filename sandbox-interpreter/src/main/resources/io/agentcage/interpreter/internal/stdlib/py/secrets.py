"""Generate cryptographically strong random numbers and tokens (CPython's secrets module).

Entropy comes from the operating system's generator through the global _secrets, bound by the interpreter.
"""
from hmac import compare_digest

__all__ = ['choice', 'randbelow', 'randbits', 'SystemRandom', 'token_bytes', 'token_hex', 'token_urlsafe',
           'compare_digest']

DEFAULT_ENTROPY = 32

_URLSAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'


class SystemRandom:
    """Random numbers from the operating system's entropy source; it has no state to seed, save or restore."""

    def seed(self, *args, **kwds):
        return None

    def getstate(self, *args, **kwds):
        raise NotImplementedError('System entropy source does not have state.')

    setstate = getstate

    def random(self):
        return _secrets.randbits(53) * 2.0 ** -53

    def getrandbits(self, k):
        if k < 0:
            raise ValueError('number of bits must be non-negative')
        return _secrets.randbits(k)

    def randbytes(self, n):
        return _secrets.urandom(n)

    def _randbelow(self, n):
        if n <= 0:
            raise ValueError('Upper bound must be positive.')
        n.bit_length()
        return _secrets.randbelow(n)

    def randrange(self, start, stop=None, step=1):
        start = start.__index__()
        if stop is None:
            if step != 1:
                raise TypeError('Missing a non-None stop argument')
            if start > 0:
                return self._randbelow(start)
            raise ValueError('empty range for randrange()')
        stop = stop.__index__()
        step = step.__index__()
        width = stop - start
        if step == 1:
            if width > 0:
                return start + self._randbelow(width)
            raise ValueError('empty range for randrange() (%d, %d, %d)' % (start, stop, width))
        if step > 0:
            n = (width + step - 1) // step
        elif step < 0:
            n = (width + step + 1) // step
        else:
            raise ValueError('zero step for randrange()')
        if n <= 0:
            raise ValueError('empty range for randrange()')
        return start + step * self._randbelow(n)

    def randint(self, a, b):
        return self.randrange(a, b + 1)

    def choice(self, seq):
        if not len(seq):
            raise IndexError('Cannot choose from an empty sequence')
        return seq[self._randbelow(len(seq))]

    def shuffle(self, x):
        for i in reversed(range(1, len(x))):
            j = self._randbelow(i + 1)
            x[i], x[j] = x[j], x[i]

    def sample(self, population, k, *, counts=None):
        pool = list(population)
        n = len(pool)
        if counts is not None:
            pool = [item for item, c in zip(pool, counts) for _ in range(c)]
            n = len(pool)
        if not 0 <= k <= n:
            raise ValueError('Sample larger than population or is negative')
        result = []
        for i in range(k):
            j = self._randbelow(n - i)
            result.append(pool[j])
            pool[j] = pool[n - i - 1]
        return result

    def uniform(self, a, b):
        return a + (b - a) * self.random()


_sysrand = SystemRandom()

randbits = _sysrand.getrandbits
choice = _sysrand.choice


def randbelow(exclusive_upper_bound):
    """Return a random int in the range [0, n)."""
    if exclusive_upper_bound <= 0:
        raise ValueError('Upper bound must be positive.')
    return _sysrand._randbelow(exclusive_upper_bound)


def token_bytes(nbytes=None):
    """Return a random byte string containing nbytes bytes (DEFAULT_ENTROPY when None)."""
    if nbytes is None:
        nbytes = DEFAULT_ENTROPY
    return _secrets.urandom(nbytes)


def token_hex(nbytes=None):
    """Return a random text string, in hexadecimal, of nbytes random bytes."""
    return token_bytes(nbytes).hex()


def token_urlsafe(nbytes=None):
    """Return a random URL-safe text string (base64 without padding) of nbytes random bytes."""
    tok = token_bytes(nbytes)
    out = []
    for i in range(0, len(tok), 3):
        chunk = tok[i:i + 3]
        v = int.from_bytes(chunk + b'\0' * (3 - len(chunk)), 'big')
        chars = len(chunk) + 1
        for shift in (18, 12, 6, 0)[:chars]:
            out.append(_URLSAFE[(v >> shift) & 63])
    return ''.join(out)
