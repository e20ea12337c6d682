// Harm to what is in the shuttle (a landing accident). R-DEV-03: stunners and cages are destroyed.
import { UNIT_TYPES, type StockId } from '../data/units';
import type { Dice } from '../rng';
import type { GameState } from '../state';
import { woundHuman } from './damage';

/** One random undamaged unit in the shuttle is damaged (or destroyed), if there is one. */
export function damageBayUnit(s: GameState, dice: Dice): GameState {
  const pool = (Object.entries(s.bay.units) as [StockId, { count: number; damaged: number }][]).filter(([, st]) => st.count > st.damaged);
  const total = pool.reduce((n, [, st]) => n + st.count - st.damaged, 0);
  if (total === 0) return s;
  let pick = dice.int(1, total);
  for (const [id, st] of pool) {
    pick -= st.count - st.damaged;
    if (pick > 0) continue;
    const next = UNIT_TYPES[id].damageable ? { count: st.count, damaged: st.damaged + 1 } : { count: st.count - 1, damaged: st.damaged };
    return { ...s, bay: { ...s.bay, units: { ...s.bay.units, [id]: next } } };
  }
  return s;
}

/** One wound to a random human in the shuttle. */
export function woundPassenger(s: GameState, dice: Dice): GameState {
  if (s.bay.crew.length === 0) return s;
  const p = s.bay.crew[dice.int(0, s.bay.crew.length - 1)]!;
  return woundHuman(s, p.id, dice);
}
