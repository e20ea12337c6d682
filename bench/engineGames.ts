// The timed part of the engine bench (engineBench.ts runs it bundled in a child process): N
// 30-month games by the heuristic player, seeds 1..N after one warm-up game, printed as JSON.
import { newGame, serialize, step } from '../src/engine';
import { advise } from '../src/engine/bot/heuristic';

export interface GamesRun {
  /** Wall time of the N games, warm-up excluded. */
  readonly seconds: number;
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

export function playGames(games: number): GamesRun {
  const stepUs: number[] = [];
  const adviseUs: number[] = [];
  const sizes: number[] = [];
  // one warm-up game so that the JIT and the player's caches are not charged to the first game
  playGame(10_000, [], []);
  const t0 = performance.now();
  for (let seed = 1; seed <= games; seed++) sizes.push(playGame(seed, stepUs, adviseUs));
  const seconds = (performance.now() - t0) / 1000;
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    seconds,
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
