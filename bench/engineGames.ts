// The timed part of the engine bench (engineBench.ts runs it bundled in a child process): N
// 30-month games by the heuristic player, seeds 1..N after the warm-up games, printed as JSON;
// then the same games' actions replayed through step() alone, which says how fast the games
// could be with a player that cost nothing.
import { GAME_RUN_V8_FLAGS } from '../src/sim/compilerFlags'; // first: V8's settings for long runs of games
import { newGame, serialize, step, type Action, type GameState } from '../src/engine';
import { pack } from '../src/workbook/packing';
import { advise } from '../src/engine/bot/heuristic';
import { pct } from './percentile';

export interface GamesRun {
  /** Wall time of the N games, warm-up excluded. */
  readonly seconds: number;
  /** The warm-up: its games and their wall time, and of its first games (the JIT compiling most), from a fresh process. */
  readonly warmUp: { readonly games: number; readonly seconds: number; readonly coldGames: number; readonly coldSeconds: number };
  /** The engine's step() alone and the player's choice, per action, in microseconds. */
  readonly stepMicros: { readonly p50: number; readonly p99: number };
  readonly adviseMicros: { readonly p50: number; readonly p99: number };
  /** The saved state's length at the end of each game. */
  readonly sizes: readonly number[];
  /** The same, packed as the state sheet stores it (layout 4): what a click writes at the end. */
  readonly packedSizes: readonly number[];
  /** Wall time of the same N games' actions replayed through step() alone (the fastest of 3 replays). */
  readonly replaySeconds: number;
  /** The wall time of the second pass over the same games, with every action timed. */
  readonly timedSeconds: number;
  /** Of `timedSeconds`, the time in step() and in the player's choice. */
  readonly stepSeconds: number;
  readonly adviseSeconds: number;
  /** The V8 flags the games ran with (src/sim/compilerFlags.ts). */
  readonly v8Flags: readonly string[];
}

/** The first games of a fresh process, reported apart as the cold rate. */
const COLD_GAMES = 40;
/**
 * Warm-up games before the measured ones (2026-12-06, session 25, blocks of 40 new seeds one after
 * another): V8 goes on compiling long after the first 40 games. With both cores a game took 48, 24,
 * 18, 14, 13, 14, 14 ms in blocks 1..7; pinned to one core 97, 49, 31, 22, 20, 20, 18, 16, 14 ms.
 * A long sim runs at the settled rate. 200 games reach most of it, not all: after 500 warm-up games
 * the same 100 games ran 7–9% faster (session 26, pinned, two pairs; docs/SPEED.md). The bench
 * keeps 200 so that its numbers stay comparable from session to session.
 */
export const WARM_UP_GAMES = 200;

export function playGames(games: number, warmUpGames = WARM_UP_GAMES): GamesRun {
  const stepUs: number[] = [];
  const adviseUs: number[] = [];
  const ends: string[] = [];
  // Warm-up games on other seeds, so that the JIT's compiling is not charged to the measured games
  const w0 = performance.now();
  let coldSeconds = 0;
  for (let i = 1; i <= warmUpGames; i++) {
    playGame(10_000 + i);
    if (i === COLD_GAMES) coldSeconds = (performance.now() - w0) / 1000;
  }
  const warmUp = { games: warmUpGames, seconds: (performance.now() - w0) / 1000, coldGames: Math.min(COLD_GAMES, warmUpGames), coldSeconds: coldSeconds || (performance.now() - w0) / 1000 };
  const actions: Action[][] = [];
  const endStates: GameState[] = [];
  // the timed games carry no timer of their own per action (three clock reads an action were some 3%
  // of a game) and are saved only after the clock stops: the per-action times come from a second pass
  const t0 = performance.now();
  for (let seed = 1; seed <= games; seed++) endStates.push(playGame(seed, (actions[seed - 1] = [])));
  const seconds = (performance.now() - t0) / 1000;
  const t1 = performance.now();
  for (let seed = 1; seed <= games; seed++) timedGame(seed, stepUs, adviseUs);
  const timedSeconds = (performance.now() - t1) / 1000;
  for (const s of endStates) ends.push(serialize(s));
  let replaySeconds = Infinity;
  for (let r = 0; r < 3; r++) replaySeconds = Math.min(replaySeconds, replay(actions));
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    seconds,
    warmUp,
    stepMicros: { p50: round(pct(stepUs, 50)), p99: round(pct(stepUs, 99)) },
    adviseMicros: { p50: round(pct(adviseUs, 50)), p99: round(pct(adviseUs, 99)) },
    sizes: ends.map((t) => t.length),
    packedSizes: ends.map((t) => pack(t).length),
    replaySeconds,
    timedSeconds,
    stepSeconds: stepUs.reduce((a, b) => a + b, 0) / 1e6,
    adviseSeconds: adviseUs.reduce((a, b) => a + b, 0) / 1e6,
    v8Flags: GAME_RUN_V8_FLAGS,
  };
}

/** The recorded games replayed through step() alone; a refused action would mean the replay is not the game played. */
function replay(games: readonly (readonly Action[])[]): number {
  const t0 = performance.now();
  games.forEach((actions, i) => {
    let s = newGame({ length: 30, seed: i + 1 });
    for (const a of actions) {
      const r = step(s, a);
      if (r.refused) throw new Error(`replay of game ${i + 1} refused ${JSON.stringify(a)}`);
      s = r.state;
    }
  });
  return (performance.now() - t0) / 1000;
}

/** One 30-month game by the heuristic player, its actions recorded; returns its state at the end. */
function playGame(seed: number, actions: Action[] = []): GameState {
  let s = newGame({ length: 30, seed });
  for (let i = 0; i < MAX_ACTIONS && s.phase !== 'ended'; i++) {
    const a = advise(s);
    if (!a) break;
    s = step(s, a.action).state;
    actions.push(a.action);
  }
  return s;
}

/** The same game with the player's choice and the step timed apart, action by action. */
function timedGame(seed: number, stepUs: number[], adviseUs: number[]): void {
  let s = newGame({ length: 30, seed });
  for (let i = 0; i < MAX_ACTIONS && s.phase !== 'ended'; i++) {
    const a0 = performance.now();
    const a = advise(s);
    const a1 = performance.now();
    if (!a) break;
    s = step(s, a.action).state;
    const a2 = performance.now();
    adviseUs.push((a1 - a0) * 1000);
    stepUs.push((a2 - a1) * 1000);
  }
}

/** Actions a game is allowed at most (a 30-month game takes some 460). */
const MAX_ACTIONS = 4000;

// run as the bundled child: `node engineGames.js N [WARM_UP]`
if (require.main === module) process.stdout.write(JSON.stringify(playGames(Number(process.argv[2]) || 100, process.argv[3] === undefined ? WARM_UP_GAMES : Number(process.argv[3]))));
