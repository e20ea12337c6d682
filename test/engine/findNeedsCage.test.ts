// R-ART-08: a find kept in a cage (the Seed Capsule, the Living Crystal) can be taken only into a
// free cage at hand, as a creature is caught. Before, the advisor took the Seed Capsule with both
// carried cages holding a Bog Strangler: the text said "the expedition carries it along", and the
// same step said "A cage is lost, and Seed Capsule with it" for a cage that was never there (the
// sim's claims check, 30 months, seed 1182, step 69). Now the taking is not offered, and the
// meeting's text says why.
import { readFileSync } from 'fs';
import { join } from 'path';
import { deserialize, format, legalActions, step, type GameState } from '../../src/engine';
import { advise } from '../../src/engine/bot/heuristic';
import { recordMeeting } from '../../src/engine/rules/meetings';
import { freePartyCages, noCageForFind, roomForFind } from '../../src/engine/rules/cages';
import { ownOffers } from '../../src/engine/rules/ownCourse';
import { Dice, seedRng } from '../../src/engine/rng';
import { claimsFault } from '../../src/fuzz/claimCheck';

function fixture(): GameState {
  const loaded = deserialize(readFileSync(join(__dirname, 'fixtures', 'seedCapsuleNoCage.json'), 'utf8'));
  if (!loaded.ok) throw new Error('seedCapsuleNoCage.json does not load');
  return loaded.state;
}

/** The same state with one more cage carried (a free one). */
function withFreeCage(s: GameState): GameState {
  const c = s.party.carried;
  return { ...s, party: { ...s.party, carried: { ...c, units: { ...c.units, cage: { count: c.units.cage!.count + 1, damaged: 0 } } } } };
}

const owned = (s: GameState) => legalActions(s).filter((a) => a.type === 'ownOption').map((a) => (a as { option: string }).option);

test('R-ART-08 with no free cage at hand the Seed Capsule cannot be taken: study and leave are offered, take is refused', () => {
  const s = fixture();
  // the branch: the capsule met, its own course open, the party's two cages both hold the Bog Strangler
  expect(s.surface!.encounter!.being).toBe('seedCapsule');
  expect(s.party.carried.units.cage).toEqual({ count: 2, damaged: 0 });
  expect(s.surface!.caged.map((c) => c.being)).toEqual(['bogStrangler']);
  expect(freePartyCages(s)).toBe(0);
  expect(roomForFind(s, 'seedCapsule')).toBe(false);
  expect(noCageForFind(s, 'seedCapsule')).toBe(true);
  expect(ownOffers(s)).toEqual(['study', 'leave']);
  expect(owned(s)).toEqual(['study', 'leave']);
  expect(step(s, { type: 'ownOption', option: 'take' }).refused).toBeDefined();
  expect(advise(s)!.action).toEqual({ type: 'ownOption', option: 'study' });
});

test('R-ART-08 with one cage free the taking is offered, and the capsule goes into it', () => {
  const s = withFreeCage(fixture());
  expect(freePartyCages(s)).toBe(1);
  expect(roomForFind(s, 'seedCapsule')).toBe(true);
  expect(noCageForFind(s, 'seedCapsule')).toBe(false);
  expect(owned(s)).toEqual(['study', 'take', 'leave']);
  const after = step(s, { type: 'ownOption', option: 'take' }).state;
  // the step's outcome: the capsule wrapped and carried (weight 1), kept, no cage lost
  expect(after.message.key).toBe('course.seedCapsule.take.padded');
  expect(after.surface!.caged.map((c) => c.being)).toEqual(['bogStrangler', 'seedCapsule']);
  expect((after.message.notes ?? []).map((n) => n.key)).toEqual(['note.artifactWeight']);
  expect(claimsFault(s, after)).toBeNull();
});

test('R-ART-08 the meeting says why the taking is missing; the claims check holds the note to the cages', () => {
  const met = fixture();
  const before: GameState = { ...met, surface: { ...met.surface!, encounter: null } };
  const place = met.surface!.encounter!.place;
  const meeting = { being: 'seedCapsule', surprised: false, companion: null } as const;
  const none = recordMeeting(before, meeting, place, new Dice(seedRng(1)));
  expect(none.notes.map((n) => n.key)).toEqual(['note.met', 'note.findNeedsCage']);
  expect(none.notes[1]).toEqual({ key: 'note.findNeedsCage', params: { being: { being: 'seedCapsule' } } });
  expect(format('en', none.notes[1]!)).toBe('It would have to go into a cage, and no cage at hand is free: Seed Capsule stays where it is this time.');
  expect(format('pl', none.notes[1]!)).toBe('Trzeba by to zamknąć w klatce, a żadna klatka pod ręką nie jest wolna: Kapsuła nasienna tym razem zostaje na miejscu.');
  // a free cage: no such note
  const free = recordMeeting(withFreeCage(before), meeting, place, new Dice(seedRng(1)));
  expect(free.notes.map((n) => n.key)).toEqual(['note.met']);
  // a creature's own course or a find that needs no cage never says it (the Ringing Geode needs none)
  expect(noCageForFind(met, 'ringingGeode')).toBe(false);
  // a creature with no free cage has no own course to leave its taking out of (it is caught, R-COMBAT-07)
  expect(roomForFind(met, 'bogStrangler')).toBe(false);
  expect(noCageForFind(met, 'bogStrangler')).toBe(false);
  // the claims check: the note told with a free cage is a fault
  // (as a step: one journal line more)
  const told = { ...none.state, journal: `${before.journal}\nresearch`, message: { ...none.notes[0]!, notes: none.notes.slice(1) } };
  expect(claimsFault(before, told)).toBeNull();
  const wrong = withFreeCage(told);
  expect(claimsFault(before, wrong)).toBe('note.findNeedsCage: seedCapsule has a free cage at hand, or needs none');
});
