// R-DMG-01, R-STRAT: hits a step announces that nobody can take. A batch with no one to take it is
// dropped (settleHits), so that hits never leave the player without a move; the text now says so
// after the step's own. It announced "Hits to give out: 8" before, and nothing followed (found by
// the fuzzer's claims check: 30 months, seed 5771, a party emptied into the shuttle during a meeting).
import { readFileSync } from 'fs';
import { join } from 'path';
import { deserialize, format, serialize, step, type GameState } from '../../src/engine';
import { anyHitTarget, queueHits, settleHits } from '../../src/engine/rules/hitRules';

const loaded = deserialize(readFileSync(join(__dirname, 'fixtures/emptyPartyRampage.json'), 'utf8'));
if (!loaded.ok) throw new Error('fixture does not load');
const before = loaded.state;

test('R-DMG-01 a rampage\'s hits with nobody in the party to take them: dropped, and the text says they are lost', () => {
  // the branch: a meeting with nobody in the field party (everyone went back into the shuttle)
  expect(before.phase).toBe('surface');
  expect([...before.party.expedition.crew, ...before.party.carried.crew]).toEqual([]);
  const r = step(before, { type: 'strategy', strategy: 'negotiation' });
  const keys = [r.state.message, ...(r.state.message.notes ?? [])].map((m) => m.key);
  expect(keys).toContain('msg.course.rampage');
  const lost = (r.state.message.notes ?? []).find((n) => n.key === 'note.hitsLost');
  // the rampage's 8 hits (R-STRAT: RAMPAGE_HITS), none of them queued
  expect(lost).toEqual({ key: 'note.hitsLost', params: { count: 8 } });
  expect(r.state.hitsToAssign).toBe(0);
  expect(r.state.hitQueue).toEqual([]);
  // said after the rampage's text, before the PZ notes
  expect(keys.indexOf('note.hitsLost')).toBe(keys.indexOf('msg.course.rampage') + 1);
  // never saved: the step drops the field
  expect(r.state.hitsLost).toBeUndefined();
  expect(JSON.parse(serialize(r.state)).state).not.toHaveProperty('hitsLost');
  expect(format('en', lost!)).toBe('Nobody is there to take the hits (8): they are lost.');
  expect(format('pl', lost!)).toBe('Nie ma nikogo, kto przyjąłby obrażenia (8): przepadają.');
});

describe('settleHits counts the hits of the batches it drops', () => {
  const empty: GameState = before;
  test('a batch nobody can take is dropped and counted; the next one with a target waits', () => {
    expect(anyHitTarget({ ...empty, hitsToAssign: 3, hitRule: { source: 'scatter' } })).toBe(false);
    const out = queueHits(empty, [{ source: 'scatter', count: 3 }]);
    expect(out).toMatchObject({ hitsToAssign: 0, hitRule: null, hitQueue: [], hitsLost: 3 });
    // two batches dropped: their hits add up, and add to those already lost in the step
    expect(queueHits({ ...empty, hitsLost: 2 }, [{ source: 'scatter', count: 3 }, { source: 'seismic', count: 4 }]).hitsLost).toBe(9);
  });

  test('a batch someone can take waits for the player, and nothing is counted lost', () => {
    const e = empty.party.expedition;
    const manned: GameState = { ...empty, party: { ...empty.party, expedition: { ...e, crew: [{ id: 'soldier', suit: null }] } } };
    const out = queueHits(manned, [{ source: 'scatter', count: 3 }, { source: 'seismic', count: 2 }]);
    expect(out).toMatchObject({ hitsToAssign: 3, hitRule: { source: 'scatter' }, hitQueue: [{ source: 'seismic', count: 2 }] });
    expect(out.hitsLost).toBeUndefined();
  });

  test('past 50 batches nobody can take, the rest are dropped at once and all counted', () => {
    const many = Array.from({ length: 60 }, () => ({ source: 'scatter' as const, count: 2 }));
    expect(queueHits(empty, many)).toMatchObject({ hitsToAssign: 0, hitRule: null, hitQueue: [], hitsLost: 120 });
  });

  test('nothing dropped, nothing counted: a batch given out to its last hit loses none', () => {
    const none = settleHits({ ...empty, hitsToAssign: 0, hitQueue: [] });
    expect(none.hitsLost).toBeUndefined();
  });
});
