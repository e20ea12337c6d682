// R-LAND-12, R-LOAD-24: a Rover set afloat ('na wodzie') in orbit lands on dry ground: the level
// goes back to the surface on landing, and what the Rover no longer carries goes into the shuttle.
// The first action's hint is then the party's as it stands after it. It told the party to
// research the landing field from the menu, which offered no research: nobody was left in the
// party (found by the fuzzer's claims check, 20 months, seed 1959, step 135).
import { readFileSync } from 'fs';
import { join } from 'path';
import { deserialize, format, legalActions, step } from '../../src/engine';

const loaded = deserialize(readFileSync(join(__dirname, 'fixtures/roverAfloatLanding.json'), 'utf8'));
if (!loaded.ok) throw new Error('fixture does not load');
const before = loaded.state;

test('R-LAND-12 R-LOAD-24 the hint after landing is the party\'s after the level is set: nobody left in it, form it first', () => {
  // the branch: a Rover afloat in orbit, the Scientist carried, landing on dry ground
  expect(before.phase).toBe('landing');
  expect(before.mode).toBe('rover');
  expect(before.level).toBe('onWater');
  expect(before.party.carried.crew.map((p) => p.id)).toEqual(['scientist']);
  const after = step(before, { type: 'acceptArea' }).state;
  expect(after.level).toBe('surface');
  expect(after.bay.crew.map((p) => p.id)).toEqual(['scientist']);
  expect([...after.party.expedition.crew, ...after.party.carried.crew]).toEqual([]);
  expect(after.hint?.key).toBe('hint.formParty');
  expect(legalActions(after).some((a) => a.type === 'research')).toBe(false);
  // the Rover is full: the Scientist does not fit until something goes back into the shuttle
  const full = step(after, { type: 'down', folder: 'shuttle', unit: 'scientist' });
  expect(full.refused?.key).toBe('msg.noCapacity');
  // the refusal names the load with the Scientist, above the Rover's capacity
  const { weight, capacity } = full.refused!.params as { weight: number; capacity: number };
  expect({ weight, capacity }).toEqual({ weight: 25, capacity: 20 });
  const room = step(after, { type: 'up', folder: 'carried', unit: 'repbot' }).state;
  expect(room.hint?.key).toBe('hint.formParty');
  // once someone goes down, the hint says to research the landing field, and the menu offers it
  const down = step(room, { type: 'down', folder: 'shuttle', unit: 'scientist' }).state;
  expect(down.party.carried.crew.map((p) => p.id)).toEqual(['scientist']);
  expect(down.hint?.key).toBe('hint.researchLandingField');
  expect(legalActions(down).some((a) => a.type === 'research')).toBe(true);
});

test('R-LOAD-24 R-MOVE-22 the landing says that what the Rover on dry ground can no longer carry went into the shuttle', () => {
  const after = step(before, { type: 'acceptArea' }).state;
  const notes = after.message.notes ?? [];
  expect(notes).toContainEqual({ key: 'note.toShuttleUnits', params: { count: 1 } });
  expect(format('en', after.message)).toContain('The party cannot carry it all: 1 unit went into the shuttle.');
  expect(format('pl', after.message)).toContain('Wyprawa nie uniesie wszystkiego: do promu trafiła 1 jednostka.');
});
