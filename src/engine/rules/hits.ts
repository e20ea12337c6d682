// Hits the player gives out in the expedition table ('rań/uszkodź', 'uszkodź skaf.'). Implements
// R-UI-TABLE-03, R-DMG-01..05, R-DMG-07, R-DMG-10, R-DMG-11, R-DMG-13..17, R-DMG-20, R-DMG-21,
// R-ROBOT-07, R-DEV-08, R-DEV-64. Pre-healing and patching up (R-DMG-23/24) are in tending.ts.
import { destroyArtifact } from './artifacts';
import { isHumanId, UNIT_TYPES, type HumanId, type UnitId } from '../data/units';
import type { Dice } from '../rng';
import type { Folder, GameState, Passenger } from '../state';
import { woundHuman } from './damage';
import { suitNeeded } from './loading';
import { folderOf, withFolder, workingCount, type FolderId } from './folders';
import { reorganise } from './party';
import { addTo } from './stock';
import { destroyedUnitVp, killHuman } from './losses';
import { addVp } from './vp';


/** R-DMG-20, R-DMG-21: a hit on resources costs 2 of them, 1 with a Repbot; with 1 left and no Repbot they take no more hits. */
export function resourceHitCost(s: GameState): number {
  return workingCount([s.party.expedition, s.party.carried], 'repbot') > 0 ? 1 : 2;
}

export function canHitResources(s: GameState, f: Folder): boolean {
  return f.resources >= resourceHitCost(s);
}

/** Removes a dead human from the table; his light suit is lost with him, a heavy one stays (R-DMG-10). */
export function buryIfDead(s: GameState, folder: FolderId, id: HumanId): GameState {
  const h = s.crew.find((x) => x.id === id);
  // the dead of the infection stay in the table: they are carried to the shuttle (R-INF-12)
  if (!h || h.alive || h.ill) return s;
  const f = folderOf(s, folder);
  const p = f.crew.find((x) => x.id === id);
  if (!p) return s;
  const units = p.suit?.kind === 'heavySuit' ? addTo(f.units, 'heavySuit', p.suit.damaged) : f.units;
  return withFolder(s, folder, { ...f, crew: f.crew.filter((x) => x.id !== id), units });
}

/** 'rań/uszkodź' at a row: a wound, a damage (a destruction if already damaged or undamageable), or lost resources. */
export function hit(s: GameState, folder: FolderId, unit: UnitId | 'resources' | 'artifacts', dice: Dice): GameState {
  if (unit === 'artifacts') return destroyArtifact(s);
  const f = folderOf(s, folder);
  if (unit === 'resources') return withFolder(s, folder, { ...f, resources: f.resources - resourceHitCost(s) });
  // R-DMG-09: a wound lowers the human's capacity; what no longer fits is put down
  if (isHumanId(unit)) return reorganise(buryIfDead(woundHuman(s, unit, dice), folder, unit));
  const st = f.units[unit];
  if (!st || st.count === 0) return s;
  const undamaged = st.count - st.damaged;
  let out: GameState;
  if (UNIT_TYPES[unit].damageable && undamaged > 0) {
    out = withFolder(s, folder, { ...f, units: { ...f.units, [unit]: { count: st.count, damaged: st.damaged + 1 } } });
    out = reorganise(out); // R-DMG-16, R-DMG-09, R-DMG-13: a damaged Rover or robot, a lost capacity
  } else {
    const damagedLost = st.damaged > 0 && UNIT_TYPES[unit].damageable ? 1 : 0;
    out = withFolder(s, folder, { ...f, units: { ...f.units, [unit]: { count: st.count - 1, damaged: st.damaged - damagedLost } } });
    out = addVp(out, destroyedUnitVp(out, unit), 'unitLost');
  }
  return out;
}

/** 'uszkodź skaf.': the worn suit is damaged, or destroyed if already damaged — fatal outside normal or thin air (R-DMG-11). */
export function hitSuit(s: GameState, folder: FolderId, id: HumanId): GameState {
  const f = folderOf(s, folder);
  const p = f.crew.find((x) => x.id === id);
  if (!p?.suit) return s;
  const edit = (np: Passenger | null) => withFolder(s, folder, { ...f, crew: f.crew.flatMap((x) => (x.id === id ? (np ? [np] : []) : [x])) });
  if (!p.suit.damaged) return edit({ ...p, suit: { ...p.suit, damaged: true } });
  const fatal = suitNeeded(s) !== 'none';
  let out = edit(fatal ? null : { ...p, suit: null });
  if (fatal) {
    out = killHuman(out, id);
  }
  return out;
}
