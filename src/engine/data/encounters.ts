// The numbers of the encounter rules (R-ENC, R-MOVE-08, R-MOVE-11, R-MOVE-14..17, R-CRE-13..15).
import type { Gravity } from './units';

/** R-ENC-04: the walking distance (fields) at which the chance of meeting any being doubles. */
export const DOUBLING_DISTANCE: Readonly<Record<Gravity, number>> = { nearZero: 8.5, low: 6, earth: 4.5, high: 3.5, huge: 1.7 };

/** Odds [k, n]: true k times in n. */
export type Odds = readonly [number, number];

/** R-ENC-16, R-MOVE-08, R-MOVE-11: the odds a surprise attack succeeds (100%, 67% = 2/3, 50%, 17% = 1/6). */
export const SURPRISE_ODDS: Readonly<Record<'march' | 'research', Readonly<Record<'bare' | 'detector', Odds>>>> = {
  march: { bare: [1, 1], detector: [2, 3] },
  research: { bare: [1, 2], detector: [1, 6] },
};

/** R-MOVE-15, R-ENC-19: on a field already researched (or freed) only persisting beings are met, at this part of the chance. */
export const PERSISTING_FACTOR = 1 / 2;

/** R-MOVE-14, R-MOVE-17 (ours): a march through an unresearched field frees it with these odds... */
export const FREEING_ODDS: Odds = [1, 2];
/** ...and its later research meets beings at half the chance. */
export const FREED_RESEARCH_FACTOR = 1 / 2;

/** R-ENC-10 (ours): the repeat research of an alien city doubles the chance of the aliens who live in cities. */
export const CITY_REPEAT_FACTOR = 2;

/** R-ENC-09 (ours): a being with a companion brings it along this often. */
export const COMPANION_ODDS: Odds = [1, 4];

/**
 * R-CRE-13 (the shape is ours): the chance (per mille) of each indicator 1..12 (index 0 = 1) for each modifier.
 * Each peaks at the manual's mean, modifier + 5, falls off geometrically on both sides, and covers
 * exactly the manual's range (−3: 1–7; +2: 2–12; +3: 3–12; the others 1–12); the mean of each row
 * is exactly the manual's.
 */
export const INDICATOR_TABLE: Readonly<Record<-3 | -2 | -1 | 0 | 1 | 2 | 3, readonly number[]>> = {
  '-3': [268, 536, 143, 39, 10, 3, 1, 0, 0, 0, 0, 0],
  '-2': [111, 211, 420, 156, 62, 24, 9, 3, 1, 1, 1, 1],
  '-1': [47, 94, 188, 384, 158, 72, 32, 14, 6, 3, 1, 1],
  '0': [22, 44, 89, 178, 358, 163, 78, 37, 17, 8, 4, 2],
  '1': [11, 21, 43, 86, 171, 344, 167, 82, 40, 20, 10, 5],
  '2': [0, 11, 21, 43, 85, 170, 340, 170, 85, 43, 21, 11],
  '3': [0, 0, 11, 21, 42, 84, 168, 333, 178, 91, 47, 25],
};

/** R-CRE-15 (ours): a first indicator of 9..12 adds 1 VP with the chance (indicator − 8) / 4. */
export const HIGH_INDICATOR = { from: 9, span: 4 } as const;
/** R-CRE-15 (ours): a later specimen's higher indicator gives 1 VP with odds ½; aboard it must be 2 higher ("significantly"). */
export const HIGHER_INDICATOR_ODDS: Odds = [1, 2];
export const SIGNIFICANTLY_HIGHER = 2;
/** R-CRE-15, R-SHIP-09: a word-'zero' modifier's first indicator (always 0) gives its VP with odds ½. */
export const ZERO_INDICATOR_VP_ODDS: Odds = [1, 2];
