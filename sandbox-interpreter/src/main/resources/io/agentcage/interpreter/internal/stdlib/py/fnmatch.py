"""Unix shell-style wildcards (fnmatch): *, ?, [seq] and [!seq], matched with the re module.

On POSIX names are compared as they are (fnmatch is fnmatchcase). Patterns are translated once and kept in a small
cache, as CPython does.
"""

import re
import posixpath

__all__ = ['filter', 'fnmatch', 'fnmatchcase', 'translate']

_cache = {}
_CACHE_MAX = 256


def fnmatch(name, pat):
    name = posixpath.normcase(name)
    pat = posixpath.normcase(pat)
    return fnmatchcase(name, pat)


def _compiled(pat):
    m = _cache.get(pat)
    if m is None:
        if isinstance(pat, bytes):
            # bytes names are matched as their Latin-1 text (one character per byte)
            text = re.compile(translate(str(pat, 'ISO-8859-1'))).match
            m = lambda name: text(str(name, 'ISO-8859-1'))
        else:
            m = re.compile(translate(pat)).match
        if len(_cache) >= _CACHE_MAX:
            _cache.clear()
        _cache[pat] = m
    return m


def filter(names, pat):
    pat = posixpath.normcase(pat)
    match = _compiled(pat)
    return [name for name in names if match(posixpath.normcase(name))]


def fnmatchcase(name, pat):
    return _compiled(pat)(name) is not None


def _set(pat, i, n):
    """The regular-expression class for the bracket expression opening at pat[i - 1], and where it ends."""
    j = i
    if j < n and pat[j] == '!':
        j += 1
    if j < n and pat[j] == ']':
        j += 1
    while j < n and pat[j] != ']':
        j += 1
    if j >= n:
        return None, i
    body = pat[i:j]
    negate = body.startswith('!')
    if negate:
        body = body[1:]
    # ranges whose ends are in the wrong order match nothing, as in the shell: drop them
    items = []
    k = 0
    while k < len(body):
        if k + 2 < len(body) and body[k + 1] == '-':
            lo, hi = body[k], body[k + 2]
            if lo <= hi:
                items.append((lo, hi))
            k += 3
        else:
            items.append((body[k], body[k]))
            k += 1
    if not items:
        return ('.' if negate else '(?!)'), j + 1
    parts = []
    for lo, hi in items:
        esc_lo = '\\' + lo if lo in '\\^-[]&~|' else lo
        esc_hi = '\\' + hi if hi in '\\^-[]&~|' else hi
        parts.append(esc_lo if lo == hi else esc_lo + '-' + esc_hi)
    return '[' + ('^' if negate else '') + ''.join(parts) + ']', j + 1


def translate(pat):
    """The regular expression (a string) that matches what the shell pattern pat matches."""
    out = []
    i, n = 0, len(pat)
    while i < n:
        c = pat[i]
        i += 1
        if c == '*':
            if not out or out[-1] != '.*':
                out.append('.*')
        elif c == '?':
            out.append('.')
        elif c == '[':
            cls, i = _set(pat, i, n)
            out.append('\\[' if cls is None else cls)
        else:
            out.append(re.escape(c))
    return '(?s:' + ''.join(out) + ')\\Z'
