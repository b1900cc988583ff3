# Licensed under the Apache License, Version 2.0.
"""The guest's only way out: connections to 127.0.0.1:3128 relayed to the host's egress proxy as "net" frames.

The container has no network (--network none: only lo exists). While an execution whose "exec" carries an "egress"
object runs, the supervisor listens on 127.0.0.1:3128 in the container's own network namespace; the guest's clients
find it through HTTP_PROXY/HTTPS_PROXY (set here for the guest). Each accepted connection becomes frames on the
host channel, all with the exec's id and a connection number:
  runner -> host: {"type": "net", "op": "open"}, {"op": "data", "data": base64}, {"op": "eof"}, {"op": "close"},
                  {"op": "ack", "n": bytes written to the guest}
  host -> runner: {"op": "data"}, {"op": "eof"}, {"op": "close"}, {"op": "ack", "n": bytes the proxy consumed}
Each direction has a window of WINDOW bytes in flight: the relay stops reading a guest socket while that much is
unacknowledged, and a host that sends more than the window for a connection gets it closed. The relay decides
nothing: every check (allowlist, resolution, addresses, budgets, secrets) is the host's. When the execution ends,
every connection and the listener are closed (docs/adr/0055).
"""

import base64
import os
import socket
import tempfile

PORT = 3128
PROXY = "http://127.0.0.1:%d" % PORT
WINDOW = 256 << 10
CHUNK = 48 << 10
MAX_CONNECTIONS = 64
_SYSTEM_BUNDLES = ("/etc/ssl/certs/ca-certificates.crt",)


class Conn:
    def __init__(self, sock):
        self.sock = sock
        self.in_flight = 0  # bytes sent to the host and not yet acknowledged
        self.pending = bytearray()  # bytes from the host not yet written to the guest
        self.host_eof = False  # the host will send no more: shut the guest's reading side once pending is out
        self.guest_eof = False
        self.closing = False  # the host closed: close the guest's socket once pending is out


class NetRelay:
    """The listener and connections of one execution. Not thread-safe: the supervisor's loop drives it."""

    def __init__(self, send, exec_id, ca_pem):
        self.send = send
        self.exec_id = exec_id
        self.conns = {}
        self.by_fd = {}
        self.next_id = 1
        self.ca_file = _write_ca(ca_pem) if ca_pem else None
        self.listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            self.listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            self.listener.bind(("127.0.0.1", PORT))
            self.listener.listen(16)
            self.listener.setblocking(False)
        except OSError:
            self.listener.close()
            self._remove_ca()
            raise

    def guest_env(self):
        """The variables that point the guest's clients at the relay (and its TLS at the executor's CA)."""
        env = {name: PROXY for name in ("HTTP_PROXY", "HTTPS_PROXY", "http_proxy", "https_proxy")}
        env.update(NO_PROXY="", no_proxy="")
        if self.ca_file:
            env.update(SSL_CERT_FILE=self.ca_file, REQUESTS_CA_BUNDLE=self.ca_file, CURL_CA_BUNDLE=self.ca_file)
        return env

    def readers(self):
        fds = [self.listener.fileno()] if len(self.conns) < MAX_CONNECTIONS else []
        fds.extend(c.sock.fileno() for c in self.conns.values() if not c.guest_eof and c.in_flight < WINDOW)
        return fds

    def writers(self):
        return [c.sock.fileno() for c in self.conns.values() if c.pending]

    def owns(self, fd):
        return fd == self.listener.fileno() or fd in self.by_fd

    def _frame(self, cid, op, **fields):
        message = {"type": "net", "id": self.exec_id, "conn": cid, "op": op}
        message.update(fields)
        self.send(message)

    def on_readable(self, fd):
        if fd == self.listener.fileno():
            try:
                sock, _ = self.listener.accept()
            except OSError:
                return
            sock.setblocking(False)
            cid = self.next_id
            self.next_id += 1
            self.conns[cid] = Conn(sock)
            self.by_fd[sock.fileno()] = cid
            self._frame(cid, "open")
            return
        cid = self.by_fd.get(fd)
        conn = self.conns.get(cid)
        if conn is None:
            return
        try:
            data = conn.sock.recv(min(CHUNK, WINDOW - conn.in_flight))
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            self._close(cid, tell_host=True)
            return
        if not data:
            conn.guest_eof = True
            self._frame(cid, "eof")
            return
        conn.in_flight += len(data)
        self._frame(cid, "data", data=base64.b64encode(data).decode("ascii"))

    def on_writable(self, fd):
        cid = self.by_fd.get(fd)
        conn = self.conns.get(cid)
        if conn is None or not conn.pending:
            return
        try:
            n = conn.sock.send(conn.pending)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            self._close(cid, tell_host=True)
            return
        del conn.pending[:n]
        if not conn.closing:
            self._frame(cid, "ack", n=n)
        if not conn.pending and conn.closing:
            self._close(cid, tell_host=False)
        elif not conn.pending and conn.host_eof:
            _shutdown(conn.sock)

    def on_host(self, message):
        """A "net" frame from the host for this execution."""
        cid, op = message.get("conn"), message.get("op")
        conn = self.conns.get(cid)
        if conn is None:
            return  # a connection closed already
        if op == "data":
            try:
                data = base64.b64decode(message.get("data", ""), validate=True)
            except ValueError:
                self._close(cid, tell_host=True)
                return
            if len(conn.pending) + len(data) > WINDOW:
                self._close(cid, tell_host=True)  # the host broke the window
                return
            conn.pending += data
        elif op == "eof":
            conn.host_eof = True
            if not conn.pending:
                _shutdown(conn.sock)
        elif op == "ack":
            conn.in_flight = max(0, conn.in_flight - int(message.get("n", 0)))
        elif op == "close":
            conn.host_eof = conn.closing = True  # what the host sent before its close still reaches the guest
            if not conn.pending:
                self._close(cid, tell_host=False)

    def _close(self, cid, tell_host):
        conn = self.conns.pop(cid, None)
        if conn is None:
            return
        self.by_fd.pop(conn.sock.fileno(), None)
        try:
            conn.sock.close()
        except OSError:
            pass
        if tell_host:
            self._frame(cid, "close")

    def close(self):
        """Ends every connection (the host is told) and stops listening. Idempotent."""
        for cid in list(self.conns):
            self._close(cid, tell_host=True)
        try:
            self.listener.close()
        except OSError:
            pass
        self._remove_ca()

    def _remove_ca(self):
        if self.ca_file:
            try:
                os.unlink(self.ca_file)
            except OSError:
                pass
            self.ca_file = None


def _shutdown(sock):
    try:
        sock.shutdown(socket.SHUT_WR)
    except OSError:
        pass  # the guest closed it already


def _write_ca(ca_pem):
    """The executor's CA certificate (never a key) after the system's bundle, in a fresh file nobody else can have
    made (mkstemp: O_EXCL in the sticky /tmp), readable by the guest."""
    bundle = ""
    for path in _SYSTEM_BUNDLES:
        try:
            with open(path) as handle:
                bundle = handle.read()
            break
        except OSError:
            continue
    fd, path = tempfile.mkstemp(prefix="agentcage-egress-ca-", suffix=".pem", dir="/tmp")
    try:
        os.fchmod(fd, 0o644)
        data = (bundle.rstrip("\n") + "\n" if bundle else "") + ca_pem
        view = memoryview(data.encode("ascii"))
        while view:
            view = view[os.write(fd, view):]
    finally:
        os.close(fd)
    return path
