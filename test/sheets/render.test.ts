import { HUMAN_IDS, look, newGame, openDirections, PLANET_FIELDS, step, STOCK_IDS, unitName, type GameState } from '../../src/engine';
import { flyTo } from '../support/voyage';
import {
  actionAt,
  addr,
  buttons,
  FEATURE_FILL,
  renderSheets,
  SPACE_FILL,
  UNIT_KIND_FILL,
  type Sheet,
} from '../../src/sheets';
import { SPACE_COLS, SPACE_ROWS } from '../../src/sheets/space';

const state: GameState = newGame({ length: 30, seed: 7 });
const space: Sheet = renderSheets(state, 'pl').sheets.space;
const expedition: Sheet = renderSheets(state, 'pl').sheets.expedition;
const cell = (sheet: Sheet, row: number, col: number) => sheet.cells.get(addr(row, col));
const units = [...HUMAN_IDS, ...STOCK_IDS];
const rowOf = (unit: string) => SPACE_ROWS.logFirst + units.indexOf(unit as never);

describe('the space sheet', () => {
  test('R-GEN-06 the two worksheets carry the original names', () => {
    const m = renderSheets(state, 'en');
    expect(m.sheets.space.name).toBe('przestrzeń kosmiczna');
    expect(m.sheets.expedition.name).toBe('ekspedycja');
    expect(m.active).toBe('space');
  });

  test('R-UI-SPACE-10 month and VP in the top-left corner', () => {
    expect(cell(space, 1, 2)?.value).toBe('miesiąc');
    expect(cell(space, 1, 3)?.value).toBe(0);
    expect(cell(space, 2, 2)?.value).toBe('PZ');
    expect(cell(space, 2, 3)?.value).toBe(0);
  });

  test('R-UI-SPACE-11 R-UI-COLORS-01 one row per unit, coloured by its kind', () => {
    const kindOf = (unit: string) =>
      HUMAN_IDS.includes(unit as never) ? 'human' : ['transbot', 'specbot', 'rekonbot', 'repbot'].includes(unit) ? 'robot' : unit === 'suit' || unit === 'heavySuit' ? 'suit' : unit === 'rover' ? 'rover' : unit === 'cage' ? 'cage' : 'device';
    for (const unit of units) {
      const name = cell(space, rowOf(unit), SPACE_COLS.logName)!;
      expect(name.value).toBe(unitName('pl', unit));
      expect(name.style.fill).toBe(UNIT_KIND_FILL[kindOf(unit) as keyof typeof UNIT_KIND_FILL].fill);
    }
    expect(cell(space, rowOf('commander'), SPACE_COLS.logName)?.style.fill).toBe('#4F81BD');
  });

  test('R-UI-SPACE-12..18 R-UI-COLORS-02 each stat in its coloured column', () => {
    const cols = ['intelligence', 'combat', 'combat', 'load', 'load', 'speed', 'absorbency', 'wounds'] as const;
    const soldier = state.crew.find((h) => h.id === 'soldier')!;
    const r = rowOf('soldier');
    const vals = cols.map((_, i) => cell(space, r, SPACE_COLS.logStats + i)?.value);
    expect(vals).toEqual([soldier.intelligence, 4, 3, 7, 7, 8, 2, 0]);
    cols.forEach((c, i) => expect(cell(space, r, SPACE_COLS.logStats + i)?.style.fill).toBe(FEATURE_FILL[c]));
    expect(cell(space, rowOf('heavySuit'), SPACE_COLS.logStats + 3)?.value).toBe('+9');
    expect(cell(space, rowOf('suit'), SPACE_COLS.logStats + 5)?.value).toBe('−1');
    expect(cell(space, rowOf('transbot'), SPACE_COLS.logStats)?.value).toBeNull(); // robots: no intelligence
  });

  test('R-UI-SPACE-18 ilość and wolno in black columns; R-DEV-10 one laser per planet', () => {
    const q = cell(space, rowOf('laser'), SPACE_COLS.logQuantity)!;
    expect(q.value).toBe(state.stock.laser.count);
    expect(q.style.fill).toBe(FEATURE_FILL.quantity);
    expect(cell(space, rowOf('laser'), SPACE_COLS.logAllowed)?.value).toBe(1);
    expect(cell(space, rowOf('cage'), SPACE_COLS.logAllowed)?.value).toBe(state.stock.cage.count);
    expect(cell(space, rowOf('doctor'), SPACE_COLS.logQuantity)?.value).toBe(1);
  });

  test('R-UI-SPACE-01 every row of the starship log has a button selecting its unit', () => {
    for (const unit of units) expect(actionAt(space, addr(rowOf(unit), SPACE_COLS.logButton))).toEqual({ type: 'selectUnit', unit });
  });

  test('R-UI-SPACE-02 R-UI-SPACE-19 the creature log lies under the starship log', () => {
    const title = cell(space, SPACE_ROWS.creatureTitle, 1);
    expect(title?.value).toBe('DZIENNIK ISTOT');
    expect(SPACE_ROWS.creatureTitle).toBeGreaterThan(rowOf('cage'));
  });

  test('R-UI-SPACE-08 R-UI-SPACE-22 the text field has a messages part and a hints part', () => {
    const msg = cell(space, 1, 5)!;
    expect(msg.value).toMatch(/Nowa wyprawa na 30 miesięcy/);
    const hint = cell(space, 1, SPACE_COLS.mapLeft + SPACE_COLS.mapWidth)!;
    expect(hint.value).toMatch(/Przycisk przy jednostce/);
    expect(hint.style.borders?.left).toBe('medium'); // the separating line
  });

  test('R-UI-SPACE-09 the strip under the text field shows a tip; a click shows the next one', () => {
    const strip = cell(space, 4, 5)!;
    expect(String(strip.value)).toMatch(/^Rada: /);
    expect(actionAt(space, 'T4')).toEqual({ type: 'nextTip' });
  });

  test('R-UI-SPACE-03 R-SPACE-03 R-SPACE-10 the map with Earth dark in the bottom-right corner, selected as the starship', () => {
    const bottom = SPACE_ROWS.mapTop + SPACE_ROWS.mapHeight - 1;
    const right = SPACE_COLS.mapLeft + SPACE_COLS.mapWidth - 1;
    expect(cell(space, bottom, right)?.style.fill).toBe(SPACE_FILL.earth);
    expect(space.selection).toBe(addr(bottom, right));
    expect(cell(space, SPACE_ROWS.mapTop, SPACE_COLS.mapLeft)?.style.borders?.top).toBeDefined();
  });

  test('R-UI-SPACE-05 R-UI-SPACE-23 the choice menu under the map offers NOWA GRA with a button', () => {
    const b = buttons(space).filter((x) => x.action.type === 'openNewGame');
    expect(b).toHaveLength(1);
    const [, row] = /([A-Z]+)(\d+)/.exec(b[0]!.address)!.slice(1);
    expect(Number(row)).toBeGreaterThan(SPACE_ROWS.mapTop + SPACE_ROWS.mapHeight);
    const label = [...space.cells.values()].find((c) => c.value === 'NOWA GRA');
    expect(label).toBeDefined();
  });

  test('R-UI-SPACE-21 the navigation board’s centre names Earth; no direction shows data yet', () => {
    const centre = [...space.cells].filter(([, c]) => c.value === 'Ziemia');
    expect(centre.length).toBeGreaterThanOrEqual(1);
  });

  test('R-UI-SPACE-04 R-UI-TABLE-02 R-UI-TABLE-28 the expedition table with its folders and button columns', () => {
    const values = [...space.cells.values()].map((c) => c.value);
    for (const f of ['PROM', 'PORZUCONE', 'EKSPEDYCJA', 'NIESIONE', 'UŻYWANE']) expect(values).toContain(f);
    for (const b of ['niżej', 'wyżej', 'skafander']) expect(values).toContain(b);
    const expValues = [...expedition.cells.values()].map((c) => c.value);
    expect(expValues).toContain('napr/lecz/skaf');
  });

  test('R-UI-TABLE-21 R-UI-TABLE-23 R-UI-TABLE-25 totals of PROM, EKSPEDYCJA, UŻYWANE on a dark background', () => {
    const dark = [...space.cells.values()].filter((c) => c.style.fill === '#404040');
    expect(dark.length).toBe(6);
  });

  test('a dead human’s row is struck through and its button is dead', () => {
    const crew = state.crew.map((h) => (h.id === 'scout' ? { ...h, wounds: 6, alive: false } : h));
    const sheet = renderSheets({ ...state, crew }, 'pl').sheets.space;
    expect(sheet.cells.get(addr(rowOf('scout'), SPACE_COLS.logName))?.style.strike).toBe(true);
    expect(actionAt(sheet, addr(rowOf('scout'), SPACE_COLS.logButton))).toBeNull();
  });

  test('English labels in the English edition', () => {
    const en = renderSheets(state, 'en').sheets.space;
    expect(en.cells.get(addr(rowOf('commander'), SPACE_COLS.logName))?.value).toBe('Commander');
    expect(en.cells.get('B1')?.value).toBe('month');
    expect(en.cells.get('B2')?.value).toBe('VP');
  });
});

describe('the expedition sheet', () => {
  test('R-UI-EXP-01..08 its fixed frame: VP corner, text field, table, map, data, menu, board, being box', () => {
    expect(expedition.cells.get('B1')?.value).toBe('PZ');
    const values = [...expedition.cells.values()].map((c) => c.value);
    for (const label of ['TABELA EKSPEDYCJI', 'OBSZAR LĄDOWANIA', 'MENU WYBORU', 'RUCH', 'nazwa', 'modyfikatory', 'wskaźniki', 'PZ za dostarczenie', '±zasobów:', 'godzin:', 'siła chwytania', 'siła zabijania'])
      expect(values).toContain(label);
  });

  test('R-UI-EXP-04 the same choice menu as on the space sheet', () => {
    expect(buttons(expedition).some((b) => b.action.type === 'openNewGame')).toBe(true);
  });
});

describe('rendering is a pure function', () => {
  test('the same state draws the same sheets', () => {
    expect(JSON.stringify(renderSheets(state, 'pl'))).toBe(JSON.stringify(renderSheets(state, 'pl')));
  });

  test('a refusal notice replaces the message in the text field', () => {
    const r = step(state, { type: 'cancel' });
    const s = renderSheets(r.state, 'en', { notice: r.refused! }).sheets.space;
    expect(s.cells.get('E1')?.value).toBe('That cannot be done now.');
  });
});

describe('the space sheet in flight', () => {
  test('R-UI-SPACE-21 R-SPACE-08 each open direction of the navigation board names what lies there; a blocked one shows nothing', () => {
    const s = newGame({ length: 30, seed: 7 });
    const sheet = renderSheets(s, 'pl').sheets.space;
    const fly = buttons(sheet).filter((b) => b.action.type === 'fly');
    expect(fly.map((b) => (b.action as { dir: string }).dir).sort()).toEqual([...openDirections(s)].sort());
    for (const b of fly) {
      const target = look(s, (b.action as { dir: Parameters<typeof look>[1] }).dir);
      const text = sheet.cells.get(b.address)!.value;
      expect(text).toBe(target.kind === 'empty' ? '*' : target.kind === 'earth' ? 'Ziemia' : expect.anything());
    }
    expect([...sheet.cells.values()].some((c) => c.value === 'Ziemia' && c.style.bold)).toBe(true); // the centre
  });

  test('R-UI-SPACE-21 R-SPACE-08 a planet in the navigation board shows its name with the size and orbit codes', () => {
    let s = newGame({ length: 30, seed: 7 });
    s = { ...s, position: { row: PLANET_FIELDS.mezo.row, col: PLANET_FIELDS.mezo.col + 1 } };
    const sheet = renderSheets(s, 'pl').sheets.space;
    const labels = buttons(sheet).filter((b) => b.action.type === 'fly').map((b) => sheet.cells.get(b.address)!.value);
    expect(labels).toContain('Mezo min/bio');
  });

  test('R-UI-SPACE-07 R-ORBIT-04 in orbit the planet box shows the drawn characteristic set and its description', () => {
    const s = flyTo(newGame({ length: 30, seed: 7 }), PLANET_FIELDS.mezo, false);
    const sheet = renderSheets(s, 'en').sheets.space;
    const values = [...sheet.cells.values()].map((c) => c.value);
    for (const label of ['gravity', 'atmosphere', 'hydrography', 'geology', 'resource drain']) expect(values).toContain(label);
    expect(values).toContain('Mezo min/bio');
    const set = ['near-zero', 'low', 'Earth', 'high', 'huge'];
    expect(values.some((v) => set.includes(String(v)))).toBe(true);
    expect(buttons(sheet).some((b) => b.action.type === 'decline')).toBe(true);
  });

  test('R-UI-COLORS-06 R-SPACE-09 planets are drawn in their orbit colour; visited planets are grey italics; the ship is the selected field', () => {
    const s = flyTo(newGame({ length: 30, seed: 7 }), PLANET_FIELDS.mezo);
    const sheet = renderSheets(s, 'pl').sheets.space;
    const at = addr(SPACE_ROWS.mapTop + PLANET_FIELDS.mezo.row - 1, SPACE_COLS.mapLeft + PLANET_FIELDS.mezo.col - 1);
    expect(sheet.cells.get(at)?.style.fill).toBe(SPACE_FILL.yellow);
    // visited: grey italics, still legible (issue 10 point 17), not struck through
    expect([sheet.cells.get(at)?.style.italic, sheet.cells.get(at)?.style.color, sheet.cells.get(at)?.style.strike]).toEqual([true, '#595959', undefined]);
    expect(sheet.selection).toBe(at);
  });
});

describe('the expedition table totals', () => {
  test('R-UI-TABLE-21 R-UI-TABLE-23 R-UI-TABLE-25 PROM, EKSPEDYCJA and UŻYWANE show weight and capacity on a dark background', () => {
    let s = flyTo(newGame({ length: 30, seed: 9 }), PLANET_FIELDS.mezo, false);
    s = step(s, { type: 'load', unit: 'soldier' }).state;
    s = step(s, { type: 'load', unit: 'laser' }).state;
    s = step(s, { type: 'down', folder: 'shuttle', unit: 'soldier' }).state;
    s = step(s, { type: 'down', folder: 'shuttle', unit: 'laser' }).state;
    const sheet = renderSheets(s, 'pl').sheets.space;
    const rowOfLabel = (label: string) => Number([...sheet.cells].find(([, c]) => c.value === label)![0].replace(/^[A-Z]+/, ''));
    const totals = (label: string) => {
      const r = rowOfLabel(label);
      return [sheet.cells.get(addr(r, SPACE_COLS.tableLeft + 8)), sheet.cells.get(addr(r, SPACE_COLS.tableLeft + 9))];
    };
    const [promW, promC] = totals('PROM');
    expect(promC?.value).toBeGreaterThan(0);
    expect(promW?.style.fill).toBe('#404040');
    const [expW, expC] = totals('EKSPEDYCJA');
    expect(expW?.value).toBe(2); // the laser, carried in the hands
    expect(Number(expC?.value)).toBeGreaterThan(0);
    const [usedW] = totals('UŻYWANE');
    expect(usedW?.value).toBe(2);
  });
});
