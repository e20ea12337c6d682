// On-board activities (R-SHIP-02..06): the message of a series says how many units were repaired,
// how many wounds healed and the month. Targets the mutation survivors of issue 8 in rules/onboard.ts.
import { format, legalActions, step, type GameState } from '../../../src/engine';
import { onboardSeries } from '../../../src/engine/rules/onboard';
import { Dice } from '../../../src/engine/rng';
import { act, orbitOver } from '../../support/voyage';

/** Back in space after declining the landing on Mezo, month 3. */
function afterDecline(): GameState {
  const s = act(orbitOver('mezo', 0, 6), { type: 'decline' });
  expect(legalActions(s)).toContainEqual({ type: 'onboard' });
  return s;
}

describe('R-SHIP-02..06 the message of an on-board series', () => {
  test('R-SHIP-02 R-SHIP-04 R-SHIP-05 without the Engineer: 1 damaged laser repaired; the Doctor heals the soldier’s 2 wounds; month 3 → 4', () => {
    const s0 = afterDecline();
    expect(s0.month).toBe(3);
    const s: GameState = {
      ...s0,
      stock: { ...s0.stock, laser: { count: 2, damaged: 1 } },
      crew: s0.crew.map((h) => (h.id === 'engineer' ? { ...h, alive: false } : h.id === 'soldier' ? { ...h, wounds: 2 } : h)),
    };
    const out = act(s, { type: 'onboard' });
    expect(out.stock.laser).toEqual({ count: 2, damaged: 0 });
    expect(out.crew.find((h) => h.id === 'soldier')!.wounds).toBe(0);
    expect(out.message).toEqual({ key: 'msg.onboardDone', params: { repaired: 1, healed: 2, month: 4 } });
  });

  test('the text names only what was done: repairs alone, healing alone, or nothing (no "0 units repaired")', () => {
    const s0 = afterDecline();
    const noEngineer = s0.crew.map((h) => (h.id === 'engineer' ? { ...h, alive: false } : h));
    const repairsOnly: GameState = { ...s0, stock: { ...s0.stock, laser: { count: 2, damaged: 1 } }, crew: noEngineer };
    expect(act(repairsOnly, { type: 'onboard' }).message).toEqual({ key: 'msg.onboardDoneRepaired', params: { repaired: 1, healed: 0, month: 4 } });
    const healOnly: GameState = { ...s0, crew: noEngineer.map((h) => (h.id === 'soldier' ? { ...h, wounds: 1 } : h)) };
    expect(act(healOnly, { type: 'onboard' }).message).toEqual({ key: 'msg.onboardDoneHealed', params: { repaired: 0, healed: 1, month: 4 } });
    // nothing to repair or heal: the series is refused, unless creatures aboard wait to be studied (R-SHIP-08), so the series itself is asked
    const nothing: GameState = { ...s0, crew: noEngineer };
    expect(step(nothing, { type: 'onboard' }).refused).toEqual({ key: 'msg.onboardNothing' });
    const done = onboardSeries(nothing, new Dice([1, 2, 3, 4])).state;
    expect(done.message).toEqual({ key: 'msg.onboardDoneNothing', params: { repaired: 0, healed: 0, month: 4 } });
    // the series leaves the ship in its on-board phase, with its hint (the next series, or 'zakończ')
    expect([done.phase, done.hint]).toEqual(['onboard', { key: 'hint.onboard' }]);
    expect(format('en', done.message)).toBe('A month of on-board activities (now month 4): nothing was repaired or healed.');
    expect(format('pl', { key: 'msg.onboardDoneHealed', params: { repaired: 0, healed: 2, month: 5 } })).toBe('Miesiąc czynności pokładowych (teraz miesiąc 5): wyleczono 2 rany.');
    expect(format('en', { key: 'msg.onboardDoneRepaired', params: { repaired: 1, healed: 0, month: 5 } })).toBe('A month of on-board activities (now month 5): 1 unit repaired.');
  });
});
