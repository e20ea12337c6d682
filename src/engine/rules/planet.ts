// The planet orbited and its drawn characteristic set (R-ORBIT-01).
import { PLANETS } from '../data/content/planets';
import type { CharacteristicSet } from '../data/planets';
import type { GameState } from '../state';
import { contentOf } from './worlds';

/** The characteristic set drawn for the planet orbited (its source's, with new worlds), or null outside an orbit. */
export function orbitSet(s: GameState): CharacteristicSet | null {
  const o = s.orbit;
  if (!o) return null;
  // kept for the orbit and the worlds asked last (the states of an orbit share them): the planets
  // read by a name that varies went through V8's megamorphic cache, thousands of times a game
  if (o === lastOrbit && s.worlds === lastWorlds) return lastSet;
  lastOrbit = o;
  lastWorlds = s.worlds;
  return (lastSet = PLANETS[contentOf(s, o.planet)].sets[o.set]!);
}
let lastOrbit: GameState['orbit'] = null;
let lastWorlds: GameState['worlds'] = null;
let lastSet: CharacteristicSet | null = null;
