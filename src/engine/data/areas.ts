// Landing areas and their hex maps (R-MAP, R-TERRAIN, R-AREA, R-LAND-03..06, R-CONTENT-11..14).
// Maps are written as text, one string per map row, one token per field, and parsed here.
//
// A token is the base terrain followed by features:
//   base:  p plain · h hills · m mountains · c mountains with cliff (grey) · w liquid (water) ·
//          sl solidified lava · ll liquid lava · g glacier on plain · s swamp on plain
//   +r river · +k lake · +v sparse vegetation · +V lush vegetation · +e emergent vegetation ('wyn',
//   liquid fields only) · +U underwater cliff 'URW' (liquid only) · +P chasm 'PRZ' · +B alien
//   building 'BO' · +M alien city 'MO' · +x a slightly larger terrain bonus (R-MAP-11) ·
//   +J<arrows> a cave under the field with its passages: ^ v (up, down), a b (upper-left /
//   lower-left '<'), c d (upper-right / lower-right '>'); +Jb… with '!' adds 'BOjask.' (building
//   in the cave), e.g. "h+J^v!".
// A feature followed by '?' is a "maybe" terrain (R-LAND-03, 'być może'): it is there or not,
// drawn on landing — the less likely the area, the likelier its maybe terrains ("h+B?").
// On a liquid field every feature but emergent vegetation lies underwater (R-MAP-08).
import type { PlanetId } from './planets';

export const BASE_TERRAINS = ['plain', 'hills', 'mountains', 'cliff', 'liquid', 'solidLava', 'liquidLava', 'glacier', 'swamp'] as const;
export type BaseTerrain = (typeof BASE_TERRAINS)[number];
const BASE_CODES: Readonly<Record<string, BaseTerrain>> = {
  p: 'plain',
  h: 'hills',
  m: 'mountains',
  c: 'cliff',
  w: 'liquid',
  sl: 'solidLava',
  ll: 'liquidLava',
  g: 'glacier',
  s: 'swamp',
};

export const CAVE_PASSAGES = ['up', 'down', 'upLeft', 'downLeft', 'upRight', 'downRight'] as const;
export type CavePassage = (typeof CAVE_PASSAGES)[number];
const PASSAGE_CODES: Readonly<Record<string, CavePassage>> = { '^': 'up', v: 'down', a: 'upLeft', b: 'downLeft', c: 'upRight', d: 'downRight' };

export interface AreaField {
  readonly base: BaseTerrain;
  readonly river: boolean;
  readonly lake: boolean;
  readonly vegetation: 'none' | 'sparse' | 'lush';
  readonly emergent: boolean;
  readonly underwaterCliff: boolean;
  readonly chasm: boolean;
  readonly building: boolean;
  readonly city: boolean;
  readonly bonus: boolean;
  readonly cave: { readonly passages: readonly CavePassage[]; readonly building: boolean } | null;
  /** Features that may be absent ('być może'), by the field names above. */
  readonly maybe: readonly MaybeFeature[];
  /** What the rules keep for this field (rules/layerFeatures.ts perFieldLayer); not the map's data (withMemo). */
  readonly memo?: unknown[];
}

/**
 * The field with a slot for what the rules keep of it (its features, drain and research by layer:
 * perFieldLayer), read as a property where a WeakMap keyed by the field was 2% of the bench's games.
 * Not enumerable: the field compares, prints and saves as the map's data alone. Every field made
 * here gets it the same way, so parsed and landed fields keep one hidden class.
 */
function withMemo<T extends object>(f: T): T {
  Object.defineProperty(f, 'memo', { value: [] });
  return f;
}

export const MAYBE_FEATURES = ['river', 'lake', 'chasm', 'building', 'city', 'underwaterCliff'] as const;
export type MaybeFeature = (typeof MAYBE_FEATURES)[number];
const FEATURE_OF: Readonly<Record<string, MaybeFeature>> = { r: 'river', k: 'lake', P: 'chasm', B: 'building', M: 'city', U: 'underwaterCliff' };

export const CLIMATES = ['none', 'desert', 'tropical', 'temperate', 'arctic'] as const;

/** R-AREA-01: an area wholly covered with liquid has no climate but 'Brak' ('none'). */
export function isAllLiquid(area: { readonly climates: readonly (readonly [string, number])[] }): boolean {
  // a plain loop: the entry rules ask it of every field weighed (some 6,000 times a game)
  const climates = area.climates;
  for (let i = 0; i < climates.length; i++) if (climates[i]![0] !== 'none') return false;
  return true;
}
export type Climate = (typeof CLIMATES)[number];

export interface LandingArea {
  /** 'planetId.name' */
  readonly id: string;
  readonly planet: PlanetId;
  /** Weight of this area in the planet's pool for each of the planet's three characteristic sets (0 = impossible). */
  readonly weights: readonly [number, number, number];
  /** Rare areas give one-time discovery VP (R-LAND-06). */
  readonly discovery: number;
  /** Climates this area can have, with weights (R-AREA-01..06); ['none'] for all-liquid areas. */
  readonly climates: readonly (readonly [Climate, number])[];
  /** Chance of fog, 0–1 (R-AREA-07: 0 in desert, with no liquid, or under water). */
  readonly fog: number;
  /** One string per map row, tokens separated by spaces (see above). */
  readonly map: readonly string[];
  /** The shuttle's field, 1-based. */
  readonly shuttle: { readonly row: number; readonly col: number };
}

export function parseField(token: string): AreaField {
  const [baseCode, ...mods] = token.split('+');
  const base = BASE_CODES[baseCode ?? ''];
  if (!base) throw new Error(`unknown terrain "${baseCode}" in "${token}"`);
  const f = { base, river: false, lake: false, vegetation: 'none' as AreaField['vegetation'], emergent: false, underwaterCliff: false, chasm: false, building: false, city: false, bonus: false, cave: null as AreaField['cave'], maybe: [] as MaybeFeature[] };
  for (const raw of mods) {
    const m = raw.endsWith('?') ? raw.slice(0, -1) : raw;
    if (raw.endsWith('?')) {
      const feature = FEATURE_OF[m];
      if (!feature) throw new Error(`"+${m}" cannot be a maybe terrain in "${token}"`);
      f.maybe.push(feature);
    }
    if (m.startsWith('J')) {
      const passages = [...m.slice(1).replace('!', '')].map((ch) => {
        const p = PASSAGE_CODES[ch];
        if (!p) throw new Error(`unknown cave passage "${ch}" in "${token}"`);
        return p;
      });
      f.cave = { passages, building: m.includes('!') };
      continue;
    }
    switch (m) {
      case 'r': f.river = true; break;
      case 'k': f.lake = true; break;
      case 'v': f.vegetation = 'sparse'; break;
      case 'V': f.vegetation = 'lush'; break;
      case 'e': f.emergent = true; break;
      case 'U': f.underwaterCliff = true; break;
      case 'P': f.chasm = true; break;
      case 'B': f.building = true; break;
      case 'M': f.city = true; break;
      case 'x': f.bonus = true; break;
      default: throw new Error(`unknown feature "+${m}" in "${token}"`);
    }
  }
  return withMemo(f);
}

export interface ParsedArea {
  readonly rows: number;
  readonly cols: number;
  readonly fields: readonly (readonly AreaField[])[];
}

// Maps are constants read on every render (the drawing, research, the menu): parse each once.
const parsed = new WeakMap<readonly string[], ParsedArea>();

export function parseMap(map: readonly string[]): ParsedArea {
  const known = parsed.get(map);
  if (known) return known;
  const fields = map.map((line) => line.trim().split(/\s+/).map(parseField));
  const cols = fields[0]?.length ?? 0;
  if (fields.some((r) => r.length !== cols)) throw new Error('map rows differ in length');
  const out = { rows: fields.length, cols, fields };
  parsed.set(map, out);
  return out;
}

const flat = new WeakMap<readonly string[], readonly AreaField[]>();

/** Every field of a map in one list, row by row (made once per map: the hints read it on every step). */
export function mapFields(map: readonly string[]): readonly AreaField[] {
  let out = flat.get(map);
  if (!out) flat.set(map, (out = rowByRow(parseMap(map).fields)));
  return out;
}

/** What a map's fields hold, as far as the loading's advice and the player's choice of units care. */
export interface MapTraits {
  /** A building or a city, on the surface or in a cave (aliens, R-LOAD-28). */
  readonly aliens: boolean;
  /** Liquid, a river or a lake. */
  readonly water: boolean;
  readonly lush: boolean;
  /** Mountains or cliffs. */
  readonly heights: boolean;
  /** R-INF-04: a lake, a swamp, a river, liquid or plants. */
  readonly infection: boolean;
}

const traitsOf = new WeakMap<readonly string[], MapTraits>();

/** The map's traits, worked out once per map (each orbit's loading asks them of every area its planet may have). */
export function mapTraits(map: readonly string[]): MapTraits {
  let out = traitsOf.get(map);
  if (!out) {
    const t = { aliens: false, water: false, lush: false, heights: false, infection: false };
    for (const f of mapFields(map)) {
      if (f.building || f.city || f.cave?.building) t.aliens = true;
      if (f.base === 'liquid' || f.river || f.lake) t.water = true;
      if (f.vegetation === 'lush') t.lush = true;
      if (f.base === 'mountains' || f.base === 'cliff') t.heights = true;
      if (f.lake || f.river || f.base === 'swamp' || f.base === 'liquid' || f.vegetation !== 'none') t.infection = true;
    }
    traitsOf.set(map, (out = t));
  }
  return out;
}

/**
 * The fields of a map's rows in one list, row by row: `Array.prototype.flat` took some 9 µs for a
 * map of a hundred fields in node 20, a loop half a microsecond (once a landing, docs/SPEED.md).
 */
export function rowByRow(rows: readonly (readonly AreaField[])[]): AreaField[] {
  const out: AreaField[] = [];
  for (const row of rows) for (const f of row) out.push(f);
  return out;
}

/** The field as it is on this landing: maybe features that did not turn up are removed. */
export function withoutAbsent(f: AreaField, absent: readonly MaybeFeature[]): AreaField {
  if (absent.length === 0) return f;
  // every field named, in parseField's order (one hidden class for parsed and landed fields; a spread with overrides is V8's slow path)
  return withMemo({
    base: f.base,
    river: f.river && !absent.includes('river'),
    lake: f.lake && !absent.includes('lake'),
    vegetation: f.vegetation,
    emergent: f.emergent,
    underwaterCliff: f.underwaterCliff && !absent.includes('underwaterCliff'),
    chasm: f.chasm && !absent.includes('chasm'),
    building: f.building && !absent.includes('building'),
    city: f.city && !absent.includes('city'),
    bonus: f.bonus,
    cave: f.cave,
    maybe: f.maybe.filter((m) => !absent.includes(m)),
  });
}
