// Issue 15 point 5: the engine's own numbers for `npm run bench`: heuristic 30-month games a
// second on one core, the engine's time per action (p50/p99), the saved state's size at the end
// of a 30-month game (characters, and state-sheet cells), and the task pane's bundle gzipped.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { newGame, serialize, step } from '../src/engine';
import { advise } from '../src/engine/bot/heuristic';
import { CHUNK_CHARS } from '../src/workbook/stateLayout';

export interface EngineBench {
  readonly heuristicGames: number;
  /** Whole 30-month games a second, the heuristic player's thinking included. */
  readonly heuristicGamesPerSecond: number;
  /** The engine's step() alone, per action, in microseconds. */
  readonly stepMicros: { readonly p50: number; readonly p99: number };
  /** The heuristic player's choice, per action, in microseconds. */
  readonly adviseMicros: { readonly p50: number; readonly p99: number };
  /** The saved state at the end of those games: characters (largest and mean) and state-sheet cells of the largest. */
  readonly endStateChars: { readonly max: number; readonly mean: number };
  readonly endStateCells: number;
  /** dist/taskpane.js gzipped, in KB (null before `npm run build`). */
  readonly taskpaneGzipKb: number | null;
  /** dist/en.js gzipped: the English texts, loaded only when a player picks English. */
  readonly englishChunkGzipKb: number | null;
}

const pct = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

export function engineBench(games = 60): EngineBench {
  const stepUs: number[] = [];
  const adviseUs: number[] = [];
  const sizes: number[] = [];
  // one warm-up game so that the JIT and the player's caches are not charged to the first game
  playGame(10_000, [], []);
  const t0 = performance.now();
  for (let seed = 1; seed <= games; seed++) sizes.push(playGame(seed, stepUs, adviseUs));
  const seconds = (performance.now() - t0) / 1000;
  const round = (x: number) => Math.round(x * 10) / 10;
  const gz = (file: string) => {
    const path = join(__dirname, '../dist', file);
    return existsSync(path) ? round(gzipSync(readFileSync(path), { level: 9 }).length / 1024) : null;
  };
  const max = Math.max(...sizes);
  return {
    heuristicGames: games,
    heuristicGamesPerSecond: round(games / seconds),
    stepMicros: { p50: round(pct(stepUs, 50)), p99: round(pct(stepUs, 99)) },
    adviseMicros: { p50: round(pct(adviseUs, 50)), p99: round(pct(adviseUs, 99)) },
    endStateChars: { max, mean: Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length) },
    endStateCells: Math.ceil(max / CHUNK_CHARS),
    taskpaneGzipKb: gz('taskpane.js'),
    englishChunkGzipKb: gz('en.js'),
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
