// Which fields are researched (R-MAP-10) and which may be researched again (R-TERRAIN-32,
// R-TERRAIN-34). Below the research and the time rules, which both read it.
import type { GameState, Place } from '../state';
import { placeKey } from './field';

/** Researches made of a field at a layer (R-MAP-10: once, or twice with a repeat). */
export function timesResearched(s: GameState, p: Place): number {
  const list = s.surface?.researched;
  if (!list || list.length === 0) return 0;
  return countsOf(list).get(placeKey(p)) ?? 0;
}

/**
 * The researches of each field in a list of marks, for the last list asked: the list changes once
 * a research, and the moves, the paths and the hour loop ask of it some 1,400 times a game (a scan
 * of the list compared key strings of the same length character by character).
 */
let counted: readonly string[] | null = null;
let counts = new Map<string, number>();
function countsOf(list: readonly string[]): ReadonlyMap<string, number> {
  if (list !== counted) {
    counts = new Map();
    for (const k of list) counts.set(k, (counts.get(k) ?? 0) + 1);
    counted = list;
  }
  return counts;
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
