// The remaining numbers of the CREW, ROBOT, DEV and SHUTTLE rules: chances, hour savings and VP
// costs that later rule modules read. Tables by gravity are in the order of GRAVITIES.
import type { Gravity, StockId } from './units';
import type { VoyageLength } from './setup';

export type ByGravity<T> = Readonly<Record<Gravity, T>>;
/** Exact odds as numerator/denominator, for draws with Dice.chance. */
export type Odds = readonly [number, number];

/** R-DEV-17, R-DEV-31: chance per hour of a wound in a damaged (heavy) suit without air or in toxic air. */
export const DAMAGED_SUIT_WOUND_PER_HOUR: ByGravity<number> = { nearZero: 0.07, low: 0.09, earth: 0.12, high: 0.17, huge: 0.33 };

/** R-DEV-30: chance per hour of death in a damaged heavy suit in an acid atmosphere. */
export const DAMAGED_HEAVY_SUIT_ACID_DEATH_PER_HOUR: ByGravity<number> = { nearZero: 0.03, low: 0.045, earth: 0.06, high: 0.08, huge: 0.17 };

/** R-DEV-33: extra chance of 1 VP per researched field with 0..4 heavy suits in the expedition. */
export const HEAVY_SUIT_FIELD_VP_CHANCE: readonly number[] = [0, 0.03, 0.06, 0.12, 0.25];

/** R-CREW-20: the Scientist's extra chance of 1 VP per researched field. */
export const SCIENTIST_FIELD_VP_CHANCE = 0.06;

/** R-DEV-62: research by Rover raises the terrain-VP chance by 100% at high gravity, 35% elsewhere. */
export const ROVER_FIELD_VP_BONUS: ByGravity<number> = { nearZero: 0.35, low: 0.35, earth: 0.35, high: 1, huge: 0.35 };

/** R-DEV-36: a stunner is destroyed after use with probability 2/3. */
export const STUNNER_DESTROYED_AFTER_USE: Odds = [2, 3];

/** R-CREW-10, R-DMG-07: each wound received costs 1 VP with probability 1/3. */
export const WOUND_VP_LOSS: Odds = [1, 3];

/** Hours saved on a field (R-CREW-17, R-CREW-19, R-ROBOT-12, R-DEV-47). */
export const HOURS_SAVED = {
  /** Research on foot with the Scout or a Rekonbot; with both. */
  scoutOrRekonbotResearch: 1,
  scoutAndRekonbotResearch: 1.5,
  /** The Navigator, when the expedition rides the Rover: research. */
  navigatorRoverResearch: 0.5,
  /** The Climber on foot: mountains entry and research; cliffs entry and research. */
  climberMountainEntry: 1,
  climberMountainResearch: 1,
  climberCliffEntry: 2,
  /** R-TERRAIN-27: cliffs 13 h → 10 h with the Climber (R-DEV-47 says 2 h; the terrain table wins, docs/DECISIONS.md). */
  climberCliffResearch: 3,
  /** The Climber when researching mountains from the Rover. */
  climberMountainRoverResearch: 0.5,
  /** R-DEV-54: the Detector in fog. */
  detectorFogResearch: 1,
} as const;

/** VP costs of losses (negative numbers). */
export const LOSS_VP = {
  /** R-CREW-11: a killed human (more if he was not badly wounded, see the damage rules). */
  humanKilled: -10,
  /** R-CREW-10: each wound not healed at the end. */
  woundUnhealedAtEnd: -1,
  /** R-ROBOT-07: a destroyed robot; each robot still damaged at the end. */
  robotDestroyed: -1,
  robotDamagedAtEnd: -1,
  /** R-DEV-08: all devices of a type destroyed, or all damaged at the end (not Rover, cages, stunners). */
  deviceTypeLost: -1,
  /** R-DEV-64: each Rover destroyed, or damaged at the end. */
  roverLostOrDamaged: -1,
  /** R-SHUTTLE-04 / R-ACC-12 / R-SCORE-26 as settled in DECISIONS.md. */
  shuttleLost: -5,
  shuttleDestroyedByAccident: -4,
} as const;

/** R-DEV-08: types whose loss costs nothing. */
export const NO_LOSS_VP_TYPES: readonly StockId[] = ['rover', 'cage', 'stunner'];

/** How often a unit type must go down to planets, and what missing it costs (R-DEV, R-ROBOT, R-CREW). */
export interface TakeRequirement {
  readonly rule: string;
  /** Landings needed per voyage length; 0 = no requirement for that length. */
  readonly times: Readonly<Record<VoyageLength, number>>;
  readonly penalty: Readonly<Record<VoyageLength, number>>;
}

const perLength = (a: number, b: number, c: number): Readonly<Record<VoyageLength, number>> => ({ 10: a, 20: b, 30: c });

/** R-CREW-14 / R-BAL-03 (DECISIONS: −2 on 10 months, −6 on 20 and 30): every human at least once. */
export const HUMAN_TAKE: TakeRequirement = { rule: 'R-BAL-03', times: perLength(1, 1, 1), penalty: perLength(-2, -6, -6) };

/** R-ROBOT-09: each robot type 1/2/3 times, else −4. */
export const ROBOT_TAKE: TakeRequirement = { rule: 'R-ROBOT-09', times: perLength(1, 2, 3), penalty: perLength(-4, -4, -4) };

/** R-DEV-66: the Rover 1/2/3 times, else −4. */
export const ROVER_TAKE: TakeRequirement = { rule: 'R-DEV-66', times: perLength(1, 2, 3), penalty: perLength(-4, -4, -4) };

/** R-DEV-09: every device type at least once, else −2 (10 months) or −4 (20, 30). */
export const DEVICE_TAKE: TakeRequirement = { rule: 'R-DEV-09', times: perLength(1, 1, 1), penalty: perLength(-2, -4, -4) };

/** R-DEV-21, R-DEV-34, R-DEV-38, R-DEV-42, R-DEV-46, R-DEV-49, R-DEV-51..54, R-DEV-71 (R-BAL-08): 30 months only, −2 each. */
export const DEVICE_TAKE_30: Readonly<Partial<Record<StockId, number>>> = {
  suit: 7,
  heavySuit: 3,
  stunner: 2,
  paralyser: 2,
  laser: 2,
  climber: 2,
  tools: 2,
  specialTools: 2,
  medkit: 2,
  detector: 2,
  cage: 5,
};
export const DEVICE_TAKE_30_PENALTY = -2;

/** R-DEV-21 / R-BAL-04: on 30 months every human wears a light suit on a planet once, else −2. */
export const HUMAN_SUIT_30_PENALTY = -2;

/** R-DEV-34, R-DEV-38, R-DEV-71 (R-BAL-10..13): taken together at least once, else −4 each. */
export const TOGETHER: Readonly<Partial<Record<StockId, number>>> = { stunner: 2, cage: 5, heavySuit: 4 };
export const TOGETHER_PENALTY = -4;
