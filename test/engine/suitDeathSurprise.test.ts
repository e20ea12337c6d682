// R-ENC-16, R-DEV-31: a being met in the hours in which the party's last human died (his damaged
// Heavy Suit failed in acid air) does not attack by surprise a party that is no longer there. The
// text said "Boulderback attacks by surprise! A clash … Choose a strategy", then "Nobody survived
// on the planet" (found by the fuzzer's claims check, 20 months, seed 184235, step 224).
import { readFileSync } from 'fs';
import { join } from 'path';
import { deserialize, format, step } from '../../src/engine';

const loaded = deserialize(readFileSync(join(__dirname, 'fixtures/suitDeathSurprise.json'), 'utf8'));
if (!loaded.ok) throw new Error('fixture does not load');
const before = loaded.state;

test('R-ENC-16 a party that died in the same hours is not attacked by surprise: the meeting and the death are told, then the loss', () => {
  // the branch: the Scientist alone on the planet, in a damaged Heavy Suit
  expect(before.party.expedition.crew).toEqual([{ id: 'scientist', suit: { kind: 'heavySuit', damaged: true } }]);
  expect([...before.party.carried.crew, ...before.bay.crew]).toEqual([]);
  const after = step(before, { type: 'move', dir: 'up' }).state;
  expect(after.crew.find((h) => h.id === 'scientist')!.alive).toBe(false);
  expect(after.phase).toBe('space');
  const keys = (after.message.notes ?? []).map((n) => n.key);
  expect(keys).toEqual(['note.met', 'note.suitDeath', 'note.starved', 'note.hitsLost', 'msg.shuttleReturnedAlone', 'vp.discovery', 'vp.death']);
  expect(after.message.notes![0]).toEqual({ key: 'note.met', params: { being: { being: 'boulderback' } } });
  // R-MOVE-03: the hunger's hits nobody is left to take are said to be lost, as many as were announced
  const starved = after.message.notes!.find((n) => n.key === 'note.starved')!.params!['count'];
  expect(after.message.notes!.find((n) => n.key === 'note.hitsLost')).toEqual({ key: 'note.hitsLost', params: { count: starved } });
  const en = format('en', after.message);
  expect(en).toContain('Met: Boulderback. The damaged suit failed: the Scientist is dead.');
  expect(en).not.toContain('by surprise');
  expect(en).not.toContain('Choose a strategy');
  expect(format('pl', after.message)).not.toMatch(/z zaskoczenia|[Ww]ybierz strategię/);
});
