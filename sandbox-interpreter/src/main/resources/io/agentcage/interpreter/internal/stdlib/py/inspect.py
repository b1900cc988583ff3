"""Inspecting live objects (inspect): signature(), the is*() predicates, getdoc/cleandoc, getmembers, getsource of
the program's own functions, as CPython's module does.

The interpreter has no frames or code objects for guest code to hold: currentframe() returns None (as CPython
does where frames are unavailable), stack() and trace() return [], iscode() and isframe() are always False.
"""

import sys
import types
import functools
import enum
import collections.abc

__all__ = ['signature', 'Signature', 'Parameter', 'BoundArguments', 'isfunction', 'ismethod', 'isclass',
           'ismodule', 'isbuiltin', 'isroutine', 'isgenerator', 'isgeneratorfunction', 'iscoroutine',
           'iscoroutinefunction', 'isasyncgen', 'isasyncgenfunction', 'isawaitable', 'isabstract', 'getdoc',
           'cleandoc', 'getmembers', 'getmembers_static', 'getmodule', 'getsource', 'getsourcelines', 'getfile',
           'getsourcefile', 'getmodulename', 'getfullargspec', 'getcallargs', 'getattr_static', 'unwrap',
           'getmro', 'currentframe', 'stack', 'trace', 'formatannotation', 'get_annotations', 'ismethodwrapper',
           'isdatadescriptor', 'ismethoddescriptor', 'isgetsetdescriptor', 'ismemberdescriptor', 'iscode',
           'isframe', 'istraceback', 'FullArgSpec', 'ClosureVars', 'getouterframes', 'getinnerframes']

CO_OPTIMIZED = 1
CO_NEWLOCALS = 2
CO_VARARGS = 4
CO_VARKEYWORDS = 8
CO_NESTED = 16
CO_GENERATOR = 32
CO_NOFREE = 64
CO_COROUTINE = 128
CO_ITERABLE_COROUTINE = 256
CO_ASYNC_GENERATOR = 512

TPFLAGS_IS_ABSTRACT = 1 << 20


# ---- predicates

def ismodule(object):
    return isinstance(object, types.ModuleType)


def isclass(object):
    return isinstance(object, type)


def ismethod(object):
    return isinstance(object, types.MethodType)


def isfunction(object):
    return isinstance(object, types.FunctionType)


def isbuiltin(object):
    return isinstance(object, types.BuiltinFunctionType)


def ismethoddescriptor(object):
    if isclass(object) or ismethod(object) or isfunction(object):
        return False
    tp = type(object)
    return hasattr(tp, '__get__') and not hasattr(tp, '__set__')


def isdatadescriptor(object):
    if isclass(object) or ismethod(object) or isfunction(object):
        return False
    tp = type(object)
    return hasattr(tp, '__set__') or hasattr(tp, '__delete__')


def ismemberdescriptor(object):
    return False


def isgetsetdescriptor(object):
    return False


def ismethodwrapper(object):
    return False


def isroutine(object):
    return isbuiltin(object) or isfunction(object) or ismethod(object) or ismethoddescriptor(object)


def _unbound(f):
    f = functools._unwrap_partial(f) if hasattr(functools, '_unwrap_partial') else f
    while ismethod(f):
        f = f.__func__
    while isinstance(f, functools.partial):
        f = f.func
        while ismethod(f):
            f = f.__func__
    return f


def isgeneratorfunction(obj):
    return _inspect.is_generator(_unbound(obj)) and not getattr(_unbound(obj), '_is_coroutine_marker', False)


def iscoroutinefunction(obj):
    f = _unbound(obj)
    return bool(getattr(f, '_is_coroutine_marker', False)) or type(f).__name__ == 'coroutine_function'


def isasyncgenfunction(obj):
    return False


def isgenerator(object):
    return isinstance(object, types.GeneratorType)


def iscoroutine(object):
    return type(object).__name__ == 'coroutine'


def isasyncgen(object):
    return type(object).__name__ == 'async_generator'


def isawaitable(object):
    return iscoroutine(object) or hasattr(type(object), '__await__')


def istraceback(object):
    return isinstance(object, types.TracebackType)


def isframe(object):
    return False


def iscode(object):
    return False


def isabstract(object):
    if not isinstance(object, type):
        return False
    return bool(getattr(object, '__abstractmethods__', None))


# ---- frames (none reach guest code in the sandbox)

def currentframe():
    return None


def stack(context=1):
    return []


def trace(context=1):
    return []


def getouterframes(frame, context=1):
    return []


def getinnerframes(tb, context=1):
    return []


# ---- documentation and members

def cleandoc(doc):
    """A docstring with its indentation removed (as CPython's cleandoc)."""
    try:
        lines = doc.expandtabs().split('\n')
    except UnicodeError:
        return None
    margin = sys.maxsize
    for line in lines[1:]:
        content = len(line.lstrip())
        if content:
            indent = len(line) - content
            margin = min(margin, indent)
    if lines:
        lines[0] = lines[0].lstrip()
    if margin < sys.maxsize:
        for i in range(1, len(lines)):
            lines[i] = lines[i][margin:]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    return '\n'.join(lines)


def getdoc(object):
    """The cleaned docstring of an object, or of the class or method it inherits it from."""
    try:
        doc = object.__doc__
    except AttributeError:
        return None
    if doc is None:
        try:
            doc = _finddoc(object)
        except (AttributeError, TypeError):
            return None
    if not isinstance(doc, str):
        return None
    return cleandoc(doc)


def _finddoc(obj):
    if isclass(obj):
        for base in obj.__mro__:
            if base is not object:
                try:
                    doc = base.__doc__
                except AttributeError:
                    continue
                if doc is not None:
                    return doc
        return None
    if ismethod(obj):
        name = obj.__func__.__name__
        self = obj.__self__
        cls = self if isclass(self) else self.__class__
    elif isfunction(obj):
        name = obj.__name__
        cls = _findclass(obj)
        if cls is None or getattr(cls, name, None) is not obj:
            return None
    elif isinstance(obj, property):
        return None
    else:
        return None
    for base in cls.__mro__[1:]:
        try:
            doc = getattr(base, name).__doc__
        except AttributeError:
            continue
        if doc is not None:
            return doc
    return None


def _findclass(func):
    return _inspect.owner(func)


def getmembers(object, predicate=None):
    """(name, value) of every attribute dir() lists, sorted by name, where predicate(value) holds."""
    results = []
    processed = set()
    names = dir(object)
    if isclass(object):
        mro = (object,) + getmro(object)
    else:
        mro = ()
    for key in names:
        try:
            value = getattr(object, key)
            if key in processed:
                raise AttributeError
        except AttributeError:
            for base in mro:
                if key in base.__dict__:
                    value = base.__dict__[key]
                    break
            else:
                continue
        if not predicate or predicate(value):
            results.append((key, value))
        processed.add(key)
    results.sort(key=lambda pair: pair[0])
    return results


def getmembers_static(object, predicate=None):
    return getmembers(object, predicate)


def getmro(cls):
    return cls.__mro__


def getmodule(object, _filename=None):
    if ismodule(object):
        return object
    name = getattr(object, '__module__', None)
    if name is None:
        return None
    if name == '__main__':
        return None
    try:
        return __import__(name) if '.' not in name else None
    except ImportError:
        return None


def getattr_static(obj, attr, default=object()):
    """getattr() without running properties or __getattr__ (looks in the instance and class dicts)."""
    marker = getattr_static.__defaults__[0]
    try:
        d = object.__getattribute__(obj, '__dict__')
    except AttributeError:
        d = {}
    if not isclass(obj) and attr in d:
        return d[attr]
    klass = obj if isclass(obj) else type(obj)
    for entry in klass.__mro__:
        if attr in entry.__dict__:
            return entry.__dict__[attr]
    if default is not marker:
        return default
    raise AttributeError(attr)


def unwrap(func, *, stop=None):
    """The function at the end of a chain of __wrapped__ attributes (functools.wraps)."""
    f = func
    memo = {id(f): f}
    recursion_limit = sys.getrecursionlimit()
    while hasattr(f, '__wrapped__') and not (stop is not None and stop(f)):
        f = f.__wrapped__
        id_func = id(f)
        if (id_func in memo) or (len(memo) >= recursion_limit):
            raise ValueError('wrapper loop when unwrapping {!r}'.format(func))
        memo[id_func] = f
    return f


# ---- source

def getfile(object):
    if ismodule(object):
        raise TypeError('{!r} is a built-in module'.format(object))
    if isclass(object):
        if getattr(object, '__module__', None) == '__main__':
            return '<string>'
        raise TypeError('{!r} is a built-in class'.format(object))
    if ismethod(object):
        object = object.__func__
    if isfunction(object):
        return '<string>' if object.__module__ == '__main__' else '<%s>' % object.__module__
    raise TypeError('module, class, method, function, traceback, frame, or code object was expected, got {}'
                    .format(type(object).__name__))


def getsourcefile(object):
    return None


def getmodulename(path):
    import os
    fname = os.path.basename(path)
    for suffix in ('.py', '.pyc', '.pyw'):
        if fname.endswith(suffix):
            return fname[:-len(suffix)]
    return None


def _indent(line):
    return len(line) - len(line.lstrip())


def getsourcelines(object):
    """(lines, first line number) of a function, method or class the program defined."""
    object = unwrap(object)
    if ismethod(object):
        object = object.__func__
    if isclass(object):
        return _class_lines(object)
    found = _inspect.source(object) if isfunction(object) else None
    if found is None:
        raise OSError('could not get source code')
    lines, first = found
    start = first - 1
    name = object.__name__
    if name == '<lambda>':
        return [lines[start]], first
    while start > 0 and not lines[start].lstrip().startswith(('def ', 'async def ')):
        start -= 1
    while start > 0 and lines[start - 1].lstrip().startswith('@'):
        start -= 1
    return _block(lines, start)


def _block(lines, start):
    base = _indent(lines[start])
    i = start + 1
    while i < len(lines) and lines[i].lstrip().startswith('@'):
        i += 1
    i += 1
    end = i
    while i < len(lines):
        text = lines[i]
        if text.strip():
            if _indent(text) <= base:
                break
            end = i + 1
        i += 1
    end = max(end, start + 1)
    while end > start + 1 and not lines[end - 1].strip():
        end -= 1
    return lines[start:end], start + 1


def _class_lines(cls):
    if getattr(cls, '__module__', None) != '__main__':
        raise OSError('could not find class definition')
    for value in cls.__dict__.values():
        if isfunction(value):
            found = _inspect.source(value)
            if found is not None:
                lines = found[0]
                break
    else:
        raise OSError('could not find class definition')
    import re
    pat = re.compile(r'^(\s*)class\s*' + cls.__name__ + r'\b')
    for i, line in enumerate(lines):
        if pat.match(line):
            start = i
            while start > 0 and lines[start - 1].lstrip().startswith('@'):
                start -= 1
            return _block(lines, start)
    raise OSError('could not find class definition')


def getsource(object):
    lines, lnum = getsourcelines(object)
    return ''.join(lines)


def indentsize(line):
    expline = line.expandtabs()
    return len(expline) - len(expline.lstrip())


# ---- signatures

class _empty:
    """Marker object for Signature.empty and Parameter.empty."""


class _void:
    """A private marker - used in Parameter & Signature."""


class _ParameterKind(enum.IntEnum):
    POSITIONAL_ONLY = 0
    POSITIONAL_OR_KEYWORD = 1
    VAR_POSITIONAL = 2
    KEYWORD_ONLY = 3
    VAR_KEYWORD = 4

    def __str__(self):
        return self._name_

    @property
    def description(self):
        return _PARAM_NAME_MAPPING[self]


_POSITIONAL_ONLY = _ParameterKind.POSITIONAL_ONLY
_POSITIONAL_OR_KEYWORD = _ParameterKind.POSITIONAL_OR_KEYWORD
_VAR_POSITIONAL = _ParameterKind.VAR_POSITIONAL
_KEYWORD_ONLY = _ParameterKind.KEYWORD_ONLY
_VAR_KEYWORD = _ParameterKind.VAR_KEYWORD

_PARAM_NAME_MAPPING = {
    _POSITIONAL_ONLY: 'positional-only',
    _POSITIONAL_OR_KEYWORD: 'positional or keyword',
    _VAR_POSITIONAL: 'variadic positional',
    _KEYWORD_ONLY: 'keyword-only',
    _VAR_KEYWORD: 'variadic keyword'
}


def formatannotation(annotation, base_module=None):
    if getattr(annotation, '__module__', None) == 'typing':
        import re
        return re.sub(r'\b(typing\.)', '', repr(annotation))
    if isinstance(annotation, types.GenericAlias):
        return str(annotation)
    if isinstance(annotation, type):
        if annotation.__module__ in ('builtins', base_module):
            return annotation.__qualname__
        return annotation.__module__ + '.' + annotation.__qualname__
    return repr(annotation)


class Parameter:
    """One parameter of a Signature: name, kind, default and annotation (Parameter.empty when absent)."""
    __slots__ = ('_name', '_kind', '_default', '_annotation')

    POSITIONAL_ONLY = _POSITIONAL_ONLY
    POSITIONAL_OR_KEYWORD = _POSITIONAL_OR_KEYWORD
    VAR_POSITIONAL = _VAR_POSITIONAL
    KEYWORD_ONLY = _KEYWORD_ONLY
    VAR_KEYWORD = _VAR_KEYWORD

    empty = _empty

    def __init__(self, name, kind, *, default=_empty, annotation=_empty):
        try:
            self._kind = _ParameterKind(kind)
        except ValueError:
            raise ValueError(f'value {kind!r} is not a valid Parameter.kind')
        if default is not _empty:
            if self._kind in (_VAR_POSITIONAL, _VAR_KEYWORD):
                msg = '{} parameters cannot have default values'
                msg = msg.format(_PARAM_NAME_MAPPING[self._kind])
                raise ValueError(msg)
        self._default = default
        self._annotation = annotation
        if name is _empty:
            raise ValueError('name is a required attribute for Parameter')
        if not isinstance(name, str):
            msg = 'name must be a str, not a {}'.format(type(name).__name__)
            raise TypeError(msg)
        if name[0] == '.' and name[1:].isdigit():
            if self._kind != _POSITIONAL_OR_KEYWORD:
                msg = ('implicit arguments must be passed as positional or keyword arguments, not {}')
                msg = msg.format(_PARAM_NAME_MAPPING[self._kind])
                raise ValueError(msg)
            self._kind = _POSITIONAL_ONLY
            name = 'implicit{}'.format(name[1:])
        import keyword
        if not name.isidentifier() or keyword.iskeyword(name):
            raise ValueError('{!r} is not a valid parameter name'.format(name))
        self._name = name

    @property
    def name(self):
        return self._name

    @property
    def default(self):
        return self._default

    @property
    def annotation(self):
        return self._annotation

    @property
    def kind(self):
        return self._kind

    def replace(self, *, name=_void, kind=_void, annotation=_void, default=_void):
        if name is _void:
            name = self._name
        if kind is _void:
            kind = self._kind
        if annotation is _void:
            annotation = self._annotation
        if default is _void:
            default = self._default
        return type(self)(name, kind, default=default, annotation=annotation)

    def __str__(self):
        kind = self.kind
        formatted = self._name
        if self._annotation is not _empty:
            formatted = '{}: {}'.format(formatted, formatannotation(self._annotation))
        if self._default is not _empty:
            if self._annotation is not _empty:
                formatted = '{} = {}'.format(formatted, repr(self._default))
            else:
                formatted = '{}={}'.format(formatted, repr(self._default))
        if kind == _VAR_POSITIONAL:
            formatted = '*' + formatted
        elif kind == _VAR_KEYWORD:
            formatted = '**' + formatted
        return formatted

    def __repr__(self):
        return '<{} "{}">'.format(self.__class__.__name__, self)

    def __hash__(self):
        return hash((self.name, self.kind, self.annotation, self.default))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Parameter):
            return NotImplemented
        return (self._name == other._name and self._kind == other._kind and self._default == other._default
                and self._annotation == other._annotation)


class BoundArguments:
    """The arguments a call binds to a Signature's parameters (Signature.bind)."""
    __slots__ = ('arguments', '_signature', '__weakref__')

    def __init__(self, signature, arguments):
        self.arguments = arguments
        self._signature = signature

    @property
    def signature(self):
        return self._signature

    @property
    def args(self):
        args = []
        for param_name, param in self._signature.parameters.items():
            if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                break
            try:
                arg = self.arguments[param_name]
            except KeyError:
                break
            else:
                if param.kind == _VAR_POSITIONAL:
                    args.extend(arg)
                else:
                    args.append(arg)
        return tuple(args)

    @property
    def kwargs(self):
        kwargs = {}
        kwargs_started = False
        for param_name, param in self._signature.parameters.items():
            if not kwargs_started:
                if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                    kwargs_started = True
                else:
                    if param_name not in self.arguments:
                        kwargs_started = True
                        continue
            if not kwargs_started:
                continue
            try:
                arg = self.arguments[param_name]
            except KeyError:
                pass
            else:
                if param.kind == _VAR_KEYWORD:
                    kwargs.update(arg)
                else:
                    kwargs[param_name] = arg
        return kwargs

    def apply_defaults(self):
        arguments = self.arguments
        new_arguments = []
        for name, param in self._signature.parameters.items():
            try:
                new_arguments.append((name, arguments[name]))
            except KeyError:
                if param.default is not _empty:
                    val = param.default
                elif param.kind is _VAR_POSITIONAL:
                    val = ()
                elif param.kind is _VAR_KEYWORD:
                    val = {}
                else:
                    continue
                new_arguments.append((name, val))
        self.arguments = dict(new_arguments)

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, BoundArguments):
            return NotImplemented
        return self.signature == other.signature and self.arguments == other.arguments

    def __repr__(self):
        args = []
        for arg, value in self.arguments.items():
            args.append('{}={!r}'.format(arg, value))
        return '<{} ({})>'.format(self.__class__.__name__, ', '.join(args))


class Signature:
    """The parameters and return annotation of a callable (inspect.signature)."""
    __slots__ = ('_return_annotation', '_parameters')

    _parameter_cls = Parameter
    _bound_arguments_cls = BoundArguments

    empty = _empty

    def __init__(self, parameters=None, *, return_annotation=_empty, __validate_parameters__=True):
        if parameters is None:
            params = {}
        else:
            if __validate_parameters__:
                params = {}
                top_kind = _POSITIONAL_ONLY
                seen_default = False
                for param in parameters:
                    kind = param.kind
                    name = param.name
                    if kind < top_kind:
                        msg = ('wrong parameter order: {} parameter before {} parameter')
                        msg = msg.format(_PARAM_NAME_MAPPING[top_kind], _PARAM_NAME_MAPPING[kind])
                        raise ValueError(msg)
                    elif kind > top_kind:
                        top_kind = kind
                    if kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD):
                        if param.default is _empty:
                            if seen_default:
                                msg = 'non-default argument follows default argument'
                                raise ValueError(msg)
                        else:
                            seen_default = True
                    if name in params:
                        msg = 'duplicate parameter name: {!r}'.format(name)
                        raise ValueError(msg)
                    params[name] = param
            else:
                params = {param.name: param for param in parameters}
        self._parameters = types.MappingProxyType(params)
        self._return_annotation = return_annotation

    @classmethod
    def from_callable(cls, obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
        return _signature_from_callable(obj, follow_wrapped, cls)

    @property
    def parameters(self):
        return self._parameters

    @property
    def return_annotation(self):
        return self._return_annotation

    def replace(self, *, parameters=_void, return_annotation=_void):
        if parameters is _void:
            parameters = self.parameters.values()
        if return_annotation is _void:
            return_annotation = self._return_annotation
        return type(self)(parameters, return_annotation=return_annotation)

    def _hash_basis(self):
        params = tuple(param for param in self.parameters.values() if param.kind != _KEYWORD_ONLY)
        kwo_params = {param.name: param for param in self.parameters.values() if param.kind == _KEYWORD_ONLY}
        return params, kwo_params, self.return_annotation

    def __hash__(self):
        params, kwo_params, return_annotation = self._hash_basis()
        kwo_params = frozenset(kwo_params.values())
        return hash((params, kwo_params, return_annotation))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Signature):
            return NotImplemented
        return self._hash_basis() == other._hash_basis()

    def _bind(self, args, kwargs, *, partial=False):
        kwargs = dict(kwargs)
        pending = list(args)
        arguments = {}
        var_kw = None
        params = list(self.parameters.values())
        for p in params:
            kind = p.kind
            if kind == _VAR_POSITIONAL:
                if pending:
                    arguments[p.name] = tuple(pending)
                    pending = []
                continue
            if kind in (_KEYWORD_ONLY, _VAR_KEYWORD) and pending:
                raise TypeError('too many positional arguments') from None
            if kind == _VAR_KEYWORD:
                var_kw = p
                continue
            if kind != _KEYWORD_ONLY and pending:
                if kind == _POSITIONAL_OR_KEYWORD and p.name in kwargs:
                    raise TypeError('multiple values for argument {!r}'.format(p.name)) from None
                arguments[p.name] = pending.pop(0)
            elif kind != _POSITIONAL_ONLY and p.name in kwargs:
                arguments[p.name] = kwargs.pop(p.name)
            elif p.default is _empty and not partial:
                if kind == _POSITIONAL_ONLY and p.name in kwargs:
                    raise TypeError('{!r} parameter is positional only, but was passed as a keyword'
                                    .format(p.name)) from None
                raise TypeError('missing a required argument: {!r}'.format(p.name)) from None
        if pending:
            raise TypeError('too many positional arguments') from None
        if kwargs:
            if var_kw is not None:
                arguments[var_kw.name] = kwargs
            else:
                for p in params:
                    if p.kind == _POSITIONAL_ONLY and p.name in kwargs:
                        raise TypeError('{!r} parameter is positional only, but was passed as a keyword'
                                        .format(p.name))
                raise TypeError('got an unexpected keyword argument {!r}'.format(next(iter(kwargs))))
        return self._bound_arguments_cls(self, arguments)

    def bind(self, /, *args, **kwargs):
        return self._bind(args, kwargs)

    def bind_partial(self, /, *args, **kwargs):
        return self._bind(args, kwargs, partial=True)

    def __repr__(self):
        return '<{} {}>'.format(self.__class__.__name__, self)

    def __str__(self):
        result = []
        render_pos_only_separator = False
        render_kw_only_separator = True
        for param in self.parameters.values():
            formatted = str(param)
            kind = param.kind
            if kind == _POSITIONAL_ONLY:
                render_pos_only_separator = True
            elif render_pos_only_separator:
                result.append('/')
                render_pos_only_separator = False
            if kind == _VAR_POSITIONAL:
                render_kw_only_separator = False
            elif kind == _KEYWORD_ONLY and render_kw_only_separator:
                result.append('*')
                render_kw_only_separator = False
            result.append(formatted)
        if render_pos_only_separator:
            result.append('/')
        rendered = '({})'.format(', '.join(result))
        if self.return_annotation is not _empty:
            anno = formatannotation(self.return_annotation)
            rendered += ' -> {}'.format(anno)
        return rendered


def _signature_from_function(cls, func):
    info = _inspect.params(func)
    names, posonly, argcount, kwonly, has_varargs, has_varkw, defaults, kwdefaults = info
    annotations = _inspect.annotations(func) or {}
    parameters = []
    non_default_count = argcount - (len(defaults) if defaults else 0)
    for i in range(argcount):
        name = names[i]
        kind = _POSITIONAL_ONLY if i < posonly else _POSITIONAL_OR_KEYWORD
        default = defaults[i - non_default_count] if i >= non_default_count else _empty
        parameters.append(Parameter(name, kind, default=default, annotation=annotations.get(name, _empty)))
    k = argcount
    kwonly_names = names[k:k + kwonly]
    k += kwonly
    if has_varargs:
        name = names[k]
        parameters.append(Parameter(name, _VAR_POSITIONAL, annotation=annotations.get(name, _empty)))
        k += 1
    for name in kwonly_names:
        default = kwdefaults.get(name, _empty) if kwdefaults else _empty
        parameters.append(Parameter(name, _KEYWORD_ONLY, default=default, annotation=annotations.get(name, _empty)))
    if has_varkw:
        name = names[k]
        parameters.append(Parameter(name, _VAR_KEYWORD, annotation=annotations.get(name, _empty)))
    return cls(parameters, return_annotation=annotations.get('return', _empty), __validate_parameters__=False)


def _drop_first(sig):
    params = tuple(sig.parameters.values())
    if not params or params[0].kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
        raise ValueError('invalid method signature')
    if params[0].kind == _VAR_POSITIONAL:
        return sig
    return sig.replace(parameters=params[1:])


def _signature_from_callable(obj, follow_wrapped=True, sigcls=Signature, skip_bound_arg=True):
    if not callable(obj):
        raise TypeError('{!r} is not a callable object'.format(obj))
    if isinstance(obj, types.MethodType):
        sig = _signature_from_callable(obj.__func__, follow_wrapped, sigcls)
        return _drop_first(sig) if skip_bound_arg else sig
    if follow_wrapped:
        obj = unwrap(obj, stop=(lambda f: hasattr(f, '__signature__')))
        if isinstance(obj, types.MethodType):
            return _signature_from_callable(obj, follow_wrapped, sigcls)
    sig = getattr(obj, '__signature__', None)
    if sig is not None and not isinstance(obj, type):
        if not isinstance(sig, Signature):
            raise TypeError('unexpected object {!r} in __signature__ attribute'.format(sig))
        return sig
    if isfunction(obj):
        return _signature_from_function(sigcls, obj)
    if isinstance(obj, functools.partial):
        wrapped_sig = _signature_from_callable(obj.func, follow_wrapped, sigcls)
        return _partial_signature(wrapped_sig, obj)
    if isinstance(obj, type):
        if sig is not None:
            return sig
        for base in obj.__mro__:
            if base is object:
                break
            d = base.__dict__
            if '__new__' in d and not isinstance(d['__new__'], type(len)) and base.__module__ != 'builtins':
                new = d['__new__']
                new = new.__func__ if isinstance(new, staticmethod) else new
                if isfunction(new):
                    return _drop_first(_signature_from_function(sigcls, new))
            if '__init__' in d:
                init = d['__init__']
                if isfunction(init):
                    return _drop_first(_signature_from_function(sigcls, init))
                break
        if obj.__module__ == 'builtins' or obj in (object, type):
            raise ValueError('no signature found for builtin type {!r}'.format(obj))
        return sigcls([])
    if isbuiltin(obj):
        raise ValueError('no signature found for builtin {!r}'.format(obj))
    call = getattr(type(obj), '__call__', None)
    if call is not None and isfunction(call):
        return _drop_first(_signature_from_function(sigcls, call))
    raise ValueError('callable {!r} is not supported by signature'.format(obj))


def _partial_signature(wrapped_sig, partial):
    old_params = wrapped_sig.parameters
    new_params = dict(old_params)
    ba = wrapped_sig.bind_partial(*partial.args, **partial.keywords)
    transform_to_kwonly = False
    for param_name, param in old_params.items():
        try:
            arg_value = ba.arguments[param_name]
        except KeyError:
            pass
        else:
            if param.kind is _POSITIONAL_ONLY:
                new_params.pop(param_name)
                continue
            if param.kind is _POSITIONAL_OR_KEYWORD:
                if param_name in partial.keywords:
                    transform_to_kwonly = True
                    new_params[param_name] = param.replace(default=arg_value)
                else:
                    new_params.pop(param.name)
                    continue
            if param.kind is _KEYWORD_ONLY:
                new_params[param_name] = param.replace(default=arg_value)
        if transform_to_kwonly:
            assert param.kind is not _POSITIONAL_ONLY
            if param.kind is _POSITIONAL_OR_KEYWORD:
                new_param = new_params[param_name].replace(kind=_KEYWORD_ONLY)
                new_params[param_name] = new_param
                new_params.pop(param_name)
                new_params[param_name] = new_param
            elif param.kind in (_KEYWORD_ONLY, _VAR_KEYWORD):
                new_params.pop(param_name)
                new_params[param_name] = param
            else:
                new_params.pop(param.name)
    return wrapped_sig.replace(parameters=new_params.values())


def signature(obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
    """The Signature of a callable: its parameters (kind, default, annotation) and return annotation."""
    return Signature.from_callable(obj, follow_wrapped=follow_wrapped, globals=globals, locals=locals,
                                   eval_str=eval_str)


FullArgSpec = collections.namedtuple('FullArgSpec', 'args, varargs, varkw, defaults, kwonlyargs, kwonlydefaults, '
                                                    'annotations')
ClosureVars = collections.namedtuple('ClosureVars', 'nonlocals globals builtins unbound')


def getfullargspec(func):
    try:
        sig = _signature_from_callable(func, follow_wrapped=False, skip_bound_arg=False)
    except Exception as ex:
        raise TypeError('unsupported callable') from ex
    args = []
    varargs = None
    varkw = None
    posonlyargs = []
    kwonlyargs = []
    annotations = {}
    defaults = ()
    kwdefaults = {}
    if sig.return_annotation is not sig.empty:
        annotations['return'] = sig.return_annotation
    for param in sig.parameters.values():
        kind = param.kind
        name = param.name
        if kind is _POSITIONAL_ONLY:
            posonlyargs.append(name)
            if param.default is not param.empty:
                defaults += (param.default,)
        elif kind is _POSITIONAL_OR_KEYWORD:
            args.append(name)
            if param.default is not param.empty:
                defaults += (param.default,)
        elif kind is _VAR_POSITIONAL:
            varargs = name
        elif kind is _KEYWORD_ONLY:
            kwonlyargs.append(name)
            if param.default is not param.empty:
                kwdefaults[name] = param.default
        elif kind is _VAR_KEYWORD:
            varkw = name
        if param.annotation is not param.empty:
            annotations[name] = param.annotation
    if not kwdefaults:
        kwdefaults = None
    if not defaults:
        defaults = None
    return FullArgSpec(posonlyargs + args, varargs, varkw, defaults, kwonlyargs, kwdefaults, annotations)


def getcallargs(func, /, *positional, **named):
    """The arguments a call would bind, by parameter name (defaults applied)."""
    sig = signature(func)
    sig.bind(*positional, **named)   # CPython's TypeErrors for a call that cannot bind
    params = list(sig.parameters.values())
    if ismethod(func):
        positional = (func.__self__,) + positional
        params = list(signature(func.__func__).parameters.values())
    # CPython's order: positional values, *args, **kwargs, keywords, then the defaults
    result = {}
    posnames = [p.name for p in params if p.kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD)]
    n = min(len(positional), len(posnames))
    for i in range(n):
        result[posnames[i]] = positional[i]
    varargs = [p.name for p in params if p.kind is _VAR_POSITIONAL]
    varkw = [p.name for p in params if p.kind is _VAR_KEYWORD]
    if varargs:
        result[varargs[0]] = tuple(positional[n:])
    if varkw:
        result[varkw[0]] = {}
    named_ok = {p.name for p in params if p.kind in (_POSITIONAL_OR_KEYWORD, _KEYWORD_ONLY)}
    for k, v in named.items():
        if k in named_ok:
            result[k] = v
        else:
            result[varkw[0]][k] = v
    for p in params:
        if p.name not in result and p.default is not _empty:
            result[p.name] = p.default
    return result


def get_annotations(obj, *, globals=None, locals=None, eval_str=False):
    if isinstance(obj, type):
        ann = obj.__dict__.get('__annotations__', None)
    elif isinstance(obj, types.ModuleType):
        ann = getattr(obj, '__annotations__', None)
    elif callable(obj):
        ann = getattr(obj, '__annotations__', None)
    else:
        raise TypeError(f'{obj!r} is not a module, class, or callable.')
    if ann is None:
        return {}
    if not isinstance(ann, dict):
        raise ValueError(f'{obj!r}.__annotations__ is neither a dict nor None')
    if not eval_str:
        return dict(ann)
    g = globals if globals is not None else getattr(obj, '__globals__', {})
    return {k: eval(v, g, locals) if isinstance(v, str) else v for k, v in ann.items()}
