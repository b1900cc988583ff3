# Strings order by code point: astral characters (surrogate pairs in UTF-16) sort above U+E000..U+FFFF.
words = ["\U0001F600", "\uFFFD", "\uE000", "abc", "ab", "\u00e9", "\u00ff", "\u0100", "z\U0001F600", "z\uFFFF",
         "", "Z", "a\ud7ff", "\U00010000x", "\uffff", "same prefix \U0001F601", "same prefix \uFFFE", "same prefix a"]
print([ascii(w) for w in sorted(words)])
print([ascii(w) for w in sorted(words, reverse=True)])
print(ascii(min(words)), ascii(max(words)))
for a in words:
    print(ascii(a), [int(a < b) + 2 * int(a > b) + 4 * int(a <= b) + 8 * int(a >= b) for b in words])
print(sorted([(w, len(w)) for w in words])[-3:] == sorted([(w, len(w)) for w in words], reverse=True)[:3][::-1])
# ---
# Latin-1 keys with long shared prefixes, as flattened JSON paths are
keys = [f"children[{i % 4}].children[{i % 3}].children[{i % 5}].meta.{'abcdefgh'[i % 8]}{i}" for i in range(400)]
s = sorted(keys)
print(s[:3], s[-3:])
print(all(s[i] <= s[i + 1] for i in range(len(s) - 1)), len(set(s)))
print(sorted(["b\u00e9", "b\u00e8", "b\u0101", "b", "ba"]), max("x\u00ffy", "x\u0100"), "\u00ff" < "\u0100")
import heapq
print(heapq.nsmallest(4, keys), heapq.nlargest(2, keys))
