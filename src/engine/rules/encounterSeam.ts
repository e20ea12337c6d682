// The seam between time on the surface and the encounter rules (issue 11; the bestiary and the
// encounter chances come with issue 12). Every hour the field party spends on the planet asks an
// encounter source what it meets there; the game's source meets nothing yet, tests plug in stubs.
import type { Dice } from '../rng';
import type { GameState, Place } from '../state';

/** What the party is doing during the hour (R-ENC-06, R-ENC-12: marches and circling count apart from research). */
export type Activity = 'research' | 'march' | 'circling' | 'vertical' | 'repair' | 'heal';

export interface HourContext {
  /** Where the party spends the hour. */
  readonly place: Place;
  readonly activity: Activity;
  /** 1-based hour of the activity, and how many it takes (a last part-hour counts as one). */
  readonly hour: number;
  readonly of: number;
}

/** A being (or artifact) met: its id in the bestiary of issue 12. */
export interface Met {
  readonly being: string;
}

export type EncounterSource = (s: GameState, ctx: HourContext, dice: Dice) => Met | null;

/** The game's source until issue 12: nothing is met. */
export const NO_ENCOUNTERS: EncounterSource = () => null;
