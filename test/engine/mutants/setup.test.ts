// A new game (R-SETUP-02, R-SETUP-06..08, R-SPACE-20): nothing discovered yet, and the opening
// message names the voyage's months, planets, shuttles and the VP needed to win.
// Targets the mutation survivors in rules/setup.ts. The numbers are those of RULES.md R-SETUP-06..08.
import { newGame } from '../../../src/engine';

describe('R-SETUP-02 R-SETUP-06..08 a new game', () => {
  test('R-SPACE-20 R-SCORE-01 a new game has discovered nothing yet', () => {
    for (const length of [10, 20, 30] as const) expect(newGame({ length, seed: 4 }).discovered).toEqual([]);
  });

  test('R-SETUP-08 the 10-month voyage opens with: 10 months, 3 planets, 1 shuttle, 40 VP to win', () => {
    const s = newGame({ length: 10, seed: 4 });
    expect(s.message).toEqual({ key: 'msg.gameStarted', params: { months: 10, planets: 3, shuttles: 1, victory: 40 } });
  });

  test('R-SETUP-07 the 20-month voyage opens with: 20 months, 6 planets, 2 shuttles, 70 VP to win', () => {
    const s = newGame({ length: 20, seed: 4 });
    expect(s.message).toEqual({ key: 'msg.gameStarted', params: { months: 20, planets: 6, shuttles: 2, victory: 70 } });
  });

  test('R-SETUP-06 the 30-month voyage opens with: 30 months, 9 planets, 3 shuttles, 100 VP to win', () => {
    const s = newGame({ length: 30, seed: 4 });
    expect(s.message).toEqual({ key: 'msg.gameStarted', params: { months: 30, planets: 9, shuttles: 3, victory: 100 } });
  });
});
