// The planet orbited and its drawn characteristic set (R-ORBIT-01).
import { PLANETS } from '../data/content/planets';
import type { CharacteristicSet } from '../data/planets';
import type { GameState } from '../state';
import { contentOf } from './worlds';
import { perParts } from '../perState';

/**
 * The characteristic set drawn for the planet orbited (its source's, with new worlds), or null
 * outside an orbit. Kept for the orbit and the worlds asked last (the states of an orbit share
 * them): the planets read by a name that varies went through V8's megamorphic cache, thousands of
 * times a game.
 */
export const orbitSet = perParts((a, b) => a.orbit === b.orbit && a.worlds === b.worlds, (s: GameState): CharacteristicSet | null =>
  s.orbit ? PLANETS[contentOf(s, s.orbit.planet)].sets[s.orbit.set]! : null,
);
