// Pinned research hours (R-MOVE-05, R-MOVE-07, R-AREA-08, R-DEV-47, R-DEV-54, R-CREW-17, R-CREW-19,
// R-ROBOT-12, R-TERRAIN-03..33) and the half-hour floor (docs/DECISIONS.md, R-MOVE-07).
import { parseField, researchHours, type GameState } from '../../../src/engine';
import { act, landedWhere, orbitOver } from '../../support/voyage';

// Birss, second set: high gravity, normal air, no all-liquid area
const PRED = (x: { gravity: string; atmosphere: string }) => x.gravity === 'high' && x.atmosphere === 'normal';
const calm = (s: GameState, fog = false): GameState => ({ ...s, hitsToAssign: 0, surface: { ...s.surface!, climate: 'temperate', fog } });
const landed = (units: Parameters<typeof landedWhere>[1], fog = false) => {
  const s = calm(landedWhere(PRED, units, 21), fog);
  expect(s.orbit).toEqual({ planet: 'birss', set: 1 });
  expect(s.mode).toBe('foot');
  return s;
};
const hours = (s: GameState, token: string, level: 'surface' | 'underwater' = 'surface') => researchHours(s, parseField(token), level);

/** Landed with the Rover, riding it; `down` go into the field from the shuttle before landing. */
function inRover(load: Parameters<typeof landedWhere>[1], down: Parameters<typeof landedWhere>[1], fog = false): GameState {
  let s = orbitOver('birss', 1, 21);
  for (const u of [...load, 'rover' as const]) s = act(s, { type: 'load', unit: u });
  for (const u of down) s = act(s, { type: 'down', folder: 'shuttle', unit: u });
  s = calm(act(act(s, { type: 'land' }), { type: 'acceptArea' }), fog);
  s = act(s, { type: 'toggleMode' });
  expect(s.mode).toBe('rover');
  return s;
}

describe('R-MOVE-05 R-TERRAIN-03..33 research hours of the features', () => {
  test('R-TERRAIN-03..06 R-TERRAIN-11 R-TERRAIN-19..33 hours add up over the field’s features', () => {
    const s = landed(['soldier']);
    const table: [string, 'surface' | 'underwater', number][] = [
      ['p', 'surface', 2],
      ['h', 'surface', 3],
      ['m', 'surface', 5],
      ['c', 'surface', 13],
      ['sl', 'surface', 4],
      ['g', 'surface', 5],
      ['s', 'surface', 7],
      ['w', 'surface', 5],
      ['w', 'underwater', 6],
      ['p+r', 'surface', 2 + 2],
      ['p+k', 'surface', 2 + 1],
      ['p+v', 'surface', 2 + 2],
      ['p+V', 'surface', 2 + 5],
      ['p+P', 'surface', 2 + 2],
      ['p+B', 'surface', 2 + 2],
      ['p+M', 'surface', 2 + 10],
      ['w+U', 'underwater', 6 + 6],
      ['w+V+e', 'surface', 5 + 5],
      ['w+U+M', 'surface', 5],
    ];
    for (const [token, level, h] of table) expect([token, level, hours(s, token, level)]).toEqual([token, level, h]);
  });
});

describe('R-AREA-08 R-DEV-54 fog', () => {
  test('R-AREA-08 fog adds 2 h to research on the surface, nothing under the liquid', () => {
    const clear = landed(['soldier']);
    const fog = landed(['soldier'], true);
    expect(fog.surface!.fog).toBe(true);
    expect(clear.surface!.fog).toBe(false);
    expect(hours(clear, 'h')).toBe(3);
    expect(hours(fog, 'h')).toBe(3 + 2);
    expect(hours(fog, 'p+M')).toBe(12 + 2);
    expect(hours(fog, 'w', 'underwater')).toBe(6);
  });

  test('R-DEV-54 R-MOVE-07 R-DEV-05 the Detector in the hands cuts 1 h in fog only', () => {
    const fog = landed(['soldier', 'detector'], true);
    expect(fog.party.used.units.detector?.count).toBe(1);
    expect(hours(fog, 'h')).toBe(3 + 2 - 1);
    const clear = landed(['soldier', 'detector']);
    expect(hours(clear, 'h')).toBe(3);
    // carried but not in 'UŻYWANE': no help
    const carried = act(fog, { type: 'up', folder: 'used', unit: 'detector' });
    expect(carried.party.carried.units.detector?.count).toBe(1);
    expect(hours(carried, 'h')).toBe(5);
  });
});

describe('R-MOVE-07 hour savings', () => {
  test('R-CREW-19 R-ROBOT-12 R-MOVE-07 on foot the Scout or a Rekonbot −1 h, both −1.5 h', () => {
    expect(hours(landed(['soldier', 'scout']), 'm')).toBe(5 - 1);
    expect(hours(landed(['soldier', 'rekonbot']), 'm')).toBe(5 - 1);
    expect(hours(landed(['soldier', 'scout', 'rekonbot']), 'm')).toBe(5 - 1.5);
    expect(hours(landed(['soldier', 'scout', 'rekonbot'], true), 'm')).toBe(5 + 2 - 1.5);
  });

  test('R-CREW-17 R-CREW-19 in the Rover the Navigator −½ h; the Scout saves nothing there', () => {
    expect(hours(inRover(['soldier', 'navigator'], ['soldier', 'navigator']), 'h')).toBe(3 - 0.5);
    expect(hours(inRover(['soldier', 'scout'], ['soldier', 'scout']), 'h')).toBe(3);
    expect(hours(landed(['soldier', 'navigator']), 'h')).toBe(3); // on foot the Navigator saves nothing
  });

  test('R-DEV-47 R-TERRAIN-05 R-TERRAIN-27 the Climber: mountains −1 h on foot, −½ h from the Rover; cliffs 13 h → 10 h', () => {
    const foot = landed(['soldier', 'climber']);
    expect(foot.party.used.units.climber?.count).toBe(1);
    expect(hours(foot, 'm')).toBe(5 - 1);
    expect(hours(foot, 'c')).toBe(10);
    expect(hours(foot, 'h')).toBe(3);
    const rover = inRover(['soldier', 'climber'], ['soldier', 'climber']);
    expect(hours(rover, 'm')).toBe(5 - 0.5);
  });

  test('R-MOVE-07 (our floor) research never takes less than ½ h', () => {
    const both = landed(['soldier', 'scout', 'rekonbot']);
    expect(hours(both, 'p')).toBe(0.5); // 2 − 1.5
    expect(hours(landed(['soldier', 'scout']), 'p')).toBe(1);
    // a field with no research hours of its own (liquid lava) and a saving larger than that
    expect(hours(both, 'll')).toBe(0.5);
    expect(hours(landed(['soldier']), 'll')).toBe(0.5);
  });

  test('R-DEV-02 R-ROBOT-02 a damaged Rekonbot, Climber or Detector saves no time', () => {
    const broken = (s: GameState, folder: 'expedition' | 'used', id: 'rekonbot' | 'climber' | 'detector'): GameState => ({
      ...s,
      party: { ...s.party, [folder]: { ...s.party[folder], units: { ...s.party[folder].units, [id]: { count: 1, damaged: 1 } } } },
    });
    const rekon = landed(['soldier', 'rekonbot']);
    expect(rekon.party.expedition.units.rekonbot?.count).toBe(1);
    expect(hours(broken(rekon, 'expedition', 'rekonbot'), 'm')).toBe(5);
    expect(hours(broken(landed(['soldier', 'climber']), 'used', 'climber'), 'm')).toBe(5);
    expect(hours(broken(landed(['soldier', 'detector'], true), 'used', 'detector'), 'h')).toBe(3 + 2);
  });
});
