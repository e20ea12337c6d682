import { HUMAN_IDS, look, newGame, openDirections, passengerStats, PLANET_FIELDS, step, STOCK_IDS, t, unitName, type GameState } from '../../src/engine';
import { clashStrength } from '../../src/engine/rules/clash';
import { canCage } from '../../src/engine/rules/cages';
import { moveOption } from '../../src/engine/rules/moves';
import { advise } from '../../src/engine/bot/heuristic';
import { flyTo, landedOnArea, orbitOver } from '../support/voyage';
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
import { EXP_COLS, EXP_ROWS } from '../../src/sheets/expedition';

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

  /** A unit's row in the feature columns: grab, kill, weight, capacity, speed, absorbency. */
  const stats = (sheet: Sheet, unit: string) => [1, 2, 3, 4, 5, 6].map((i) => cell(sheet, rowOf(unit), SPACE_COLS.logStats + i)?.value);
  const fillOf = (i: number) => cell(space, rowOf('soldier'), SPACE_COLS.logStats + i)?.style.fill;

  test('R-UI-SPACE-13 R-UI-COLORS-02 red grab and kill columns: the Soldier 4 and 3, the Laser 4 and 8, the Stunner 6 and 4; a weapon\'s values replace its user\'s', () => {
    expect([fillOf(1), fillOf(2)]).toEqual([FEATURE_FILL.combat, FEATURE_FILL.combat]);
    expect(FEATURE_FILL.combat).toBe('#F19C9C'); // red
    expect([stats(space, 'soldier'), stats(space, 'laser'), stats(space, 'stunner')].map((x) => x.slice(0, 2))).toEqual([[4, 3], [4, 8], [6, 4]]);
    // in a clash the Laser replaces the Navigator's grab 3 and kill 2 (the Soldier keeps his 4 and 3)
    const s = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'navigator', 'laser']);
    expect([clashStrength(s, 'capture', []).total, clashStrength(s, 'kill', []).total]).toEqual([4 + 3, 3 + 2]);
    expect([clashStrength(s, 'capture', ['laser']).total, clashStrength(s, 'kill', ['laser']).total]).toEqual([4 + 4, 3 + 8]);
  });

  test('R-UI-SPACE-14 R-UI-COLORS-02 blue weight and capacity columns, capacities at Earth gravity even in a high-gravity orbit; a heavy suit\'s capacity replaces its wearer\'s; a cage holds one creature', () => {
    expect([fillOf(3), fillOf(4)]).toEqual([FEATURE_FILL.load, FEATURE_FILL.load]);
    expect(FEATURE_FILL.load).toBe('#A9CBEF'); // blue
    const high = orbitOver('birss', 1, 5);
    expect(high.orbit).toEqual({ planet: 'birss', set: 1 });
    const log = renderSheets(high, 'pl').sheets.space;
    expect(['soldier', 'transbot', 'rover', 'heavySuit', 'cage'].map((u) => stats(log, u).slice(2, 4))).toEqual([[7, 7], [9, 9], [20, 30], ['+9', 8], [1, null]]);
    expect(passengerStats({ id: 'commander', suit: { kind: 'heavySuit', damaged: false } }).capacity).toBe(8); // the Commander's own 5 replaced
    const one = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'cage']);
    expect(canCage(one, 'mudGulper')).toBe(true);
    expect(canCage({ ...one, surface: { ...one.surface!, caged: [{ being: 'mudGulper', indicators: {} }] } }, 'mudGulper')).toBe(false);
  });

  test('R-UI-SPACE-15 R-UI-COLORS-02 the celadon speed column: the Soldier 8, the Transbot 3, the Rover 10; a heavy suit\'s 7 replaces, a suit takes 1; it does not change the hours of a move', () => {
    expect(fillOf(5)).toBe(FEATURE_FILL.speed);
    expect(FEATURE_FILL.speed).toBe('#BEE8DC'); // celadon
    expect(['soldier', 'transbot', 'rover', 'heavySuit', 'suit'].map((u) => stats(space, u)[4])).toEqual([8, 3, 10, 7, '−1']);
    expect(passengerStats({ id: 'engineer', suit: { kind: 'heavySuit', damaged: false } }).speed).toBe(7); // his own 9 replaced
    expect(passengerStats({ id: 'soldier', suit: { kind: 'suit', damaged: false } }).speed).toBe(8 - 1);
    // the Soldier (8) and the Doctor (6) need the same hours to the hills north of the Reef Islands' shuttle
    const hoursUp = (who: 'soldier' | 'doctor') => moveOption(landedOnArea('birss', 1, 'birss.reefIslands', [who]), 'up')!.hours;
    expect(hoursUp('doctor')).toBe(hoursUp('soldier'));
  });

  test('R-UI-SPACE-16 R-UI-COLORS-02 the grey absorbency column: a human 2, the Transbot 1, the Laser 1, the Rover 2; a heavy suit adds +1 to its wearer\'s', () => {
    expect(fillOf(6)).toBe(FEATURE_FILL.absorbency);
    expect(FEATURE_FILL.absorbency).toBe('#D9D9D9'); // grey
    expect(['soldier', 'transbot', 'laser', 'rover', 'heavySuit'].map((u) => stats(space, u)[5])).toEqual([2, 1, 1, 2, '+1']);
    expect(passengerStats({ id: 'commander', suit: { kind: 'heavySuit', damaged: false } }).absorbency).toBe(2 + 1);
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

  test('R-UI-SPACE-09 once the voyage is over the strip tells where to look back at it, on both sheets, and a click turns it', () => {
    let s = newGame({ length: 10, seed: 7 });
    for (let i = 0; i < 2000 && s.phase !== 'ended'; i++) s = step(s, advise(s)!.action).state;
    expect(s.phase).toBe('ended');
    const strip = (g: GameState, lang: 'pl' | 'en') => {
      const m = renderSheets(g, lang).sheets;
      return [String(cell(m.space, 4, 5)?.value), String(cell(m.expedition, 4, 5)?.value)];
    };
    const ended = { ...s, tip: 0 };
    expect(strip(ended, 'pl')).toEqual(Array(2).fill("Rada: Wyprawa skończona: arkusz 'kronika' pokazuje na wykresie jej punkty i zdrowie załogi miesiąc po miesiącu."));
    expect(strip(ended, 'en')).toEqual(Array(2).fill("Tip: The voyage is over: the chronicle sheet ('kronika') charts its points and the crew's health month by month."));
    expect(strip(step(ended, { type: 'nextTip' }).state, 'en')[0]).toBe("Tip: 'replay the game' in the space sheet's menu takes you through the whole voyage again, step by step.");
    // what that tip points to is there: the space sheet's menu offers the replay after the end
    expect(buttons(renderSheets(ended, 'en').sheets.space).map((b) => b.action)).toContainEqual({ type: 'replay', move: 'start' });
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

  const mapRight = EXP_COLS.mapLeft + EXP_COLS.mapWidth - 1;
  const mapBottom = EXP_ROWS.mapTop + 2 * EXP_ROWS.mapFieldRows;
  /** A cell's row and column (1-based) from its address. */
  const pos = (address: string) => {
    const [, letters, digits] = /^([A-Z]+)(\d+)$/.exec(address)!;
    return { row: Number(digits), col: [...letters!].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) };
  };
  const where = (sheet: Sheet, value: unknown) => [...sheet.cells].filter(([, c]) => c.value === value).map(([a]) => pos(a));

  test('R-UI-EXP-02 the planet and expedition data stand right of the map, one label a row from the map\'s top', () => {
    const labels = ['label.planet', 'label.monthsLeft', 'label.hoursOnPlanet', 'label.planetDrain', 'label.absorberDrain', 'label.totalDrain', 'label.movement', 'label.level', 'label.grabStrength', 'label.killStrength', 'label.resourcesDelta', 'label.hours'] as const;
    for (const k of labels) expect([k, where(expedition, t('pl', k)).map((p) => p.col > mapRight && p.row >= EXP_ROWS.mapTop)]).toEqual([k, [true]]);
    expect(where(expedition, 'TABELA EKSPEDYCJI')[0]!.col).toBeLessThan(EXP_COLS.mapLeft);
    // landed: the planet's name beside its label
    const s = landedOnArea('birss', 1, 'birss.reefIslands', ['soldier']);
    const sheet = renderSheets(s, 'pl').sheets.expedition;
    const label = where(sheet, t('pl', 'label.planet'))[0]!;
    expect(sheet.cells.get(addr(label.row, label.col + 1))?.value).toBe('Birss');
  });

  test('R-UI-EXP-05 the movement board (RUCH) lies under the map on the right, beside the choice menu on the left', () => {
    const board = where(expedition, 'RUCH')[0]!;
    const menu = where(expedition, 'MENU WYBORU')[0]!;
    expect(board.row).toBeGreaterThan(mapBottom);
    expect(menu.row).toBe(board.row);
    expect(menu.col).toBe(EXP_COLS.mapLeft);
    expect(board.col).toBeGreaterThan(menu.col);
    // landed: every move button is under the map, in its right part
    const sheet = renderSheets(landedOnArea('birss', 1, 'birss.reefIslands', ['soldier']), 'pl').sheets.expedition;
    const moves = buttons(sheet).filter((b) => b.action.type === 'move').map((b) => pos(b.address));
    expect(moves.length).toBeGreaterThan(0);
    for (const p of moves) expect([p.row > mapBottom, p.col >= board.col && p.col <= mapRight]).toEqual([true, true]);
  });

  test('R-UI-EXP-07 at the top the same text field as the space sheet (message and hint), and the same tip strip between it and the map', () => {
    const both = renderSheets(state, 'pl').sheets;
    expect(both.expedition.cells.get('E1')?.value).toBe(both.space.cells.get('E1')?.value);
    expect(both.expedition.cells.get('E1')?.value).toMatch(/Nowa wyprawa na 30 miesięcy/);
    expect(both.expedition.cells.get(addr(1, EXP_COLS.dataLabel))?.value).toBe(both.space.cells.get(addr(1, SPACE_COLS.mapLeft + SPACE_COLS.mapWidth))?.value);
    const strip = both.expedition.cells.get('E4')!;
    expect(String(strip.value)).toMatch(/^Rada: /);
    expect(strip.value).toBe(both.space.cells.get('E4')?.value);
    expect(actionAt(both.expedition, 'E4')).toEqual({ type: 'nextTip' });
    expect(pos('E4').row).toBeLessThan(EXP_ROWS.mapTop);
  });

  test('R-UI-EXP-08 the VP earned so far in the top-left corner', () => {
    const sheet = renderSheets({ ...state, vp: 12 }, 'pl').sheets.expedition;
    expect([sheet.cells.get('B1')?.value, sheet.cells.get('C1')?.value]).toEqual(['PZ', 12]);
    expect(renderSheets({ ...state, vp: 12 }, 'en').sheets.expedition.cells.get('B1')?.value).toBe('VP');
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
