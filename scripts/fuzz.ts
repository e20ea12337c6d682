// npm run fuzz -- --games N --length 10|20|30 [--seed S]
// Plays N seeded random games (src/fuzz/randomPlay.ts) and checks every step; prints games
// finished, steps, and each failure with the seed and step index to reproduce it. Exits 1 on any
// failure. Without --length it plays each length in turn.
import '../src/sim/compilerFlags'; // first: V8's settings for long runs of games
import '../src/engine/text/english'; // the English texts, for the reports
import { playGame, type Failure } from '../src/fuzz/randomPlay';
import type { VoyageLength } from '../src/engine';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const games = Number(arg('games') ?? 200);
const lengthArg = arg('length');
const lengths: VoyageLength[] = lengthArg ? [Number(lengthArg) as VoyageLength] : [10, 20, 30];
const seed0 = Number(arg('seed') ?? 1);
if (!Number.isInteger(games) || games < 1 || lengths.some((l) => ![10, 20, 30].includes(l)) || !Number.isInteger(seed0)) {
  console.error('usage: npm run fuzz -- --games N [--length 10|20|30] [--seed S]');
  process.exit(2);
}

const failures: Failure[] = [];
let steps = 0;
let ended = 0;
let cut = 0;
const reached = new Map<string, number>();
const started = process.hrtime.bigint();
const total = games * lengths.length;
let done = 0;
const tty = process.stderr.isTTY;
for (const length of lengths) {
  for (let g = 0; g < games; g++) {
    const r = playGame(length, seed0 + g);
    steps += r.steps;
    if (r.ended) ended++;
    else if (!r.failure) cut++;
    if (r.failure) {
      failures.push(r.failure);
      // said at once, so a long soak can be acted on before it ends
      const f = r.failure;
      process.stderr.write(`${tty ? '\n' : ''}FAIL length ${f.length} seed ${f.seed} step ${f.stepIndex} ${JSON.stringify(f.action)}: ${f.problem.split('\n')[0]}\n`);
    }
    for (const p of r.phases) reached.set(p, (reached.get(p) ?? 0) + 1);
    done++;
    if (tty || done % Math.max(1, Math.floor(total / 20)) === 0 || done === total) {
      const width = 30;
      const filled = Math.round((done / total) * width);
      const line = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} games, ${failures.length} failures`;
      if (tty) process.stderr.write(`\r${line}`);
      else process.stderr.write(`${line}\n`);
    }
  }
}
if (tty) process.stderr.write('\n');
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
console.log(`games: ${total} (${lengths.join('/')} months, seeds ${seed0}..${seed0 + games - 1})`);
console.log(`finished (back on Earth): ${ended}; cut at the step limit: ${cut}; failed: ${failures.length}`);
console.log(`steps: ${steps} in ${seconds.toFixed(1)} s (${((seconds * 1e3) / Math.max(1, steps)).toFixed(2)} ms a step)`);
console.log(`games reaching each phase or trouble: ${[...reached].sort((x, y) => x[0].localeCompare(y[0])).map(([p, n]) => `${p} ${n}`).join(', ')}`);
for (const f of failures.slice(0, 20))
  console.log(`FAIL length ${f.length} seed ${f.seed} step ${f.stepIndex} ${JSON.stringify(f.action)}: ${f.problem.split('\n')[0]}`);
if (failures.length > 20) console.log(`… and ${failures.length - 20} more`);
process.exit(failures.length > 0 ? 1 : 0);
