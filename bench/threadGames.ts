// `taskset -c 0 npm run bench:threads -- [GAMES]`: heuristic 30-month games as the sim plays them (default 700, seeds
// 10001..), with the sim's V8 setting, and for each block of 100 the wall time and the CPU time of
// the games' own thread and of V8's other threads (its compiler and the collector's helpers), read
// from /proc/self/task (Linux only). Pinned to one core, the other threads' time is time the games
// do not get: session 28 found TurboFan recompiling there long after the bench's warm-up
// (docs/SPEED.md). The main thread's task id is the process id.
import '../src/sim/compilerFlags'; // first: V8's settings for long runs of games
import { readFileSync, readdirSync } from 'node:fs';
import { playOne } from '../src/sim/simulate';

/** The kernel's clock ticks a second (USER_HZ), in which /proc reports CPU time. */
const TICKS = 100;

/** CPU seconds of each thread so far, by task id. */
function threadSeconds(): Map<string, number> {
  const out = new Map<string, number>();
  for (const task of readdirSync('/proc/self/task')) {
    const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
    // the fields after the command's closing parenthesis: utime and stime are the 12th and 13th
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    out.set(task, (Number(f[11]) + Number(f[12])) / TICKS);
  }
  return out;
}

const games = Number(process.argv[2]) || 700;
const main = String(process.pid);
let before = threadSeconds();
let t0 = performance.now();
console.log('games       wall s  games\' thread s  other threads s');
for (let i = 1; i <= games; i++) {
  // the sim's own game loop: the games `npm run sim` plays
  playOne(30, 10_000 + i, 'heuristic');
  if (i % 100 !== 0 && i !== games) continue;
  const now = threadSeconds();
  let own = 0;
  let other = 0;
  for (const [task, cpu] of now) {
    const d = cpu - (before.get(task) ?? 0);
    if (task === main) own += d;
    else other += d;
  }
  const from = i - ((i - 1) % 100);
  console.log(`${`${from}–${i}`.padEnd(12)}${((performance.now() - t0) / 1000).toFixed(2).padStart(6)}  ${own.toFixed(2).padStart(15)}  ${other.toFixed(2).padStart(15)}`);
  before = now;
  t0 = performance.now();
}
