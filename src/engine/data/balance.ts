// The balance of unit use and the end-of-game penalties (R-BAL-01..14, R-WIN-04, R-CREW-10,
// R-ROBOT-07, R-DEV-64, R-DEV-08), the manual's numbers by voyage length. How they are counted
// (per failing item, one "taking" per unit per landing) is ours: R-BAL-15, in docs/DECISIONS.md.
import type { VoyageLength } from './setup';
import type { Gravity, StockId } from './units';

type ByLength = Readonly<Record<VoyageLength, number>>;

export const BALANCE = {
  /** R-BAL-03 (DECISIONS: R-CREW-14): each human never taken to a surface. */
  crewVp: { 10: -2, 20: -6, 30: -6 } as ByLength,
  /** R-BAL-04: 30 months, each human who never landed in a light 'Skafander'. */
  lightSuitVp: -2,
  /** R-BAL-05: each robot type taken down fewer times than this… */
  robotTimes: { 10: 1, 20: 2, 30: 3 } as ByLength,
  /** …costs 4 VP. */
  robotVp: -4,
  /** R-BAL-06: the Rover taken down fewer times than this… */
  roverTimes: { 10: 1, 20: 2, 30: 3 } as ByLength,
  /** …costs 4 VP. */
  roverVp: -4,
  /** R-BAL-07: each device type (suits and cages too; the Rover has its own rule) never taken down. */
  deviceVp: { 10: -2, 20: -4, 30: -4 } as ByLength,
  /** R-BAL-08: on 30 months these types must go down this many times… */
  deviceTimes30: { medkit: 2, tools: 2, specialTools: 2, detector: 2, laser: 2, paralyser: 2, stunner: 2, climber: 2, heavySuit: 3, cage: 5, suit: 7 } as Readonly<Partial<Record<StockId, number>>>,
  /** …or each costs 2 VP more. */
  deviceTimesVp: -2,
  /** R-BAL-10: at least once taken down together (Heavy Suits: 3 if fewer than 4 are aboard). */
  together: { stunner: 2, cage: 5, heavySuit: 4 } as Readonly<Partial<Record<StockId, number>>>,
  heavySuitsIfFewer: 3,
  /** R-BAL-10..12: how many of the three may be missed: none on 30 months, one on 20, two on 10. */
  togetherMissAllowed: { 10: 2, 20: 1, 30: 0 } as ByLength,
  /** R-BAL-13: each requirement missed beyond that. */
  togetherVp: -4,
  /** R-BAL-14: landings with the shuttle filled with the resources of the gravity… */
  fillTimes: { 10: 1, 20: 2, 30: 3 } as ByLength,
  /** …or 4 VP. */
  fillVp: -4,
  /** R-BAL-14: the resources that fill the shuttle, by gravity. */
  fillResources: { huge: 6, high: 12, earth: 16, low: 22, nearZero: 30 } as Readonly<Record<Gravity, number>>,
} as const;

/** R-WIN-04: the penalties of the return to Earth. */
export const END_VP = {
  /** R-CREW-10, R-SCORE-29: each wound not healed. */
  unhealedWound: -1,
  /** R-ROBOT-07, R-DEV-64, R-SCORE-31: each robot or Rover still damaged. */
  damagedRobot: -1,
  /** R-DEV-08, R-SCORE-32: each device type whose every unit is damaged. */
  damagedDeviceType: -1,
} as const;
