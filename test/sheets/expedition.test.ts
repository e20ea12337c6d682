// The 'ekspedycja' sheet after a landing.
import { AREAS, parseMap, planetName, type GameState } from '../../src/engine';
import { addr, buttons, renderSheets, TERRAIN_FILL as FILL } from '../../src/sheets';
import { EXP_COLS, EXP_ROWS } from '../../src/sheets/expedition';
import { act, landedWhere } from '../support/voyage';

const landed = (): GameState => ({ ...landedWhere((x) => x.atmosphere === 'normal', ['soldier'], 61), hitsToAssign: 0 });

describe('the expedition sheet after landing', () => {
  const s = landed();
  const sheet = renderSheets(s, 'pl').sheets.expedition;
  const area = AREAS[s.orbit!.planet].find((a) => a.id === s.surface!.area)!;
  const map = parseMap(area.map);
  const cellOf = (r: number, c: number, lower = false) => sheet.cells.get(addr(EXP_ROWS.mapTop + 2 * (r - 1) + (c % 2 === 0 ? 1 : 0) + (lower ? 1 : 0), EXP_COLS.mapLeft + c - 1));

  test('R-MAP-03 R-UI-COLORS-07 a field is two cells: the upper part in its terrain colour, the lower part in its vegetation', () => {
    for (let r = 1; r <= map.rows; r++)
      for (let c = 1; c <= map.cols; c++) {
        const f = map.fields[r - 1]![c - 1]!;
        expect(cellOf(r, c)?.style.fill).toBe(FILL[f.base]);
        const lower = f.vegetation === 'lush' ? FILL.lush : f.vegetation === 'sparse' ? FILL.sparse : FILL[f.base];
        expect(cellOf(r, c, true)?.style.fill).toBe(lower);
      }
  });

  test('R-MAP-05 R-UI-COLORS-08 R-UI-EXP-03 the shuttle stands on the field labelled PROM, which is selected', () => {
    const { row, col } = area.shuttle;
    expect(String(cellOf(row, col)?.value)).toMatch(/^PROM/);
    expect(sheet.selection).toBe(addr(EXP_ROWS.mapTop + 2 * (row - 1) + (col % 2 === 0 ? 1 : 0), EXP_COLS.mapLeft + col - 1));
  });

  test('R-UI-EXP-09 R-UI-EXP-12 the data column names the planet, months left, hours on the planet, movement and level', () => {
    const values = [...sheet.cells.values()].map((c) => c.value);
    expect(values).toContain(planetName('pl', s.orbit!.planet));
    expect(values).toContain(s.planMonths - s.month);
    expect(values).toContain('pieszo');
    expect(values).toContain('powierzchnia');
  });

  test('R-UI-EXP-17 R-UI-EXP-18 the centre of the movement board researches the field and shows its hours', () => {
    const centre = buttons(sheet).find((b) => b.action.type === 'research' && String(sheet.cells.get(b.address)!.value).startsWith('badaj'))!;
    expect(String(sheet.cells.get(centre.address)!.value)).toMatch(/^badaj \d+(\.5)? h/);
  });

  test('R-MAP-10 R-UI-COLORS-09 a researched surface field gets a bold outline', () => {
    const after = renderSheets(act(s, { type: 'research' }), 'pl').sheets.expedition;
    const { row, col } = area.shuttle;
    const top = after.cells.get(addr(EXP_ROWS.mapTop + 2 * (row - 1) + (col % 2 === 0 ? 1 : 0), EXP_COLS.mapLeft + col - 1))!;
    expect(top.style.borders?.top).toBe('thick');
  });
});
