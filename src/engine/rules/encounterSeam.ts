// The seam between time on the surface and the encounter rules. Every hour the field party spends
// on the planet asks an encounter source what it meets there: the game's source is
// encounterChance.gameEncounters (step passes it in); NO_ENCOUNTERS meets nothing, and tests plug
// in stubs. The time rules import only this seam, never the encounter rules themselves.
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

/** A being (or artifact) met: its id in the bestiary, and how the meeting began. */
export interface Met {
  readonly being: string;
  /** R-ENC-16..18: it attacked by surprise and the attack succeeded. */
  readonly surprised?: boolean;
  /** R-ENC-09: another being came with it. */
  readonly companion?: string | null;
}

export type EncounterSource = (s: GameState, ctx: HourContext, dice: Dice) => Met | null;

/** A source that meets nothing (tests of the time rules). */
export const NO_ENCOUNTERS: EncounterSource = () => null;
