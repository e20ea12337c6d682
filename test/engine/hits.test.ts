import type { FolderId } from '../../src/engine/rules/folders';
import { legalActions, newGame, PLANETS, step, tableRows, type GameState } from '../../src/engine';
import { renderSheets } from '../../src/sheets';
import { act, landedWhere } from '../support/voyage';

/** Landed on a planet whose set matches, with the units walking, and `hits` hits to give out. */
function hitAfterLanding(pred: (x: (typeof PLANETS)['mezo']['sets'][number]) => boolean, units: ('soldier' | 'scout' | 'transbot' | 'repbot' | 'laser' | 'cage')[], hits: number): GameState {
  return { ...landedWhere(pred, units, 31, 4), hitsToAssign: hits };
}

describe('hits given out in the expedition table', () => {
  test('R-UI-TABLE-03 R-DMG-01 R-DMG-02 every unit and the resources are marked; the columns become rań/uszkodź and uszkodź skaf.', () => {
    const s = hitAfterLanding((x) => x.atmosphere === 'toxic', ['soldier', 'transbot'], 1);
    const rows = tableRows(s);
    expect(rows.some((r) => r.unit === 'soldier' && r.down?.type === 'hit' && r.up?.type === 'hitSuit')).toBe(true);
    expect(rows.some((r) => r.unit === 'transbot' && r.down?.type === 'hit')).toBe(true);
    expect(rows.some((r) => r.unit === 'resources' && r.down?.type === 'hit')).toBe(true);
    expect(legalActions(s).some((a) => a.type === 'research')).toBe(false);
    const values = [...renderSheets(s, 'pl').sheets.expedition.cells.values()].map((c) => c.value);
    expect(values).toContain('rań/uszkodź');
    expect(values).toContain('uszkodź skaf.');
    expect(values).toContain('<');
  });

  test('R-DMG-05 R-DMG-07 a hit on a human is a wound; when all are given out the research opens', () => {
    let s = hitAfterLanding((x) => x.atmosphere === 'normal', ['soldier'], 1);
    s = act(s, { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(s.crew.find((h) => h.id === 'soldier')!.wounds).toBe(1);
    expect(s.hitsToAssign).toBe(0);
    expect(legalActions(s)).toContainEqual({ type: 'research' });
  });

  test('R-DMG-13 R-ROBOT-07 R-SCORE-30 a robot hit twice is damaged, then destroyed (−1 VP)', () => {
    let s = hitAfterLanding((x) => x.atmosphere === 'normal', ['soldier', 'transbot'], 2);
    s = act(s, { type: 'hit', folder: 'expedition', unit: 'transbot' });
    // R-DMG-13, R-ROBOT-02: the damaged robot no longer walks: it is carried, or put back into PROM
    expect(s.party.expedition.units.transbot?.count ?? 0).toBe(0);
    const where = s.party.carried.units.transbot?.count ? 'carried' : 'shuttle';
    expect(where === 'carried' ? s.party.carried.units.transbot : s.bay.units.transbot).toEqual({ count: 1, damaged: 1 });
    const vp = s.vp;
    s = act(s, { type: 'hit', folder: where, unit: 'transbot' });
    expect((where === 'carried' ? s.party.carried : s.bay).units.transbot?.count).toBe(0);
    expect(s.vp - vp).toBe(-1);
  });

  test('R-DMG-15 R-DMG-17 a cage is destroyed by one hit, at no VP cost', () => {
    let s = hitAfterLanding((x) => x.atmosphere === 'normal', ['soldier', 'cage'], 1);
    const folder = tableRows(s).find((r) => r.unit === 'cage')!.folder as Exclude<FolderId, 'abandoned'>;
    const vp = s.vp;
    s = act(s, { type: 'hit', folder, unit: 'cage' });
    expect(tableRows(s).some((r) => r.unit === 'cage')).toBe(false);
    expect(s.vp).toBe(vp);
  });

  test('R-DMG-20 R-DMG-21 a hit on resources costs 2, or 1 with a Repbot', () => {
    let s = hitAfterLanding((x) => x.atmosphere === 'normal', ['soldier'], 1);
    const before = s.party.carried.resources;
    s = act(s, { type: 'hit', folder: 'carried', unit: 'resources' });
    expect(s.party.carried.resources).toBe(before - 2);
    let r = hitAfterLanding((x) => x.atmosphere === 'normal', ['soldier', 'repbot'], 1);
    const before2 = r.party.carried.resources;
    r = act(r, { type: 'hit', folder: 'carried', unit: 'resources' });
    expect(r.party.carried.resources).toBe(before2 - 1);
    const one = { ...s, hitsToAssign: 1, party: { ...s.party, carried: { ...s.party.carried, resources: 1 } } };
    expect(step(one, { type: 'hit', folder: 'carried', unit: 'resources' }).refused).toBeDefined();
  });

  test('R-DMG-11 R-DMG-10 a suit hit twice is destroyed, and in toxic air its wearer dies', () => {
    let s = hitAfterLanding((x) => x.atmosphere === 'toxic', ['soldier', 'scout'], 2);
    s = act(s, { type: 'hitSuit', folder: 'expedition', unit: 'scout' });
    expect(s.party.expedition.crew.find((p) => p.id === 'scout')!.suit).toEqual({ kind: 'suit', damaged: true });
    const vp = s.vp;
    s = act(s, { type: 'hitSuit', folder: 'expedition', unit: 'scout' });
    expect(s.crew.find((h) => h.id === 'scout')!.alive).toBe(false);
    expect(s.party.expedition.crew.map((p) => p.id)).toEqual(['soldier']);
    // R-CREW-11 (our design): an unwounded human's death costs 10 + round(6 × 1/3) = 12
    expect(s.crew.find((h) => h.id === 'scout')!.wounds).toBe(0);
    expect(s.vp - vp).toBe(-12);
  });

  test('R-LAND-10 R-DMG-01 a landing accident leaves its hits to be given out by the player', () => {
    for (let seed = 0; seed < 400; seed++) {
      const base = hitAfterLanding((x) => x.atmosphere === 'normal', ['soldier'], 0);
      const again = act({ ...base, phase: 'landing', surface: null, hitsToAssign: 0, landing: { area: base.surface!.area, draws: 1 }, rng: newGame({ length: 30, seed }).rng }, { type: 'acceptArea' });
      if (again.hitsToAssign > 0) {
        expect(again.message.key).toBe('msg.accidentHits');
        return;
      }
    }
    throw new Error('no accident with hits in 400 landings');
  });
});
