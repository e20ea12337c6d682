#!/usr/bin/env bash
# The Debian packages the tests need, installed when missing, so that `npm test` alone sets up a
# fresh machine (.ci/run calls this too): Chromium (browser tests), xmllint (manifest schema),
# LibreOffice Calc and poppler (the exported .xlsx opened in another spreadsheet program).
set -euo pipefail
need_apt=()
command -v "${CHROMIUM_PATH:-chromium}" >/dev/null 2>&1 || need_apt+=(chromium)
command -v xmllint >/dev/null 2>&1 || need_apt+=(libxml2-utils)
command -v soffice >/dev/null 2>&1 || need_apt+=(libreoffice-calc-nogui fonts-crosextra-carlito)
command -v pdftotext >/dev/null 2>&1 || need_apt+=(poppler-utils)
[ ${#need_apt[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
  as_root=(sudo)
else
  echo "system-deps: missing Debian packages: ${need_apt[*]}" >&2
  echo "system-deps: install them with: sudo apt-get install -y ${need_apt[*]}" >&2
  exit 1
fi
echo "system-deps: installing ${need_apt[*]} (apt-get, a few minutes the first time)"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get update -qq
"${as_root[@]}" apt-get install -y -qq "${need_apt[@]}" >/dev/null
