"""Locale services (locale): the sandbox has the C locale only (numbers with '.', no grouping, no currency); setting
any other locale raises locale.Error as CPython does for a locale the system lacks."""

LC_CTYPE = 0
LC_NUMERIC = 1
LC_TIME = 2
LC_COLLATE = 3
LC_MONETARY = 4
LC_MESSAGES = 5
LC_ALL = 6
CHAR_MAX = 127

_CATEGORIES = (LC_CTYPE, LC_NUMERIC, LC_TIME, LC_COLLATE, LC_MONETARY, LC_MESSAGES, LC_ALL)


_builtin_str = str   # this module defines str() below, as CPython's does


class Error(Exception):
    pass


def setlocale(category, locale=None):
    if category not in _CATEGORIES:
        raise Error('unsupported locale setting')
    if locale is not None and not isinstance(locale, _builtin_str):
        locale = normalize(_build_localename(locale))
    if locale is None or locale in ('', 'C', 'POSIX'):
        return 'C'
    raise Error('unsupported locale setting')


def _build_localename(localetuple):
    try:
        language, encoding = localetuple
    except (TypeError, ValueError):
        raise TypeError('Locale must be None, a string, or an iterable of two strings -- language code, encoding.')
    if language is None:
        language = 'C'
    if encoding is None:
        return language
    return language + '.' + encoding


def normalize(localename):
    return localename


def getlocale(category=LC_CTYPE):
    if category == LC_ALL:
        raise TypeError('category LC_ALL is not supported')
    return (None, None)


def getpreferredencoding(do_setlocale=True):
    return 'UTF-8'


def getencoding():
    return 'UTF-8'


def localeconv():
    return {'int_curr_symbol': '', 'currency_symbol': '', 'mon_decimal_point': '', 'mon_thousands_sep': '',
            'mon_grouping': [], 'positive_sign': '', 'negative_sign': '', 'int_frac_digits': CHAR_MAX,
            'frac_digits': CHAR_MAX, 'p_cs_precedes': CHAR_MAX, 'p_sep_by_space': CHAR_MAX,
            'n_cs_precedes': CHAR_MAX, 'n_sep_by_space': CHAR_MAX, 'p_sign_posn': CHAR_MAX, 'n_sign_posn': CHAR_MAX,
            'decimal_point': '.', 'thousands_sep': '', 'grouping': []}


def strcoll(a, b):
    if not isinstance(a, _builtin_str) or not isinstance(b, _builtin_str):
        raise TypeError('strcoll() argument must be str, not ' + type(b if isinstance(a, _builtin_str) else a).__name__)
    return (a > b) - (a < b)


def strxfrm(string):
    if not isinstance(string, _builtin_str):
        raise TypeError('strxfrm() argument must be str, not ' + type(string).__name__)
    return string


def format_string(f, val, grouping=False, monetary=False):
    # the C locale has no grouping and '.' as its decimal point: plain % formatting
    return f % val


def currency(val, symbol=True, grouping=False, international=False):
    raise ValueError("Currency formatting is not possible using the 'C' locale.")


def str(val):
    return format_string('%.12g', val)


def delocalize(string):
    return string


def localize(string, grouping=False, monetary=False):
    return string


def atof(string, func=float):
    return func(delocalize(string))


def atoi(string):
    return int(delocalize(string))
