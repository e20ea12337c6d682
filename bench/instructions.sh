#!/usr/bin/env bash
# Counts the machine instructions of N heuristic 30-month games (default 10) under valgrind's
# cachegrind: a measure of the engine's and the player's speed that does not drift with the
# machine's load (docs/SPEED.md). Needs valgrind (Debian: apt-get install valgrind); about 40 s
# for 10 games. With --warm it also counts 2N games and prints the difference a game: the games
# after the first N, with node's start and most of the JIT's compiling left out (about half of the
# count of 10 cold games), which is what the games a second of a long run depend on.
# Usage: npm run bench:instructions [-- N] [--warm]
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
games=10
warm=0
for a in "$@"; do
  case "$a" in
    --warm) warm=1 ;;
    *) games="$a" ;;
  esac
done
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
npx esbuild --bundle --platform=node bench/instructionGames.ts --outfile="$out/games.js" --log-level=warning
# one thread (no concurrent compiling or marking), and V8's hash seed fixed (a random one moved the
# count of the same games by ±0.5%: the maps' collisions), so that the count repeats
count() {
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null --smc-check=all \
    node --single-threaded --hash-seed=1 --random-seed=1 "$out/games.js" "$1" 2> "$out/log" > /dev/null
  grep -E 'I[[:space:]]+refs' "$out/log" | sed -E 's/.*refs:[[:space:]]+//; s/,//g'
}
refs="$(count "$games")"
echo "instructions: $refs ($((refs / games)) a game)"
if [ "$warm" = 1 ]; then
  twice="$(count "$((2 * games))")"
  echo "instructions of $((2 * games)) games: $twice; the last $games: $((twice - refs)) ($(((twice - refs) / games)) a game)"
fi
