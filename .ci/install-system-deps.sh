#!/usr/bin/env bash
# Installs what a bare machine of this kind lacks for the test suite: Debian's Chromium and its old
# headless shell (browser tests never download a browser of their own; decision 0042), PostgreSQL's
# client tools (pg_dump/pg_restore for the backup test) and wapiti, the independent web vulnerability
# scanner of the security scan, and Dovecot's IMAP server, which the inbound-mail tests start as a
# private non-daemon instance (tests/setup/imap-server.ts; decision 0067).
set -euo pipefail
missing=()
if ! { [[ -n "${CHROMIUM_PATH:-}" && -x "${CHROMIUM_PATH}" ]] || command -v chromium >/dev/null 2>&1; }; then
  missing+=(chromium fonts-dejavu-core)
fi
if [[ -z "${CHROMIUM_PATH:-}" ]] && ! command -v chromium-headless-shell >/dev/null 2>&1; then
  missing+=(chromium-headless-shell)
fi
if ! command -v pg_dump >/dev/null 2>&1 || ! command -v pg_restore >/dev/null 2>&1; then
  missing+=(postgresql-client)
fi
if ! command -v wapiti >/dev/null 2>&1; then
  missing+=(wapiti)
fi
if ! command -v dovecot >/dev/null 2>&1 && [[ ! -x /usr/sbin/dovecot ]]; then
  missing+=(dovecot-imapd)
fi
if [[ ${#missing[@]} -eq 0 ]]; then
  exit 0
fi
echo "[ci] installing Debian packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
SUDO=""; [[ $(id -u) -ne 0 ]] && SUDO="sudo"
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
