// The text check of the fuzzer and of `npm run sim -- --check`: a step's message and hint, and the
// advisor's sentence, must read whole in both languages.
import '../../src/engine/text/english';
import { newGame, step, type GameState, type Message } from '../../src/engine';
import { stepTextFault, textFault } from '../../src/fuzz/textCheck';
import { checkStep } from '../../src/fuzz/randomPlay';

const said = (m: Message) => textFault(m);

test('a whole message passes in both languages', () => {
  expect(said({ key: 'note.stunnerLost', params: { count: 2 } })).toBeNull();
  expect(said({ key: 'bot.researchField', params: { rate: 0.04 } })).toBeNull();
});

test('a parameter left unfilled is caught, with the language and the key', () => {
  expect(said({ key: 'msg.course.weaponPicked', params: { being: { being: 'mudGulper' } } })).toMatch(/^pl text shows "\{unit\}" \(msg\.course\.weaponPicked\)/);
});

test('a value leaking through is caught: undefined, NaN, null', () => {
  expect(said({ key: 'bot.researchField', params: { rate: Number.NaN } })).toMatch(/"NaN"/);
  expect(said({ key: 'msg.course.weaponPicked', params: { unit: 'undefined' } })).toMatch(/"undefined"/);
  expect(said({ key: 'msg.course.weaponPicked', params: { unit: 'null' } })).toMatch(/"null"/);
});

test('a counted quantity shown as zero is caught ("0 units repaired"), in the message and in its notes; a plain number such as the final score may be 0', () => {
  expect(said({ key: 'msg.onboardDone', params: { repaired: 0, healed: 2, month: 7 } })).toMatch(/^msg\.onboardDone counts repaired as 0/);
  expect(said({ key: 'msg.onboardDone', params: { repaired: 1, healed: 2, month: 7 } })).toBeNull();
  expect(said({ key: 'msg.onboardDoneHealed', params: { repaired: 0, healed: 2, month: 7 } })).toBeNull();
  expect(said({ key: 'msg.marched', params: { hours: 1 }, notes: [{ key: 'note.abandonedLost', params: { units: 0, resources: 3 } }] })).toMatch(/^note\.abandonedLost counts units as 0/);
  expect(said({ key: 'msg.endLost', params: { month: 28, planets: 9, vp: 0, need: 100 } })).toBeNull();
});

test('a negative zero written as text is caught, while -0,5 and 10 are not', () => {
  expect(said({ key: 'msg.course.weaponPicked', params: { unit: '-0' } })).toMatch(/"-0"/);
  expect(said({ key: 'msg.course.weaponPicked', params: { unit: '-0 PZ' } })).toMatch(/"-0"/);
  expect(said({ key: 'msg.course.weaponPicked', params: { unit: '-0,5 i 10, -0.5' } })).toBeNull();
});

test("checkStep reports a step's new message that does not read whole, and not one the step left as it was", () => {
  const before = newGame({ length: 10, seed: 3 });
  const { state } = step(before, { type: 'fly', dir: 'upLeft' });
  expect(checkStep(before, { type: 'fly', dir: 'upLeft' }, state, false)).toBeNull();
  const broken: GameState = { ...state, message: { key: 'msg.course.weaponPicked' } };
  expect(checkStep(before, { type: 'fly', dir: 'upLeft' }, broken, false)).toMatch(/\{unit\}/);
  // the same faulty message carried over unchanged was judged when it came
  expect(stepTextFault(broken, { ...broken })).toBeNull();
  expect(stepTextFault(before, { ...before, hint: { key: 'msg.course.weaponPicked' } })).toMatch(/\{unit\}/);
});

test('a count of hits or wounds left that is not the state\'s is caught, even in a hint left standing', () => {
  const s = newGame({ length: 10, seed: 3 });
  const hits: GameState = { ...s, hitsToAssign: 2, hint: { key: 'hint.hitsLeft', params: { count: 2 } } };
  expect(stepTextFault(hits, hits)).toBeNull();
  // one hit given out, the hint not redrawn: it still says 2
  expect(stepTextFault(hits, { ...hits, hitsToAssign: 1 })).toMatch(/hint.hitsLeft says 2 left, the state has 1/);
  const wounds: GameState = { ...s, phase: 'wounds', woundsToAssign: 1, message: { key: 'msg.assignWounds', params: { count: 2 } } };
  expect(stepTextFault(s, wounds)).toMatch(/msg.assignWounds says 2 left, the state has 1/);
  expect(stepTextFault(s, { ...wounds, message: { key: 'msg.assignWounds', params: { count: 1 } } })).toBeNull();
});

test('a hint sending the player to the movement board while a meeting is open is caught', () => {
  const s = newGame({ length: 10, seed: 3 });
  const course = { stage: 'choose' } as unknown as NonNullable<NonNullable<NonNullable<GameState['surface']>['encounter']>['course']>;
  const surface = { encounter: { being: 'plainsFlatback', course } } as unknown as GameState['surface'];
  const meeting: GameState = { ...s, phase: 'surface', surface, hint: { key: 'hint.researchMode' } };
  expect(stepTextFault(s, meeting)).toMatch(/hint.researchMode points to the movement board while the meeting waits \(choose\)/);
  expect(stepTextFault(s, { ...meeting, hint: { key: 'msg.course.choose', params: { being: { being: 'plainsFlatback' } } } })).toBeNull();
  // no meeting: the board hint is right
  expect(stepTextFault(s, { ...meeting, surface: { encounter: null } as unknown as GameState['surface'] })).toBeNull();
});

test("a being's description left as the hint after its meeting ended is caught; while it goes on, or in the step that met it, it is not", () => {
  const s = newGame({ length: 10, seed: 3 });
  const met = { key: 'hint.met', params: { being: { being: 'plainsFlatback' }, about: { text: 'being.plainsFlatback.about' } } } as const;
  const course = { stage: 'mode' } as unknown as NonNullable<NonNullable<NonNullable<GameState['surface']>['encounter']>['course']>;
  const going = { being: 'plainsFlatback', course };
  const ended = { being: 'plainsFlatback', course: null };
  const at = (encounter: object, hint: Message | null = met): GameState => ({ ...s, phase: 'surface', surface: { encounter } as unknown as GameState['surface'], hint });
  const before = at(going);
  expect(stepTextFault(before, at(ended))).toMatch(/hint.met still describes plainsFlatback after its meeting ended/);
  expect(stepTextFault(before, at(ended, { key: 'hint.researchMode' }))).toBeNull();
  expect(stepTextFault(before, at({ ...going }))).toBeNull();
  // met in this very step, with nothing to decide: described once
  expect(stepTextFault(at(ended), at({ ...ended }))).toBeNull();
});
