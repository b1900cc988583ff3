"""String constants, capwords and Template, as CPython's string module."""

__all__ = ['ascii_letters', 'ascii_lowercase', 'ascii_uppercase', 'capwords', 'digits', 'hexdigits',
           'octdigits', 'printable', 'punctuation', 'whitespace', 'Formatter', 'Template']

whitespace = ' \t\n\r\x0b\x0c'
ascii_lowercase = 'abcdefghijklmnopqrstuvwxyz'
ascii_uppercase = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
ascii_letters = ascii_lowercase + ascii_uppercase
digits = '0123456789'
hexdigits = digits + 'abcdef' + 'ABCDEF'
octdigits = '01234567'
punctuation = r"""!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"""
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    return (sep or ' ').join(map(str.capitalize, s.split(sep)))


class Template:
    delimiter = '$'
    idpattern = r'(?a:[_a-z][_a-z0-9]*)'
    braceidpattern = None
    flags = 2  # re.IGNORECASE

    def __init_subclass__(cls):
        super().__init_subclass__()
        if 'pattern' not in cls.__dict__:
            cls.pattern = cls._compiled()

    def __init__(self, template):
        self.template = template

    @classmethod
    def _compiled(cls):
        import re
        delim = re.escape(cls.delimiter)
        bid = cls.braceidpattern or cls.idpattern
        pattern = (delim + '(?:(?P<escaped>' + delim + ')|(?P<named>' + cls.idpattern + ')|{(?P<braced>' + bid
                   + ')}|(?P<invalid>))')
        return re.compile(pattern, cls.flags)

    def _invalid(self, mo):
        i = mo.start('invalid')
        lines = self.template[:i].splitlines(keepends=True)
        if not lines:
            colno = 1
            lineno = 1
        else:
            colno = i - len(''.join(lines[:-1]))
            lineno = len(lines)
        raise ValueError('Invalid placeholder in string: line %d, col %d' % (lineno, colno))

    def substitute(self, mapping=None, /, **kws):
        if mapping is None:
            mapping = kws
        elif kws:
            mapping = _Chain(kws, mapping)

        def convert(mo):
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                return str(mapping[named])
            if mo.group('escaped') is not None:
                return self.delimiter
            if mo.group('invalid') is not None:
                self._invalid(mo)
            raise ValueError('Unrecognized named group in pattern', self.pattern)
        return self.pattern.sub(convert, self.template)

    def safe_substitute(self, mapping=None, /, **kws):
        if mapping is None:
            mapping = kws
        elif kws:
            mapping = _Chain(kws, mapping)

        def convert(mo):
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                try:
                    return str(mapping[named])
                except KeyError:
                    return mo.group()
            if mo.group('escaped') is not None:
                return self.delimiter
            if mo.group('invalid') is not None:
                return mo.group()
            raise ValueError('Unrecognized named group in pattern', self.pattern)
        return self.pattern.sub(convert, self.template)

    def get_identifiers(self):
        ids = []
        for mo in self.pattern.finditer(self.template):
            named = mo.group('named') or mo.group('braced')
            if named is not None and named not in ids:
                ids.append(named)
            elif named is None and mo.group('invalid') is None and mo.group('escaped') is None:
                raise ValueError('Unrecognized named group in pattern', self.pattern)
        return ids

    def is_valid(self):
        for mo in self.pattern.finditer(self.template):
            if mo.group('invalid') is not None:
                return False
        return True


class _Chain:
    def __init__(self, first, second):
        self.first = first
        self.second = second

    def __getitem__(self, key):
        if key in self.first:
            return self.first[key]
        return self.second[key]


class Formatter:
    """str.format() as a class whose steps (parse, get_field, get_value, format_field, ...) can be overridden."""

    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used_args = set()
        result, _ = self._vformat(format_string, args, kwargs, used_args, 2)
        self.check_unused_args(used_args, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth, auto_arg_index=0):
        if recursion_depth < 0:
            raise ValueError('Max string recursion exceeded')
        result = []
        for literal_text, field_name, format_spec, conversion in self.parse(format_string):
            if literal_text:
                result.append(literal_text)
            if field_name is not None:
                if field_name == '':
                    if auto_arg_index is False:
                        raise ValueError('cannot switch from manual field specification to automatic field '
                                         'numbering')
                    field_name = str(auto_arg_index)
                    auto_arg_index += 1
                elif field_name.isdigit():
                    if auto_arg_index:
                        raise ValueError('cannot switch from manual field specification to automatic field '
                                         'numbering')
                    auto_arg_index = False
                obj, arg_used = self.get_field(field_name, args, kwargs)
                used_args.add(arg_used)
                obj = self.convert_field(obj, conversion)
                format_spec, auto_arg_index = self._vformat(format_spec, args, kwargs, used_args,
                                                            recursion_depth - 1, auto_arg_index=auto_arg_index)
                result.append(self.format_field(obj, format_spec))
        return ''.join(result), auto_arg_index

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        elif conversion == 's':
            return str(value)
        elif conversion == 'r':
            return repr(value)
        elif conversion == 'a':
            return ascii(value)
        raise ValueError('Unknown conversion specifier {0!s}'.format(conversion))

    def parse(self, format_string):
        """(literal_text, field_name, format_spec, conversion) for each part of a format string."""
        out = []
        i = 0
        n = len(format_string)
        literal = []
        while i < n:
            c = format_string[i]
            if c == '}':
                if i + 1 < n and format_string[i + 1] == '}':
                    literal.append('}')
                    i += 2
                    continue
                raise ValueError("Single '}' encountered in format string")
            if c != '{':
                literal.append(c)
                i += 1
                continue
            if i + 1 < n and format_string[i + 1] == '{':
                literal.append('{')
                i += 2
                continue
            depth = 1
            j = i + 1
            while j < n and depth:
                if format_string[j] == '{':
                    depth += 1
                elif format_string[j] == '}':
                    depth -= 1
                j += 1
            if depth:
                raise ValueError("expected '}' before end of string")
            field = format_string[i + 1:j - 1]
            name, conversion, spec = self._split_field(field)
            out.append((''.join(literal), name, spec, conversion))
            literal = []
            i = j
        if literal:
            out.append((''.join(literal), None, None, None))
        return out

    @staticmethod
    def _split_field(field):
        k = 0
        bracket = False
        while k < len(field):
            ch = field[k]
            if ch == '[':
                bracket = True
            elif ch == ']':
                bracket = False
            elif not bracket and ch in '!:':
                break
            k += 1
        name = field[:k]
        conversion = None
        spec = ''
        rest = field[k:]
        if rest.startswith('!'):
            if len(rest) < 2:
                raise ValueError('end of string while looking for conversion specifier')
            conversion = rest[1]
            rest = rest[2:]
            if rest and not rest.startswith(':'):
                raise ValueError('expected \':\' after conversion specifier')
        if rest.startswith(':'):
            spec = rest[1:]
        return name, conversion, spec

    def get_field(self, field_name, args, kwargs):
        first, rest = _field_name_split(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attr, i in rest:
            if is_attr:
                obj = getattr(obj, i)
            else:
                obj = obj[i]
        return obj, first


def _field_name_split(field_name):
    """('first', [(is_attribute, key), ...]) of 'first.attr[key]'."""
    k = 0
    while k < len(field_name) and field_name[k] not in '.[':
        k += 1
    first = field_name[:k]
    if first.isdigit():
        first = int(first)
    rest = []
    while k < len(field_name):
        if field_name[k] == '.':
            j = k + 1
            while j < len(field_name) and field_name[j] not in '.[':
                j += 1
            if j == k + 1:
                raise ValueError('Empty attribute in format string')
            rest.append((True, field_name[k + 1:j]))
            k = j
        elif field_name[k] == '[':
            j = field_name.find(']', k)
            if j < 0:
                raise ValueError("Missing ']' in format string")
            key = field_name[k + 1:j]
            rest.append((False, int(key) if key.isdigit() else key))
            k = j + 1
        else:
            raise ValueError('Only \'.\' or \'[\' may follow \']\' in format field specifier')
    return first, rest


Template.pattern = Template._compiled()
