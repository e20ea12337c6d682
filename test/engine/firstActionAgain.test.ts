// R-LAND-12: the first action's hint, while it stands, follows the party. Boarding the Rover on the
// landing field put the Scientist in his Heavy Suit into the shuttle (the Rover could not take
// him), and the hint went on telling an empty party to research the landing field, which the menu
// no longer offered (found by the fuzzer's claims check, 10 months, seed 181119, step 228).
import { readFileSync } from 'fs';
import { join } from 'path';
import { deserialize, format, legalActions, step } from '../../src/engine';

const loaded = deserialize(readFileSync(join(__dirname, 'fixtures/roverBoardingHint.json'), 'utf8'));
if (!loaded.ok) throw new Error('fixture does not load');
const before = loaded.state;

test('R-LAND-12 R-LOAD-15 boarding the Rover empties the party: the hint says to form it, and that the Scientist went into the shuttle', () => {
  // the branch: on foot on the landing field, the Scientist alone in EKSPEDYCJA, the Rover in the shuttle
  expect([before.phase, before.mode, before.hint?.key]).toEqual(['surface', 'foot', 'hint.researchLandingField']);
  expect(before.party.expedition.crew.map((p) => p.id)).toEqual(['scientist']);
  expect(legalActions(before).some((a) => a.type === 'research')).toBe(true);
  const after = step(before, { type: 'toggleMode' }).state;
  expect(after.mode).toBe('rover');
  expect(after.bay.crew.map((p) => p.id)).toEqual(['scientist']);
  expect(legalActions(after).some((a) => a.type === 'research')).toBe(false);
  expect(after.hint?.key).toBe('hint.formParty');
  expect(after.message.notes).toEqual([{ key: 'note.toShuttleUnits', params: { count: 1 } }]);
  expect(format('en', after.message)).toBe("Movement mode: Rover; the party's humans and robots ride in it. The party cannot carry it all: 1 unit went into the shuttle.");
  expect(format('pl', after.message)).toMatch(/ Wyprawa nie uniesie wszystkiego: do promu trafiła 1 jednostka\.$/);
});

test('R-LAND-12 a step that leaves the party able to act keeps the hint to research the landing field', () => {
  const after = step(before, { type: 'nextTip' }).state;
  expect(after.hint?.key).toBe('hint.researchLandingField');
});

test('R-LAND-12 only the first action\'s two hints are worked out again: a party able to act told to form itself is told to research; another hint stands', () => {
  const told = step({ ...before, hint: { key: 'hint.formParty' } }, { type: 'nextTip' }).state;
  expect(told.hint?.key).toBe('hint.researchLandingField');
  const other = step({ ...before, hint: { key: 'hint.marchMode' } }, { type: 'nextTip' }).state;
  expect(other.hint?.key).toBe('hint.marchMode');
});
