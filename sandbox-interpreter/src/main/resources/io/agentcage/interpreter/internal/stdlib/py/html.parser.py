"""A tolerant HTML parser (html.parser.HTMLParser) that reports tags, data, comments and declarations to
handler methods, as CPython's module does: tag and attribute names lowercased, character references converted
(convert_charrefs=True) or reported, script and style contents kept raw, malformed markup passed on as data.
"""

import re
from html import unescape

__all__ = ['HTMLParser']

_tagname = re.compile(r'[a-zA-Z][^\t\n\r\f />\x00]*')
_charref = re.compile(r'&#(?:[0-9]+|[xX][0-9a-fA-F]+)[^0-9a-fA-F]')
_entityref = re.compile(r'&([a-zA-Z][-.a-zA-Z0-9]*)[^a-zA-Z0-9]')
_endtag_name = re.compile(r'</\s*([a-zA-Z][-.a-zA-Z0-9:_]*)\s*>')


_SPACE = ' \t\n\r\f'


def _parse_attrs(body):
    """[(name, value or None), ...] of the text between a tag's name and its '>'."""
    attrs = []
    i = 0
    n = len(body)
    while True:
        while i < n and (body[i] in _SPACE or body[i] == '/'):
            i += 1
        if i >= n:
            return attrs
        start = i
        i += 1
        while i < n and body[i] not in _SPACE and body[i] not in '/=>':
            i += 1
        name = body[start:i]
        j = i
        while j < n and body[j] in _SPACE:
            j += 1
        value = None
        if j < n and body[j] == '=':
            while j < n and body[j] == '=':
                j += 1
            while j < n and body[j] in _SPACE:
                j += 1
            if j < n and body[j] in '"\'':
                q = body[j]
                close = body.find(q, j + 1)
                if close < 0:
                    close = n
                value = body[j + 1:close]
                i = close + 1
            else:
                k = j
                while k < n and body[k] not in _SPACE and body[k] != '>':
                    k += 1
                value = body[j:k]
                i = k
            if value:
                value = unescape(value)
        attrs.append((name.lower(), value))


class HTMLParser:
    """Feed it text with feed(); override handle_starttag, handle_endtag, handle_data and the others."""

    CDATA_CONTENT_ELEMENTS = ('script', 'style')

    def __init__(self, *, convert_charrefs=True):
        self.convert_charrefs = convert_charrefs
        self.reset()

    def reset(self):
        self.rawdata = ''
        self.lasttag = '???'
        self.interesting = None
        self.cdata_elem = None
        self.lineno = 1
        self.offset = 0
        self.__starttag_text = None

    def feed(self, data):
        """Feeds text; complete constructs are reported at once, an unfinished one waits for more text."""
        self.rawdata = self.rawdata + data
        self.goahead(False)

    def close(self):
        """Reports whatever is left as if the document ended here."""
        self.goahead(True)

    def getpos(self):
        return self.lineno, self.offset

    def get_starttag_text(self):
        return self.__starttag_text

    def set_cdata_mode(self, elem):
        self.cdata_elem = elem.lower()

    def clear_cdata_mode(self):
        self.cdata_elem = None

    def _advance(self, i, j):
        """Moves the line/offset position over rawdata[i:j]."""
        if i >= j:
            return j
        chunk = self.rawdata[i:j]
        nl = chunk.count('\n')
        if nl:
            self.lineno = self.lineno + nl
            self.offset = j - (self.rawdata.rindex('\n', i, j) + 1)
        else:
            self.offset = self.offset + j - i
        return j

    def _data(self, text):
        if text:
            self.handle_data(unescape(text) if self.convert_charrefs and not self.cdata_elem else text)

    def goahead(self, end):
        rawdata = self.rawdata
        i = 0
        n = len(rawdata)
        while i < n:
            if self.cdata_elem is not None:
                j = self._find_cdata_end(rawdata, i)
                if j < 0:
                    if not end:
                        # the closing tag may still come: keep what could be its start
                        k = rawdata.rfind('<', i)
                        cut = k if k >= 0 else n
                        if cut > i:
                            self.handle_data(rawdata[i:cut])
                            i = self._advance(i, cut)
                        break
                    self.handle_data(rawdata[i:n])
                    i = self._advance(i, n)
                    break
                if j > i:
                    self.handle_data(rawdata[i:j])
                    i = self._advance(i, j)
            if self.convert_charrefs and not self.cdata_elem:
                j = rawdata.find('<', i)
                if j < 0:
                    amp = rawdata.rfind('&', max(i, n - 34))
                    if amp >= 0 and not re.compile(r'[\s;]').search(rawdata, amp) and not end:
                        j = amp
                    else:
                        j = n
            else:
                m = re.compile('[&<]').search(rawdata, i)
                j = m.start() if m else n
            if i < j:
                self._data(rawdata[i:j])
            i = self._advance(i, j)
            if i == n:
                break
            if rawdata.startswith('<', i):
                k = self._markup(rawdata, i, end)
                if k < 0:
                    if not end:
                        break
                    k = n
                    self._data(rawdata[i:k])
                i = self._advance(i, k)
            elif rawdata.startswith('&#', i):
                m = _charref.match(rawdata, i)
                if m:
                    name = m.group()[2:-1]
                    self.handle_charref(name)
                    k = m.end()
                    if not rawdata.startswith(';', k - 1):
                        k = k - 1
                    i = self._advance(i, k)
                    continue
                if ';' in rawdata[i:] or end:
                    self.handle_data(rawdata[i:i + 2])
                    i = self._advance(i, i + 2)
                break
            elif rawdata.startswith('&', i):
                m = _entityref.match(rawdata, i)
                if m:
                    self.handle_entityref(m.group(1))
                    k = m.end()
                    if not rawdata.startswith(';', k - 1):
                        k = k - 1
                    i = self._advance(i, k)
                    continue
                m = re.compile(r'&[a-zA-Z][-.a-zA-Z0-9]*').match(rawdata, i)
                if m and (end or m.end() < n):
                    self.handle_data(rawdata[i:m.end()])
                    i = self._advance(i, m.end())
                elif i + 1 < n:
                    self.handle_data('&')
                    i = self._advance(i, i + 1)
                elif end:
                    self.handle_data('&')
                    i = self._advance(i, i + 1)
                else:
                    break
        if end and i < n:
            self._data(rawdata[i:n])
            i = self._advance(i, n)
        self.rawdata = rawdata[i:]

    def _find_cdata_end(self, rawdata, i):
        m = re.compile(r'</\s*%s\s*>' % self.cdata_elem, re.I).search(rawdata, i)
        return m.start() if m else -1

    def _markup(self, rawdata, i, end):
        """Handles the construct at rawdata[i] ('<'); returns where it ends, or -1 when it is incomplete."""
        n = len(rawdata)
        if i + 1 >= n:
            return -1
        c = rawdata[i + 1]
        if c.isascii() and c.isalpha():
            return self.parse_starttag(i)
        if rawdata.startswith('</', i):
            return self.parse_endtag(i)
        if rawdata.startswith('<!--', i):
            return self.parse_comment(i)
        if rawdata.startswith('<?', i):
            return self.parse_pi(i)
        if rawdata.startswith('<!', i):
            return self.parse_html_declaration(i)
        self.handle_data('<')
        return i + 1

    def parse_comment(self, i):
        rawdata = self.rawdata
        j = rawdata.find('-->', i + 4)
        if j < 0:
            return -1
        self.handle_comment(rawdata[i + 4:j])
        return j + 3

    def parse_pi(self, i):
        rawdata = self.rawdata
        j = rawdata.find('>', i + 2)
        if j < 0:
            return -1
        self.handle_pi(rawdata[i + 2:j])
        return j + 1

    def parse_html_declaration(self, i):
        rawdata = self.rawdata
        if rawdata[i:i + 9] == '<![CDATA[':
            j = rawdata.find(']]>', i + 9)
            if j < 0:
                return -1
            self.unknown_decl(rawdata[i + 3:j])
            return j + 3
        j = rawdata.find('>', i + 2)
        if j < 0:
            return -1
        text = rawdata[i + 2:j]
        if text[:7].lower() == 'doctype':
            self.handle_decl(text)
        else:
            self.handle_comment(text)
        return j + 1

    def _tag_end(self, rawdata, i):
        """The index after the '>' closing the tag that starts at i (quotes respected), or -1."""
        n = len(rawdata)
        j = i + 1
        quote = None
        while j < n:
            c = rawdata[j]
            if quote:
                if c == quote:
                    quote = None
            elif c in '"\'' and rawdata[j - 1] in '= \t\n\r\f':
                quote = c
            elif c == '>':
                return j + 1
            j += 1
        return -1

    def parse_starttag(self, i):
        rawdata = self.rawdata
        endpos = self._tag_end(rawdata, i)
        if endpos < 0:
            return -1
        self.__starttag_text = rawdata[i:endpos]
        m = _tagname.match(rawdata, i + 1)
        k = m.end()
        self.lasttag = tag = m.group().lower()
        attrs = _parse_attrs(rawdata[k:endpos - 1])
        if self.__starttag_text.endswith('/>'):
            self.handle_startendtag(tag, attrs)
        else:
            self.handle_starttag(tag, attrs)
            if tag in self.CDATA_CONTENT_ELEMENTS:
                self.set_cdata_mode(tag)
        return endpos

    def parse_endtag(self, i):
        rawdata = self.rawdata
        j = rawdata.find('>', i + 2)
        if j < 0:
            return -1
        endpos = j + 1
        m = _endtag_name.match(rawdata, i)
        if m:
            elem = m.group(1).lower()
        else:
            if rawdata[i:endpos] == '</>':
                return endpos
            nm = _tagname.match(rawdata, i + 2)
            if not nm:
                self.handle_comment(rawdata[i + 2:j])
                return endpos
            elem = nm.group().lower()
        if self.cdata_elem is not None and elem != self.cdata_elem:
            self.handle_data(rawdata[i:endpos])
            return endpos
        self.handle_endtag(elem)
        self.clear_cdata_mode()
        return endpos

    # ---- handlers, overridden by subclasses

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        self.handle_endtag(tag)

    def handle_starttag(self, tag, attrs):
        pass

    def handle_endtag(self, tag):
        pass

    def handle_charref(self, name):
        pass

    def handle_entityref(self, name):
        pass

    def handle_data(self, data):
        pass

    def handle_comment(self, data):
        pass

    def handle_decl(self, decl):
        pass

    def handle_pi(self, data):
        pass

    def unknown_decl(self, data):
        pass
