// The expedition sheet's data panel, board and table as time on a planet fills them (issue 11):
// the drains (R-UI-EXP-09..11), the shuttle and the infection, the board's other levels and dead
// directions (R-UI-EXP-16, R-UI-EXP-20, R-UI-EXP-21), the resources row (R-RES-01) and the marks
// of the sick and the infected dead. Expected texts are written out by hand from the manual's
// numbers and ours (src/engine/data/resources.ts).
import { t, type GameState, type HumanId } from '../../src/engine';
import { buttons, renderSheets, UNIT_KIND_FILL, type Sheet } from '../../src/sheets';
import { addr, parseAddr } from '../../src/sheets/address';
import { EXP_COLS } from '../../src/sheets/expedition';
import { act, landedOnArea } from '../support/voyage';

// the Reef Islands of Birss, set 1: high gravity, normal air, planet drain 1; the shuttle on a plain (4:3)
const reef = (): GameState => landedOnArea('birss', 1, 'birss.reefIslands', ['soldier', 'navigator', 'laser']);
const at = (s: GameState, row: number, col: number, cave = false): GameState => ({ ...s, surface: { ...s.surface!, at: { row, col, cave } } });
const sheetOf = (s: GameState, lang: 'pl' | 'en' = 'pl') => renderSheets(s, lang).sheets.expedition;

/** The value beside a label of the data panel. */
function panel(sheet: Sheet, label: string): unknown {
  for (const [address, cell] of sheet.cells) {
    if (cell.value !== label) continue;
    const row = Number(address.replace(/^[A-Z]+/, ''));
    return sheet.cells.get(addr(row, EXP_COLS.dataValue))?.value;
  }
  throw new Error(`no label ${label}`);
}

const menuLabels = (sheet: Sheet) => [...sheet.cells.values()].map((c) => c.value).filter((v): v is string => typeof v === 'string');

describe('R-UI-EXP-09..11 the drains on the panel', () => {
  test('R-UI-EXP-10 R-UI-EXP-11 R-RES-05 at the shuttle: 5 absorbency points (2 humans × 2, the Laser 1) drain 5 × 1.9% × 1.83/1.37 = 0,13 an hour; with the plain (+1) and the planet (1): 2 points × 1.6% × 1.83/1.37 more, 0,17 in all', () => {
    const s = reef();
    expect(s.orbit).toEqual({ planet: 'birss', set: 1 });
    expect(s.surface!.at).toEqual({ row: 4, col: 3, cave: false });
    const sheet = sheetOf(s);
    expect(panel(sheet, t('pl', 'label.absorberDrain'))).toBe('5 pkt · 0,13/godz.');
    expect(panel(sheet, t('pl', 'label.totalDrain'))).toBe('0,17/godz.');
    expect(panel(sheet, t('pl', 'label.planetDrain'))).toMatch(/^1 \((tropikalny|umiarkowany)\)$/);
    expect(panel(sheetOf(s, 'en'), t('en', 'label.absorberDrain'))).toBe('5 pts · 0.13/h');
  });

  test('R-UI-EXP-11 R-RES-08 where planet + terrain is below zero (a lush emergent liquid surface: 1 − 1 − 2) only the absorbers are shown in the total', () => {
    const s = at(reef(), 2, 6);
    const sheet = sheetOf(s);
    expect(panel(sheet, t('pl', 'label.totalDrain'))).toBe('0,13/godz.');
  });

  test('the shuttle line: safe, threatened (with the threats), destroyed; the infection risk in points and per cent an hour (0.005% a point)', () => {
    const s = reef();
    expect(panel(sheetOf(s), t('pl', 'label.shuttleState'))).toBe('bezpieczny');
    expect(panel(sheetOf({ ...s, surface: { ...s.surface!, shuttleThreats: 2 } }), t('pl', 'label.shuttleState'))).toBe('zagrożony (2)');
    expect(panel(sheetOf({ ...s, surface: { ...s.surface!, wreck: true } }), t('pl', 'label.shuttleState'))).toBe('zniszczony');
    expect(panel(sheetOf({ ...s, surface: { ...s.surface!, infection: 112 } }), t('pl', 'label.infectionRisk'))).toBe('112 pkt · 0,56%/godz.');
  });
});

describe('R-UI-EXP-16..21 the board and its levels', () => {
  test('R-UI-EXP-20 at the map’s edge the cell of a direction off the map is empty and does nothing', () => {
    const s = at(reef(), 1, 1);
    const sheet = sheetOf(s);
    const dirs = buttons(sheet).filter((b) => b.action.type === 'move').map((b) => (b.action as { dir: string }).dir);
    expect(dirs).not.toContain('up');
    expect(dirs).not.toContain('upLeft');
    expect(dirs).not.toContain('downLeft');
    expect(dirs).toContain('down');
  });

  test("R-UI-EXP-16 R-UI-EXP-21 R-TERRAIN-07 R-TERRAIN-08 on a liquid field 'zanurz się' shows the level below: its label becomes 'pozostań na powierzchni' and the centre dives ('v')", () => {
    const s = at(reef(), 4, 1);
    expect(menuLabels(sheetOf(s))).toContain('zanurz się');
    const shown = act(s, { type: 'toggleView', view: 'underwater' });
    const sheet = sheetOf(shown);
    expect(menuLabels(sheet)).toContain('pozostań na powierzchni');
    const centre = buttons(sheet).find((b) => b.action.type === 'move' && (b.action as { dir: string }).dir === 'centre')!;
    expect(String(sheet.cells.get(centre.address)!.value)).toMatch(/^\d+(,\d+)? h v/);
  });

  test("R-UI-EXP-16 R-TERRAIN-17 beside a cave entrance 'wejdź do jaskini' shows the caves; its label becomes 'pozostań na górze'; 'krążenie' and 'pieszo' are menu lines too", () => {
    const s = at(reef(), 2, 4);
    expect(menuLabels(sheetOf(s))).toEqual(expect.arrayContaining(['wejdź do jaskini', 'krążenie', 'pieszo']));
    expect(menuLabels(sheetOf(act(s, { type: 'toggleView', view: 'cave' })))).toContain('pozostań na górze');
  });
});

describe('the table', () => {
  test('R-RES-01 R-UI-COLORS-03 resources are a brown row whose weight is their number (1 each)', () => {
    const s = reef();
    const n = s.party.carried.resources;
    expect(n).toBeGreaterThan(0);
    const sheet = sheetOf(s);
    const name = [...sheet.cells].find(([, c]) => c.value === t('pl', 'unit.resources'))!;
    expect(name[1].style.fill).toBe(UNIT_KIND_FILL.resources.fill);
    expect(UNIT_KIND_FILL.resources.fill).toBe('#8B5A2B');
    const row = Number(name[0].replace(/^[A-Z]+/, ''));
    const rowValues = [...sheet.cells].filter(([a]) => Number(a.replace(/^[A-Z]+/, '')) === row).map(([, c]) => c.value);
    expect(rowValues.filter((v) => v === n).length).toBeGreaterThanOrEqual(2); // weight and 'ilość'
  });

  test("R-INF-09 R-INF-12 'stan' marks the sick ('CH', in English 'ILL') and the dead of the infection ('†')", () => {
    const s = reef();
    const soldier = s.party.expedition.crew.find((p) => p.id === 'soldier')!;
    const carriedSick = (alive: boolean): GameState => ({
      ...s,
      crew: s.crew.map((h) => (h.id === ('soldier' as HumanId) ? { ...h, ill: true, alive } : h)),
      party: { ...s.party, expedition: { ...s.party.expedition, crew: s.party.expedition.crew.filter((p) => p.id !== 'soldier') }, carried: { ...s.party.carried, crew: [soldier] } },
    });
    const values = (x: GameState, lang: 'pl' | 'en') => [...sheetOf(x, lang).cells.values()].map((c) => c.value);
    expect(values(carriedSick(true), 'pl')).toContain('CH');
    expect(values(carriedSick(true), 'en')).toContain('ILL');
    expect(values(carriedSick(false), 'pl')).toContain('†');
  });
});


describe('R-ART-06 the artifacts row of the expedition table', () => {
  test('grey "wytwory" in NIESIONE: the names in "stan", their weight, how many; the stowed ones in PROM', () => {
    const s = reef();
    const carrying = { ...s, surface: { ...s.surface!, caged: [{ being: 'starTablet', indicators: {}, weight: 3 }, { being: 'memorySphere', indicators: {}, weight: 2 }, { being: 'alienWeapon', indicators: {}, weight: 1, stowed: true as const }] } };
    for (const [lang, label, names, stowed] of [
      ['pl', 'wytwory', 'Tablica gwiezdna, Kula pamięci', 'Broń Obcych'],
      ['en', 'artifacts', 'Star Tablet, Memory Sphere', 'Alien Weapon'],
    ] as const) {
      const sheet = sheetOf(carrying, lang);
      const rows = [...sheet.cells].filter(([, c]) => c.value === label).map(([a]) => parseAddr(a)!);
      expect(rows.length).toBe(2);
      const [first, second] = rows.sort((a, b) => a.row - b.row);
      const at = (r: { row: number; col: number }, dc: number) => sheet.cells.get(addr(r.row, r.col + dc))?.value;
      // PROM comes first in the table: the stowed weapon; then NIESIONE's tablet and sphere
      expect([at(first!, 1), at(first!, 5), at(first!, 10)]).toEqual([stowed, 1, 1]);
      expect([at(second!, 1), at(second!, 5), at(second!, 10)]).toEqual([names, 5, 2]);
      expect(sheet.cells.get(addr(second!.row, second!.col))?.style?.fill).toBe(UNIT_KIND_FILL.artifact.fill);
    }
  });
});

describe('R-DEV-69 the cage rows of the expedition table', () => {
  test('the creatures caged in a folder\'s cages in "stan", a species caught twice with its count', () => {
    const s = landedOnArea('birss', 1, 'birss.reefIslands', ['soldier', 'navigator', 'cage', 'cage', 'cage']);
    // no cage left in the shuttle: all three creatures are in the party's three cages
    const full: GameState = { ...s, bay: { ...s.bay, units: { ...s.bay.units, cage: { count: 0, damaged: 0 } } }, surface: { ...s.surface!, caged: ['driftBladder', 'mudGulper', 'driftBladder'].map((being) => ({ being, indicators: {} })) } };
    for (const [lang, shown] of [
      ['pl', '2× Pęcherz lotny, Mułołyk'],
      ['en', '2× Drift Bladder, Mud Gulper'],
    ] as const) {
      const sheet = sheetOf(full, lang);
      const states = [...sheet.cells].filter(([, c]) => typeof c.value === 'string' && c.value.includes('Mu')).map(([, c]) => c.value);
      expect(states).toContain(shown);
    }
  });
});

describe('R-UI-EXP-13 the clash totals on the panel', () => {
  test('R-COMBAT-05 R-UI-EXP-13 while weapons are chosen: the grab and kill totals with the weapons chosen so far; nothing outside a clash', () => {
    const s = reef();
    expect(panel(sheetOf(s), 'siła chwytania')).toBeNull();
    const course = { stage: 'weapons' as const, tried: ['combat' as const], talksFailed: false, advantage: null, canCapture: true, noFight: false, weapons: [] as 'laser'[], usedAtStart: ['laser' as const], surprise: false };
    const meeting = (weapons: 'laser'[]) => ({ ...s, surface: { ...s.surface!, encounter: { being: 'mudGulper', place: { row: 1, col: 1, layer: 'surface' as const }, surprised: false, companion: null, indicators: {}, course: { ...course, weapons } } } });
    // the Soldier grab 4 kill 3, the Navigator grab 3 kill 2 (at high gravity the values stay)
    expect([panel(sheetOf(meeting([])), 'siła chwytania'), panel(sheetOf(meeting([])), 'siła zabijania')]).toEqual([7, 5]);
    // the Laser (grab 4, kill 8) goes to the Navigator: 4 + 4 = 8 and 3 + 8 = 11
    expect([panel(sheetOf(meeting(['laser'])), 'siła chwytania'), panel(sheetOf(meeting(['laser'])), 'siła zabijania')]).toEqual([8, 11]);
  });
});
