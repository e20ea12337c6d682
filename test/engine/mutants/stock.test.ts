// stock.ts stockIn: the unit types a folder holds, in the table's order, read over the keys the
// folder has (legal.ts draws the rows of the expedition table with it).
import { stockIn } from '../../../src/engine/rules/stock';

test('the types with a count above 0, in the order of STOCK_IDS whatever order the folder was built in', () => {
  expect(stockIn({})).toEqual([]);
  expect(stockIn({ cage: { count: 2, damaged: 0 } })).toEqual(['cage']);
  // a type named with nothing under it is no row
  expect(stockIn({ cage: undefined, medkit: { count: 1, damaged: 0 } })).toEqual(['medkit']);
  // robots first, then devices in their order; an emptied type is no row
  expect(stockIn({ cage: { count: 1, damaged: 0 }, medkit: { count: 0, damaged: 0 }, rekonbot: { count: 1, damaged: 1 }, suit: { count: 3, damaged: 0 } })).toEqual(['rekonbot', 'suit', 'cage']);
  expect(stockIn({ laser: { count: 1, damaged: 0 }, specbot: { count: 1, damaged: 0 }, climber: { count: 1, damaged: 0 } })).toEqual(['specbot', 'laser', 'climber']);
});
