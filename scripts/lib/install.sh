# Shared helpers of the scripts: install missing Debian packages when running as root, or say how to.
apt_updated=0

install_packages() {
  if [ "$(id -u)" -ne 0 ]; then
    echo "missing: $*; install with: sudo apt-get install -y $*" >&2
    exit 1
  fi
  if [ "$apt_updated" -eq 0 ]; then
    echo "== apt-get update"
    DEBIAN_FRONTEND=noninteractive apt-get update -qq
    apt_updated=1
  fi
  echo "== apt-get install $*"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >/dev/null
}

# ensure_command COMMAND PACKAGE: installs PACKAGE unless COMMAND is on the PATH.
ensure_command() {
  command -v "$1" >/dev/null 2>&1 || install_packages "$2"
}
