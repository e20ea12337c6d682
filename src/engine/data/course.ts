// The numbers of a meeting's course that the manual leaves to the implementer (R-NEG-11, R-FIGHT-13,
// R-FLEE-04, R-CHASE-07, R-ENC-18, R-CRE-17..20, R-STRAT-11..13, R-DEV-36); each is recorded in
// docs/DECISIONS.md. The manual's own numbers are marked with their rule.
import type { Odds } from './encounters';

/**
 * R-NEG-02..03, R-FIGHT-04..09 (ours): an aggression indicator from this value up means the creature
 * attacks (or, in a frenzy, does a lot of harm); below it, it flees. The mean indicator is 5.
 */
export const ATTACKS_FROM = 6;

/** R-NEG-07..08 (ours): the intelligence indicator from which a creature's response is a success. */
export const TALKS_FROM = 5;

/**
 * R-NEG-05, R-CRE-04 (ours): a lure (C2) works on an intelligence indicator up to this value; above
 * it the aggression modifier decides: positive, it attacks; otherwise it flees.
 */
export const LURED_UP_TO = 4;

/** R-NEG-02 (ours): the hits of a frenzy's "a lot of harm" (a failed kill's). */
export const RAMPAGE_HITS = 8;

/** R-NEG-04 (ours): the hours a failed negotiation takes. */
export const FAILED_TALKS_HOURS = 1;

/**
 * R-CHASE-01, R-CHASE-05, R-CHASE-07 (ours): a creature catches (or escapes) the expedition when its
 * speed indicator exceeds the expedition's speed by more than this buffer.
 */
export const CHASE_BUFFER = 1;

/** R-FLEE-04 (ours): the hours an escape costs, by how persistently the creature followed (variant). */
export const ESCAPE_HOURS = { A: 4, B: 3, C1: 2, D: 1 } as const;

/**
 * R-FIGHT-04..09, R-FIGHT-13 (ours): an advantage "proportional to" a modifier m is weak at 1,
 * normal at 2, strong at 3 (columns = m, at most 3); at 0 or below there is none.
 */
export const MAX_ADVANTAGE = 3;
/** R-NEG-03, R-FLEE-06 (ours): an advantage "for itself" without a measure is normal (2 columns); "moderate" is weak (1). */
export const NORMAL_ADVANTAGE = 2;
export const WEAK_ADVANTAGE = 1;

/** R-ENC-18 (ours): a deadly being's successful surprise kills a human outright with these odds. */
export const DEADLY_SURPRISE_ODDS: Odds = [1, 3];

/** R-DEV-36: a Stunner used as a weapon is destroyed with probability 2/3. */
export const STUNNER_LOSS_ODDS: Odds = [2, 3];

/** R-CRE-19 (ours): VP of a successful negotiation (D) and of an enthusiastic one (E); they halve with each repeat. */
export const TALKS_VP = { D: 1, E: 2 } as const;

/** R-SCORE-19, R-CRE-25 (ours): a paying Holaparat photo of an intelligent alien gives 2 VP (of any other being 1). */
export const ALIEN_PHOTO_VP = 2;

/** R-CRE-17: each specimen delivered aboard gives 1 VP, besides its species' halving 'PZ za dostarczenie'. */
export const DELIVERY_VP = 1;

/** R-STRAT-12 (ours for "0–1"): of three strategies, the second different one gives 1 VP with odds ½; the third (or the second of two) 1 VP. */
export const SECOND_OF_THREE_ODDS: Odds = [1, 2];
