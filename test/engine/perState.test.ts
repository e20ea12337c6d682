// The caches of perState.ts: each promises that a question is worked out once per key (what the
// engine's speed rests on) and that what it keeps stays bounded; a cache that forgets too soon or
// never would not change any answer, so these tests count the calls.
import { keptBy, perLanding, perPartsAnd, perState } from '../../src/engine/perState';
import { newGame, type GameState } from '../../src/engine';

const state = (seed: number): GameState => newGame({ length: 10, seed });

describe('perState', () => {
  test('one call per state object, a copy is another state', () => {
    let calls = 0;
    const month = perState((s) => (calls++, s.month));
    const s = state(1);
    expect([month(s), month(s), month(s)]).toEqual([0, 0, 0]);
    expect(calls).toBe(1);
    month({ ...s });
    expect(calls).toBe(2);
  });

  test('states asked in turn: each answer is its own state\'s, each worked out once (the last state asked is looked at first)', () => {
    let calls = 0;
    const seed = perState((s) => (calls++, s.seed));
    const s = state(6);
    const t = state(7);
    expect([seed(s), seed(t), seed(s), seed(t), seed(t), seed(s)]).toEqual([s.seed, t.seed, s.seed, t.seed, t.seed, s.seed]);
    expect(calls).toBe(2);
  });

  test('an undefined answer is kept too', () => {
    let calls = 0;
    const nothing = perState(() => (calls++, undefined));
    const s = state(2);
    const t = state(3);
    nothing(s);
    nothing(s);
    // asked again after another state, so that the answer comes from the ring, not the last-asked slot
    nothing(t);
    nothing(s);
    expect(calls).toBe(2);
  });
});

describe('perState: the ring of the last 8 states', () => {
  test('8 states are kept, each worked out once however they are asked in turn; a 9th pushes out the first asked', () => {
    const calls: number[] = [];
    const seed = perState((s) => (calls.push(s.seed), s.seed));
    const states = Array.from({ length: 9 }, (_, i) => state(20 + i));
    for (const s of states.slice(0, 8)) seed(s);
    // backwards and forwards again: all 8 are kept
    for (const s of [...states.slice(0, 8)].reverse()) expect(seed(s)).toBe(s.seed);
    for (const s of states.slice(0, 8)) expect(seed(s)).toBe(s.seed);
    expect(calls).toEqual(states.slice(0, 8).map((s) => s.seed));
    // the 9th takes the place of the first asked (the oldest), whose answer is worked out again
    expect(seed(states[8]!)).toBe(28);
    expect(seed(states[1]!)).toBe(21);
    expect(seed(states[0]!)).toBe(20);
    expect(calls).toEqual([...states.slice(0, 8).map((s) => s.seed), 28, 20]);
  });

  test('the answer of the last state asked is given at once, as the first look (a miss elsewhere in the ring does not displace it)', () => {
    const calls: number[] = [];
    const seed = perState((s) => (calls.push(s.seed), s.seed));
    const s = state(40);
    const t = state(41);
    expect([seed(s), seed(t), seed(t), seed(s), seed(s)]).toEqual([40, 41, 41, 40, 40]);
    expect(calls).toEqual([40, 41]);
  });
});

describe('perPartsAnd', () => {
  // two states hold the same parts here when their seeds agree
  const sameSeed = (a: GameState, b: GameState): boolean => a.seed === b.seed;

  test('one call per parts and argument key; another argument or other parts are worked out anew', () => {
    const calls: string[] = [];
    const plus = perPartsAnd(sameSeed, (s: GameState, a: { n: number }) => (calls.push(`${s.seed}:${a.n}`), s.month + a.n), (a) => String(a.n));
    const s = state(3);
    expect(plus(s, { n: 1 })).toBe(1);
    // a different object with the same key is the same question
    expect(plus(s, { n: 1 })).toBe(1);
    expect(plus(s, { n: 2 })).toBe(2);
    // another state object with the same parts answers from the same map
    expect(plus({ ...s }, { n: 2 })).toBe(2);
    const t = state(4);
    expect(plus(t, { n: 1 })).toBe(1);
    expect(calls).toEqual([`${s.seed}:1`, `${s.seed}:2`, `${t.seed}:1`]);
  });

  test('the default key is the argument itself; undefined answers are kept', () => {
    let calls = 0;
    const none = perPartsAnd(sameSeed, (_s: GameState, _a: string) => (calls++, undefined));
    const s = state(5);
    none(s, 'up');
    none(s, 'up');
    none(s, 'down');
    none(s, 'up');
    expect(calls).toBe(2);
    // other parts: asked anew
    none(state(6), 'up');
    expect(calls).toBe(3);
  });
});

describe('perLanding', () => {
  test('one call per absent-features list and area', () => {
    const calls: string[] = [];
    const key = perLanding((area, absent) => (calls.push(area), `${area}/${absent.length}`));
    const absent = ['1:1:river'];
    expect(key({ area: 'a', absent })).toBe('a/1');
    expect(key({ area: 'a', absent })).toBe('a/1');
    expect(key({ area: 'b', absent })).toBe('b/1');
    // an equal list that is another object is another landing
    expect(key({ area: 'a', absent: ['1:1:river'] })).toBe('a/1');
    expect(calls).toEqual(['a', 'b', 'a']);
  });

  test('the landing asked last answers from its slot; landings asked in turn still get their own values', () => {
    const calls: string[] = [];
    const key = perLanding((area, absent) => (calls.push(`${area}${absent.length}`), `${area}/${absent.length}`));
    const one = ['1:1:river'];
    const none: string[] = [];
    // the slot holds the last landing only: the same list with another area, or another list with the same area, is asked anew
    expect([key({ area: 'a', absent: one }), key({ area: 'a', absent: one }), key({ area: 'b', absent: one }), key({ area: 'a', absent: none })]).toEqual(['a/1', 'a/1', 'b/1', 'a/0']);
    // and back to the first ones: their values come from the maps, not the slot
    expect([key({ area: 'a', absent: one }), key({ area: 'b', absent: one }), key({ area: 'a', absent: none })]).toEqual(['a/1', 'b/1', 'a/0']);
    expect(calls).toEqual(['a1', 'b1', 'a0']);
  });
});

describe('keptBy', () => {
  test('a value is made once per key while fewer than max keys are held', () => {
    const kept = keptBy<number>(3);
    let made = 0;
    const make = () => ++made;
    expect([kept('a', make), kept('b', make), kept('c', make)]).toEqual([1, 2, 3]);
    expect([kept('a', make), kept('b', make), kept('c', make)]).toEqual([1, 2, 3]);
    expect(made).toBe(3);
  });

  test('at max keys held, a new key forgets them all (the run stays bounded)', () => {
    const kept = keptBy<number>(3);
    let made = 0;
    const make = () => ++made;
    kept('a', make);
    kept('b', make);
    kept('c', make);
    expect(kept('d', make)).toBe(4);
    // 'a' was forgotten with the rest and is made anew; 'd' is kept
    expect(kept('a', make)).toBe(5);
    expect(kept('d', make)).toBe(4);
    expect(made).toBe(5);
  });

  test('the key asked last answers at once, a key equal in content but another string object too', () => {
    const kept = keptBy<number>(3);
    let made = 0;
    const make = () => ++made;
    const key = ['x', 'y'].join('|');
    expect([kept(key, make), kept(key, make), kept(['x', 'y'].join('|'), make), kept('z', make), kept(key, make)]).toEqual([1, 1, 1, 2, 1]);
    expect(made).toBe(2);
  });
});
