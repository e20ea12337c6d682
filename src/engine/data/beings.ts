// The beings an expedition can meet (R-CRE, R-ART, R-CONTENT-16..25): what a species is, as
// data. The species themselves are content (content/bestiary.ts); where each lives is in
// content/habitats.ts, one habitat line per being; names and descriptions ('being.<id>.name',
// 'being.<id>.about') are in the message catalogues.

/** The four traits of a classic creature, in the log's column order (R-CRE-03). */
export const TRAITS = ['intelligence', 'combat', 'aggression', 'speed'] as const;
export type Trait = (typeof TRAITS)[number];

/**
 * A modifier: −3..+3, or the word 'zero' (R-CRE-08, R-CRE-14), which counts as 0 for the
 * strategy choice but always gives the indicator 0.
 */
export type Modifier = -3 | -2 | -1 | 0 | 1 | 2 | 3 | 'zero';

/**
 * The kind sets the log row's colour (R-UI-COLORS-04): yellow catchable creature, white
 * uncatchable creature, green complex plant, blue intelligent alien, grey artifact. 'object' is a
 * natural object that can be delivered aboard (R-ART-09): grey too and carried like an artifact,
 * but a kind of its own, so it is never counted among the 5 artifacts of an alien intelligence (R-ART-05).
 */
export const BEING_KINDS = ['creature', 'uncatchable', 'plant', 'alien', 'artifact', 'object'] as const;
export type BeingKind = (typeof BEING_KINDS)[number];

/** R-ART-09: the grey kinds — artifacts and the natural objects taken along and delivered like them. */
export const isGreyKind = (kind: BeingKind): boolean => kind === 'artifact' || kind === 'object';

/** The three standard strategies (R-STRAT); a '*' marks one with a special variant. */
export type Strategy = 'negotiation' | 'combat' | 'flight';

export interface Being {
  /** Stable id (English, camelCase): saved games and the catalogues use it. */
  readonly id: string;
  readonly kind: BeingKind;
  /** The habitat line (R-HAB-01..53; 54..56 are ours) that says where it is met. */
  readonly habitat: number;
  /** Creatures: the species' modifiers; aliens may carry pro-forma ones; plants, artifacts and natural objects none. */
  readonly modifiers: Readonly<Record<Trait, Modifier>> | null;
  /** Cages one specimen needs (R-DEV-67); 0: cannot be caged. */
  readonly cages: number;
  /** 'PZ za dostarczenie': extra VP for the first specimen delivered, halving after (R-CRE-17, R-ART-02). */
  readonly deliveryVp: number;
  /** 'poznanie' for the first meeting (R-ENC-14): the rarer, the more. */
  readonly discoveryVp: number;
  /** R-ENC-16..18: 'attack' attacks by surprise; 'deadly' may also kill a human outright. */
  readonly surprise: 'none' | 'attack' | 'deadly';
  /** R-ENC-08, R-MOVE-12: met on research and marches, only on research, or only on marches. */
  readonly meets: 'any' | 'research' | 'march';
  /** R-ENC-07, R-ENC-19: the march chance ×2 or ×4 without the Scout or the Rekonbot. */
  readonly marchBoost: 1 | 2 | 4;
  /** R-MOVE-15, R-ENC-19: still met (at half the chance) on fields already researched or freed. */
  readonly persists: boolean;
  /** R-STRAT-03, R-CONTENT-20: strategies with a special variant ('*'). */
  readonly special: readonly Strategy[];
  /** R-ENC-09: another being that sometimes comes with it. */
  readonly companion: string | null;
  /** Artifacts and natural objects (R-ART-04, R-ART-09): the weights one may get when obtained; 0 = no weight. */
  readonly weights: readonly number[];
}
