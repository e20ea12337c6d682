// Issue 10, points 8 and 14: the texts of putting a suit on and taking it off say what happened.
import { format, type GameState } from '../../src/engine';
import { en } from '../../src/engine/text/en';
import { act, landedWhere, orbitWhere } from '../support/voyage';

describe('R-LOAD-10 R-UI-TABLE-17 R-UI-TABLE-18 suit texts', () => {
  const orbit = (): GameState => act(orbitWhere((x) => x.atmosphere === 'normal', 33), { type: 'load', unit: 'commander' });

  test('putting a suit on says so (not "Na prom: Dowódca.")', () => {
    const picked = act(act(orbit(), { type: 'load', unit: 'suit' }), { type: 'suitButton', unit: 'suit' });
    const dressed = act(picked, { type: 'dressHuman', unit: 'commander' });
    expect(dressed.bay.crew.find((p) => p.id === 'commander')?.suit?.kind).toBe('suit');
    expect(dressed.message).toEqual({ key: 'msg.suitOn', params: { unit: { unit: 'commander' } } });
    expect(format('pl', dressed.message)).toBe('Dowódca zakłada skafander.');
    // taking it off in orbit: the suit stays in the shuttle, not "back to the starship"
    const off = act(dressed, { type: 'suitButton', unit: 'commander' });
    expect(off.bay.units.suit?.count).toBe(1);
    expect(format('pl', off.message)).toBe('Dowódca zdejmuje skafander; skafander zostaje na promie.');
    expect(format('en', off.message)).toContain('stays in the shuttle');
  });

  test("choosing who removes a suit has a hint about removing, not about putting on; English says 'remove suit'", () => {
    const s = landedWhere((x) => x.atmosphere === 'normal', ['soldier'], 61);
    const picking = act({ ...s, hitsToAssign: 0, party: { ...s.party, expedition: { ...s.party.expedition, crew: s.party.expedition.crew.map((p) => ({ ...p, suit: { kind: 'suit', damaged: false } })) } } }, { type: 'startUndress' });
    expect(picking.hint).toEqual({ key: 'hint.cancelUndress' });
    expect(format('pl', picking.hint!)).toContain('zdejmować');
    expect(en['menu.takeOff']).toBe('remove suit');
  });
});
