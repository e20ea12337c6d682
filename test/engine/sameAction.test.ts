// sameAction: how a requested action is matched against the legal ones (step.isLegal, the advisor).
import { sameAction, type Action } from '../../src/engine';

test('actions are the same only with the same type and the same values, no more and no fewer', () => {
  expect(sameAction({ type: 'move', dir: 'up' }, { type: 'move', dir: 'up' })).toBe(true);
  expect(sameAction({ type: 'move', dir: 'up' }, { type: 'move', dir: 'down' })).toBe(false);
  expect(sameAction({ type: 'research' }, { type: 'liftOff' })).toBe(false);
  expect(sameAction({ type: 'newGame', length: 10 }, { type: 'newGame', length: 10, randomize: true } as Action)).toBe(false);
  expect(sameAction({ type: 'newGame', length: 10, randomize: true } as Action, { type: 'newGame', length: 10 })).toBe(false);
});
