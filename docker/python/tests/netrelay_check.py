# Licensed under the Apache License, Version 2.0.
"""Checks the runner's egress relay (runner/netrelay.py) on the host, for NetRelayScriptTest: frames for a guest
connection, the window in both directions, a host close that still delivers what came before it, and the end of an
execution. Listens on an ephemeral loopback port (not 3128) and drives the relay's select loop itself; starts no
process. Exits non-zero with the failed check's message; prints "netrelay: all checks passed" otherwise.
"""

import base64
import os
import select
import socket
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "runner"))
import netrelay  # noqa: E402

netrelay.PORT = 0  # an ephemeral port: the check may run beside anything


def pump(relay, rounds=50):
    for _ in range(rounds):
        readers, writers = relay.readers(), relay.writers()
        if not readers and not writers:
            return
        ready, can_write, _ = select.select(readers, writers, [], 0.05)
        if not ready and not can_write:
            return
        for fd in can_write:
            relay.on_writable(fd)
        for fd in ready:
            relay.on_readable(fd)


def data_sent(frames):
    return sum(len(base64.b64decode(f["data"])) for f in frames if f["op"] == "data")


def check(condition, message):
    if not condition:
        raise SystemExit("netrelay check failed: " + message)


def main():
    frames = []
    relay = netrelay.NetRelay(frames.append, 7, "-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n")
    port = relay.listener.getsockname()[1]
    ca_file = relay.guest_env()["SSL_CERT_FILE"]
    check(open(ca_file).read().endswith("-----END CERTIFICATE-----\n"), "the CA file holds the certificate")
    check(oct(os.stat(ca_file).st_mode & 0o777) == "0o644", "the CA file is readable, not writable, by the guest")
    env = relay.guest_env()
    check(env["HTTP_PROXY"] == env["https_proxy"] == "http://127.0.0.1:3128", "the proxy variables name the relay")
    check(env["REQUESTS_CA_BUNDLE"] == ca_file and env["NO_PROXY"] == "", "the trust and no exemptions")

    guest = socket.create_connection(("127.0.0.1", port))
    guest.setblocking(False)
    blob = b"x" * (netrelay.WINDOW + 100000)
    sent = 0
    for _ in range(200):
        try:
            sent += guest.send(blob[sent:])
        except BlockingIOError:
            pass
        pump(relay, 5)
        if data_sent(frames) >= netrelay.WINDOW or sent == len(blob):
            break
    pump(relay)
    check(frames[0] == {"type": "net", "id": 7, "conn": 1, "op": "open"}, "an open frame first: %r" % frames[:1])
    check(data_sent(frames) == netrelay.WINDOW, "the relay stops at the window: %d" % data_sent(frames))
    relay.on_host({"conn": 1, "op": "ack", "n": netrelay.WINDOW})
    for _ in range(200):
        try:
            sent += guest.send(blob[sent:])
        except BlockingIOError:
            pass
        pump(relay, 5)
        if data_sent(frames) == len(blob):
            break
    check(data_sent(frames) == len(blob), "the rest flows after the ack: %d" % data_sent(frames))

    answer = b"HTTP/1.1 200 OK\r\n\r\n" + b"y" * 70000
    relay.on_host({"conn": 1, "op": "data", "data": base64.b64encode(answer).decode()})
    relay.on_host({"conn": 1, "op": "close"})
    guest.setblocking(True)
    guest.settimeout(10)
    got = b""
    for _ in range(200):
        pump(relay, 2)
        try:
            chunk = guest.recv(1 << 16)
        except socket.timeout:
            continue
        if not chunk:
            break
        got += chunk
    check(got == answer, "what the host sent before its close reaches the guest: %d bytes" % len(got))
    acked = sum(f["n"] for f in frames if f["op"] == "ack")
    check(acked <= len(answer), "acks count bytes written to the guest")

    second = socket.create_connection(("127.0.0.1", port))
    pump(relay)
    check(frames[-1]["op"] == "open" and frames[-1]["conn"] == 2, "a second connection gets its own number")
    relay.on_host({"conn": 2, "op": "data",
                   "data": base64.b64encode(b"z" * (netrelay.WINDOW + 1)).decode()})
    check(frames[-1] == {"type": "net", "id": 7, "conn": 2, "op": "close"}, "past the window the host is cut off")
    second.settimeout(10)
    check(second.recv(10) == b"", "and the guest's socket is closed")

    third = socket.create_connection(("127.0.0.1", port))
    pump(relay)
    relay.close()
    check(frames[-1]["op"] == "close" and frames[-1]["conn"] == 3, "the end of the execution closes connections")
    check(not os.path.exists(ca_file), "the CA file is removed with the relay")
    try:
        socket.create_connection(("127.0.0.1", port), timeout=5)
        check(False, "nothing listens after the execution")
    except ConnectionRefusedError:
        pass
    for s in (guest, second, third):
        s.close()
    print("netrelay: all checks passed")


if __name__ == "__main__":
    main()
