// The player's search for the most that fits (bot/heuristic.ts `largest`): a binary search over a
// room test, which must give what asking every n from the top down would give.
import { largest } from '../../src/engine/bot/heuristic';

/** The linear search it replaced: the reference. */
const linear = (max: number, test: (n: number) => boolean): number => {
  for (let n = max; n >= 1; n--) if (test(n)) return n;
  return 0;
};

describe('the most that fits', () => {
  test('every room 0..40 in every maximum 0..40 gives the linear search\'s answer', () => {
    for (let max = -2; max <= 40; max++)
      for (let room = 0; room <= 40; room++) {
        const fits = (n: number) => n <= room;
        expect([max, room, largest(max, fits)]).toEqual([max, room, linear(max, fits)]);
      }
  });

  test('the literal cases: all fit, none fit, one fits, and a test that refuses everything', () => {
    expect(largest(30, (n) => n <= 30)).toBe(30);
    expect(largest(30, (n) => n <= 0)).toBe(0);
    expect(largest(30, (n) => n <= 1)).toBe(1);
    expect(largest(30, (n) => n <= 29)).toBe(29);
    expect(largest(1, () => true)).toBe(1);
    expect(largest(0, () => true)).toBe(0);
    expect(largest(17, () => false)).toBe(0);
  });

  test('it asks far fewer than max tests: at most 1 + log2(max), rounded up', () => {
    let asked = 0;
    largest(1000, (n) => (asked++, n <= 377));
    expect(asked).toBeLessThanOrEqual(11);
    asked = 0;
    expect(largest(1000, (n) => (asked++, n <= 1000))).toBe(1000);
    expect(asked).toBe(1);
  });
});
