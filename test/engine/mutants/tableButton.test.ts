// Kill tests for the table's 'niżej' and 'wyżej' answered row by row (legal.ts tableButton,
// tableMoves, downMove, upMove): on crafted states of every kind the table's columns know — in
// orbit, by the shuttle, away from it, with hits to give, a weapon to pick, a suit being chosen,
// another menu open, the Rover's own row — every folder × unit × column gets the answer of the
// whole list, and the states really hold legal buttons of both columns (else agreement proves little).
import { HUMAN_IDS, legalActions, type Action, type GameState } from '../../../src/engine';
import { STOCK_IDS } from '../../../src/engine/data/units';
import { sameAction } from '../../../src/engine/actions';
import { isLegalNow } from '../../../src/engine/legal';
import { act, landedOnArea, orbitOver, roverParty } from '../../support/voyage';
import { openCourse } from '../../../src/engine/rules/courseStart';

const FOLDERS = ['shuttle', 'expedition', 'carried', 'used', 'abandoned', 'toString', 'nowhere'];
const UNITS = [...HUMAN_IDS, ...STOCK_IDS, 'resources', 'artifacts', 'nobody'];

/** Every table probe's lazy answer against the whole list; returns how many of each column were legal. */
function agree(s: GameState): { down: number; up: number } {
  const legal = legalActions({ ...s });
  const n = { down: 0, up: 0 };
  for (const type of ['down', 'up'] as const)
    for (const folder of FOLDERS)
      for (const unit of UNITS) {
        const a = { type, folder, unit } as unknown as Action;
        const lazy = isLegalNow({ ...s }, a);
        expect([a, lazy]).toEqual([a, legal.some((x) => sameAction(x, a))]);
        if (lazy) n[type]++;
      }
  return n;
}

const orbit = (): GameState => {
  let s = orbitOver('suwatte', 0, 8);
  for (const u of ['soldier', 'navigator', 'cage', 'stunner'] as const) s = act(s, { type: 'load', unit: u });
  s = act(s, { type: 'addResources' });
  return act(s, { type: 'down', folder: 'shuttle', unit: 'soldier' });
};
/** On the delta with gear in every folder the party has, and something lying in PORZUCONE. */
const surface = (): GameState => {
  const s = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'navigator', 'cage', 'stunner'], 8);
  return { ...s, bay: { ...s.bay, resources: 3, units: { ...s.bay.units, medkit: { count: 1, damaged: 0 } } }, party: { ...s.party, abandoned: { crew: [], units: { climber: { count: 1, damaged: 0 } }, resources: 2 } } };
};
const away = (s: GameState): GameState => ({ ...s, surface: { ...s.surface!, at: { row: 5, col: 4, cave: false } } });

describe("the table's 'niżej' and 'wyżej', row by row, as the whole table gives them", () => {
  test('in orbit: PROM down into the party and back aboard as unloads (no "up" from PROM)', () => {
    const n = agree(orbit());
    expect(n.down).toBeGreaterThan(0);
    // in orbit 'wyżej' of the party's folders is 'up', PROM's is 'unload' (not probed here)
    expect(n.up).toBeGreaterThan(0);
  });

  test('by the shuttle and away from it: PROM reachable only on its field, the humans kept with the party away', () => {
    const here = surface();
    const there = away(here);
    const near = agree(here);
    const far = agree(there);
    expect(near.down).toBeGreaterThan(far.down);
    expect(far.up).toBeGreaterThan(0);
    // away, a human of EKSPEDYCJA is not put up, and PROM's rows give nothing
    expect(isLegalNow(there, { type: 'down', folder: 'shuttle', unit: 'medkit' })).toBe(false);
    expect(isLegalNow(here, { type: 'down', folder: 'shuttle', unit: 'medkit' })).toBe(true);
  });

  test('nothing while hits are given, a suit is being chosen, a care choice is open or another menu is shown', () => {
    const s = surface();
    for (const closed of [{ ...s, hitsToAssign: 1 }, { ...s, dressing: 'suit' as const }, { ...s, menu: 'chooseLength' as const }]) expect(agree(closed)).toEqual({ down: 0, up: 0 });
  });

  test("the Rover's own row in EKSPEDYCJA has neither button, in a party that rides it", () => {
    const s = roverParty('suwatte', 0, 'suwatte.jungleDelta');
    expect(s.party.expedition.units.rover?.count).toBe(1);
    agree(s);
    expect(isLegalNow(s, { type: 'down', folder: 'expedition', unit: 'rover' } as unknown as Action)).toBe(false);
    expect(isLegalNow(s, { type: 'up', folder: 'expedition', unit: 'rover' })).toBe(false);
  });
});

/** Whether the table offers this button now (the lazy answer; the tests above show it is the list's). */
const offers = (s: GameState, type: 'down' | 'up', folder: string, unit: string): boolean => isLegalNow(s, { type, folder, unit } as unknown as Action);

describe("the columns' rules, answer by answer (a comparison with the whole list would change with them and still agree)", () => {
  test("R-MOVE-31 by the shuttle: PROM's units and resources go down, an empty row does not; from NIESIONE units go down into the hands, not resources; nothing else has 'niżej'", () => {
    const s = surface();
    expect(offers(s, 'down', 'shuttle', 'medkit')).toBe(true);
    expect(offers(s, 'down', 'shuttle', 'resources')).toBe(true);
    // PROM holds no cage any more (its count is 0): no row
    expect(offers(s, 'down', 'shuttle', 'cage')).toBe(false);
    expect(offers(s, 'down', 'carried', 'cage')).toBe(true);
    expect(offers(s, 'down', 'carried', 'resources')).toBe(false);
    expect(offers(s, 'down', 'expedition', 'soldier')).toBe(false);
    expect(offers(s, 'down', 'used', 'stunner')).toBe(false);
    expect(offers(s, 'down', 'abandoned', 'climber')).toBe(false);
  });

  test("by the shuttle every party row has 'wyżej' (PROM's has none on the planet); away from it PROM's rows give nothing and no human walking in EKSPEDYCJA is put up (R-MOVE-21)", () => {
    const s = surface();
    for (const [folder, unit] of [['expedition', 'soldier'], ['carried', 'cage'], ['carried', 'resources'], ['used', 'stunner'], ['abandoned', 'climber'], ['abandoned', 'resources']]) expect([folder, unit, offers(s, 'up', folder!, unit!)]).toEqual([folder, unit, true]);
    expect(offers(s, 'up', 'shuttle', 'medkit')).toBe(false);
    const there = away(s);
    expect(offers(there, 'down', 'shuttle', 'medkit')).toBe(false);
    expect(offers(there, 'down', 'carried', 'cage')).toBe(true);
    expect(offers(there, 'up', 'expedition', 'soldier')).toBe(false);
    for (const [folder, unit] of [['carried', 'cage'], ['used', 'stunner'], ['abandoned', 'climber']]) expect([folder, unit, offers(there, 'up', folder!, unit!)]).toEqual([folder, unit, true]);
  });

  test('R-MOVE-28 a human lying in PORZUCONE is picked up away from the shuttle too; the Rover has its buttons in PROM, only its own row in EKSPEDYCJA has none', () => {
    const s = away(surface());
    const lying: GameState = { ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew: [{ id: 'soldier', suit: null }] }, abandoned: { ...s.party.abandoned, crew: [{ id: 'navigator', suit: null }] } } };
    expect(offers(lying, 'up', 'abandoned', 'navigator')).toBe(true);
    expect(offers(lying, 'up', 'expedition', 'soldier')).toBe(false);
    let o = orbitOver('suwatte', 0, 8);
    for (const u of ['soldier', 'rover'] as const) o = act(o, { type: 'load', unit: u });
    expect(offers(o, 'down', 'shuttle', 'rover')).toBe(true);
  });

  test('in the Rover: a human carried has no \'niżej\', and is put up only by the shuttle; a robot carried goes down', () => {
    const s = roverParty('suwatte', 0, 'suwatte.jungleDelta');
    expect(offers(s, 'down', 'carried', 'soldier')).toBe(false);
    expect(offers(s, 'down', 'carried', 'transbot')).toBe(true);
    expect(offers(s, 'up', 'carried', 'soldier')).toBe(true);
    expect(offers(away(s), 'up', 'carried', 'soldier')).toBe(false);
    expect(offers(away(s), 'up', 'carried', 'transbot')).toBe(true);
  });

  test("in orbit: PROM down into the party; 'wyżej' of PROM is the unload, of the party's folders 'up'; with another menu open nothing", () => {
    const s = orbit();
    expect(offers(s, 'down', 'shuttle', 'navigator')).toBe(true);
    expect(offers(s, 'down', 'shuttle', 'cage')).toBe(true);
    expect(offers(s, 'up', 'expedition', 'soldier')).toBe(true);
    expect(offers(s, 'up', 'shuttle', 'cage')).toBe(false);
    expect(isLegalNow(s, { type: 'unload', unit: 'cage' })).toBe(true);
    expect(offers({ ...s, menu: 'chooseLength' }, 'down', 'shuttle', 'cage')).toBe(false);
    expect(offers({ ...s, menu: 'chooseLength' }, 'up', 'expedition', 'soldier')).toBe(false);
  });

  test('R-CHASE-02 during a meeting the party reorganises while a strategy is chosen or a creature is caught, not in its other stages; a suit being picked or a care choice stops it', () => {
    const s = surface();
    const meeting = (stage: 'surprise' | 'choose' | 'caught' | 'weapons' | 'mode' | 'own'): GameState => {
      const course = { ...openCourse(s, 'mudGulper', false)!, stage };
      return { ...s, log: [...s.log, { being: 'mudGulper', met: 1, known: {} }], surface: { ...s.surface!, encounter: { being: 'mudGulper', place: { row: 6, col: 4, layer: 'surface' }, surprised: false, companion: null, indicators: {}, course } } } as GameState;
    };
    const open = (x: GameState) => [offers(x, 'down', 'carried', 'cage'), offers(x, 'up', 'used', 'stunner')];
    expect(open(meeting('choose'))).toEqual([true, true]);
    expect(open(meeting('caught'))).toEqual([true, true]);
    for (const stage of ['surprise', 'weapons', 'mode', 'own'] as const) expect([stage, ...open(meeting(stage))]).toEqual([stage, false, false]);
    expect(open({ ...s, dressing: 'suit' })).toEqual([false, false]);
    expect(open({ ...s, careChoice: { folder: 'expedition', unit: 'soldier' } })).toEqual([false, false]);
    expect(open({ ...s, hitsToAssign: 2 })).toEqual([false, false]);
    expect(open(s)).toEqual([true, true]);
  });
});
