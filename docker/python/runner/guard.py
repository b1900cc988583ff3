# Licensed under the Apache License, Version 2.0.
"""Refuses to run the supervisor anywhere but inside the sandbox container.

The supervisor kills every process it can see except PID 1 and itself after each execution (daemonised children
must not outlive it). Inside the container that is exactly the guest's leftovers; on a host it would be every
process of the machine. So before anything else the runner proves it is in the sandbox, with independent signs
that do not hold on a host, all of which must hold:

- the environment marker AGENTCAGE_SANDBOX=1 and the marker file /opt/agentcage/SANDBOX, both baked into the image;
- the expected uid: root only at the very start, before main.py drops to the supervisor's uid 65533 (see
  privileges.py); the supervisor itself never acts as root (root could kill anything);
- not PID 1, and PID 1 is the container's init (docker-init or tini, from `docker run --init`; in a pod, the runner's
  own podinit.py, named agentcage-init), not a host init.
"""

import os
import sys

SANDBOX_UID = 65533  # the supervisor's uid (privileges.SUPERVISOR_UID); guest code runs as 65534
MARKER_ENV = "AGENTCAGE_SANDBOX"
MARKER_FILE = "/opt/agentcage/SANDBOX"
CONTAINER_INITS = ("docker-init", "tini", "agentcage-init")  # the last: podinit.py, PID 1 of a pod
EXIT_REFUSED = 78  # EX_CONFIG


def refusal(expected_uid=SANDBOX_UID):
    """The reason this process must not act as the supervisor, or None when every sign of the sandbox holds."""
    if os.environ.get(MARKER_ENV) != "1":
        return "the environment marker %s=1 is missing" % MARKER_ENV
    if not os.path.isfile(MARKER_FILE):
        return "the marker file %s is missing" % MARKER_FILE
    uids = (os.getuid(), os.geteuid())
    if uids != (expected_uid, expected_uid):
        return "running as uid %d/%d, the sandbox runs as %d here" % (uids[0], uids[1], expected_uid)
    if os.getpid() == 1:
        return "running as PID 1: the container must be started with an init (docker run --init)"
    init = _pid1_name()
    if init not in CONTAINER_INITS:
        return "PID 1 is %r, not a container init (%s)" % (init, ", ".join(CONTAINER_INITS))
    return None


def require_sandbox(expected_uid=SANDBOX_UID):
    """Exits with EXIT_REFUSED and a message on stderr unless refusal(expected_uid) finds nothing."""
    reason = refusal(expected_uid)
    if reason is not None:
        sys.stderr.write("agentcage runner: refusing to start outside the sandbox container: %s.\n"
                         "It kills every other process it can see and must only run as the entrypoint of "
                         "the agentcage/python-sandbox image.\n" % reason)
        sys.stderr.flush()
        os._exit(EXIT_REFUSED)


def _pid1_name():
    try:
        with open("/proc/1/comm") as handle:
            return handle.read().strip()
    except OSError:
        return "<unreadable>"
