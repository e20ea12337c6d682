// What the player may do now: the legal actions, the choice menu that offers some of them, what
// each starship-log button means, and the navigation board.
import type { Action } from './actions';
import { eventById } from './rules/spaceEvents';
import { VOYAGE_LENGTHS } from './data/setup';
import { HUMAN_IDS, isHumanId, STOCK_IDS, type UnitId } from './data/units';
import { openDirections } from './rules/navigation';
import type { GameState } from './state';
import type { MessageKey } from './text';

export interface MenuItem {
  readonly label: MessageKey;
  readonly action: Action;
}

const NEW_GAME: MenuItem = { label: 'menu.newGame', action: { type: 'openNewGame' } };

/** The choice menu (R-UI-SPACE-05, R-UI-SPACE-23): one line per item, a button beside each. */
export function menuItems(state: GameState): readonly MenuItem[] {
  if (state.menu === 'chooseLength')
    return [
      ...VOYAGE_LENGTHS.map((length): MenuItem => ({ label: `menu.length${length}`, action: { type: 'newGame', length } })),
      { label: 'menu.cancel', action: { type: 'cancel' } },
    ];
  switch (state.phase) {
    case 'space':
      return state.canOnboard ? [{ label: 'menu.onboard', action: { type: 'onboard' } }, NEW_GAME] : [NEW_GAME];
    case 'orbit':
      return [{ label: 'menu.decline', action: { type: 'decline' } }, NEW_GAME];
    case 'onboard':
      return [
        { label: 'menu.onboard', action: { type: 'onboard' } },
        { label: 'menu.finish', action: { type: 'finishOnboard' } },
      ];
    case 'event':
      return (eventById(state.event ?? '')?.options ?? []).map((o, index): MenuItem => ({ label: o.label as MessageKey, action: { type: 'chooseOption', index } }));
    case 'wounds':
      return [];
    case 'ended':
      return [NEW_GAME];
  }
}

/**
 * What the button beside a unit in the starship log does now: give a wound while wounds are
 * given out, start a new game after the end (R-WIN-03: any button), otherwise tell about the unit.
 */
export function logAction(state: GameState, unit: UnitId): Action | null {
  const human = state.crew.find((h) => h.id === unit);
  if (human && !human.alive) return null;
  if (state.menu === 'chooseLength') return { type: 'selectUnit', unit };
  if (state.phase === 'ended') return { type: 'openNewGame' };
  if (state.phase === 'wounds' && isHumanId(unit)) return { type: 'assignWound', unit };
  return { type: 'selectUnit', unit };
}

export function legalActions(state: GameState): readonly Action[] {
  const log = [...HUMAN_IDS, ...STOCK_IDS].map((u) => logAction(state, u)).filter((a): a is Action => a !== null);
  const fly = state.menu === 'main' ? openDirections(state).map((dir): Action => ({ type: 'fly', dir })) : [];
  return [...menuItems(state).map((m) => m.action), ...log, ...fly, { type: 'nextTip' }];
}
