// The clash result tables (R-COMBAT-12..17): by the difference between the expedition's grab (capture)
// or kill strength and the creature's combat indicator. Every chance of both tables is a whole
// number of sixths (the manual prints 17%, 33%, 34%, 50%, 67%, 83%: one to five sixths rounded), so
// they are written here in sixths and drawn with one die.

export type ClashMode = 'capture' | 'kill';

/** A column of a table: its differences, its chance of success, its hits. */
export interface ClashColumn {
  /** The differences of the column, inclusive (R-COMBAT-14: '≤ −4' and '≥ 11' open). */
  readonly from: number;
  readonly to: number;
  /** Success in sixths, and with the Paralyser (capture) or the Laser (kill) present. */
  readonly success: number;
  readonly successImproved: number;
  /** The hits and their chance in sixths, from the most hits to the fewest. */
  readonly hits: readonly (readonly [hits: number, sixths: number])[];
  /** R-COMBAT-12, R-COMBAT-15: the chance in sixths that the Paralyser or Laser lowers the hits a step. */
  readonly improve: number;
}

const OPEN = 99;

/**
 * R-COMBAT-14 with R-COMBAT-12: capture. The Paralyser's 17 points of success (one sixth) apply in the
 * columns the table shows them in, '−3, −2' included (the text says "−2 to 1"; decided in DECISIONS).
 */
export const CAPTURE_TABLE: readonly ClashColumn[] = [
  { from: -OPEN, to: -4, success: 0, successImproved: 0, hits: [[12, 4], [8, 2]], improve: 1 },
  { from: -3, to: -2, success: 1, successImproved: 2, hits: [[12, 3], [8, 3]], improve: 1 },
  { from: -1, to: -1, success: 2, successImproved: 3, hits: [[12, 2], [8, 4]], improve: 1 },
  { from: 0, to: 0, success: 3, successImproved: 4, hits: [[8, 5], [4, 1]], improve: 1 },
  { from: 1, to: 1, success: 4, successImproved: 5, hits: [[8, 4], [4, 2]], improve: 1 },
  { from: 2, to: 3, success: 6, successImproved: 6, hits: [[8, 3], [4, 2], [1, 1]], improve: 2 },
  { from: 4, to: 6, success: 6, successImproved: 6, hits: [[8, 2], [4, 2], [1, 2]], improve: 2 },
  { from: 7, to: 10, success: 6, successImproved: 6, hits: [[8, 1], [4, 2], [1, 3]], improve: 2 },
  { from: 11, to: OPEN, success: 6, successImproved: 6, hits: [[4, 2], [1, 4]], improve: 1 },
];

/**
 * R-COMBAT-17 with R-COMBAT-15: kill. The Laser's improvement: 2 sixths from 0 to 10, 1 sixth at −2..−1
 * and at 11 and above; never at −4 and below. At −3 (unspecified) it is the column's 1 sixth.
 */
export const KILL_TABLE: readonly ClashColumn[] = [
  { from: -OPEN, to: -4, success: 2, successImproved: 3, hits: [[8, 6]], improve: 0 },
  { from: -3, to: -2, success: 3, successImproved: 4, hits: [[8, 5], [4, 1]], improve: 1 },
  { from: -1, to: -1, success: 4, successImproved: 5, hits: [[8, 4], [4, 2]], improve: 1 },
  { from: 0, to: 0, success: 6, successImproved: 6, hits: [[8, 3], [4, 2], [2, 1]], improve: 2 },
  { from: 1, to: 1, success: 6, successImproved: 6, hits: [[8, 2], [4, 2], [2, 2]], improve: 2 },
  { from: 2, to: 3, success: 6, successImproved: 6, hits: [[4, 3], [2, 2], [1, 1]], improve: 2 },
  { from: 4, to: 6, success: 6, successImproved: 6, hits: [[4, 2], [2, 2], [1, 2]], improve: 2 },
  { from: 7, to: 10, success: 6, successImproved: 6, hits: [[4, 1], [2, 2], [1, 3]], improve: 2 },
  { from: 11, to: OPEN, success: 6, successImproved: 6, hits: [[2, 2], [1, 4]], improve: 1 },
];

export const CLASH_TABLES: Readonly<Record<ClashMode, readonly ClashColumn[]>> = { capture: CAPTURE_TABLE, kill: KILL_TABLE };

/**
 * R-COMBAT-13, R-COMBAT-16: the hits a failed clash can give (capture 12 or 8, kill 8); the ladder a
 * Paralyser or Laser lowers hits along (R-COMBAT-12: one step, ours). A failure's hits never fall
 * below the failure's own ladder.
 */
export const FAILURE_HITS: Readonly<Record<ClashMode, readonly number[]>> = { capture: [12, 8], kill: [8] };
export const SUCCESS_HITS: Readonly<Record<ClashMode, readonly number[]>> = { capture: [8, 4, 1], kill: [8, 4, 2, 1] };

/** R-COMBAT-09: an advantage moves the result by 3 (strong), 2 (normal) or 1 (weak) columns. */
export const ADVANTAGE_COLUMNS = { strong: 3, normal: 2, weak: 1 } as const;
export type AdvantageLevel = keyof typeof ADVANTAGE_COLUMNS;
