// What session 35 keeps instead of working it out again (docs/SPEED.md): a map's traits, kept per
// map (the loading's advice R-LOAD-28, R-LOAD-29, R-LOAD-31 and the player's choice of units,
// R-INF-04); the marks of researched fields counted per list (R-MAP-10); the area pool and the
// orbit's hint kept per planet content and set (R-LAND-03); the player's tours kept per field and
// open planets. Each answer must follow what it is kept by, and nothing else.
import { newGame, PLANET_FIELDS, type GameState, type Place } from '../../src/engine';
import { mapTraits } from '../../src/engine/data/areas';
import { AREAS } from '../../src/engine/data/content/areas';
import { areaPool, landingHint } from '../../src/engine/rules/landing';
import { timesResearched } from '../../src/engine/rules/researchMarks';
import { plannedTour } from '../../src/engine/bot/route';
import { landedOnArea } from '../support/voyage';

describe('a map\'s traits (mapTraits)', () => {
  const none = { aliens: false, water: false, lush: false, heights: false, infection: false };

  test.each<[string, string, Partial<typeof none>]>([
    ['plains and hills', 'p h', {}],
    ['R-LOAD-28 a building', 'p p+B', { aliens: true }],
    ['R-LOAD-28 a city', 'p+M h', { aliens: true }],
    ['R-LOAD-28 a building in a cave', 'p+J^! h', { aliens: true }],
    ['R-LOAD-29 liquid (water, and R-INF-04 infection)', 'w p', { water: true, infection: true }],
    ['a river', 'p+r p', { water: true, infection: true }],
    ['a lake', 'p+k p', { water: true, infection: true }],
    ['R-INF-04 a swamp', 's p', { infection: true }],
    ['R-INF-04 sparse plants', 'p+v p', { infection: true }],
    ['R-LOAD-29 lush plants', 'p+V p', { lush: true, infection: true }],
    ['R-LOAD-31 mountains', 'm p', { heights: true }],
    ['R-LOAD-31 cliffs', 'c p', { heights: true }],
  ])('%s', (_, row, traits) => {
    expect(mapTraits([row])).toEqual({ ...none, ...traits });
  });

  test('kept per map: the same map gives the same record, another map its own', () => {
    const a = ['m p'];
    expect(mapTraits(a)).toBe(mapTraits(a));
    expect(mapTraits(['p p']).heights).toBe(false);
  });
});

describe('the marks of researched fields (timesResearched), counted per list', () => {
  const base = landedOnArea('birss', 1, 'birss.reefIslands', ['soldier', 'navigator']);
  const hills: Place = { row: 3, col: 3, layer: 'surface' };
  const marks = (researched: string[]): GameState => ({ ...base, surface: { ...base.surface!, researched } });

  test('R-MAP-10 each list is counted as it is: a new list is counted again, and an old one asked again still gives its count', () => {
    const once = marks(['3:3:surface']);
    const twice = marks(['3:3:surface', '4:3:surface', '3:3:surface']);
    expect(timesResearched(once, hills)).toBe(1);
    expect(timesResearched(twice, hills)).toBe(2);
    expect(timesResearched(once, hills)).toBe(1);
    expect(timesResearched(marks([]), hills)).toBe(0);
    expect(timesResearched(twice, hills)).toBe(2);
  });

  test('R-MAP-10 marks read from a save (strings made anew, not the rules\' own) count the same', () => {
    const loaded = JSON.parse(JSON.stringify(marks(['3:3:surface', '3:3:surface']))) as GameState;
    expect(timesResearched(loaded, hills)).toBe(2);
    expect(timesResearched(loaded, { row: 4, col: 3, layer: 'surface' })).toBe(0);
  });
});

describe('the area pool and the orbit\'s hint, kept per planet content and set (R-LAND-03)', () => {
  const orbiting = (planet: 'birss' | 'mezo' | 'korkran', set: number, worlds?: GameState['worlds']): GameState => ({ ...newGame({ length: 30, seed: 1 }), phase: 'orbit', orbit: { planet, set }, ...(worlds ? { worlds } : {}) });
  const ids = (s: GameState) => areaPool(s).map((x) => x.area.id);
  const expected = (planet: 'birss' | 'mezo' | 'korkran', set: number) => AREAS[planet].filter((a) => (a.weights[set] ?? 0) > 0).map((a) => a.id);

  test('each set its own areas, asked in any order', () => {
    for (const set of [0, 1, 2, 0, 2, 1]) expect(ids(orbiting('korkran', set))).toEqual(expected('korkran', set));
    // Korkran's three sets allow three lists of areas (else this would prove nothing)
    expect(new Set([0, 1, 2].map((set) => expected('korkran', set).join())).size).toBe(3);
    // and the chances follow each set's weights: each area's weight over the set's total
    const pool = areaPool(orbiting('korkran', 1));
    const weights = AREAS.korkran.map((a) => a.weights[1]).filter((w) => w > 0);
    expect(pool.map((x) => x.weight)).toEqual(weights);
    const total = weights.reduce((n, w) => n + w, 0);
    pool.forEach((x, i) => expect(x.chance).toBeCloseTo(weights[i]! / total, 12));
    // out of orbit there is no pool
    expect(areaPool({ ...orbiting('korkran', 1), phase: 'space', orbit: null })).toEqual([]);
  });

  test('a shuffled campaign world (issue 14) reads its content\'s areas, not the planet\'s name', () => {
    const worlds = { ...newGame({ length: 30, seed: 1 }).worlds, birss: 'mezo', mezo: 'birss' } as GameState['worlds'];
    expect(ids(orbiting('birss', 0, worlds))).toEqual(expected('mezo', 0));
    expect(ids(orbiting('birss', 0))).toEqual(expected('birss', 0));
    expect(landingHint(orbiting('birss', 0, worlds))).toBe(landingHint(orbiting('mezo', 0)));
    expect(landingHint(orbiting('birss', 0))).not.toBe(landingHint(orbiting('mezo', 0)));
  });
});

describe('the player\'s tours, kept per field and open planets', () => {
  test('the tour follows the starship\'s field and the planets still open', () => {
    const s = newGame({ length: 30, seed: 1 });
    const full = plannedTour(s);
    expect(full.planets).toHaveLength(9);
    // from the next planet's field the tour is another (it starts there)
    const next = full.planets[0]!;
    const there = plannedTour({ ...s, position: PLANET_FIELDS[next] });
    expect(there.months).toBeLessThan(full.months);
    // with that planet visited it is no longer in the tour
    const after = plannedTour({ ...s, position: PLANET_FIELDS[next], visited: [next] });
    expect(after.planets).not.toContain(next);
    expect(after.planets).toHaveLength(8);
    // asked again, each gives what it gave
    expect(plannedTour(s)).toEqual(full);
    expect(plannedTour({ ...s, position: PLANET_FIELDS[next] })).toEqual(there);
  });

  test('a field off the board (an edited save) reaches no planet, and takes no other field\'s tour', () => {
    const s = newGame({ length: 30, seed: 1 });
    for (const position of [{ row: 100, col: 0 }, { row: 0.5, col: 1 }, { row: -1, col: 3 }]) expect(plannedTour({ ...s, position }).planets).toEqual([]);
    expect(plannedTour(s).planets).toHaveLength(9);
    // fields whose row and column would make the same number as Birss's (5, 9), each asked after it
    const birss = plannedTour({ ...s, position: PLANET_FIELDS.birss });
    expect(birss.planets.length).toBeGreaterThan(0);
    for (const position of [{ row: 4, col: 109 }, { row: 4.5, col: 59 }, { row: 6, col: -91 }]) expect(plannedTour({ ...s, position }).planets).toEqual([]);
  });
});
