# String processing: word frequencies, Caesar cipher, palindromes, title casing, joins and f-string formatting.
WORDS = ("alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigma tau "
         "upsilon phi chi psi omega level radar civic rotor kayak stats refer").split()


def make_text(n):
    seed = 7
    parts = []
    for i in range(n):
        seed = (seed * 69069 + 1) % 4294967296
        w = WORDS[seed % len(WORDS)]
        if seed % 11 == 0:
            w = w.upper()
        parts.append(w)
        if seed % 13 == 0:
            parts.append(",")
    return " ".join(parts)


def caesar(text, shift):
    out = []
    for ch in text:
        if "a" <= ch <= "z":
            out.append(chr((ord(ch) - 97 + shift) % 26 + 97))
        elif "A" <= ch <= "Z":
            out.append(chr((ord(ch) - 65 + shift) % 26 + 65))
        else:
            out.append(ch)
    return "".join(out)


def frequencies(text):
    counts = {}
    for w in text.replace(",", " ").lower().split():
        counts[w] = counts.get(w, 0) + 1
    return counts


TEXT = make_text(90000)
FREQ = frequencies(TEXT)
top = sorted(FREQ.items(), key=lambda kv: (-kv[1], kv[0]))[:6]
print(" | ".join(f"{w:>8}:{c:5d}" for w, c in top))
ENC = caesar(TEXT[:120000], 13)
print(caesar(ENC, 13) == TEXT[:120000], ENC[:40])
PALS = sorted({w for w in TEXT.lower().split() if len(w) > 2 and w == w[::-1]})
print(PALS)
LINES = [TEXT[i:i + 60].strip().title() for i in range(0, 180000, 60)]
print(len(LINES), max(len(s) for s in LINES), LINES[3])
print(sum(s.count("a") + s.find("Eta") for s in LINES))
print("-".join(w.capitalize() for w in WORDS).center(220, "*")[:90])
