"""json.decoder: the decoder classes of json (JSONDecoder, JSONDecodeError)."""

from json import JSONDecoder, JSONDecodeError

__all__ = ['JSONDecoder', 'JSONDecodeError']
