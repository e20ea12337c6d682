// The planet orbited and its drawn characteristic set (R-ORBIT-01).
import { PLANETS } from '../data/content/planets';
import type { CharacteristicSet } from '../data/planets';
import type { GameState } from '../state';
import { contentOf } from './worlds';

export function orbitSet(s: GameState): CharacteristicSet | null {
  return s.orbit ? PLANETS[contentOf(s, s.orbit.planet)].sets[s.orbit.set]! : null;
}
