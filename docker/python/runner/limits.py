# Licensed under the Apache License, Version 2.0.
"""Resource limits the runner sets itself where the container engine cannot: a Kubernetes pod spec has no ulimits
and no per-pod pids limit, so the pod passes them in the environment variable AGENTCAGE_RLIMITS, e.g.
"fsize=33554432,nofile=256,core=0,nproc=64". Docker sets the same limits on the container (--ulimit, --pids-limit)
and passes no such variable; then nothing here changes anything.

fsize, nofile and core are set on the runner at start (inherited by the supervisor, every worker and every guest
process, as Docker's ulimits apply to the whole container); nproc only on each worker after it has become the
guest (RLIMIT_NPROC counts the processes of the guest's uid).
"""

import os
import resource

ENV = "AGENTCAGE_RLIMITS"
_CONTAINER = {"fsize": resource.RLIMIT_FSIZE, "nofile": resource.RLIMIT_NOFILE, "core": resource.RLIMIT_CORE}
_GUEST = {"nproc": resource.RLIMIT_NPROC}


class LimitError(ValueError):
    """AGENTCAGE_RLIMITS is malformed; the runner must not start with limits it did not understand."""


def parse(text):
    """{name: value} from "name=value,..."; LimitError names what is wrong."""
    limits = {}
    for item in (text or "").split(","):
        item = item.strip()
        if not item:
            continue
        name, sep, value = item.partition("=")
        if not sep or name not in _CONTAINER and name not in _GUEST:
            raise LimitError("%s: unknown item %r; known: %s" % (ENV, item, ", ".join(sorted({**_CONTAINER,
                                                                                              **_GUEST}))))
        if not value.isdigit():
            raise LimitError("%s: %s must be a non-negative integer, got %r" % (ENV, name, value))
        limits[name] = int(value)
    return limits


def _apply(kinds):
    for name, value in parse(os.environ.get(ENV, "")).items():
        if name in kinds:
            resource.setrlimit(kinds[name], (value, value))


def apply_container_limits():
    """Sets fsize, nofile and core (soft = hard) on this process, for everything it starts."""
    _apply(_CONTAINER)


def apply_guest_limits():
    """Sets nproc (soft = hard) on this worker, after it dropped to the guest's uid."""
    _apply(_GUEST)
