"""The ElementTree XML API (xml.etree.ElementTree), as CPython's module behaves.

Parsing is done by the interpreter's own XML parser (expat's rules and messages): no DTD, external entity or URI is
ever loaded, internal entities are expanded as text and their expansion is charged to the execution's budgets
(a "billion laughs" stops with expat's amplification-limit error, or at the memory limit). Files are the
execution's workspace files.
"""

import re
import io
import sys

__all__ = ['Comment', 'dump', 'Element', 'ElementTree', 'fromstring', 'fromstringlist', 'indent', 'iselement',
           'iterparse', 'parse', 'ParseError', 'PI', 'ProcessingInstruction', 'QName', 'SubElement', 'tostring',
           'tostringlist', 'TreeBuilder', 'VERSION', 'XML', 'XMLID', 'XMLParser', 'XMLPullParser',
           'register_namespace', 'canonicalize', 'C14NWriterTarget']

VERSION = '1.3.0'


class ParseError(SyntaxError):
    """A document that is not well-formed: code is expat's error code, position (line, column)."""


def iselement(element):
    return hasattr(element, 'tag')


class Element:
    """An XML element: tag, attrib (a dict), text, tail, and its children as a sequence."""

    def __init__(self, tag, attrib={}, **extra):
        if not isinstance(attrib, dict):
            raise TypeError('attrib must be dict, not %s' % (attrib.__class__.__name__,))
        self.tag = tag
        self.attrib = {**attrib, **extra}
        self._children = []
        self.text = None
        self.tail = None

    def __repr__(self):
        return '<%s %r at %#x>' % (self.__class__.__name__, self.tag, id(self))

    def makeelement(self, tag, attrib):
        return self.__class__(tag, attrib)

    def copy(self):
        return self.__copy__()

    def __copy__(self):
        elem = self.makeelement(self.tag, self.attrib)
        elem.text = self.text
        elem.tail = self.tail
        elem[:] = self
        return elem

    def __deepcopy__(self, memo):
        import copy
        elem = self.makeelement(self.tag, copy.deepcopy(self.attrib, memo))
        elem.text = self.text
        elem.tail = self.tail
        for child in self._children:
            elem.append(copy.deepcopy(child, memo))
        return elem

    def __len__(self):
        return len(self._children)

    def __bool__(self):
        import warnings
        warnings.warn("The behavior of this method will change in future versions.  Use specific 'len(elem)' or "
                      "'elem is not None' test instead.", FutureWarning, stacklevel=2)
        return len(self._children) != 0

    def __getitem__(self, index):
        return self._children[index]

    def __setitem__(self, index, element):
        if isinstance(index, slice):
            for elt in element:
                self._assert_is_element(elt)
        else:
            self._assert_is_element(element)
        self._children[index] = element

    def __delitem__(self, index):
        del self._children[index]

    def append(self, subelement):
        if not isinstance(subelement, Element):
            raise TypeError('append() argument must be xml.etree.ElementTree.Element, not %s'
                            % type(subelement).__name__)
        self._children.append(subelement)

    def extend(self, elements):
        for element in elements:
            self._assert_is_element(element)
            self._children.append(element)

    def insert(self, index, subelement):
        if not isinstance(subelement, Element):
            raise TypeError('insert() argument 2 must be xml.etree.ElementTree.Element, not %s'
                            % type(subelement).__name__)
        self._children.insert(index, subelement)

    def _assert_is_element(self, e):
        if not isinstance(e, Element):
            raise TypeError('expected an Element, not %s' % type(e).__name__)

    def remove(self, subelement):
        for i, child in enumerate(self._children):
            if child is subelement:
                del self._children[i]
                return
        raise ValueError('list.remove(x): x not in list')

    def find(self, path, namespaces=None):
        return ElementPath.find(self, path, namespaces)

    def findtext(self, path, default=None, namespaces=None):
        return ElementPath.findtext(self, path, default, namespaces)

    def findall(self, path, namespaces=None):
        return ElementPath.findall(self, path, namespaces)

    def iterfind(self, path, namespaces=None):
        return ElementPath.iterfind(self, path, namespaces)

    def clear(self):
        self.attrib.clear()
        self._children = []
        self.text = self.tail = None

    def get(self, key, default=None):
        return self.attrib.get(key, default)

    def set(self, key, value):
        self.attrib[key] = value

    def keys(self):
        return self.attrib.keys()

    def items(self):
        return self.attrib.items()

    def iter(self, tag=None):
        """This element and its descendants in document order (only those with tag, unless tag is None or '*')."""
        if tag == '*':
            tag = None
        stack = [iter([self])]
        while stack:
            e = next(stack[-1], None)
            if e is None:
                stack.pop()
                continue
            if tag is None or e.tag == tag:
                yield e
            if e._children:
                stack.append(iter(e._children))

    def itertext(self):
        """The text of this element and its descendants, with tails, in document order."""
        # as CPython's C Element: comments and processing instructions give their text too
        t = self.text
        if t:
            yield t
        for e in self:
            yield from e.itertext()
            t = e.tail
            if t:
                yield t


def SubElement(parent, tag, attrib={}, **extra):
    """A new element appended to parent."""
    attrib = {**attrib, **extra}
    element = parent.makeelement(tag, attrib)
    parent.append(element)
    return element


def Comment(text=None):
    element = Element(Comment)
    element.text = text
    return element


def ProcessingInstruction(target, text=None):
    element = Element(ProcessingInstruction)
    element.text = target
    if text:
        element.text = element.text + ' ' + text
    return element


PI = ProcessingInstruction


class QName:
    """A qualified name {uri}local, usable as a tag or attribute name."""

    def __init__(self, text_or_uri, tag=None):
        if tag:
            text_or_uri = '{%s}%s' % (text_or_uri, tag)
        self.text = text_or_uri

    def __str__(self):
        return self.text

    def __repr__(self):
        return '<%s %r>' % (self.__class__.__name__, self.text)

    def __hash__(self):
        return hash(self.text)

    def __le__(self, other):
        return self.text <= (other.text if isinstance(other, QName) else other)

    def __lt__(self, other):
        return self.text < (other.text if isinstance(other, QName) else other)

    def __ge__(self, other):
        return self.text >= (other.text if isinstance(other, QName) else other)

    def __gt__(self, other):
        return self.text > (other.text if isinstance(other, QName) else other)

    def __eq__(self, other):
        return self.text == (other.text if isinstance(other, QName) else other)


class ElementTree:
    """A whole document: its root element, parsing from files and writing to them."""

    def __init__(self, element=None, file=None):
        self._root = element
        if file:
            self.parse(file)

    def getroot(self):
        return self._root

    def _setroot(self, element):
        self._root = element

    def parse(self, source, parser=None):
        close_source = False
        if not hasattr(source, 'read'):
            source = open(source, 'rb')
            close_source = True
        try:
            if parser is None:
                parser = XMLParser()
            while True:
                data = source.read(65536)
                if not data:
                    break
                parser.feed(data)
            self._root = parser.close()
            return self._root
        finally:
            if close_source:
                source.close()

    def iter(self, tag=None):
        return self._root.iter(tag)

    def find(self, path, namespaces=None):
        if path[:1] == '/':
            path = '.' + path
            import warnings
            warnings.warn('This search is broken in 1.3 and earlier, and will be fixed in a future version.  If '
                          'you rely on the current behaviour, change it to %r' % path, FutureWarning, stacklevel=2)
        return self._root.find(path, namespaces)

    def findtext(self, path, default=None, namespaces=None):
        if path[:1] == '/':
            path = '.' + path
        return self._root.findtext(path, default, namespaces)

    def findall(self, path, namespaces=None):
        if path[:1] == '/':
            path = '.' + path
        return self._root.findall(path, namespaces)

    def iterfind(self, path, namespaces=None):
        if path[:1] == '/':
            path = '.' + path
        return self._root.iterfind(path, namespaces)

    def write(self, file_or_filename, encoding=None, xml_declaration=None, default_namespace=None, method=None, *,
              short_empty_elements=True):
        if not method:
            method = 'xml'
        elif method not in _serialize:
            raise ValueError('unknown method %r' % method)
        if not encoding:
            if method == 'c14n':
                encoding = 'utf-8'
            else:
                encoding = 'us-ascii'
        with _get_writer(file_or_filename, encoding) as (write, declared_encoding):
            if method == 'xml' and (xml_declaration or (xml_declaration is None and encoding.lower() != 'unicode'
                                                        and declared_encoding.lower() not in ('utf-8', 'us-ascii'))):
                write("<?xml version='1.0' encoding='%s'?>\n" % (declared_encoding,))
            if method == 'text':
                _serialize_text(write, self._root)
            else:
                qnames, namespaces = _namespaces(self._root, default_namespace)
                serialize = _serialize[method]
                serialize(write, self._root, qnames, namespaces, short_empty_elements=short_empty_elements)

    def write_c14n(self, file):
        return self.write(file, method='c14n')


class _Writer:
    """Where write() sends text: a file object (str for 'unicode', else encoded bytes) or a file it opens."""

    def __init__(self, target, encoding):
        self.target = target
        self.encoding = encoding
        self.close_after = False

    def __enter__(self):
        unicode = self.encoding.lower() == 'unicode'
        if not hasattr(self.target, 'write'):
            self.target = open(self.target, 'w' if unicode else 'wb', **({'encoding': 'utf-8'} if unicode else {}))
            self.close_after = True
        out = self.target
        if unicode:
            declared = getattr(out, 'encoding', None) or 'utf-8'
            return out.write, declared
        encoding = self.encoding
        return (lambda text: out.write(text.encode(encoding, 'xmlcharrefreplace'))), encoding

    def __exit__(self, *args):
        if self.close_after:
            self.target.close()


def _get_writer(file_or_filename, encoding):
    return _Writer(file_or_filename, encoding)


def _namespaces(elem, default_namespace=None):
    """({qname: prefixed name}, {uri: prefix}) for every name of the tree, prefixes made as CPython makes them."""
    qnames = {None: None}
    namespaces = {}
    if default_namespace:
        namespaces[default_namespace] = ''

    def add_qname(qname):
        try:
            if qname[:1] == '{':
                uri, tag = qname[1:].rsplit('}', 1)
                prefix = namespaces.get(uri)
                if prefix is None:
                    prefix = _namespace_map.get(uri)
                    if prefix is None:
                        prefix = 'ns%d' % len(namespaces)
                    if prefix != 'xml':
                        namespaces[uri] = prefix
                if prefix:
                    qnames[qname] = '%s:%s' % (prefix, tag)
                else:
                    qnames[qname] = tag
            else:
                if default_namespace:
                    raise ValueError('cannot use non-qualified names with default_namespace option')
                qnames[qname] = qname
        except TypeError:
            _raise_serialization_error(qname)

    for elem in elem.iter():
        tag = elem.tag
        if isinstance(tag, QName):
            if tag.text not in qnames:
                add_qname(tag.text)
        elif isinstance(tag, str):
            if tag not in qnames:
                add_qname(tag)
        elif tag is not None and tag is not Comment and tag is not PI:
            _raise_serialization_error(tag)
        for key, value in elem.items():
            if isinstance(key, QName):
                key = key.text
            if key not in qnames:
                add_qname(key)
            if isinstance(value, QName) and value.text not in qnames:
                add_qname(value.text)
        text = elem.text
        if isinstance(text, QName) and text.text not in qnames:
            add_qname(text.text)
    return qnames, namespaces


def _serialize_xml(write, elem, qnames, namespaces, short_empty_elements, **kwargs):
    # an explicit stack instead of recursion: a deep tree is written without hitting the recursion limit
    stack = [(elem, 0, namespaces)]
    while stack:
        elem, state, ns = stack.pop()
        tag = elem.tag
        text = elem.text
        if state == 1:
            write('</' + qnames[tag] + '>')
            if elem.tail:
                write(_escape_cdata(elem.tail))
            continue
        if tag is Comment:
            write('<!--%s-->' % text)
        elif tag is ProcessingInstruction:
            write('<?%s?>' % text)
        else:
            tag = qnames[tag.text if isinstance(tag, QName) else tag]
            if tag is None:
                if text:
                    write(_escape_cdata(text))
                for e in reversed(elem._children):
                    stack.append((e, 0, None))
                continue
            write('<' + tag)
            items = list(elem.items())
            if items or ns:
                if ns:
                    for v, k in sorted(ns.items(), key=lambda x: x[1]):
                        if k:
                            k = ':' + k
                        write(' xmlns%s="%s"' % (k, _escape_attrib(v)))
                for k, v in items:
                    if isinstance(k, QName):
                        k = k.text
                    if isinstance(v, QName):
                        v = qnames[v.text]
                    else:
                        v = _escape_attrib(v)
                    write(' %s="%s"' % (qnames[k], v))
            if text or len(elem) or not short_empty_elements:
                write('>')
                if text:
                    write(_escape_cdata(text))
                stack.append((elem, 1, None))
                for e in reversed(elem._children):
                    stack.append((e, 0, None))
                continue
            write(' />')
        if elem.tail:
            write(_escape_cdata(elem.tail))


HTML_EMPTY = {'area', 'base', 'basefont', 'br', 'col', 'embed', 'frame', 'hr', 'img', 'input', 'isindex', 'link',
              'meta', 'param', 'source', 'track', 'wbr'}


def _serialize_html(write, elem, qnames, namespaces, **kwargs):
    tag = elem.tag
    text = elem.text
    if tag is Comment:
        write('<!--%s-->' % _escape_cdata(text))
    elif tag is ProcessingInstruction:
        write('<?%s?>' % _escape_cdata(text))
    else:
        tag = qnames[tag]
        if tag is None:
            if text:
                write(_escape_cdata(text))
            for e in elem:
                _serialize_html(write, e, qnames, None)
        else:
            write('<' + tag)
            items = list(elem.items())
            if items or namespaces:
                if namespaces:
                    for v, k in sorted(namespaces.items(), key=lambda x: x[1]):
                        if k:
                            k = ':' + k
                        write(' xmlns%s="%s"' % (k, _escape_attrib_html(v)))
                for k, v in items:
                    if isinstance(k, QName):
                        k = k.text
                    if isinstance(v, QName):
                        v = qnames[v.text]
                    else:
                        v = _escape_attrib_html(v)
                    write(' %s="%s"' % (qnames[k], v))
            write('>')
            ltag = tag.lower()
            if text:
                if ltag == 'script' or ltag == 'style':
                    write(text)
                else:
                    write(_escape_cdata(text))
            for e in elem:
                _serialize_html(write, e, qnames, None)
            if ltag not in HTML_EMPTY:
                write('</' + tag + '>')
    if elem.tail:
        write(_escape_cdata(elem.tail))


def _serialize_text(write, elem):
    for part in elem.itertext():
        write(part)
    if elem.tail:
        write(elem.tail)


_serialize = {'xml': _serialize_xml, 'html': _serialize_html, 'text': _serialize_text}


def register_namespace(prefix, uri):
    """Uses prefix for uri when serializing (and forgets other prefixes of uri)."""
    if re.match(r'ns\d+$', prefix):
        raise ValueError('Prefix format reserved for internal use')
    for k, v in list(_namespace_map.items()):
        if k == uri or v == prefix:
            del _namespace_map[k]
    _namespace_map[uri] = prefix


_namespace_map = {
    'http://www.w3.org/XML/1998/namespace': 'xml',
    'http://www.w3.org/1999/xhtml': 'html',
    'http://www.w3.org/1999/02/22-rdf-syntax-ns#': 'rdf',
    'http://schemas.xmlsoap.org/wsdl/': 'wsdl',
    'http://www.w3.org/2001/XMLSchema': 'xs',
    'http://www.w3.org/2001/XMLSchema-instance': 'xsi',
    'http://purl.org/dc/elements/1.1/': 'dc',
}
register_namespace._namespace_map = _namespace_map


def _raise_serialization_error(text):
    raise TypeError('cannot serialize %r (type %s)' % (text, type(text).__name__))


def _escape_cdata(text):
    try:
        if '&' in text:
            text = text.replace('&', '&amp;')
        if '<' in text:
            text = text.replace('<', '&lt;')
        if '>' in text:
            text = text.replace('>', '&gt;')
        return text
    except (TypeError, AttributeError):
        _raise_serialization_error(text)


def _escape_attrib(text):
    try:
        if '&' in text:
            text = text.replace('&', '&amp;')
        if '<' in text:
            text = text.replace('<', '&lt;')
        if '>' in text:
            text = text.replace('>', '&gt;')
        if '"' in text:
            text = text.replace('"', '&quot;')
        if '\r' in text:
            text = text.replace('\r', '&#13;')
        if '\n' in text:
            text = text.replace('\n', '&#10;')
        if '\t' in text:
            text = text.replace('\t', '&#09;')
        return text
    except (TypeError, AttributeError):
        _raise_serialization_error(text)


def _escape_attrib_html(text):
    try:
        if '&' in text:
            text = text.replace('&', '&amp;')
        if '>' in text:
            text = text.replace('>', '&gt;')
        if '"' in text:
            text = text.replace('"', '&quot;')
        return text
    except (TypeError, AttributeError):
        _raise_serialization_error(text)


def tostring(element, encoding=None, method=None, *, xml_declaration=None, default_namespace=None,
             short_empty_elements=True):
    """The XML text of an element and its descendants: bytes (US-ASCII by default), or str for 'unicode'."""
    stream = io.StringIO() if encoding == 'unicode' else io.BytesIO()
    ElementTree(element).write(stream, encoding, xml_declaration=xml_declaration,
                               default_namespace=default_namespace, method=method,
                               short_empty_elements=short_empty_elements)
    return stream.getvalue()


def tostringlist(element, encoding=None, method=None, *, xml_declaration=None, default_namespace=None,
                 short_empty_elements=True):
    return [tostring(element, encoding, method, xml_declaration=xml_declaration,
                     default_namespace=default_namespace, short_empty_elements=short_empty_elements)]


def dump(elem):
    if not isinstance(elem, ElementTree):
        elem = ElementTree(elem)
    elem.write(sys.stdout, encoding='unicode')
    tail = elem.getroot().tail
    if not tail or tail[-1] != '\n':
        sys.stdout.write('\n')


def indent(tree, space='  ', level=0):
    """Indents the tree in place with space per level (whitespace-only text and tails are replaced)."""
    if isinstance(tree, ElementTree):
        tree = tree.getroot()
    if level < 0:
        raise ValueError(f'Initial indentation level must be >= 0, got {level}')
    if not len(tree):
        return
    indentations = ['\n' + level * space]

    def _indent_children(elem, level):
        child_level = level + 1
        try:
            child_indentation = indentations[child_level]
        except IndexError:
            child_indentation = indentations[level] + space
            indentations.append(child_indentation)
        if not elem.text or not elem.text.strip():
            elem.text = child_indentation
        for child in elem:
            if len(child):
                _indent_children(child, child_level)
            if not child.tail or not child.tail.strip():
                child.tail = child_indentation
        if not child.tail.strip():
            child.tail = indentations[level]
    _indent_children(tree, 0)


# ---- parsing

def parse(source, parser=None):
    tree = ElementTree()
    tree.parse(source, parser)
    return tree


def iterparse(source, events=None, parser=None):
    """(event, element) pairs as the document is parsed: 'end' by default; also 'start', 'comment', 'pi',
    'start-ns' and 'end-ns'. The iterator's root attribute is the root element once it is done."""
    pullparser = XMLPullParser(events=events, _parser=parser)
    close_source = False
    if not hasattr(source, 'read'):
        source = open(source, 'rb')
        close_source = True

    class IterParseIterator:
        root = None

        def __init__(self):
            self._gen = self._events()

        def _events(self):
            try:
                while True:
                    yield from pullparser.read_events()
                    data = source.read(16 * 1024)
                    if not data:
                        break
                    pullparser.feed(data)
                root = pullparser._close_and_return_root()
                yield from pullparser.read_events()
                it.root = root
            finally:
                if close_source:
                    source.close()

        def __iter__(self):
            return self

        def __next__(self):
            return next(self._gen)

    it = IterParseIterator()
    return it


class XMLPullParser:
    """A parser fed with feed() whose events are read with read_events()."""

    def __init__(self, events=None, *, _parser=None):
        self._events_queue = []
        self._index = 0
        self._parser = _parser or XMLParser(target=TreeBuilder())
        if events is None:
            events = ('end',)
        self._parser._setevents(self._events_queue, events)

    def feed(self, data):
        if self._parser is None:
            raise ValueError('feed() called after end of stream')
        if data:
            try:
                self._parser.feed(data)
            except SyntaxError as exc:
                self._events_queue.append(exc)

    def _close_and_return_root(self):
        root = self._parser.close()
        self._parser = None
        return root

    def close(self):
        self._close_and_return_root()

    def flush(self):
        pass

    def read_events(self):
        events = self._events_queue
        while self._index < len(events):
            event = events[self._index]
            self._index += 1
            if isinstance(event, Exception):
                raise event
            yield event
        del events[:]
        self._index = 0


def XML(text, parser=None):
    """The root element of an XML document given as a string or bytes."""
    if not parser:
        parser = XMLParser(target=TreeBuilder())
    parser.feed(text)
    return parser.close()


fromstring = XML


def XMLID(text, parser=None):
    if not parser:
        parser = XMLParser(target=TreeBuilder())
    parser.feed(text)
    tree = parser.close()
    ids = {}
    for elem in tree.iter():
        id = elem.get('id')
        if id:
            ids[id] = elem
    return tree, ids


def fromstringlist(sequence, parser=None):
    if not parser:
        parser = XMLParser(target=TreeBuilder())
    for text in sequence:
        parser.feed(text)
    return parser.close()


class TreeBuilder:
    """Builds elements from start/data/end calls (a parser's target)."""

    def __init__(self, element_factory=None, *, comment_factory=None, pi_factory=None, insert_comments=False,
                 insert_pis=False):
        self._data = []
        self._elem = []
        self._last = None
        self._root = None
        self._tail = None
        if comment_factory is None:
            comment_factory = Comment
        self._comment_factory = comment_factory
        self.insert_comments = insert_comments
        if pi_factory is None:
            pi_factory = ProcessingInstruction
        self._pi_factory = pi_factory
        self.insert_pis = insert_pis
        if element_factory is None:
            element_factory = Element
        self._factory = element_factory

    def close(self):
        if len(self._elem) != 0:
            raise AssertionError('missing end tags')
        if self._root is None:
            raise AssertionError('missing toplevel element')
        return self._root

    def _flush(self):
        if self._data:
            if self._last is not None:
                text = ''.join(self._data)
                if self._tail:
                    self._last.tail = text
                else:
                    self._last.text = text
            self._data = []

    def data(self, data):
        self._data.append(data)

    def start(self, tag, attrs):
        self._flush()
        self._last = elem = self._factory(tag, attrs)
        if self._elem:
            self._elem[-1].append(elem)
        elif self._root is None:
            self._root = elem
        self._elem.append(elem)
        self._tail = 0
        return elem

    def end(self, tag):
        self._flush()
        self._last = self._elem.pop()
        if self._last.tag != tag:
            raise AssertionError('end tag mismatch (expected %s, got %s)' % (self._last.tag, tag))
        self._tail = 1
        return self._last

    def comment(self, text):
        return self._handle_single(self._comment_factory, self.insert_comments, text)

    def pi(self, target, text=None):
        return self._handle_single(self._pi_factory, self.insert_pis, target, text)

    def _handle_single(self, factory, insert, *args):
        elem = factory(*args)
        if insert:
            self._flush()
            self._last = elem
            if self._elem:
                self._elem[-1].append(elem)
            self._tail = 1
        return elem


class XMLParser:
    """The parser behind fromstring() and parse(): feed() text or bytes, close() for the target's result."""

    def __init__(self, *, target=None, encoding=None):
        self._target = target if target is not None else TreeBuilder()
        self._parser = _xml.parser(encoding)
        self.version = 'Expat 2.5.0'
        self.entity = {}
        self._events = None
        self._event_names = ()
        self._closed = False
        t = self._target
        self._start = getattr(t, 'start', None)
        self._end = getattr(t, 'end', None)
        self._data = getattr(t, 'data', None)
        self._comment = getattr(t, 'comment', None)
        self._pi = getattr(t, 'pi', None)
        self._start_ns = getattr(t, 'start_ns', None)
        self._end_ns = getattr(t, 'end_ns', None)

    def _setevents(self, events_queue, events_to_report):
        self._events = events_queue
        names = set()
        for name in events_to_report:
            if name not in ('start', 'end', 'start-ns', 'end-ns', 'comment', 'pi'):
                raise ValueError('unknown event %r' % name)
            names.add(name)
        self._event_names = names

    def _raise(self, message, code, line, column):
        err = ParseError('%s: line %d, column %d' % (message, line, column))
        err.code = code
        err.position = line, column
        raise err

    def _handle(self, events):
        report = self._events is not None
        names = self._event_names
        for ev in events:
            kind = ev[0]
            if kind == 'data':
                if self._data is not None:
                    self._data(ev[1])
            elif kind == 'start':
                elem = self._start(ev[1], ev[2]) if self._start is not None else None
                if report and 'start' in names:
                    self._events.append(('start', elem))
            elif kind == 'end':
                elem = self._end(ev[1]) if self._end is not None else None
                if report and 'end' in names:
                    self._events.append(('end', elem))
            elif kind == 'comment':
                value = self._comment(ev[1]) if self._comment is not None else None
                if report and 'comment' in names:
                    self._events.append(('comment', value))
            elif kind == 'pi':
                value = self._pi(ev[1], ev[2]) if self._pi is not None else None
                if report and 'pi' in names:
                    self._events.append(('pi', value))
            elif kind == 'start-ns':
                if self._start_ns is not None:
                    self._start_ns(ev[1], ev[2])
                if report and 'start-ns' in names:
                    self._events.append(('start-ns', (ev[1], ev[2])))
            elif kind == 'end-ns':
                if self._end_ns is not None:
                    self._end_ns(ev[1])
                if report and 'end-ns' in names:
                    self._events.append(('end-ns', None))
            elif kind == 'error':
                self._raise(ev[1], ev[2], ev[3], ev[4])

    def feed(self, data):
        if self._closed:
            raise ValueError('XMLParser.feed() called after close()')
        self._handle(self._parser.feed(data))

    def flush(self):
        pass

    def close(self):
        self._handle(self._parser.close())
        self._closed = True
        close = getattr(self._target, 'close', None)
        if close is not None:
            return close()
        return None

    def _default(self, text):
        pass


def canonicalize(xml_data=None, *, out=None, from_file=None, **options):
    raise NotImplementedError('canonicalize() (C14N 2.0) is not available in the sandbox')


class C14NWriterTarget:
    def __init__(self, *args, **kwargs):
        raise NotImplementedError('C14NWriterTarget (C14N 2.0) is not available in the sandbox')


import xml.etree.ElementPath as ElementPath
