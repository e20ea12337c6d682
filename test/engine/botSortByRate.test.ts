// The player's order of the fields next door (bot/heuristic.ts `sortByRate`): the best rate first,
// equal rates in the board's order, as the stable Array.prototype.sort it replaced gives them.
import { Dice, seedRng } from '../../src/engine/rng';
import { sortByRate } from '../../src/engine/bot/heuristic';

describe('the fields by rate', () => {
  test('the literal cases: descending, and equals kept in their order', () => {
    const xs = [
      { id: 'a', rate: 0.1 },
      { id: 'b', rate: 0.3 },
      { id: 'c', rate: 0.1 },
      { id: 'd', rate: 0.3 },
      { id: 'e', rate: 0.2 },
    ];
    sortByRate(xs);
    expect(xs.map((x) => x.id)).toEqual(['b', 'd', 'e', 'a', 'c']);
    const none: { rate: number }[] = [];
    sortByRate(none);
    expect(none).toEqual([]);
  });

  test('random lists of up to 7 fields with many equal rates: the stable sort\'s order', () => {
    const rng = new Dice(seedRng(36));
    for (let n = 0; n < 2000; n++) {
      const length = rng.int(0, 7);
      const xs = Array.from({ length }, (_, i) => ({ i, rate: rng.int(0, 3) / 4 }));
      const expected = [...xs].sort((a, b) => b.rate - a.rate).map((x) => x.i);
      sortByRate(xs);
      expect(xs.map((x) => x.i)).toEqual(expected);
    }
  });
});
