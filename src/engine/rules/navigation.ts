// The navigation mini-board and flight. Implements R-SPACE-10..13, R-SPACE-12 (what blocks a
// direction), R-UI-SPACE-21, R-SETUP-05 (Earth ends the game when reached again).
import { EARTH_FIELD, isEarth, planetAt } from '../data/starMap';
import { VOYAGE_PLANS } from '../data/setup';
import type { PlanetId } from '../data/planets';
import { DIRECTIONS, onMap, step as stepField, type Direction } from '../geometry/starGeometry';
import type { GameState, MapField } from '../state';

export type NavTarget =
  /** Why, for the navigation board (issue 10 point 17): the map's edge, or a planet that is closed. */
  | { readonly kind: 'blocked'; readonly reason: 'edge' | 'visited' | 'campaign' | 'noShuttle' | 'planetsDone'; readonly planet?: PlanetId }
  | { readonly kind: 'empty'; readonly field: MapField }
  | { readonly kind: 'earth'; readonly field: MapField }
  | { readonly kind: 'planet'; readonly field: MapField; readonly planet: PlanetId };

/** May the starship enter this planet now? (R-SPACE-12) */
export function planetOpen(s: GameState, p: PlanetId): boolean {
  return !s.visited.includes(p) && !closedByCampaign(s, p) && s.shuttles > 0 && s.visited.length < VOYAGE_PLANS[s.length].planets;
}

/** Issue 14 point 6: explored earlier in the campaign's round. */
export const closedByCampaign = (s: GameState, p: PlanetId): boolean => s.campaign?.closed.includes(p) ?? false;

/** Why planetOpen says no, in the order it asks. */
function closedBecause(s: GameState, p: PlanetId): 'visited' | 'campaign' | 'noShuttle' | 'planetsDone' {
  if (s.visited.includes(p)) return 'visited';
  if (closedByCampaign(s, p)) return 'campaign';
  return s.shuttles > 0 ? 'planetsDone' : 'noShuttle';
}

/** What lies in a direction, as the navigation board shows it. */
export function look(s: GameState, dir: Direction): NavTarget {
  const f = stepField(s.position.row, s.position.col, dir);
  if (!onMap(f)) return { kind: 'blocked', reason: 'edge' };
  if (isEarth(f)) return { kind: 'earth', field: f };
  const p = planetAt(f);
  if (p) return planetOpen(s, p) ? { kind: 'planet', field: f, planet: p } : { kind: 'blocked', reason: closedBecause(s, p), planet: p };
  return { kind: 'empty', field: f };
}

/** The directions the starship may fly now: only in space (not in orbit, an event or a series). */
export function openDirections(s: GameState): Direction[] {
  if (s.phase !== 'space') return [];
  return DIRECTIONS.filter((d) => look(s, d).kind !== 'blocked');
}

export function atEarth(s: GameState): boolean {
  return s.position.row === EARTH_FIELD.row && s.position.col === EARTH_FIELD.col;
}
