// Where the starship is (R-SETUP-05, R-SPACE-10): atEarth is true only on Earth's own field, not on a
// field sharing its row or its column. Targets the mutation survivors of issue 8 in rules/navigation.ts.
import { atEarth, newGame, type GameState } from '../../../src/engine';
import { act } from '../../support/voyage';

const start = (): GameState => newGame({ length: 30, seed: 5 });

describe('R-SETUP-05 the starship at Earth', () => {
  test('R-SETUP-05 a new voyage starts at Earth (row 10, column 14)', () => {
    const s = start();
    expect(s.position).toEqual({ row: 10, col: 14 });
    expect(atEarth(s)).toBe(true);
  });

  test('R-SPACE-10 one field up (same column, row 9) is not Earth', () => {
    const s = act(start(), { type: 'fly', dir: 'up' });
    expect(s.position).toEqual({ row: 9, col: 14 });
    expect(atEarth(s)).toBe(false);
  });

  test('R-SPACE-10 one field up-left (same row, column 13) is not Earth', () => {
    const s = act(start(), { type: 'fly', dir: 'upLeft' });
    expect(s.position).toEqual({ row: 10, col: 13 });
    expect(atEarth(s)).toBe(false);
  });
});
