"""Text wrapping and filling with CPython's line breaking: wrap, fill, shorten, dedent, indent."""

import re as _re

__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']

_WS = '\t\n\x0b\x0c\r '
_WS_CLASS = '[\t\n\x0b\x0c\r ]'
_NON_WS = '[^\t\n\x0b\x0c\r ]'
_PUNCT = '[\\w!"\'&.,?]'
_LETTER = '[^\\d\\W]'

# A chunk is a run of whitespace, an em-dash between words, or a word (split after the hyphens of
# hyphenated words, and before an em-dash that follows a word).
_CHUNK = ('(' + _WS_CLASS + '+'
          + '|(?<=' + _PUNCT + ')-{2,}(?=\\w)'
          + '|' + _NON_WS + '+?(?:'
          + '-(?:(?<=' + _LETTER + '{2}-)|(?<=' + _LETTER + '-' + _LETTER + '-))(?=' + _LETTER + '-?' + _LETTER + ')'
          + '|(?=' + _WS_CLASS + '|\\Z)'
          + '|(?<=' + _PUNCT + ')(?=-{2,}\\w)'
          + '))')


class TextWrapper:
    """Wraps paragraphs to a width; every option of CPython's TextWrapper is an attribute."""

    unicode_whitespace_trans = dict.fromkeys(map(ord, _WS), ord(' '))
    word_punct = _PUNCT
    letter = _LETTER
    whitespace = _WS_CLASS
    nowhitespace = _NON_WS
    wordsep_re = _re.compile(_CHUNK)
    wordsep_simple_re = _re.compile('(' + _WS_CLASS + '+)')
    sentence_end_re = _re.compile('[a-z][\\.\\!\\?][\\"\\\']?\\Z')

    def __init__(self, width=70, initial_indent='', subsequent_indent='', expand_tabs=True,
                 replace_whitespace=True, fix_sentence_endings=False, break_long_words=True,
                 drop_whitespace=True, break_on_hyphens=True, tabsize=8, *, max_lines=None,
                 placeholder=' [...]'):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    def _munge_whitespace(self, text):
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            text = text.translate(self.unicode_whitespace_trans)
        return text

    def _split(self, text):
        pattern = self.wordsep_re if self.break_on_hyphens is True else self.wordsep_simple_re
        return [c for c in pattern.split(text) if c]

    def _fix_sentence_endings(self, chunks):
        i = 0
        search = self.sentence_end_re.search
        while i < len(chunks) - 1:
            if chunks[i + 1] == ' ' and search(chunks[i]):
                chunks[i + 1] = '  '
                i += 2
            else:
                i += 1

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        space_left = 1 if width < 1 else width - cur_len
        if self.break_long_words:
            end = space_left
            chunk = reversed_chunks[-1]
            if self.break_on_hyphens and len(chunk) > space_left:
                hyphen = chunk.rfind('-', 0, space_left)
                if hyphen > 0 and any(c != '-' for c in chunk[:hyphen]):
                    end = hyphen + 1
            cur_line.append(chunk[:end])
            reversed_chunks[-1] = chunk[end:]
        elif not cur_line:
            cur_line.append(reversed_chunks.pop())

    def _wrap_chunks(self, chunks):
        lines = []
        if self.width <= 0:
            raise ValueError('invalid width %r (must be > 0)' % self.width)
        if self.max_lines is not None:
            first = self.subsequent_indent if self.max_lines > 1 else self.initial_indent
            if len(first) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError('placeholder too large for max width')
        chunks.reverse()
        while chunks:
            cur_line = []
            cur_len = 0
            indent = self.subsequent_indent if lines else self.initial_indent
            width = self.width - len(indent)
            if self.drop_whitespace and chunks[-1].strip() == '' and lines:
                del chunks[-1]
            while chunks:
                n = len(chunks[-1])
                if cur_len + n > width:
                    break
                cur_line.append(chunks.pop())
                cur_len += n
            if chunks and len(chunks[-1]) > width:
                self._handle_long_word(chunks, cur_line, cur_len, width)
                cur_len = sum(map(len, cur_line))
            if self.drop_whitespace and cur_line and cur_line[-1].strip() == '':
                cur_len -= len(cur_line[-1])
                del cur_line[-1]
            if not cur_line:
                continue
            last = not chunks or (self.drop_whitespace and len(chunks) == 1 and not chunks[0].strip())
            if self.max_lines is None or len(lines) + 1 < self.max_lines or (last and cur_len <= width):
                lines.append(indent + ''.join(cur_line))
                continue
            while cur_line:
                if cur_line[-1].strip() and cur_len + len(self.placeholder) <= width:
                    cur_line.append(self.placeholder)
                    lines.append(indent + ''.join(cur_line))
                    break
                cur_len -= len(cur_line[-1])
                del cur_line[-1]
            else:
                if lines:
                    prev = lines[-1].rstrip()
                    if len(prev) + len(self.placeholder) <= self.width:
                        lines[-1] = prev + self.placeholder
                        break
                lines.append(indent + self.placeholder.lstrip())
            break
        return lines

    def _split_chunks(self, text):
        return self._split(self._munge_whitespace(text))

    def wrap(self, text):
        """The lines of text wrapped to self.width, without final newlines."""
        chunks = self._split_chunks(text)
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

    def fill(self, text):
        """text wrapped and joined into one string."""
        return '\n'.join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    """Wraps one paragraph to lines of at most width characters."""
    return TextWrapper(width=width, **kwargs).wrap(text)


def fill(text, width=70, **kwargs):
    """Wraps one paragraph and joins the lines with newlines."""
    return TextWrapper(width=width, **kwargs).fill(text)


def shorten(text, width, **kwargs):
    """Collapses whitespace and truncates text to width, ending with the placeholder when cut."""
    w = TextWrapper(width=width, max_lines=1, **kwargs)
    return w.fill(' '.join(text.strip().split()))


_blank_line = _re.compile('^[ \t]+$', _re.MULTILINE)
_leading = _re.compile('(^[ \t]*)(?:[^ \t\n])', _re.MULTILINE)


def dedent(text):
    """Removes the whitespace prefix common to every non-blank line; blank lines become empty."""
    text = _blank_line.sub('', text)
    margin = None
    for ind in _leading.findall(text):
        if margin is None:
            margin = ind
        elif ind.startswith(margin):
            pass
        elif margin.startswith(ind):
            margin = ind
        else:
            for i in range(min(len(margin), len(ind))):
                if margin[i] != ind[i]:
                    margin = margin[:i]
                    break
    if margin:
        text = _re.sub('(?m)^' + margin, '', text)
    return text


def indent(text, prefix, predicate=None):
    """Adds prefix to the lines of text for which predicate is true (default: lines not only whitespace)."""
    if predicate is None:
        def predicate(line):
            return line.strip()
    return ''.join(prefix + line if predicate(line) else line for line in text.splitlines(True))
