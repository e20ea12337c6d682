// The planet orbited and its drawn characteristic set (R-ORBIT-01).
import { PLANETS } from '../data/content/planets';
import type { CharacteristicSet } from '../data/planets';
import type { GameState } from '../state';

export function orbitSet(s: GameState): CharacteristicSet | null {
  return s.orbit ? PLANETS[s.orbit.planet].sets[s.orbit.set]! : null;
}
