// Random play (issue 8, part 3). Every step of a game is checked: schema and invariants, a reload
// byte for byte, no unit from nowhere, dead humans never act, every VP change named, no dead end.
// `npm test` also runs 200 games of each length through the command line (`npm run fuzz`); here a
// few quick games, and the seeds of failures random play once found, kept as regressions.
import { advisorFault, checkStep, deadEnd, playGame } from '../../src/fuzz/randomPlay';
import { advise } from '../../src/engine/bot/heuristic';
import { landedOnArea } from '../support/voyage';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deserialize, legalActions, newGame, step, type GameState, type VoyageLength } from '../../src/engine';
import { standingField } from '../../src/engine/rules/field';
import { pathToShuttle } from '../../src/engine/rules/moves';

const failure = (length: VoyageLength, seed: number) => {
  const r = playGame(length, seed);
  return r.failure ? `seed ${seed} step ${r.failure.stepIndex} ${JSON.stringify(r.failure.action)}: ${r.failure.problem}` : null;
};

test.each<VoyageLength>([10, 20, 30])('%i-month voyages: 10 random games, each to its end, without a failure', (length) => {
  const failures: string[] = [];
  let surface = 0;
  for (let seed = 1000; seed < 1010; seed++) {
    const r = playGame(length, seed);
    if (r.failure) failures.push(`seed ${seed}: ${r.failure.problem}`);
    if (r.phases.has('surface')) surface++;
    expect(r.ended || r.failure).toBeTruthy();
  }
  expect(failures).toEqual([]);
  expect(surface).toBeGreaterThan(5);
});

test.each<[VoyageLength, number]>([
  [30, 59], // 60 resources in the table: the cap counted PROM only (R-LOAD-04)
  [10, 23],
  [10, 53],
  [10, 1481], // hunger's damage mark outlived a heavy suit lost with the stranded party: did not load again
  [10, 1549], // the same for a Rover lost when the last human of the party died away from the shuttle
  [20, 759], // an infected dead man without a suit was offered 'wybierz' to put one on
  [20, 1533], // the infected dead the party could not carry stayed in PORZUCONE all the way to the shuttle
  [10, 2722], // the party lost away from the shuttle took its cages, but their creature stayed caged: did not load again
  [10, 3046], // the same, the last human's suit destroyed in a meeting
  [30, 442], // the way on from a meeting, a move that is really taken, lay beyond the search's budget of 400 states
  [10, 8555], // a lone human's flight from a meeting (his death, the shuttle flying back alone) lay past the search's budget: the player's moves show it
  [20, 1018], // a fossil too heavy put the only absorber (a Laser) into PORZUCONE after hunger's hit fell on it: a hit with no row to take it
  [20, 57347], // a value typed right after an Abyssal Maw's surprise left its description as the hint, its meeting over
  [10, 77610], // the advisor, for a lone Engineer under water with a Laser and Tools in hand (UŻYWANE), switched the board's view there and back
  [30, 84717], // the last human's death told a creature carried into the shuttle that the shuttle, flying back alone, lost at once
])('regression: %i months, seed %i', (length, seed) => {
  expect(failure(length, seed)).toBeNull();
});

test('the checks see what they are for: an unnamed VP change, a unit from nowhere, a state that does not load', () => {
  const s = newGame({ length: 10, seed: 5 });
  const tip = step(s, { type: 'nextTip' }).state;
  expect(checkStep(s, { type: 'nextTip' }, tip, false)).toBeNull();
  expect(checkStep(s, { type: 'nextTip' }, { ...tip, vp: tip.vp + 3, ledger: [{ month: tip.month, reason: 'earlier', amount: 3 }] }, false)).toMatch(/VP 0 → 3 with no word/);
  // a PZ change the ledger does not record is an inconsistent state
  expect(checkStep(s, { type: 'nextTip' }, { ...tip, vp: tip.vp + 3 }, false)).toMatch(/ledger sums to 0/);
  expect(checkStep(s, { type: 'nextTip' }, { ...tip, stock: { ...tip.stock, laser: { count: tip.stock.laser.count + 1, damaged: 0 } } }, false)).toMatch(/laser.*from nowhere/);
  expect(checkStep(s, { type: 'nextTip' }, { ...tip, shuttles: 0, crew: tip.crew.map((h) => ({ ...h, wounds: 6 })) }, false)).toMatch(/does not load again/);
  expect(checkStep(s, { type: 'nextTip' }, { ...tip, month: 0 }, false)).toBeNull();
  expect(deadEnd({ ...s, phase: 'wounds', woundsToAssign: 1, arriving: 'mezo', crew: s.crew.map((h) => ({ ...h, alive: false, wounds: 6 })) })).toMatch(/dead end/);
});

test('a party whose every move is refused has no way on unless something it can do opens one, though the map leads back to the shuttle', () => {
  // recorded from the heuristic player's 30-month seed 5105 before the R-LOAD-25 fix: the Rover
  // broken over the Weed Shallows left the party at level 'powierzchnia', every move refused
  const loaded = deserialize(readFileSync(join(__dirname, 'fixtures/allLiquidStuck.json'), 'utf8'));
  if (!loaded.ok) throw new Error(loaded.code);
  const stuck = loaded.state;
  expect([stuck.phase, stuck.mode, stuck.level, standingField(stuck)?.allLiquid]).toEqual(['surface', 'foot', 'surface', true]);
  expect(pathToShuttle(stuck)?.length).toBeGreaterThan(1);
  const refusedMoves = (s: GameState) => legalActions(s).filter((a) => a.type === 'move').map((a) => step(s, a).refused?.key);
  expect(refusedMoves(stuck)).toEqual(Array(6).fill('msg.levelNeedsPutDown'));
  // healing the Scientist changes what the party can carry, and the moves are taken: a way on
  const healed = step(stuck, { type: 'care', folder: 'expedition', unit: 'scientist' }).state;
  expect(refusedMoves(healed).some((k) => k === undefined)).toBe(true);
  expect(deadEnd(stuck)).toBeNull();
  // with the Doctor sick too nobody can heal (R-HEAL: two able humans): the only care left is the broken
  // Rover's repair where it lies (R-UI-TABLE-19), which opens no way on over the liquid: reported
  const sick: GameState = { ...stuck, crew: stuck.crew.map((h) => (h.id === 'doctor' ? { ...h, ill: true } : h)) };
  expect(legalActions(sick).filter((a) => a.type === 'care')).toEqual([{ type: 'care', folder: 'abandoned', unit: 'rover' }]);
  expect(deadEnd(sick)).toMatch(/dead end in phase surface/);
  // the same party at the level the rule now gives it goes on
  expect(deadEnd({ ...sick, level: 'underwater' })).toBeNull();
});

test('the advisor check sees a player going round in circles and a move the engine refuses; the advisor itself passes', () => {
  const s = landedOnArea('birss', 1, 'birss.reefIslands', ['soldier', 'navigator']);
  // the move mode switched on and off for ever
  expect(advisorFault(s, () => ({ action: { type: 'toggleMoveMode' }, reason: { key: 'bot.marchMode' } }))).toBe('the advisor goes round in circles: 2 steps from step 0 lead back to the same state ({"type":"toggleMoveMode"})');
  // a healing the engine refuses: 13 hours typed (R-HEAL-01: 1–12)
  const hurt: GameState = { ...s, crew: s.crew.map((h) => (h.id === 'soldier' ? { ...h, wounds: 3 } : h)) };
  const typed = step(hurt, { type: 'setInput', field: 'hours', raw: 13 }).state;
  expect(advisorFault(typed, () => ({ action: { type: 'care', folder: 'expedition', unit: 'soldier' }, reason: { key: 'bot.heal' } }))).toBe('the advisor\'s move {"folder":"expedition","type":"care","unit":"soldier"} (bot.heal) is refused: msg.careHours');
  expect(advisorFault(s)).toBeNull();
  expect(advisorFault(typed, advise)).toBeNull();
});
