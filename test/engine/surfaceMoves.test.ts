// Rules of the MOVE area that time on a planet completes (issue 11): a liquid field is two fields
// (R-MOVE-06), a march without the Scout or a Rekonbot is riskier (R-MOVE-10), suits go on and off
// on the surface (R-MOVE-32, R-MOVE-33).
//
// Waiting for the encounters (issue 12): R-MOVE-08, R-MOVE-11 (surprise attacks), R-MOVE-12..14,
// R-MOVE-16, R-MOVE-17 (creatures met or freed by marches), R-MOVE-27 (abandoned cages and
// artifacts), R-MOVE-37, R-MOVE-38 (creatures brought aboard). Waiting for the clashes (issue 13): R-MOVE-29 (after a chase), R-MOVE-30
// (releasing a creature).
import { legalActions, type GameState } from '../../src/engine';
import { hazardRates, riskyMarch, situation } from '../../src/engine/rules/accidents';
import { partyPlace } from '../../src/engine/rules/field';
import { isResearchable } from '../../src/engine/rules/research';
import { act, landedOnArea, landedWhere, landingResearched, provisioned } from '../support/voyage';

const reef = (units: Parameters<typeof landedOnArea>[3] = ['soldier', 'navigator']): GameState => landedOnArea('birss', 1, 'birss.reefIslands', units);
const at = (s: GameState, row: number, col: number): GameState => ({ ...s, surface: { ...s.surface!, at: { row, col, cave: false } } });

test('R-MOVE-06 R-MAP-09 a liquid field is researched on its surface and under it as two fields', () => {
  let s = at(reef(), 4, 1);
  expect(partyPlace(s)).toEqual({ row: 4, col: 1, layer: 'surface' });
  s = act(s, { type: 'research' });
  expect(s.surface!.researched).toContain('4:1:surface');
  // the surface is done; under it the field is still new
  expect(isResearchable(s, { row: 4, col: 1, layer: 'surface' })).toBe(false);
  expect(isResearchable(s, { row: 4, col: 1, layer: 'underwater' })).toBe(true);
  for (let i = 0; i < 20 && s.hitsToAssign > 0; i++) s = act(s, legalActions(s).find((a) => a.type === 'hit')!);
  s = act(act(s, { type: 'toggleView', view: 'underwater' }), { type: 'move', dir: 'centre' });
  expect(s.surface!.researched).toEqual(expect.arrayContaining(['4:1:surface', '4:1:underwater']));
});

test('R-MOVE-10 R-ACC-02 on a cliff a march without the Scout or a Rekonbot risks 0.8% an hour, with the Scout 0.2% as research does', () => {
  // the Reef Islands have no cliff: the situation is read off the party's state, the cliff set by hand
  const without = situation(reef(), { risky: true, researched: false })!;
  expect(hazardRates({ ...without, cliff: true }).cliff).toBeCloseTo(0.008, 12);
  expect(hazardRates({ ...without, cliff: true, risky: false }).cliff).toBeCloseTo(0.002, 12);
  // the engine's own reading: a march (or circling) without them is risky; with the Scout it is not; research never
  const scout = landedOnArea('birss', 1, 'birss.reefIslands', ['soldier', 'scout']);
  expect(riskyMarch(reef(), 'march')).toBe(true);
  expect(riskyMarch(reef(), 'circling')).toBe(true);
  expect(riskyMarch(reef(), 'research')).toBe(false);
  expect(riskyMarch(scout, 'march')).toBe(false);
});

describe('suits on the surface', () => {
  test("R-MOVE-33 R-UI-TABLE-18 'zdejmij', then 'wybierz' at a human in toxic air: the suit comes off and he dies (−10 VP and more, R-CREW-11)", () => {
    let s = provisioned(landingResearched({ ...landedWhere((x) => x.atmosphere === 'toxic', ['engineer', 'soldier'], 21), hitsToAssign: 0 }), 4);
    expect(s.party.expedition.crew.find((p) => p.id === 'engineer')!.suit).not.toBeNull();
    s = act(s, { type: 'startUndress' });
    const vp = s.vp;
    s = act(s, { type: 'undressHuman', unit: 'engineer' });
    expect(s.crew.find((h) => h.id === 'engineer')!.alive).toBe(false);
    expect(s.vp - vp).toBeLessThanOrEqual(-10);
  });

  test('R-MOVE-32 R-UI-TABLE-17 on the surface a loose heavy suit goes on a bare human with the third column and wybierz', () => {
    let s = reef(['soldier', 'navigator', 'heavySuit']);
    const loose = [s.bay, s.party.carried].find((f) => (f.units.heavySuit?.count ?? 0) > 0);
    expect(loose).toBeDefined();
    const third = legalActions(s).find((a) => a.type === 'suitButton' && a.unit === 'heavySuit')!;
    expect(third).toBeDefined();
    s = act(act(s, third), { type: 'dressHuman', unit: 'soldier' });
    const soldier = [...s.party.expedition.crew, ...s.party.carried.crew].find((p) => p.id === 'soldier')!;
    expect(soldier.suit).toEqual({ kind: 'heavySuit', damaged: false });
  });
});
