// MAP rules proven by behaviour (issue 10): the area map drawn as squares emulating hexagons
// (R-MAP-01, R-MAP-02; src/sheets/expedition.ts), six neighbours in the reachability of
// areaChecks.ts (R-MAP-02), a field's features summed (R-MAP-07), separate levels of one map
// position (R-MAP-09) and the shuttle reachable under the liquid (R-LAND-14).
//
// Not yet built: R-MAP-01's scale (1 km a field; no distance is walked yet), R-MAP-06 (distance
// walked from the shuttle; marches and the encounter chance by distance), R-MAP-07 for entry hours,
// resource drain and infection risk, R-MAP-09 and R-LAND-14 for caves (the underground level) —
// all wait for the surface issue, not yet filed.
import { AREAS, checkArea, DIRECTIONS, legalActions, orbitSet, parseField, parseMap, researchChance, researchHours, researchLevel, stepField, type GameState, type LandingArea } from '../../../src/engine';
import { addr, renderSheets } from '../../../src/sheets';
import { EXP_COLS, EXP_ROWS } from '../../../src/sheets/expedition';
import { act, landedWhere, orbitOver } from '../../support/voyage';

const quiet = (s: GameState): GameState => ({ ...s, hitsToAssign: 0, surface: { ...s.surface!, climate: s.surface!.climate, fog: false } });
const HIGH_NORMAL = (x: { gravity: string; atmosphere: string }) => x.gravity === 'high' && x.atmosphere === 'normal';

describe('R-MAP-01 R-MAP-02 the area map: squares in thin lines, emulating hexagons', () => {
  const s = quiet(landedWhere(HIGH_NORMAL, ['soldier'], 61));
  const sheet = renderSheets(s, 'pl').sheets.expedition;
  const area = AREAS[s.orbit!.planet].find((a) => a.id === s.surface!.area)!;
  const map = parseMap(area.map);
  /** Sheet rows and column of a field's two cells (the upper part first). */
  const cells = (r: number, c: number) => {
    const top = EXP_ROWS.mapTop + 2 * (r - 1) + (c % 2 === 0 ? 1 : 0);
    return { rows: [top, top + 1], col: EXP_COLS.mapLeft + c - 1 };
  };

  test('R-MAP-01 every field is framed by thin lines: the upper cell on top and sides, the lower cell at the bottom and sides', () => {
    expect(map.rows * map.cols).toBeGreaterThan(30);
    for (let r = 1; r <= map.rows; r++)
      for (let c = 1; c <= map.cols; c++) {
        const { rows, col } = cells(r, c);
        const upper = sheet.cells.get(addr(rows[0]!, col))!.style.borders!;
        const lower = sheet.cells.get(addr(rows[1]!, col))!.style.borders!;
        expect([r, c, upper.top, upper.left, upper.right]).toEqual([r, c, 'thin', 'thin', 'thin']);
        expect([r, c, lower.bottom, lower.left, lower.right]).toEqual([r, c, 'thin', 'thin', 'thin']);
        // no line between the two parts of one field (R-MAP-03)
        expect([r, c, upper.bottom, lower.top]).toEqual([r, c, undefined, undefined]);
      }
  });

  test('R-MAP-02 each field touches exactly its six neighbours on the sheet: up, down and two in each side column', () => {
    const overlap = (a: number[], b: number[]) => a.filter((x) => b.includes(x)).length;
    for (let r = 1; r <= map.rows; r++)
      for (let c = 1; c <= map.cols; c++) {
        const me = cells(r, c);
        const named = new Set(DIRECTIONS.map((d) => stepField(r, c, d)).map((n) => `${n.row}:${n.col}`));
        for (let r2 = 1; r2 <= map.rows; r2++)
          for (const c2 of [c - 1, c + 1]) {
            if (c2 < 1 || c2 > map.cols) continue;
            // a field of a side column shares a row of cells with this one exactly when it is a named neighbour
            const touches = overlap(me.rows, cells(r2, c2).rows) > 0;
            expect([r, c, r2, c2, touches]).toEqual([r, c, r2, c2, named.has(`${r2}:${c2}`)]);
          }
        // in its own column: the field above ends where this one starts, the field below starts where it ends
        if (r > 1) expect(cells(r - 1, c).rows[1]! + 1).toBe(me.rows[0]);
        expect(named.has(`${r - 1}:${c}`) && named.has(`${r + 1}:${c}`)).toBe(true);
        expect(named.size).toBe(6);
      }
  });

  /** Mefisto's first set (active geology, 0% hydrography): plains, with liquid lava where asked. */
  const lavaArea = (lava: string[]): LandingArea => {
    const rows = Array.from({ length: 5 }, (_, r) => Array.from({ length: 6 }, (_, c) => (lava.includes(`${r + 1}:${c + 1}`) ? 'll' : 'p')).join(' '));
    return { id: 'mefisto.probe', planet: 'mefisto', weights: [1, 0, 0], discovery: 0, climates: [['desert', 1]], fog: 0, map: rows, shuttle: { row: 1, col: 1 } };
  };
  const unreachable = (a: LandingArea) => checkArea(a).filter((p) => p.includes('cannot be reached'));

  test('R-MAP-02 on foot: lava on the six neighbours of field 3,3 cuts it off, though the corner fields 4,2 and 4,4 stay open; one open neighbour (upper-right, 2,4) lets the party in', () => {
    const six = DIRECTIONS.map((d) => stepField(3, 3, d)).map((n) => `${n.row}:${n.col}`);
    expect(six.sort()).toEqual(['2:2', '2:3', '2:4', '3:2', '3:4', '4:3']);
    expect(unreachable(lavaArea(six))).toEqual(['mefisto.probe: field 3,3 cannot be reached on foot from the shuttle']);
    expect(unreachable(lavaArea(six.filter((k) => k !== '2:4')))).toEqual([]);
  });
});

describe('R-MAP-07 a field of several terrain types sums them', () => {
  test('R-MAP-07 plain + sparse vegetation + lake: 2 + 2 + 1 h of research and 3% + 9% + 50% at Earth gravity; hills + river + lush: 3 + 2 + 5 h, 9% + 9% + 16%', () => {
    // Suwatte, first set: Earth gravity (multiplier 1), nobody in the party (no extra chances)
    const s = orbitOver('suwatte', 0, 5);
    expect(orbitSet(s)!.gravity).toBe('earth');
    expect(researchHours(s, parseField('p+v+k'), 'surface')).toBe(5);
    expect(researchChance(s, parseField('p+v+k'), 'surface')).toBeCloseTo(0.62, 10);
    expect(researchHours(s, parseField('h+r+V'), 'surface')).toBe(10);
    expect(researchChance(s, parseField('h+r+V'), 'surface')).toBeCloseTo(0.34, 10);
    // the single features for comparison
    expect(researchHours(s, parseField('p'), 'surface')).toBe(2);
    expect(researchChance(s, parseField('p'), 'surface')).toBeCloseTo(0.03, 10);
  });
});

describe('R-MAP-09 R-LAND-14 levels: the surface and the field under the liquid are separate fields', () => {
  test('R-MAP-09 a liquid field is researched at the party’s level: on its surface 5 h and 19%, under it 6 h and 6% (× 1.3 at high gravity); a dry field only on the surface', () => {
    // Birss, second set: high gravity, no all-liquid area in its pool
    const s = quiet(landedWhere(HIGH_NORMAL, ['soldier'], 5));
    expect(s.orbit).toEqual({ planet: 'birss', set: 1 });
    const under: GameState = { ...s, level: 'underwater' };
    const top: GameState = { ...s, level: 'surface' };
    const water = parseField('w');
    expect(researchLevel(top, water)).toBe('surface');
    expect(researchLevel(under, water)).toBe('underwater');
    expect(researchLevel(under, parseField('p'))).toBe('surface');
    expect([researchHours(top, water, 'surface'), researchHours(top, water, 'underwater')]).toEqual([5, 6]);
    expect(researchChance(top, water, 'surface')).toBeCloseTo(0.19 * 1.3, 10);
    expect(researchChance(top, water, 'underwater')).toBeCloseTo(0.06 * 1.3, 10);
  });

  test('R-MAP-09 R-LAND-14 in an all-liquid area the party researches under the liquid, the mark is the under-surface one, and it lifts off without surfacing', () => {
    let s = quiet(landedWhere((x) => x.hydrography === 100, ['soldier', 'medkit'], 5));
    expect(s.level).toBe('underwater');
    s = act(s, { type: 'research' });
    expect(s.surface!.researched).toHaveLength(1);
    expect(s.surface!.researched[0]).toMatch(/^\d+:\d+:underwater$/);
    // still under the liquid: the shuttle is reached from below, nothing asks to surface first
    expect(s.level).toBe('underwater');
    expect(legalActions(s)).toContainEqual({ type: 'liftOff' });
    // the mark: dotted, not the surface's thick outline
    const area = AREAS[s.orbit!.planet].find((a) => a.id === s.surface!.area)!;
    const { row, col } = area.shuttle;
    const upper = renderSheets(s, 'pl').sheets.expedition.cells.get(addr(EXP_ROWS.mapTop + 2 * (row - 1) + (col % 2 === 0 ? 1 : 0), EXP_COLS.mapLeft + col - 1))!;
    expect(upper.style.borders?.bottom).toBe('dotted');
    expect(upper.style.borders?.top).toBe('thin');
    const up = act(s, { type: 'liftOff' });
    expect(up.phase).toBe('space');
    expect(up.stock.medkit.count).toBe(s.stock.medkit.count + 1);
  });
});
