// What the player may do now: the legal actions and the choice menu that offers some of them.
import type { Action } from './actions';
import { VOYAGE_LENGTHS } from './data/setup';
import { HUMAN_IDS, STOCK_IDS, type UnitId } from './data/units';
import type { GameState } from './state';
import type { MessageKey } from './text';

export interface MenuItem {
  readonly label: MessageKey;
  readonly action: Action;
}

/** The choice menu (R-UI-SPACE-05, R-UI-SPACE-23): one line per item, a button beside each. */
export function menuItems(state: GameState): readonly MenuItem[] {
  switch (state.menu) {
    case 'main':
      return [{ label: 'menu.newGame', action: { type: 'openNewGame' } }];
    case 'chooseLength':
      return [
        ...VOYAGE_LENGTHS.map(
          (length): MenuItem => ({
            label: `menu.length${length}`,
            action: { type: 'newGame', length },
          }),
        ),
        { label: 'menu.cancel', action: { type: 'cancel' } },
      ];
  }
}

/** Units whose starship-log button does something now: every human alive, every stock row. */
export function selectableUnits(state: GameState): readonly UnitId[] {
  const alive = HUMAN_IDS.filter((id) => state.crew.some((h) => h.id === id && h.alive));
  return [...alive, ...STOCK_IDS];
}

export function legalActions(state: GameState): readonly Action[] {
  return [
    ...menuItems(state).map((m) => m.action),
    ...selectableUnits(state).map((unit): Action => ({ type: 'selectUnit', unit })),
    { type: 'nextTip' },
  ];
}
