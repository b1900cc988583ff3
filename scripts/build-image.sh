#!/usr/bin/env bash
# Builds the sandbox image agentcage/python-sandbox:<version> with no container registry at all:
#   1. base  agentcage/python-sandbox-base:<version>: a Debian bookworm minbase root filesystem with python3, numpy,
#            pandas and matplotlib from debootstrap, trimmed (docs, locales, headers, test suites), `docker import`ed;
#   2. image agentcage/python-sandbox:<version>: the base plus the runner (docker/python/Dockerfile, the same file the
#            library builds from a registry with SandboxImage, here with no pip step).
# Each step is skipped when its result exists: the base is built once (a few minutes), the runner layer again only
# when the runner's files change (its hash is a label on the image). Users with a registry can instead let the
# library build the image (SandboxImage, `agentcage image build`, DockerExecutor...buildImageIfMissing()). Options (environment): AGENTCAGE_IMAGE_VERSION, AGENTCAGE_BASE_IMAGE (default
# agentcage/python-sandbox-base:<version>), AGENTCAGE_DEBIAN_MIRROR, AGENTCAGE_REBUILD_BASE=1 (rebuild the base even
# when it exists). To test a changed runner without replacing the tag others use, build it under another version on
# the existing base and give the JVM the same AGENTCAGE_IMAGE_VERSION (the library reads it too):
#   AGENTCAGE_IMAGE_VERSION=mine AGENTCAGE_BASE_IMAGE=agentcage/python-sandbox-base:0.1.0 scripts/build-image.sh
# Licensed under the Apache License, Version 2.0.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
CONTEXT="$ROOT/docker/python"
pom_version() { sed -n 's:.*<version>\([^<]*\)</version>.*:\1:p' "$ROOT/pom.xml" | head -n 1 | sed 's/-SNAPSHOT$//'; }
VERSION="${AGENTCAGE_IMAGE_VERSION:-$(pom_version)}"
BASE="${AGENTCAGE_BASE_IMAGE:-agentcage/python-sandbox-base:$VERSION}"
IMAGE="agentcage/python-sandbox:$VERSION"
PACKAGES="python3,python3-numpy,python3-pandas,python3-matplotlib"

say() { echo "build-image: $*"; }
has_image() { docker image inspect "$1" >/dev/null 2>&1; }

# The mirror apt already uses (deb822 .sources files or a classic sources.list), else Debian's default.
debian_mirror() {
  if [[ -n "${AGENTCAGE_DEBIAN_MIRROR:-}" ]]; then echo "$AGENTCAGE_DEBIAN_MIRROR"; return; fi
  local uri
  uri="$(cat /etc/apt/sources.list.d/*.sources 2>/dev/null | awk '
      /^URIs:/ {u=$2} /^Suites:/ && / bookworm( |$)/ && u !~ /security/ {print u; exit}')"
  [[ -z "$uri" ]] && uri="$(grep -hE '^deb +[^ ]+ +bookworm +' /etc/apt/sources.list /etc/apt/sources.list.d/*.list \
      2>/dev/null | awk '{print $2}' | head -n 1)"
  echo "${uri:-http://deb.debian.org/debian}"
}

# Pulled in by Depends chains but never used at run time: python3-fonttools depends on scipy, sympy, lxml and
# unicode-data; scipy on pythran, which drags in gcc, g++, boost and every -dev package; PIL's ImageTk on tk.
UNUSED_PACKAGES="python3-scipy python3-pythran python3-sympy python3-mpmath python3-lxml python3-beniget python3-gast
  python3-ply unicode-data gcc gcc-12 g++ g++-12 cpp cpp-12 libgcc-12-dev libstdc++-12-dev libc6-dev libc-dev-bin
  linux-libc-dev libcrypt-dev libnsl-dev libtirpc-dev libboost1.74-dev libboost-dev libxsimd-dev libopenblas-dev
  libopenblas-pthread-dev libblas-dev liblapack-dev libpython3.11-dev libpython3-dev libpython3-all-dev python3.11-dev
  python3-dev python3-all-dev python3-all libexpat1-dev zlib1g-dev binutils binutils-common binutils-x86-64-linux-gnu
  libbinutils libgprofng0 libctf0 libctf-nobfd0 libasan8 libtsan2 liblsan0 libubsan1 libitm1 libcc1-0 libisl23
  libmpc3 libjs-sphinxdoc libjs-underscore python3-tk python3-pil.imagetk tk8.6-blt2.5 blt tk8.6 libtk8.6
  tcl8.6 libtcl8.6 perl perl-modules-5.36 libperl5.36 libgdbm-compat4 python3-decorator liblbfgsb0 libxml2 libicu72
  libxslt1.1 python3-distutils python3-lib2to3 python3-setuptools"

purge_unused() {
  local dir="$1" present=()
  for package in $UNUSED_PACKAGES; do
    chroot "$dir" dpkg-query -W -f '${Status}' "$package" 2>/dev/null | grep -q 'ok installed' && present+=("$package")
  done
  [[ ${#present[@]} -eq 0 ]] && return 0
  # --force-depends: the image never runs apt again, and these are optional at run time (checked below).
  chroot "$dir" dpkg --purge --force-depends "${present[@]}" >/dev/null 2>&1 \
    || { say "dpkg --purge reported errors (ignored)"; }
}

check_rootfs() {
  chroot "$1" env MPLBACKEND=Agg MPLCONFIGDIR=/tmp python3 -c '
import numpy, pandas, matplotlib.pyplot as plt, io
plt.plot(pandas.Series(numpy.arange(5)))
plt.savefig(io.BytesIO(), format="png")' || { say "the trimmed root filesystem cannot run numpy/pandas/matplotlib"; exit 1; }
}

trim_rootfs() {
  local dir="$1"
  purge_unused "$dir"
  rm -rf "$dir"/usr/share/{doc,man,info,lintian,linda,bug,common-licenses,bash-completion,menu,pixmaps}
  find "$dir/usr/share/locale" -mindepth 1 -maxdepth 1 ! -name 'locale.alias' -exec rm -rf {} + 2>/dev/null || true
  rm -rf "$dir"/usr/include "$dir"/var/cache/apt/* "$dir"/var/lib/apt/lists/* "$dir"/var/log/* "$dir"/tmp/*
  rm -rf "$dir"/var/cache/debconf/*-old "$dir"/usr/share/python-wheels
  local py="$dir/usr/lib/python3/dist-packages" std="$dir/usr/lib/python3.11"
  # Test suites: pandas alone ships ~70 MB of them. numpy.testing stays: pandas imports it.
  find "$py" "$std" -depth -type d \( -name tests -o -name test \) -prune -exec rm -rf {} + 2>/dev/null || true
  rm -rf "$std"/{idlelib,turtledemo,tkinter,ensurepip,lib2to3,pydoc_data} "$dir"/usr/lib/python3.11/config-3.11-*
  find "$dir/usr" -name '*.a' -delete
  # Stale byte code of deleted modules; the rest stays so that imports do not recompile on a read-only root.
  find "$dir/usr" -type d -name __pycache__ -empty -delete
  install -d -o 65534 -g 65534 -m 0700 "$dir/workspace"
}

build_base() {
  local mirror dir
  mirror="$(debian_mirror)"
  dir="$(mktemp -d /var/tmp/agentcage-rootfs.XXXXXX)"
  trap 'rm -rf "$dir"' RETURN
  say "debootstrap bookworm from $mirror (a few minutes)"
  mkdir -p /var/cache/agentcage-debootstrap
  debootstrap --variant=minbase --cache-dir=/var/cache/agentcage-debootstrap --include="$PACKAGES" bookworm "$dir" "$mirror" >/var/tmp/agentcage-debootstrap.log 2>&1 \
    || { tail -n 30 /var/tmp/agentcage-debootstrap.log >&2; say "debootstrap failed"; exit 1; }
  say "root filesystem: $(du -sh "$dir" | cut -f1) before trimming"
  # Compile byte code now (as root, once) so a read-only container never recompiles on import.
  chroot "$dir" python3 -m compileall -q -j 2 /usr/lib/python3/dist-packages /usr/lib/python3.11 >/dev/null 2>&1 || true
  trim_rootfs "$dir"
  check_rootfs "$dir"
  say "root filesystem: $(du -sh "$dir" | cut -f1) after trimming"
  tar --numeric-owner -C "$dir" -c . | docker import \
    --change 'ENV LANG=C.UTF-8 PATH=/usr/local/bin:/usr/bin:/bin' \
    --change 'CMD ["python3"]' - "$BASE" >/dev/null
  say "imported $BASE"
}

# The same hash as io.agentcage.docker.SandboxImage computes over the copy of these files in the sandbox-docker jar.
runner_hash() {
  (cd "$CONTEXT" && find Dockerfile runner -type f ! -path '*__pycache__*' ! -name '*.pyc' | LC_ALL=C sort \
    | xargs sha256sum) | sha256sum | cut -c1-16
}

# The versions of the packages the base has, as the label io.agentcage.packages (the library tells models).
base_packages() {
  docker run --rm --network none --user 0 --entrypoint python3 "$BASE" -c '
import importlib.metadata as m
print(" ".join("%s==%s" % (p, m.version(p)) for p in ("numpy", "pandas", "matplotlib")))'
}

build_image() {
  local hash="$1" packages
  packages="$(base_packages)" || { say "the base $BASE cannot import numpy, pandas and matplotlib"; exit 1; }
  say "building $IMAGE (runner $hash; $packages)"
  DOCKER_BUILDKIT=0 docker build -q -f "$CONTEXT/Dockerfile" --build-arg BASE="$BASE" --build-arg PIP_PACKAGES= \
    --label io.agentcage.runner-hash="$hash" --label io.agentcage.packages="$packages" -t "$IMAGE" "$CONTEXT" \
    >/dev/null
}

command -v docker >/dev/null 2>&1 && docker info >/dev/null 2>&1 \
  || { say "no Docker daemon answers; run scripts/setup-docker.sh first"; exit 1; }
hash="$(runner_hash)"
if has_image "$IMAGE" && [[ "$(docker image inspect -f '{{index .Config.Labels "io.agentcage.runner-hash"}}' "$IMAGE")" == "$hash" ]]; then
  say "$IMAGE is up to date"
else
  if [[ "${AGENTCAGE_REBUILD_BASE:-0}" == 1 ]] || ! has_image "$BASE"; then
    command -v debootstrap >/dev/null 2>&1 || { say "debootstrap is missing: apt-get install debootstrap"; exit 1; }
    build_base
  fi
  build_image "$hash"
fi
say "$IMAGE: $(docker image inspect -f '{{.Size}}' "$IMAGE" | awk '{printf "%.0f MB", $1/1e6}')"
