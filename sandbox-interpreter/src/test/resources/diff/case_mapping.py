# full case mappings, title-casing and the final sigma
for s in ["ß", "ẞ", "ﬁ", "ς", "Σ", "µ", "İ", "ı", "ǅ", "ŉ", "ΐ", "ﬀ", "Straße ΣΑΣ", "ǈemo", "ÅNGSTRÖM", "ᾳ", "ﬃx", "ǰ", "ᾈ", "ᾲ"]:
    print(s, s.upper(), s.lower(), s.casefold(), s.swapcase(), s.title(), s.capitalize(), len(s.upper()), len(s.lower()))
print("ΣΑΣ ΑΣ".lower(), "aΣ".lower(), "Σ".lower(), "ΑΣ.".lower(), "ΑΣ'Α".lower(), "ΑΣ'".lower(), "Σa".lower())
print("ΟΔΥΣΣΕΥΣ".title(), "ΟΔΥΣΣΕΥΣ".capitalize(), "οδυσσευς".swapcase(), "ΟΔΥΣΣΕΥΣ".swapcase())
print("they're bill's friends from the UK".title(), "hello2world 3rd x_y".title(), "中a ǆungla".title())
print("ǅ".istitle(), "Ǆa".istitle(), "Hello World".istitle(), "Hello world".istitle(), "123".istitle(), "A1 B2".istitle())
print("ß".islower(), "ǅ".islower(), "ǅ".isupper(), "ABC1".isupper(), "abc1".islower(), "ªº".islower(), "ʰ".islower())
print("𝐀𝐁".isupper(), "𝐚".islower(), "𝐀a".istitle(), "ǲ".upper(), "ǲ".lower(), "ǲ".title())
print(sorted(["straße", "STRASSE", "Strasse"], key=str.casefold), "Straße".casefold() == "STRASSE".casefold())
# whole blocks, by digest (upper, lower, casefold, title, swapcase, capitalize and the predicates of each character)
import hashlib
blocks = {"Latin-1": (0x80, 0x100), "Latin Extended-A/B": (0x100, 0x250), "IPA/modifiers": (0x250, 0x370),
          "Greek": (0x370, 0x400), "Cyrillic": (0x400, 0x530), "Armenian": (0x530, 0x590),
          "Latin Extended Additional": (0x1E00, 0x1F00), "Greek Extended": (0x1F00, 0x2000),
          "Letterlike/numbers": (0x2100, 0x2190), "Enclosed": (0x2460, 0x2500), "Ligatures": (0xFB00, 0xFB18),
          "Fullwidth": (0xFF00, 0xFF60), "Cherokee": (0x13A0, 0x1400), "Deseret": (0x10400, 0x10450)}
for name, (lo, hi) in blocks.items():
    h = hashlib.sha256()
    for cp in range(lo, hi):
        s = chr(cp)
        h.update(repr((s.upper(), s.lower(), s.casefold(), s.title(), s.swapcase(), s.capitalize(), s.isupper(),
                       s.islower(), s.istitle())).encode())
    print(name, h.hexdigest()[:16])
