// The own courses of the beings that are not classic creatures (R-STRAT-04..07, R-CRE-22..25,
// R-ART-01..09): complex plants, intelligent aliens and artifacts. Each offers its own choices in
// the menu; each choice draws one of its outcomes by weight. The content is in content/ownCourses.ts,
// its texts in the catalogues ('course.<being>.<option>' and 'course.<being>.<option>.<outcome>').

/** Who or what of the field party an outcome needs (R-CRE-19, R-CRE-22, R-CRE-23: the Neurodetektor, the Commander, the Scientist; R-CREW-19: the Scout). */
export type Helper = 'commander' | 'scientist' | 'scout' | 'neurodetector' | 'laser';

export type OwnEffect =
  /** VP; `halving`: the k-th earlier time this outcome happened with the species, with chance 1/2^k (R-CRE-23). */
  | { readonly kind: 'vp'; readonly amount: number; readonly halving: boolean }
  /** Hits to the whole expedition and its resources, given out by the player. */
  | { readonly kind: 'hits'; readonly count: number }
  /** Hours spent (they pass as research hours, with their drain and accidents). */
  | { readonly kind: 'hours'; readonly hours: number }
  /** The being (a plant's part, an artifact) is taken along: delivered aboard at lift-off (R-ART-02, R-CRE-22). */
  | { readonly kind: 'sample' }
  /** R-DMG-08: with these odds a human of the party (drawn) suffers brain damage. */
  | { readonly kind: 'impair'; readonly odds: readonly [number, number] };

export interface OwnOutcome {
  /** Stable id within its option (for the texts and the count of repeats). */
  readonly id: string;
  /** Relative weight among the option's outcomes whose helper is present. */
  readonly weight: number;
  /** Only possible when this helper is with the party. */
  readonly needs?: Helper;
  readonly effects: readonly OwnEffect[];
}

export interface OwnOption {
  /** Stable id: 'study', 'talk', 'take', 'leave', … */
  readonly id: string;
  readonly outcomes: readonly OwnOutcome[];
  /** The meeting goes on after it: the other choices stay open (an artifact's study, R-STRAT-06). */
  readonly continues?: true;
}

/** R-STRAT-07: the id of the only menu line when the aliens decide by themselves. */
export const AWAIT_OPTION = 'await';

export interface OwnCourseDef {
  readonly being: string;
  /** Two or three choices (R-STRAT-11: the diversity bonus counts them). */
  readonly options: readonly OwnOption[];
  /**
   * R-STRAT-07: some aliens decide by themselves. With these odds, drawn as the meeting begins, the
   * player has no choice: the menu offers only 'await' and one of these outcomes follows.
   */
  readonly initiative?: { readonly odds: readonly [number, number]; readonly outcomes: readonly OwnOutcome[] };
}
