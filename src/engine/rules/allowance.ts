// 'ilość' and 'wolno' of the starship log. Implements R-UI-SPACE-18 and R-DEV-10 (only stunners,
// cages, heavy suits and suits, besides humans and robots, may go down more than one at a time).
import { isHumanId, type UnitId } from '../data/units';
import type { GameState } from '../state';
import { stillAllowed } from './loading';

/** Units of this kind aboard the starship ('ilość'): 1 or 0 for a human (0 while in the shuttle). */
export function quantityAboard(state: GameState, unit: UnitId): number {
  if (isHumanId(unit)) return state.crew.some((h) => h.id === unit && h.alive) && !state.bay.crew.some((p) => p.id === unit) ? 1 : 0;
  return state.stock[unit].count;
}

/** Units of this kind that may still be taken to the surface ('wolno'). */
export function allowedToTake(state: GameState, unit: UnitId): number {
  return stillAllowed(state, unit);
}
