// Plays many games with a bot and sums them up (issue 15 point 2): win rate against the length's
// threshold, PZ mean and spread, deaths, creatures delivered, months used, the reasons that cost
// the most PZ (from the ledger), and games per second. `npm run sim` prints it; docs and the README
// show its numbers.
import { legalActions, newGame, step, VOYAGE_PLANS, type Action, type GameState, type Message, type VoyageLength } from '../engine';
import type { VpReason } from '../engine/state';
import { advise } from '../engine/bot/heuristic';
import { chooseAction } from '../fuzz/randomPlay';
import { stepTextFault, textFault } from '../fuzz/textCheck';
import { adviceFault, adviceOutcomeFault, claimsFault } from '../fuzz/claimCheck';
import { Dice, seedRng } from '../engine/rng';
import { invariantBroken } from '../engine/invariants';
import { isArtifact } from '../engine/rules/artifacts';

export type BotName = 'random' | 'heuristic';
export const BOT_NAMES: readonly BotName[] = ['random', 'heuristic'];

/** A game longer than this many steps counts as stuck (the heuristic bot plays a 30-month voyage in ~400). */
export const SIM_MAX_STEPS = 4000;

export interface GameResult {
  readonly seed: number;
  readonly vp: number;
  readonly won: boolean;
  readonly ended: boolean;
  readonly steps: number;
  readonly months: number;
  readonly deaths: number;
  readonly delivered: number;
  readonly planets: number;
  /** PZ by reason, summed over the ledger. */
  readonly byReason: Readonly<Partial<Record<VpReason, number>>>;
  /** An exception or a broken invariant, with the step it happened at. */
  readonly failure: string | null;
}

/** A player's move, with the sentence that gives its reason (the heuristic player's advice). */
export interface Move {
  readonly action: Action;
  readonly reason?: Message;
}

export interface Player {
  next(s: GameState): Move | null;
}

export function makePlayer(bot: BotName, seed: number): Player {
  if (bot === 'heuristic') return { next: advise };
  const dice = new Dice(seedRng(seed ^ 0x5eed));
  return { next: (s) => ({ action: chooseAction(s, legalActions(s), dice) }) };
}

/**
 * Plays one game of the length with the bot, from a new game of this seed to its end; with
 * `newWorlds`, the planets' content shuffled within their orbits as the menu's new worlds do.
 */
export function playOne(length: VoyageLength, seed: number, bot: BotName, check = false, newWorlds = false): GameResult {
  const player = makePlayer(bot, seed);
  let s = newGame({ length, seed, randomize: newWorlds });
  let failure: string | null = null;
  let steps = 0;
  for (; steps < SIM_MAX_STEPS && s.phase !== 'ended'; steps++) {
    const before = s;
    let move: Move | null;
    try {
      move = player.next(s);
      if (!move) {
        failure = `no move in phase ${s.phase}`;
        break;
      }
      const r = step(s, move.action);
      if (r.refused && bot === 'heuristic') {
        failure = `refused ${JSON.stringify(move.action)}: ${r.refused.key}`;
        break;
      }
      s = r.state;
    } catch (e) {
      failure = `threw at step ${steps}: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`;
      break;
    }
    if (check) {
      // the state's invariants, and the texts the player reads: the step's and the advisor's
      const broken = invariantBroken(s) ?? stepTextFault(before, s) ?? claimsFault(before, s) ?? (move.reason ? (textFault(move.reason) ?? adviceFault(move.action, move.reason) ?? adviceOutcomeFault(before, move.reason, s)) : null);
      if (broken) {
        failure = `invariant at step ${steps}: ${broken}`;
        break;
      }
    }
  }
  if (!failure && s.phase !== 'ended') failure = `stuck: no end after ${steps} steps (phase ${s.phase})`;
  const byReason: Partial<Record<VpReason, number>> = {};
  for (const l of s.ledger) byReason[l.reason] = (byReason[l.reason] ?? 0) + l.amount;
  return {
    seed,
    vp: s.vp,
    won: s.phase === 'ended' && s.vp >= VOYAGE_PLANS[length].victoryVp,
    ended: s.phase === 'ended',
    steps,
    months: s.month,
    deaths: s.crew.filter((h) => !h.alive).length,
    delivered: s.aboard.filter((x) => !isArtifact(x.being)).length,
    planets: s.visited.length,
    byReason,
    failure,
  };
}

export interface SimSummary {
  readonly bot: BotName;
  readonly length: VoyageLength;
  readonly games: number;
  readonly winRate: number;
  readonly vp: { readonly mean: number; readonly sd: number; readonly min: number; readonly p10: number; readonly median: number; readonly p90: number; readonly max: number };
  readonly deathsPerGame: number;
  readonly deliveredPerGame: number;
  readonly monthsPerGame: number;
  readonly planetsPerGame: number;
  readonly stepsPerGame: number;
  /** The reasons that cost the most PZ, per game on average, worst first. */
  readonly losses: readonly { readonly reason: VpReason; readonly perGame: number }[];
  readonly gains: readonly { readonly reason: VpReason; readonly perGame: number }[];
  readonly failures: readonly { readonly seed: number; readonly failure: string }[];
  readonly gamesPerSecond: number;
  /** Every game's PZ, for the histogram. */
  readonly vps: readonly number[];
}

const round = (x: number, d = 2) => Math.round(x * 10 ** d) / 10 ** d;

function quantile(sorted: readonly number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

export function summarise(bot: BotName, length: VoyageLength, results: readonly GameResult[], seconds: number): SimSummary {
  const n = results.length || 1;
  const vps = results.map((r) => r.vp);
  const mean = vps.reduce((a, b) => a + b, 0) / n;
  const sd = Math.sqrt(vps.reduce((a, b) => a + (b - mean) ** 2, 0) / n);
  const sorted = [...vps].sort((a, b) => a - b);
  const totals = new Map<VpReason, number>();
  for (const r of results) for (const [k, v] of Object.entries(r.byReason)) totals.set(k as VpReason, (totals.get(k as VpReason) ?? 0) + (v ?? 0));
  const per = [...totals].map(([reason, v]) => ({ reason, perGame: round(v / n) }));
  const avg = (f: (r: GameResult) => number) => round(results.reduce((a, r) => a + f(r), 0) / n);
  return {
    bot,
    length,
    games: results.length,
    winRate: round(results.filter((r) => r.won).length / n, 4),
    vp: { mean: round(mean), sd: round(sd), min: sorted[0] ?? 0, p10: quantile(sorted, 0.1), median: quantile(sorted, 0.5), p90: quantile(sorted, 0.9), max: sorted[sorted.length - 1] ?? 0 },
    deathsPerGame: avg((r) => r.deaths),
    deliveredPerGame: avg((r) => r.delivered),
    monthsPerGame: avg((r) => r.months),
    planetsPerGame: avg((r) => r.planets),
    stepsPerGame: avg((r) => r.steps),
    losses: per.filter((x) => x.perGame < 0).sort((a, b) => a.perGame - b.perGame).slice(0, 6),
    gains: per.filter((x) => x.perGame > 0).sort((a, b) => b.perGame - a.perGame).slice(0, 6),
    failures: results.filter((r) => r.failure).map((r) => ({ seed: r.seed, failure: r.failure! })),
    gamesPerSecond: round(results.length / Math.max(seconds, 1e-9), 1),
    vps,
  };
}
