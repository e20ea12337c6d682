// sameAction: how a requested action is matched against the legal ones (step.isLegal, the advisor).
import { sameAction, type Action } from '../../src/engine';

test('actions are the same only with the same type and the same values, no more and no fewer', () => {
  expect(sameAction({ type: 'move', dir: 'up' }, { type: 'move', dir: 'up' })).toBe(true);
  expect(sameAction({ type: 'move', dir: 'up' }, { type: 'move', dir: 'down' })).toBe(false);
  expect(sameAction({ type: 'research' }, { type: 'liftOff' })).toBe(false);
  expect(sameAction({ type: 'newGame', length: 10 }, { type: 'newGame', length: 10, randomize: true } as Action)).toBe(false);
  expect(sameAction({ type: 'newGame', length: 10, randomize: true } as Action, { type: 'newGame', length: 10 })).toBe(false);
  // the order the fields were written in does not count
  expect(sameAction({ type: 'down', folder: 'shuttle', unit: 'cage' }, { unit: 'cage', type: 'down', folder: 'shuttle' } as Action)).toBe(true);
  // a field only one of them has is a difference even when its value is undefined
  expect(sameAction({ type: 'move', dir: 'up' }, { type: 'move', dir: 'up', extra: undefined } as unknown as Action)).toBe(false);
  expect(sameAction({ type: 'move', dir: undefined } as unknown as Action, { type: 'move', other: undefined } as unknown as Action)).toBe(false);
});
