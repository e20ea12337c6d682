// Which fields count as researched and which may be researched again (rules/researchMarks.ts):
// R-MAP-10 (a field researched once, or twice with a repeat), R-TERRAIN-32 / R-TERRAIN-34 (a
// repeat only where offered, never a third time), R-ACC-12 (no research once the shuttle is wrecked).
import type { GameState, Place } from '../../src/engine/state';
import { isResearchable, timesResearched } from '../../src/engine/rules/researchMarks';
import { landedOnArea } from '../support/voyage';

const base = landedOnArea('birss', 1, 'birss.reefIslands', ['soldier', 'navigator']);
const hills: Place = { row: 3, col: 3, layer: 'surface' };
const under: Place = { row: 3, col: 3, layer: 'underwater' };
const marks = (researched: string[], repeats: string[] = [], wreck = false): GameState => ({ ...base, surface: { ...base.surface!, researched, repeats, wreck } });

describe('research marks', () => {
  test('R-MAP-10 a field is counted at its own layer, once or twice', () => {
    expect(timesResearched(marks([]), hills)).toBe(0);
    expect(timesResearched(marks(['3:3:surface']), hills)).toBe(1);
    expect(timesResearched(marks(['3:3:surface', '4:3:surface', '3:3:surface']), hills)).toBe(2);
    expect(timesResearched(marks(['3:3:surface']), under)).toBe(0);
    expect(timesResearched({ ...base, surface: null }, hills)).toBe(0);
  });

  test('R-MOVE-05 R-TERRAIN-32 R-TERRAIN-34 new fields may be researched; a researched one only with a repeat offered, and never a third time', () => {
    expect(isResearchable(marks([]), hills)).toBe(true);
    expect(isResearchable(marks(['3:3:surface']), hills)).toBe(false);
    expect(isResearchable(marks(['3:3:surface'], ['3:3:surface']), hills)).toBe(true);
    expect(isResearchable(marks(['3:3:surface'], ['4:3:surface']), hills)).toBe(false);
    expect(isResearchable(marks(['3:3:surface', '3:3:surface'], ['3:3:surface']), hills)).toBe(false);
    expect(isResearchable(marks(['3:3:surface']), under)).toBe(true);
    // off a planet nothing is marked: a place counts as new
    expect(isResearchable({ ...base, surface: null }, hills)).toBe(true);
  });

  test('R-ACC-12 once the shuttle is wrecked nothing is researched, not even a new field', () => {
    expect(isResearchable(marks([], [], true), hills)).toBe(false);
    expect(isResearchable(marks(['3:3:surface'], ['3:3:surface'], true), hills)).toBe(false);
  });
});
