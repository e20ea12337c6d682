// The authored landing areas against the manual's constraints.
import { AREAS, BASE_TERRAINS, parseMap, PLANET_IDS, PLANETS, isMessageKey, t } from '../../src/engine';
import { checkArea, terrainKinds } from '../../src/engine/data/areaChecks';
import { MAYBE_FEATURES, parseField, withoutAbsent } from '../../src/engine/data/areas';
import { landingFields } from '../../src/engine/rules/field';
import { areaById } from '../../src/engine/data/content/areas';

const all = Object.values(AREAS).flat();

describe('landing areas', () => {
  test('R-CONTENT-11 every planet has at least three areas, and every characteristic set at least two', () => {
    for (const p of PLANET_IDS) {
      expect(AREAS[p].length).toBeGreaterThanOrEqual(3);
      for (let i = 0; i < 3; i++) expect(AREAS[p].filter((a) => a.weights[i]! > 0).length).toBeGreaterThanOrEqual(2);
      for (const a of AREAS[p]) expect(a.planet).toBe(p);
    }
    expect(new Set(all.map((a) => a.id)).size).toBe(all.length);
  });

  test('R-CONTENT-12 R-LAND-15 R-MAP-04 every area passes the checks: the shuttle can move, everything but liquid lava is reachable on foot', () => {
    for (const a of all) expect(checkArea(a)).toEqual([]);
  });

  test('R-CONTENT-13 across all areas every terrain kind of the manual appears', () => {
    const kinds = new Set(all.flatMap((a) => parseMap(a.map).fields.flat().flatMap(terrainKinds)));
    for (const k of [...BASE_TERRAINS, 'river', 'lake', 'sparseVegetation', 'lushVegetation', 'emergent', 'underwaterCliff', 'chasm', 'building', 'caveBuilding', 'city', 'cave'])
      expect(kinds.has(k)).toBe(true);
    const chasmUnderwater = all.some((a) => parseMap(a.map).fields.flat().some((f) => f.base === 'liquid' && f.chasm));
    expect(chasmUnderwater).toBe(true);
  });

  test('R-CONTENT-14 R-AREA-01..07 climates and fog fit the map and the planet’s orbit', () => {
    const tendency = { pink: 'desert', yellow: 'tropical', blue: 'temperate', green: 'arctic' } as const;
    for (const p of PLANET_IDS) {
      const climates = AREAS[p].flatMap((a) => a.climates).filter(([c]) => c !== 'none');
      if (climates.length === 0) continue;
      const weights = new Map<string, number>();
      for (const [c, w] of climates) weights.set(c, (weights.get(c) ?? 0) + w);
      const top = [...weights].sort((x, y) => y[1] - x[1])[0]![0];
      expect([top, p]).toEqual([tendency[PLANETS[p].orbit], p]);
    }
  });

  test('R-AREA-05 a temperate area may have vegetation and liquid but need not: the Lake Lowlands have both, the Crater Field neither, and both pass the checks', () => {
    const fields = (id: string) => parseMap(all.find((a) => a.id === id)!.map).fields.flat();
    const wet = (id: string) => fields(id).some((f) => f.base === 'liquid' || f.base === 'swamp' || f.river || f.lake);
    const green = (id: string) => fields(id).some((f) => f.vegetation !== 'none');
    const lowlands = all.find((a) => a.id === 'noweAlto.lakeLowlands')!;
    const crater = all.find((a) => a.id === 'picolo.craterField')!;
    // both are mostly temperate
    for (const a of [lowlands, crater]) expect([a.id, [...a.climates].sort((x, y) => y[1] - x[1])[0]![0]]).toEqual([a.id, 'temperate']);
    expect([green(lowlands.id), wet(lowlands.id)]).toEqual([true, true]);
    expect([green(crater.id), wet(crater.id)]).toEqual([false, false]);
    expect([checkArea(lowlands), checkArea(crater)]).toEqual([[], []]);
    // unlike a desert (R-AREA-02): the same vegetated map with a desert climate is refused
    expect(checkArea({ ...lowlands, climates: [['desert', 1]], fog: 0 })).toContain('noweAlto.lakeLowlands: desert areas have no vegetation (R-AREA-02)');
  });

  test('R-LAND-06 R-CONTENT-11 some areas are rare and give discovery points', () => {
    const rare = all.filter((a) => a.discovery > 0);
    expect(rare.length).toBeGreaterThanOrEqual(4);
    for (const a of rare) expect(Math.max(...a.weights)).toBeLessThanOrEqual(1);
  });

  test('R-CONTENT-27 every area has a name and a landing-site description in both languages', () => {
    for (const a of all)
      for (const part of ['name', 'desc']) {
        const key = `area.${a.id}.${part}`;
        expect(isMessageKey(key)).toBe(true);
        if (isMessageKey(key)) expect(t('pl', key).length * t('en', key).length).toBeGreaterThan(0);
      }
  });
});

describe('R-LAND-03: a maybe feature that did not turn up on a landing is taken off the field', () => {
  const all = { ...parseField('w'), river: true, lake: true, underwaterCliff: true, chasm: true, building: true, city: true, maybe: [...MAYBE_FEATURES] };
  test.each(MAYBE_FEATURES.map((m) => [m]))('%s absent: that feature alone is gone, the rest as it was', (m) => {
    const out = withoutAbsent(all, [m]);
    for (const k of MAYBE_FEATURES) expect([k, out[k]]).toEqual([k, k !== m]);
    expect(out.maybe).toEqual(MAYBE_FEATURES.filter((x) => x !== m));
    expect({ ...out, maybe: [], [m]: true }).toEqual({ ...all, maybe: [] });
  });
  test('nothing absent: the field itself; a feature the field lacks stays lacking', () => {
    expect(withoutAbsent(all, [])).toBe(all);
    expect(withoutAbsent({ ...all, river: false }, ['lake']).river).toBe(false);
  });
});

describe('R-LAND-03: a landing\'s fields, its absent features taken off', () => {
  // the first field of the content with a maybe feature, and its place ('row:col', from 1)
  const found = Object.values(AREAS)
    .flat()
    .flatMap((a) => parseMap(a.map).fields.flatMap((line, r) => line.map((f, c) => ({ area: a.id, row: r + 1, col: c + 1, f }))))
    .find((x) => x.f.maybe.length === 1)!;
  const m = found.f.maybe[0]!;
  const other = MAYBE_FEATURES.find((x) => x !== m)!;

  test('the feature named absent for its field is gone there, and only there', () => {
    expect(found.f[m]).toBe(true);
    const fields = landingFields({ area: found.area, absent: [`${found.row}:${found.col}:${m}`] })!;
    expect(fields[found.row - 1]![found.col - 1]![m]).toBe(false);
    expect(fields[found.row - 1]![found.col - 1]!.maybe).toEqual([]);
    // every other field is the parsed one itself
    const parsed = parseMap(areaById(found.area)!.map).fields;
    expect(fields.flatMap((line, r) => line.filter((f, c) => f !== parsed[r]![c]))).toHaveLength(1);
  });

  test('an absent list naming a feature the field cannot lack, or another field, changes nothing; an unknown area has no fields', () => {
    const parsed = parseMap(areaById(found.area)!.map).fields;
    const cell = (absent: string[]) => landingFields({ area: found.area, absent })![found.row - 1]![found.col - 1];
    expect(cell([`${found.row}:${found.col}:${other}`])).toBe(parsed[found.row - 1]![found.col - 1]);
    expect(cell([`${found.row + 1}:${found.col}:${m}`, `${found.row}:${found.col + 1}:${m}`])).toBe(parsed[found.row - 1]![found.col - 1]);
    // two named for the field: the one it has is gone
    expect(cell([`${found.row}:${found.col}:${m}`, `${found.row}:${found.col}:${other}`])![m]).toBe(false);
    expect(landingFields({ area: 'noSuchArea', absent: [] })).toBeNull();
  });

  test('keys that name no field (not numbers, negative, fractions, column 0, off the map) change nothing; untouched rows are the parsed rows themselves', () => {
    const parsed = parseMap(areaById(found.area)!.map).fields;
    for (const k of [`x:y:${m}`, `-1:${found.col}:${m}`, `${found.row - 0.5}:${found.col}:${m}`, `${found.row}:0:${m}`, `${found.row}:${found.col + 300}:${m}`, `999:1:${m}`, ''])
      expect([k, landingFields({ area: found.area, absent: [k] })]).toEqual([k, parsed]);
    const fields = landingFields({ area: found.area, absent: [`${found.row}:${found.col}:${m}`] })!;
    fields.forEach((line, r) => expect([r, line === parsed[r]]).toEqual([r, r !== found.row - 1]));
    // a key naming a field without maybe features leaves its row the parsed one
    const plain = parsed.flatMap((line, r) => line.map((f, c) => ({ r, c, f }))).find((x) => x.f.maybe.length === 0)!;
    expect(landingFields({ area: found.area, absent: [`${plain.r + 1}:${plain.c + 1}:${m}`] })![plain.r]).toBe(parsed[plain.r]);
  });

  test('two fields of one row each lose their feature', () => {
    // the first row of the content with two fields that have maybe features
    const pair = Object.values(AREAS)
      .flat()
      .flatMap((a) => parseMap(a.map).fields.map((line, r) => ({ area: a.id, r, cols: line.flatMap((f, c) => (f.maybe.length ? [c] : [])) })))
      .find((x) => x.cols.length >= 2)!;
    const parsed = parseMap(areaById(pair.area)!.map).fields;
    const [c1, c2] = pair.cols as [number, number];
    const f1 = parsed[pair.r]![c1]!;
    const f2 = parsed[pair.r]![c2]!;
    const fields = landingFields({ area: pair.area, absent: [`${pair.r + 1}:${c1 + 1}:${f1.maybe[0]}`, `${pair.r + 1}:${c2 + 1}:${f2.maybe[0]}`] })!;
    expect(fields[pair.r]![c1]![f1.maybe[0]!]).toBe(false);
    expect(fields[pair.r]![c2]![f2.maybe[0]!]).toBe(false);
    expect(f1[f1.maybe[0]!]).toBe(true);
    expect(f2[f2.maybe[0]!]).toBe(true);
  });
});
