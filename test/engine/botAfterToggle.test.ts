// Issue 15 (speed): the move the heuristic player weighed before switching the move mode or typing
// an amount is given at once in the state that click leads to, without weighing everything again.
// These tests show that it is the advice a whole decision gives there, that every such click of a
// played game leads to it, and that it is not used where the next state differs in anything else
// the player reads.
import { newGame, step, type GameState } from '../../src/engine';
import { advise, sameRecord, type Advice } from '../../src/engine/bot/heuristic';
import { withState, withSurface } from '../../src/engine/stateCopy';

/** A state in another phase: advising it forgets what was kept, so the next advice is worked out whole. */
const other = newGame({ length: 10, seed: 1 });
const whole = (s: GameState): Advice | null => {
  advise(other);
  return advise(s);
};

/** Every state of a played game that follows a switch of the move mode or a typed amount, with the state before it. */
function afterSwitches(length: 10 | 20 | 30, seed: number): { before: GameState; after: GameState; typed: boolean }[] {
  const out: { before: GameState; after: GameState; typed: boolean }[] = [];
  let s = newGame({ length, seed });
  for (let i = 0; i < 4000 && s.phase !== 'ended'; i++) {
    const a = advise(s)!;
    const next = step(s, a.action).state;
    if (a.action.type === 'toggleMoveMode' && s.phase === 'surface') out.push({ before: s, after: next, typed: false });
    if (a.action.type === 'setInput') out.push({ before: s, after: next, typed: true });
    s = next;
  }
  return out;
}

describe('issue 15: the move after a switch of the move mode', () => {
  const all = [afterSwitches(30, 3), afterSwitches(20, 7), afterSwitches(10, 11)].flat();
  const seen = all.filter((x) => !x.typed);
  const typed = all.filter((x) => x.typed);

  test('the played games switch the mode to research and to march (the kept move is used)', () => {
    const modes = new Set(seen.map((x) => x.after.surface!.moveMode));
    expect(modes).toEqual(new Set(['research', 'march']));
    expect(seen.length).toBeGreaterThan(20);
  });

  test('the kept move is the advice worked out whole, its reason included', () => {
    for (const { before, after } of seen) {
      advise(before);
      const kept = advise(after);
      expect(kept).toEqual(whole(after));
      expect(kept!.action.type).toBe('move');
    }
  });

  test('not used where anything else the player reads changed: the party moved, the hours passed', () => {
    const { before, after } = seen.find((x) => x.after.surface!.moveMode === 'research')!;
    const elsewhere = withState(after, { surface: withSurface(after.surface!, { hours: after.surface!.hours + 30 }) });
    advise(before);
    expect(advise(elsewhere)).toEqual(whole(elsewhere));
    // the shuttle threatened (the surface only): the party heads back instead of the research kept
    const threatened = withState(after, { surface: withSurface(after.surface!, { shuttleThreats: 1 }) });
    advise(before);
    const back = advise(threatened);
    expect(back).toEqual(whole(threatened));
    advise(before);
    expect(back).not.toEqual(advise(after));
    const poorer = withState(after, { party: { ...after.party, carried: { ...after.party.carried, resources: 0 } } });
    advise(before);
    const poor = advise(poorer);
    expect(poor).toEqual(whole(poorer));
    // with nothing carried the research next door is not what the kept advice said
    advise(before);
    expect(poor).not.toEqual(advise(after));
  });

  test('the amount typed: the click it was typed for, as worked out whole, in orbit and on the planet', () => {
    expect(new Set(typed.map((x) => x.before.phase))).toEqual(new Set(['orbit', 'surface']));
    for (const { before, after } of typed) {
      advise(before);
      const kept = advise(after);
      expect(kept).toEqual(whole(after));
      expect(['addResources', 'down', 'up']).toContain(kept!.action.type);
    }
  });

  test('not used where another amount is typed', () => {
    const { before, after } = typed.find((x) => x.before.phase === 'orbit')!;
    const other = withState(after, { inputs: { ...after.inputs, resources: after.inputs.resources + 1 } });
    advise(before);
    const told = advise(other);
    expect(told).toEqual(whole(other));
    // with the amount not the one worked out, the player types it again
    expect(told!.action.type).toBe('setInput');
  });

  test('not used for a state whose mode was not switched', () => {
    const { before } = seen[0]!;
    advise(before);
    // the same state again: it still needs the switch
    expect(advise(before)!.action.type).toBe('toggleMoveMode');
  });

  test('the typed values compared: both the same, or all but the one named', () => {
    const a = { resources: 4, hours: 2 };
    expect(sameRecord(a, { resources: 4, hours: 2 })).toBe(true);
    expect(sameRecord(a, { resources: 5, hours: 2 })).toBe(false);
    expect(sameRecord(a, { resources: 4, hours: 3 })).toBe(false);
    expect(sameRecord(a, { resources: 5, hours: 2 }, 'resources')).toBe(true);
    expect(sameRecord(a, { resources: 5, hours: 3 }, 'resources')).toBe(false);
    expect(sameRecord(a, { resources: 4, hours: 3 }, 'hours')).toBe(true);
    expect(sameRecord(a, { resources: 5, hours: 3 }, 'hours')).toBe(false);
  });
});
