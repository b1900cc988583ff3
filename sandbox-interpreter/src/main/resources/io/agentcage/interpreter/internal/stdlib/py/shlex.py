"""A lexer for shell-like syntax (shlex): split(), quote(), join() and the shlex class, as CPython's module.

Only text is split here: nothing is run (the sandbox has no shell).
"""

import io
import re
from collections import deque

__all__ = ['shlex', 'split', 'quote', 'join']

_LATIN = ('ßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ'
          'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ')


class shlex:
    """A lexical analyser: tokens of a string or stream, with quotes, escapes, comments and punctuation."""

    def __init__(self, instream=None, infile=None, posix=False, punctuation_chars=False):
        if isinstance(instream, str):
            instream = io.StringIO(instream)
        if instream is not None:
            self.instream = instream
            self.infile = infile
        else:
            import sys
            self.instream = sys.stdin
            self.infile = None
        self.posix = posix
        self.eof = None if posix else ''
        self.commenters = '#'
        self.wordchars = 'abcdfeghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_'
        if self.posix:
            self.wordchars += _LATIN
        self.whitespace = ' \t\r\n'
        self.whitespace_split = False
        self.quotes = '\'"'
        self.escape = '\\'
        self.escapedquotes = '"'
        self.state = ' '
        self.pushback = deque()
        self.lineno = 1
        self.debug = 0
        self.token = ''
        self.filestack = deque()
        self.source = None
        if not punctuation_chars:
            punctuation_chars = ''
        elif punctuation_chars is True:
            punctuation_chars = '();<>|&'
        self._punctuation_chars = punctuation_chars
        if punctuation_chars:
            self._pending = deque()
            self.wordchars += '~-./*?='
            self.wordchars = ''.join(c for c in self.wordchars if c not in punctuation_chars)
        else:
            self._pending = deque()

    @property
    def punctuation_chars(self):
        return self._punctuation_chars

    def push_token(self, tok):
        self.pushback.appendleft(tok)

    def push_source(self, newstream, newfile=None):
        if isinstance(newstream, str):
            newstream = io.StringIO(newstream)
        self.filestack.appendleft((self.infile, self.instream, self.lineno))
        self.infile = newfile
        self.instream = newstream
        self.lineno = 1

    def pop_source(self):
        self.instream.close()
        (self.infile, self.instream, self.lineno) = self.filestack.popleft()
        self.state = ' '

    def get_token(self):
        """The next token (pushed-back tokens first), or eof."""
        if self.pushback:
            return self.pushback.popleft()
        raw = self.read_token()
        while raw == self.eof:
            if not self.filestack:
                return self.eof
            self.pop_source()
            raw = self.get_token()
        return raw

    def _next_char(self):
        if self._pending:
            return self._pending.pop()
        c = self.instream.read(1)
        if c == '\n':
            self.lineno += 1
        return c

    def _skip_comment(self):
        self.instream.readline()
        self.lineno += 1

    def read_token(self):
        """Reads one token from the stream (see the class's attributes for what makes a token)."""
        token = []
        quoted = False
        kind = None
        while True:
            c = self._next_char()
            if not c:
                self.state = None
                break
            if kind is None:
                if c in self.whitespace:
                    continue
                if c in self.commenters:
                    self._skip_comment()
                    continue
                if self.posix and c in self.escape:
                    token.append(self._escaped(None))
                    kind = 'word'
                elif c in self.quotes:
                    if not self.posix:
                        token.append(c + self._quoted(c, False) + c)
                        self.state = ' '
                        break
                    token.append(self._quoted(c, True))
                    quoted = True
                    kind = 'word'
                elif c in self.wordchars:
                    token.append(c)
                    kind = 'word'
                elif c in self._punctuation_chars:
                    token.append(c)
                    kind = 'punct'
                elif self.whitespace_split:
                    token.append(c)
                    kind = 'word'
                else:
                    token.append(c)
                    self.state = ' '
                    break
                continue
            if c in self.whitespace:
                self.state = ' '
                break
            if c in self.commenters:
                self._skip_comment()
                if self.posix:
                    self.state = ' '
                    break
                continue
            if kind == 'punct':
                if c in self._punctuation_chars:
                    token.append(c)
                    continue
                self._pending.append(c)
                self.state = ' '
                break
            if self.posix and c in self.quotes:
                token.append(self._quoted(c, True))
                quoted = True
            elif self.posix and c in self.escape:
                token.append(self._escaped(None))
            elif c in self.wordchars or c in self.quotes or (self.whitespace_split
                                                             and c not in self._punctuation_chars):
                token.append(c)
            else:
                if self._punctuation_chars:
                    self._pending.append(c)
                else:
                    self.pushback.appendleft(c)
                self.state = ' '
                break
        result = ''.join(token)
        self.token = ''
        if self.posix and not quoted and result == '':
            return None if self.state is None else self.eof
        if not self.posix and result == '' and self.state is None:
            return ''
        return result

    def _escaped(self, inside):
        """The text an escape stands for; inside: the quote the escape is in (None outside quotes)."""
        c = self._next_char()
        if not c:
            raise ValueError('No escaped character')
        if inside is not None and c != inside and c not in self.escape:
            return '\\' + c
        return c

    def _quoted(self, q, posix):
        """The text up to the closing quote q (escapes applied in posix mode, inside escapedquotes)."""
        out = []
        while True:
            c = self._next_char()
            if not c:
                raise ValueError('No closing quotation')
            if c == q:
                return ''.join(out)
            if posix and c in self.escape and q in self.escapedquotes:
                out.append(self._escaped(q))
            else:
                out.append(c)

    def sourcehook(self, newfile):
        raise OSError(1, 'Operation not permitted (shlex cannot open source files in the sandbox)')

    def error_leader(self, infile=None, lineno=None):
        if infile is None:
            infile = self.infile
        if lineno is None:
            lineno = self.lineno
        return '"%s", line %d: ' % (infile, lineno)

    def __iter__(self):
        return self

    def __next__(self):
        token = self.get_token()
        if token == self.eof:
            raise StopIteration
        return token


def split(s, comments=False, posix=True):
    """Splits a string as a POSIX shell would (quotes, escapes; comments only when asked)."""
    if s is None:
        raise ValueError('s argument must not be None')
    lex = shlex(s, posix=posix)
    lex.whitespace_split = True
    if not comments:
        lex.commenters = ''
    return list(lex)


def join(split_command):
    """The shell-escaped string of a list of words (the inverse of split)."""
    return ' '.join(quote(arg) for arg in split_command)


_find_unsafe = re.compile(r'[^\w@%+=:,./-]', re.ASCII).search


def quote(s):
    """A shell-escaped version of s (single quotes around anything but plain words)."""
    if not s:
        return "''"
    if _find_unsafe(s) is None:
        return s
    return "'" + s.replace("'", "'\"'\"'") + "'"
