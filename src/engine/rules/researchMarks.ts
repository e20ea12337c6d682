// Which fields are researched (R-MAP-10) and which may be researched again (R-TERRAIN-32,
// R-TERRAIN-34). Below the research and the time rules, which both read it.
import type { GameState, Place } from '../state';
import { placeKey } from './field';

/** Researches made of a field at a layer (R-MAP-10: once, or twice with a repeat). */
export function timesResearched(s: GameState, p: Place): number {
  // the key made once, not once per field researched: the hour loop asks this several times an hour
  const key = placeKey(p);
  let n = 0;
  for (const k of s.surface?.researched ?? []) if (k === key) n++;
  return n;
}

/**
 * R-MOVE-05, R-TERRAIN-32, R-TERRAIN-34: a field can be researched if it was not, or a repeat is
 * offered — and never once the shuttle is wrecked (R-ACC-12).
 */
export function isResearchable(s: GameState, p: Place): boolean {
  if (s.surface?.wreck) return false;
  const n = timesResearched(s, p);
  return n === 0 || (n === 1 && (s.surface?.repeats ?? []).includes(placeKey(p)));
}
