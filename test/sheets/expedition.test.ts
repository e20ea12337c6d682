// The 'ekspedycja' sheet after a landing.
import { AREAS, legalActions, parseMap, partyPlace, planetName, researchField, terrainDrain, type GameState } from '../../src/engine';
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

  test('R-UI-EXP-17 R-UI-EXP-18 R-UI-EXP-19 the centre of the movement board researches the field: its hours, then its expected VP', () => {
    const centre = buttons(sheet).find((b) => b.action.type === 'move' && b.action.dir === 'centre')!;
    const hours = researchField(s, partyPlace(s)!).hours;
    // R-UI-EXP-19: the field's terrain drain on the left, the VP on the right
    const drain = terrainDrain(s, partyPlace(s)!);
    const signed = drain > 0 ? `\\+${drain}` : drain < 0 ? `−${-drain}` : '0';
    expect(String(sheet.cells.get(centre.address)!.value)).toMatch(new RegExp(`^${String(hours).replace('.', ',')} h\n${signed} \\| \\d+(,\\d+)? PZ$`));
    // before the landing field is researched no other cell of the board leads anywhere (R-LAND-12)
    expect(buttons(sheet).filter((b) => b.action.type === 'move')).toHaveLength(1);
  });

  test("R-UI-EXP-18 R-UI-EXP-19 after the landing field's research each neighbour shows its hours and VP; the way back is marked '*'", () => {
    const done = act(s, { type: 'research' });
    const moved = act(done, legalActions(done).find((a) => a.type === 'move' && a.dir !== 'centre')!);
    const board = renderSheets(moved, 'pl').sheets.expedition;
    const texts = buttons(board).filter((b) => b.action.type === 'move').map((b) => String(board.cells.get(b.address)!.value));
    expect(texts.some((x) => /^\d+(,\d+)? h \*\n(\+|−)?\d+$/.test(x))).toBe(true); // the researched landing field: a march, its drain
    expect(texts.some((x) => /^\d+(,\d+)? h\n(\+|−)?\d+ \| \d+(,\d+)? PZ$/.test(x))).toBe(true);
    // the party is the selection
    const { row, col } = moved.surface!.at;
    expect(board.selection).toBe(addr(EXP_ROWS.mapTop + 2 * (row - 1) + (col % 2 === 0 ? 1 : 0), EXP_COLS.mapLeft + col - 1));
  });

  test('R-MAP-10 R-UI-COLORS-09 a researched surface field gets a bold outline', () => {
    const after = renderSheets(act(s, { type: 'research' }), 'pl').sheets.expedition;
    const { row, col } = area.shuttle;
    const top = after.cells.get(addr(EXP_ROWS.mapTop + 2 * (row - 1) + (col % 2 === 0 ? 1 : 0), EXP_COLS.mapLeft + col - 1))!;
    expect(top.style.borders?.top).toBe('thick');
  });
});
