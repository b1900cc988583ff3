# Licensed under the Apache License, Version 2.0.
"""Clear errors for network use the sandbox cannot serve, in the guest's own words.

This enforces nothing: the container has no network (--network none), so a direct connection fails anyway with a
bare "Network is unreachable" and a name lookup with "Temporary failure in name resolution". An audit hook of the
worker turns those into errors that name the reason and the fix, which is what a model repairing its code needs:
- "none": the executor's network policy allows no host;
- "proxy": hosts are reachable only through the egress relay (HTTP_PROXY/HTTPS_PROXY, netrelay.py); names are
  resolved by the host, never in the sandbox.
Loopback stays open (the relay is there). The mode is set per request; without one (an older host, or a container
on Docker's bridge) the hook does nothing.
"""

import errno
import ipaddress
import socket
import sys

_state = {"mode": None}
_installed = []

NONE_MESSAGE = ("network access is not allowed: the executor's network policy is 'none' (no host may be reached); "
                "the host application allows hosts with networkPolicy(NetworkPolicy.allow(...))")
PROXY_MESSAGE = ("direct network access is not available in the sandbox: reach the hosts the network policy allows "
                 "over HTTP(S) through the proxy in HTTP_PROXY/HTTPS_PROXY (urllib.request and requests use it)")
DNS_MESSAGE = ("name resolution is not available in the sandbox: the host resolves the names the network policy "
               "allows; use HTTP(S) through the proxy in HTTP_PROXY/HTTPS_PROXY")


def set_mode(mode):
    """Sets the mode of the coming request ("none", "proxy" or None) and installs the hook the first time."""
    _state["mode"] = mode if mode in ("none", "proxy") else None
    if _state["mode"] is not None and not _installed:
        sys.addaudithook(_hook)
        _installed.append(True)


def _is_local(host):
    if host is None:
        return True
    if isinstance(host, bytes):
        host = host.decode("ascii", "replace")
    host = str(host).strip("[]").split("%")[0]
    if host in ("", "localhost"):
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def _is_name(host):
    if host is None:
        return False
    if isinstance(host, bytes):
        host = host.decode("ascii", "replace")
    host = str(host).strip("[]").split("%")[0]
    try:
        ipaddress.ip_address(host)
        return False
    except ValueError:
        return host not in ("", "localhost")


def _hook(event, args):
    mode = _state["mode"]
    if mode is None:
        return
    if event == "socket.connect":
        sock, address = args[0], args[1]
        if getattr(sock, "family", None) in (socket.AF_INET, socket.AF_INET6) and isinstance(address, tuple) \
                and not _is_local(address[0]):
            raise OSError(errno.ENETUNREACH, NONE_MESSAGE if mode == "none" else PROXY_MESSAGE)
    elif event in ("socket.getaddrinfo", "socket.gethostbyname", "socket.gethostbyname_ex"):
        if args and _is_name(args[0]):
            raise socket.gaierror(socket.EAI_NONAME, NONE_MESSAGE if mode == "none" else DNS_MESSAGE)
