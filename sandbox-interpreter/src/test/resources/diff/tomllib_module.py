import tomllib
doc = '''
# configuration
title = "TOML example"
[owner]
name = "Tom Preston-Werner"
dob = 1979-05-27T07:32:00-08:00
[database]
enabled = true
ports = [ 8000, 8001, 8002 ]
data = [ ["delta", "phi"], [3.14] ]
temp_targets = { cpu = 79.5, case = 72.0 }
[servers]
[servers.alpha]
ip = "10.0.0.1"
role = "frontend"
[servers.beta]
ip = "10.0.0.2"
"quoted key" = 'literal \\d+'
[[products]]
name = "Hammer"
sku = 738594937
[[products]]
[[products]]
name = "Nail"
color = "gray"
'''
data = tomllib.loads(doc)
for k, v in data.items():
    print(k, v)
print(tomllib.loads('a = 0xDEAD_BEEF\nb = 0o755\nc = 0b1101\nd = -17\ne = 1_000\nf = 6.626e-34\ng = -inf\nh = +1.5\ni = 5e+22\nj = 224_617.445_991'))
print(tomllib.loads('s1 = "tab\\there \\u00e9 \\U0001F600"\ns2 = """\nmulti\nline"""\ns3 = \'\'\'\nraw \\n text\'\'\'\ns4 = """a \\\n   b"""'))
print(tomllib.loads('d = 1979-05-27\nt = 07:32:00.999\nl = 1979-05-27T07:32:00\nz = 1979-05-27T07:32:00Z\no = 1979-05-27T00:32:00.5+09:30'))
print(tomllib.loads('a.b.c = 1\na.d = 2\n[x.y]\nz = 3\n[x]\nw = 4'), tomllib.loads('x = 1.5', parse_float=str), tomllib.loads(''))
# ---
import tomllib
bad = ['a = ', 'a = 1\na = 2', 'a', '= 1', 'a = "unterminated', 'a = [1, 2', 'a = {b = 1', '[t]\n[t]', 'a = 1 b = 2', 'a = 01',
       'a = tru', '[a\nb=1', 'a = "\\q"', 'a = [1,,2]', 'x = """a', 'a = {b=1,}', '[[a]]\n[a]', 'k = "\x01"', 'a = 1\n[a]',
       'a.b = 1\n[a]', 'a = {b = 1}\na.c = 2', 'a = [1]\n[[a]]', '[a]\n[[a]]', 'a = {x = 1, x = 2}', 'a = 2023-02-30',
       'a = "\\uD800"', '[a.b]\nx=1\n[a]\nb.y=2', 'a = [1 2]', 'é = 1', 'a = 1\r2']
for b in bad:
    try:
        tomllib.loads(b)
    except tomllib.TOMLDecodeError as e:
        print(repr(b), '->', e)
print(issubclass(tomllib.TOMLDecodeError, ValueError))
# ---
import tomllib
with open('cfg.toml', 'wb') as f:
    f.write('name = "café"\n[limits]\nmax = 10\n'.encode())
with open('cfg.toml', 'rb') as f:
    print(tomllib.load(f))
try:
    with open('cfg.toml') as f:
        tomllib.load(f)
except TypeError as e:
    print(e)
try:
    tomllib.loads(b'a = 1')
except TypeError as e:
    print(e)
# ---
import tomllib
tomllib.loads('[server]\nport = 80\nport = 81')
