# Licensed under the Apache License, Version 2.0.
"""PID 1 of the sandbox when no container init is there: in a Kubernetes pod (or `podman kube play`) the image's
entrypoint is PID 1, where Docker runs docker-init (`--init`) in front of it.

PID 1 must reap orphaned processes, and the runner refuses to be PID 1 itself (guard.py). So main.py, started as
PID 1, calls run() first thing: it forks; the child goes on to become the runner; this process renames itself
"agentcage-init" (the name guard.py accepts as a container init), keeps no copy of the container's stdin and
stdout (the runner holds them; guest code cannot reach them through /proc/1/fd), reaps every child, and exits with
the runner's status. It stays root like docker-init, so guest code (another uid) can neither signal nor trace it.
SIGTERM (the kubelet deleting the pod) ends it at once, which ends every process of the pod's PID namespace.
Imports only os, signal and ctypes, before anything else of the runner is loaded.
"""

import os
import signal

NAME = b"agentcage-init"
_PR_SET_NAME = 15


def run():
    """Returns in the child (which becomes the runner); never returns in PID 1."""
    _rename(NAME)  # before the fork: the child's guard must never see PID 1 under another name
    child = os.fork()
    if child == 0:
        _rename(b"python3")
        return
    for fd in (0, 1):
        try:
            os.close(fd)
        except OSError:
            pass
    for number in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(number, lambda *_: os._exit(143))
    while True:
        try:
            pid, status = os.wait()
        except ChildProcessError:
            os._exit(0)
        except InterruptedError:
            continue
        if pid == child:
            os._exit(os.WEXITSTATUS(status) if os.WIFEXITED(status) else 128 + os.WTERMSIG(status))


def _rename(name):
    try:
        import ctypes
        ctypes.CDLL(None).prctl(_PR_SET_NAME, ctypes.c_char_p(name), 0, 0, 0)
    except Exception:
        pass  # guard.py then refuses, with a message naming PID 1
