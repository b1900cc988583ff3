"""The XPath subset of ElementTree's find(), findall(), iterfind() and findtext(): tags (with namespaces and '*'),
'.', '..', '//', and the predicates [@attr], [@attr='v'], [@attr!='v'], [tag], [tag='text'], [tag!='text'],
[.='text'], [.!='text'], [n], [last()] and [last()-n]. Paths are compiled once and cached.
"""

_cache = {}
_MAX_CACHE = 100


def _tokens(path):
    """[(operator, name)] of a path, as CPython's tokenizer gives them (one of the two is '')."""
    out = []
    i = 0
    n = len(path)
    while i < n:
        c = path[i]
        if c.isspace():
            i += 1
            continue
        if c in '\'"':
            j = path.find(c, i + 1)
            if j < 0:
                raise SyntaxError('invalid path')
            out.append((path[i:j + 1], ''))
            i = j + 1
            continue
        two = path[i:i + 2]
        if two in ('//', '..', '()', '!=', '::'):
            out.append((two, ''))
            i += 2
            continue
        if c in '/.*:[]()@=':
            out.append((c, ''))
            i += 1
            continue
        j = i
        if c == '{':
            close = path.find('}', i)
            j = close + 1 if close >= 0 else i + 1
        while j < n and path[j] not in '/[]()@!=' and not path[j].isspace():
            j += 1
        out.append(('', path[i:j]))
        i = j
    return out


def _qualify(name, namespaces):
    if name[:1] == '{':
        return name
    if ':' in name:
        prefix, local = name.split(':', 1)
        if namespaces is None or prefix not in namespaces:
            raise SyntaxError('prefix %r not found in prefix map' % prefix)
        return '{%s}%s' % (namespaces[prefix], local)
    if namespaces and namespaces.get(''):
        return '{%s}%s' % (namespaces[''], name)
    return name


def _tag_matcher(tag):
    """A function telling whether an element's tag matches tag ('*', '{*}x', '{}x', '{ns}*' included)."""
    if tag == '*':
        return lambda t: isinstance(t, str)
    if tag == '{*}*':
        return lambda t: isinstance(t, str)
    if tag == '{}*':
        return lambda t: isinstance(t, str) and t[:1] != '{'
    if tag[:3] == '{*}':
        local = tag[3:]
        suffix = '}' + local
        return lambda t: isinstance(t, str) and (t == local or t.endswith(suffix))
    if tag[:2] == '{}':
        local = tag[2:]
        return lambda t: t == local
    if tag[-2:] == '}*':
        prefix = tag[:-1]
        return lambda t: isinstance(t, str) and t.startswith(prefix)
    return lambda t: t == tag


def _children(context, match):
    for elem in context:
        for e in elem:
            if match(e.tag):
                yield e


def _descendants(context, match):
    for elem in context:
        for e in elem.iter():
            if e is not elem and match(e.tag):
                yield e


def _parents(context, root):
    parent_map = {}
    for p in root.iter():
        for c in p:
            parent_map[c] = p
    seen = set()
    for elem in context:
        p = parent_map.get(elem)
        if p is not None and id(p) not in seen:
            seen.add(id(p))
            yield p


def _string(tok):
    return tok[1:-1]


def _predicate(tokens, i, namespaces):
    """A filter (function from elements to elements) for the predicate opening at tokens[i] ('['); and where it
    ends."""
    parts = []
    j = i + 1
    while j < len(tokens) and tokens[j][0] != ']':
        parts.append(tokens[j])
        j += 1
    if j >= len(tokens):
        raise SyntaxError('invalid predicate')
    sig = ''.join('-' if op and op[0] in '\'"' else op for op, name in parts)
    values = [op if op and op[0] in '\'"' else name for op, name in parts if (op and op[0] in '\'"') or name]
    if sig == '@' and len(values) == 1:
        key = values[0]

        def has_attr(elems):
            for e in elems:
                if e.get(key) is not None:
                    yield e
        return has_attr, j + 1
    if sig in ('@=-', '@!=-'):
        key, value = values[0], _string(values[1])

        def attr_value(elems):
            for e in elems:
                v = e.get(key)
                if v == value if sig == '@=-' else (v is not None and v != value):
                    yield e
        return attr_value, j + 1
    if sig == '' and len(values) == 1 and not values[0][0].isdigit() and values[0] != 'last':
        tag = _qualify(values[0], namespaces)
        match = _tag_matcher(tag)

        def has_child(elems):
            for e in elems:
                for c in e:
                    if match(c.tag):
                        yield e
                        break
        return has_child, j + 1
    if sig in ('=-', '!=-', '.=-', '.!=-'):
        value = _string(values[-1])
        equal = '!' not in sig
        if sig[0] == '.':
            def self_text(elems):
                for e in elems:
                    if (''.join(e.itertext()) == value) == equal:
                        yield e
            return self_text, j + 1
        tag = _qualify(values[0], namespaces)
        match = _tag_matcher(tag)

        def child_text(elems):
            for e in elems:
                for c in e:
                    if match(c.tag) and (''.join(c.itertext()) == value) == equal:
                        yield e
                        break
        return child_text, j + 1
    if sig == '' and len(values) == 1 and values[0].isdigit():
        index = int(values[0]) - 1
        if index < 0:
            raise SyntaxError('XPath position >= 1 expected')
        return ('position', index), j + 1
    if sig == '()' and values and values[0] == 'last':
        if len(values) == 1:
            return ('position', -1), j + 1
        try:
            index = int(values[1]) - 1
        except ValueError:
            raise SyntaxError('unsupported expression')
        if index > -2:
            raise SyntaxError('XPath offset from last() must be negative')
        return ('position', index), j + 1
    raise SyntaxError('invalid predicate')


def _compile(path, namespaces):
    tokens = _tokens(path)
    if tokens and tokens[0] == ('/', ''):
        raise SyntaxError('cannot use absolute path on element')
    steps = []
    i = 0
    while i < len(tokens):
        op, name = tokens[i]
        descendant = False
        if op == '//':
            descendant = True
            i += 1
            if i >= len(tokens):
                raise SyntaxError('invalid path')
            op, name = tokens[i]
            if op == '/' or op == '//':
                raise SyntaxError('invalid descendant')
        if op == '.':
            steps.append(('self', None))
        elif op == '..':
            steps.append(('parent', None))
        elif op == '*' or name:
            tag = '*' if op == '*' else _qualify(name, namespaces)
            steps.append(('descendant' if descendant else 'child', _tag_matcher(tag)))
        elif op == '{':
            raise SyntaxError('invalid path')
        else:
            raise SyntaxError('invalid path')
        i += 1
        while i < len(tokens) and tokens[i][0] == '[':
            pred, i = _predicate(tokens, i, namespaces)
            steps.append(('filter', pred))
        while i < len(tokens) and tokens[i][0] == ']':
            i += 1
        if i < len(tokens):
            if tokens[i][0] == '/':
                i += 1
                if i >= len(tokens):
                    raise SyntaxError('invalid path')
            elif tokens[i][0] != '//':
                raise SyntaxError('expected path separator (%s)' % (tokens[i][0] or tokens[i][1]))
    return steps


def _select(elem, steps):
    context = [elem]
    for kind, arg in steps:
        if kind == 'self':
            continue
        if kind == 'child':
            context = list(_children(context, arg))
        elif kind == 'descendant':
            context = list(_descendants(context, arg))
        elif kind == 'parent':
            context = list(_parents(context, elem))
        elif isinstance(arg, tuple):
            index = arg[1]
            context = _by_position(context, elem, index)
        else:
            context = list(arg(context))
    return context


def _by_position(context, root, index):
    """The elements that are the index-th of their parent's children with their tag."""
    parent_map = {}
    for p in root.iter():
        for c in p:
            parent_map[c] = p
    out = []
    for e in context:
        p = parent_map.get(e)
        if p is None:
            continue
        siblings = [c for c in p if c.tag == e.tag]
        try:
            if siblings[index] is e:
                out.append(e)
        except IndexError:
            pass
    return out


def _steps(path, namespaces):
    key = (path, None if namespaces is None else tuple(sorted(namespaces.items())))
    steps = _cache.get(key)
    if steps is None:
        if path[-1:] == '/':
            path = path + '*'
        steps = _compile(path, namespaces)
        if len(_cache) > _MAX_CACHE:
            _cache.clear()
        _cache[key] = steps
    return steps


def iterfind(elem, path, namespaces=None):
    return iter(_select(elem, _steps(path, namespaces)))


def find(elem, path, namespaces=None):
    for e in iterfind(elem, path, namespaces):
        return e
    return None


def findall(elem, path, namespaces=None):
    return list(iterfind(elem, path, namespaces))


def findtext(elem, path, default=None, namespaces=None):
    e = find(elem, path, namespaces)
    if e is None:
        return default
    return e.text or ''
