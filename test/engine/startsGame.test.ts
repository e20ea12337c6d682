// The actions that start a game carry their own generator and begin a fresh journal (issue 14);
// the bench and the fuzzer ask the same of a cell's action.
import { startsGame } from '../../src/engine';
import { journaled } from '../../src/engine/journal';
import { newGame, step } from '../../src/engine';

test('a new game, a campaign and a campaign’s next voyage start a game, with a fresh journal; no other action does', () => {
  for (const type of ['newGame', 'newCampaign', 'nextCampaignGame']) expect(startsGame({ type })).toBe(true);
  for (const type of ['openNewGame', 'fly', 'replay', 'advise', 'cancel', '']) expect(startsGame({ type })).toBe(false);
  const before = { ...newGame({ length: 10, seed: 1 }), journal: 'fly dir=up' };
  const fresh = newGame({ length: 20, seed: 2 });
  expect(journaled(before, { type: 'newCampaign', campaign: 'c20x10' } as never, fresh).journal).toBe('');
  expect(journaled(before, { type: 'nextCampaignGame' } as never, fresh).journal).toBe('');
  expect(journaled(before, { type: 'nextTip' }, before).journal).toBe('fly dir=up\nnextTip');
  // the first line of a journal stands alone: no break before it
  expect(journaled(fresh, { type: 'nextTip' }, fresh).journal).toBe('nextTip');
});

test("a step that starts a game gives that game as newGame makes it: its own generator, an empty journal, its message the step's one event", () => {
  let s = newGame({ length: 10, seed: 5 });
  s = step(step(s, { type: 'nextTip' }).state, { type: 'openNewGame' }).state;
  expect(s.journal).not.toBe('');
  const r = step(s, { type: 'newGame', length: 20 });
  expect(r.refused).toBeUndefined();
  const fresh = newGame({ length: 20, seed: r.state.seed });
  expect(r.state.rng).toEqual(fresh.rng);
  expect(r.state.journal).toBe('');
  expect(r.state.length).toBe(20);
  expect(r.events).toEqual([r.state.message]);
  expect(r.events).toHaveLength(1);
});
