#!/usr/bin/env bash
# Extra Docker engines for the fleet tests (FleetIT), each in a network namespace of its own: never in the host's,
# where a second dockerd can delete the host's docker0 bridge. Each has its own data-root, exec-root, pidfile,
# config file and unix socket, listens with mutual TLS (certificates made here with openssl) on a veth address, and
# touches no bridge or iptables rule. Everything lives under WORK and in namespaces/veths named after ID, so that
# `down` removes exactly what `up` made, even after a failed test.
#   engines.sh up ID WORK N IMAGE   start N engines, load IMAGE into each; prints "i host" lines
#   engines.sh kill ID WORK I       SIGKILL engine I's dockerd (its containers die with the engine's restart)
#   engines.sh start ID WORK I      start engine I's dockerd again (same data-root)
#   engines.sh down ID WORK N       stop everything, remove namespaces, veths, mounts and WORK
# Needs root, iproute2, nsenter (util-linux), openssl and dockerd. Licensed under the Apache License, Version 2.0.
set -euo pipefail
cmd="$1" id="$2" work="$3"
octet=$(( 16#${id:0:2} % 250 + 1 ))
ns() { echo "acf-$id-$1"; }
host_if() { echo "acf${id}h$1"; }
ns_if() { echo "acf${id}n$1"; }
host_ip() { echo "10.213.$octet.$(( 4 * $1 + 1 ))"; }
engine_ip() { echo "10.213.$octet.$(( 4 * $1 + 2 ))"; }
dir() { echo "$work/e$1"; }
say() { echo "engines.sh: $*" >&2; }

certs() {
  local c="$work/certs"
  [[ -f "$c/ca.pem" ]] && return 0
  mkdir -p "$c"
  openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=agentcage-fleet-test-ca" \
    -keyout "$c/ca-key.pem" -out "$c/ca.pem" 2>/dev/null
  openssl req -newkey rsa:2048 -nodes -subj "/CN=agentcage-fleet-client" -keyout "$c/key.pem" -out "$c/client.csr" 2>/dev/null
  printf 'extendedKeyUsage = clientAuth\n' > "$c/client.ext"
  openssl x509 -req -in "$c/client.csr" -CA "$c/ca.pem" -CAkey "$c/ca-key.pem" -CAcreateserial -days 2 \
    -extfile "$c/client.ext" -out "$c/cert.pem" 2>/dev/null
}

server_cert() {
  local d; d="$(dir "$1")" c="$work/certs"
  openssl req -newkey rsa:2048 -nodes -subj "/CN=$(engine_ip "$1")" -keyout "$d/server-key.pem" -out "$d/server.csr" 2>/dev/null
  printf 'subjectAltName = IP:%s\nextendedKeyUsage = serverAuth\n' "$(engine_ip "$1")" > "$d/server.ext"
  openssl x509 -req -in "$d/server.csr" -CA "$c/ca.pem" -CAkey "$c/ca-key.pem" -CAcreateserial -days 2 \
    -extfile "$d/server.ext" -out "$d/server-cert.pem" 2>/dev/null
}

network() {
  local n; n="$(ns "$1")"
  ip netns add "$n"
  ip link add "$(host_if "$1")" type veth peer name "$(ns_if "$1")"
  ip link set "$(ns_if "$1")" netns "$n"
  ip addr add "$(host_ip "$1")/30" dev "$(host_if "$1")"
  ip link set "$(host_if "$1")" up
  nsenter --net="/run/netns/$n" ip addr add "$(engine_ip "$1")/30" dev "$(ns_if "$1")"
  nsenter --net="/run/netns/$n" ip link set "$(ns_if "$1")" up
  nsenter --net="/run/netns/$n" ip link set lo up
}

start_daemon() {
  local d c="$work/certs"; d="$(dir "$1")"
  mkdir -p "$d/data" "$d/exec"
  echo '{}' > "$d/daemon.json"
  # setsid: the daemon outlives this script; nsenter --net: its own network namespace (ip netns exec breaks dockerd)
  setsid nohup nsenter --net="/run/netns/$(ns "$1")" dockerd --config-file "$d/daemon.json" \
    --data-root "$d/data" --exec-root "$d/exec" --pidfile "$d/docker.pid" \
    -H "unix://$d/docker.sock" -H "tcp://$(engine_ip "$1"):2376" \
    --tlsverify --tlscacert "$c/ca.pem" --tlscert "$d/server-cert.pem" --tlskey "$d/server-key.pem" \
    --bridge=none --iptables=false --ip6tables=false --ip-masq=false --ip-forward=false \
    --cgroup-parent "/acf-$id-$1" >>"$d/dockerd.log" 2>&1 </dev/null &
  for _ in $(seq 1 120); do
    docker -H "unix://$d/docker.sock" info >/dev/null 2>&1 && return 0
    sleep 0.5
  done
  tail -n 20 "$d/dockerd.log" >&2
  say "engine $1 did not answer within 60 s"
  return 1
}

kill_daemon() {
  local d; d="$(dir "$1")"
  [[ -s "$d/docker.pid" ]] || return 0
  local pid; pid="$(cat "$d/docker.pid")"
  if [[ -d "/proc/$pid" ]] && grep -q dockerd "/proc/$pid/comm" 2>/dev/null; then kill -KILL "$pid" || true; fi
  for _ in $(seq 1 50); do [[ -d "/proc/$pid" ]] || break; sleep 0.1; done
  rm -f "$d/docker.pid"
}

# Every process of engine I: its dockerd, containerd, shims and containers (all in its network namespace or under its
# cgroup parent); only processes this script started are there.
kill_all() {
  local n; n="$(ns "$1")"
  kill_daemon "$1"
  local pids=""
  [[ -e "/run/netns/$n" ]] && pids="$(ip netns pids "$n" 2>/dev/null || true)"
  for f in /sys/fs/cgroup/*/"acf-$id-$1"/cgroup.procs /sys/fs/cgroup/*/"acf-$id-$1"/*/cgroup.procs /sys/fs/cgroup/"acf-$id-$1"/cgroup.procs; do
    [[ -f "$f" ]] && pids="$pids $(cat "$f")"
  done
  for pid in $pids; do kill -KILL "$pid" 2>/dev/null || true; done
  sleep 0.5
  for d in /sys/fs/cgroup/*/"acf-$id-$1"/* /sys/fs/cgroup/*/"acf-$id-$1"; do
    [[ -d "$d" ]] && rmdir "$d" 2>/dev/null || true
  done
}

case "$cmd" in
  up)
    n="$4" image="$5"
    mkdir -p "$work"
    certs
    tar="$work/image.tar"
    docker save "$image" -o "$tar"
    for i in $(seq 0 $(( n - 1 ))); do
      mkdir -p "$(dir "$i")"
      network "$i"
      server_cert "$i"
      start_daemon "$i"
      docker -H "unix://$(dir "$i")/docker.sock" load -q -i "$tar" >/dev/null
      echo "$i tcp://$(engine_ip "$i"):2376"
    done
    rm -f "$tar"
    ;;
  kill) kill_daemon "$4" ;;
  start) start_daemon "$4" ;;
  down)
    n="$4"
    for i in $(seq 0 $(( n - 1 ))); do
      kill_all "$i" || true
      grep " $work/" /proc/mounts | awk '{print $2}' | sort -r | while read -r m; do umount -l "$m" 2>/dev/null || true; done || true
      ip link del "$(host_if "$i")" 2>/dev/null || true
      ip netns del "$(ns "$i")" 2>/dev/null || true
    done
    grep " $work/" /proc/mounts | awk '{print $2}' | sort -r | while read -r m; do umount -l "$m" 2>/dev/null || true; done || true
    rm -rf "$work"
    ;;
  *) say "unknown command $cmd"; exit 2 ;;
esac
