# Container attacks: fork and memory bombs, disk fill, network and DNS, host files, privilege escalation, /proc and
# /sys, children that outlive an execution, state leaking across executions and sessions. Each program prints
# "blocked" when the sandbox held, or ESCAPED with what it reached. The interpreter has none of these modules.
# No probe sends a packet: network reachability is tested with UDP connect(), which only looks up a route.
# A line "#---- next execution", "#---- same session" or "#---- next session" splits an attack into programs run
# one after the other: as separate one-shot executions, in one session, or each in a new session; the expectation
# is for the last program.

### containers-01 fork bomb
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error PermissionError
# runc: error BlockingIOError | timeout
# runsc: limit MEMORY | timeout | error BlockingIOError
import os
while True:
    os.fork()

### containers-02 shell fork bomb in a subprocess
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error ModuleNotFoundError
# runc: prints blocked | timeout
# runsc: prints blocked | timeout | limit MEMORY
import subprocess, time
subprocess.Popen(['sh', '-c', 'b() { b | b & }; b'])
time.sleep(1.5)
print('blocked')

### containers-03 memory bomb in steps of 16 MiB
# strict: warn infinite-loop
# standard: warn infinite-loop
# interpreter: limit MEMORY | timeout
# docker: error MemoryError | limit MEMORY | timeout
chunks = []
while True:
    chunks.append(bytearray(16 << 20))

### containers-04 memory bomb in a forked child
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error PermissionError
# docker: prints blocked | limit MEMORY | timeout
import os
pid = os.fork()
if pid == 0:
    try:
        b = [bytearray(16 << 20) for _ in range(64)]
        os._exit(0)
    except MemoryError:
        os._exit(3)
_, status = os.waitpid(pid, 0)
print('ESCAPED child got 1 GiB' if os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0 else 'blocked')

### containers-05 anonymous mmap touched page by page
# strict: reject import-not-allowed
# standard: accept
# interpreter: error ModuleNotFoundError
# docker: error MemoryError | limit MEMORY | timeout
import mmap
m = mmap.mmap(-1, 1 << 30)
for i in range(0, 1 << 30, 4096):
    m[i] = 1
print('ESCAPED touched 1 GiB')

### containers-06 disk fill of the workspace
# strict: warn dangerous-builtin
# standard: accept
# interpreter: limit FILES | timeout
# docker: prints blocked
# runsc: prints blocked | timeout
block = b'x' * (1 << 20)
try:
    with open('fill.bin', 'wb') as f:
        for _ in range(200):
            f.write(block)
            f.flush()
    print('ESCAPED wrote 200 MiB')
except OSError as e:
    print('blocked')

### containers-07 disk fill of /tmp
# strict: warn dangerous-builtin
# standard: accept
# interpreter: limit FILES
# docker: prints blocked
block = b'x' * (1 << 20)
try:
    with open('/tmp/fill.bin', 'wb') as f:
        for _ in range(200):
            f.write(block)
            f.flush()
    print('ESCAPED wrote 200 MiB')
except OSError as e:
    print('blocked')

### containers-08 inode exhaustion with many empty files
# strict: reject import-not-allowed
# standard: accept
# interpreter: limit FILES
# docker: prints blocked | timeout | limit MEMORY
import os
n = 0
try:
    while n < 2_000_000:
        open('/tmp/f%d' % n, 'w').close()
        n += 1
    print('ESCAPED created', n)
except OSError:
    print('blocked')

### containers-09 writing to the read-only root file system
# strict: warn dangerous-builtin
# standard: accept
# interpreter: prints blocked
# docker: prints blocked
wrote = []
for path in ['/usr/lib/evil', '/etc/evil', '/bin/evil', '/opt/agentcage/evil', '/evil']:
    try:
        open(path, 'w').write('x')
        wrote.append(path)
    except OSError:
        pass
print('ESCAPED ' + str(wrote) if wrote else 'blocked')

### containers-10 network: any route out (UDP connect sends nothing)
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error ModuleNotFoundError
# docker: prints blocked
import socket
reached = []
for addr in [('192.0.2.1', 9), ('198.51.100.7', 53)]:
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    try:
        s.connect(addr)
        reached.append(addr[0])
    except OSError:
        pass
    finally:
        s.close()
print('ESCAPED route to ' + str(reached) if reached else 'blocked')

### containers-11 network: only the loopback interface exists
# strict: reject import-not-allowed
# standard: accept
# interpreter: prints blocked
# docker: prints blocked
import os
nics = sorted(os.listdir('/sys/class/net')) if os.path.isdir('/sys/class/net') else ['lo']
routes = [l for l in open('/proc/net/route').read().splitlines()[1:] if l.strip()] if os.path.exists('/proc/net/route') else []
print('ESCAPED ' + str(nics) + str(routes) if nics != ['lo'] or routes else 'blocked')

### containers-12 DNS: the configured resolvers are unreachable (UDP connect sends nothing)
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error ModuleNotFoundError
# docker: prints blocked
import socket
servers = []
try:
    servers = [l.split()[1] for l in open('/etc/resolv.conf') if l.startswith('nameserver')]
except OSError:
    pass
reached = []
for ip in servers:
    family = socket.AF_INET6 if ':' in ip else socket.AF_INET
    s = socket.socket(family, socket.SOCK_DGRAM)
    try:
        s.connect((ip, 53))
        reached.append(ip)
    except OSError:
        pass
    finally:
        s.close()
print('ESCAPED resolver reachable ' + str(reached) if reached else 'blocked')

### containers-13 raw packet socket (needs CAP_NET_RAW)
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error ModuleNotFoundError
# docker: prints blocked
import socket
try:
    socket.socket(socket.AF_PACKET, socket.SOCK_RAW)
    print('ESCAPED raw socket')
except (OSError, AttributeError):
    print('blocked')

### containers-14 the Docker socket and host directories
# strict: reject import-not-allowed
# standard: accept
# interpreter: prints blocked
# docker: prints blocked
import os
found = [p for p in ['/var/run/docker.sock', '/run/docker.sock', '/run/containerd/containerd.sock', '/root/.ssh',
                     '/host', '/etc/docker', '/var/lib/docker', '/home'] if os.path.exists(p) and
         (not os.path.isdir(p) or os.listdir(p))]
print('ESCAPED ' + str(found) if found else 'blocked')

### containers-15 /etc/shadow and writing /etc/passwd
# strict: warn dangerous-builtin
# standard: accept
# interpreter: prints blocked
# docker: prints blocked
got = []
try:
    open('/etc/shadow').read()
    got.append('shadow readable')
except OSError:
    pass
try:
    open('/etc/passwd', 'a').write('evil::0:0::/:/bin/sh\n')
    got.append('passwd writable')
except OSError:
    pass
print('ESCAPED ' + str(got) if got else 'blocked')

### containers-16 host bind mounts in mountinfo
# strict: warn dangerous-builtin
# standard: accept
# interpreter: error PermissionError
# docker: prints blocked
mounts = [l.split()[4] for l in open('/proc/self/mountinfo')]
odd = sorted(m for m in mounts if m not in ('/', '/tmp', '/workspace') and not m.startswith(
    ('/proc', '/sys', '/dev', '/etc/host', '/etc/resolv.conf', '/sbin/docker-init', '/usr/sbin/docker-init')))
print('ESCAPED ' + str(odd) if odd else 'blocked')

### containers-17 host secrets in the environment
# strict: reject import-not-allowed
# standard: accept
# interpreter: prints blocked
# docker: prints blocked
import os
bad = [k for k in os.environ if any(w in k.upper() for w in
       ('TOKEN', 'SECRET', 'PASSWORD', 'KEY', 'AWS', 'JAVA', 'MAVEN', 'DOCKER', 'CI', 'SSH'))]
print('ESCAPED ' + str(bad) if bad else 'blocked')

### containers-18 setuid(0) and setgid(0)
# strict: reject import-not-allowed
# standard: accept
# interpreter: prints blocked
# docker: prints blocked
import os
got = []
for call in (lambda: os.setuid(0), lambda: os.setgid(0), lambda: os.setgroups([0]), lambda: os.seteuid(0)):
    try:
        call()
        got.append('ok')
    except (PermissionError, OSError):
        pass
print('ESCAPED ' + str(got) if got or os.geteuid() == 0 else 'blocked')

### containers-19 capabilities and no_new_privs of the guest process
# strict: warn dangerous-builtin
# standard: accept
# interpreter: error PermissionError
# docker: prints blocked
status = dict(l.split(':', 1) for l in open('/proc/self/status'))
caps = [k for k in ('CapEff', 'CapPrm', 'CapAmb') if int(status.get(k, '0').strip(), 16) != 0]
nnp = status.get('NoNewPrivs', ' 1').strip()
print('ESCAPED ' + str(caps) + ' nnp=' + nnp if caps or nnp != '1' else 'blocked')

### containers-20 setuid-root programs (su, sudo, mount) to become root
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error ModuleNotFoundError
# docker: prints blocked
import subprocess, shutil
root = []
for cmd in (['su', '-c', 'id -u'], ['sudo', '-n', 'id', '-u'], ['newgrp', 'root']):
    if shutil.which(cmd[0]):
        try:
            r = subprocess.run(cmd, capture_output=True, input=b'\n', timeout=0.5)
        except subprocess.TimeoutExpired:
            continue
        if r.stdout.strip() == b'0':
            root.append(cmd[0])
print('ESCAPED ' + str(root) if root else 'blocked')

### containers-21 mount a tmpfs
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error ModuleNotFoundError
# docker: prints blocked
import subprocess
r = subprocess.run(['mount', '-t', 'tmpfs', 'none', '/tmp'], capture_output=True)
print('ESCAPED mounted' if r.returncode == 0 else 'blocked')

### containers-22 a user namespace to become root, then read /etc/shadow
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error ModuleNotFoundError
# docker: prints blocked
import subprocess
r = subprocess.run(['unshare', '-r', 'cat', '/etc/shadow'], capture_output=True)
print('ESCAPED read shadow' if r.returncode == 0 and r.stdout else 'blocked')

### containers-23 ptrace of the supervisor (the parent process) through ctypes
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error ModuleNotFoundError
# docker: prints blocked
import ctypes, os
libc = ctypes.CDLL(None, use_errno=True)
PTRACE_ATTACH, PTRACE_DETACH = 16, 17
ppid = os.getppid()
rc = libc.ptrace(PTRACE_ATTACH, ppid, None, None)
if rc == 0:
    os.waitpid(ppid, 0)
    libc.ptrace(PTRACE_DETACH, ppid, None, None)
    print('ESCAPED attached to the supervisor')
else:
    print('blocked')

### containers-24 the supervisor's memory and pipes through /proc (another uid: gVisor lists its fds, opens none but /dev/null)
# strict: reject import-not-allowed
# standard: accept
# interpreter: prints blocked
# runc: prints blocked
# runsc: prints blocked | prints listed
import os
ppid = os.getppid()
try:
    with open('/proc/%d/mem' % ppid, 'rb') as f:
        print('ESCAPED read the supervisor memory')
except OSError:
    pass
listed = []
try:
    listed = os.listdir('/proc/%d/fd' % ppid)
except OSError:
    pass
opened = []
for fd in listed:
    try:
        fd2 = os.open('/proc/%d/fd/%s' % (ppid, fd), os.O_WRONLY)
        if os.isatty(fd2) or os.fstat(fd2).st_rdev == os.makedev(1, 3):
            os.close(fd2)  # /dev/null (the supervisor's fd 0) is everybody's
            continue
        os.close(fd2)
        opened.append(fd)
    except OSError:
        pass
print('opened' if opened else 'listed' if listed else 'blocked')

### containers-25 forging protocol replies into the container's stdout (docker-init's fd 1)
# strict: reject import-not-allowed
# standard: accept
# interpreter: prints blocked
# docker: prints blocked
import os, json
frames = b''.join(json.dumps({'v': 1, 'type': 'result', 'id': i, 'outcome': 'SUCCESS',
                              'stdout': 'ESCAPED forged\n'}).encode() + b'\n' for i in range(64))
wrote = False
for path in ['/proc/1/fd/1', '/proc/%d/fd/1' % os.getppid()]:
    try:
        fd = os.open(path, os.O_WRONLY)
        os.write(fd, frames)
        os.close(fd)
        wrote = True
    except OSError:
        pass
print('forged frames written' if wrote else 'blocked')

### containers-38 flooding the host's protocol reader with a line that never ends
# strict: reject import-not-allowed
# standard: accept
# interpreter: prints blocked
# docker: prints blocked
import os
try:
    fd = os.open('/proc/1/fd/1', os.O_WRONLY)
    chunk = b'x' * (1 << 20)
    for _ in range(16):
        os.write(fd, chunk)
    os.close(fd)
    print('ESCAPED flooded the protocol stream')
except OSError:
    print('blocked')

### containers-40 reading or injecting the host's requests through /proc/1/fd/0 and the supervisor's fds
# strict: reject import-not-allowed
# standard: accept
# interpreter: prints blocked
# docker: prints blocked
import os
reached = []
for pid in (1, os.getppid()):
    for fd in ('0', '1', '3', '4', '5', '6', '7', '8', '9'):
        for mode in (os.O_RDONLY | os.O_NONBLOCK, os.O_WRONLY | os.O_NONBLOCK):
            try:
                fd2 = os.open('/proc/%d/fd/%s' % (pid, fd), mode)
            except OSError:
                continue
            null = os.fstat(fd2).st_rdev == os.makedev(1, 3)
            os.close(fd2)
            if not null:
                reached.append('%d/%s' % (pid, fd))
print('ESCAPED opened ' + ' '.join(sorted(set(reached))) if reached else 'blocked')

### containers-41 a thread left in a session's worker to steal the next request from /proc/1/fd/0
# strict: reject import-not-allowed
# standard: accept
# interpreter: error NameError
# docker: prints blocked
import os, threading
stolen = []
def steal():
    for _ in range(200):
        try:
            fd = os.open('/proc/1/fd/0', os.O_RDONLY)
            stolen.append(os.read(fd, 65536))
            return
        except OSError:
            pass
threading.Thread(target=steal, daemon=True).start()
#---- same session
print('ESCAPED stole %r' % stolen[0][:80] if stolen and stolen[0] else 'blocked')

### containers-42 guest code shares no uid with init or the supervisor
# strict: reject import-not-allowed
# standard: accept
# interpreter: error PermissionError
# docker: prints blocked
import os
def uid(pid):
    with open('/proc/%d/status' % pid) as f:
        for line in f:
            if line.startswith('Uid:'):
                return int(line.split()[1])
mine = os.getuid()
print('ESCAPED same uid' if mine in (uid(1), uid(os.getppid())) or mine == 0 else 'blocked')

### containers-26 signalling init and the supervisor
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error ModuleNotFoundError
# docker: prints blocked
import os, signal
sent = []
for pid in (1, os.getppid()):
    try:
        os.kill(pid, signal.SIGKILL)
        sent.append(pid)
    except OSError:
        pass
import time
time.sleep(1)
print('ESCAPED signalled %s' % sent if sent else 'blocked')

### containers-27 writing to /proc/sys, /sys and sysrq
# strict: warn dangerous-builtin
# standard: accept
# interpreter: prints blocked
# docker: prints blocked
wrote = []
for path in ['/proc/sysrq-trigger', '/sys/kernel/mm/transparent_hugepage/enabled', '/proc/sys/kernel/hostname',
             '/proc/sys/vm/drop_caches', '/sys/fs/cgroup/cgroup.procs']:
    try:
        with open(path, 'w') as f:
            f.write('1')
        wrote.append(path)
    except OSError:
        pass
print('ESCAPED ' + str(wrote) if wrote else 'blocked')

### containers-28 reading kernel memory and devices
# strict: warn dangerous-builtin
# standard: accept
# interpreter: prints blocked
# docker: prints blocked
got = []
for path in ['/proc/kcore', '/dev/mem', '/dev/kmsg', '/dev/sda', '/dev/nvme0n1', '/dev/port']:
    try:
        with open(path, 'rb') as f:
            f.read(1)
        got.append(path)
    except OSError:
        pass
print('ESCAPED ' + str(got) if got else 'blocked')

### containers-29 /proc/1/root to reach another root file system
# strict: reject import-not-allowed
# standard: accept
# interpreter: prints blocked
# docker: prints blocked
import os
try:
    same = os.stat('/proc/1/root/').st_ino == os.stat('/').st_ino and os.path.samefile('/proc/1/root/etc', '/etc')
except OSError:
    same = True
print('blocked' if same else 'ESCAPED a different root')

### containers-30 daemonised children outliving the execution
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error PermissionError
# docker: prints blocked
import subprocess, os
subprocess.Popen(['sleep', '600'], start_new_session=True)
if os.fork() == 0:
    os.setsid()
    if os.fork() == 0:
        import time
        time.sleep(600)
    os._exit(0)
os.wait()
#---- same session
import os
alive = []
for p in os.listdir('/proc'):
    if p.isdigit():
        try:
            cmd = open('/proc/%s/cmdline' % p, 'rb').read().split(b'\0')
        except OSError:
            continue
        if cmd[0].endswith(b'sleep') or (cmd[0].endswith(b'python3') and int(p) != os.getpid()
                                           and int(p) != os.getppid() and b'runner' not in b' '.join(cmd)):
            alive.append(p)
print('ESCAPED ' + str(alive) if alive else 'blocked')

### containers-31 a child that ignores SIGTERM and SIGHUP in the same process group
# strict: reject import-not-allowed
# standard: reject import-not-allowed
# interpreter: error PermissionError
# docker: prints blocked
import os, signal, time
if os.fork() == 0:
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    signal.signal(signal.SIGHUP, signal.SIG_IGN)
    time.sleep(600)
    os._exit(0)
#---- same session
import os
kids = []
for p in os.listdir('/proc'):
    try:
        stat = open('/proc/%s/stat' % p).read().rsplit(')', 1)[1].split()
    except (OSError, IndexError):
        continue
    if stat[1] == str(os.getpid()) and stat[0] != 'Z':
        kids.append(p)
print('ESCAPED ' + str(kids) if kids else 'blocked')

### containers-32 files left for the next one-shot execution
# strict: warn dangerous-builtin
# standard: accept
# interpreter: prints blocked
# docker: prints blocked
open('left.txt', 'w').write('secret')
#---- next execution
try:
    print('ESCAPED ' + open('left.txt').read())
except OSError:
    print('blocked')

### containers-33 files and globals left for another session
# strict: reject dangerous-builtin
# standard: warn dangerous-builtin
# interpreter: prints blocked
# docker: prints blocked
open('left.txt', 'w').write('secret')
shared_secret = 'secret'
#---- next session
found = []
try:
    found.append(open('left.txt').read())
except OSError:
    pass
if 'shared_secret' in globals():
    found.append('global')
print('ESCAPED ' + str(found) if found else 'blocked')

### containers-34 /tmp left for another session
# strict: warn dangerous-builtin
# standard: accept
# interpreter: prints blocked
# docker: prints blocked
open('/tmp/left', 'w').write('secret')
#---- next session
try:
    print('ESCAPED ' + open('/tmp/left').read())
except OSError:
    print('blocked')

### containers-35 module state poisoned for the next execution
# strict: reject module-mutation
# standard: warn module-mutation
# interpreter: prints blocked
# docker: prints blocked
import math, string
math.pi = 3
string.capwords = lambda *a, **k: 'ESCAPED'
#---- next execution
import math, string
print('blocked' if math.pi != 3 and string.capwords('a b') == 'A B' else 'ESCAPED poisoned')

### containers-36 signals handlers to survive the deadline
# strict: reject import-not-allowed
# standard: warn infinite-loop
# interpreter: error ModuleNotFoundError
# docker: timeout
import signal
for s in (signal.SIGTERM, signal.SIGINT, signal.SIGALRM, signal.SIGHUP, signal.SIGXCPU):
    signal.signal(s, signal.SIG_IGN)
while True:
    pass

### containers-39 lowering the guest's own OOM score so that the kernel kills something else first
# strict: warn dangerous-builtin
# standard: accept
# interpreter: prints blocked
# runc: prints blocked
# runsc: prints blocked | prints lowered
try:
    with open('/proc/self/oom_score_adj', 'w') as f:
        f.write('-1000')
    print('lowered')
except OSError:
    print('blocked')
