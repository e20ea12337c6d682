// What the player may do now: the legal actions, the choice menu that offers some of them, what
// each starship-log button means, and the navigation board.
import type { Action } from './actions';
import { eventById } from './rules/spaceEvents';
import { VOYAGE_LENGTHS } from './data/setup';
import { HUMAN_IDS, isHumanId, STOCK_IDS, type UnitId } from './data/units';
import { openDirections } from './rules/navigation';
import { stillAllowed } from './rules/loading';
import { canSearchAgain } from './rules/landing';
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
      if (state.dressing) return [{ label: 'menu.cancelPick', action: { type: 'cancelPick' } }];
      return [
        { label: 'menu.land', action: { type: 'land' } },
        { label: 'menu.addResources', action: { type: 'addResources' } },
        { label: state.takeDamaged ? 'menu.takeDamaged' : 'menu.takeUndamaged', action: { type: 'togglePreference' } },
        { label: 'menu.decline', action: { type: 'decline' } },
        NEW_GAME,
      ];
    case 'landing':
      return [
        { label: 'menu.acceptArea', action: { type: 'acceptArea' } },
        ...(canSearchAgain(state) ? [{ label: 'menu.searchArea', action: { type: 'searchArea' } } as MenuItem] : []),
      ];
    case 'surface':
      return [];
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
  if (state.phase === 'orbit' && !state.dressing) return stillAllowed(state, unit) > 0 ? { type: 'load', unit } : null;
  return { type: 'selectUnit', unit };
}

export interface TableRow {
  readonly unit: UnitId | 'resources';
  /** 'niżej', 'wyżej' and the third column ('skafander' / 'wybierz') of this row. */
  readonly down: Action | null;
  readonly up: Action | null;
  readonly third: Action | null;
}

/** The rows of folder 'PROM' with what their buttons do (R-UI-TABLE-02, R-UI-TABLE-11, R-UI-TABLE-17, R-UI-TABLE-18). */
export function shuttleRows(state: GameState): TableRow[] {
  const inOrbit = state.phase === 'orbit' && state.menu === 'main';
  const picking = inOrbit && state.dressing !== null;
  const rows: TableRow[] = state.bay.crew.map((p) => ({
    unit: p.id,
    down: null,
    up: inOrbit && !picking ? { type: 'unload', unit: p.id } : null,
    third: picking ? (p.suit ? null : { type: 'dressHuman', unit: p.id }) : inOrbit && p.suit ? { type: 'suitButton', unit: p.id } : null,
  }));
  for (const id of STOCK_IDS) {
    const st = state.bay.units[id];
    if (!st || st.count === 0) continue;
    const suit = id === 'suit' || id === 'heavySuit';
    rows.push({
      unit: id,
      down: null,
      up: inOrbit && !picking ? { type: 'unload', unit: id } : null,
      third: inOrbit && !picking && suit && state.bay.crew.some((p) => !p.suit) ? { type: 'suitButton', unit: id } : null,
    });
  }
  if (state.bay.resources > 0) rows.push({ unit: 'resources', down: null, up: inOrbit && !picking ? { type: 'unload', unit: 'resources' } : null, third: null });
  return rows;
}

export function legalActions(state: GameState): readonly Action[] {
  const log = [...HUMAN_IDS, ...STOCK_IDS].map((u) => logAction(state, u)).filter((a): a is Action => a !== null);
  const fly = state.menu === 'main' ? openDirections(state).map((dir): Action => ({ type: 'fly', dir })) : [];
  const table = shuttleRows(state).flatMap((r) => [r.down, r.up, r.third]).filter((a): a is Action => a !== null);
  return [...menuItems(state).map((m) => m.action), ...log, ...fly, ...table, { type: 'nextTip' }];
}
