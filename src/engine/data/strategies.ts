// The standard encounter strategies' outcome tables (R-NEG-09, R-FIGHT-11, R-FLEE-11): for each
// preference, the chance (per cent, as the manual prints it) of each variant. The plain columns
// apply to a creature without a special variant for the strategy, the starred ones ('*') to a
// creature with one (R-STRAT-03). A row of the manual sums to 100 ± 1 (R-NEG-10, R-FIGHT-12,
// R-FLEE-12): a row is drawn with its percentages as weights, out of the row's own sum.

import type { Strategy } from './beings';

/** The three standard strategies in the menu's order (R-STRAT-01); 'combat' is the clash ('starcie'). */
export const STRATEGIES: readonly Strategy[] = ['negotiation', 'combat', 'flight'];

/** The variants of a standard course; C is split into C1..C3 (flight has no C2, R-FLEE-08). */
export const VARIANTS = ['A', 'B', 'C1', 'C2', 'C3', 'D', 'E'] as const;
export type Variant = (typeof VARIANTS)[number];

/** A row: the weight (per cent) of each variant that can occur; a missing variant is the manual's '—'. */
export type VariantRow = Readonly<Partial<Record<Variant, number>>>;

export interface StrategyTable {
  /** The lowest and the highest preference of the table (R-STRAT-15: others are clamped, ours). */
  readonly from: number;
  readonly to: number;
  /** Rows from `from` to `to`: the plain columns and the starred ones. */
  readonly plain: readonly VariantRow[];
  readonly starred: readonly VariantRow[];
}

/** R-NEG-09: standard negotiation, preferences −6..4. */
export const NEGOTIATION_TABLE: StrategyTable = {
  from: -6,
  to: 4,
  plain: [
    { A: 83, B: 17 }, // −6
    { A: 67, B: 33 }, // −5
    { A: 50, B: 33, C1: 17 }, // −4
    { A: 33, B: 33, C1: 17, C2: 17 }, // −3
    { A: 17, B: 33, C1: 17, C2: 33 }, // −2
    { B: 33, C1: 33, C2: 33 }, // −1
    { B: 17, C1: 50, C2: 33 }, // 0
    { C1: 50, C2: 33, D: 17 }, // 1
    { C1: 33, C2: 33, D: 17, E: 17 }, // 2
    { C1: 33, C2: 17, D: 17, E: 33 }, // 3
    { C1: 33, D: 17, E: 50 }, // 4
  ],
  starred: [
    { A: 83, B: 17 }, // −6
    { A: 67, B: 30, C3: 3 }, // −5
    { A: 50, B: 30, C3: 20 }, // −4
    { A: 33, B: 30, C2: 11, C3: 26 }, // −3
    { A: 17, B: 30, C2: 22, C3: 31 }, // −2
    { B: 30, C2: 22, C3: 47 }, // −1
    { B: 14, C1: 14, C2: 22, C3: 50 }, // 0
    { C1: 14, C2: 22, C3: 47, D: 17 }, // 1
    { C1: 14, C2: 22, C3: 30, D: 17, E: 17 }, // 2
    { C1: 14, C2: 11, C3: 25, D: 17, E: 33 }, // 3
    { C1: 14, C3: 19, D: 17, E: 50 }, // 4
  ],
};

/** R-FIGHT-11: standard clash, preferences −6..8 (C1 never occurs with a special variant). */
export const COMBAT_TABLE: StrategyTable = {
  from: -6,
  to: 8,
  plain: [
    { A: 83, B: 17 }, // −6
    { A: 67, B: 33 }, // −5
    { A: 50, B: 33, C1: 17 }, // −4
    { A: 33, B: 33, C1: 17, C2: 17 }, // −3
    { A: 17, B: 33, C1: 17, C2: 33 }, // −2
    { B: 33, C1: 33, C2: 33 }, // −1
    { B: 17, C1: 33, C2: 33, D: 17 }, // 0
    { C1: 33, C2: 33, D: 33 }, // 1
    { C1: 17, C2: 33, D: 33, E: 17 }, // 2
    { C1: 17, C2: 17, D: 33, E: 33 }, // 3
    { C1: 17, D: 33, E: 50 }, // 4
    { D: 33, E: 67 }, // 5
    { D: 17, E: 83 }, // 6
    { E: 100 }, // 7
    { E: 100 }, // 8
  ],
  starred: [
    { A: 83, B: 17 }, // −6
    { A: 67, B: 30, C3: 3 }, // −5
    { A: 50, B: 30, C3: 20 }, // −4
    { A: 33, B: 30, C2: 11, C3: 26 }, // −3
    { A: 17, B: 30, C2: 22, C3: 31 }, // −2
    { B: 30, C2: 22, C3: 47 }, // −1
    { B: 14, C2: 22, C3: 50, D: 14 }, // 0
    { C2: 22, C3: 47, D: 30 }, // 1
    { C2: 22, C3: 31, D: 30, E: 17 }, // 2
    { C2: 11, C3: 26, D: 30, E: 33 }, // 3
    { C3: 20, D: 30, E: 50 }, // 4
    { C3: 3, D: 30, E: 67 }, // 5
    { D: 17, E: 83 }, // 6
    { E: 100 }, // 7
    { E: 100 }, // 8
  ],
};

/** R-FLEE-11: standard flight, preferences −3..4 (no C2). */
export const FLIGHT_TABLE: StrategyTable = {
  from: -3,
  to: 4,
  plain: [
    { A: 33, B: 33, C1: 34 }, // −3
    { A: 17, B: 33, C1: 50 }, // −2
    { B: 33, C1: 67 }, // −1
    { B: 17, C1: 67, D: 17 }, // 0
    { C1: 67, D: 33 }, // 1
    { C1: 50, D: 33, E: 17 }, // 2
    { C1: 33, D: 33, E: 33 }, // 3
    { C1: 17, D: 33, E: 50 }, // 4
  ],
  starred: [
    { A: 33, B: 30, C1: 11, C3: 26 }, // −3
    { A: 17, B: 30, C1: 22, C3: 31 }, // −2
    { B: 30, C1: 22, C3: 48 }, // −1
    { B: 14, C1: 22, C3: 50, D: 14 }, // 0
    { C1: 22, C3: 48, D: 30 }, // 1
    { C1: 22, C3: 31, D: 30, E: 17 }, // 2
    { C1: 11, C3: 26, D: 30, E: 33 }, // 3
    { C3: 20, D: 30, E: 50 }, // 4
  ],
};

export const STRATEGY_TABLES: Readonly<Record<Strategy, StrategyTable>> = {
  negotiation: NEGOTIATION_TABLE,
  combat: COMBAT_TABLE,
  flight: FLIGHT_TABLE,
};

/**
 * The preference bonuses of the crew and the equipment: R-NEG-01 (Commander or Neurodetektor,
 * not both), R-FIGHT-02 (Soldier and Laser, each), R-FLEE-01 (Navigator or Rover, not both).
 */
export const PREFERENCE_BONUS = 1;
