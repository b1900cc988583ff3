"""CSV reading and writing with CPython's dialects, quoting rules, parser states and error messages."""

__version__ = '1.0'
__all__ = ['QUOTE_MINIMAL', 'QUOTE_ALL', 'QUOTE_NONNUMERIC', 'QUOTE_NONE', 'Error', 'Dialect', 'excel',
           'excel_tab', 'field_size_limit', 'reader', 'writer', 'register_dialect', 'get_dialect',
           'list_dialects', 'Sniffer', 'unregister_dialect', 'DictReader', 'DictWriter', 'unix_dialect']

QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE = range(4)

_field_limit = 128 * 1024
_dialects = {}


class Error(Exception):
    __module__ = '_csv'


def field_size_limit(*args):
    """Returns the largest field the parser accepts; sets a new one when given."""
    global _field_limit
    if len(args) > 1:
        raise TypeError(f'field_size_limit expected at most 1 argument, got {len(args)}')
    old = _field_limit
    if args:
        if not isinstance(args[0], int):
            raise TypeError('limit must be an integer')
        _field_limit = args[0]
    return old


class Dialect:
    """Describes a CSV format; subclass it and set the attributes that differ from these."""

    _name = ''
    _valid = False
    delimiter = None
    quotechar = None
    escapechar = None
    doublequote = None
    skipinitialspace = None
    lineterminator = None
    quoting = None

    def __init__(self):
        if self.__class__ != Dialect:
            self._valid = True
        try:
            _Format(self)
        except TypeError as e:
            raise Error(str(e))


class excel(Dialect):
    """The usual properties of an Excel-generated CSV file."""
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\r\n'
    quoting = QUOTE_MINIMAL


class excel_tab(excel):
    """The usual properties of an Excel-generated TAB-delimited file."""
    delimiter = '\t'


class unix_dialect(Dialect):
    """The usual properties of a CSV file generated on UNIX systems."""
    delimiter = ','
    quotechar = '"'
    doublequote = True
    skipinitialspace = False
    lineterminator = '\n'
    quoting = QUOTE_ALL


_NOT_SET = object()


def _char(name, value, default, allow_none):
    if value is _NOT_SET:
        return default
    if value is None and allow_none:
        return None
    if not isinstance(value, str):
        kind = 'string or None' if allow_none else 'string'
        raise TypeError(f'"{name}" must be {kind}, not {type(value).__name__}')
    if len(value) != 1:
        raise TypeError(f'"{name}" must be a 1-character string')
    return value


def _bool(value, default):
    return default if value is _NOT_SET else bool(value)


class _Format:
    """A validated dialect: the attributes of reader.dialect and writer.dialect."""

    __module__ = '_csv'
    _KEYS = ('delimiter', 'doublequote', 'escapechar', 'lineterminator', 'quotechar', 'quoting',
             'skipinitialspace', 'strict')

    def __init__(self, dialect=None, **kwargs):
        for key in kwargs:
            if key not in self._KEYS:
                raise TypeError(f"'{key}' is an invalid keyword argument for this function")
        if isinstance(dialect, str):
            dialect = get_dialect(dialect)

        def pick(key):
            if key in kwargs:
                return kwargs[key]
            if dialect is not None:
                value = getattr(dialect, key, _NOT_SET)
                if value is not None or key in ('escapechar', 'quotechar'):
                    return value
            return _NOT_SET

        self.delimiter = _char('delimiter', pick('delimiter'), ',', False)
        self.doublequote = _bool(pick('doublequote'), True)
        self.escapechar = _char('escapechar', pick('escapechar'), None, True)
        terminator = pick('lineterminator')
        if terminator is _NOT_SET:
            terminator = '\r\n'
        elif not isinstance(terminator, str):
            raise TypeError('"lineterminator" must be a string')
        self.lineterminator = terminator
        quoting = pick('quoting')
        quotechar = pick('quotechar')
        if quoting is _NOT_SET:
            quoting = QUOTE_NONE if quotechar is None else QUOTE_MINIMAL
        elif not isinstance(quoting, int):
            raise TypeError('"quoting" must be an integer')
        elif quoting not in (QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE):
            raise TypeError('bad "quoting" value')
        self.quoting = quoting
        self.quotechar = _char('quotechar', quotechar, '"', True)
        if self.quotechar is None and quoting != QUOTE_NONE:
            raise TypeError('quotechar must be set if quoting enabled')
        self.skipinitialspace = _bool(pick('skipinitialspace'), False)
        self.strict = _bool(pick('strict'), False)
        # the dialect as the native parser and quoter (_csv, bound by the interpreter) take it
        self._fmt = (self.delimiter, self.quotechar, self.escapechar, self.doublequote, self.skipinitialspace,
                     self.quoting, self.strict, self.lineterminator)


def register_dialect(name, dialect=None, **fmtparams):
    """Registers a dialect under a name for reader(), writer() and get_dialect()."""
    if not isinstance(name, str):
        raise TypeError('dialect name must be a string')
    _dialects[name] = _Format(dialect, **fmtparams)


def unregister_dialect(name):
    if name not in _dialects:
        raise Error('unknown dialect')
    del _dialects[name]


def get_dialect(name):
    try:
        return _dialects[name]
    except (KeyError, TypeError):
        raise Error('unknown dialect') from None


def list_dialects():
    return list(_dialects)


register_dialect('excel', excel)
register_dialect('excel-tab', excel_tab)
register_dialect('unix', unix_dialect)

class reader:
    """The iterator csv.reader() returns."""

    __module__ = '_csv'

    def __init__(self, lines, dialect, fmtparams):
        self._lines = iter(lines)
        self.dialect = _Format(dialect, **fmtparams)
        self.line_num = 0

    def __iter__(self):
        return self

    def __next__(self):
        # the state machine runs in _csv (bound by the interpreter), as CPython's runs in C
        return _csv.next_row(self, self.dialect._fmt, _field_limit, Error)


_Reader = reader


def reader(csvfile, dialect=None, **fmtparams):
    """Returns an iterator over the rows (lists of str) of csvfile, any iterable of lines."""
    return _Reader(csvfile, dialect, fmtparams)


class writer:
    """The object csv.writer() returns."""

    __module__ = '_csv'

    def __init__(self, fileobj, dialect, fmtparams):
        self._write = getattr(fileobj, 'write', None)
        if self._write is None:
            raise TypeError('argument 1 must have a "write" method')
        self.dialect = _Format(dialect, **fmtparams)

    def writerow(self, row):
        return self._write(_csv.write_row(row, self.dialect._fmt, Error))

    def writerows(self, rows):
        for row in rows:
            self.writerow(row)


_Writer = writer


def writer(csvfile, dialect=None, **fmtparams):
    """Returns an object whose writerow() writes rows as CSV to csvfile (anything with a write method)."""
    return _Writer(csvfile, dialect, fmtparams)


class DictReader:
    """Reads rows as dicts keyed by the header row (or by the given fieldnames)."""

    def __init__(self, f, fieldnames=None, restkey=None, restval=None, dialect='excel', *args, **kwds):
        self._fieldnames = fieldnames
        self.restkey = restkey
        self.restval = restval
        self.reader = reader(f, dialect, *args, **kwds)
        self.dialect = dialect
        self.line_num = 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        if self._fieldnames is None:
            try:
                self._fieldnames = next(self.reader)
            except StopIteration:
                pass
        self.line_num = self.reader.line_num
        return self._fieldnames

    @fieldnames.setter
    def fieldnames(self, value):
        self._fieldnames = value

    def __next__(self):
        if self.line_num == 0:
            self.fieldnames
        row = next(self.reader)
        self.line_num = self.reader.line_num
        while row == []:
            row = next(self.reader)
        d = dict(zip(self.fieldnames, row))
        lf = len(self.fieldnames)
        lr = len(row)
        if lf < lr:
            d[self.restkey] = row[lf:]
        elif lf > lr:
            for key in self.fieldnames[lr:]:
                d[key] = self.restval
        return d


class DictWriter:
    """Writes dicts as CSV rows in the order of fieldnames."""

    def __init__(self, f, fieldnames, restval='', extrasaction='raise', dialect='excel', *args, **kwds):
        if fieldnames is not None and iter(fieldnames) is fieldnames:
            fieldnames = list(fieldnames)
        self.fieldnames = fieldnames
        self.restval = restval
        if extrasaction.lower() not in ('raise', 'ignore'):
            raise ValueError(f"extrasaction ({extrasaction}) must be 'raise' or 'ignore'")
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def writeheader(self):
        header = dict(zip(self.fieldnames, self.fieldnames))
        return self.writerow(header)

    def _dict_to_list(self, rowdict):
        if self.extrasaction == 'raise':
            wrong = [k for k in rowdict if k not in self.fieldnames]
            if wrong:
                raise ValueError('dict contains fields not in fieldnames: ' + ', '.join([repr(x) for x in wrong]))
        return (rowdict.get(key, self.restval) for key in self.fieldnames)

    def writerow(self, rowdict):
        return self.writer.writerow(self._dict_to_list(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows(map(self._dict_to_list, rowdicts))


class Sniffer:
    """Guesses the dialect of a CSV sample (delimiter and quote character) and whether it has a header."""

    def __init__(self):
        self.preferred = [',', '\t', ';', ' ', ':']

    def sniff(self, sample, delimiters=None):
        quotechar, delimiter = self._guess_quote(sample, delimiters)
        if not delimiter:
            delimiter = self._guess_delimiter(sample, delimiters)
        if not delimiter:
            raise Error('Could not determine delimiter')

        class dialect(Dialect):
            _name = 'sniffed'
            lineterminator = '\r\n'
            quoting = QUOTE_MINIMAL

        doublequote = False
        if quotechar:
            import re
            d = re.escape(delimiter)
            q = re.escape(quotechar)
            doubled = '((' + d + ')|^)\\W*' + q + '[^' + d + '\\n]*' + q + '[^' + d + '\\n]*' + q + '\\W*((' + d + ')|$)'
            doublequote = re.search(doubled, sample, re.MULTILINE) is not None
            skip = sample.count(delimiter + ' ' + quotechar) > 0
        else:
            first = sample.split('\n')[0]
            skip = first.count(delimiter) == first.count(delimiter + ' ')
        dialect.doublequote = doublequote
        dialect.delimiter = delimiter
        dialect.quotechar = quotechar or '"'
        dialect.skipinitialspace = skip
        return dialect

    def _guess_quote(self, sample, delimiters):
        counts = {}
        delims = {}
        for q in ('"', "'"):
            i = 0
            while True:
                start = sample.find(q, i)
                if start < 0:
                    break
                end = sample.find(q, start + 1)
                if end < 0:
                    break
                counts[q] = counts.get(q, 0) + 1
                after = sample[end + 1:end + 2]
                if after and after not in '\r\n' and (delimiters is None or after in delimiters):
                    delims[after] = delims.get(after, 0) + 1
                i = end + 1
        if not counts:
            return '', None
        quotechar = max(counts, key=counts.get)
        delimiter = max(delims, key=delims.get) if delims else None
        return quotechar, delimiter

    def _guess_delimiter(self, sample, delimiters):
        lines = [line for line in sample.split('\n') if line]
        best = None
        for c in (delimiters or self.preferred):
            counts = [line.count(c) for line in lines]
            if counts and counts[0] > 0 and all(n == counts[0] for n in counts):
                return c
            if counts and max(counts) > 0 and best is None:
                best = c
        if best is None:
            for c in sorted(set(sample)):
                if c.isalnum() or c in '\r\n"\'':
                    continue
                counts = [line.count(c) for line in lines]
                if counts and counts[0] > 0 and all(n == counts[0] for n in counts):
                    return c
        return best

    def has_header(self, sample):
        rows = list(reader(sample.splitlines(), self.sniff(sample)))
        if len(rows) < 2:
            return False
        header = rows[0]
        score = 0
        for col, name in enumerate(header):
            kinds = set()
            for row in rows[1:21]:
                if len(row) != len(header):
                    continue
                try:
                    float(row[col])
                    kinds.add('number')
                except ValueError:
                    kinds.add(len(row[col]))
            if len(kinds) == 1:
                kind = kinds.pop()
                try:
                    float(name)
                    is_num = True
                except ValueError:
                    is_num = False
                if kind == 'number':
                    score += -1 if is_num else 1
                else:
                    score += 1 if len(name) != kind else -1
        return score > 0
