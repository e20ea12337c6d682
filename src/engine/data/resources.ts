// The numbers of resource drain on a planet (R-RES-01..18, R-ORBIT-21..23, R-TERRAIN drain
// column) and our designs for what the manual states only in words. Percentages are per hour;
// "per point" is per absorbency point or per drain point. See docs/DECISIONS.md, "Resources".
import type { Gravity } from './units';

/**
 * R-RES-03 (DECISIONS: R-ORBIT-06/R-RES-03): the mean drain per point and hour by gravity, at the
 * reference of one point, in percent of one resource. Earth's 1.37% is the reference the other
 * tables are scaled by.
 */
export const DRAIN_PER_POINT: Readonly<Record<Gravity, number>> = { nearZero: 0.73, low: 1, earth: 1.37, high: 1.83, huge: 3.64 };

/**
 * R-RES-07 (our curve through the manual's points): the mean drain per absorbency point at Earth
 * gravity, in percent, by the number of points — one point is R-RES-03's 1.37%, 2 points 1.6%,
 * 4 to 7 points the highest at 1.9%, 12 points 1.6% again; above 12 it keeps falling by 0.05 a
 * point down to 1.3%, so that the total still grows ("pseudo-proportionally").
 */
export const ABSORBER_CURVE: readonly number[] = [0, 1.37, 1.6, 1.8, 1.9, 1.9, 1.9, 1.9, 1.85, 1.8, 1.73, 1.67, 1.6];
export const ABSORBER_CURVE_FALL = { perPoint: 0.05, floor: 1.3 } as const;

/**
 * R-RES-09 (DECISIONS: R-RES-03/R-RES-09): the mean drain per point of planet + terrain drain at
 * Earth gravity, in percent: 1% at 1, 1.6% at 2, 1.8% at 3, about 1.9% from 4 upwards.
 */
export const PLACE_CURVE: readonly number[] = [0, 1, 1.6, 1.8, 1.9];

/**
 * R-RES-11 (our curves): with a working Repbot in the expedition the reference falls to 1.06%
 * (−23%); at 1 and 2 points the mean drops to about 0.6%; from 3 points up it is the plain curve ×
 * 1.06/1.37, falling more slowly beyond 7 points (half the plain curve's fall).
 */
export const REPBOT_REFERENCE = 1.06;
export const REPBOT_SMALL = 0.6;
export const REPBOT_SMALL_UPTO = 2;

/**
 * R-RES-04 (our distribution): each hour's drain is the mean × a factor drawn from this table
 * (factor in hundredths, weight in percent): mean exactly 1; 84% of hours between 0.5 and 1.75
 * (0.68%–2.4% a point at Earth gravity), none above 4.53 (6.2%), some at 0.
 */
export const DRAIN_SPREAD: readonly (readonly [factor: number, weight: number])[] = [
  [0, 4], [25, 6], [50, 10], [75, 24], [100, 28], [125, 12], [150, 6], [175, 4], [200, 3], [250, 1], [347, 1], [453, 1],
];
/** R-RES-11: the Repbot's narrower spread, 0.68%–1.7% at its 1.06% (82% of hours between 0.64 and 1.6). */
export const REPBOT_SPREAD: readonly (readonly [factor: number, weight: number])[] = [
  [0, 2], [25, 4], [50, 7], [64, 16], [80, 18], [100, 21], [120, 13], [140, 8], [160, 6], [200, 3], [293, 1], [453, 1],
];

/** R-RES-12: the shuttle's humans consume at most 6.2% of a resource an hour each (3.1% a point). */
export const SHUTTLE_DRAIN_CAP_PER_PERSON = 6.2;

/**
 * R-TERRAIN-03..33: the drain column of the terrain table, per base terrain (on its surface) and
 * per feature. Chasms and alien buildings have none; a cave +3; a liquid +1 under it, −1 on it.
 */
export const BASE_DRAIN: Readonly<Record<string, number>> = { plain: 1, hills: 1, mountains: 2, cliff: 5, solidLava: 4, glacier: 3, swamp: 0 };
export const LIQUID_DRAIN = { surface: -1, underwater: 1 } as const;
export const CAVE_DRAIN = 3;
export const FEATURE_DRAIN = { river: -1, lake: -1, sparse: -1, lush: -2, underwaterCliff: 3, city: 1 } as const;

/**
 * R-ORBIT-23, R-AREA-03, R-AREA-06 (our size): cooling in the desert and heating in the arctic
 * add 1 drain point — on the surface only: underwater fields have no climate (R-AREA-01), and
 * neither, in our reading, do caves.
 */
export const CLIMATE_DRAIN: Readonly<Record<'none' | 'desert' | 'tropical' | 'temperate' | 'arctic', number>> = { none: 0, desert: 1, tropical: 0, temperate: 0, arctic: 1 };

/**
 * R-RES-14 (our weights): a hit for a missing resource falls on a human (not on equipment) with
 * the chance H·w / (H·w + E), H and E the absorbency points of humans and of equipment; the weight
 * w grows with gravity.
 */
export const HUMAN_STARVE_WEIGHT: Readonly<Record<Gravity, number>> = { nearZero: 1.05, low: 1.1, earth: 1.2, high: 1.35, huge: 1.6 };

/** R-REPAIR-10, R-HEAL-08: factors of harm caused by lack of resources. */
export const STARVED_REPAIR_FACTOR = -2;
export const STARVED_HEAL_FACTOR = -3;
