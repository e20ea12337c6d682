// The caches kept by map (rules/moves.ts's area graphs, rules/encounterChance.ts's walking
// distances and chances) are shared by every landing with the same map and keyed by it. One test
// module that lands on two maps in turn must get, on the second, what a fresh engine gets: a key
// that forgets the map would hand the second landing the first one's graph. (The Rover's level in
// the graphs' key changes no way found: afloat or ashore, every place of three maps gives the same
// way to the shuttle, so mutants of that part are equivalent.)
import type { GameState, Place } from '../../../src/engine';
import { landedOnArea, roverParty } from '../../support/voyage';
import { isolated } from '../../support/isolated';

type Moves = typeof import('../../../src/engine/rules/moves');
type Chances = typeof import('../../../src/engine/rules/encounterChance');

/** The rules modules with empty caches: a registry of their own. */
function fresh(): { moves: Moves; chances: Chances } {
  return isolated(() => ({ moves: require('../../../src/engine/rules/moves') as Moves, chances: require('../../../src/engine/rules/encounterChance') as Chances }));
}

/** The party at a place, in a tropical climate, with nothing researched, freed or spent. */
function standing(s: GameState, row: number, col: number): GameState {
  return { ...s, mode: 'foot', level: 'surface', surface: { ...s.surface!, at: { row, col, cave: false }, view: null, climate: 'tropical', researched: [], freed: [], spent: [], repeats: [], fog: false } };
}

// Two maps of one planet (same gravity, air and waters): only the map tells their caches apart.
const reef = standing(landedOnArea('birss', 1, 'birss.reefIslands', ['soldier', 'navigator']), 3, 3);
const temple = standing(landedOnArea('birss', 1, 'birss.overgrownTemple', ['soldier', 'navigator']), 3, 3);
const here: Place = { row: 3, col: 3, layer: 'surface' };

/** How many moves lead from the party's place to each place of the map, on each level (-1: none). */
function ways(m: Moves, s: GameState): number[] {
  const out: number[] = [];
  for (let row = 0; row < 12; row++)
    for (let col = 0; col < 14; col++)
      for (const layer of ['surface', 'underwater', 'cave'] as const) out.push((m.pathWhere(s, (p) => p.row === row && p.col === col && p.layer === layer)?.length ?? 0) - 1);
  return out;
}

describe('caches kept by map: a second map gets its own', () => {
  test('the ways from here and the walking distance on the second map are those a fresh engine finds', () => {
    const alone = fresh();
    const expected = { ways: ways(alone.moves, temple), distance: alone.chances.walkingDistance(temple, here) };
    const shared = fresh();
    const first = { ways: ways(shared.moves, reef), distance: shared.chances.walkingDistance(reef, here) };
    // the two maps really differ here (else the test would prove nothing)
    expect(first.ways).not.toEqual(expected.ways);
    expect(first.distance).not.toBe(expected.distance);
    expect(ways(shared.moves, temple)).toEqual(expected.ways);
    expect(shared.chances.walkingDistance(temple, here)).toBe(expected.distance);
  });

  test('the beings met in a research hour on the second map are those a fresh engine finds', () => {
    const alone = fresh();
    const names = (c: Chances, s: GameState) => c.hourChances(s, here, 'research', 1).map((x) => `${x.being.id} ${x.chance.toFixed(6)}`);
    const expected = names(alone.chances, temple);
    const shared = fresh();
    expect(names(shared.chances, reef)).not.toEqual(expected);
    expect(names(shared.chances, temple)).toEqual(expected);
  });

  test("the terrain types of the second map (the lift-off's bonus, R-TERRAIN-39..44) are those a fresh engine finds, and an absent feature makes another map", () => {
    type Bonus = typeof import('../../../src/engine/rules/terrainBonus');
    const load = (): Bonus => isolated(() => require('../../../src/engine/rules/terrainBonus') as Bonus);
    const of = (b: Bonus, s: GameState) => b.terrainBonus(s, false).of;
    // the glacier lakes hold 13 types, the temple 11 (counted by a fresh engine each)
    const lakes = { ...temple, surface: { ...temple.surface!, area: 'birss.glacierLakes' } };
    const expected = of(load(), temple);
    const shared = load();
    expect(of(shared, lakes)).toBe(13);
    expect(of(shared, temple)).toBe(expected);
    expect(expected).toBe(11);
    // the reef's maybe lake at (5,4) absent: the same area is another map, with the lake's type gone
    expect(of(shared, reef)).toBe(11);
    expect(of(shared, { ...reef, surface: { ...reef.surface!, absent: ['5:4:lake'] } })).toBe(10);
  });

  test('on one map, the ways on foot and by Rover are kept apart (the Rover keeps off swamps and cliffs, R-DEV-57)', () => {
    const rover = roverParty('birss', 1, 'birss.overgrownTemple');
    const foot: GameState = { ...rover, mode: 'foot' };
    const expected = { foot: ways(fresh().moves, foot), rover: ways(fresh().moves, rover) };
    expect(expected.foot).not.toEqual(expected.rover);
    const shared = fresh();
    expect(ways(shared.moves, foot)).toEqual(expected.foot);
    expect(ways(shared.moves, rover)).toEqual(expected.rover);
    expect(ways(shared.moves, foot)).toEqual(expected.foot);
  });
});
