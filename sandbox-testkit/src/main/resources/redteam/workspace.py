# Attacks on the interpreter's virtual OS layer (os, os.path, pathlib, shutil, glob, tempfile, open): leaving the
# workspace by '..', absolute paths and link-like names, reading the host's files, descriptors and environment,
# and filling the workspace past its byte and file-count limits. Each program prints "blocked" when the sandbox held,
# or ESCAPED with what it reached. In a container CPython's real os is behind the container's own boundary
# (containers.py), so these are interpreter attacks.
# default docker: n/a CPython in a container has a real file system; the container is the boundary (containers.py)

### workspace-01 climbing out of the workspace with '..' through os.listdir
# strict: reject import-not-allowed
# standard: accept
# interpreter: prints blocked
import os
seen = set()
for up in ['..', '../..', '../../..', '/workspace/../..', 'a/../../../..']:
    try:
        seen.update(os.listdir(up))
    except OSError:
        pass
print('ESCAPED ' + str(sorted(seen)) if seen - {'workspace', 'tmp'} else 'blocked')

### workspace-02 reading a host file through a relative path with '..'
# strict: warn dangerous-builtin
# standard: accept
# interpreter: error PermissionError
print('ESCAPED', open('../../../../../etc/passwd').read()[:80])

### workspace-03 reading host files with pathlib, absolute and through /workspace/..
# strict: reject import-not-allowed
# standard: accept
# interpreter: prints blocked
from pathlib import Path
got = []
for p in ['/etc/passwd', '/workspace/../etc/hostname', '/proc/self/environ', '/tmp/../../etc/shadow', '//etc/hosts']:
    try:
        got.append((p, Path(p).read_bytes()[:40]))
    except (OSError, ValueError):
        pass
print('ESCAPED ' + str(got) if got else 'blocked')

### workspace-04 copying a host file into the workspace with shutil
# strict: reject import-not-allowed
# standard: accept
# interpreter: error PermissionError
import shutil
shutil.copy('/etc/passwd', 'stolen.txt')
print('ESCAPED', open('stolen.txt').read()[:80])

### workspace-05 walking the whole file system from /
# strict: reject import-not-allowed
# standard: accept
# interpreter: prints blocked
import os
found = [os.path.join(r, f) for r, ds, fs in os.walk('/') for f in fs]
found += [os.path.join(r, f) for r, ds, fs in os.walk('/proc') for f in fs]
print('ESCAPED ' + str(found[:5]) if any(not p.startswith(('/workspace/', '/tmp/')) for p in found) else 'blocked')

### workspace-06 a symbolic link or hard link to a host directory
# strict: reject import-not-allowed
# standard: warn dangerous-builtin
# interpreter: prints blocked
import os
made = []
for call in [lambda: os.symlink('/etc', 'etc_link'), lambda: os.link('/etc/passwd', 'pw'),
             lambda: os.symlink('../../..', 'up'), lambda: __import__('pathlib').Path('l').symlink_to('/')]:
    try:
        call()
        made.append('link')
    except OSError:
        pass
print('ESCAPED ' + str(made) + str(os.listdir('.')) if made or os.path.islink('etc_link') else 'blocked')

### workspace-07 link-like and escaping names: backslashes, NUL, control characters, '~'
# strict: reject import-not-allowed
# standard: accept
# interpreter: prints blocked
import os
escaped = []
for name in ['..\\..\\etc\\passwd', 'a\x00/../../etc/passwd', 'x\nname', '~/../../etc/passwd', '~root/.ssh/id_rsa',
             'C:\\Windows\\win.ini', '\\\\host\\share\\f', 'file:///etc/passwd']:
    try:
        escaped.append((name, open(name).read()[:40]))
    except (OSError, ValueError):
        pass
    try:
        with open(name, 'w') as f:
            f.write('x')
        if name.startswith(('..', '~', '/')) or '\\' in name or '\x00' in name or '\n' in name:
            escaped.append(('wrote', name))
    except (OSError, ValueError):
        pass
print('ESCAPED ' + str(escaped) if escaped else 'blocked')

### workspace-08 the process's own descriptors and /proc/self through os
# strict: reject import-not-allowed
# standard: accept
# interpreter: prints blocked
import os
got = []
for call in [lambda: os.read(0, 100), lambda: os.fdopen(1, 'w').write('x'), lambda: os.fstat(2),
             lambda: os.listdir('/proc/self/fd'), lambda: open('/proc/self/cmdline').read(), lambda: os.readlink('/proc/self/exe'),
             lambda: os.open('/etc/passwd', os.O_RDONLY)]:
    try:
        got.append(call())
    except (OSError, ValueError):
        pass
print('ESCAPED ' + str(got) if got else 'blocked')

### workspace-09 the host's environment variables through os.environ, getenv and expandvars
# strict: reject import-not-allowed
# standard: accept
# interpreter: prints blocked
import os
leaked = dict(os.environ)
for k in ['PATH', 'HOME', 'USER', 'JAVA_HOME', 'MAVEN_HOME', 'AWS_SECRET_ACCESS_KEY', 'DOCKER_HOST', 'PWD']:
    v = os.getenv(k)
    if v:
        leaked[k] = v
for expr in ['$PATH', '${HOME}', '$JAVA_HOME']:
    if os.path.expandvars(expr) != expr:
        leaked[expr] = os.path.expandvars(expr)
print('ESCAPED ' + str(leaked) if leaked else 'blocked')

### workspace-10 os.chdir('/') and relative paths from there
# strict: reject import-not-allowed
# standard: accept
# interpreter: error PermissionError
import os
os.chdir('/')
print('ESCAPED', open('etc/passwd').read()[:80])

### workspace-11 filling the workspace by doubling a file with shutil.copyfile
# strict: reject import-not-allowed
# standard: warn infinite-loop
# interpreter: limit FILES
import shutil
with open('f0', 'wb') as f:
    f.write(b'x' * (1 << 20))
i = 0
while True:
    shutil.copyfile('f%d' % i, 'f%d' % (i + 1))
    i += 1

### workspace-12 filling the workspace by copying a tree into itself over and over
# strict: reject import-not-allowed
# standard: warn infinite-loop
# interpreter: limit FILES
import os, shutil
os.makedirs('tree/a')
open('tree/a/data', 'wb').write(b'y' * (4 << 20))
n = 0
while True:
    shutil.copytree('tree', 'tree/copy%d' % n)
    n += 1

### workspace-13 a huge directory tree for os.walk (past the file-count limit)
# strict: reject import-not-allowed
# standard: warn infinite-loop
# interpreter: limit FILES
import os
i = 0
while True:
    if i % 100 == 0:
        os.mkdir('d%d' % (i // 100))
    os.mkdir('d%d/%d' % (i // 100, i))
    i += 1

### workspace-14 a directory chain deeper than any path may be
# strict: reject import-not-allowed
# standard: accept
# interpreter: error OSError
import os
os.makedirs('/'.join(['deep'] * 600))
print('ESCAPED')

### workspace-15 filling /tmp with tempfile
# strict: reject import-not-allowed
# standard: warn infinite-loop
# interpreter: limit FILES
import tempfile
chunk = b'z' * (4 << 20)
keep = []
while True:
    f = tempfile.NamedTemporaryFile(delete=False)
    f.write(chunk)
    keep.append(f)

### workspace-16 walking a huge tree over and over (the walk is charged, so the budget ends it)
# strict: reject import-not-allowed
# standard: warn infinite-loop
# interpreter: timeout | limit STEPS
import os
for i in range(1500):
    os.makedirs('w%d/%d' % (i // 50, i))
while True:
    for root, dirs, files in os.walk('.'):
        pass

### workspace-17 files of one session seen from another
# strict: reject import-not-allowed
# standard: accept
# interpreter: prints blocked
import os
open('secret.txt', 'w').write('session one')
os.makedirs('private/dir')
#---- next session
import os
print('ESCAPED ' + str(os.listdir('.')) if os.listdir('.') or os.path.exists('/tmp/secret.txt') else 'blocked')

### workspace-18 scratch files of one execution seen from the next one-shot execution
# strict: reject import-not-allowed
# standard: accept
# interpreter: prints blocked
import tempfile
open(tempfile.gettempdir() + '/left.txt', 'w').write('one-shot')
#---- next execution
import os
print('ESCAPED ' + str(os.listdir('/tmp')) if os.listdir('/tmp') else 'blocked')

### workspace-19 XML entity expansion (billion laughs) through xml.etree.ElementTree
# strict: accept
# standard: accept
# interpreter: prints blocked | limit MEMORY | limit STEPS
import xml.etree.ElementTree as ET
levels = ['<!ENTITY e0 "' + 'ha' * 50 + '">']
for i in range(1, 12):
    levels.append('<!ENTITY e%d "%s">' % (i, ('&e%d;' % (i - 1)) * 10))
doc = '<?xml version="1.0"?><!DOCTYPE r [' + ''.join(levels) + ']><r>&e11;</r>'
try:
    root = ET.fromstring(doc)
    print('ESCAPED expanded to', len(root.text))
except ET.ParseError as e:
    print('blocked')

### workspace-20 XML external entity reading a host file
# strict: accept
# standard: accept
# interpreter: prints blocked
import xml.etree.ElementTree as ET
doc = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>'
try:
    root = ET.fromstring(doc)
    print('ESCAPED ' + repr(root.text)[:80] if root.text else 'blocked')
except ET.ParseError:
    print('blocked')

### workspace-21 XML nested a million elements deep (the host's heap, not an escape: a limit or a clean error)
# strict: accept
# standard: accept
# interpreter: prints blocked | prints built | limit MEMORY | limit STEPS
import xml.etree.ElementTree as ET
n = 1_000_000
try:
    root = ET.fromstring('<a>' * n + '</a>' * n)
    d = 0
    while len(root):
        root = root[0]
        d += 1
    print('built' if d == n - 1 else 'ESCAPED wrong depth %d' % d)
except (ET.ParseError, RecursionError, MemoryError):
    print('blocked')
