// The folders' helpers (rules/folders.ts) on states built for the branch under test: who of the
// field party can act (R-INF-09: the sick do nothing; the dead not at all), working units counted
// (damaged ones do not work), and a folder written back without touching the others.
import type { Folder, GameState, HumanId, Passenger } from '../../../src/engine';
import { damagedInTable, folderOf, inHands, livingPartyCrew, partyCrew, partyWorking, withFolder, workingCount } from '../../../src/engine/rules/folders';
import { landedOnArea } from '../../support/voyage';

const EMPTY: Folder = { crew: [], units: {}, resources: 0 };
const p = (id: HumanId): Passenger => ({ id, suit: null });
const ids = (xs: readonly Passenger[]) => xs.map((x) => x.id);

function party(s: GameState, expedition: HumanId[], carried: HumanId[]): GameState {
  return { ...s, party: { expedition: { ...EMPTY, crew: expedition.map(p) }, carried: { ...EMPTY, crew: carried.map(p) }, used: EMPTY, abandoned: EMPTY } };
}

describe('rules/folders.ts', () => {
  const s0 = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['commander', 'soldier', 'doctor', 'scout'], 8, 0);

  test('R-INF-09 the party that can act: walking and carried humans, not the dead, not the sick', () => {
    const s = party(s0, ['commander', 'soldier', 'doctor'], ['scout']);
    const crew = s.crew.map((h) => (h.id === 'soldier' ? { ...h, alive: false } : h.id === 'doctor' ? { ...h, ill: true } : h));
    const t = { ...s, crew };
    // the state really holds a dead and a sick human among the party's folders
    expect(t.crew.find((h) => h.id === 'soldier')?.alive).toBe(false);
    expect(t.crew.find((h) => h.id === 'doctor')?.ill).toBeTruthy();
    expect(ids(partyCrew(t))).toEqual(['commander', 'soldier', 'doctor', 'scout']);
    expect(ids(livingPartyCrew(t))).toEqual(['commander', 'scout']);
    // a human in a folder but not in the crew list (a damaged state) counts for nothing
    const u = { ...t, crew: t.crew.filter((h) => h.id !== 'scout') };
    expect(ids(livingPartyCrew(u))).toEqual(['commander']);
  });

  test('R-DMG-23, R-DMG-24: damaged units of a type over the whole table; a worn Heavy Suit that is damaged counts, a worn light Suit does not (tending.ts adds those)', () => {
    const worn = (id: HumanId, kind: 'suit' | 'heavySuit', damaged: boolean): Passenger => ({ id, suit: { kind, damaged } });
    const s: GameState = {
      ...s0,
      bay: { ...EMPTY, units: { heavySuit: { count: 2, damaged: 1 } } },
      party: {
        expedition: { ...EMPTY, crew: [worn('commander', 'heavySuit', true), worn('soldier', 'heavySuit', false)], units: { laser: { count: 2, damaged: 1 } } },
        carried: { ...EMPTY, crew: [worn('doctor', 'suit', true)], units: { laser: { count: 1, damaged: 1 }, heavySuit: { count: 1, damaged: 1 } } },
        used: EMPTY,
        abandoned: { ...EMPTY, crew: [worn('scout', 'heavySuit', true)] },
      },
    };
    // loose: 1 in the shuttle and 1 carried; worn damaged: the Commander's and the Scout's in PORZUCONE
    expect(damagedInTable(s, 'heavySuit')).toBe(4);
    expect(damagedInTable(s, 'laser')).toBe(2);
    // the Doctor's damaged light suit is worn, not loose: not a 'suit' of the table
    expect(damagedInTable(s, 'suit')).toBe(0);
    expect(damagedInTable(s, 'detector')).toBe(0);
  });

  test('working units: count less damaged, over the folders given', () => {
    const a: Folder = { ...EMPTY, units: { laser: { count: 3, damaged: 1 } } };
    const b: Folder = { ...EMPTY, units: { laser: { count: 2, damaged: 2 }, detector: { count: 1, damaged: 0 } } };
    expect(workingCount([a], 'laser')).toBe(2);
    expect(workingCount([a, b], 'laser')).toBe(2);
    expect(workingCount([a, b], 'detector')).toBe(1);
    expect(workingCount([a, b], 'cage')).toBe(0);
  });

  test('R-LOAD-15 a device is in hand in UŻYWANE, or anywhere aboard the Rover; carried on foot it is not', () => {
    const carried = { ...s0, party: { ...s0.party, carried: { ...EMPTY, units: { detector: { count: 1, damaged: 0 } } }, used: EMPTY } };
    expect(inHands({ ...carried, mode: 'foot' }, 'detector')).toBe(false);
    expect(inHands({ ...carried, mode: 'rover' }, 'detector')).toBe(true);
    const used = { ...s0, mode: 'foot' as const, party: { ...s0.party, used: { ...EMPTY, units: { detector: { count: 1, damaged: 0 } } } } };
    expect(inHands(used, 'detector')).toBe(true);
    // a damaged one works nowhere
    expect(inHands({ ...carried, mode: 'rover', party: { ...carried.party, carried: { ...EMPTY, units: { detector: { count: 1, damaged: 1 } } } } }, 'detector')).toBe(false);
  });

  test('the party\'s working units: its three folders summed (not PORZUCONE, not PROM); a device in hand only while one of them works', () => {
    const unit = (count: number, damaged: number) => ({ rekonbot: { count, damaged }, climber: { count, damaged } });
    const s: GameState = { ...s0, bay: { ...EMPTY, units: unit(5, 0) }, party: { expedition: { ...EMPTY, units: unit(2, 1) }, carried: { ...EMPTY, units: unit(3, 0) }, used: { ...EMPTY, units: unit(4, 2) }, abandoned: { ...EMPTY, units: unit(7, 0) } } };
    // 1 + 3 + 2 working
    expect(partyWorking(s, 'rekonbot')).toBe(6);
    expect(partyWorking(s, 'laser')).toBe(0);
    expect(inHands(s, 'climber')).toBe(true);
    // every climber in hand damaged: none works there (on foot the carried ones are not in hand)
    const broken: GameState = { ...s, mode: 'foot', party: { ...s.party, used: { ...EMPTY, units: { climber: { count: 2, damaged: 2 } } } } };
    expect(inHands(broken, 'climber')).toBe(false);
  });

  test('a folder written back leaves the others as they were', () => {
    const s = party(s0, ['commander'], ['scout']);
    const f: Folder = { ...EMPTY, resources: 7 };
    for (const id of ['shuttle', 'expedition', 'carried', 'used', 'abandoned'] as const) {
      const t = withFolder(s, id, f);
      expect(folderOf(t, id)).toBe(f);
      for (const other of ['shuttle', 'expedition', 'carried', 'used', 'abandoned'] as const) if (other !== id) expect(folderOf(t, other)).toBe(folderOf(s, other));
      expect(Object.keys(t.party).sort()).toEqual(['abandoned', 'carried', 'expedition', 'used']);
    }
  });
});
