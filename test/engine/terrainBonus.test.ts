// R-TERRAIN-39..44: the bonus for researching every terrain type of an area, on lift-off.
// Expected VP are the manual's per-type values (0.2 / 0.3 / 0.4 / 0.5 / 1 by gravity) times the
// types of the Crater Field of Picolo, counted by hand from its map: plain, hills, mountains,
// mountains with cliff, a chasm ('PRZ') and caves — 6 types; the Rover reaches 4 of them (not the
// cliff, not the caves).
import { legalActions, type GameState } from '../../src/engine';
import { parseField, parseMap } from '../../src/engine/data/areas';
import { areaById } from '../../src/engine/data/content/areas';
import type { PlanetId } from '../../src/engine/data/planets';
import { terrainBonus, typesAt, type TerrainType } from '../../src/engine/rules/terrainBonus';
import { act, landingResearched, orbitOver } from '../support/voyage';

const CRATER = 'picolo.craterField';
/** A landed state moved onto the Crater Field, orbiting a planet set of the gravity wanted. */
function onCrater(planet: PlanetId, set: number, researched: readonly string[]): GameState {
  let s = orbitOver('birss', 1, 8);
  s = act(act(s, { type: 'load', unit: 'soldier' }), { type: 'down', folder: 'shuttle', unit: 'soldier' });
  s = act({ ...act(s, { type: 'land' }), landing: { area: 'birss.reefIslands', draws: 1 } }, { type: 'acceptArea' });
  for (let i = 0; i < 9 && s.hitsToAssign > 0; i++) s = act(s, legalActions(s).find((a) => a.type === 'hit')!);
  s = landingResearched(s);
  const shuttle = areaById(CRATER)!.shuttle;
  return { ...s, orbit: { planet, set }, surface: { ...s.surface!, area: CRATER, absent: [], researched: [...researched], at: { row: shuttle.row, col: shuttle.col, cave: false } } };
}

/** One researched field (row:col:layer) for each type asked for, found on the Crater Field's map. */
function researchedFor(types: readonly TerrainType[]): string[] {
  const map = parseMap(areaById(CRATER)!.map);
  const out = new Set<string>();
  for (const t of types) {
    search: for (let r = 1; r <= map.rows; r++)
      for (let c = 1; c <= map.cols; c++)
        for (const layer of ['surface', 'cave'] as const)
          if (typesAt(map.fields[r - 1]![c - 1]!, layer).includes(t)) {
            out.add(`${r}:${c}:${layer}`);
            break search;
          }
  }
  return [...out];
}

const ALL: TerrainType[] = ['plain', 'hills', 'mountains', 'cliff', 'chasm', 'cave'];
const BY_ROVER: TerrainType[] = ['plain', 'hills', 'mountains', 'chasm'];

describe('R-SCORE-07 R-TERRAIN-39..44 the all-terrain bonus', () => {
  test('a terrain type is a row of the terrain table, at the layer where it lies (R-MAP-07, R-MAP-08)', () => {
    expect(typesAt(parseField('p+V+r'), 'surface')).toEqual(['plain', 'lush', 'river']);
    expect(typesAt(parseField('w+U+V'), 'underwater')).toEqual(['liquidUnderwater', 'lush', 'underwaterCliff']);
    expect(typesAt(parseField('w+U+V'), 'surface')).toEqual(['liquidSurface']);
    expect(typesAt(parseField('w+v+e'), 'surface')).toEqual(['liquidSurface', 'sparse']);
    expect(typesAt(parseField('h+J^!'), 'cave')).toEqual(['cave', 'building']);
    expect(typesAt(parseField('h+P+B'), 'surface')).toEqual(['hills', 'chasm', 'building']);
    expect(typesAt(parseField('ll'), 'surface')).toEqual([]); // R-TERRAIN-41: liquid lava is not a type
    expect(typesAt(parseField('h'), 'underwater')).toEqual([]);
  });

  test('the Crater Field holds 6 types (counted by hand), the Rover reaches 4', () => {
    const s = onCrater('birss', 2, researchedFor(ALL));
    expect(terrainBonus(s, false)).toMatchObject({ types: 6, of: 6 });
    expect(researchedFor(ALL)).toHaveLength(6);
    expect(researchedFor(BY_ROVER)).toHaveLength(4);
  });

  // R-TERRAIN-44: 6 types × 0.2 / 0.3 / 0.4 / 0.5 / 1, rounded (halves up)
  const byGravity: [string, PlanetId, number, number][] = [
    ['near-zero 6 × 0.2 = 1.2 → 1', 'mezo', 0, 1],
    ['low 6 × 0.3 = 1.8 → 2', 'mefisto', 2, 2],
    ['Earth 6 × 0.4 = 2.4 → 2', 'birss', 2, 2],
    ['high 6 × 0.5 = 3', 'birss', 1, 3],
    ['huge 6 × 1 = 6', 'korkran', 0, 6],
  ];
  test.each(byGravity)('R-TERRAIN-44 all types researched at %s VP', (_name, planet, set, vp) => {
    expect(terrainBonus(onCrater(planet, set, researchedFor(ALL)), false).vp).toBe(vp);
  });

  test('R-TERRAIN-39 one type left out: no bonus (Earth gravity)', () => {
    expect(terrainBonus(onCrater('birss', 2, researchedFor(ALL.filter((t) => t !== 'cliff'))), false).vp).toBe(0);
  });

  test('R-TERRAIN-42 at huge gravity there is no threshold: 3 types give 3 VP', () => {
    expect(terrainBonus(onCrater('korkran', 0, researchedFor(['plain', 'hills', 'cave'])), false).vp).toBe(3);
  });

  test('a research mark of a field off the map (an edited save) names no type and breaks nothing', () => {
    expect(terrainBonus(onCrater('korkran', 0, [...researchedFor(['plain', 'hills', 'cave']), '99:99:surface']), false)).toEqual({ vp: 3, types: 3, of: 6 });
  });

  test('R-TERRAIN-43 a single field researched earns nothing, even at huge gravity', () => {
    expect(terrainBonus(onCrater('korkran', 0, researchedFor(['plain'])), false).vp).toBe(0);
    expect(terrainBonus(onCrater('korkran', 0, researchedFor(['plain', 'hills'])), false).vp).toBe(2);
  });

  test('R-TERRAIN-40 with a Rover taken, the Rover types alone give the smaller bonus (ours: half); all types the full one', () => {
    // Earth: 4 × 0.4 × ½ = 0.8 → 1; high: 4 × 0.5 × ½ = 1
    expect(terrainBonus(onCrater('birss', 2, researchedFor(BY_ROVER)), true).vp).toBe(1);
    expect(terrainBonus(onCrater('birss', 1, researchedFor(BY_ROVER)), true).vp).toBe(1);
    expect(terrainBonus(onCrater('birss', 1, researchedFor(BY_ROVER)), false).vp).toBe(0);
    expect(terrainBonus(onCrater('birss', 1, researchedFor(ALL)), true).vp).toBe(3);
    // one Rover type left out: nothing
    expect(terrainBonus(onCrater('birss', 1, researchedFor(BY_ROVER.filter((t) => t !== 'chasm'))), true).vp).toBe(0);
  });

  test('R-TERRAIN-39 R-MOVE-36 the bonus comes with the happy return and is told', () => {
    // the landing field (5:4, a plain) researched too, as lift-off needs (R-MOVE-34)
    const s = onCrater('birss', 1, [...researchedFor(ALL), '5:4:surface']);
    const r = act(s, { type: 'liftOff' });
    expect(r.vp).toBe(s.vp + 1 + 3);
    expect(r.message).toEqual({ key: 'msg.liftedOffBonus', params: { vp: 3, types: 6, total: 6 } });
  });

  test('under a liquid: the cliff, chasm, building, city, river and lake lie below; vegetation below and, emergent, above', () => {
    expect(typesAt(parseField('w+P+B+M+r+k'), 'underwater')).toEqual(['liquidUnderwater', 'chasm', 'building', 'city', 'river', 'lake']);
    expect(typesAt(parseField('w+P+B+M+r+k'), 'surface')).toEqual(['liquidSurface']);
    expect(typesAt(parseField('w'), 'underwater')).toEqual(['liquidUnderwater']);
    expect(typesAt(parseField('w+v'), 'underwater')).toEqual(['liquidUnderwater', 'sparse']);
    expect(typesAt(parseField('h'), 'cave')).toEqual([]);
  });

  test('R-TERRAIN-40 R-DEV-57 the Reef Islands: 11 types, the Rover reaches 7 (not the swamp, the caves, what lies below)', () => {
    const reefTypes: TerrainType[] = ['plain', 'hills', 'mountains', 'sparse', 'lush', 'lake', 'liquidSurface'];
    const base = onCrater('birss', 2, []);
    const reef = (researched: string[]) => ({ ...base, surface: { ...base.surface!, area: 'birss.reefIslands', absent: [], researched } });
    const map = parseMap(areaById('birss.reefIslands')!.map);
    const keys: string[] = [];
    for (const t of reefTypes)
      search: for (let r = 1; r <= map.rows; r++)
        for (let c = 1; c <= map.cols; c++)
          if (typesAt(map.fields[r - 1]![c - 1]!, 'surface').includes(t) && map.fields[r - 1]![c - 1]!.base !== 'swamp') {
            keys.push(`${r}:${c}:surface`);
            break search;
          }
    // Earth: 7 × 0.4 × ½ = 1.4 → 1 with the Rover; nothing without it (the swamp and the rest are missing)
    expect(terrainBonus(reef(keys), true)).toEqual({ vp: 1, types: 7, of: 11 });
    expect(terrainBonus(reef(keys), false).vp).toBe(0);
  });

  test('R-AREA-01 R-TERRAIN-41 wholly under liquid only the types below count (the Coral Shelf)', () => {
    const base = onCrater('birss', 2, []);
    const coral = { ...base, surface: { ...base.surface!, area: 'suwatte.coralShelf', absent: [], researched: ['1:1:underwater', '2:2:underwater'] } };
    const r = terrainBonus(coral, false);
    expect(r.types).toBe(2); // liquid below, sparse vegetation below
    expect(r.of).toBe(5); // liquid below, sparse and lush vegetation, the underwater cliff, the chasm
  });

  test('no surface, no bonus', () => {
    expect(terrainBonus({ ...onCrater('birss', 2, researchedFor(ALL)), surface: null }, false)).toEqual({ vp: 0, types: 0, of: 0 });
  });
});
