# Licensed under the Apache License, Version 2.0.
"""The two uids inside the sandbox container, and the one-way steps between them.

The library starts the container as root with exactly three capabilities (CAP_SETUID, CAP_SETGID, CAP_KILL; every
other one is dropped and no-new-privileges is set). Docker's init, PID 1, stays root: it holds the container's
stdin and stdout, the host's protocol stream, in pipes owned by root. Before anything else the runner becomes the
supervisor, uid SUPERVISOR_UID, keeping only those three capabilities; each worker it forks drops to GUEST_UID with
no capability at all before it runs guest code.

So guest code never shares a uid with the processes that speak the protocol: it cannot open their file descriptors
through /proc/<pid>/fd (the pipes belong to root or to the supervisor, mode 0600), signal or ptrace them, or read
their memory; and this holds under gVisor too, which ignores the non-dumpable flag the supervisor also sets. The
supervisor keeps CAP_KILL to stop the guest's processes and CAP_SETUID/CAP_SETGID to create workers and to act as
the guest on the guest's own files (the workspace belongs to GUEST_UID).
"""

import contextlib
import ctypes
import os

SUPERVISOR_UID = 65533
GUEST_UID = 65534
_CAP_KILL, _CAP_SETGID, _CAP_SETUID = 5, 6, 7
SUPERVISOR_CAPS = (1 << _CAP_KILL) | (1 << _CAP_SETGID) | (1 << _CAP_SETUID)
_PR_SET_KEEPCAPS = 8
_CAPABILITY_VERSION_3 = 0x20080522

_libc = ctypes.CDLL(None, use_errno=True)


class PrivilegeError(RuntimeError):
    """A uid or capability change did not take effect; the runner must not go on."""


def _capset(mask):
    header = (ctypes.c_uint32 * 2)(_CAPABILITY_VERSION_3, 0)
    data = (ctypes.c_uint32 * 6)(mask, mask, 0, 0, 0, 0)  # effective, permitted, inheritable of the low 32 caps
    if _libc.capset(header, data) != 0:
        errno = ctypes.get_errno()
        raise PrivilegeError("capset(%#x) failed: %s" % (mask, os.strerror(errno)))


def capabilities():
    """(effective, permitted) capability masks of this process, from /proc/self/status."""
    found = {}
    with open("/proc/self/status") as handle:
        for line in handle:
            key, _, value = line.partition(":")
            if key in ("CapEff", "CapPrm"):
                found[key] = int(value.strip(), 16)
    return found.get("CapEff", -1), found.get("CapPrm", -1)


def become_supervisor():
    """From root with the three capabilities to SUPERVISOR_UID with the same three, and nothing else.

    Raises PrivilegeError when not started as root (an image run without the library's settings, or an older
    library that starts the container as 65534) or when a step does not take effect.
    """
    if os.getresuid() != (0, 0, 0):
        raise PrivilegeError("started as uid %d, not as root: the library starts the sandbox container as root "
                             "with only CAP_SETUID, CAP_SETGID and CAP_KILL, and the runner drops to uid %d at "
                             "once; use an agentcage library of the same version as this image" %
                             (os.getuid(), SUPERVISOR_UID))
    if _libc.prctl(_PR_SET_KEEPCAPS, 1, 0, 0, 0) != 0:
        raise PrivilegeError("prctl(PR_SET_KEEPCAPS) failed")
    os.setgroups([])
    os.setresgid(SUPERVISOR_UID, SUPERVISOR_UID, SUPERVISOR_UID)
    os.setresuid(SUPERVISOR_UID, SUPERVISOR_UID, SUPERVISOR_UID)
    _libc.prctl(_PR_SET_KEEPCAPS, 0, 0, 0, 0)
    _capset(SUPERVISOR_CAPS)
    expected = (SUPERVISOR_UID,) * 3
    if os.getresuid() != expected or os.getresgid() != expected or os.getgroups():
        raise PrivilegeError("could not become uid/gid %d" % SUPERVISOR_UID)
    effective, permitted = capabilities()
    if effective != SUPERVISOR_CAPS or permitted != SUPERVISOR_CAPS:
        raise PrivilegeError("the supervisor has capabilities %#x/%#x, wanted exactly %#x (CAP_KILL, CAP_SETGID, "
                             "CAP_SETUID); start the container with --cap-drop ALL and those three added" %
                             (effective, permitted, SUPERVISOR_CAPS))


def become_guest():
    """Drops this (forked worker) process to GUEST_UID with no capability, for good; raises PrivilegeError when
    anything is left."""
    os.setgroups([])
    os.setresgid(GUEST_UID, GUEST_UID, GUEST_UID)
    os.setresuid(GUEST_UID, GUEST_UID, GUEST_UID)
    _capset(0)  # from one non-root uid to another the kernel keeps the capabilities: clear them explicitly
    expected = (GUEST_UID,) * 3
    if os.getresuid() != expected or os.getresgid() != expected or os.getgroups() or capabilities() != (0, 0):
        raise PrivilegeError("could not drop the worker to uid %d without capabilities" % GUEST_UID)


@contextlib.contextmanager
def as_guest():
    """Runs the block with the guest's effective uid and gid: files are created as the guest's and accessed with
    the guest's rights only (the supervisor never follows the guest's symlinks with more). The real and saved ids
    stay the supervisor's, so guest processes still cannot signal or trace it meanwhile. No-op unless running as
    the supervisor."""
    if os.getuid() != SUPERVISOR_UID:
        yield
        return
    os.setresgid(-1, GUEST_UID, -1)
    os.setresuid(-1, GUEST_UID, -1)
    try:
        yield
    finally:
        os.setresuid(-1, SUPERVISOR_UID, -1)
        os.setresgid(-1, SUPERVISOR_UID, -1)
