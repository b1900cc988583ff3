"""INI configuration files: the interpreter's configparser (CPython 3.11's behaviour and messages).

Sections hold options; values are strings, read back through an interpolation (BasicInterpolation's
'%(name)s', ExtendedInterpolation's '${section:name}', or none). Files are read and written through open(),
so only the execution's workspace is reachable.
"""
import io
import os
import re

__all__ = ["NoSectionError", "DuplicateOptionError", "DuplicateSectionError", "NoOptionError",
           "InterpolationError", "InterpolationDepthError", "InterpolationMissingOptionError",
           "InterpolationSyntaxError", "ParsingError", "MissingSectionHeaderError", "ConfigParser",
           "RawConfigParser", "Interpolation", "BasicInterpolation", "ExtendedInterpolation", "SectionProxy",
           "DEFAULTSECT", "MAX_INTERPOLATION_DEPTH", "Error"]

DEFAULTSECT = "DEFAULT"
MAX_INTERPOLATION_DEPTH = 10


class Error(Exception):
    """Base class of the configparser errors: its str() is the message."""

    def __init__(self, msg=''):
        self.message = msg
        Exception.__init__(self, msg)

    def __repr__(self):
        return self.message

    __str__ = __repr__


def _where(source, lineno):
    text = "While reading from " + repr(source)
    if lineno is not None:
        text += " [line {0:2d}]".format(lineno)
    return text


class NoSectionError(Error):
    def __init__(self, section):
        Error.__init__(self, 'No section: %r' % (section,))
        self.section = section
        self.args = (section,)


class DuplicateSectionError(Error):
    def __init__(self, section, source=None, lineno=None):
        if source is not None:
            msg = _where(source, lineno) + ": section " + repr(section) + " already exists"
        else:
            msg = "Section " + repr(section) + " already exists"
        Error.__init__(self, msg)
        self.section = section
        self.source = source
        self.lineno = lineno
        self.args = (section, source, lineno)


class DuplicateOptionError(Error):
    def __init__(self, section, option, source=None, lineno=None):
        tail = repr(option) + " in section " + repr(section) + " already exists"
        if source is not None:
            msg = _where(source, lineno) + ": option " + tail
        else:
            msg = "Option " + tail
        Error.__init__(self, msg)
        self.section = section
        self.option = option
        self.source = source
        self.lineno = lineno
        self.args = (section, option, source, lineno)


class NoOptionError(Error):
    def __init__(self, option, section):
        Error.__init__(self, "No option %r in section: %r" % (option, section))
        self.option = option
        self.section = section
        self.args = (option, section)


class InterpolationError(Error):
    def __init__(self, option, section, msg):
        Error.__init__(self, msg)
        self.option = option
        self.section = section
        self.args = (option, section, msg)


class InterpolationMissingOptionError(InterpolationError):
    def __init__(self, option, section, rawval, reference):
        msg = ("Bad value substitution: option {!r} in section {!r} contains an interpolation key {!r} "
               "which is not a valid option name. Raw value: {!r}").format(option, section, reference, rawval)
        InterpolationError.__init__(self, option, section, msg)
        self.reference = reference
        self.args = (option, section, rawval, reference)


class InterpolationSyntaxError(InterpolationError):
    pass


class InterpolationDepthError(InterpolationError):
    def __init__(self, option, section, rawval):
        msg = ("Recursion limit exceeded in value substitution: option {!r} in section {!r} contains an "
               "interpolation key which cannot be substituted in {} steps. Raw value: {!r}"
               ).format(option, section, MAX_INTERPOLATION_DEPTH, rawval)
        InterpolationError.__init__(self, option, section, msg)
        self.args = (option, section, rawval)


class ParsingError(Error):
    def __init__(self, source=None, filename=None):
        if source is None:
            source = filename
        Error.__init__(self, 'Source contains parsing errors: %r' % source)
        self.source = source
        self.errors = []
        self.args = (source,)

    def append(self, lineno, line):
        self.errors.append((lineno, line))
        self.message += '\n\t[line %2d]: %s' % (lineno, line)


class MissingSectionHeaderError(ParsingError):
    def __init__(self, filename, lineno, line):
        Error.__init__(self, 'File contains no section headers.\nfile: %r, line: %d\n%r' % (filename, lineno, line))
        self.source = filename
        self.lineno = lineno
        self.line = line
        self.errors = []
        self.args = (filename, lineno, line)


_UNSET = object()


class Interpolation:
    """No interpolation: values come back as they were stored."""

    def before_get(self, parser, section, option, value, defaults):
        return value

    def before_set(self, parser, section, option, value):
        return value

    def before_read(self, parser, section, option, value):
        return value

    def before_write(self, parser, section, option, value):
        return value


class _Substituting(Interpolation):
    # the two interpolations are this walk over data: their marker ('%' or '$'), the bracket that opens a reference,
    # the reference's pattern (group 1: the key) and the text of a malformed reference; only how a key names an
    # option differs (_lookup). The walk, the depth limit and the set-time check are shared.
    MARK = None
    OPEN = None
    KEY = None
    BAD_REFERENCE = "bad interpolation variable reference %r"

    def before_get(self, parser, section, option, value, defaults):
        parts = []
        self._expand(parser, option, parts, value, section, defaults, 1)
        return ''.join(parts)

    def before_set(self, parser, section, option, value):
        bare = self.KEY.sub('', value.replace(self.MARK * 2, ''))
        if self.MARK in bare:
            raise ValueError("invalid interpolation syntax in %r at position %d" % (value, bare.find(self.MARK)))
        return value

    def _expand(self, parser, option, parts, rest, section, names, depth):
        raw = parser.get(section, option, raw=True, fallback=rest)
        if depth > MAX_INTERPOLATION_DEPTH:
            raise InterpolationDepthError(option, section, raw)
        mark = self.MARK
        while rest:
            at = rest.find(mark)
            if at < 0:
                parts.append(rest)
                return
            if at > 0:
                parts.append(rest[:at])
                rest = rest[at:]
            follower = rest[1:2]
            if follower == mark:
                parts.append(mark)
                rest = rest[2:]
            elif follower == self.OPEN:
                m = self.KEY.match(rest)
                if m is None:
                    raise InterpolationSyntaxError(option, section, self.BAD_REFERENCE % (rest,))
                rest = rest[m.end():]
                value, scope, names_here = self._lookup(parser, option, section, names, raw, m.group(1), rest)
                if mark in value:
                    self._expand(parser, option, parts, value, scope, names_here, depth + 1)
                else:
                    parts.append(value)
            else:
                raise InterpolationSyntaxError(
                    option, section, "'%s' must be followed by '%s' or '%s', found: %r" % (mark, mark, self.OPEN, rest))

    @staticmethod
    def _own(option, section, names, raw, name, reference):
        # an option of the section being expanded (or its defaults); a missing one is reported as `reference`
        try:
            return names[name], section, names
        except KeyError:
            raise InterpolationMissingOptionError(option, section, raw, reference) from None


class BasicInterpolation(_Substituting):
    """'%(name)s' refers to an option of the same section (or DEFAULT); '%%' is a literal '%'."""
    MARK = '%'
    OPEN = '('
    KEY = re.compile(r"%\(([^)]+)\)s")

    def _lookup(self, parser, option, section, names, raw, key, rest):
        name = parser.optionxform(key)
        return self._own(option, section, names, raw, name, name)


class ExtendedInterpolation(_Substituting):
    """'${name}' refers to an option of the same section, '${section:name}' to one of another; '$$' is '$'."""
    MARK = '$'
    OPEN = '{'
    KEY = re.compile(r"\$\{([^}]+)\}")

    def _lookup(self, parser, option, section, names, raw, key, rest):
        path = key.split(':')
        if len(path) == 1:
            return self._own(option, section, names, raw, parser.optionxform(key), key)
        try:
            if len(path) == 2:
                other = path[0]
                name = parser.optionxform(path[1])
                value = parser.get(other, name, raw=True)
                return value, other, dict(parser.items(other, raw=True))
        except (KeyError, NoSectionError, NoOptionError):
            raise InterpolationMissingOptionError(option, section, raw, ":".join(path)) from None
        raise InterpolationSyntaxError(option, section, "More than one ':' found: %r" % (rest,))


class RawConfigParser:
    """A configuration: sections of options read from INI text, files or dicts, without interpolation."""
    _DEFAULT_INTERPOLATION = Interpolation()
    BOOLEAN_STATES = {'1': True, 'yes': True, 'true': True, 'on': True,
                      '0': False, 'no': False, 'false': False, 'off': False}
    SECTCRE = re.compile(r"\[(?P<header>.+)\]")

    def __init__(self, defaults=None, dict_type=dict, allow_no_value=False, *, delimiters=('=', ':'),
                 comment_prefixes=('#', ';'), inline_comment_prefixes=None, strict=True,
                 empty_lines_in_values=True, default_section=DEFAULTSECT, interpolation=_UNSET,
                 converters=_UNSET):
        self._dict = dict_type
        self._sections = self._dict()
        self._defaults = self._dict()
        self._proxies = self._dict()
        self._delimiters = tuple(delimiters)
        delim = "|".join(re.escape(d) for d in delimiters)
        if allow_no_value:
            self._optcre = re.compile(r"(?P<option>.*?)\s*(?:(?P<vi>" + delim + r")\s*(?P<value>.*))?$")
        else:
            self._optcre = re.compile(r"(?P<option>.*?)\s*(?P<vi>" + delim + r")\s*(?P<value>.*)$")
        self._comment_prefixes = tuple(comment_prefixes or ())
        self._inline_comment_prefixes = tuple(inline_comment_prefixes or ())
        self._strict = strict
        self._allow_no_value = allow_no_value
        self._empty_lines_in_values = empty_lines_in_values
        self.default_section = default_section
        self._interpolation = interpolation
        if self._interpolation is _UNSET:
            self._interpolation = self._DEFAULT_INTERPOLATION
        if self._interpolation is None:
            self._interpolation = Interpolation()
        if converters is not _UNSET:
            for kind, conv in converters.items():
                self._add_converter(kind, conv)
        self._proxies[default_section] = SectionProxy(self, default_section)
        if defaults:
            for key, value in defaults.items():
                self._defaults[self.optionxform(key)] = value

    def _add_converter(self, kind, conv):
        def getter(section, option, *, raw=False, vars=None, fallback=_UNSET):
            return self._get_conv(section, option, conv, raw=raw, vars=vars, fallback=fallback)
        setattr(self, 'get' + kind, getter)

    def defaults(self):
        return self._defaults

    def sections(self):
        return list(self._sections.keys())

    def add_section(self, section):
        if section == self.default_section:
            raise ValueError('Invalid section name: %r' % section)
        if section in self._sections:
            raise DuplicateSectionError(section)
        self._sections[section] = self._dict()
        self._proxies[section] = SectionProxy(self, section)

    def has_section(self, section):
        return section in self._sections

    def options(self, section):
        try:
            opts = self._sections[section].copy()
        except KeyError:
            raise NoSectionError(section) from None
        opts.update(self._defaults)
        return list(opts.keys())

    def read(self, filenames, encoding=None):
        if isinstance(filenames, (str, bytes, os.PathLike)):
            filenames = [filenames]
        done = []
        for filename in filenames:
            try:
                with open(filename, encoding=encoding) as fp:
                    self._read(fp, filename)
            except OSError:
                continue
            if isinstance(filename, os.PathLike):
                filename = os.fspath(filename)
            done.append(filename)
        return done

    def read_file(self, f, source=None):
        if source is None:
            try:
                source = f.name
            except AttributeError:
                source = '<???>'
        self._read(f, source)

    def read_string(self, string, source='<string>'):
        self.read_file(io.StringIO(string), source)

    def read_dict(self, dictionary, source='<dict>'):
        seen = set()
        for section, keys in dictionary.items():
            section = str(section)
            try:
                self.add_section(section)
            except (DuplicateSectionError, ValueError):
                if self._strict and section in seen:
                    raise
            seen.add(section)
            for key, value in keys.items():
                key = self.optionxform(str(key))
                if value is not None:
                    value = str(value)
                if self._strict and (section, key) in seen:
                    raise DuplicateOptionError(section, key, source)
                seen.add((section, key))
                self.set(section, key, value)

    def _unify(self, section, vars):
        try:
            own = self._sections[section]
        except KeyError:
            if section != self.default_section:
                raise NoSectionError(section) from None
            own = {}
        merged = dict(self._defaults)
        merged.update(own)
        if vars:
            for key, value in vars.items():
                if value is not None:
                    value = str(value)
                merged[self.optionxform(key)] = value
        return merged

    def get(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        try:
            names = self._unify(section, vars)
        except NoSectionError:
            if fallback is _UNSET:
                raise
            return fallback
        option = self.optionxform(option)
        try:
            value = names[option]
        except KeyError:
            if fallback is _UNSET:
                raise NoOptionError(option, section) from None
            return fallback
        if raw or value is None:
            return value
        return self._interpolation.before_get(self, section, option, value, names)

    def _get_conv(self, section, option, conv, *, raw=False, vars=None, fallback=_UNSET):
        try:
            value = self.get(section, option, raw=raw, vars=vars)
        except (NoSectionError, NoOptionError):
            if fallback is _UNSET:
                raise
            return fallback
        return conv(value)

    def getint(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        return self._get_conv(section, option, int, raw=raw, vars=vars, fallback=fallback)

    def getfloat(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        return self._get_conv(section, option, float, raw=raw, vars=vars, fallback=fallback)

    def getboolean(self, section, option, *, raw=False, vars=None, fallback=_UNSET):
        return self._get_conv(section, option, self._convert_to_boolean, raw=raw, vars=vars, fallback=fallback)

    def _convert_to_boolean(self, value):
        if value.lower() not in self.BOOLEAN_STATES:
            raise ValueError('Not a boolean: %s' % value)
        return self.BOOLEAN_STATES[value.lower()]

    def items(self, section=_UNSET, raw=False, vars=None):
        if section is _UNSET:
            return [(name, self._proxies[name]) for name in self]
        names = dict(self._defaults)
        try:
            names.update(self._sections[section])
        except KeyError:
            if section != self.default_section:
                raise NoSectionError(section) from None
        keys = list(names.keys())
        if vars:
            for key, value in vars.items():
                names[self.optionxform(key)] = value
        if raw:
            return [(key, names[key]) for key in keys]
        return [(key, self._interpolation.before_get(self, section, key, names[key], names)) for key in keys]

    def popitem(self):
        for key in self.sections():
            value = self[key]
            del self[key]
            return key, value
        raise KeyError

    def optionxform(self, optionstr):
        return optionstr.lower()

    def has_option(self, section, option):
        if not section or section == self.default_section:
            return self.optionxform(option) in self._defaults
        if section not in self._sections:
            return False
        option = self.optionxform(option)
        return option in self._sections[section] or option in self._defaults

    def set(self, section, option, value=None):
        if value:
            value = self._interpolation.before_set(self, section, option, value)
        if not section or section == self.default_section:
            target = self._defaults
        else:
            try:
                target = self._sections[section]
            except KeyError:
                raise NoSectionError(section) from None
        target[self.optionxform(option)] = value

    def write(self, fp, space_around_delimiters=True):
        delimiter = self._delimiters[0]
        if space_around_delimiters:
            delimiter = " {} ".format(delimiter)
        if self._defaults:
            self._write_section(fp, self.default_section, self._defaults.items(), delimiter)
        for section in self._sections:
            self._write_section(fp, section, self._sections[section].items(), delimiter)

    def _write_section(self, fp, name, items, delimiter):
        fp.write("[{}]\n".format(name))
        for key, value in items:
            value = self._interpolation.before_write(self, name, key, value)
            if value is not None or not self._allow_no_value:
                text = delimiter + str(value).replace('\n', '\n\t')
            else:
                text = ""
            fp.write("{}{}\n".format(key, text))
        fp.write("\n")

    def remove_option(self, section, option):
        if not section or section == self.default_section:
            target = self._defaults
        else:
            try:
                target = self._sections[section]
            except KeyError:
                raise NoSectionError(section) from None
        option = self.optionxform(option)
        found = option in target
        if found:
            del target[option]
        return found

    def remove_section(self, section):
        found = section in self._sections
        if found:
            del self._sections[section]
            del self._proxies[section]
        return found

    def __getitem__(self, key):
        if key != self.default_section and not self.has_section(key):
            raise KeyError(key)
        return self._proxies[key]

    def __setitem__(self, key, value):
        if key in self and self[key] is value:
            return
        if key == self.default_section:
            self._defaults.clear()
        elif key in self._sections:
            self._sections[key].clear()
        self.read_dict({key: value})

    def __delitem__(self, key):
        if key == self.default_section:
            raise ValueError("Cannot remove the default section.")
        if not self.has_section(key):
            raise KeyError(key)
        self.remove_section(key)

    def __contains__(self, key):
        return key == self.default_section or self.has_section(key)

    def __len__(self):
        return len(self._sections) + 1

    def __iter__(self):
        yield self.default_section
        yield from list(self._sections.keys())

    def keys(self):
        return list(self)

    def values(self):
        return [self._proxies[name] for name in self]

    def _strip_comment(self, line):
        # a full-line comment is None; an inline comment starts at a prefix that follows whitespace
        stripped = line.strip()
        for prefix in self._comment_prefixes:
            if stripped.startswith(prefix):
                return None
        cut = len(line)
        for prefix in self._inline_comment_prefixes:
            at = line.find(prefix)
            while at != -1:
                if at == 0 or line[at - 1].isspace():
                    cut = min(cut, at)
                    break
                at = line.find(prefix, at + 1)
        return line[:cut].strip()

    def _read(self, fp, source):
        section = None
        section_name = None
        option = None
        indent = 0
        seen = set()
        error = None
        for lineno, line in enumerate(fp, start=1):
            value = self._strip_comment(line)
            if not value:
                if self._empty_lines_in_values:
                    if value is not None and section is not None and option and section[option] is not None:
                        section[option].append('')
                else:
                    indent = 1 << 62
                continue
            here = len(line) - len(line.lstrip())
            if section is not None and option and here > indent:
                section[option].append(value)
                continue
            indent = here
            header = self.SECTCRE.match(value)
            if header:
                section_name = header.group('header')
                if section_name in self._sections:
                    if self._strict and section_name in seen:
                        raise DuplicateSectionError(section_name, source, lineno)
                    section = self._sections[section_name]
                    seen.add(section_name)
                elif section_name == self.default_section:
                    section = self._defaults
                else:
                    section = self._dict()
                    self._sections[section_name] = section
                    self._proxies[section_name] = SectionProxy(self, section_name)
                    seen.add(section_name)
                option = None
            elif section is None:
                raise MissingSectionHeaderError(source, lineno, line)
            else:
                m = self._optcre.match(value)
                if m:
                    option, _, optval = m.group('option', 'vi', 'value')
                    if not option:
                        error = self._parse_error(error, source, lineno, line)
                    option = self.optionxform(option.rstrip())
                    if self._strict and (section_name, option) in seen:
                        raise DuplicateOptionError(section_name, option, source, lineno)
                    seen.add((section_name, option))
                    section[option] = [optval.strip()] if optval is not None else None
                else:
                    error = self._parse_error(error, source, lineno, line)
        self._join_values()
        if error:
            raise error

    def _parse_error(self, error, source, lineno, line):
        if not error:
            error = ParsingError(source)
        error.append(lineno, repr(line))
        return error

    def _join_values(self):
        everything = [(self.default_section, self._defaults)] + list(self._sections.items())
        for name, options in everything:
            for key, value in options.items():
                if isinstance(value, list):
                    value = '\n'.join(value).rstrip()
                options[key] = self._interpolation.before_read(self, name, key, value)


class ConfigParser(RawConfigParser):
    """A configuration whose values are read through BasicInterpolation and must be set as strings."""
    _DEFAULT_INTERPOLATION = BasicInterpolation()

    def set(self, section, option, value=None):
        self._check_types(option=option, value=value)
        super().set(section, option, value)

    def add_section(self, section):
        self._check_types(section=section)
        super().add_section(section)

    def _check_types(self, *, section="", option="", value=""):
        if not isinstance(section, str):
            raise TypeError("section names must be strings")
        if not isinstance(option, str):
            raise TypeError("option keys must be strings")
        if not self._allow_no_value or value:
            if not isinstance(value, str):
                raise TypeError("option values must be strings")


class SectionProxy:
    """One section of a parser seen as a mapping of its options (DEFAULT's included)."""

    def __init__(self, parser, name):
        self._parser = parser
        self._name = name

    def __repr__(self):
        return '<Section: {}>'.format(self._name)

    @property
    def parser(self):
        return self._parser

    @property
    def name(self):
        return self._name

    def __getitem__(self, key):
        if not self._parser.has_option(self._name, key):
            raise KeyError(key)
        return self._parser.get(self._name, key)

    def __setitem__(self, key, value):
        if isinstance(self._parser, ConfigParser):
            self._parser._check_types(option=key, value=value)
        return self._parser.set(self._name, key, value)

    def __delitem__(self, key):
        if not (self._parser.has_option(self._name, key) and self._parser.remove_option(self._name, key)):
            raise KeyError(key)

    def __contains__(self, key):
        return self._parser.has_option(self._name, key)

    def _options(self):
        if self._name != self._parser.default_section:
            return self._parser.options(self._name)
        return list(self._parser.defaults())

    def __len__(self):
        return len(self._options())

    def __iter__(self):
        return iter(self._options())

    def keys(self):
        return self._options()

    def values(self):
        return [self[key] for key in self._options()]

    def items(self):
        return [(key, self[key]) for key in self._options()]

    def get(self, option, fallback=None, *, raw=False, vars=None):
        return self._parser.get(self._name, option, raw=raw, vars=vars, fallback=fallback)

    def getint(self, option, fallback=None, *, raw=False, vars=None):
        return self._parser.getint(self._name, option, raw=raw, vars=vars, fallback=fallback)

    def getfloat(self, option, fallback=None, *, raw=False, vars=None):
        return self._parser.getfloat(self._name, option, raw=raw, vars=vars, fallback=fallback)

    def getboolean(self, option, fallback=None, *, raw=False, vars=None):
        return self._parser.getboolean(self._name, option, raw=raw, vars=vars, fallback=fallback)


SafeConfigParser = ConfigParser
