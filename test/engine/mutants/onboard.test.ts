// On-board activities (R-SHIP-02..06): the message of a series says how many units were repaired,
// how many wounds healed and the month. Targets the mutation survivors of issue 8 in rules/onboard.ts.
import { legalActions, type GameState } from '../../../src/engine';
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
});
