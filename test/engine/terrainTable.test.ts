// R-TERRAIN-03..33: the research hours and terrain points of every feature, at every level, read
// off the manual's terrain table (RULES.md §15.1) as literals, on a clear day (no fog, no extreme
// climate) with nobody who changes them; then each thing that does change them, one at a time.
import { parseField, researchChance, researchHours, type GameState } from '../../src/engine';
import type { ResearchLevel } from '../../src/engine/rules/research';
import { orbitSet } from '../../src/engine/rules/planet';
import { landedWhere } from '../support/voyage';

/** Landed at Earth gravity with a Soldier alone, the day clear and temperate. */
function clear(pred = (x: { gravity: string; atmosphere: string }) => x.gravity === 'earth' && x.atmosphere === 'normal', units: Parameters<typeof landedWhere>[1] = ['soldier'], seed = 21): GameState {
  const s = landedWhere(pred, units, seed);
  return { ...s, surface: { ...s.surface!, fog: false, climate: 'temperate' } };
}

// [map token, level, hours, terrain point at Earth gravity]
const TABLE: readonly (readonly [string, ResearchLevel, number, number])[] = [
  ['p', 'surface', 2, 0.03], // R-TERRAIN-03
  ['h', 'surface', 3, 0.09], // R-TERRAIN-04
  ['m', 'surface', 5, 0.12], // R-TERRAIN-05
  ['sl', 'surface', 4, 0.19], // R-TERRAIN-11
  ['g', 'surface', 5, 0.15], // R-TERRAIN-19 (plain included)
  ['s', 'surface', 7, 0.22], // R-TERRAIN-20 (plain included)
  ['c', 'surface', 13, 0.43], // R-TERRAIN-27 (mountains included)
  ['p+r', 'surface', 2 + 2, 0.03 + 0.09], // R-TERRAIN-21
  ['p+k', 'surface', 2 + 1, 0.03 + 0.5], // R-TERRAIN-22
  ['p+v', 'surface', 2 + 2, 0.03 + 0.09], // R-TERRAIN-24
  ['p+V', 'surface', 2 + 5, 0.03 + 0.16], // R-TERRAIN-25
  ['p+P', 'surface', 2 + 2, 0.03 + 0.16], // R-TERRAIN-29
  ['p+B', 'surface', 2 + 2, 0.03 + 0.47], // R-TERRAIN-31
  ['p+M', 'surface', 2 + 10, 0.03 + 0.97], // R-TERRAIN-33
  ['h+r+k+V+P+B', 'surface', 3 + 2 + 1 + 5 + 2 + 2, 0.09 + 0.09 + 0.5 + 0.16 + 0.16 + 0.47], // R-TERRAIN-02: they add up
  ['w', 'surface', 5, 0.19], // R-TERRAIN-06
  ['w', 'underwater', 6, 0.06], // R-TERRAIN-06
  ['w+V', 'surface', 5, 0.19], // R-TERRAIN-23: vegetation on a liquid field is underwater only…
  ['w+e+V', 'surface', 5 + 5, 0.19 + 0.12], // …unless it emerges: 12% on a liquid surface (R-TERRAIN-25)
  ['w+e+v', 'surface', 5 + 2, 0.19 + 0.09], // UNSPECIFIED in R-TERRAIN-24: ours counts as on solid ground
  ['w+V', 'underwater', 6 + 5, 0.06 + 0.31], // R-TERRAIN-25
  ['w+v', 'underwater', 6 + 2, 0.06 + 0.12], // R-TERRAIN-24
  ['w+U', 'underwater', 6 + 6, 0.06 + 0.94], // R-TERRAIN-28
  ['w+U+P+B+M', 'surface', 5, 0.19], // R-TERRAIN-26, R-TERRAIN-30: tectonics and structures are underwater only
  ['w+P', 'underwater', 6 + 2, 0.06 + 0.43], // R-TERRAIN-29
  ['w+B', 'underwater', 6 + 2, 0.06 + 0.43], // R-TERRAIN-31
  ['w+M', 'underwater', 6 + 10, 0.06 + 0.94], // R-TERRAIN-33
  ['w+r', 'underwater', 6 + 2, 0.06 + 0.09], // R-TERRAIN-21
  ['w+k', 'underwater', 6 + 1, 0.06 + 0.5], // R-TERRAIN-22
  ['w+r+k', 'surface', 5, 0.19], // R-MAP-08: the liquid's surface holds no river or lake of its own
  ['h+r+V+B+J^', 'cave', 3, 0.19], // R-TERRAIN-14: a cave is a field of its own
  ['h+J^!', 'cave', 3 + 2, 0.19 + 0.56], // R-TERRAIN-31: 'BOjask.'
];

describe('R-TERRAIN-02 R-TERRAIN-03..33 research hours and terrain points of each feature (Earth gravity)', () => {
  const s = clear();
  test('the state is the plain case: Earth gravity, on foot, no fog, no extreme climate, no helpers', () => {
    expect(orbitSet(s)!.gravity).toBe('earth');
    expect(s.mode).toBe('foot');
    expect(s.surface!.fog).toBe(false);
  });
  test.each(TABLE)('%s at %s: %d h, point %d', (token, level, hours, point) => {
    const f = parseField(token);
    expect(researchHours(s, f, level)).toBe(hours);
    expect(researchChance(s, f, level)).toBeCloseTo(point, 9);
  });
});

describe('R-TERRAIN-01 the terrain point at the other gravities (near-zero ÷2, low ÷1.3, high ×1.3, huge ×2.5)', () => {
  test.each([
    ['nearZero', 0.09 / 2],
    ['low', 0.09 / 1.3],
    ['high', 0.09 * 1.3],
    ['huge', 0.09 * 2.5],
  ] as const)('%s', (gravity, point) => {
    const s = clear((x) => x.gravity === gravity, ['soldier'], 21);
    expect(orbitSet(s)!.gravity).toBe(gravity);
    expect(researchChance(s, parseField('h'), 'surface')).toBeCloseTo(point, 9);
    // hours do not depend on gravity
    expect(researchHours(s, parseField('h'), 'surface')).toBe(3);
  });
});

describe('what changes a field’s hours and points', () => {
  const s = clear();
  test('R-AREA-08 R-AREA-09 fog: +2 h and +12% at the surface only; R-DEV-54 the Detector saves 1 h of them', () => {
    const fog = { ...s, surface: { ...s.surface!, fog: true } };
    expect(researchHours(fog, parseField('h'), 'surface')).toBe(3 + 2);
    expect(researchChance(fog, parseField('h'), 'surface')).toBeCloseTo(0.09 + 0.12, 9);
    expect(researchHours(fog, parseField('w'), 'underwater')).toBe(6);
    expect(researchChance(fog, parseField('w'), 'underwater')).toBeCloseTo(0.06, 9);
    expect(researchHours(fog, parseField('h+J^'), 'cave')).toBe(3);
    const detector = clear(undefined, ['soldier', 'detector']);
    const foggy = { ...detector, surface: { ...detector.surface!, fog: true } };
    expect(researchHours(foggy, parseField('h'), 'surface')).toBe(3 + 2 - 1);
    expect(researchHours(detector, parseField('h'), 'surface')).toBe(3);
  });
  test('R-AREA-03 R-AREA-06 a desert or arctic climate adds 3% at the surface, a temperate one nothing', () => {
    for (const climate of ['desert', 'arctic'] as const) {
      const c = { ...s, surface: { ...s.surface!, climate } };
      expect(researchChance(c, parseField('p'), 'surface')).toBeCloseTo(0.03 + 0.03, 9);
      expect(researchChance(c, parseField('w'), 'underwater')).toBeCloseTo(0.06, 9);
    }
    expect(researchChance({ ...s, surface: { ...s.surface!, climate: 'tropical' } }, parseField('p'), 'surface')).toBeCloseTo(0.03, 9);
  });
  test('R-MAP-11 a bonus field: a quarter more terrain points (ours), the hours unchanged', () => {
    expect(researchChance(s, parseField('h+x'), 'surface')).toBeCloseTo(0.09 * 1.25, 9);
    expect(researchHours(s, parseField('h+x'), 'surface')).toBe(3);
  });
  test('R-CREW-20 the Scientist: +6%', () => {
    const sc = clear(undefined, ['soldier', 'scientist']);
    expect(researchChance(sc, parseField('h'), 'surface')).toBeCloseTo(0.09 + 0.06, 9);
  });
  test('R-CREW-19 R-ROBOT-12 the Scout or a Rekonbot −1 h on foot, both −1.5 h; R-MOVE-07 never under ½ h', () => {
    expect(researchHours(clear(undefined, ['soldier', 'scout']), parseField('h'), 'surface')).toBe(3 - 1);
    expect(researchHours(clear(undefined, ['soldier', 'rekonbot']), parseField('h'), 'surface')).toBe(3 - 1);
    const both = clear(undefined, ['soldier', 'scout', 'rekonbot']);
    expect(researchHours(both, parseField('h'), 'surface')).toBe(3 - 1.5);
    expect(researchHours(both, parseField('p'), 'surface')).toBe(2 - 1.5);
    // the Scout and the Rekonbot do nothing for research from the Rover
    expect(researchHours({ ...both, mode: 'rover' }, parseField('h'), 'surface')).toBe(3);
  });
  test('R-DEV-47 R-TERRAIN-05 R-TERRAIN-27 the Climber: mountains −1 h on foot, −½ h from the Rover; cliffs 13 h → 10 h; nothing in the cave', () => {
    const cl = clear(undefined, ['soldier', 'climber']);
    expect(researchHours(cl, parseField('m'), 'surface')).toBe(5 - 1);
    expect(researchHours({ ...cl, mode: 'rover' }, parseField('m'), 'surface')).toBe(5 - 0.5);
    expect(researchHours(cl, parseField('c'), 'surface')).toBe(10);
    expect(researchHours(cl, parseField('h'), 'surface')).toBe(3);
    expect(researchHours(cl, parseField('m+J^'), 'cave')).toBe(3);
  });
  test('R-CREW-17 the Navigator: −½ h from the Rover, nothing on foot', () => {
    const nav = clear(undefined, ['soldier', 'navigator']);
    expect(researchHours(nav, parseField('h'), 'surface')).toBe(3);
    expect(researchHours({ ...nav, mode: 'rover' }, parseField('h'), 'surface')).toBe(3 - 0.5);
  });
  test('R-DEV-62 research from the Rover: terrain points +35%, +100% at high gravity', () => {
    expect(researchChance({ ...s, mode: 'rover' }, parseField('h'), 'surface')).toBeCloseTo(0.09 * 1.35, 9);
    const high = clear((x) => x.gravity === 'high', ['soldier']);
    expect(researchChance({ ...high, mode: 'rover' }, parseField('h'), 'surface')).toBeCloseTo(0.09 * 1.3 * 2, 9);
  });
  test('R-DEV-33 R-DMG-12 heavy suits: +3%, 6%, 12%, 25% with one to four; a damaged one gives nothing', () => {
    const four = clear(undefined, ['soldier', 'scout', 'navigator', 'doctor']);
    const suited = (n: number, damaged = 0): GameState => {
      const crew = four.party.expedition.crew.map((h, i) => ({ ...h, suit: i < n ? { kind: 'heavySuit' as const, damaged: i < damaged } : h.suit }));
      return { ...four, party: { ...four.party, expedition: { ...four.party.expedition, crew } } };
    };
    expect(four.party.expedition.crew).toHaveLength(4);
    const extra = [0, 0.03, 0.06, 0.12, 0.25];
    for (let n = 0; n <= 4; n++) expect(researchChance(suited(n), parseField('p'), 'surface')).toBeCloseTo(0.03 + extra[n]!, 9);
    expect(researchChance(suited(3, 1), parseField('p'), 'surface')).toBeCloseTo(0.03 + 0.06, 9);
    expect(researchChance(suited(1, 1), parseField('p'), 'surface')).toBeCloseTo(0.03, 9);
  });
});
