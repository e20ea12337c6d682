// 'ilość' and 'wolno' of the starship log. Implements R-UI-SPACE-18 and R-DEV-10 (only stunners,
// cages, heavy suits and suits, besides humans and robots, may go down more than one at a time).
import { isHumanId, UNIT_TYPES, type UnitId } from '../data/units';
import type { GameState } from '../state';

/** Units of this kind aboard the starship ('ilość'): 1 or 0 for a human. */
export function quantityAboard(state: GameState, unit: UnitId): number {
  if (isHumanId(unit)) return state.crew.some((h) => h.id === unit && h.alive) ? 1 : 0;
  return state.stock[unit].count;
}

/** Units of this kind that may still be taken to the surface ('wolno'). */
export function allowedToTake(state: GameState, unit: UnitId): number {
  const aboard = quantityAboard(state, unit);
  return UNIT_TYPES[unit].manyPerLanding ? aboard : Math.min(1, aboard);
}
