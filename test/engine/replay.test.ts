// Issue 14 point 4: the game is its seed plus its action log. Random games (the fuzzer's player)
// are recorded state by state; replaying each journal from a new game of the same seed and length
// gives back every intermediate state exactly. A damaged journal is reported at its line.
import { legalActions, step } from '../../src/engine';
import { decodeAction, encodeAction, journalLines } from '../../src/engine/journal';
import { replay } from '../../src/engine/replay';
import { played } from '../support/played';
import type { Action } from '../../src/engine/actions';

describe('issue 14 replay: seed + journal = the game', () => {
  test('every action the game offers survives the journal line: encode → decode gives it back', () => {
    const seen = new Map<string, Action>();
    for (const length of [10, 30] as const)
      for (let seed = 1; seed <= 10; seed++) for (const s of played(length, seed, 300)) for (const a of legalActions(s)) seen.set(encodeAction(a), a);
    for (const [line, a] of seen) expect(decodeAction(line)).toEqual(a);
    expect(seen.size).toBeGreaterThan(100);
    // typed values of every kind, spaces and quotes included
    for (const raw of [12, -3, 2.5, 'abc', 'a b "c"', '', 'true', '7', true, null]) {
      const a = { type: 'setInput', field: 'hours', raw } as Action;
      expect(decodeAction(encodeAction(a))).toEqual(a);
    }
    expect(encodeAction({ type: 'fly', dir: 'up' })).toBe('fly dir=up');
    // two fields in key order, whichever order the action names them in (a host's object may differ)
    expect(encodeAction({ type: 'down', folder: 'shuttle', unit: 'soldier' })).toBe('down folder=shuttle unit=soldier');
    expect(encodeAction({ unit: 'soldier', type: 'down', folder: 'shuttle' } as Action)).toBe('down folder=shuttle unit=soldier');
    expect(encodeAction({ type: 'setInput', raw: 12, field: 'hours' } as Action)).toBe('setInput field=hours raw=12');
    // the encoding knows no action's shape: three fields or more go in key order too
    expect(encodeAction({ type: 'x', c: 3, a: 1, b: 2 } as unknown as Action)).toBe('x a=1 b=2 c=3');
  });

  test('string values are written the same however many have been written before (the kept words are bounded)', () => {
    // 2,500 different typed texts: the kept encodings are forgotten at 1,000 and made again
    for (let i = 0; i < 2_500; i++) {
      const raw = i % 2 === 0 ? `w${i}` : `a ${i}`;
      const a = { type: 'setInput', field: 'hours', raw } as Action;
      expect(encodeAction(a)).toBe(i % 2 === 0 ? `setInput field=hours raw=w${i}` : `setInput field=hours raw="a ${i}"`);
    }
    // a literal's word is quoted, kept or not
    for (let i = 0; i < 2; i++) expect(encodeAction({ type: 'setInput', field: 'hours', raw: 'true' } as Action)).toBe('setInput field=hours raw="true"');
  });

  test('a short game replays to the saved state: with or without it to compare, every step given back', () => {
    const states = played(10, 7, 80);
    const last = states.at(-1)!;
    const r = replay(last, last);
    expect(r.ok).toBe(true);
    expect(r.states).toHaveLength(journalLines(last.journal).length + 1);
    expect(r.states.at(-1)).toEqual(last);
    expect(replay(last)).toMatchObject({ ok: true });
  });

  test("a new game starts a journal of its own; the replay of a chain starts from the newest game's seed", () => {
    const s = played(10, 3, 20).at(-1)!;
    const menu = step(s, { type: 'openNewGame' }).state;
    expect(journalLines(menu.journal).at(-1)).toBe('openNewGame');
    const fresh = step(menu, { type: 'newGame', length: 20 }).state;
    expect(fresh.journal).toBe('');
    const tip = step(fresh, { type: 'nextTip' }).state;
    expect(tip.journal).toBe('nextTip');
    expect(replay(tip, tip)).toMatchObject({ ok: true });
  });

  test('a damaged journal ends the replay at its line; a journal that does not lead to the state is a mismatch', () => {
    const states = played(10, 3, 60);
    const last = states.at(-1)!;
    expect(journalLines(last.journal).length).toBeGreaterThan(10);
    const broken = journalLines(last.journal);
    broken[5] = 'fly dir=';
    expect(replay({ ...last, journal: broken.join('\n') })).toMatchObject({ ok: false, line: 6, reason: 'undecodable' });
    broken[5] = 'fly dir=nowhere';
    expect(replay({ ...last, journal: broken.join('\n') })).toMatchObject({ ok: false, line: 6, reason: 'refused' });
    for (const junk of ['', '{}', 'fly dir={"a":1}', 'fly dir=up dir=down', 'fly type=x', '1 a=b', 'fly dir="up', 'fly dir=[1]']) expect([junk, decodeAction(junk)]).toEqual([junk, null]);
    const r = replay({ ...last, journal: journalLines(last.journal).slice(0, -1).join('\n') }, last);
    expect(r).toMatchObject({ ok: false, reason: 'mismatch' });
  });
});
