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
    for (const closed of [{ ...s, hitsToAssign: 1 }, { ...s, dressing: 'on' as const }, { ...s, menu: 'chooseLength' as const }]) expect(agree(closed)).toEqual({ down: 0, up: 0 });
  });

  test("the Rover's own row in EKSPEDYCJA has neither button, in a party that rides it", () => {
    const s = roverParty('suwatte', 0, 'suwatte.jungleDelta');
    expect(s.party.expedition.units.rover?.count).toBe(1);
    agree(s);
    expect(isLegalNow(s, { type: 'down', folder: 'expedition', unit: 'rover' } as unknown as Action)).toBe(false);
    expect(isLegalNow(s, { type: 'up', folder: 'expedition', unit: 'rover' })).toBe(false);
  });
});
