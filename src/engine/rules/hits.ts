// Hits the player gives out in the expedition table ('rań/uszkodź', 'uszkodź skaf.'). Implements
// R-UI-TABLE-03, R-DMG-01..05, R-DMG-07, R-DMG-10, R-DMG-11, R-DMG-13..17, R-DMG-20, R-DMG-21,
// R-ROBOT-07, R-DEV-08, R-DEV-64. Pre-healing and patching up (R-DMG-23/24) are in tending.ts.
import { destroyArtifact } from './artifacts';
import { isHumanId, UNIT_TYPES, type HumanId, type UnitId } from '../data/units';
import type { Dice } from '../rng';
import type { Folder, GameState, Passenger } from '../state';
import type { Message } from '../text';
import { woundHuman } from './damage';
import { suitNeeded } from './loading';
import { folderOf, withFolder, workingCount, type FolderId } from './folders';
import { reorganise } from './party';
import { addTo, unitsWith } from './stock';
import { destroyedUnitVp, killHuman } from './losses';
import { addVp } from './vp';
import { passenger, patchFolder, worn } from '../stateCopy';


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
  return withFolder(s, folder, patchFolder(f, { crew: f.crew.filter((x) => x.id !== id), units }));
}

/** 'rań/uszkodź' at a row: a wound, a damage (a destruction if already damaged or undamageable), or lost resources. */
export function hit(s: GameState, folder: FolderId, unit: UnitId | 'resources' | 'artifacts', dice: Dice): GameState {
  return strike(s, folder, unit, dice).state;
}

/** A hit given out, and what it did for the text field (R-DMG-01: the text field tells the player). */
export interface Struck {
  readonly state: GameState;
  /** null: the row took nothing (no unit of it left), the text stays as it was. */
  readonly message: Message | null;
}

/** The same as hit, with the sentence saying what the hit did. */
export function strike(s: GameState, folder: FolderId, unit: UnitId | 'resources' | 'artifacts', dice: Dice): Struck {
  if (unit === 'artifacts') {
    const out = destroyArtifact(s);
    const after = out.surface?.caged ?? [];
    const gone = (s.surface?.caged ?? []).find((c) => !after.includes(c));
    return { state: out, message: gone ? { key: 'msg.hit.artifact', params: { being: { being: gone.being } } } : null };
  }
  const f = folderOf(s, folder);
  if (unit === 'resources') {
    const cost = resourceHitCost(s);
    return { state: withFolder(s, folder, patchFolder(f, { resources: f.resources - cost })), message: { key: 'msg.hit.resources', params: { count: cost } } };
  }
  // R-DMG-09: a wound lowers the human's capacity; what no longer fits is put down
  if (isHumanId(unit)) {
    const wounded = woundHuman(s, unit, dice);
    const h = wounded.crew.find((x) => x.id === unit)!;
    const message: Message = h.alive ? { key: 'msg.hit.wound', params: { unit: { unit }, wounds: h.wounds } } : { key: 'msg.hit.death', params: { unit: { unit } } };
    return { state: reorganise(buryIfDead(wounded, folder, unit)), message };
  }
  const st = f.units[unit];
  if (!st || st.count === 0) return { state: s, message: null };
  const undamaged = st.count - st.damaged;
  if (UNIT_TYPES[unit].damageable && undamaged > 0) {
    const out = withFolder(s, folder, patchFolder(f, { units: unitsWith(f.units, unit, { count: st.count, damaged: st.damaged + 1 }) }));
    // R-DMG-16, R-DMG-09, R-DMG-13: a damaged Rover or robot, a lost capacity
    return { state: reorganise(out), message: { key: 'msg.hit.damaged', params: { unit: { unit } } } };
  }
  // a damageable type reaches here with every unit damaged: one of those is lost
  const damagedLost = UNIT_TYPES[unit].damageable ? 1 : 0;
  const out = withFolder(s, folder, patchFolder(f, { units: unitsWith(f.units, unit, { count: st.count - 1, damaged: st.damaged - damagedLost }) }));
  return { state: addVp(out, destroyedUnitVp(out, unit), 'unitLost'), message: { key: 'msg.hit.destroyed', params: { unit: { unit } } } };
}

/** 'uszkodź skaf.': the worn suit is damaged, or destroyed if already damaged — fatal outside normal or thin air (R-DMG-11). */
export function hitSuit(s: GameState, folder: FolderId, id: HumanId): GameState {
  return strikeSuit(s, folder, id).state;
}

/** The same as hitSuit, with the sentence saying what the hit did. */
export function strikeSuit(s: GameState, folder: FolderId, id: HumanId): Struck {
  const f = folderOf(s, folder);
  const p = f.crew.find((x) => x.id === id);
  if (!p?.suit) return { state: s, message: null };
  const edit = (np: Passenger | null) => withFolder(s, folder, patchFolder(f, { crew: f.crew.flatMap((x) => (x.id === id ? (np ? [np] : []) : [x])) }));
  const unit = { unit: id };
  if (!p.suit.damaged) return { state: edit(passenger(p.id, worn(p.suit.kind, true))), message: { key: 'msg.hit.suitDamaged', params: { unit } } };
  if (suitNeeded(s) === 'none') return { state: edit(passenger(p.id, null)), message: { key: 'msg.hit.suitDestroyed', params: { unit } } };
  return { state: killHuman(edit(null), id), message: { key: 'msg.hit.suitDeath', params: { unit } } };
}
