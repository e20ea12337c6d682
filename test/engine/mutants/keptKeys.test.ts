// The keys of the caches session 24 added or rekeyed for speed (docs/SPEED.md): the areas' pool and
// the orbit's hint kept per planet content and set, the encounter chances kept by a number made of
// the place, the activity, the climate and seven flags, the landing's area and its all-liquid test
// kept for the area asked last, the kept key string of each place. A module that answers several
// situations in turn must give, for each, what a fresh engine gives: a key that forgets a part
// would hand a later situation an earlier one's answer.
import type { GameState, Place } from '../../../src/engine';
import { PLANET_IDS, type PlanetId } from '../../../src/engine/data/planets';
import { landedOnArea, orbitOver } from '../../support/voyage';
import { isolated } from '../../support/isolated';

type Landing = typeof import('../../../src/engine/rules/landing');
type Chances = typeof import('../../../src/engine/rules/encounterChance');
type Field = typeof import('../../../src/engine/rules/field');
type Moves = typeof import('../../../src/engine/rules/moves');
type First = typeof import('../../../src/engine/rules/firstAction');

const fresh = <T>(path: string): T => isolated(() => require(path) as T);
const LANDING = '../../../src/engine/rules/landing';
const CHANCES = '../../../src/engine/rules/encounterChance';
const FIELD = '../../../src/engine/rules/field';
const MOVES = '../../../src/engine/rules/moves';
const FIRST = '../../../src/engine/rules/firstAction';

describe("the areas' pool and the orbit's hint (R-LAND-03, R-LOAD-27..38), kept per planet content and set", () => {
  const identity = Object.fromEntries(PLANET_IDS.map((p) => [p, p])) as Record<PlanetId, PlanetId>;
  const birss0 = orbitOver('birss', 0, 3);
  const orbits: [string, GameState][] = [
    ['birss, set 1', birss0],
    ['birss, set 2', { ...birss0, orbit: { planet: 'birss', set: 1 } }],
    ['mefisto, set 1', { ...birss0, orbit: { planet: 'mefisto', set: 0 } }],
    // new worlds: Birss's orbit holds Mefisto's content, so its pool is Mefisto's
    ["birss with mefisto's content, set 2", { ...birss0, orbit: { planet: 'birss', set: 1 }, worlds: { ...identity, birss: 'mefisto', mefisto: 'birss' } }],
  ];
  const ids = (l: Landing, s: GameState) => l.areaPool(s).map((x) => `${x.area.id} ${x.chance.toFixed(4)}`);

  test('each orbit in turn gets the pool and the hint a fresh engine gives it', () => {
    const shared = fresh<Landing>(LANDING);
    const seen: string[][] = [];
    for (const [name, s] of orbits) {
      const alone = fresh<Landing>(LANDING);
      const expected = { pool: ids(alone, s), hint: alone.landingHint(s) };
      // every orbit's pool differs from those asked before it (else the test would prove nothing)
      for (const before of seen) expect({ name, pool: expected.pool }).not.toEqual({ name, pool: before });
      seen.push(expected.pool);
      expect({ name, pool: ids(shared, s) }).toEqual({ name, pool: expected.pool });
      expect({ name, hint: shared.landingHint(s) }).toEqual({ name, hint: expected.hint });
    }
  });

  test("the pools and the hints' advice of three orbits, as the content gives them (the areas of weight 0 left out)", () => {
    const l = fresh<Landing>(LANDING);
    const pools = (s: GameState) => l.areaPool(s).map((x) => `${x.area.id}:${x.weight}`);
    const advice = (s: GameState) => l.landingHint(s).notes?.map((n) => n.key);
    const picolo0 = orbitOver('picolo', 0, 3);
    const picolo2 = { ...picolo0, orbit: { planet: 'picolo' as const, set: 2 } };
    expect(pools(birss0)).toEqual(['birss.riverDelta:4', 'birss.glacierLakes:5', 'birss.reefIslands:2', 'birss.overgrownTemple:1']);
    expect(pools(picolo0)).toEqual(['picolo.craterField:5', 'picolo.hollowRidge:3']);
    expect(pools(picolo2)).toEqual(['picolo.weedShallows:5', 'picolo.drownedCity:1']);
    expect(l.landingHint(picolo0).key).toBe('hint.areas');
    expect(advice(birss0)).toEqual(['advice.typical', 'advice.aliens', 'advice.lushWater']);
    expect(advice(picolo0)).toEqual(['advice.climber', 'advice.onFoot', 'advice.lowGravity']);
    expect(advice(picolo2)).toEqual(['advice.aliens', 'advice.lushWater', 'advice.water']);
    expect(advice(birss0)).toEqual(['advice.typical', 'advice.aliens', 'advice.lushWater']);
  });

  test('the pool a planet offers with a set: its areas of weight above 0, their chances summing to 1', () => {
    const pool = fresh<Landing>(LANDING).areaPool(birss0);
    expect(pool.length).toBeGreaterThan(0);
    expect(pool.every((x) => x.weight > 0 && x.area.planet === 'birss')).toBe(true);
    expect(pool.reduce((n, x) => n + x.chance, 0)).toBeCloseTo(1, 10);
    // out of orbit there is no pool, and the hint has no planet's advice
    const space = { ...birss0, orbit: null };
    expect(fresh<Landing>(LANDING).areaPool(space)).toEqual([]);
    expect(fresh<Landing>(LANDING).landingHint(space)).toEqual({ key: 'hint.areas', params: { areas: { areaList: [] } } });
  });
});

/** The party at a place, on a fixed footing: nothing researched, freed or spent, no fog, a tropical climate, no guide. */
function standing(s: GameState, row: number, col: number): GameState {
  return { ...s, mode: 'foot', level: 'surface', surface: { ...s.surface!, at: { row, col, cave: false }, view: null, climate: 'tropical', researched: [], freed: [], spent: [], repeats: [], fog: false } };
}

describe('the encounter chances (R-ENC-01..19), kept by the place, the activity, the climate and the field flags', () => {
  const base = standing(landedOnArea('birss', 1, 'birss.overgrownTemple', ['soldier', 'navigator']), 3, 3);
  const here: Place = { row: 3, col: 3, layer: 'surface' };
  const key = '3:3:surface';
  const with_ = (patch: Partial<NonNullable<GameState['surface']>>): GameState => ({ ...base, surface: { ...base.surface!, ...patch } });
  const rekonbot: GameState = { ...base, party: { ...base.party, expedition: { ...base.party.expedition, units: { ...base.party.expedition.units, rekonbot: { count: 1, damaged: 0 } } } } };
  const city = standing(landedOnArea('noweAlto', 0, 'noweAlto.citadelPlateau', ['soldier', 'navigator']), 2, 4);
  const atCity: Place = { row: 2, col: 4, layer: 'surface' };
  const cityKey = '2:4:surface';
  // the glass city has one city field, at (4,5): beside it, R-HAB-52's 'a city not yet researched' is the area's alone
  // (its map under the citadel's planet: the key's parts are what is tested, not the planet's fit)
  const besideCity = standing({ ...city, surface: { ...city.surface!, area: 'korkran.glassCity', absent: [] } }, 4, 6);
  const beside: Place = { row: 4, col: 6, layer: 'surface' };
  type Case = [name: string, s: GameState, p: Place, a: 'research' | 'march' | 'circling'];
  // Each group asks one place with one activity, each situation in it differing from the first in
  // one flag: a key whose flags ran into each other (two at one bit) would mix two of them. Fog lies
  // on all but one, so that a cleared field still meets R-HAB-10's persisting fog stalker. (Some
  // flags cannot be told apart by what is met: on a march a researched field and a freed one are
  // both cleared, R-ENC-19; at a city field R-HAB-52 holds whatever else is researched.)
  const foggy = (st: GameState, patch: Partial<NonNullable<GameState['surface']>> = {}): GameState => ({ ...st, surface: { ...st.surface!, fog: true, ...patch } });
  const marches: Case[] = [
    ['a march in fog', foggy(base), here, 'march'],
    ['over a researched field', foggy(base, { researched: [key] }), here, 'march'],
    ['over a spent field', foggy(base, { spent: [key] }), here, 'march'],
    ['with a guide', foggy(rekonbot), here, 'march'],
    ['without fog', base, here, 'march'],
  ];
  const researches: Case[] = [
    ['a city researched', foggy(city), atCity, 'research'],
    ['a city researched before', foggy(city, { researched: [cityKey] }), atCity, 'research'],
    ['a freed city', foggy(city, { freed: [cityKey] }), atCity, 'research'],
    ['a spent city', foggy(city, { spent: [cityKey] }), atCity, 'research'],
    // R-ENC-10: the repeat research offered
    ['a repeat research of the city', foggy(city, { researched: [cityKey], repeats: [cityKey] }), atCity, 'research'],
    ['a city without fog', city, atCity, 'research'],
  ];
  const besideCities: Case[] = [
    ['beside a city not yet researched', foggy(besideCity), beside, 'research'],
    ['beside a city researched', foggy(besideCity, { researched: ['4:5:surface'] }), beside, 'research'],
  ];
  const others: Case[] = [
    ['plain research', base, here, 'research'],
    // circling and a dive count as marches (R-ENC-12): their chances are a march's, whatever their code
    ['circling', base, here, 'circling'],
    ['another field', base, { row: 3, col: 4, layer: 'surface' }, 'research'],
    ['another climate', with_({ climate: 'arctic' }), here, 'research'],
  ];
  // every climate at a field of the temple where each meets other beings or chances (the temple's own is the tropics)
  const at34 = standing(base, 3, 4);
  const field34: Place = { row: 3, col: 4, layer: 'surface' };
  const climates: Case[] = (['tropical', 'arctic', 'desert', 'none', 'temperate'] as const).map((climate) => [`the climate ${climate}`, { ...at34, surface: { ...at34.surface!, climate } }, field34, 'research']);
  // and a march there in each of two climates: the march's bit and the climate's code do not run into each other
  climates.push(['a march in the arctic', { ...at34, surface: { ...at34.surface!, climate: 'arctic' } }, field34, 'march'], ['a march in the tropics', at34, field34, 'march']);
  const names = (c: Chances, s: GameState, p: Place, a: 'research' | 'march' | 'circling') => c.hourChances(s, p, a, 1).map((x) => `${x.being.id} ${x.chance.toFixed(8)}`);

  test.each([
    ['the field flags on a march', marches],
    ['the field flags on a research at a city', researches],
    ["the area's unresearched city (R-HAB-52)", besideCities],
    ['the place, the activity and the climate', others],
    ['every climate', climates],
  ])('%s: each situation in turn gets the beings and chances a fresh engine gives it', (_group, cases) => {
    const shared = fresh<Chances>(CHANCES);
    const expected = new Map(cases.map(([name, s, p, a]) => [name, names(fresh<Chances>(CHANCES), s, p, a)]));
    // each situation also with the fog the other way, asked after all of them: a flag whose bit spread
    // over the others (a sign flipped) would hand one of these another's chances
    const twins: Case[] = cases.map(([name, s, p, a]) => [`${name}, fog the other way`, { ...s, surface: { ...s.surface!, fog: !s.surface!.fog } }, p, a]);
    for (const [name, s, p, a] of twins) expected.set(name, names(fresh<Chances>(CHANCES), s, p, a));
    // every situation of the group meets other beings or chances than every other (else a key that mixed them would go unseen)
    const all = cases.map(([name]) => ({ name, met: expected.get(name) }));
    expect(all[0]!.met!.length).toBeGreaterThan(0);
    for (let i = 0; i < all.length; i++) for (let j = i + 1; j < all.length; j++) expect([all[i]!.name, all[i]!.met]).not.toEqual([all[i]!.name, all[j]!.met]);
    for (const [name, s, p, a] of cases) expect({ name, met: names(shared, s, p, a) }).toEqual({ name, met: expected.get(name) });
    // asked again, in the other order, each still gets its own; then the twins
    for (const [name, s, p, a] of [...cases].reverse()) expect({ name, met: names(shared, s, p, a) }).toEqual({ name, met: expected.get(name) });
    for (const [name, s, p, a] of twins) expect({ name, met: names(shared, s, p, a) }).toEqual({ name, met: expected.get(name) });
  });
});

describe("the landing's area and its all-liquid test, kept for the area asked last (R-AREA-01)", () => {
  const temple = landedOnArea('birss', 1, 'birss.overgrownTemple', ['soldier']);
  const lakes = { ...temple, surface: { ...temple.surface!, area: 'birss.glacierLakes' } };

  test('a second area asked is that area, and back again', () => {
    const f = fresh<Field>(FIELD);
    expect(f.surfaceArea(temple)?.id).toBe('birss.overgrownTemple');
    expect(f.surfaceArea(lakes)?.id).toBe('birss.glacierLakes');
    expect(f.surfaceArea(temple)?.id).toBe('birss.overgrownTemple');
    expect(f.surfaceArea({ ...temple, surface: null })).toBeUndefined();
  });

  test('an area wholly under liquid after one that is not: its party is under the liquid, and only diving moves are open', () => {
    // find a wholly liquid area (climate 'none' only) and one that is not, among the planets' areas
    const { AREAS } = require('../../../src/engine/data/content/areas') as typeof import('../../../src/engine/data/content/areas');
    const { isAllLiquid } = require('../../../src/engine/data/areas') as typeof import('../../../src/engine/data/areas');
    const all = Object.values(AREAS).flat();
    const deep = all.find((a) => isAllLiquid(a))!;
    expect(deep).toBeDefined();
    const m = fresh<Moves>(MOVES);
    const f = fresh<Field>(FIELD);
    const onDeep: GameState = { ...temple, surface: { ...temple.surface!, area: deep.id, absent: [], at: { row: deep.shuttle.row, col: deep.shuttle.col, cave: false } } };
    // first the temple (not liquid), then the deep area: its shuttle's field is under the liquid
    expect(f.partyPlace(temple)?.layer).toBe('surface');
    expect(m.moveOption(temple, 'centre')).toBeDefined();
    expect(fresh<Field>(FIELD).partyPlace(onDeep)?.layer).toBe('underwater');
    expect(f.partyPlace(onDeep)?.layer).toBe('underwater');
    const alone = fresh<Moves>(MOVES);
    for (const b of ['up', 'upRight', 'downRight', 'down', 'downLeft', 'upLeft'] as const) expect({ b, o: m.moveOption(onDeep, b) }).toEqual({ b, o: alone.moveOption(onDeep, b) });
  });
});

describe('the kept key string of a place (research marks, R-MAP-10)', () => {
  test('the same place gives the same string object; other places their own', () => {
    const f = fresh<Field>(FIELD);
    const a = f.placeKey({ row: 3, col: 4, layer: 'surface' });
    expect(a).toBe('3:4:surface');
    expect(f.placeKey({ row: 3, col: 4, layer: 'surface' })).toBe(a);
    expect(f.placeKey({ row: 3, col: 4, layer: 'underwater' })).toBe('3:4:underwater');
    expect(f.placeKey({ row: 3, col: 4, layer: 'cave' })).toBe('3:4:cave');
    expect(f.placeKey({ row: 4, col: 3, layer: 'surface' })).toBe('4:3:surface');
    expect(f.placeKey({ row: 0, col: 0, layer: 'surface' })).toBe('0:0:surface');
    expect(f.placeKey({ row: 999, col: 999, layer: 'cave' })).toBe('999:999:cave');
  });

  test('a place off every map (an edited save) gets its key made, never the key of another place', () => {
    const f = fresh<Field>(FIELD);
    // each asked after the place its code would share if a bound were not checked
    expect(f.placeKey({ row: 5, col: 4, layer: 'surface' })).toBe('5:4:surface');
    expect(f.placeKey({ row: 1, col: 4004, layer: 'surface' })).toBe('1:4004:surface');
    expect(f.placeKey({ row: 1000, col: 4, layer: 'surface' })).toBe('1000:4:surface');
    expect(f.placeKey({ row: 999, col: 1004, layer: 'surface' })).toBe('999:1004:surface');
    expect(f.placeKey({ row: 1, col: 504, layer: 'surface' })).toBe('1:504:surface');
    expect(f.placeKey({ row: 1.5, col: 4, layer: 'surface' })).toBe('1.5:4:surface');
    expect(f.placeKey({ row: 1, col: 4, layer: 'cave' })).toBe('1:4:cave');
    expect(f.placeKey({ row: 1, col: 4.5, layer: 'surface' })).toBe('1:4.5:surface');
    expect(f.placeKey({ row: 0, col: 996, layer: 'surface' })).toBe('0:996:surface');
    expect(f.placeKey({ row: 1, col: -4, layer: 'surface' })).toBe('1:-4:surface');
    expect(f.placeKey({ row: 1000, col: 4, layer: 'surface' })).toBe('1000:4:surface');
    expect(f.placeKey({ row: 1, col: 4004, layer: 'surface' })).toBe('1:4004:surface');
    expect(f.placeKey({ row: -1, col: 4, layer: 'surface' })).toBe('-1:4:surface');
    expect(f.placeKey({ row: 1, col: -4, layer: 'surface' })).toBe('1:-4:surface');
    expect(f.placeKey({ row: 1.5, col: 4, layer: 'surface' })).toBe('1.5:4:surface');
    expect(f.placeKey({ row: 1, col: 4.5, layer: 'surface' })).toBe('1:4.5:surface');
    // an unknown layer is not kept under a known layer's code
    expect(f.placeKey({ row: 2, col: 2, layer: 'attic' as Place['layer'] })).toBe('2:2:attic');
    expect(f.placeKey({ row: 2, col: 2, layer: 'surface' })).toBe('2:2:surface');
    expect(f.placeKey({ row: 2, col: 2, layer: 'loft' as Place['layer'] })).toBe('2:2:loft');
  });

  test('the place codes: four to a field, one per layer and one for an unknown layer', () => {
    const f = fresh<Field>(FIELD);
    expect(f.placeCode({ row: 2, col: 3, layer: 'surface' })).toBe(8012);
    expect(f.placeCode({ row: 2, col: 3, layer: 'underwater' })).toBe(8013);
    expect(f.placeCode({ row: 2, col: 3, layer: 'cave' })).toBe(8014);
    expect(f.placeCode({ row: 2, col: 3, layer: 'attic' as Place['layer'] })).toBe(8015);
  });

  test('placeOfKey reads a key back (the same object for the same key), an edited one as it splits', () => {
    const f = fresh<Field>(FIELD);
    const a = f.placeOfKey('3:4:surface');
    expect(a).toEqual({ row: 3, col: 4, layer: 'surface' });
    expect(f.placeOfKey('3:4:surface')).toBe(a);
    expect(f.placeOfKey('4:3:cave')).toEqual({ row: 4, col: 3, layer: 'cave' });
    expect(f.placeOfKey('12:1:underwater')).toEqual({ row: 12, col: 1, layer: 'underwater' });
    for (const p of [{ row: 7, col: 11, layer: 'underwater' }, { row: 1.5, col: -4, layer: 'surface' }] as Place[]) expect(f.placeOfKey(f.placeKey(p))).toEqual(p);
    expect(f.placeOfKey('x')).toEqual({ row: NaN, col: NaN, layer: undefined });
  });

  test('placeOfKey keeps at most 10,000 keys, then starts afresh (an edited save may hold any)', () => {
    const f = fresh<Field>(FIELD);
    const first = f.placeOfKey('1:1:surface');
    for (let i = 0; i < 9_998; i++) f.placeOfKey(`2:${i}:surface`);
    expect(f.placeOfKey('1:1:surface')).toBe(first);
    f.placeOfKey('3:3:surface');
    f.placeOfKey('3:4:surface');
    const again = f.placeOfKey('1:1:surface');
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
  });
});

describe("the landing's fields as one kept list (R-LOAD-37: what to leave in the shuttle, in the first action's hint)", () => {
  /** Landed, the landing field not yet researched, the Doctor, the Engineer and a Medkit in the shuttle. */
  const before = (planet: 'birss' | 'picolo', set: number, area: string): GameState => {
    const s = landedOnArea(planet, set, area, ['soldier', 'navigator']);
    return { ...s, bay: { ...s.bay, crew: [...s.bay.crew, { id: 'doctor', suit: null }, { id: 'engineer', suit: null }], units: { ...s.bay.units, medkit: { count: 1, damaged: 0 } } }, surface: { ...s.surface!, researched: [] } };
  };
  test('a lush area and one of little life in turn: the Doctor is left in the shuttle only where life is scarce', () => {
    const f = fresh<First>(FIRST);
    const notes = (s: GameState) => f.firstActionHint(s)?.notes?.map((n) => n.key);
    const temple = before('birss', 1, 'birss.overgrownTemple');
    const crater = before('picolo', 0, 'picolo.craterField');
    expect(notes(temple)).toEqual(['advice.reserveHealingGear', 'advice.reserveEngineer']);
    expect(notes(crater)).toEqual(['advice.reserveHealingGear', 'advice.reserveDoctorOrEngineer']);
    expect(notes(temple)).toEqual(['advice.reserveHealingGear', 'advice.reserveEngineer']);
  });
});
