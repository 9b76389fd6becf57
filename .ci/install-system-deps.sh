#!/usr/bin/env bash
# Installs what a bare machine of this kind lacks for the test suite: Debian's Chromium
# (browser tests never download a browser of their own).
set -euo pipefail
if [[ -n "${CHROMIUM_PATH:-}" && -x "${CHROMIUM_PATH}" ]] || command -v chromium >/dev/null 2>&1; then
  exit 0
fi
echo "[ci] installing Debian chromium"
export DEBIAN_FRONTEND=noninteractive
SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core >/dev/null
