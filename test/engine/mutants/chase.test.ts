// Kill tests for rules/chase.ts: the speeds a chase compares, kept per state since session 24.
// R-DEV-56: the Rover's speed is 10; R-DEV-59: in the Rover its speed counts instead of the walkers'.
import { fastestSpeed, getsAway, slowestSpeed } from '../../../src/engine/rules/chase';
import { CHASE_BUFFER } from '../../../src/engine/data/course';
import { roverParty } from '../../support/voyage';

describe('R-DEV-59 the speeds a chase compares', () => {
  const riding = roverParty('picolo', 0, 'picolo.craterField');
  const walking = { ...riding, mode: 'foot' as const };

  test('in the Rover both the slowest and the fastest speed are the Rover\'s 10 (R-DEV-56)', () => {
    expect(slowestSpeed(riding)).toBe(10);
    expect(fastestSpeed(riding)).toBe(10);
  });

  test('on foot the same party is as slow as its slowest walker and as fast as its fastest (5 and 8 here)', () => {
    expect(slowestSpeed(walking)).toBe(5);
    expect(fastestSpeed(walking)).toBe(8);
  });

  test('R-CHASE-05: a fleeing creature must beat the Rover by more than the buffer, not the fastest walker', () => {
    expect(getsAway(riding, 10 + CHASE_BUFFER)).toBe(false);
    expect(getsAway(riding, 10 + CHASE_BUFFER + 1)).toBe(true);
    expect(getsAway(walking, 8 + CHASE_BUFFER + 1)).toBe(true);
  });
});
