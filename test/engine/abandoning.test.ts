// Why and how units are left behind on the surface (R-MOVE-23..25): the weight and the capacity
// shown beside 'EKSPEDYCJA', a capacity that falls and puts units down into 'PORZUCONE', and what
// 'wyżej' may abandon by hand. The capacity loss of a wound (1) is the manual's literal (R-CREW:
// "zmniejsza się zwykle o 1 na każdą ranę").
import { legalActions, tableRows, type GameState } from '../../src/engine';
import { woundHuman } from '../../src/engine/rules/damage';
import { carriedWeight, partyCapacity, reorganise } from '../../src/engine/rules/party';
import { Dice, seedRng } from '../../src/engine/rng';
import { addr, renderSheets } from '../../src/sheets';
import { EXP_COLS } from '../../src/sheets/expedition';
import { act, landedOnArea, landingResearched, orbitWhere } from '../support/voyage';

const march = (s: GameState): GameState => ({ ...s, surface: { ...s.surface!, moveMode: 'march' } });
/** Birss set 1, the Reef Islands, marched up to the hills 3:3, as much carried as the party can. */
const awayFull = (units: Parameters<typeof landedOnArea>[3] = ['soldier', 'navigator']) => act(march(landedOnArea('birss', 1, 'birss.reefIslands', units, 8, 30)), { type: 'move', dir: 'up' });
const row = (s: GameState, folder: string, unit: string) => tableRows(s).find((r) => r.folder === folder && r.unit === unit);

/** The two cells right of a folder's label on the expedition sheet: its weight and its capacity. */
function labelTotals(s: GameState, label: string): [unknown, unknown] {
  const sheet = renderSheets(s, 'pl').sheets.expedition;
  const at = [...sheet.cells].find(([, c]) => c.value === label)![0];
  const r = Number(at.replace(/^[A-Z]+/, ''));
  return [sheet.cells.get(addr(r, EXP_COLS.tableLeft + 8))?.value, sheet.cells.get(addr(r, EXP_COLS.tableLeft + 9))?.value];
}

describe('R-MOVE-23..25 what is left behind, and why', () => {
  test('R-MOVE-23 the weight and the capacity of the party stand beside EKSPEDYCJA, and move with a wound', () => {
    const s = awayFull();
    expect(s.surface!.at).toEqual({ row: 3, col: 3, cave: false });
    expect(s.party.carried.resources).toBeGreaterThan(0);
    expect(labelTotals(s, 'EKSPEDYCJA')).toEqual([carriedWeight(s), partyCapacity(s)]);
    const hurt = reorganise(woundHuman(s, 'soldier', new Dice(seedRng(1))));
    const [w0, c0] = labelTotals(s, 'EKSPEDYCJA') as [number, number];
    const [w1, c1] = labelTotals(hurt, 'EKSPEDYCJA') as [number, number];
    expect(c1).toBe(c0 - 1);
    expect(w1).toBeLessThanOrEqual(c1);
    expect(w1).toBeLessThan(w0);
  });

  test('R-MOVE-24 R-UI-TABLE-22 a wound lowers the capacity by 1 and what no longer fits goes into PORZUCONE, away from the shuttle', () => {
    const s = awayFull();
    // full: the party carries exactly what it can
    expect(carriedWeight(s)).toBe(partyCapacity(s));
    expect(s.party.abandoned.resources).toBe(0);
    const hurt = reorganise(woundHuman(s, 'soldier', new Dice(seedRng(1))));
    expect(partyCapacity(hurt)).toBe(partyCapacity(s) - 1);
    expect(hurt.party.abandoned.resources).toBe(1);
    expect(hurt.party.carried.resources).toBe(s.party.carried.resources - 1);
    expect(hurt.bay.resources).toBe(s.bay.resources);
  });

  test('R-MOVE-24 R-MOVE-25 the Rover is left only by walking: no "wyżej" while riding; walking away from the shuttle puts it in PORZUCONE', () => {
    const normal = (x: { atmosphere: string; gravity: string }) => x.atmosphere === 'normal' && x.gravity === 'earth';
    let s = orbitWhere(normal, 8);
    for (const u of ['soldier', 'navigator', 'rover'] as const) s = act(s, { type: 'load', unit: u });
    s = act(act(s, { type: 'down', folder: 'shuttle', unit: 'soldier' }), { type: 'toggleMode' });
    s = act({ ...act(s, { type: 'land' }), landing: { area: 'picolo.craterField', draws: 1 } }, { type: 'acceptArea' });
    for (let i = 0; i < 20 && s.hitsToAssign > 0; i++) s = act(s, legalActions(s).find((a) => a.type === 'hit')!);
    s = act(march(landingResearched({ ...s, surface: { ...s.surface!, fog: false } })), { type: 'move', dir: 'up' });
    expect([s.mode, s.surface!.at]).toEqual(['rover', { row: 4, col: 4, cave: false }]);
    expect(row(s, 'expedition', 'rover')!.up).toBeNull();
    const walking = act(s, { type: 'toggleMode' });
    expect(walking.mode).toBe('foot');
    expect(walking.party.abandoned.units.rover).toEqual({ count: 1, damaged: 0 });
    expect(row(walking, 'abandoned', 'rover')!.up).toEqual({ type: 'up', folder: 'abandoned', unit: 'rover' });
  });

  test('R-MOVE-25 "wyżej" abandons from NIESIONE; from UŻYWANE it only puts into NIESIONE; the shuttle\'s units cannot be abandoned away from it', () => {
    const s = awayFull(['soldier', 'navigator', 'holocamera']);
    expect(row(s, 'used', 'holocamera')!.up).toEqual({ type: 'up', folder: 'used', unit: 'holocamera' });
    const carried = act(s, { type: 'up', folder: 'used', unit: 'holocamera' });
    expect(carried.party.carried.units.holocamera?.count).toBe(1);
    expect(carried.party.abandoned.units.holocamera?.count ?? 0).toBe(0);
    const left = act(carried, { type: 'up', folder: 'carried', unit: 'holocamera' });
    expect(left.party.abandoned.units.holocamera).toEqual({ count: 1, damaged: 0 });
    expect(left.party.carried.units.holocamera?.count ?? 0).toBe(0);
    // PROM's rows have no buttons away from the shuttle
    expect(tableRows(s).filter((r) => r.folder === 'shuttle').every((r) => r.up === null && r.down === null)).toBe(true);
    expect(legalActions(s).some((a) => (a.type === 'up' || a.type === 'down') && a.folder === 'shuttle')).toBe(false);
  });
});
