// GameState: everything a game is, JSON-serialisable, with a schema version. Nothing here is
// derived from anything else in the state, so a saved game is the state and nothing more.
import type { InputField } from './data/inputs';
import type { VoyageLength } from './data/setup';
import type { HumanId, StockId } from './data/units';
import type { RngState } from './rng';
import type { Message } from './text';

/** Bump when the shape changes; deserialize refuses states from a newer version. */
export const STATE_VERSION = 1;

export interface Human {
  readonly id: HumanId;
  /** R-SETUP-03, R-UI-SPACE-12: ×15 = IQ. */
  readonly intelligence: number;
  /** R-UI-SPACE-17. */
  readonly wounds: number;
  readonly alive: boolean;
}

/** Units of one robot or device type aboard the starship (R-UI-SPACE-17, R-UI-SPACE-18). */
export interface Stock {
  readonly count: number;
  readonly damaged: number;
}

/** Where the choice menu is (sub-modes of a phase). */
export type MenuMode = 'main' | 'chooseLength';

export interface GameState {
  readonly version: typeof STATE_VERSION;
  /** The seed the game was started with (shown for sharing and bug reports). */
  readonly seed: number;
  readonly rng: RngState;
  readonly length: VoyageLength;
  /** Months of the voyage elapsed (R-UI-SPACE-10). */
  readonly month: number;
  /** Victory points (PZ) so far. */
  readonly vp: number;
  /** Shuttles still aboard (R-SHUTTLE-05). */
  readonly shuttles: number;
  /** The starship's field; 'earth' until the star map arrives (R-SETUP-05). */
  readonly location: 'earth';
  readonly menu: MenuMode;
  readonly crew: readonly Human[];
  readonly stock: Readonly<Record<StockId, Stock>>;
  /** Values of the input cells '±zasobów:' and 'godzin:'. */
  readonly inputs: Readonly<Record<InputField, number>>;
  /** Index of the rotating tip shown in the strip under the text field. */
  readonly tip: number;
  /** Upper part of the text field (R-UI-SPACE-22). */
  readonly message: Message;
  /** Lower part of the text field: hints and conditions. */
  readonly hint: Message | null;
}
