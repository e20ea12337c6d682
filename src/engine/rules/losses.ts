// What losses cost, wherever they happen (a hit on the surface, a space event, a shuttle that
// flies back alone). Implements R-CREW-11 (our "somewhat more"), R-ROBOT-07, R-DEV-08, R-DEV-64,
// R-SCORE-24, R-SCORE-30 and R-SCORE-32.
import { HUMAN_WOUNDS_SURVIVED, ROBOT_IDS, STOCK_IDS, type HumanId, type StockId } from '../data/units';
import { LOSS_VP, NO_LOSS_VP_TYPES, WOUND_VP_LOSS } from '../data/unitRules';
import type { Folder, GameState, Human } from '../state';
import { tableFolderList } from './folders';
import { addVp } from './vp';
import { mapped, patchHuman, withState } from '../stateCopy';

/**
 * R-CREW-11 (our design of "somewhat more if he was not already badly wounded"): a death costs
 * 10 VP plus the VP his remaining wounds would have been expected to cost — each of the wounds
 * still needed to kill him (6 − wounds) at the 1/3 chance of R-CREW-10, rounded: nothing for a
 * human killed by his 6th wound, 2 VP more for one who dies unwounded.
 */
export function deathVp(woundsAtDeath: number): number {
  const remaining = Math.max(0, HUMAN_WOUNDS_SURVIVED + 1 - woundsAtDeath);
  return LOSS_VP.humanKilled - Math.round((remaining * WOUND_VP_LOSS[0]) / WOUND_VP_LOSS[1]);
}

/** R-CREW-03, R-DMG-06, R-DMG-08: the wounds a human survives: 5, one fewer for each brain damage. */
export function woundsSurvived(h: Pick<Human, 'impaired'>): number {
  return HUMAN_WOUNDS_SURVIVED - (h.impaired ?? 0);
}

/** The VP a human's death costs, as he is at it: each brain damage counts as a wound already taken (R-DMG-08). */
export function humanDeathVp(h: Pick<Human, 'wounds' | 'impaired'>): number {
  return deathVp(h.wounds + (h.impaired ?? 0));
}

/** A human dies: marked dead and his death charged (he is taken out of any folder by the caller). */
export function killHuman(s: GameState, id: HumanId): GameState {
  const h = s.crew.find((x) => x.id === id);
  if (!h?.alive) return s;
  return addVp(withState(s, { crew: mapped(s.crew, (x) => (x.id === id ? patchHuman(x, { alive: false }) : x)) }), humanDeathVp(h), 'death');
}

/** Units of a type left anywhere: aboard the starship and in every folder of the expedition table. */
export function unitsLeft(s: GameState, id: StockId): number {
  return s.stock[id].count + tableFolderList(s).reduce((n, f) => n + (f.units[id]?.count ?? 0), 0);
}

const isRobot = (id: StockId): boolean => (ROBOT_IDS as readonly string[]).includes(id);

/** Robots and Rovers are charged for each unit lost; other devices per type. */
export const chargedPerUnit = (id: StockId): boolean => isRobot(id) || id === 'rover';

/**
 * The VP cost of one unit of a type destroyed, read on the state after the loss: a robot or a
 * Rover 1 VP each (R-ROBOT-07, R-DEV-64); a device type 1 VP when its last unit is gone (R-DEV-08;
 * not cages or stunners).
 */
/** The VP cost of everything in these folders lost at once, read on the state after the loss. */
export function lostFoldersVp(after: GameState, lost: readonly Folder[]): { units: number; vp: number } {
  let units = 0;
  let vp = 0;
  for (const id of STOCK_IDS) {
    const n = lost.reduce((k, f) => k + (f.units[id]?.count ?? 0), 0);
    if (n === 0) continue;
    units += n;
    // robots and Rovers cost per unit; a device type only when its last unit is gone
    vp += destroyedUnitVp(after, id) * (chargedPerUnit(id) ? n : 1);
  }
  return { units, vp };
}

export function destroyedUnitVp(after: GameState, id: StockId): number {
  if (chargedPerUnit(id)) return isRobot(id) ? LOSS_VP.robotDestroyed : LOSS_VP.roverLostOrDamaged;
  if (NO_LOSS_VP_TYPES.includes(id)) return 0;
  return unitsLeft(after, id) === 0 ? LOSS_VP.deviceTypeLost : 0;
}
