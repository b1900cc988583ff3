"""Extract, format and print tracebacks and stacks, in CPython's format.

The formatting functions are native (_traceback); this module adds the summaries that agent code inspects:
FrameSummary, StackSummary, extract_tb, extract_stack, format_list, print_list and TracebackException.
The sandbox models no frame objects, so walk_tb, walk_stack and FrameSummary.locals of a live frame do not exist.
"""

__all__ = ['extract_stack', 'extract_tb', 'format_exception', 'format_exception_only', 'format_list',
           'format_stack', 'format_tb', 'print_exc', 'format_exc', 'print_exception', 'print_list', 'print_stack',
           'print_tb', 'clear_frames', 'FrameSummary', 'StackSummary', 'TracebackException']

format_exc = _traceback.format_exc
print_exc = _traceback.print_exc
format_exception = _traceback.format_exception
format_exception_only = _traceback.format_exception_only
print_exception = _traceback.print_exception
format_tb = _traceback.format_tb
print_tb = _traceback.print_tb
format_stack = _traceback.format_stack
print_stack = _traceback.print_stack

# as CPython: a frame repeated more often than this in a row is summarised in one line
_REPEAT_SHOWN = 3


class FrameSummary:
    """One frame of a traceback or stack: filename, lineno, name and the stripped source line.

    It compares equal to, indexes and unpacks like the tuple (filename, lineno, name, line).
    """

    __slots__ = ('filename', 'lineno', 'name', '_line', 'locals', 'end_lineno', 'colno', 'end_colno', '_text')

    def __init__(self, filename, lineno, name, *, lookup_line=True, locals=None, line=None,
                 end_lineno=None, colno=None, end_colno=None):
        self.filename = filename
        self.lineno = lineno
        self.name = name
        self._line = line
        self.locals = None if not locals else {k: repr(v) for k, v in locals.items()}
        self.end_lineno = end_lineno
        self.colno = colno
        self.end_colno = end_colno
        self._text = None

    @property
    def line(self):
        return '' if self._line is None else self._line.strip()

    def _as_tuple(self):
        return (self.filename, self.lineno, self.name, self.line)

    def __eq__(self, other):
        if isinstance(other, FrameSummary):
            return (self.filename == other.filename and self.lineno == other.lineno
                    and self.name == other.name and self.locals == other.locals)
        if isinstance(other, tuple):
            return self._as_tuple() == other
        return NotImplemented

    __hash__ = None

    def __getitem__(self, pos):
        return self._as_tuple()[pos]

    def __iter__(self):
        return iter(self._as_tuple())

    def __len__(self):
        return 4

    def __repr__(self):
        return '<FrameSummary file %s, line %s in %s>' % (self.filename, self.lineno, self.name)


def _summary(row):
    filename, lineno, name, line, text = row
    fs = FrameSummary(filename, lineno, name, line=line)
    fs._text = text
    return fs


class StackSummary(list):
    """A list of FrameSummary objects, outermost first, that formats itself as a traceback does."""

    @classmethod
    def from_list(klass, a_list):
        out = klass()
        for item in a_list:
            if isinstance(item, FrameSummary):
                out.append(item)
            else:
                filename, lineno, name, line = item
                out.append(FrameSummary(filename, lineno, name, line=line))
        return out

    @classmethod
    def extract(klass, frame_gen, *, limit=None, lookup_lines=True, capture_locals=False):
        raise NotImplementedError('StackSummary.extract needs frame objects, which the sandbox does not have;'
                                  ' use extract_tb or extract_stack')

    def format_frame_summary(self, frame_summary):
        if frame_summary._text is not None and frame_summary.locals is None:
            return frame_summary._text
        parts = ['  File "%s", line %s, in %s\n' % (frame_summary.filename, frame_summary.lineno,
                                                   frame_summary.name)]
        if frame_summary.line:
            parts.append('    %s\n' % frame_summary.line)
        if frame_summary.locals:
            for key in sorted(frame_summary.locals):
                parts.append('    %s = %s\n' % (key, frame_summary.locals[key]))
        return ''.join(parts)

    def format(self):
        out = []
        previous = None
        run = 0
        for fs in self:
            text = self.format_frame_summary(fs)
            if text is None:
                continue
            key = (fs.filename, fs.lineno, fs.name)
            if key != previous:
                _repeated(out, run)
                previous = key
                run = 0
            run += 1
            if run <= _REPEAT_SHOWN:
                out.append(text)
        _repeated(out, run)
        return out


def _repeated(out, run):
    extra = run - _REPEAT_SHOWN
    if extra > 0:
        out.append('  [Previous line repeated %d more time%s]\n' % (extra, 's' if extra > 1 else ''))


def extract_tb(tb, limit=None):
    """The frames of traceback tb, outermost first (a positive limit keeps the first ones, a negative the last)."""
    return StackSummary(_summary(row) for row in _traceback._tb_frames(tb, limit))


def extract_stack(f=None, limit=None):
    """The running code's frames, outermost first, ending with the caller's (a limit keeps the innermost ones)."""
    if f is not None:
        raise TypeError('extract_stack() of another frame is not supported: the sandbox has no frame objects')
    rows = _traceback._stack_frames(1)
    if limit is not None:
        limit = limit.__index__()
        rows = rows[len(rows) - limit:] if limit >= 0 else rows[:-limit]
        if limit == 0:
            rows = []
    return StackSummary(_summary(row) for row in rows)


def format_list(extracted_list):
    """The text of each frame of a list of FrameSummary objects or 4-tuples, as a traceback prints it."""
    return StackSummary.from_list(extracted_list).format()


def print_list(extracted_list, file=None):
    if file is None:
        import sys
        file = sys.stderr
    for item in format_list(extracted_list):
        print(item, file=file, end='')


def clear_frames(tb):
    """Nothing to clear: the sandbox's tracebacks hold no frames."""
    return None


class TracebackException:
    """An exception made ready for formatting: its type, summary stack, message, cause and context."""

    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None, lookup_lines=True,
                 capture_locals=False, compact=False, max_group_width=15, max_group_depth=10, _seen=None):
        if _seen is None:
            _seen = set()
        if exc_value is not None:
            _seen.add(id(exc_value))
        self.exc_type = exc_type
        self._exc = exc_value
        self.stack = extract_tb(exc_traceback, limit=limit)
        self._str = _message(exc_value)
        self.__notes__ = getattr(exc_value, '__notes__', None)
        self.__suppress_context__ = exc_value.__suppress_context__ if exc_value is not None else False
        self.__cause__ = _linked(exc_value, '__cause__', limit, _seen)
        self.__context__ = _linked(exc_value, '__context__', limit, _seen)
        if isinstance(exc_value, BaseExceptionGroup):
            self.exceptions = [TracebackException(type(e), e, e.__traceback__, limit=limit, _seen=_seen)
                               for e in exc_value.exceptions]
        else:
            self.exceptions = None
        if exc_type is not None and issubclass(exc_type, SyntaxError):
            self.filename = exc_value.filename
            lno = exc_value.lineno
            self.lineno = str(lno) if lno is not None else None
            self.text = exc_value.text
            self.offset = exc_value.offset
            self.msg = exc_value.msg

    @classmethod
    def from_exception(cls, exc, *args, **kwargs):
        return cls(type(exc), exc, exc.__traceback__, *args, **kwargs)

    def __eq__(self, other):
        if isinstance(other, TracebackException):
            return (self.exc_type is other.exc_type and self._str == other._str and self.stack == other.stack
                    and self.__cause__ == other.__cause__ and self.__context__ == other.__context__)
        return NotImplemented

    __hash__ = None

    def __str__(self):
        return self._str

    def format_exception_only(self):
        if self._exc is None:
            yield 'NoneType: None\n'
            return
        yield from format_exception_only(self._exc)

    def format(self, *, chain=True):
        if self._exc is None:
            yield 'NoneType: None\n'
            return
        yield from format_exception(self._exc, chain=chain)

    def print(self, *, file=None, chain=True):
        if file is None:
            import sys
            file = sys.stderr
        for line in self.format(chain=chain):
            print(line, file=file, end='')


def _message(exc):
    try:
        return str(exc)
    except Exception:
        return '<exception str() failed>'


def _linked(exc, attr, limit, seen):
    if exc is None:
        return None
    other = getattr(exc, attr)
    if other is None or id(other) in seen:
        return None
    return TracebackException(type(other), other, other.__traceback__, limit=limit, _seen=seen)
