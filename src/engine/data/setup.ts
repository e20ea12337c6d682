// Start-of-game numbers: voyage lengths and what each gives, and the random ranges the manual
// leaves open. Implements R-SETUP-02, R-SETUP-04, R-SETUP-06..08, R-SHUTTLE-05, R-WIN-01; the
// ranges are our design for R-SETUP-03, R-SETUP-04 and R-CONTENT-26 (see docs/DECISIONS.md).
import type { StockId } from './units';

export const VOYAGE_LENGTHS = [10, 20, 30] as const;
export type VoyageLength = (typeof VOYAGE_LENGTHS)[number];

/** R-SETUP-10: the manual's suggested chains of voyages, played as campaigns (issue 14 point 6). */
export const CAMPAIGN_IDS = ['20+10', '3x10', '10+20+30'] as const;
export type CampaignId = (typeof CAMPAIGN_IDS)[number];

/** The lengths of each campaign's voyages, in order. */
export const CAMPAIGNS: Readonly<Record<CampaignId, readonly VoyageLength[]>> = {
  '20+10': [20, 10],
  '3x10': [10, 10, 10],
  '10+20+30': [10, 20, 30],
};

export interface VoyagePlan {
  readonly months: VoyageLength;
  /** Planets that may be visited (R-SETUP-06..08). */
  readonly planets: number;
  /** Shuttles aboard (R-SHUTTLE-05). */
  readonly shuttles: number;
  /** VP needed to win on return to Earth (R-WIN-01). */
  readonly victoryVp: number;
}

export const VOYAGE_PLANS: Readonly<Record<VoyageLength, VoyagePlan>> = {
  10: { months: 10, planets: 3, shuttles: 1, victoryVp: 40 },
  20: { months: 20, planets: 6, shuttles: 2, victoryVp: 70 },
  30: { months: 30, planets: 9, shuttles: 3, victoryVp: 100 },
};

export function isVoyageLength(n: unknown): n is VoyageLength {
  return n === 10 || n === 20 || n === 30;
}

/**
 * R-SETUP-03 (our design): intelligence = 5 + d3 + d3, i.e. 7..11 with 9 the most likely
 * (IQ 105..165, ×15). A trained crew is bright; the bell shape keeps extremes rare.
 */
export const INTELLIGENCE_BASE = 5;
export const INTELLIGENCE_DICE = [3, 3] as const;

/** Inclusive [min, max] of units aboard at the start, per voyage length. */
export type QuantityRange = readonly [number, number];

/**
 * R-SETUP-04 / R-CONTENT-26 (our design). Constraints honoured: longer voyages never get less of
 * anything; on 20 and 30 months exactly 2 stunners and 5 cages ("all 2", "all 5", R-DEV-38,
 * R-DEV-71) and 3–4 heavy suits ("all 4, or 3 if there were fewer", R-DEV-34); on 30 months
 * enough suits to wear one on seven landings with several humans (R-DEV-21); on 10 months a
 * chance of 2 stunners or 5 cages, one of which satisfies the quantity balance (R-BAL-12).
 */
export const STOCK_RANGES: Readonly<Record<StockId, Readonly<Record<VoyageLength, QuantityRange>>>> =
  {
    transbot: { 10: [1, 1], 20: [1, 2], 30: [2, 2] },
    specbot: { 10: [1, 1], 20: [1, 2], 30: [1, 2] },
    rekonbot: { 10: [1, 1], 20: [1, 1], 30: [1, 2] },
    repbot: { 10: [1, 1], 20: [1, 1], 30: [1, 2] },
    suit: { 10: [3, 4], 20: [4, 5], 30: [5, 7] },
    heavySuit: { 10: [2, 3], 20: [3, 4], 30: [3, 4] },
    stunner: { 10: [1, 2], 20: [2, 2], 30: [2, 2] },
    paralyser: { 10: [1, 1], 20: [1, 2], 30: [2, 3] },
    laser: { 10: [1, 1], 20: [1, 2], 30: [2, 3] },
    climber: { 10: [1, 1], 20: [1, 2], 30: [2, 3] },
    neurodetector: { 10: [1, 1], 20: [1, 2], 30: [1, 2] },
    tools: { 10: [1, 1], 20: [1, 2], 30: [2, 3] },
    specialTools: { 10: [1, 1], 20: [1, 2], 30: [2, 3] },
    medkit: { 10: [1, 1], 20: [1, 2], 30: [2, 3] },
    detector: { 10: [1, 1], 20: [1, 2], 30: [2, 3] },
    holocamera: { 10: [1, 1], 20: [1, 2], 30: [1, 2] },
    rover: { 10: [1, 1], 20: [1, 1], 30: [1, 2] },
    cage: { 10: [3, 5], 20: [5, 5], 30: [5, 5] },
  };

/** Rotating tips shown where the original had advertisements (R-UI-SPACE-09): catalogue keys. */
export const TIP_COUNT = 12;
/** Tips about a finished voyage, shown instead once the game is over (the general ones no longer apply to it). */
export const END_TIP_COUNT = 4;
