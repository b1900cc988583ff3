"""Warning control (warnings): warn(), the filters, catch_warnings and the stderr format, as CPython's module.

The warning's origin (file name, line, module) comes from the caller's frame at stacklevel; the program's file is
'<string>' unless the host names it (the CLI does): then the program's source line is shown under the message, as
CPython shows it for a script file; for '<string>', as for python -c, no line is shown.
"""

import sys

__all__ = ['warn', 'warn_explicit', 'showwarning', 'formatwarning', 'filterwarnings', 'simplefilter',
           'resetwarnings', 'catch_warnings']


def _default_filters():
    return [('default', None, DeprecationWarning, '__main__', 0),
            ('ignore', None, DeprecationWarning, None, 0),
            ('ignore', None, PendingDeprecationWarning, None, 0),
            ('ignore', None, ImportWarning, None, 0),
            ('ignore', None, ResourceWarning, None, 0)]


filters = _default_filters()
defaultaction = 'default'
onceregistry = {}
_filters_version = 1


def _filters_mutated():
    global _filters_version
    _filters_version += 1


def _getline(filename, lineno):
    # the program's own line when it runs as a named file (the CLI's), as CPython shows it for a script; none for
    # '<string>' (python -c shows none) nor for the standard modules' sources
    return _frames.source_line(filename, lineno)


def showwarning(message, category, filename, lineno, file=None, line=None):
    """Writes a warning to a file (sys.stderr by default)."""
    msg = WarningMessage(message, category, filename, lineno, file, line)
    _showwarnmsg_impl(msg)


def formatwarning(message, category, filename, lineno, line=None):
    """'file:line: Category: message' and the source line when there is one."""
    msg = WarningMessage(message, category, filename, lineno, None, line)
    return _formatwarnmsg_impl(msg)


def _showwarnmsg_impl(msg):
    file = msg.file
    if file is None:
        file = sys.stderr
        if file is None:
            return
    text = _formatwarnmsg(msg)
    try:
        file.write(text)
    except OSError:
        pass


def _formatwarnmsg_impl(msg):
    category = msg.category.__name__
    s = f'{msg.filename}:{msg.lineno}: {category}: {msg.message}\n'
    if msg.line is None:
        line = _getline(msg.filename, msg.lineno)
    else:
        line = msg.line
    if line:
        line = line.strip()
        s += '  %s\n' % line
    return s


_showwarning_orig = showwarning


def _showwarnmsg(msg):
    try:
        sw = showwarning
    except NameError:
        pass
    else:
        if sw is not _showwarning_orig:
            if not callable(sw):
                raise TypeError('warnings.showwarning() must be set to a function or method')
            sw(msg.message, msg.category, msg.filename, msg.lineno, msg.file, msg.line)
            return
    _showwarnmsg_impl(msg)


_formatwarning_orig = formatwarning


def _formatwarnmsg(msg):
    try:
        fw = formatwarning
    except NameError:
        pass
    else:
        if fw is not _formatwarning_orig:
            return fw(msg.message, msg.category, msg.filename, msg.lineno, msg.line)
    return _formatwarnmsg_impl(msg)


_ACTIONS = ('error', 'ignore', 'always', 'default', 'module', 'once')


def filterwarnings(action, message='', category=Warning, module='', lineno=0, append=False):
    """Adds a filter: what to do with warnings whose text, category, module and line match."""
    # CPython checks its arguments with assertions: the same AssertionErrors here
    if action not in _ACTIONS:
        raise AssertionError('invalid action: %r' % (action,))
    if not isinstance(message, str):
        raise AssertionError('message must be a string')
    if not isinstance(category, type):
        raise AssertionError('category must be a class')
    if not issubclass(category, Warning):
        raise AssertionError('category must be a Warning subclass')
    if not isinstance(module, str):
        raise AssertionError('module must be a string')
    if not isinstance(lineno, int) or lineno < 0:
        raise AssertionError('lineno must be an int >= 0')
    if message or module:
        import re
    message = re.compile(message, re.I) if message else None
    module = re.compile(module) if module else None
    _add_filter(action, message, category, module, lineno, append=append)


def simplefilter(action, category=Warning, lineno=0, append=False):
    """Adds a filter on category and line only."""
    if action not in _ACTIONS:
        raise AssertionError('invalid action: %r' % (action,))
    if not isinstance(lineno, int) or lineno < 0:
        raise AssertionError('lineno must be an int >= 0')
    _add_filter(action, None, category, None, lineno, append=append)


def _add_filter(*item, append):
    if not append:
        try:
            filters.remove(item)
        except ValueError:
            pass
        filters.insert(0, item)
    else:
        if item not in filters:
            filters.append(item)
    _filters_mutated()


def resetwarnings():
    """Clears every filter (the default action applies to everything)."""
    filters[:] = []
    _filters_mutated()


class _OptionError(Exception):
    pass


def warn(message, category=None, stacklevel=1, source=None):
    """Issues a warning: shown once per place by default, turned into an exception by the 'error' action."""
    if isinstance(message, Warning):
        category = message.__class__
    if category is None:
        category = UserWarning
    if not (isinstance(category, type) and issubclass(category, Warning)):
        raise TypeError("category must be a Warning subclass, not '{:s}'".format(type(category).__name__))
    found = _frames.at(stacklevel)
    if found is None:
        globals_ = {'__name__': 'sys'}
        filename = 'sys'
        lineno = 1
    else:
        filename, lineno, globals_ = found
    module = globals_['__name__'] if '__name__' in globals_ else '<string>'
    registry = globals_.setdefault('__warningregistry__', {})
    warn_explicit(message, category, filename, lineno, module, registry, globals_, source)


def warn_explicit(message, category, filename, lineno, module=None, registry=None, module_globals=None,
                  source=None):
    lineno = int(lineno)
    if module is None:
        module = filename or '<unknown>'
        if module[-3:].lower() == '.py':
            module = module[:-3]
    if registry is None:
        registry = {}
    if registry.get('version', 0) != _filters_version:
        registry.clear()
        registry['version'] = _filters_version
    if isinstance(message, Warning):
        text = str(message)
        category = message.__class__
    else:
        text = message
        message = category(message)
    key = (text, category, lineno)
    if registry.get(key):
        return
    for item in filters:
        action, msg, cat, mod, ln = item
        if ((msg is None or msg.match(text)) and issubclass(category, cat)
                and (mod is None or (mod == module if isinstance(mod, str) else mod.match(module)))
                and (ln == 0 or lineno == ln)):
            break
    else:
        action = defaultaction
    if action == 'ignore':
        return
    if action == 'error':
        raise message
    if action == 'once':
        registry[key] = 1
        oncekey = (text, category)
        if onceregistry.get(oncekey):
            return
        onceregistry[oncekey] = 1
    elif action == 'always':
        pass
    elif action == 'module':
        registry[key] = 1
        altkey = (text, category, 0)
        if registry.get(altkey):
            return
        registry[altkey] = 1
    elif action == 'default':
        registry[key] = 1
    else:
        raise RuntimeError('Unrecognized action (%r) in warnings.filters:\n %s' % (action, item))
    msg = WarningMessage(message, category, filename, lineno, source=source)
    _showwarnmsg(msg)


class WarningMessage:
    _WARNING_DETAILS = ('message', 'category', 'filename', 'lineno', 'file', 'line', 'source')

    def __init__(self, message, category, filename, lineno, file=None, line=None, source=None):
        self.message = message
        self.category = category
        self.filename = filename
        self.lineno = lineno
        self.file = file
        self.line = line
        self.source = source
        self._category_name = category.__name__ if category else None

    def __str__(self):
        return ('{message : %r, category : %r, filename : %r, lineno : %s, line : %r}'
                % (self.message, self._category_name, self.filename, self.lineno, self.line))


class catch_warnings:
    """Saves and restores the filters and showwarning(); record=True collects WarningMessages in a list."""

    def __init__(self, *, record=False, module=None, action=None, category=Warning, lineno=0, append=False):
        self._record = record
        self._module = module
        self._entered = False
        if action is None:
            self._filter = None
        else:
            self._filter = (action, category, lineno, append)

    def __repr__(self):
        args = []
        if self._record:
            args.append('record=True')
        name = type(self).__name__
        return '%s(%s)' % (name, ', '.join(args))

    def __enter__(self):
        if self._entered:
            raise RuntimeError('Cannot enter %r twice' % self)
        self._entered = True
        global filters, showwarning
        self._filters = filters
        filters = filters[:]
        _filters_mutated()
        self._showwarning = showwarning
        self._showwarnmsg = _showwarnmsg
        if self._filter is not None:
            simplefilter(*self._filter)
        if self._record:
            log = []
            showwarning = lambda *args, **kw: log.append(WarningMessage(*args, **kw))
            return log
        return None

    def __exit__(self, *exc_info):
        if not self._entered:
            raise RuntimeError('Cannot exit %r without entering first' % self)
        global filters, showwarning
        filters = self._filters
        _filters_mutated()
        showwarning = self._showwarning
