// Where the field party is on the area map and what the field there is like (R-MAP-04..09,
// R-LAND-14). Below every rules module that needs the party's field.
import { areaById } from '../data/content/areas';
import { isAllLiquid, parseMap, rowByRow, withoutAbsent, type AreaField, type LandingArea } from '../data/areas';
import type { GameState, Layer, Place } from '../state';
import { perLanding, perParts } from '../perState';

/** A map field as it turned out on this landing (maybe terrains resolved); null off the map. */
export function fieldAt(s: GameState, row: number, col: number): AreaField | null {
  // the board's edge first: a list read at -1 is a read of the property "-1", which turned every read
  // here into V8's slowest kind (a neighbour off the map's top or left edge is asked every hour)
  if (!(row >= 1 && col >= 1)) return null;
  return (s.surface && landingFields(s.surface)?.[row - 1]?.[col - 1]) ?? null;
}

/** The area's fields as they turned out on a landing (by rows), worked out once per landing; null for an unknown area. */
export const landingFields = perLanding((areaId, absent): readonly (readonly AreaField[])[] | null => {
  const area = areaById(areaId);
  // a field without maybe features, or without absent ones, is the parsed one
  if (!area) return null;
  // the absent features by field ('row:col:feature', a few a landing), read once instead of a key made for each maybe feature
  const gone = new Map<number, string[]>();
  for (const k of absent) {
    const [row, col, feature] = k.split(':');
    const at = Number(row) * 256 + Number(col);
    const list = gone.get(at);
    if (list) list.push(feature!);
    else gone.set(at, [feature!]);
  }
  // only the rows with a field that lost a feature are copied: the others are the parsed rows (a landing
  // made a new table of every field, most of them the parsed ones, some 17 µs a landing)
  const base = parseMap(area.map).fields;
  let rows: (readonly AreaField[])[] | null = null;
  for (const [at, here] of gone) {
    // the key of the field at row r, column c (both from 1) is r·256 + c; any other key (negative, a
    // fraction, NaN) gives no row or no column, and names no field
    const r = Math.floor(at / 256) - 1;
    const c = (at % 256) - 1;
    const raw = base[r]?.[c];
    if (!raw || raw.maybe.length === 0) continue;
    rows ??= base.slice();
    const row = rows[r] === base[r] ? (rows[r] = base[r]!.slice()) : rows[r]!;
    (row as AreaField[])[c] = withoutAbsent(raw, raw.maybe.filter((m) => here.includes(m)));
  }
  return rows ?? base;
});

/** The same fields in one list, row by row (the first action's hint reads them all on every step before the landing field's research). */
export const landingFieldList = perLanding((area, absent): readonly AreaField[] | null => {
  const rows = landingFields({ area, absent });
  return rows ? rowByRow(rows) : null;
});

/**
 * A landing's map (the area with its absent features) as a key, worked out once per landing: the
 * same string object every ask, so a cache keyed by it hashes it once (a key built on it would be
 * flattened and hashed again on every ask, and the absent features make it long).
 */
export const mapKey = perLanding((area, absent) => `${area}|${absent.join(',')}`);

/** The area landed on. */
export function surfaceArea(s: GameState): LandingArea | undefined {
  if (!s.surface) return undefined;
  // the area asked last first: some 9,000 asks a game, nearly all of one landing's area
  const id = s.surface.area;
  if (id !== lastAreaId) {
    lastAreaId = id;
    lastArea = areaById(id);
    lastAllLiquid = !!lastArea && isAllLiquid(lastArea);
  }
  return lastArea;
}
let lastAreaId: string | null = null;
let lastArea: LandingArea | undefined;
let lastAllLiquid = false;

/** R-AREA-01: the area landed on is wholly covered with liquid (kept with the area asked last: the entry rules ask it of every field weighed). */
export function surfaceAllLiquid(s: GameState): boolean {
  return surfaceArea(s) !== undefined && lastAllLiquid;
}

/** The landing field as it turned out (maybe terrains resolved). */
export function landingField(s: GameState): { field: AreaField; row: number; col: number } | null {
  const area = surfaceArea(s);
  if (!area) return null;
  const { row, col } = area.shuttle;
  return { field: fieldAt(s, row, col)!, row, col };
}

/**
 * The layer the party is on: the cave, or under the liquid with the level 'pod wodą' — and always
 * in an area wholly covered with liquid (R-AREA-01, R-LAND-13: only submerged research there).
 */
export const partyPlace = perParts((a, b) => a.surface?.area === b.surface?.area && a.surface?.absent === b.surface?.absent && a.surface?.at === b.surface?.at && a.level === b.level, (s: GameState): Place | null => {
  // kept for what it reads: asked some 5,700 times a game, of a few states each step
  const area = surfaceArea(s);
  if (!area || !s.surface) return null;
  const { row, col, cave } = s.surface.at;
  const liquid = fieldAt(s, row, col)?.base === 'liquid';
  const layer: Layer = cave ? 'cave' : liquid && (s.level === 'underwater' || surfaceAllLiquid(s)) ? 'underwater' : 'surface';
  return { row, col, layer };
});

/** The field the party stands on, its layer, and whether its area is wholly covered with liquid (R-AREA-01). */
export function standingField(s: GameState): { field: AreaField; row: number; col: number; layer: Layer; allLiquid: boolean } | null {
  const area = surfaceArea(s);
  const place = partyPlace(s);
  if (!area || !place) return null;
  // every field named (a spread inside a literal is V8's slow path)
  return { field: fieldAt(s, place.row, place.col)!, row: place.row, col: place.col, layer: place.layer, allLiquid: surfaceAllLiquid(s) };
}

/** R-MAP-05, R-LAND-14: the party is at the shuttle — on its field, above or under the liquid (not in a cave below). */
export function atShuttle(s: GameState): boolean {
  const area = surfaceArea(s);
  const at = s.surface?.at;
  return !!area && !!at && at.row === area.shuttle.row && at.col === area.shuttle.col && !at.cave;
}

/** A place as a number (maps are far smaller than 1,000 rows or columns): the searches' and caches' keys, no string made. */
export const placeCode = (p: Place): number => (p.row * 1000 + p.col) * 4 + layerCode(p.layer);
// compared, not looked up in a record: the searches ask it some 100,000 times a game; an unknown layer (a save) is 3
const layerCode = (l: Layer): number => (l === 'surface' ? 0 : l === 'underwater' ? 1 : l === 'cave' ? 2 : 3);

/**
 * The key of a field at a layer, as research marks and repeats store it. One string per place, kept
 * by its code: the rules and the player ask some thousands of keys a game, and a key made anew each
 * time cost more than the search of the marks it is compared with (the same string object compares
 * at once). A place off any map's range (an edited save) gets its key made, not kept.
 */
export function placeKey(p: Place): string {
  const inRange = p.row >= 0 && p.row < 1000 && p.col >= 0 && p.col < 1000 && Number.isInteger(p.row) && Number.isInteger(p.col) && (p.layer === 'surface' || p.layer === 'underwater' || p.layer === 'cave');
  if (!inRange) return `${p.row}:${p.col}:${p.layer}`;
  const code = placeCode(p);
  let key = PLACE_KEYS.get(code);
  if (key === undefined) PLACE_KEYS.set(code, (key = `${p.row}:${p.col}:${p.layer}`));
  return key;
}
const PLACE_KEYS = new Map<number, string>();

/**
 * The row, column and layer a place key names (placeKey's inverse), kept per key: the lift-off reads
 * back every field researched, and splitting each key made three strings and a list.
 */
export function placeOfKey(k: string): { readonly row: number; readonly col: number; readonly layer: string } {
  let p = PLACES_OF_KEYS.get(k);
  if (p === undefined) {
    const [row, col, layer] = k.split(':');
    if (PLACES_OF_KEYS.size >= MAX_PLACE_KEYS) PLACES_OF_KEYS.clear();
    PLACES_OF_KEYS.set(k, (p = { row: Number(row), col: Number(col), layer: layer! }));
  }
  return p;
}
const PLACES_OF_KEYS = new Map<string, { readonly row: number; readonly col: number; readonly layer: string }>();
/** Keys read back kept at most (an edited save may hold any). */
const MAX_PLACE_KEYS = 10_000;
