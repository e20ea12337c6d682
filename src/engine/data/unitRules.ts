// The remaining numbers of the CREW, ROBOT, DEV and SHUTTLE rules that the rules modules read:
// chances, hour savings and VP costs. Tables by gravity are in the order of GRAVITIES. Numbers of
// rules not built yet (end-of-game scoring, stunners in use, entry times) come with those rules.
import type { Gravity, StockId } from './units';

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

/** R-CREW-10, R-DMG-07: each wound received costs 1 VP with probability 1/3. */
export const WOUND_VP_LOSS: Odds = [1, 3];

/** Hours saved on a field (R-CREW-17, R-CREW-19, R-ROBOT-12, R-DEV-47). */
export const HOURS_SAVED = {
  /** Research on foot with the Scout or a Rekonbot; with both. */
  scoutOrRekonbotResearch: 1,
  scoutAndRekonbotResearch: 1.5,
  /** The Navigator, when the expedition rides the Rover: research. */
  navigatorRoverResearch: 0.5,
  /** The Climber on foot: mountains research; cliffs research. */
  climberMountainResearch: 1,
  /** R-TERRAIN-27: cliffs 13 h → 10 h with the Climber (R-DEV-47 says 2 h; the terrain table wins, docs/DECISIONS.md). */
  climberCliffResearch: 3,
  /** The Climber when researching mountains from the Rover. */
  climberMountainRoverResearch: 0.5,
  /** R-DEV-47, R-TERRAIN-05: the Climber on foot enters mountains in 2 h instead of 3. */
  climberMountainEntry: 1,
  /** R-TERRAIN-27: the Climber on foot enters a cliff in 5 h instead of 8 (R-DEV-47 says 2 h; the table wins). */
  climberCliffEntry: 3,
  /** R-DEV-54: the Detector in fog. */
  detectorFogResearch: 1,
} as const;

/** VP costs of losses (negative numbers). */
export const LOSS_VP = {
  /** R-CREW-11: a killed human (more if he was not badly wounded, see the damage rules). */
  humanKilled: -10,
  /** R-SCORE-27 (ours): each brain damage of a human (R-DMG-08). */
  impairment: -2,
  /** R-ROBOT-07: a destroyed robot. */
  robotDestroyed: -1,
  /** R-DEV-08: all devices of a type destroyed (not Rover, cages, stunners). */
  deviceTypeLost: -1,
  /** R-DEV-64: each Rover destroyed. */
  roverLostOrDamaged: -1,
  /** R-SHUTTLE-04 / R-SCORE-26 as settled in DECISIONS.md: a shuttle lost other than by the accident. */
  shuttleLost: -5,
} as const;

/** R-DEV-08: types whose loss costs nothing. */
export const NO_LOSS_VP_TYPES: readonly StockId[] = ['rover', 'cage', 'stunner'];

/**
 * R-DMG-23, R-HEAL-06, R-HEAL-07: the healing factor a pre-healed wound keeps — the Medkit in
 * 'UŻYWANE' +2, the Doctor (not the one wounded) +1, added up.
 */
export const PRE_HEAL = { medkit: 2, doctor: 1 } as const;
/** R-DMG-24, R-REPAIR-06, R-REPAIR-08, R-REPAIR-09: a patched-up damage's repair factor — Tools (devices) or Special Tools (robots) in 'UŻYWANE' +2, the Engineer +1. */
export const PATCH_UP = { tools: 2, specialTools: 2, engineer: 1 } as const;
