// R-WIN-02 and R-WIN-05 (ours): the verdict is the only thing winning changes, and the game ends
// only by arriving on Earth: a voyage that lost every shuttle flies on (to Earth or through space).
import { legalActions, newGame, type GameState } from '../../src/engine';
import { EARTH_FIELD, PLANET_FIELDS } from '../../src/engine/data/content/starMap';
import { flyTo } from '../support/voyage';

describe('R-WIN-01 R-WIN-02 R-WIN-05 how a voyage ends', () => {
  test('R-WIN-02 a won and a lost return differ only in the verdict: same phase, same menu, the same moves left', () => {
    const lost = flyTo(flyTo(newGame({ length: 10, seed: 9 }), PLANET_FIELDS.mezo), EARTH_FIELD);
    expect(lost.phase).toBe('ended');
    expect(lost.message.key).toBe('msg.endLost');
    // the same voyage with 40 VP more before the last leg: the threshold of 10 months (R-WIN-01) reached
    const before = flyTo(newGame({ length: 10, seed: 9 }), PLANET_FIELDS.mezo);
    const richer: GameState = { ...before, vp: before.vp + 200, ledger: [...before.ledger, { month: before.month, reason: 'research', amount: 200 }] };
    const won = flyTo(richer, EARTH_FIELD);
    expect(won.phase).toBe('ended');
    expect(won.message.key).toBe('msg.endWon');
    expect(won.vp - lost.vp).toBe(200);
    expect(won.menu).toBe(lost.menu);
    expect(legalActions(won)).toEqual(legalActions(lost));
    expect(won.month).toBe(lost.month);
  });

  test('R-WIN-05 (ours) with every shuttle lost the game does not end: the starship flies on, and ends only on Earth', () => {
    const s: GameState = { ...flyTo(newGame({ length: 10, seed: 9 }), PLANET_FIELDS.mezo), shuttles: 0 };
    expect(s.phase).not.toBe('ended');
    expect(legalActions(s).some((a) => a.type === 'fly')).toBe(true);
    const home = flyTo(s, EARTH_FIELD);
    expect(home.phase).toBe('ended');
  });
});
