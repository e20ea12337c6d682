// Where the starship is (R-SETUP-05, R-SPACE-10): atEarth is true only on Earth's own field, not on a
// field sharing its row or its column. Targets the mutation survivors of issue 8 in rules/navigation.ts.
import { atEarth, look, newGame, type GameState } from '../../../src/engine';
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

describe('R-SPACE-12 why a direction is closed (the navigation board names it)', () => {
  const belowMefisto = (): GameState => ({ ...start(), position: { row: 7, col: 14 } });

  test('R-SPACE-12 the map\'s edge: below Earth lies nothing', () => {
    expect(look(start(), 'down')).toEqual({ kind: 'blocked', reason: 'edge' });
  });

  test('R-SPACE-12 an open planet, then the same planet visited, without shuttles, or past the plan\'s planets', () => {
    const s = belowMefisto();
    expect(look(s, 'up')).toEqual({ kind: 'planet', field: { row: 6, col: 14 }, planet: 'mefisto' });
    expect(look({ ...s, visited: ['mefisto'] }, 'up')).toEqual({ kind: 'blocked', reason: 'visited', planet: 'mefisto' });
    // visited wins over the other reasons
    expect(look({ ...s, visited: ['mefisto'], shuttles: 0 }, 'up')).toEqual({ kind: 'blocked', reason: 'visited', planet: 'mefisto' });
    expect(look({ ...s, shuttles: 0 }, 'up')).toEqual({ kind: 'blocked', reason: 'noShuttle', planet: 'mefisto' });
    // 10 months: 3 planets (R-SETUP-06)
    const ten = { ...s, length: 10 as const, visited: ['picolo', 'birss', 'suwatte'] as GameState['visited'] };
    expect(look(ten, 'up')).toEqual({ kind: 'blocked', reason: 'planetsDone', planet: 'mefisto' });
    expect(look({ ...ten, visited: ten.visited.slice(0, 2) }, 'up').kind).toBe('planet');
    // one shuttle is enough
    expect(look({ ...s, shuttles: 1 }, 'up').kind).toBe('planet');
  });
});
