// The result of a clash (R-COMBAT-08..18): the column of the difference, moved by an advantage, then
// one die for success and hits together, then the Paralyser's or Laser's chance to lower the hits.
import { CLASH_TABLES, FAILURE_HITS, SUCCESS_HITS, type ClashMode } from '../data/combat';
import type { Dice } from '../rng';

/** R-COMBAT-09: whose advantage, and by how many columns (3 strong, 2 normal, 1 weak). */
export interface Advantage {
  readonly side: 'creature' | 'expedition';
  readonly columns: number;
}

export interface ClashOutcome {
  readonly success: boolean;
  readonly hits: number;
  /** The column of the table the result was read from (after the advantage). */
  readonly column: number;
  /** The Paralyser or Laser lowered the hits (R-COMBAT-12, R-COMBAT-15). */
  readonly improved: boolean;
}

/** The column of a difference (R-COMBAT-14, R-COMBAT-17; '≤ −4' and '≥ 11' are open). */
export function clashColumn(mode: ClashMode, difference: number): number {
  const table = CLASH_TABLES[mode];
  const i = table.findIndex((c) => difference >= c.from && difference <= c.to);
  return i >= 0 ? i : difference < 0 ? 0 : table.length - 1;
}

/**
 * R-COMBAT-09 as DECISIONS.md settles it: the creature's advantage moves the result towards lower
 * differences, the expedition's towards higher ones; the table's end columns hold.
 */
export function shiftedColumn(mode: ClashMode, difference: number, advantage: Advantage | null): number {
  const base = clashColumn(mode, difference);
  if (!advantage) return base;
  const moved = base + (advantage.side === 'creature' ? -advantage.columns : advantage.columns);
  return Math.min(CLASH_TABLES[mode].length - 1, Math.max(0, moved));
}

/**
 * One clash. `improver`: a working Paralyser (capture) or Laser (kill) is with the expedition, chosen
 * as a weapon or not. R-COMBAT-18 (ours): one die orders the outcomes from the worst to the best —
 * failure with the most hits first — which keeps every column's marginal chances and the rule
 * that a failure gives 12 or 8 hits (capture) or 8 (kill). The improvement lowers the hits one step
 * on the ladder of the outcome (R-COMBAT-12, ours), so a failure never falls below 8.
 */
export function resolveClash(mode: ClashMode, difference: number, advantage: Advantage | null, improver: boolean, dice: Dice): ClashOutcome {
  const column = shiftedColumn(mode, difference, advantage);
  const c = CLASH_TABLES[mode][column]!;
  const roll = dice.int(1, 6);
  const success = roll > 6 - (improver ? c.successImproved : c.success);
  let hits = c.hits[c.hits.length - 1]![0];
  let upTo = 0;
  for (const [h, sixths] of c.hits) {
    upTo += sixths;
    if (roll <= upTo) {
      hits = h;
      break;
    }
  }
  let improved = false;
  if (improver && c.improve > 0 && dice.int(1, 6) <= c.improve) {
    const ladder = success ? SUCCESS_HITS[mode] : FAILURE_HITS[mode];
    const next = ladder[ladder.indexOf(hits) + 1];
    if (next !== undefined) {
      hits = next;
      improved = true;
    }
  }
  return { success, hits, column, improved };
}
