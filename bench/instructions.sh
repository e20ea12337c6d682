#!/usr/bin/env bash
# Counts the machine instructions of N heuristic 30-month games (default 10) under valgrind's
# cachegrind: a measure of the engine's and the player's speed that does not drift with the
# machine's load (docs/SPEED.md). Needs valgrind (Debian: apt-get install valgrind); about 40 s
# for 10 games. Usage: npm run bench:instructions [-- N]
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
games="${1:-10}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
npx esbuild --bundle --platform=node bench/instructionGames.ts --outfile="$out/games.js" --log-level=warning
# one thread (no concurrent compiling or marking), so that the count repeats
valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null --smc-check=all \
  node --single-threaded "$out/games.js" "$games" 2> "$out/log"
refs="$(grep -E 'I[[:space:]]+refs' "$out/log" | sed -E 's/.*refs:[[:space:]]+//; s/,//g')"
echo "instructions: $refs ($((refs / games)) a game)"
