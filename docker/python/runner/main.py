# Licensed under the Apache License, Version 2.0.
"""Entry point of the runner inside the sandbox container (started by docker-init as the container's command).

Reads host messages, one JSON object per line, from stdin and answers on stdout; see protocol.py and
docs/adr (the runner protocol ADR). The process ends on a "shutdown" message or at end of input.
"""

import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

if os.getpid() == 1 and os.environ.get("AGENTCAGE_SANDBOX") == "1":
    # No container init in front of us (a pod): become our own, see podinit.py. Docker runs docker-init instead.
    import podinit  # noqa: E402
    podinit.run()

import guard  # noqa: E402
import host  # noqa: E402
import limits  # noqa: E402
import privileges  # noqa: E402
import protocol  # noqa: E402
import supervisor  # noqa: E402


def main():
    # Before anything else: the supervisor kills processes it does not own. The container starts as root with three
    # capabilities (privileges.py); the signs are checked before the runner drops to the supervisor's uid and again
    # after.
    guard.require_sandbox(expected_uid=0)
    try:
        limits.apply_container_limits()
        privileges.become_supervisor()
    except (OSError, ValueError, privileges.PrivilegeError) as error:
        sys.stderr.write("agentcage runner: refusing to start: %s\n" % (error,))
        sys.stderr.flush()
        os._exit(guard.EXIT_REFUSED)
    guard.require_sandbox()
    with privileges.as_guest():  # the workers (uid 65534) use it
        _prepare_matplotlib()
    # The protocol gets private copies of stdin/stdout; fds 0 and 1 are pointed elsewhere so that nothing else
    # (a library's print, a child process) can write into the channel.
    channel_in = os.dup(0)
    channel_out = os.dup(1)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.dup2(2, 1)
    os.close(null)
    supervisor._set_dumpable(0)  # a second lock besides the uids: runc honours it, gVisor does not
    reader = host.HostReader(channel_in, protocol.MAX_HOST_LINE)

    def send(message):
        data = protocol.encode_line(message)
        view = memoryview(data)
        while view:
            view = view[os.write(channel_out, view):]

    boss = supervisor.Supervisor(send, protected_fds=[channel_in, channel_out], host=reader)
    send({"type": "hello", "python": sys.version.split()[0], "pid": os.getpid(),
          "features": list(protocol.FEATURES)})
    boss.ensure_worker()  # forked while the host prepares its first request, not after it arrives
    handlers = {"exec": boss.execute, "preload": boss.preload, "reset": boss.reset,
                "ping": lambda message: send({"type": "pong", "id": message.get("id"),
                                              "features": list(protocol.FEATURES)}),
                "hostreturn": lambda message: None,  # the answer to a call of an execution that is over
                "cancel": lambda message: None,  # of an execution that is over already: nothing to stop
                "net": lambda message: None}  # for a connection of an execution that is over: closed already
    while True:
        line = reader.readline()
        if line == b"":
            break
        if line is None:
            send({"type": "error", "message": "bad message: a frame exceeds %d bytes" % protocol.MAX_HOST_LINE})
            continue
        try:
            message = protocol.decode_line(line)
        except protocol.ProtocolError as error:
            reply = {"type": "error", "message": "bad message: %s" % (error,)}
            if error.message_id is not None:
                reply["id"] = error.message_id
            send(reply)
            continue
        kind = message["type"]
        if kind == "shutdown":
            break
        try:
            handlers[kind](message)
        except Exception as error:  # a bug or an exhausted resource must cost one request, not the supervisor
            boss.discard_worker()
            send({"type": "error", "id": message.get("id"),
                  "message": "the runner failed on a '%s' message: %s: %s" % (kind, type(error).__name__, error)})
    boss.discard_worker()


def _prepare_matplotlib():
    """matplotlib wants a writable config directory: a copy of the image's prebuilt font cache in /tmp."""
    target = "/tmp/matplotlib"
    os.environ["MPLCONFIGDIR"] = target
    source = "/opt/agentcage/mplconfig"
    try:
        os.makedirs(target, mode=0o755, exist_ok=True)  # written by workers, read by the supervisor's preload
        for name in os.listdir(source):
            with open(os.path.join(source, name), "rb") as src, open(os.path.join(target, name), "wb") as dst:
                dst.write(src.read())
    except OSError:
        pass  # no prebuilt cache: matplotlib builds one on first import


if __name__ == "__main__":
    main()
