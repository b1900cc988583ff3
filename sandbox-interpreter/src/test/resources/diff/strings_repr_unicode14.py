# characters assigned in Unicode 14 (CPython 3.11) but not in Java 17's Unicode 13: printable, so repr keeps them
s = '\u0870\u1ac1\u20c0\U0001faf0\U0001f6dd'
print(repr(s), ascii(s))
print([c.isprintable() for c in s], s.isprintable())
# ---
# Unicode 14 format characters stay escaped, unassigned ones too
print(repr('\u0890\u0891'), '\u0890'.isprintable(), repr('\u0378'), '\u0378'.isprintable())
print(repr('a\u00a0b\u2028c'), '\u00a0'.isprintable(), ' '.isprintable())
