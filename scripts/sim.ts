// npm run sim -- --games N --length 10|20|30 --bot random|heuristic [--seed S] [--json] [--check] [--svg FILE] [--new-worlds]
// Plays N games with a bot (src/sim/simulate.ts) and prints the win rate against the length's
// threshold, PZ mean and spread, deaths, creatures delivered, months used, the reasons that cost the
// most PZ, and games per second. --check also tests the invariants after every step; --svg writes
// a histogram of PZ; --new-worlds plays the variant of the menu's 'nowe światy' (each planet with
// another planet's content of its orbit). Exits 1 when a game throws, breaks an invariant or gets stuck.
import '../src/sim/compilerFlags'; // first: V8's settings for long runs of games
import '../src/engine/text/english'; // the English texts, for the reports
import { writeFileSync } from 'node:fs';
import { BOT_NAMES, playOne, summarise, type BotName, type GameResult } from '../src/sim/simulate';
import { histogramSvg } from '../src/sim/histogram';
import { VOYAGE_PLANS, type VoyageLength } from '../src/engine';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const games = Number(arg('games') ?? 100);
const length = Number(arg('length') ?? 30) as VoyageLength;
const bot = (arg('bot') ?? 'heuristic') as BotName;
const seed0 = Number(arg('seed') ?? 1);
const json = process.argv.includes('--json');
const check = process.argv.includes('--check');
const svg = arg('svg');
const newWorlds = process.argv.includes('--new-worlds');
if (!Number.isInteger(games) || games < 1 || ![10, 20, 30].includes(length) || !BOT_NAMES.includes(bot) || !Number.isInteger(seed0)) {
  console.error('usage: npm run sim -- --games N --length 10|20|30 --bot random|heuristic [--seed S] [--json] [--check] [--svg FILE] [--new-worlds]');
  process.exit(2);
}

const results: GameResult[] = [];
const tty = process.stderr.isTTY;
const started = process.hrtime.bigint();
for (let g = 0; g < games; g++) {
  const r = playOne(length, seed0 + g, bot, check, newWorlds);
  results.push(r);
  if (r.failure) process.stderr.write(`${tty ? '\n' : ''}FAIL seed ${r.seed}: ${r.failure.split('\n')[0]}\n`);
  const done = g + 1;
  if (tty || done % Math.max(1, Math.floor(games / 10)) === 0 || done === games) {
    const filled = Math.round((done / games) * 30);
    const line = `[${'#'.repeat(filled)}${'.'.repeat(30 - filled)}] ${done}/${games} games`;
    process.stderr.write(tty ? `\r${line}` : `${line}\n`);
  }
}
if (tty) process.stderr.write('\n');
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
const sum = summarise(bot, length, results, seconds);
if (svg) writeFileSync(svg, histogramSvg(sum, VOYAGE_PLANS[length].victoryVp));
if (json) {
  const { vps: _vps, ...rest } = sum;
  console.log(JSON.stringify({ ...rest, newWorlds }, null, 2));
} else {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  console.log(`${sum.games} ${length}-month games${newWorlds ? ' (new worlds)' : ''}, bot ${bot}, seeds ${seed0}..${seed0 + games - 1}`);
  console.log(`win rate (≥ ${VOYAGE_PLANS[length].victoryVp} PZ): ${pct(sum.winRate)}`);
  console.log(`PZ: mean ${sum.vp.mean}, sd ${sum.vp.sd}, min ${sum.vp.min}, p10 ${sum.vp.p10}, median ${sum.vp.median}, p90 ${sum.vp.p90}, max ${sum.vp.max}`);
  console.log(`per game: deaths ${sum.deathsPerGame}, creatures delivered ${sum.deliveredPerGame}, months ${sum.monthsPerGame}, planets ${sum.planetsPerGame}, steps ${sum.stepsPerGame}`);
  console.log(`most PZ lost to: ${sum.losses.map((l) => `${l.reason} ${l.perGame}`).join(', ')}`);
  console.log(`most PZ from: ${sum.gains.map((l) => `${l.reason} +${l.perGame}`).join(', ')}`);
  console.log(`failures: ${sum.failures.length}${sum.failures.length ? ` (first: seed ${sum.failures[0]!.seed}: ${sum.failures[0]!.failure.split('\n')[0]})` : ''}`);
  console.log(`speed: ${sum.gamesPerSecond} games/s (${seconds.toFixed(1)} s)`);
}
process.exit(sum.failures.length ? 1 : 0);
