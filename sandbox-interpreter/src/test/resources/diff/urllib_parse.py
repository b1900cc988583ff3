from urllib.parse import urlparse, urlsplit, urlunparse, urlunsplit
for u in ['http://user:pw@Example.COM:8080/a/b;p?q=1&r=2#frag', 'https://example.com', 'example.com/path', '//host/p',
          'mailto:someone@example.com', 'file:///etc/passwd', 'http://[::1]:80/x', '/relative/only?x', 'ftp://h/f;type=a',
          '  http://space.example/ ', 'HTTP://UPPER/Path', 'a:b', 'http://h/p?', 'http://h#', '', 'data:text/plain,hi']:
    p = urlparse(u)
    print(repr(u), p, p.hostname, p.port, p.username, p.password, p.geturl() == urlunparse(p))
print(urlsplit('http://h/p;x?q#f'), urlunsplit(('http', 'h', 'p', 'q', 'f')), urlunparse(('https', 'h', '/x', 'p', 'q', '')))
# ---
from urllib.parse import urljoin
base = 'http://a/b/c/d;p?q'
for rel in ['g:h', 'g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x', 'g;x', '', '.', './', '..', '../',
            '../g', '../..', '../../', '../../g', '../../../g', '/./g', '/../g', 'g.', '.g', 'g..', '..g', './../g', './g/.',
            'g/./h', 'g/../h', 'http:g', 'https://other/x']:
    print(repr(rel), urljoin(base, rel))
print(urljoin('http://example.com/dir/', 'page.html'), urljoin('http://example.com/dir', 'page.html'), urljoin('', 'x'), urljoin('http://h/', ''))
# ---
from urllib.parse import quote, quote_plus, unquote, unquote_plus, quote_from_bytes, unquote_to_bytes
for s in ['hello world', 'a/b c', 'ümlaut & €', '~user_name-1.2', '100%', 'a+b=c', '', "'quoted'"]:
    print(repr(s), quote(s), quote(s, safe=''), quote_plus(s), quote_plus(s, safe='/'))
for s in ['hello%20world', '%E2%82%AC', 'a+b', '%zz%2', '%', '%C3%28', 'plain', '%7e%7E']:
    print(repr(s), repr(unquote(s)), repr(unquote_plus(s)), unquote_to_bytes(s))
print(quote(b'\x00\xff/'), quote_from_bytes(b'a b'), unquote(b'%41'), quote('é', encoding='latin-1'))
try:
    quote(b'x', encoding='utf-8')
except TypeError as e:
    print(e)
# ---
from urllib.parse import urlencode, parse_qs, parse_qsl
print(urlencode({'a': 1, 'b': 'two words', 'c': 'ü&='}), urlencode([('k', 'v'), ('k', 'w')]), urlencode({'l': [1, 2]}), urlencode({'l': [1, 2]}, doseq=True))
print(urlencode({'x': b'raw bytes', 'y': None}), urlencode({'s': 'a/b'}, safe='/'), urlencode({}))
q = 'a=1&b=2&a=3&empty=&flag&plus=x+y&pct=%41%42'
print(parse_qs(q), parse_qs(q, keep_blank_values=True), parse_qsl(q), parse_qsl(q, keep_blank_values=True))
print(parse_qsl('a=1;b=2', separator=';'), parse_qs(''), parse_qsl('&&a=1&&'))
for call in [lambda: parse_qsl('a', strict_parsing=True), lambda: parse_qsl('a=1&b=2', max_num_fields=1), lambda: urlencode(['ab']), lambda: urlencode('abc')]:
    try:
        print(call())
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
# ---
from urllib.parse import urldefrag, urlparse
print(urldefrag('http://h/p?q#frag'), urldefrag('http://h/p'), urldefrag('http://h/p').url)
p = urlparse('https://h:99/x')._replace(netloc='other', path='/y')
print(p.geturl(), p, urlparse(b'http://h/p?q=1'))
for u in ['http://h:abc/', 'http://h:99999/', 'http://[::1/']:
    try:
        print(urlparse(u).port)
    except ValueError as e:
        print('ValueError', e)
