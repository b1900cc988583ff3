# Licensed under the Apache License, Version 2.0.
"""The supervisor: speaks the host protocol, keeps one worker process ready, and enforces limits on it.

Privileges (privileges.py): the supervisor runs as uid 65533 with CAP_KILL, CAP_SETUID and CAP_SETGID only; each
worker drops to uid 65534 with no capability before it serves. Deadline: the worker runs in its own session and
process group; at the deadline the whole group is killed
(SIGKILL), then every other stray process of the container. Output (output.py): the worker's Python-level stdout and
stderr share one pipe of ordered frames, its descriptors 1 and 2 are pipes too; all are read here, kept up to the cap
and counted past it, and streamed to the host as they come when it asks. Cancel: while an execution runs, the host
channel is watched for a "cancel" of it, which kills the worker as the deadline does. Memory: the worker volunteers as the OOM killer's first victim
(oom_score_adj 1000), and a kill is recognised from the cgroup's oom_kill counter.
"""

import gc
import os
import select
import signal
import sys
import time

import guard
import hostcalls
import limits
import netrelay
import output
import privileges
import protocol
import workspace
from texts import memory_message, timeout_message

_OOM_FILES = ("/sys/fs/cgroup/memory/memory.oom_control", "/sys/fs/cgroup/memory.events")
_PEAK_FILES = ("/sys/fs/cgroup/memory/memory.max_usage_in_bytes", "/sys/fs/cgroup/memory.peak")
_LIMIT_FILES = ("/sys/fs/cgroup/memory/memory.limit_in_bytes", "/sys/fs/cgroup/memory.max")


_PRELOADED = []  # modules imported ahead of requests, which forked workers warm up again before serving


class Worker:
    """A forked child running worker.serve(), and the supervisor's ends of its pipes."""

    def __init__(self, protected_fds):
        control_r, control_w = os.pipe()
        result_r, result_w = os.pipe()
        out_r, out_w = os.pipe()
        err_r, err_w = os.pipe()
        answer_r, answer_w = os.pipe()  # host-call answers (hostcalls.py); the calls go up the result pipe
        mux_r, mux_w = os.pipe()  # the guest's Python-level stdout and stderr, as ordered frames (output.py)
        pid = os.fork()
        if pid == 0:
            try:
                _become_worker(control_r, result_w, out_w, err_w, answer_r, mux_w,
                               keep={control_r, result_w, answer_r},
                               close=set(protected_fds) | {control_w, result_r, out_r, err_r, answer_w, mux_r})
            finally:
                os._exit(70)
        for fd in (control_r, result_w, out_w, err_w, answer_r, mux_w):
            os.close(fd)
        os.set_blocking(answer_w, False)  # a worker that stops reading answers must not stall the supervisor
        self.answer = answer_w
        self.pid = pid
        self.ready = False  # set once the worker's "ready" frame (sent after its warm-up) has been read
        self.control = control_w
        self.result = result_r
        self.out = out_r
        self.err = err_r
        self.mux = mux_r
        self.demux = protocol.OutputDemux()  # the mux pipe's frames, across the executions of a session

    def await_ready(self, timeout):
        """Waits up to `timeout` seconds for the worker's "ready" frame; whether it came."""
        if not self.ready:
            ready, _, _ = select.select([self.result], [], [], timeout)
            if ready:
                self.ready = protocol.read_frame(self.result) == protocol.READY
        return self.ready

    def kill(self):
        for target in (lambda: os.killpg(self.pid, signal.SIGKILL), lambda: os.kill(self.pid, signal.SIGKILL)):
            try:
                target()
            except OSError:
                pass
        status = None
        try:
            _, status = os.waitpid(self.pid, 0)
        except ChildProcessError:
            pass
        for fd in (self.control, self.result, self.out, self.err, self.answer, self.mux):
            try:
                os.close(fd)
            except OSError:
                pass
        return status


def _become_worker(control_r, result_w, out_w, err_w, answer_r, mux_w, keep, close):
    os.setsid()
    privileges.become_guest()  # raises (and the worker exits) rather than run guest code with privileges
    limits.apply_guest_limits()  # a pod's process cap (Docker's is the container's pids limit)
    for fd in close:
        os.close(fd)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.dup2(out_w, 1)
    os.dup2(err_w, 2)
    for fd in (null, out_w, err_w):
        os.close(fd)
    _set_dumpable(1)  # the uid change cleared it; a non-dumpable process cannot write its own /proc files
    try:
        with open("/proc/self/oom_score_adj", "w") as handle:
            handle.write("1000")
    except OSError:
        pass
    import io
    sys.stdout = io.TextIOWrapper(io.BufferedWriter(output.MuxWriter(mux_w, b"o", 1)), encoding="utf-8",
                                  errors="backslashreplace", line_buffering=True)
    sys.stderr = io.TextIOWrapper(io.BufferedWriter(output.MuxWriter(mux_w, b"e", 2)), encoding="utf-8",
                                  errors="backslashreplace", line_buffering=True)
    sys.__stdout__, sys.__stderr__ = sys.stdout, sys.stderr
    signal.signal(signal.SIGINT, signal.default_int_handler)
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    # Touch the preloaded libraries' pages once before any request: the first use in a fresh fork otherwise pays
    # its copy-on-write faults on the request path.
    _warm_up(_PRELOADED)
    import worker
    worker.serve(control_r, result_w, answer_r)


def _set_dumpable(value):
    try:
        import ctypes
        ctypes.CDLL(None).prctl(4, value, 0, 0, 0)  # PR_SET_DUMPABLE
    except Exception:
        pass


class Supervisor:
    def __init__(self, send, protected_fds, host=None):
        self.send = send
        self.protected_fds = protected_fds
        self.host = host  # the HostReader read for host-call answers and a "cancel" while an execution runs
        self.worker = None
        self.preloaded = []

    def ensure_worker(self):
        if self.worker is None:
            self.worker = Worker(self.protected_fds)
        return self.worker

    def discard_worker(self):
        status = None
        if self.worker is not None:
            status = self.worker.kill()
            self.worker = None
        kill_strays()
        return status

    def preload(self, message):
        started = time.monotonic()
        loaded, failed = [], []
        for name in message.get("modules", []):
            try:
                __import__(name)
                loaded.append(name)
            except Exception as error:  # a missing module must not break the runner
                failed.append("%s: %s" % (name, error))
        self.preloaded = loaded
        _PRELOADED[:] = loaded
        _warm_up(loaded)
        # Everything imported so far goes to the permanent generation: a forked worker's collections then never
        # walk (and so never copy-on-write) the preloaded modules' objects.
        gc.collect()
        gc.freeze()
        self.discard_worker()
        # The worker warms up again after the fork; waiting here keeps that off the first request's path.
        self.ensure_worker().await_ready(30.0)
        self.send({"type": "preloaded", "id": message.get("id"), "modules": loaded, "failed": failed,
                   "ms": int((time.monotonic() - started) * 1000)})

    def reset(self, message):
        self.discard_worker()
        self.ensure_worker()
        self.send({"type": "reset", "id": message.get("id")})

    def execute(self, message):
        started = time.monotonic()
        reply = {"type": "result", "id": message.get("id")}
        try:
            with privileges.as_guest():  # the workspace is the guest's: its files, its rights, its symlinks
                workspace.write_inputs(message.get("files", []))
        except (OSError, ValueError) as error:
            reply.update(status="failure", message="could not write input files: %s" % (error,))
            self.send(reply)
            return
        with privileges.as_guest():
            before = workspace.snapshot()
        reply.update(self._run(message, started))
        if reply["status"] in ("ok", "error", "limit"):
            return_bytes = int(message.get("returnBytes", 32 << 20))
            with privileges.as_guest():
                files, notes = workspace.changed_files(before, return_bytes)
            reply["files"] = files
            reply.setdefault("notes", []).extend(notes)
            if reply.get("figures"):
                reply["figures"], dropped = _cap_figures(reply["figures"], return_bytes)
                reply["notes"].extend(dropped)
        reply["durationMs"] = (time.monotonic() - started) * 1000.0
        if reply.get("peakMemoryBytes", -1) < 0:
            reply["peakMemoryBytes"] = read_first_int(_PEAK_FILES)
        self.send(reply)

    def _run(self, message, started):
        exec_id = message.get("id")
        send_output = None
        if message.get("stream") is True:
            def send_output(stream, text):
                self.send({"type": "output", "id": exec_id, "stream": stream, "data": text})
        current = self.ensure_worker()
        out = output.Output(int(message.get("outputBytes", 1 << 20)), current.demux, send_output)
        oom_before = oom_kills()
        deadline = started + float(message.get("timeoutMs", 10000)) / 1000.0
        request = {"code": message.get("code", ""), "stdin": message.get("stdin", ""), "env": message.get("env", {}),
                   "hostFunctions": message.get("hostFunctions", [])}
        max_calls = int(message.get("maxHostCalls", 1000))
        relay = hostcalls.CallRelay(self.send, exec_id, request["hostFunctions"], max_calls, current.answer)
        net = None
        if isinstance(message.get("egress"), dict):
            try:
                net = netrelay.NetRelay(self.send, exec_id, message["egress"].get("ca"))
            except OSError as error:
                return {"status": "failure", "stdout": "", "stderr": "", "outputBytes": 0,
                        "message": "could not start the egress relay on 127.0.0.1:%d: %s" % (netrelay.PORT, error)}
            request["env"] = dict(request["env"], **net.guest_env())
            request["network"] = "proxy"
        elif message.get("network") == "none":
            request["network"] = "none"
        try:
            protocol.write_frame(current.control, request)
            outcome = _wait_for_result(current, out, deadline, self.host, relay, exec_id, net)
        except (OSError, ValueError):  # the worker died, or wrote a frame that is not JSON
            outcome = None
        finally:
            if net is not None:
                net.close()
        peak = _resident_peak(current.pid) if isinstance(outcome, dict) else -1
        stray_count = kill_strays(keep=current.pid)
        _drain(current.mux, out.from_mux)
        _drain(current.out, lambda data: out.from_fd("stdout", data))
        _drain(current.err, lambda data: out.from_fd("stderr", data))
        out.finish(worker_gone=not isinstance(outcome, dict))
        reply = {"stdout": out.stdout.text(), "stdoutTruncated": out.stdout.truncated, "stderr": out.stderr.text(),
                 "stderrTruncated": out.stderr.truncated, "outputBytes": out.total}
        if peak >= 0:
            reply["peakMemoryBytes"] = peak
        if stray_count:
            reply["notes"] = ["stopped %d background process(es) left running by the code" % stray_count]
        if outcome == "timeout":
            self.discard_worker()
            reply.update(status="timeout", stateLost=True,
                         message=timeout_message(time.monotonic() - started,
                                                 float(message.get("timeoutMs", 0)) / 1000.0))
        elif outcome == "hostcalls":
            self.discard_worker()
            reply.update(status="limit", limit="HOST_CALLS", stateLost=True,
                         message="host call limit of %d exceeded" % max_calls)
        elif outcome == "cancelled":
            self.discard_worker()
            reply.update(status="cancelled", stateLost=True, message="cancelled by the host")
        elif outcome is None:
            reply.update(self._worker_died(oom_before))
        elif protocol.filter_result(outcome) is None:
            self.discard_worker()
            reply.update(status="failure", stateLost=True,
                         message="the Python process answered with something that is not a result")
        else:
            outcome = protocol.filter_result(outcome)
            reply.update(outcome)
            if outcome.get("figures"):
                reply["figures"] = outcome["figures"]
        return reply

    def _worker_died(self, oom_before):
        status = self.discard_worker()
        if oom_kills() > oom_before:
            return {"status": "limit", "limit": "MEMORY", "stateLost": True,
                    "message": memory_message(read_first_int(_LIMIT_FILES))}
        if status is not None and os.WIFEXITED(status):
            code = os.WEXITSTATUS(status)
            if code == 0:
                return {"status": "ok", "stateLost": True}
            return {"status": "exit", "exitCode": code, "stateLost": True,
                    "message": "the Python process exited with status %d" % code}
        name = "unknown"
        if status is not None and os.WIFSIGNALED(status):
            name = signal.Signals(os.WTERMSIG(status)).name
        return {"status": "failure", "stateLost": True, "message": "the Python process was killed by %s" % name}


def _warm_up(modules):
    """Pays first-use costs once in the parent (fonts, the Agg renderer, pandas' plotting backend), so that every
    forked worker starts with them done."""
    if "matplotlib.pyplot" not in modules:
        return
    try:
        import io
        import matplotlib.pyplot as pyplot
        if "pandas" in modules:
            import pandas
            import pandas.plotting._matplotlib  # noqa: F401  (loaded lazily by DataFrame.plot otherwise)
            pandas.DataFrame({"a": [1, 2]}).plot()
        else:
            pyplot.plot([1, 2])
        pyplot.savefig(io.BytesIO(), format="png")
        pyplot.close("all")
    except Exception:  # warming is an optimisation only
        pass


def _wait_for_result(current, out, deadline, host=None, relay=None, exec_id=None, net=None):
    """The worker's result frame; "timeout" at the deadline; "hostcalls" when the code made one host call too many;
    "cancelled" when the host cancels this execution (or its channel ends); None when the worker died first. A cancel
    seen before the deadline wins over it. Host calls are relayed meanwhile (hostcalls.CallRelay): the worker's call
    frames to the host, the host's "hostreturn" lines (read from `host`, a HostReader) back to the worker."""
    sources = {current.out: "stdout", current.err: "stderr"}
    readable = [current.result, current.mux, current.out, current.err]
    if host is not None:
        readable.append(host.fileno())
    while True:
        if host is not None and host.pending() and _host_lines(host, relay, exec_id, net):
            return "cancelled"
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            return "timeout"
        writable = [current.answer] if relay is not None and relay.wants_write() else []
        net_readable = net.readers() if net is not None else []
        if net is not None:
            writable = writable + net.writers()
        ready, can_write, _ = select.select(readable + net_readable, writable, [], remaining)
        for fd in can_write:
            if fd == current.answer:
                relay.flush()
            elif net is not None:
                net.on_writable(fd)
        for fd in ready:
            if host is not None and fd == host.fileno():
                if _host_lines(host, relay, exec_id, net) or host.eof:
                    return "cancelled"
                continue
            if net is not None and fd in net_readable:
                net.on_readable(fd)
                continue
            if fd == current.result:
                frame = protocol.read_frame(fd)
                if frame == protocol.READY and not current.ready:
                    current.ready = True
                    continue
                if hostcalls.is_call(frame):
                    if relay is not None and relay.on_call(frame) == "limit":
                        return "hostcalls"
                    continue
                return frame
            data = os.read(fd, 1 << 16)
            if not data:
                readable.remove(fd)
            elif fd == current.mux:
                out.from_mux(data)
            else:
                out.from_fd(sources[fd], data)


def _host_lines(host, relay, exec_id, net=None):
    """Passes the "hostreturn" lines of this execution complete now to `relay`, and says whether a "cancel" of it
    came; other lines go back for the main loop (an answer or a cancel for an execution that is over is dropped)."""
    cancelled, keep = False, []
    for line in host.poll():
        try:
            message = protocol.decode_line(line) if line is not None else None
        except protocol.ProtocolError:
            message = None
        if message is not None and message["type"] == "hostreturn":
            if relay is not None and message.get("id") == relay.exec_id:
                relay.on_answer(message)
        elif message is not None and message["type"] == "net":
            if net is not None and message.get("id") == exec_id:
                net.on_host(message)
        elif message is not None and message["type"] == "cancel":
            cancelled = cancelled or message.get("id") == exec_id
        else:
            keep.append(line)
    host.pushback(keep)
    return cancelled


def _drain(fd, accept):
    """Reads what is left in a pipe without blocking; bounded, since a writer may still be alive."""
    for _ in range(4096):
        try:
            ready, _, _ = select.select([fd], [], [], 0)
            if not ready:
                return
            data = os.read(fd, 1 << 16)
        except OSError:
            return
        if not data:
            return
        accept(data)


# how long kill_strays keeps killing until no guest process but the kept one is alive
_STRAY_DEADLINE_SECONDS = 5.0


def kill_strays(keep=None):
    """SIGKILLs every process of the guest's uid but `keep`; returns how many it found.

    Refuses (RuntimeError) as root or outside the sandbox container: on a host this would kill the machine.
    """
    if os.getuid() == 0 or os.geteuid() == 0:
        raise RuntimeError("kill_strays refuses to run as root")
    reason = guard.refusal()
    if reason is not None:
        raise RuntimeError("kill_strays refuses to run outside the sandbox: " + reason)
    protected = {1, os.getpid(), keep}
    killed = set()
    # until none is left alive: a SIGKILLed process is gone only once the kernel has run its exit, which on a loaded
    # machine can take longer than a few polls (the next execution must never see it); bounded by a deadline
    deadline = time.monotonic() + _STRAY_DEADLINE_SECONDS
    pause = 0.001
    while True:
        found = [pid for pid in _pids(privileges.GUEST_UID) if pid not in protected]
        if not found or time.monotonic() > deadline:
            break
        for pid in found:
            try:
                os.kill(pid, signal.SIGKILL)
                killed.add(pid)
            except OSError:
                pass
        _reap(found, pause)
        pause = min(pause * 2, 0.05)
    return len(killed)


def _pids(uid):
    """Live processes of the container whose real or effective uid is `uid` (zombies only wait to be reaped).

    /proc/PID/status rather than the owner of /proc/PID: a process that makes itself non-dumpable gets a
    root-owned /proc/PID and would otherwise hide from this sweep.
    """
    pids = []
    for name in os.listdir("/proc"):
        if not name.isdigit():
            continue
        state, uids = None, ()
        try:
            with open("/proc/%s/status" % name, "rb") as handle:
                for line in handle:
                    if line.startswith(b"State:"):
                        state = line.split()[1]
                    elif line.startswith(b"Uid:"):
                        uids = tuple(int(v) for v in line.split()[1:3])
                        break
        except (OSError, IndexError, ValueError):
            continue
        if state not in (b"Z", b"X") and uid in uids:
            pids.append(int(name))
    return pids


def _reap(pids, pause):
    for pid in pids:
        try:
            os.waitpid(pid, os.WNOHANG)
        except ChildProcessError:
            pass
    time.sleep(pause)


def oom_kills():
    for path in _OOM_FILES:
        try:
            with open(path) as handle:
                for line in handle:
                    key, _, value = line.partition(" ")
                    if key == "oom_kill":
                        return int(value)
        except OSError:
            continue
    return -1


def read_first_int(paths):
    for path in paths:
        try:
            with open(path) as handle:
                return int(handle.read().split()[0])
        except (OSError, ValueError, IndexError):
            continue
    return -1


def _cap_figures(figures, max_bytes):
    """The figures that fit `max_bytes` of PNG in total, in order; and a note for each one left out."""
    kept, notes, total = [], [], 0
    for figure in figures:
        size = len(figure.get("data", "")) * 3 // 4
        if total + size > max_bytes:
            notes.append("figure '%s' not returned: returned figures would exceed %d bytes"
                         % (figure.get("path"), max_bytes))
            continue
        total += size
        kept.append(figure)
    return kept, notes


def _resident_peak(pid):
    """The worker's resident-memory high-water mark in bytes (as CPython's ru_maxrss counts it), or -1.

    The worker resets it when an execution starts (worker._reset_peak_memory), so it covers that execution: the
    memory the Python process running the code held, not the container's total with the supervisor and page cache.
    """
    try:
        with open("/proc/%d/status" % pid, "rb") as handle:
            for line in handle:
                if line.startswith(b"VmHWM:"):
                    return int(line.split()[1]) * 1024
    except (OSError, ValueError, IndexError):
        pass
    return -1
