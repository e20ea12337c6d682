// The bonus for researching every terrain type of an area (R-TERRAIN-39..44), given on lift-off.
// Our reading of the manual's open points (docs/DECISIONS.md): a terrain type is one row of the
// terrain table (liquid on its surface and under it are two rows, a cave is one, liquid lava is
// none); a type counts as researched when a field holding it was researched at the layer where the
// type lies; the sum is rounded to a whole number, halves up.
import type { AreaField } from '../data/areas';
import { isAllLiquid, parseMap } from '../data/areas';
import { ALL_TERRAIN_BONUS, MIN_FIELDS_FOR_TERRAIN_BONUS, ROVER_TERRAIN_BONUS_FACTOR } from '../data/terrain';
import type { GameState, Layer } from '../state';
import { fieldAt, mapKey, placeOfKey, surfaceArea } from './field';
import { orbitSet } from './planet';
import { keptBy } from '../perState';

export type TerrainType =
  | 'plain' | 'hills' | 'mountains' | 'cliff' | 'solidLava' | 'glacier' | 'swamp'
  | 'liquidSurface' | 'liquidUnderwater' | 'cave'
  | 'river' | 'lake' | 'sparse' | 'lush' | 'underwaterCliff' | 'chasm' | 'building' | 'city';

/** The terrain types a field holds at a layer (R-MAP-07, R-MAP-08: on a liquid only emergent vegetation is above). */
export function typesAt(f: AreaField, layer: Layer): TerrainType[] {
  if (layer === 'cave') return f.cave ? ['cave', ...(f.cave.building ? (['building'] as const) : [])] : [];
  const veg = f.vegetation === 'none' ? [] : [f.vegetation];
  if (f.base === 'liquid') {
    if (layer === 'surface') return ['liquidSurface', ...(f.emergent ? veg : [])];
    const under: TerrainType[] = ['liquidUnderwater', ...veg];
    if (f.underwaterCliff) under.push('underwaterCliff');
    for (const k of ['chasm', 'building', 'city', 'river', 'lake'] as const) if (f[k]) under.push(k);
    return under;
  }
  if (layer === 'underwater' || f.base === 'liquidLava') return [];
  const out: TerrainType[] = [f.base, ...veg];
  for (const k of ['river', 'lake', 'chasm', 'building', 'city'] as const) if (f[k]) out.push(k);
  return out;
}

const LAYERS: readonly Layer[] = ['surface', 'underwater', 'cave'];

interface AreaTypes {
  readonly all: ReadonlySet<TerrainType>;
  readonly byRover: ReadonlySet<TerrainType>;
}

/**
 * The types by map (the area with its absent features), shared by every landing on the same map:
 * each lift-off asks them once, and a scan of the whole map was some 40 µs.
 */
const typesOfMap = keptBy<AreaTypes>(2_000);

/** Every terrain type of the area as it turned out, and those of them by layers the Rover can reach (R-DEV-57). */
function areaTypes(s: GameState): AreaTypes {
  return s.surface ? typesOfMap(mapKey(s.surface), () => scanTypes(s)) : { all: new Set(), byRover: new Set() };
}

function scanTypes(s: GameState): AreaTypes {
  const all = new Set<TerrainType>();
  const byRover = new Set<TerrainType>();
  const area = surfaceArea(s);
  if (!area) return { all, byRover };
  const map = parseMap(area.map);
  const allLiquid = isAllLiquid(area);
  for (let r = 1; r <= map.rows; r++)
    for (let c = 1; c <= map.cols; c++) {
      const f = fieldAt(s, r, c)!;
      for (const layer of LAYERS) {
        // R-AREA-01, R-TERRAIN-41: wholly under liquid, only the research below is allowed (and the Rover goes there)
        if (allLiquid && layer !== 'underwater') continue;
        const roverGoes = allLiquid || (layer === 'surface' && f.base !== 'swamp' && f.base !== 'cliff');
        for (const t of typesAt(f, layer)) {
          all.add(t);
          if (roverGoes) byRover.add(t);
        }
      }
    }
  return { all, byRover };
}

/** The types of the fields researched so far. */
function researchedTypes(s: GameState): Set<TerrainType> {
  const out = new Set<TerrainType>();
  for (const k of s.surface?.researched ?? []) {
    const { row, col, layer } = placeOfKey(k);
    const f = fieldAt(s, row, col);
    if (f) for (const t of typesAt(f, layer as Layer)) out.add(t);
  }
  return out;
}

/**
 * R-TERRAIN-39..44: the bonus now. At least two fields researched; at huge gravity every type
 * researched counts; otherwise all the area's types must be researched — or, with a Rover in the
 * expedition table, all the types the Rover can reach, for half the bonus.
 */
export function terrainBonus(s: GameState, roverTaken: boolean): { vp: number; types: number; of: number } {
  const set = orbitSet(s);
  const researched = s.surface?.researched ?? [];
  const { all, byRover } = areaTypes(s);
  const done = researchedTypes(s);
  const none = { vp: 0, types: done.size, of: all.size };
  if (!set || new Set(researched).size < MIN_FIELDS_FOR_TERRAIN_BONUS) return none;
  const per = ALL_TERRAIN_BONUS[set.gravity];
  if (set.gravity === 'huge') return { ...none, vp: Math.round(done.size * per) };
  if ([...all].every((t) => done.has(t))) return { ...none, vp: Math.round(all.size * per) };
  if (roverTaken && byRover.size > 0 && [...byRover].every((t) => done.has(t))) return { ...none, vp: Math.round(byRover.size * per * ROVER_TERRAIN_BONUS_FACTOR) };
  return none;
}
