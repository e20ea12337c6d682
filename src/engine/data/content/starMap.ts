// Positions on the star map (rows 1–10 from the top, columns 1–14 from the left; even columns sit
// half a field lower). Found by scripts/design-star-map.ts: under the flight rules the shortest
// closed tours from Earth through all nine planets are exactly the manual's four routes, each
// flown either way, 26 months long (4 months of slack in a 30-month voyage), and route 1 flown
// forward meets the most expected space events, route 4 flown backward the fewest
// (test/engine/starMap.test.ts proves both).
import type { PlanetId } from '../planets';
import type { MapField } from '../../geometry/starGeometry';

/** R-SPACE-03: Earth, dark, in the bottom-right corner. */
export const EARTH_FIELD: MapField = { row: 10, col: 14 };

export const PLANET_FIELDS: Readonly<Record<PlanetId, MapField>> = {
  mefisto: { row: 6, col: 14 },
  picolo: { row: 7, col: 10 },
  birss: { row: 5, col: 9 },
  suwatte: { row: 4, col: 8 },
  noweAlto: { row: 5, col: 7 },
  paleo: { row: 7, col: 6 },
  korkran: { row: 8, col: 5 },
  opoplo: { row: 8, col: 8 },
  mezo: { row: 10, col: 11 },
};
