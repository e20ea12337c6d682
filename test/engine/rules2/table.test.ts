// UI-TABLE and UI-SPACE rules not yet named by a test: the expedition table's columns and colours,
// moves between its folders, the helpers that need free hands, the dark totals and the place of the
// navigation board. Cells are read from renderSheets; moves go through step().
//
// 'PORZUCONE' away from the shuttle (R-UI-TABLE-13, R-UI-TABLE-16, R-UI-TABLE-22) is proved with the
// moves in test/engine/moves.test.ts and test/engine/abandoning.test.ts.
// Not yet built: R-UI-TABLE-20 (releasing a caged creature), R-UI-SPACE-20 (encounter-log row colours
// by kind of being), R-UI-SPACE-24 (struck-through modifiers) (wait for the creatures issue, 12).
// R-UI-TABLE-27's pre-healing and patching up from 'UŻYWANE' wait for encounters (issue 13).
import { carriedWeight, landingField, legalActions, menuItems, researchHours, step, tableWeight, unitName, type GameState, type UnitId } from '../../../src/engine';
import { healFactors, repairFactors } from '../../../src/engine/rules/care';
import { addr, renderSheets, type Cell, type Sheet } from '../../../src/sheets';
import { act, orbitOver, orbitWhere } from '../../support/voyage';

type Set = Parameters<typeof orbitWhere>[0];
const EARTH_NORMAL: Set = (x) => x.gravity === 'earth' && x.atmosphere === 'normal';

const FOLDER_LABELS: Readonly<Record<string, string>> = { PROM: 'shuttle', PORZUCONE: 'abandoned', EKSPEDYCJA: 'expedition', NIESIONE: 'carried', UŻYWANE: 'used' };

/** The expedition table of a sheet: its header row and, per folder, its label row and unit rows by name. */
function table(sheet: Sheet, left: number) {
  const cell = (row: number, col: number): Cell | undefined => sheet.cells.get(addr(row, col));
  let header = 0;
  for (let r = 1; r <= sheet.rowCount && !header; r++) if (cell(r, left + 3)?.value === 'jednostka') header = r;
  expect(header).toBeGreaterThan(0);
  const labels: Record<string, number> = {};
  const rows: Record<string, Record<string, number>> = {};
  let folder = '';
  for (let r = header + 1; r <= sheet.rowCount; r++) {
    const label = cell(r, left)?.value;
    if (typeof label === 'string' && label in FOLDER_LABELS) {
      folder = FOLDER_LABELS[label]!;
      labels[folder] = r;
      rows[folder] = {};
      continue;
    }
    const name = cell(r, left + 3)?.value;
    if (typeof name !== 'string' || !folder) break;
    rows[folder]![name] = r;
  }
  /** Columns after the name: state, int, grab, kill, weight, capacity, speed, absorbency, wounds, quantity. */
  const col = { state: left + 4, int: left + 5, weight: left + 8, capacity: left + 9, wounds: left + 12, quantity: left + 13 } as const;
  const at = (folder: string, name: string, c: keyof typeof col) => {
    const r = rows[folder]?.[name];
    if (r === undefined) throw new Error(`no row ${name} in ${folder}`);
    return cell(r, col[c]);
  };
  return { header, labels, rows, cell, col, at };
}

const spaceTable = (s: GameState) => {
  const sheet = renderSheets(s, 'pl').sheets.space;
  // the table is the block right of the map whose header names 'jednostka'; find its left column
  let left = 0;
  for (let c = 20; c < sheet.colCount && !left; c++) if (sheet.cells.get(addr(7, c + 3))?.value === 'jednostka') left = c;
  return { sheet, ...table(sheet, left), left };
};
const expeditionTable = (s: GameState) => {
  const sheet = renderSheets(s, 'pl').sheets.expedition;
  return { sheet, ...table(sheet, 1), left: 1 };
};

/** In orbit of a set: the units loaded, `down` sent into the field from the shuttle. */
function prepared(set: Set, load: readonly UnitId[], down: readonly UnitId[], seed = 41): GameState {
  let s = orbitWhere(set, seed);
  for (const u of load) s = act(s, { type: 'load', unit: u });
  for (const u of down) s = act(s, { type: 'down', folder: 'shuttle', unit: u });
  return s;
}
function landFrom(s: GameState, fog = false): GameState {
  const out = act(act(s, { type: 'land' }), { type: 'acceptArea' });
  return { ...out, hitsToAssign: 0, surface: { ...out.surface!, climate: 'temperate', fog } };
}
/** Landed on a plain landing field (the first seed from 41 that gives one). */
function landedOnPlain(make: (seed: number) => GameState, fog = false): GameState {
  for (let seed = 41; seed < 141; seed++) {
    const s = landFrom(make(seed), fog);
    if (landingField(s)!.field.base === 'plain') return s;
  }
  throw new Error('no plain landing field');
}
const fieldHours = (s: GameState) => researchHours(s, landingField(s)!.field, 'surface');

describe('R-UI-TABLE-01 R-UI-TABLE-05 columns of the expedition table', () => {
  const s0 = prepared(EARTH_NORMAL, ['soldier', 'laser', 'transbot', 'cage', 'cage'], []);

  test('R-UI-TABLE-01 the feature columns and unit colours of the starship log, and the brown resources row with its amount as weight', () => {
    const s = act(act(s0, { type: 'setInput', field: 'resources', raw: 10 }), { type: 'addResources' });
    const t = spaceTable(s);
    const log = (row: number, col: number) => t.sheet.cells.get(addr(row, col));
    // headers: the log's stat columns start in C (3), the table's after its name and 'stan'
    const names = ['int.', 'chwyt.', 'zabij.', 'waga', 'nośn.', 'szybk.', 'absorb.', 'rany/uszk.'];
    names.forEach((n, i) => {
      expect(log(7, 3 + i)?.value).toBe(n);
      expect(t.cell(t.header, t.left + 5 + i)?.value).toBe(n);
      expect(t.cell(t.header, t.left + 5 + i)?.style.fill).toBe(log(7, 3 + i)?.style.fill);
    });
    // unit colours: each row's name cell is coloured as the same unit in the starship log
    const logRow = (name: string) => Number([...t.sheet.cells].find(([a, c]) => /^B\d+$/.test(a) && c.value === name)![0].slice(1));
    for (const u of ['soldier', 'laser', 'transbot', 'cage'] as const) {
      const name = unitName('pl', u);
      const r = t.rows.shuttle![name]!;
      expect([u, t.cell(r, t.left + 3)?.style.fill]).toEqual([u, log(logRow(name), 2)?.style.fill]);
    }
    // resources: a brown unit (docs/DECISIONS R-UI-COLORS-10: #8B5A2B) whose weight is its amount, also brown
    const res = t.rows.shuttle!['zasoby']!;
    expect(t.cell(res, t.left + 3)?.style.fill).toBe('#8B5A2B');
    expect(t.at('shuttle', 'zasoby', 'weight')?.value).toBe(10);
    expect(t.at('shuttle', 'zasoby', 'weight')?.style.fill).toBe('#8B5A2B');
    expect(t.at('shuttle', 'zasoby', 'capacity')?.style.fill).not.toBe('#8B5A2B');
  });

  test('R-UI-TABLE-05 rany/uszk.: a human’s wounds and a type’s damaged units; ilość: the units of the row', () => {
    let s: GameState = { ...s0, crew: s0.crew.map((h) => (h.id === 'soldier' ? { ...h, wounds: 2 } : h)) };
    // a device type with a damaged unit: the only Climber aboard is damaged, so it is taken damaged
    s = { ...s, stock: { ...s.stock, climber: { count: 1, damaged: 1 } } };
    s = act(s, { type: 'load', unit: 'climber' });
    const t = spaceTable(s);
    expect(t.at('shuttle', unitName('pl', 'soldier'), 'wounds')?.value).toBe(2);
    expect(t.at('shuttle', unitName('pl', 'soldier'), 'quantity')?.value).toBe(1);
    expect(t.at('shuttle', unitName('pl', 'climber'), 'wounds')?.value).toBe(1);
    expect(t.at('shuttle', unitName('pl', 'laser'), 'wounds')?.value).toBe(0);
    expect(t.at('shuttle', unitName('pl', 'cage'), 'quantity')?.value).toBe(2);
    expect(t.at('shuttle', unitName('pl', 'cage'), 'wounds')?.value).toBe(0);
    // 'wolno' (> 0 to take a unit) is shown in the starship log (docs/DECISIONS R-UI-TABLE-05): one
    // Laser per planet, so after loading it the log's button is dead
    expect(legalActions(s).some((a) => a.type === 'load' && a.unit === 'laser')).toBe(false);
    expect(step(s, { type: 'load', unit: 'laser' }).refused).toBeDefined();
    expect(legalActions(s).some((a) => a.type === 'load' && a.unit === 'cage')).toBe(s.stock.cage.count > 0);
  });
});

describe('R-UI-TABLE-08 R-UI-TABLE-09 niżej', () => {
  test('R-UI-TABLE-08 from PROM resources go to NIESIONE in the amount typed into ±zasobów:', () => {
    let s = prepared(EARTH_NORMAL, ['soldier', 'transbot'], ['soldier', 'transbot']);
    s = act(act(s, { type: 'setInput', field: 'resources', raw: 10 }), { type: 'addResources' });
    expect(s.bay.resources).toBe(10);
    s = act(act(s, { type: 'setInput', field: 'resources', raw: 4 }), { type: 'down', folder: 'shuttle', unit: 'resources' });
    expect(s.party.carried.resources).toBe(4);
    expect(s.bay.resources).toBe(6);
    s = act(act(s, { type: 'setInput', field: 'resources', raw: 3 }), { type: 'down', folder: 'shuttle', unit: 'resources' });
    expect(s.party.carried.resources).toBe(7);
    expect(s.bay.resources).toBe(3);
    const t = spaceTable(s);
    expect(t.at('carried', 'zasoby', 'weight')?.value).toBe(7);
    expect(t.at('shuttle', 'zasoby', 'weight')?.value).toBe(3);
  });

  test('R-UI-TABLE-09 R-LOAD-20 from NIESIONE a device goes into UŻYWANE only while it fits the humans’ free capacity', () => {
    // the soldier's hands hold 7 at Earth gravity; the Transbot carries the rest
    const units: UnitId[] = ['soldier', 'transbot', 'laser', 'climber', 'detector', 'holocamera', 'cage'];
    let s = prepared(EARTH_NORMAL, units, units);
    expect(s.party.used.units.laser?.count).toBe(1);
    expect(s.party.used.units.climber?.count).toBe(1);
    expect(s.party.used.units.detector?.count).toBe(1);
    // 6 in the hands: the Holaparat (2) did not fit and is carried
    expect(s.party.carried.units.holocamera?.count).toBe(1);
    expect(step(s, { type: 'down', folder: 'carried', unit: 'holocamera' }).refused).toBeDefined();
    s = act(s, { type: 'up', folder: 'used', unit: 'laser' });
    s = act(s, { type: 'down', folder: 'carried', unit: 'holocamera' });
    expect(s.party.used.units.holocamera?.count).toBe(1);
    expect(s.party.carried.units.holocamera?.count ?? 0).toBe(0);
    // 6 again: the Laser (2) does not fit back
    expect(step(s, { type: 'down', folder: 'carried', unit: 'laser' }).refused).toBeDefined();
    // a cage never goes into UŻYWANE (R-UI-TABLE-26)
    expect(s.party.carried.units.cage?.count).toBe(1);
    expect(step(s, { type: 'down', folder: 'carried', unit: 'cage' }).refused).toBeDefined();
  });
});

describe('R-UI-TABLE-22 R-UI-TABLE-26 R-UI-TABLE-27 folders', () => {
  test('R-UI-TABLE-22 R-MOVE-22 on the shuttle’s field what can no longer be carried goes into PROM, nothing into PORZUCONE', () => {
    const landed = landedOnPlain((seed) => {
      const s = act(act(prepared(EARTH_NORMAL, ['soldier'], ['soldier'], seed), { type: 'setInput', field: 'resources', raw: 7 }), { type: 'addResources' });
      return act(s, { type: 'down', folder: 'shuttle', unit: 'resources' });
    });
    const s = { ...landed, hitsToAssign: 1 };
    expect(s.level).toBe('surface');
    // the soldier carries 7 with his capacity of 7 (R-CREW-21)
    expect(s.party.carried.resources).toBe(7);
    expect(s.bay.resources).toBe(0);
    const out = act(s, { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(out.crew.find((h) => h.id === 'soldier')!.wounds).toBe(1);
    // a wound costs 1 capacity (R-CREW-05): 6 left, so something went back into the shuttle
    expect(carriedWeight(out)).toBeLessThanOrEqual(6);
    expect(out.bay.resources).toBeGreaterThanOrEqual(1);
    expect(out.bay.resources + out.party.carried.resources).toBe(7);
    const t = expeditionTable(out);
    expect(t.labels.abandoned).toBeDefined();
    expect(t.rows.abandoned).toEqual({});
    expect(t.at('shuttle', 'zasoby', 'weight')?.value).toBe(out.bay.resources);
  });

  test('R-UI-TABLE-26 cages, the Rover and suits never go into UŻYWANE, even with free hands; a device does', () => {
    // Mezo, third set: near-zero gravity; the soldier's and engineer's hands hold 14 + 12
    let s = orbitOver('mezo', 2, 41);
    const units: UnitId[] = ['soldier', 'engineer', 'transbot', 'rover', 'laser', 'cage', 'heavySuit'];
    for (const u of units) s = act(s, { type: 'load', unit: u });
    for (const u of units) s = act(s, { type: 'down', folder: 'shuttle', unit: u });
    expect(s.party.used.units.laser).toEqual({ count: 1, damaged: 0 });
    for (const u of ['rover', 'cage', 'heavySuit'] as const) {
      expect([u, s.party.carried.units[u]?.count]).toEqual([u, 1]);
      expect([u, s.party.used.units[u]?.count ?? 0]).toEqual([u, 0]);
      expect([u, step(s, { type: 'down', folder: 'carried', unit: u }).refused]).toEqual([u, expect.anything()]);
    }
  });

  test('R-UI-TABLE-26 in the Rover every device counts as usable: the Detector in NIESIONE saves its hour in fog', () => {
    const s0 = landedOnPlain((seed) => {
      let s = orbitOver('mezo', 2, seed);
      for (const u of ['soldier', 'engineer', 'rover', 'detector'] as const) s = act(s, { type: 'load', unit: u });
      for (const u of ['soldier', 'engineer', 'detector'] as const) s = act(s, { type: 'down', folder: 'shuttle', unit: u });
      return act(s, { type: 'up', folder: 'used', unit: 'detector' });
    }, true);
    expect(s0.party.carried.units.detector?.count).toBe(1);
    expect(s0.mode).toBe('foot');
    // plain 2 h + fog 2 h (R-TERRAIN-03, R-AREA-08); on foot the Detector in NIESIONE does not help
    expect(fieldHours(s0)).toBe(4);
    const riding = act(s0, { type: 'toggleMode' });
    expect(riding.mode).toBe('rover');
    expect(riding.party.carried.units.detector?.count).toBe(1);
    expect(riding.party.used.units.detector?.count ?? 0).toBe(0);
    // R-DEV-54: −1 h in fog
    expect(fieldHours(riding)).toBe(3);
  });

  test('R-UI-TABLE-27 Tools and the Medkit help from NIESIONE only while the humans have free capacity for their weight (2)', () => {
    // the soldier's hands hold 7: Laser, Climber, Detector (6) in them, Tools and Medkit carried
    const units: UnitId[] = ['soldier', 'transbot', 'laser', 'climber', 'detector', 'tools', 'medkit'];
    const s = landedOnPlain((seed) => prepared(EARTH_NORMAL, units, units, seed));
    expect(s.level).toBe('surface');
    expect(s.party.carried.units.tools?.count).toBe(1);
    expect(s.party.carried.units.medkit?.count).toBe(1);
    expect(s.party.used.units.detector?.count).toBe(1);
    // 1 free: neither helps
    expect(repairFactors(s, 'laser')).toBe(0);
    expect(healFactors(s, 'soldier')).toBe(0);
    // 3 free: Tools +2 (R-REPAIR-05), Medkit +3 (R-HEAL-05)
    const freed = act(s, { type: 'up', folder: 'used', unit: 'detector' });
    expect(repairFactors(freed, 'laser')).toBe(2);
    expect(healFactors(freed, 'soldier')).toBe(3);
    // a wound costs a point of capacity (R-CREW-05): 2 free is still enough, 1 is not
    const wounded = (n: number) => ({ ...freed, crew: freed.crew.map((h) => (h.id === 'soldier' ? { ...h, wounds: n } : h)) });
    expect(repairFactors(wounded(1), 'laser')).toBe(2);
    expect(repairFactors(wounded(2), 'laser')).toBe(0);
    expect(healFactors(wounded(2), 'soldier')).toBe(0);
  });
});

describe('R-UI-TABLE-29 R-UI-SPACE-06 layout', () => {
  test('R-UI-TABLE-29 the totals of PROM, EKSPEDYCJA and UŻYWANE are dark cells (#404040, white text); NIESIONE and PORZUCONE have none', () => {
    const units: UnitId[] = ['soldier', 'transbot', 'laser', 'tools'];
    const s = landedOnPlain((seed) => prepared(EARTH_NORMAL, units, units, seed));
    expect(s.level).toBe('surface');
    const t = expeditionTable(s);
    const totals = (f: string) => [t.cell(t.labels[f]!, t.col.weight), t.cell(t.labels[f]!, t.col.capacity)];
    for (const f of ['shuttle', 'expedition', 'used'])
      for (const c of totals(f)) {
        expect([f, c?.style.fill, c?.style.color]).toEqual([f, '#404040', '#FFFFFF']);
      }
    for (const f of ['carried', 'abandoned']) for (const c of totals(f)) expect([f, c?.value ?? null, c?.style.fill]).toEqual([f, null, expect.not.stringMatching('#404040')]);
    // PROM: the table's weight and the shuttle's capacity at Earth gravity, 80 (R-SHUTTLE-02)
    expect(totals('shuttle').map((c) => c?.value)).toEqual([tableWeight(s), 80]);
    // EKSPEDYCJA: soldier 7 + Transbot 9; UŻYWANE: the soldier's hands, 7; Laser and Tools 2 + 2
    expect(totals('expedition').map((c) => c?.value)).toEqual([4, 16]);
    expect(totals('used').map((c) => c?.value)).toEqual([4, 7]);
  });

  test('R-UI-SPACE-06 R-UI-SPACE-05 the navigation board lies below the map on the right, the choice menu below it on the left', () => {
    const s = orbitWhere(EARTH_NORMAL, 41);
    const space = renderSheets(act(s, { type: 'decline' }), 'pl').sheets.space;
    const rc = (a: string) => ({ row: Number(a.replace(/^[A-Z]+/, '')), col: [...a.replace(/\d+$/, '')].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0) });
    // the map: the cells of the empty-space colour (and the planets and Earth on it)
    const mapCells = [...space.cells].filter(([, c]) => c.style.fill === '#EEF2F8').map(([a]) => rc(a));
    const bottom = Math.max(...mapCells.map((c) => c.row));
    const left = Math.min(...mapCells.map((c) => c.col));
    const right = Math.max(...mapCells.map((c) => c.col));
    const middle = (left + right) / 2;
    const at = (type: string) => [...space.cells].filter(([, c]) => c.action?.type === type).map(([a]) => rc(a));
    const fly = at('fly');
    expect(fly.length).toBeGreaterThan(0);
    for (const c of fly) {
      expect(c.row).toBeGreaterThan(bottom);
      expect(c.col).toBeGreaterThan(middle);
      expect(c.col).toBeLessThanOrEqual(right);
    }
    const menu = [...at('onboard'), ...at('openNewGame')];
    expect(menu.length).toBe(menuItems(act(s, { type: 'decline' })).length);
    for (const c of menu) {
      expect(c.row).toBeGreaterThan(bottom);
      expect(c.col).toBeLessThan(middle);
      expect(c.col).toBeGreaterThanOrEqual(left);
    }
  });
});
