"""json.encoder: the encoder class of json and its string quoting functions."""

from json import JSONEncoder, _json

__all__ = ['JSONEncoder']

encode_basestring = _json.encode_basestring
encode_basestring_ascii = _json.encode_basestring_ascii
