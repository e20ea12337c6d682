// Issue 15: the player's "nothing else it reads changed" (heuristic.ts onlyChanged) compares named
// fields (bot/readFields.ts): each field it lists must really be compared, and only those.
import { newGame, step, type GameState } from '../../src/engine';
import { advise } from '../../src/engine/bot/heuristic';
import { READ_FIELDS, SURFACE_FIELDS, UNREAD_FIELDS, sameButMoveMode, sameReadFields } from '../../src/engine/bot/readFields';
import type { Surface } from '../../src/engine/state';

/** A state of a played game on a planet (seed 3, 30 months), its surface set. */
function onPlanet(): GameState {
  let s = newGame({ length: 30, seed: 3 });
  for (let i = 0; i < 2000 && !(s.phase === 'surface' && s.surface!.researched.length > 2); i++) s = step(s, advise(s)!.action).state;
  expect(s.phase).toBe('surface');
  return s;
}

test('issue 15 every field the player reads is compared, and none of those it never reads', () => {
  const s = onPlanet();
  const copy = { ...s };
  expect(sameReadFields(s, copy)).toBe(true);
  for (const f of READ_FIELDS) expect([f, sameReadFields(s, { ...s, [f]: Symbol(f) } as unknown as GameState)]).toEqual([f, false]);
  for (const f of UNREAD_FIELDS) expect([f, sameReadFields(s, { ...s, [f]: Symbol(f) } as unknown as GameState)]).toEqual([f, true]);
  // every field of a real state is in one list or the other
  for (const k of Object.keys(s)) expect([k, (READ_FIELDS as readonly string[]).includes(k) || (UNREAD_FIELDS as readonly string[]).includes(k)]).toEqual([k, true]);
});

test('issue 15 every field of the surface but the move mode is compared', () => {
  const sf = onPlanet().surface!;
  expect(sameButMoveMode(sf, { ...sf })).toBe(true);
  for (const f of SURFACE_FIELDS) expect([f, sameButMoveMode(sf, { ...sf, [f]: Symbol(f) } as unknown as Surface)]).toEqual([f, false]);
  expect(sameButMoveMode(sf, { ...sf, moveMode: sf.moveMode === 'research' ? 'march' : 'research' })).toBe(true);
  for (const k of Object.keys(sf)) expect([k, (SURFACE_FIELDS as readonly string[]).includes(k) || k === 'moveMode']).toEqual([k, true]);
});
