// The accidents of time on a planet (R-ACC-01..24) and the infection (R-INF-01..13): chances per
// hour as fractions, hits, and the manual's tables by gravity. Our readings are marked and
// recorded in docs/DECISIONS.md, "Accidents and infection".
import type { Gravity } from './units';

/** A chance per hour: as it is, and on a march (or circling) without the Scout or a Rekonbot (R-ACC-02). */
export interface HourChance {
  readonly normal: number;
  readonly march: number;
}

/** R-ACC-03: the atmosphere begins to act on the robots (toxic or acid air). */
export const ACTIVE_ATMOSPHERE_ONSET: HourChance = { normal: 0.005, march: 0.009 };
/** R-ACC-05: then each robot outside the shuttle is damaged (a damaged one destroyed) each hour. */
export const ROBOT_HARM_PER_HOUR = { toxic: { engineer: 0.06, alone: 0.19 }, acid: { engineer: 0.19, alone: 0.37 } } as const;

/** R-ACC-07: a seismic shock on a planet of active geology. */
export const SEISMIC_SHOCK: HourChance = { normal: 0.005, march: 0.009 };

/** R-ACC-10: a threat to the shuttle comes, each hour nobody is in it. */
export const SHUTTLE_THREAT_PER_HOUR: Readonly<Record<Gravity, number>> = { nearZero: 0.0046, low: 0.0034, earth: 0.0025, high: 0.0018, huge: 0.0009 };
/** R-ACC-11: each hour a threat lasts, the shuttle is destroyed with this chance. */
export const SHUTTLE_LOSS_PER_HOUR: Readonly<Record<Gravity, number>> = { nearZero: 0.03, low: 0.045, earth: 0.06, high: 0.08, huge: 0.17 };
/** R-ACC-12, DECISIONS (shared): the shuttle destroyed by the threat costs 4 VP. */
export const WRECK_VP = -4;

/** R-ACC-14: scattering (near-zero gravity) or a fall (huge gravity). */
export const SCATTER: HourChance = { normal: 0.005, march: 0.009 };
export const SCATTER_GRAVITIES: readonly Gravity[] = ['nearZero', 'huge'];

/** R-ACC-18, R-ACC-19: lava outflow beside liquid lava. */
export const LAVA_OUTFLOW: HourChance = { normal: 0.004, march: 0.008 };
/** R-ACC-20: its hits; with every human in a heavy suit, half of them, none to the humans. */
export const LAVA_HITS = 12;
export const LAVA_HITS_ARMOURED = 6;

/** R-ACC-21: accidents on a cliff, a chasm or a swamp (never under a liquid). */
export const TERRAIN_ACCIDENT: Readonly<Record<'cliff' | 'chasm' | 'swamp', HourChance>> = {
  cliff: { normal: 0.002, march: 0.008 },
  chasm: { normal: 0.004, march: 0.016 },
  swamp: { normal: 0.0006, march: 0.0023 },
};
/** R-ACC-22: by Rover: the Rover is wrecked and the expedition takes 10 hits. */
export const ROVER_CRASH_HITS = 10;

/**
 * R-ACC-08, R-ACC-15: a shock or a scattering deals 2 to 12 hits, 7 on average, the middle likelier
 * (two six-sided dice); softened, 1 to 6 evenly (one die). R-ACC-24: a softened fall wounds 1–6.
 */
export const HIT_DICE = { full: 2, softened: 1, sides: 6 } as const;

/**
 * R-MOVE-15 (ours for "only half"): on a field already researched, the extra risk of a march
 * without the Scout or a Rekonbot is halved: normal + (march − normal) × ½.
 */
export const RESEARCHED_FIELD_MARCH_EXTRA = 0.5;

/**
 * R-INF-04: infection-risk points gathered per hour on a field, by feature and gravity (the
 * features of one field add up).
 */
export const INFECTION_POINTS: Readonly<Record<'lake' | 'swamp' | 'river' | 'liquidSurface' | 'sparse' | 'lush', Readonly<Record<Gravity, number>>>> = {
  lake: { nearZero: 3, low: 4.5, earth: 6, high: 8, huge: 16 },
  swamp: { nearZero: 1, low: 1.5, earth: 2, high: 2.5, huge: 5.5 },
  river: { nearZero: 0.5, low: 0.7, earth: 1, high: 1.5, huge: 2.5 },
  liquidSurface: { nearZero: 0.5, low: 0.7, earth: 1, high: 1.5, huge: 2.5 },
  sparse: { nearZero: 0.5, low: 0.7, earth: 1, high: 1.5, huge: 2.5 },
  lush: { nearZero: 0.5, low: 0.7, earth: 1, high: 1.5, huge: 2.5 },
};
/** R-INF-05: the points stop growing at 256. */
export const INFECTION_CAP = 256;
/** R-INF-06: each point is a 0.005% chance an hour that someone falls ill. */
export const INFECTION_PER_POINT = 0.00005;
/** R-INF-10: with both the Doctor and the Medkit the victim takes 2 wounds and is cured. */
export const INFECTION_CURED_WOUNDS = 2;
