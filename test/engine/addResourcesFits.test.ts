// R-LOAD-04, R-LOAD-05: 'dodaj zasób' weighed without a state made for each amount (loading.ts
// addResourcesFits, asked by the player before it types an amount) answers as the action itself
// does with that amount typed, in every orbit state of played games, for each amount from 0 to 31.
import { addResources, addResourcesFits } from '../../src/engine/rules/loading';
import { advised, played, typed } from '../support/played';

test("addResourcesFits is 'dodaj zasób' accepted with the amount typed, for every amount and orbit state", () => {
  const states = [...advised(4), ...advised(9), ...played(30, 21, 1500)].filter((s) => s.phase === 'orbit');
  const seen = { fits: 0, full: 0, heavy: 0 };
  for (const s of states)
    for (let n = 0; n <= 31; n++) {
      const r = addResources(typed(s, n));
      expect(addResourcesFits(s, n)).toBe(r.ok);
      if (r.ok) seen.fits++;
      else if (r.message.key === 'msg.resourcesFull') seen.full++;
      else if (r.message.key === 'msg.shuttleFull') seen.heavy++;
    }
  // the states reach every branch: accepted, the table's 30 resources reached, the shuttle too heavy
  expect(seen.fits).toBeGreaterThan(100);
  expect(seen.full).toBeGreaterThan(10);
  expect(seen.heavy).toBeGreaterThan(100);
});
