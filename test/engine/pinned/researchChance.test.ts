// Pinned terrain-VP chances of research (R-TERRAIN-01, R-ORBIT-06, R-DEV-33, R-DEV-62, R-CREW-20,
// R-AREA-03/06/09, R-MAP-11). Every expected value is the manual's number, combined by hand as
// docs/DECISIONS.md (R-TERRAIN-38) says: terrain points × gravity (× Rover, × bonus field) + extras.
import { orbitSet, parseField, PLANETS, researchChance, type Gravity, type GameState, type PlanetId } from '../../../src/engine';
import { act, landedWhere, orbitOver } from '../../support/voyage';

type Set = (typeof PLANETS)[PlanetId]['sets'][number];

/** Thin or normal air (no suits), not an all-liquid planet, at a gravity. */
const airAt = (g: Gravity) => (x: Set) => x.gravity === g && (x.atmosphere === 'normal' || x.atmosphere === 'thin') && x.hydrography < 100;

/** The surface normalised: temperate, no fog (so no climate or fog point), no hits pending. */
function calm(s: GameState): GameState {
  return { ...s, hitsToAssign: 0, surface: { ...s.surface!, climate: 'temperate', fog: false } };
}

/** Landed at a gravity, in an area that is not all liquid (climate 'none', R-AREA-01): the first such seed from 21. */
function landedAt(g: Gravity, units: Parameters<typeof landedWhere>[1]): GameState {
  let seed = 21;
  while (landedWhere(airAt(g), units, seed).surface!.climate === 'none') seed++;
  const s = calm(landedWhere(airAt(g), units, seed));
  expect(orbitSet(s)!.gravity).toBe(g);
  expect(s.phase).toBe('surface');
  return s;
}

/** Landed with the Rover and in Rover mode (the Rover stays in the shuttle until 'łazik'). */
function roverAt(g: Gravity): GameState {
  const pred = airAt(g);
  const planet = (Object.keys(PLANETS) as PlanetId[]).find((p) => PLANETS[p].sets.some(pred))!;
  const set = PLANETS[planet].sets.findIndex(pred);
  const down = (seed: number) => {
    let s = act(act(orbitOver(planet, set, seed), { type: 'load', unit: 'soldier' }), { type: 'load', unit: 'rover' });
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'soldier' });
    return act(act(s, { type: 'land' }), { type: 'acceptArea' });
  };
  let seed = 21;
  while (down(seed).surface!.climate === 'none') seed++;
  const s = act(calm(down(seed)), { type: 'toggleMode' });
  expect(s.mode).toBe('rover');
  expect(orbitSet(s)!.gravity).toBe(g);
  return s;
}

const chance = (s: GameState, token: string, level: 'surface' | 'underwater' = 'surface') => researchChance(s, parseField(token), level);

describe('R-ORBIT-06 R-TERRAIN-01 the gravity multiplier of terrain points', () => {
  // hills 9%, plain + alien city 3% + 97% = 100%
  const pointsAt = (g: Gravity, hills: number, city: number) => {
    const s = landedAt(g, ['soldier']);
    expect(chance(s, 'h')).toBeCloseTo(hills, 9);
    expect(chance(s, 'p+M')).toBeCloseTo(city, 9);
  };
  test.each([
    ['earth', 0.09, 1],
    ['high', 0.09 * 1.3, 1.3],
    ['huge', 0.09 * 2.5, 2.5],
  ] as const)('R-ORBIT-06 R-TERRAIN-01 R-ORBIT-07..09 at %s gravity', pointsAt);

  test('R-ORBIT-06 R-TERRAIN-01 R-ORBIT-10 at low gravity the terrain points are divided by 1.3: hills 9% / 1.3, plain with a city 100% / 1.3', () => pointsAt('low', 0.09 / 1.3, 1 / 1.3));

  test('R-ORBIT-06 R-TERRAIN-01 R-ORBIT-11 at near-zero gravity the terrain points are divided by 2: hills 9% / 2, plain with a city 100% / 2', () => pointsAt('nearZero', 0.09 / 2, 1 / 2));
});

describe('R-TERRAIN-03..33 terrain points at Earth gravity', () => {
  test('R-TERRAIN-03..06 R-TERRAIN-11 R-TERRAIN-19..33 the point of every feature (solid ground, liquid surface, underwater)', () => {
    const s = landedAt('earth', ['soldier']);
    const table: [string, 'surface' | 'underwater', number][] = [
      ['p', 'surface', 0.03],
      ['h', 'surface', 0.09],
      ['m', 'surface', 0.12],
      ['c', 'surface', 0.43],
      ['sl', 'surface', 0.19],
      ['g', 'surface', 0.15],
      ['s', 'surface', 0.22],
      ['w', 'surface', 0.19],
      ['w', 'underwater', 0.06],
      ['p+r', 'surface', 0.03 + 0.09],
      ['p+k', 'surface', 0.03 + 0.5],
      ['p+v', 'surface', 0.03 + 0.09],
      ['p+V', 'surface', 0.03 + 0.16],
      ['p+P', 'surface', 0.03 + 0.16],
      ['p+B', 'surface', 0.03 + 0.47],
      ['p+M', 'surface', 0.03 + 0.97],
      ['w+v', 'underwater', 0.06 + 0.12],
      ['w+V', 'underwater', 0.06 + 0.31],
      ['w+V+e', 'surface', 0.19 + 0.12],
      ['w+U', 'underwater', 0.06 + 0.94],
      ['w+P', 'underwater', 0.06 + 0.43],
      ['w+B', 'underwater', 0.06 + 0.43],
      ['w+M', 'underwater', 0.06 + 0.94],
      ['w+U+V', 'surface', 0.19], // R-MAP-08: underwater features do not count on the surface
    ];
    for (const [token, level, point] of table) expect([token, level, chance(s, token, level)]).toEqual([token, level, expect.closeTo(point, 9)]);
  });
});

describe('R-DEV-62 R-TERRAIN-37 research by Rover', () => {
  test.each([
    ['nearZero', 1.35 / 2],
    ['low', 1.35 / 1.3],
    ['earth', 1.35],
    ['high', 2 * 1.3],
  ] as const)('R-DEV-62 R-DEV-56 terrain points +100%% at high gravity, +35%% elsewhere (%s)', (g, city) => {
    const s = roverAt(g);
    expect(chance(s, 'p+M')).toBeCloseTo(city, 9);
    // the multiplier is on terrain points only: the fog point is not raised
    expect(researchChance({ ...s, surface: { ...s.surface!, fog: true } }, parseField('p+M'), 'surface')).toBeCloseTo(city + 0.12, 9);
  });
});

describe('R-DEV-33 R-TERRAIN-36 heavy suits', () => {
  // Mefisto's first set: Earth gravity, acid air — every human goes down in a heavy suit (R-DEV-23)
  function acidParty(seed: number): GameState {
    let s = orbitOver('mefisto', 0, seed);
    expect(orbitSet(s)!.atmosphere).toBe('acid');
    expect(s.stock.heavySuit.count).toBe(4);
    const four = ['soldier', 'scout', 'commander', 'doctor'] as const;
    for (const u of four) s = act(s, { type: 'load', unit: u });
    for (const u of four) s = act(s, { type: 'down', folder: 'shuttle', unit: u });
    s = calm(act(act(s, { type: 'land' }), { type: 'acceptArea' }));
    expect(s.party.expedition.crew.map((p) => p.suit)).toEqual(four.map(() => ({ kind: 'heavySuit', damaged: false })));
    return s;
  }
  const seedWith4 = (() => {
    for (let seed = 1; seed < 200; seed++) if (orbitOver('mefisto', 0, seed).stock.heavySuit.count === 4) return seed;
    throw new Error('no seed with 4 heavy suits');
  })();

  test('R-DEV-33 extra chance 0, 3, 6, 12, 25% with 0..4 heavy suits in the party (hills at Earth gravity: 9%)', () => {
    let s = acidParty(seedWith4);
    const seen: number[] = [chance(s, 'h')];
    for (const u of ['doctor', 'commander', 'scout', 'soldier'] as const) {
      s = act(s, { type: 'up', folder: 'expedition', unit: u }); // back into the shuttle: no longer in the party
      seen.push(chance(s, 'h'));
    }
    expect(seen.map((x) => Math.round(x * 1e9) / 1e9)).toEqual([0.09 + 0.25, 0.09 + 0.12, 0.09 + 0.06, 0.09 + 0.03, 0.09].map((x) => Math.round(x * 1e9) / 1e9));
  });

  test('R-DEV-33 R-TERRAIN-36 the heavy suits’ chance is not multiplied by gravity (Korkran, high gravity, acid)', () => {
    let s = orbitOver('korkran', 2, 3);
    expect(orbitSet(s)!.gravity).toBe('high');
    s = act(s, { type: 'load', unit: 'soldier' });
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'soldier' });
    s = calm(act(act(s, { type: 'land' }), { type: 'acceptArea' }));
    expect(s.party.expedition.crew[0]!.suit).toEqual({ kind: 'heavySuit', damaged: false });
    expect(chance(s, 'h')).toBeCloseTo(0.09 * 1.3 + 0.03, 9);
  });
});

describe('R-CREW-20 R-AREA-03 R-AREA-06 R-AREA-09 R-MAP-11 extras and the bonus field', () => {
  test('R-CREW-20 R-TERRAIN-36 the Scientist adds 6% (not multiplied by gravity); only while in the party', () => {
    const earth = landedAt('earth', ['soldier', 'scientist']);
    expect(chance(earth, 'h')).toBeCloseTo(0.09 + 0.06, 9);
    const high = landedAt('high', ['soldier', 'scientist']);
    expect(chance(high, 'h')).toBeCloseTo(0.09 * 1.3 + 0.06, 9);
    const huge = landedAt('huge', ['soldier', 'scientist']);
    expect(chance(huge, 'p')).toBeCloseTo(0.03 * 2.5 + 0.06, 9);
    const back = act(earth, { type: 'up', folder: 'expedition', unit: 'scientist' });
    expect(chance(back, 'h')).toBeCloseTo(0.09, 9);
  });

  test('R-AREA-03 R-AREA-06 R-AREA-09 R-TERRAIN-35 desert and arctic +3%, fog +12%, tropical and temperate nothing; not multiplied by gravity', () => {
    const s = landedAt('high', ['soldier']);
    const hills = 0.09 * 1.3;
    const w = (climate: 'desert' | 'arctic' | 'tropical' | 'temperate', fog: boolean) => chance({ ...s, surface: { ...s.surface!, climate, fog } }, 'h');
    expect(w('desert', false)).toBeCloseTo(hills + 0.03, 9);
    expect(w('arctic', false)).toBeCloseTo(hills + 0.03, 9);
    expect(w('tropical', false)).toBeCloseTo(hills, 9);
    expect(w('temperate', false)).toBeCloseTo(hills, 9);
    expect(w('temperate', true)).toBeCloseTo(hills + 0.12, 9);
    expect(w('arctic', true)).toBeCloseTo(hills + 0.03 + 0.12, 9);
  });

  test('R-AREA-01 R-AREA-07 under the liquid there is no climate and no fog point', () => {
    const s = landedAt('earth', ['soldier']);
    const foggyArctic = { ...s, surface: { ...s.surface!, climate: 'arctic' as const, fog: true } };
    expect(researchChance(foggyArctic, parseField('w'), 'underwater')).toBeCloseTo(0.06, 9);
    expect(researchChance(foggyArctic, parseField('w'), 'surface')).toBeCloseTo(0.19 + 0.03 + 0.12, 9);
  });

  test('R-MAP-11 a bonus field: terrain points ×1.25 (our size), extras not raised', () => {
    const s = landedAt('earth', ['soldier', 'scientist']);
    expect(chance(s, 'h+x')).toBeCloseTo(0.09 * 1.25 + 0.06, 9);
    const high = landedAt('high', ['soldier']);
    expect(chance(high, 'p+M+x')).toBeCloseTo(1.3 * 1.25, 9);
    const rover = roverAt('high');
    expect(chance(rover, 'h+x')).toBeCloseTo(0.09 * 1.3 * 2 * 1.25, 9);
  });
});
