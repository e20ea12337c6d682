// Rules of the built areas whose effect comes only at the end of the voyage or in combat, so they
// cannot be proven before their issue; and R-DEV-64's part that is built.
//
// Not yet built: R-CREW-14, R-ROBOT-09, R-DEV-09, R-DEV-42, R-DEV-46, R-DEV-49, R-DEV-66 (how often
// each unit must go down to a planet, charged at the end of the voyage: waits for issue 14, the
// balance at the end); R-DEV-64's "each Rover still damaged at the end" (issue 14). R-DEV-36 (a
// Stunner used up) is proved in test/engine/course.test.ts.
//
// Also waiting for issue 14 (scoring, balance and the end of the game): every R-SCORE, R-BAL and
// R-WIN rule not named by another test — the points ledger, the end-of-voyage balance by length,
// the verdict against 40/70/100 VP and the end-of-game penalties.
//
// Not built (issue 13's leftovers, in its note): R-ART-07's Alien Weapon brought from the starship
// (taking a delivered artifact back down, R-LAND-02, is not offered, so no delivery VP can be lost).
// An artifact left behind is simply gone from the party; nothing marks its species as used up, so
// it can be met again by the normal rules.
import { newGame } from '../../../src/engine';
import { destroyedUnitVp } from '../../../src/engine/rules/losses';
import { act, orbitWhere } from '../../support/voyage';

test('R-DEV-64 a destroyed Rover costs 1 VP, each one, even with other Rovers left', () => {
  const s = newGame({ length: 30, seed: 3 });
  expect(destroyedUnitVp({ ...s, stock: { ...s.stock, rover: { count: 2, damaged: 0 } } }, 'rover')).toBe(-1);
  let x = orbitWhere((c) => c.atmosphere === 'normal' && c.gravity === 'earth', 8);
  x = act(act(act(x, { type: 'load', unit: 'soldier' }), { type: 'load', unit: 'rover' }), { type: 'down', folder: 'shuttle', unit: 'soldier' });
  x = act(act(x, { type: 'land' }), { type: 'acceptArea' });
  x = { ...x, hitsToAssign: 2 };
  x = act(x, { type: 'hit', folder: 'shuttle', unit: 'rover' });
  expect(x.bay.units.rover).toEqual({ count: 1, damaged: 1 });
  const vp = x.vp;
  x = act(x, { type: 'hit', folder: 'shuttle', unit: 'rover' });
  expect(x.bay.units.rover?.count).toBe(0);
  expect(x.vp - vp).toBe(-1);
});
