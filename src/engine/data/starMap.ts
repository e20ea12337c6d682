// The star map (R-SPACE-01..05, R-CONTENT-06..08): where Earth and the nine planets lie, and the
// flight distances between them. The positions are data in content/starMap.ts, found by
// scripts/design-star-map.ts so that the shortest tours are the manual's four routes.
import { EARTH_FIELD, PLANET_FIELDS } from './content/starMap';
import { PLANET_IDS, type PlanetId } from './planets';
import { legDistances, MAP_COLS, MAP_ROWS, type Field } from '../geometry/starGeometry';

export { EARTH_FIELD, PLANET_FIELDS, MAP_COLS, MAP_ROWS };

/** Nodes of the tour graph: Earth first, then the planets in PLANET_IDS order. */
export const TOUR_NODES: readonly Field[] = [EARTH_FIELD, ...PLANET_IDS.map((p) => PLANET_FIELDS[p])];
/** Months of the shortest flight between two nodes (planets and Earth cannot be flown through). */
export const NODE_DISTANCES: readonly (readonly number[])[] = legDistances(TOUR_NODES);

const PLANET_BY_FIELD: ReadonlyMap<number, PlanetId> = new Map(PLANET_IDS.map((p) => [PLANET_FIELDS[p].row * 1000 + PLANET_FIELDS[p].col, p]));
/** The planet on a field of the star map, or null. */
export function planetAt(f: Field): PlanetId | null {
  // by a number of the field (a search of the planets read their fields by a key that varies: the megamorphic cache, on every step in space)
  const p = PLANET_BY_FIELD.get(f.row * 1000 + f.col);
  return p !== undefined && PLANET_FIELDS[p].row === f.row && PLANET_FIELDS[p].col === f.col ? p : null;
}

export function isEarth(f: Field): boolean {
  return f.row === EARTH_FIELD.row && f.col === EARTH_FIELD.col;
}

/** Months from Earth to a planet by the shortest flight. */
export function earthDistance(p: PlanetId): number {
  return NODE_DISTANCES[0]![PLANET_IDS.indexOf(p) + 1]!;
}

/** Months of the shortest flight between two fields that are Earth or planets. */
export function fieldDistance(a: Field, b: Field): number {
  const i = TOUR_NODES.findIndex((n) => n.row === a.row && n.col === a.col);
  const j = TOUR_NODES.findIndex((n) => n.row === b.row && n.col === b.col);
  if (i < 0 || j < 0) return legDistances([a, b, ...TOUR_NODES.filter((n) => !(n.row === a.row && n.col === a.col) && !(n.row === b.row && n.col === b.col))])[0]![1]!;
  return NODE_DISTANCES[i]![j]!;
}
