"""IANA time zones (zoneinfo): ZoneInfo tzinfo objects with CPython's keys, caching, names and PEP 495 semantics.

Offsets and transitions come from the JDK's time-zone rules, abbreviations and the set of keys from CPython's
tzdata (a table generated from it). There are no files: TZPATH is empty and from_file() is not available.
"""

from datetime import tzinfo, timedelta, datetime

__all__ = ['ZoneInfo', 'reset_tzpath', 'available_timezones', 'TZPATH', 'ZoneInfoNotFoundError',
           'InvalidTZPathWarning']

TZPATH = ()


class ZoneInfoNotFoundError(KeyError):
    """Exception raised when a ZoneInfo key is not found."""
    __module__ = 'zoneinfo._common'


class InvalidTZPathWarning(RuntimeWarning):
    """Warning raised if an invalid path is specified in PYTHONTZPATH."""
    __module__ = 'zoneinfo._tzpath'


def reset_tzpath(to=None):
    global TZPATH
    if to is not None:
        if isinstance(to, (str, bytes)):
            raise TypeError(f'tzpaths must be a list or tuple, not {type(to)}: {to!r}')
        if not all(isinstance(p, str) and p.startswith('/') for p in to):
            raise ValueError('tzpaths must be absolute paths')
    TZPATH = ()


def available_timezones():
    """The set of keys ZoneInfo accepts."""
    return set(_zoneinfo.keys())


def _validate_key(key):
    if not isinstance(key, str):
        raise TypeError('expected str, bytes or os.PathLike object, not ' + type(key).__name__)
    if key.startswith('/'):
        raise ValueError(f'ZoneInfo keys may not be absolute paths, got: {key}')
    parts = key.split('/')
    if not key or '' in parts or '.' in parts:
        raise ValueError(f'ZoneInfo keys must be normalized relative paths, got: {key}')
    if '..' in parts:
        raise ValueError(f'ZoneInfo keys must refer to subdirectories of TZPATH, got: {key}')


_ZERO = timedelta(0)


class ZoneInfo(tzinfo):
    """The time zone of an IANA key ('Europe/Paris'); ZoneInfo(key) is the same object for the same key."""
    __module__ = 'zoneinfo'
    _cache = {}

    def __new__(cls, key):
        instance = cls._cache.get(key)
        if instance is None:
            instance = cls.no_cache(key)
            cls._cache[key] = instance
        return instance

    @classmethod
    def no_cache(cls, key):
        _validate_key(key)
        if not _zoneinfo.exists(key):
            raise ZoneInfoNotFoundError(f'No time zone found with key {key}')
        obj = tzinfo.__new__(cls)
        obj._key = key
        return obj

    @classmethod
    def from_file(cls, fobj, key=None):
        raise NotImplementedError('ZoneInfo.from_file() is not available in the sandbox (no TZif files)')

    @classmethod
    def clear_cache(cls, *, only_keys=None):
        if only_keys is None:
            cls._cache.clear()
        else:
            for k in only_keys:
                cls._cache.pop(k, None)

    @property
    def key(self):
        return self._key

    def _local(self, dt):
        if dt is None:
            # only a zone that never changes its offset has one without a date, as in CPython
            return _zoneinfo.fixed(self._key)
        if not isinstance(dt, datetime):
            raise TypeError('utcoffset() argument must be a datetime instance or None, not '
                            + type(dt).__name__)
        return _zoneinfo.local(self._key, dt.year, dt.month, dt.day, dt.hour, dt.minute, dt.second, dt.fold)

    def utcoffset(self, dt):
        info = self._local(dt)
        return None if info is None else timedelta(seconds=info[0])

    def dst(self, dt):
        info = self._local(dt)
        return None if info is None else timedelta(seconds=info[1])

    def tzname(self, dt):
        info = self._local(dt)
        return None if info is None else info[2]

    def fromutc(self, dt):
        if not isinstance(dt, datetime):
            raise TypeError('fromutc() requires a datetime argument')
        if dt.tzinfo is not self:
            raise ValueError('dt.tzinfo is not self')
        off, _, _, fold = _zoneinfo.utc(self._key, dt.year, dt.month, dt.day, dt.hour, dt.minute, dt.second)
        return (dt + timedelta(seconds=off)).replace(fold=fold)

    def __str__(self):
        return self._key

    def __repr__(self):
        return f'{self.__class__.__module__}.{self.__class__.__qualname__}(key={self._key!r})'

    def __reduce__(self):
        return (self.__class__._unpickle, (self._key, True))

    @classmethod
    def _unpickle(cls, key, from_cache):
        return cls(key) if from_cache else cls.no_cache(key)
