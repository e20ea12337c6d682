// Kill tests for rules/resources.ts (mutation score, docs/MUTATION.md): the edges the behavioural
// tests (resources.test.ts) passed over — who is a living absorber, a damaged heavy suit lying
// loose, nobody to absorb at all, a debt of exactly one resource, the two factors drawn each hour
// and none for a part of nothing, the cap of PROM's share over part of an hour, the panel's total,
// what is spared a hunger hit, and the calls with nothing to drain. Expected values are the
// manual's numbers or the design's (src/engine/data/resources.ts), written out by hand.
import { newGame, type GameState, type HumanId } from '../../../src/engine';
import { absorberPerPoint, absorbers, drain, drainRates, planetDrain } from '../../../src/engine/rules/resources';
import { FixedDice, MEAN, NONE, TOP, UNIT } from '../../support/fixedDice';
import { act, landedOnArea, orbitOver } from '../../support/voyage';

/** Suwatte set 0 (Earth gravity, planet drain 0), the jungle delta: the shuttle on a plain (+1) at 6:4, a plain beside it at 6:5. */
const jungle = (units: Parameters<typeof landedOnArea>[3]) => landedOnArea('suwatte', 0, 'suwatte.jungleDelta', units, 1, 0);
const at = (s: GameState, row: number, col: number): GameState => ({ ...s, surface: { ...s.surface!, at: { row, col, cave: false } } });
const dead = (s: GameState, id: HumanId): GameState => ({ ...s, crew: s.crew.map((h) => (h.id === id ? { ...h, alive: false } : h)) });
const carried = (s: GameState, resources: number): GameState => ({ ...s, party: { ...s.party, carried: { ...s.party.carried, resources } } });

describe('R-RES-05 R-RES-12 the living absorb', () => {
  test('a dead human of the crew list counts for nobody else: the party\'s two still absorb 4', () => {
    const s = jungle(['soldier', 'scout']);
    const first = s.crew[0]!.id;
    expect(['soldier', 'scout']).not.toContain(first);
    expect(absorbers(dead(s, first))).toMatchObject({ humans: 4, shuttle: 0 });
  });

  test('a dead human left in a folder, in the party or in PROM, absorbs nothing', () => {
    let s = jungle(['soldier', 'scout', 'commander']);
    s = act(s, { type: 'up', folder: 'expedition', unit: 'commander' });
    expect(absorbers(s)).toMatchObject({ humans: 4, shuttle: 2, shuttlePersons: 1 });
    expect(absorbers(dead(s, 'scout'))).toMatchObject({ humans: 2, shuttle: 2, shuttlePersons: 1 });
    expect(absorbers(dead(s, 'commander'))).toMatchObject({ humans: 4, shuttle: 0, shuttlePersons: 0 });
  });

  test('R-RES-05 a heavy suit lying loose absorbs 1 damaged or not (worn or not, it is equipment); a damaged Laser absorbs nothing', () => {
    const s = jungle(['soldier', 'scout']);
    const loose = (units: GameState['party']['carried']['units']) => ({ ...s, party: { ...s.party, carried: { ...s.party.carried, units } } });
    expect(absorbers(loose({ heavySuit: { count: 1, damaged: 1 } }))).toMatchObject({ equipment: 1, types: ['heavySuit'] });
    expect(absorbers(loose({ heavySuit: { count: 2, damaged: 1 } }))).toMatchObject({ equipment: 2, types: ['heavySuit'] });
    expect(absorbers(loose({ laser: { count: 1, damaged: 1 } }))).toMatchObject({ equipment: 0, types: [] });
  });

  test('R-RES-07 R-RES-11 no absorbency point drains nothing, with a Repbot too (its 0.6% is for 1 and 2 points)', () => {
    expect(absorberPerPoint(0, false)).toBe(0);
    expect(absorberPerPoint(0, true)).toBe(0);
    expect(absorberPerPoint(-1, true)).toBe(0);
    expect(absorberPerPoint(1, true)).toBe(0.6);
  });
});

describe('R-RES-02..18 what an activity drains', () => {
  test('nothing to drain: no hours, or no planet under the party: the state as it was, nothing missing, nothing drawn', () => {
    const s = carried(jungle(['soldier', 'scout']), 5);
    const dice = new FixedDice(TOP);
    expect(drain(s, 0, dice)).toEqual({ state: s, starved: [], used: 0 });
    expect(drain(s, 0, dice).state).toBe(s);
    const orbit = orbitOver('suwatte', 0, 1);
    expect(drain(orbit, 3, dice)).toEqual({ state: orbit, starved: [], used: 0 });
    expect(dice.draws.size).toBe(0);
  });

  test('R-RES-02 R-RES-04 two factors are drawn an hour, one for the absorbers and one for the place; a last part of an hour draws its two, and no more', () => {
    const s = carried(jungle(['soldier', 'scout']), 5);
    const two = new FixedDice(MEAN);
    drain(s, 2, two);
    expect(two.draws.get(100)).toBe(4);
    const half = new FixedDice(MEAN);
    drain(s, 1.5, half);
    expect(half.draws.get(100)).toBe(4);
  });

  test('R-RES-18 a debt of exactly one resource is taken: an hour at the factor 0 adds nothing to a debt of 1, and one resource goes', () => {
    const s = carried(jungle(['soldier', 'scout']), 5);
    const owing = { ...s, surface: { ...s.surface!, drainDebt: { party: 1, shuttle: 0 } } };
    const r = drain(owing, 1, new FixedDice(NONE));
    expect(r.used).toBe(1);
    expect(r.state.party.carried.resources).toBe(4);
    expect(r.state.surface!.drainDebt).toEqual({ party: 0, shuttle: 0 });
  });

  test('R-RES-12 R-RES-18 a debt of exactly one resource of the humans in PROM is taken from the shuttle\'s, then from what the party carries on its field; away, it is missing', () => {
    let one = jungle(['soldier', 'scout', 'commander']);
    one = act(one, { type: 'up', folder: 'expedition', unit: 'commander' });
    const owing = (x: GameState, bay: number): GameState => ({ ...carried(x, 5), bay: { ...x.bay, resources: bay }, surface: { ...x.surface!, drainDebt: { party: 0, shuttle: 1 } } });
    const fromBay = drain(owing(one, 3), 1, new FixedDice(NONE));
    expect([fromBay.used, fromBay.state.bay.resources, fromBay.state.party.carried.resources]).toEqual([1, 2, 5]);
    expect(fromBay.state.surface!.drainDebt).toEqual({ party: 0, shuttle: 0 });
    expect(fromBay.starved).toEqual([]);
    const fromParty = drain(owing(one, 0), 1, new FixedDice(NONE));
    expect([fromParty.used, fromParty.state.bay.resources, fromParty.state.party.carried.resources]).toEqual([1, 0, 4]);
    const away = drain(owing(at(one, 6, 5), 0), 1, new FixedDice(NONE));
    expect([away.used, away.state.bay.resources, away.state.party.carried.resources]).toEqual([0, 0, 5]);
    expect(away.starved).toEqual([{ source: 'starvedShuttle', count: 1 }]);
  });

  test('R-RES-08 nobody to absorb (no human, no unit outside or in PROM): the place alone drains, a plain at the mean factor 1% an hour', () => {
    const s = carried(jungle(['soldier', 'scout']), 5);
    const e = s.party.expedition;
    const empty = { ...s, party: { ...s.party, expedition: { ...e, crew: [], units: {} } } };
    expect(absorbers(empty)).toEqual({ humans: 0, equipment: 0, types: [], shuttle: 0, shuttlePersons: 0 });
    const r = drain(empty, 10, new FixedDice(MEAN));
    expect(r.state.surface!.drainDebt.party).toBeCloseTo(0.1, 10);
    expect(r.state.surface!.drainDebt.shuttle).toBe(0);
  });

  test('R-RES-12 R-RES-01 PROM\'s cap over half an hour is half of 6.2% a person: 3.1% at the top factor', () => {
    let one = jungle(['soldier', 'scout', 'commander']);
    one = act(one, { type: 'up', folder: 'expedition', unit: 'commander' });
    one = at({ ...one, bay: { ...one.bay, resources: 20 } }, 6, 5);
    expect(absorbers(one).shuttlePersons).toBe(1);
    // uncapped 6 × 1.9% × 4.53 × 2/6 = 17.2% an hour, 8.6% over the half hour
    const r = drain(one, 0.5, new FixedDice(TOP));
    expect(r.state.surface!.drainDebt.shuttle).toBe(0.031);
  });

  test('R-RES-06 R-RES-15 a heavy suit damaged before the activity is still an absorber: it is not spared a hunger hit, while the damaged one of two Lasers is', () => {
    let s = jungle(['soldier', 'scout', 'heavySuit', 'laser', 'transbot']);
    s = act(act(s, { type: 'suitButton', unit: 'heavySuit' }), { type: 'dressHuman', unit: 'soldier' });
    const e = s.party.expedition;
    s = {
      ...s,
      party: {
        ...s.party,
        expedition: { ...e, crew: e.crew.map((p) => (p.id === 'soldier' ? { ...p, suit: { kind: 'heavySuit' as const, damaged: true } } : p)) },
        used: { ...s.party.used, units: { ...s.party.used.units, laser: { count: 2, damaged: 1 } } },
      },
    };
    expect(absorbers(s).types).toContain('heavySuit');
    // nothing to take: every missing resource is a hit to the equipment
    const r = drain(s, 10, new FixedDice(TOP, UNIT));
    const units = r.starved.find((b) => b.source === 'starvedUnits')!;
    expect(units.count).toBeGreaterThan(0);
    expect(units.spared).toEqual({ laser: 1 });
  });

  test('R-RES-14 with no equipment outside every hunger hit is a human\'s, and no split is drawn', () => {
    const s = jungle(['soldier', 'scout']);
    expect(absorbers(s).equipment).toBe(0);
    const dice = new FixedDice(TOP, UNIT);
    const r = drain(s, 10, dice);
    expect(r.starved.map((b) => b.source)).toEqual(['starvedHumans']);
    expect(dice.draws.get(10_000)).toBeUndefined();
  });
});

describe('R-UI-EXP-09..11 R-ORBIT-22 R-ORBIT-23 the panel\'s drain', () => {
  test('off the surface there is nothing to show, and no planet drain in space', () => {
    const space = newGame({ length: 30, seed: 1 });
    expect(drainRates(space)).toBeNull();
    expect(planetDrain(space)).toBe(0);
    expect(drainRates(orbitOver('suwatte', 0, 1))).toBeNull();
  });

  test('the total is the absorbers\' mean plus the place\'s: a plain (+1 at 1%) under two humans (4 points at 1.9%)', () => {
    const r = drainRates(jungle(['soldier', 'scout']))!;
    expect(r.absorbers).toBeCloseTo(0.076, 12);
    expect(r.place).toBeCloseTo(0.01, 12);
    expect(r.total).toBeCloseTo(0.086, 12);
  });

  test('R-ORBIT-23 R-AREA-03 the planet\'s drain asked without a layer is the surface\'s, with its desert\'s +1', () => {
    const plain = landedOnArea('mefisto', 2, 'mefisto.ashPlain', ['soldier', 'scout'], 1, 0);
    expect(plain.surface!.climate).toBe('desert');
    expect(planetDrain(plain)).toBe(3);
    expect(planetDrain(plain, 'cave')).toBe(2);
  });
});
