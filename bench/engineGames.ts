// The timed part of the engine bench (engineBench.ts runs it bundled in a child process): N
// 30-month games by the heuristic player, seeds 1..N after one warm-up game, printed as JSON.
import { newGame, serialize, step } from '../src/engine';
import { advise } from '../src/engine/bot/heuristic';

export interface GamesRun {
  /** Wall time of the N games, warm-up excluded. */
  readonly seconds: number;
  /** The warm-up: its games and their wall time, from a fresh process (the JIT still compiling). */
  readonly warmUp: { readonly games: number; readonly seconds: number };
  /** The engine's step() alone and the player's choice, per action, in microseconds. */
  readonly stepMicros: { readonly p50: number; readonly p99: number };
  readonly adviseMicros: { readonly p50: number; readonly p99: number };
  /** The saved state's length at the end of each game. */
  readonly sizes: readonly number[];
}

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

const WARM_UP_GAMES = 40;

export function playGames(games: number): GamesRun {
  const stepUs: number[] = [];
  const adviseUs: number[] = [];
  const sizes: number[] = [];
  // Warm-up games on other seeds, so that the JIT's compiling is not charged to the measured games:
  // measured, V8 needs some 40 of these games before a game's time settles (the first 20 take ~3.5×
  // as long as later runs of the same 20 seeds; the player's kept maps and routes are ~10% of that).
  const w0 = performance.now();
  for (let i = 1; i <= WARM_UP_GAMES; i++) playGame(10_000 + i, [], []);
  const warmUp = { games: WARM_UP_GAMES, seconds: (performance.now() - w0) / 1000 };
  const t0 = performance.now();
  for (let seed = 1; seed <= games; seed++) sizes.push(playGame(seed, stepUs, adviseUs));
  const seconds = (performance.now() - t0) / 1000;
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    seconds,
    warmUp,
    stepMicros: { p50: round(pct(stepUs, 50)), p99: round(pct(stepUs, 99)) },
    adviseMicros: { p50: round(pct(adviseUs, 50)), p99: round(pct(adviseUs, 99)) },
    sizes,
  };
}

/** One 30-month game by the heuristic player; returns the length of its saved end state. */
function playGame(seed: number, stepUs: number[], adviseUs: number[]): number {
  let s = newGame({ length: 30, seed });
  for (let i = 0; i < 4000 && s.phase !== 'ended'; i++) {
    const a0 = performance.now();
    const a = advise(s);
    const a1 = performance.now();
    if (!a) break;
    const next = step(s, a.action).state;
    const a2 = performance.now();
    adviseUs.push((a1 - a0) * 1000);
    stepUs.push((a2 - a1) * 1000);
    s = next;
  }
  return serialize(s).length;
}

// run as the bundled child: `node engineGames.js N`
if (require.main === module) process.stdout.write(JSON.stringify(playGames(Number(process.argv[2]) || 60)));
