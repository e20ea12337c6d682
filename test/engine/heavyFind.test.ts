// R-ART-04, R-ART-06: a find taken in a meeting that the party cannot carry is put down at once. The
// text said "The find weighs 1; the expedition carries it along" while it was left on the planet
// and nothing said so (found by the fuzzer's claims check, 10 months, seed 5188, step 121). Now the
// weight's note says where the find stays: where it lay, or in the shuttle on the shuttle's field.
import { readFileSync } from 'fs';
import { join } from 'path';
import { deserialize, format, step, type GameState } from '../../src/engine';
import { carriedWeight, partyCapacity } from '../../src/engine/rules/party';
import { surfaceArea } from '../../src/engine/rules/field';

const loaded = deserialize(readFileSync(join(__dirname, 'fixtures/heavyFindLeft.json'), 'utf8'));
if (!loaded.ok) throw new Error('fixture does not load');
const before = loaded.state;
const take = { type: 'ownOption', option: 'take' } as const;

test('R-ART-06 a find too heavy for the party away from the shuttle is said to be left where it lay', () => {
  // the branch: the Alien Weapon met, the lone Scientist carries all he can already, away from the shuttle
  expect(before.surface!.encounter!.being).toBe('alienWeapon');
  expect(carriedWeight(before)).toBe(partyCapacity(before));
  expect(before.surface!.caged).toEqual([]);
  const after = step(before, take).state;
  expect(after.surface!.caged).toEqual([]);
  expect(after.message.notes).toEqual([{ key: 'note.artifactWeightLeft', params: { weight: 1 } }]);
  expect(format('en', after.message)).toBe(
    'The weapon is surprisingly light. You wrap it carefully, muzzle pointing away from everyone, and take it with you. The find weighs 1: more than the expedition can still carry, so it is left where it lay.',
  );
  expect(format('pl', after.message)).toMatch(/ Znalezisko waży 1: tego ekspedycja już nie uniesie, więc zostaje tam, gdzie leżało\.$/);
});

test('R-ART-06 on the shuttle\'s field the find too heavy for the party is said to stay in the shuttle, and it does', () => {
  const { row, col } = surfaceArea(before)!.shuttle;
  const there: GameState = { ...before, surface: { ...before.surface!, at: { row, col, cave: false } } };
  const after = step(there, take).state;
  expect(after.surface!.caged).toEqual([{ being: 'alienWeapon', indicators: {}, weight: 1, stowed: true }]);
  expect(after.message.notes).toEqual([{ key: 'note.artifactWeightStowed', params: { weight: 1 } }]);
  expect(format('en', after.message.notes![0]!)).toBe('The find weighs 1: more than the expedition can still carry, so it stays in the shuttle and goes aboard at lift-off.');
  expect(format('pl', after.message.notes![0]!)).toBe('Znalezisko waży 1: tego ekspedycja już nie uniesie, więc zostaje na promie i trafi na pokład przy starcie.');
});
