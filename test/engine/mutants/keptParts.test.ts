// The caches session 25 keyed by the parts of the state they read (perParts, docs/SPEED.md): the
// living party, the party's place, the research of a field and what of the party it reads, the
// table's weight and crew, the capacities, the absorbers, the cages' allocation. A step copies the
// state many times over and the player asks of states it makes up, so these answer for the parts
// they read, as last asked. Each part is changed alone here, one state after another, and the
// engine that has answered the states before must give what a fresh engine gives: a comparison
// that forgot a part would hand the changed state the earlier one's answer.
import type { GameState, Place } from '../../../src/engine';
import { PLANET_IDS, type PlanetId } from '../../../src/engine/data/planets';
import { landedOnArea } from '../../support/voyage';
import { isolated } from '../../support/isolated';

interface Engine {
  folders: typeof import('../../../src/engine/rules/folders');
  field: typeof import('../../../src/engine/rules/field');
  research: typeof import('../../../src/engine/rules/research');
  loading: typeof import('../../../src/engine/rules/loading');
  party: typeof import('../../../src/engine/rules/party');
  resources: typeof import('../../../src/engine/rules/resources');
  cages: typeof import('../../../src/engine/rules/cages');
  player: typeof import('../../../src/engine/bot/heuristic');
}

const load = (): Engine =>
  isolated(() => ({
    folders: require('../../../src/engine/rules/folders'),
    field: require('../../../src/engine/rules/field'),
    research: require('../../../src/engine/rules/research'),
    loading: require('../../../src/engine/rules/loading'),
    party: require('../../../src/engine/rules/party'),
    resources: require('../../../src/engine/rules/resources'),
    cages: require('../../../src/engine/rules/cages'),
    player: require('../../../src/engine/bot/heuristic'),
  }));

/** A plain field next to the shuttle of the Reef Islands (row 3, column 2: a plain with lush vegetation) and a liquid (row 3, column 1). */
const PLAIN: Place = { row: 3, col: 2, layer: 'surface' };

function answers(e: Engine, s: GameState) {
  return {
    living: e.folders.livingPartyCrew(s).map((p) => p.id),
    place: e.field.partyPlace(s),
    research: e.research.researchField(s, PLACE_OF(s)),
    // the field of a maybe lake (row 5, column 4: 'p+V+k?'), which the landing's absent features change
    lakeField: e.research.researchField(s, LAKE),
    // the player's drain reckoning: the absorbers, the gravity and the Repbot, kept for the parts they read
    drain: e.player.drainAt(s, PLACE_OF(s), 1),
    weight: e.loading.tableWeight(s),
    crew: e.loading.tableCrew(s).map((p) => p.id),
    hands: e.party.handsCapacity(s),
    capacity: e.party.partyCapacity(s),
    absorbers: e.resources.absorbers(s),
    freeCages: e.cages.freePartyCages(s),
    cagedIn: e.cages.cagedIn(s),
  };
}
type Answers = ReturnType<typeof answers>;
/** A plain with a lake that may be absent on a landing. */
const LAKE: Place = { row: 5, col: 4, layer: 'surface' };
/** The field weighed for research: the plain next door (its layer as the party's level would take it). */
const PLACE_OF = (s: GameState): Place => ({ ...PLAIN, layer: s.level === 'underwater' ? 'underwater' : 'surface' });

/** The Reef Islands of Birss (set 1, high gravity), landed with the Soldier, the Scout and a cage; a second cage in the shuttle. */
function base(): GameState {
  const s = landedOnArea('birss', 1, 'birss.reefIslands', ['soldier', 'scout', 'cage']);
  return { ...s, bay: { ...s.bay, units: { ...s.bay.units, cage: { count: 1, damaged: 0 } } } };
}

const b = base();
/** A creature that takes one cage. */
const CAUGHT = 'driftBladder';
const without = <T extends object>(units: T, id: string): T => Object.fromEntries(Object.entries(units).filter(([k]) => k !== id)) as T;
const human = (s: GameState, id: string, patch: object): GameState => ({ ...s, crew: s.crew.map((h) => (h.id === id ? { ...h, ...patch } : h)) });
const atLiquid = { ...b, surface: { ...b.surface!, at: { row: 3, col: 1, cave: false } } };
const withFind: GameState = { ...b, surface: { ...b.surface!, caged: [{ being: 'memorySphere', indicators: {}, weight: 3 }] } };
const withCaught: GameState = { ...b, surface: { ...b.surface!, caged: [{ being: CAUGHT, indicators: {} }] } };
const inOrbit: GameState = { ...b, phase: 'orbit', aboard: [] };
const SWAPPED = Object.fromEntries(PLANET_IDS.map((p) => [p, p === 'birss' ? 'picolo' : p === 'picolo' ? 'birss' : p])) as Record<PlanetId, PlanetId>;
/** Each variant changes one part the caches read, and names an answer that must change with it. */
const variants: [name: string, s: GameState, changes: (keyof Answers)[], than: GameState | null][] = [
  ['the Scout ill (the crew only)', human(b, 'scout', { ill: true }), ['living', 'research'], null],
  ['the Soldier wounded (the crew only)', human(b, 'soldier', { wounds: 3 }), ['hands', 'capacity'], null],
  ['the Scout dead (the crew only)', human(b, 'scout', { alive: false }), ['absorbers', 'drain'], null],
  [
    'the Scout back in the shuttle (the party and the shuttle)',
    { ...b, bay: { ...b.bay, crew: [...b.bay.crew, b.party.expedition.crew.find((p) => p.id === 'scout')!] }, party: { ...b.party, expedition: { ...b.party.expedition, crew: b.party.expedition.crew.filter((p) => p.id !== 'scout') } } },
    ['living', 'crew', 'research', 'absorbers', 'hands'],
    null,
  ],
  ['the party on the liquid next door (its place only)', atLiquid, ['place', 'freeCages'], null],
  ['the same, under the liquid (the level only)', { ...atLiquid, level: 'underwater' }, ['place', 'hands'], atLiquid],
  ['in the Rover (the mode only)', { ...b, mode: 'rover' }, ['research', 'capacity'], null],
  ['in fog (the surface fog only)', { ...b, surface: { ...b.surface!, fog: true } }, ['research'], null],
  ['in the desert (the climate only)', { ...b, surface: { ...b.surface!, climate: 'desert' } }, ['research'], null],
  ['another set of the planet (the orbit only)', { ...b, orbit: { planet: 'birss', set: 2 } }, ['research', 'hands', 'capacity', 'drain'], null],
  ['more resources in the shuttle (the shuttle only)', { ...b, bay: { ...b.bay, resources: b.bay.resources + 5 } }, ['weight'], null],
  ['a find weighing 3 carried (the caught only)', withFind, ['weight'], null],
  ['a creature caught in one cage (the caught only)', withCaught, ['freeCages'], null],
  [
    'the Soldier carried (the party only: the carried crew)',
    { ...b, party: { ...b.party, expedition: { ...b.party.expedition, crew: b.party.expedition.crew.filter((p) => p.id !== 'soldier') }, carried: { ...b.party.carried, crew: b.party.expedition.crew.filter((p) => p.id === 'soldier') } } },
    ['living', 'crew'],
    null,
  ],
  ['the Doctor carried (the carried crew only)', { ...b, party: { ...b.party, carried: { ...b.party.carried, crew: [{ id: 'doctor', suit: null }] } } }, ['living', 'crew'], null],
  ["the party's cage gone (the party only)", { ...b, party: { ...b.party, expedition: { ...b.party.expedition, units: without(b.party.expedition.units, 'cage') }, carried: { ...b.party.carried, units: without(b.party.carried.units, 'cage') }, used: { ...b.party.used, units: without(b.party.used.units, 'cage') } } }, ['freeCages'], null],
  ["the shuttle's cage gone (the shuttle only)", { ...b, bay: { ...b.bay, units: without(b.bay.units, 'cage') } }, ['freeCages', 'weight'], null],
  ['the Doctor in the shuttle (the shuttle crew only)', { ...b, bay: { ...b.bay, crew: [...b.bay.crew, { id: 'doctor', suit: null }] } }, ['crew', 'drain'], null],
  ['the lake of row 5 absent (the absent features only)', { ...b, surface: { ...b.surface!, absent: ['5:4:lake'] } }, ['lakeField'], null],
  ['more resources carried (the resources only: the same humans and units)', { ...b, party: { ...b.party, carried: { ...b.party.carried, resources: b.party.carried.resources + 4 } } }, ['weight'], null],
  ['the Soldier gone from EKSPEDYCJA (its crew only)', { ...b, party: { ...b.party, expedition: { ...b.party.expedition, crew: b.party.expedition.crew.filter((p) => p.id !== 'soldier') } } }, ['crew', 'living'], null],
  ['the creature caught, the party on the liquid next door (the place only)', { ...withCaught, surface: { ...withCaught.surface!, at: { row: 3, col: 1, cave: false } } }, ['cagedIn'], withCaught],
  ['the creature caught, another area (the area only)', { ...withCaught, surface: { ...withCaught.surface!, area: 'birss.riverDelta' } }, ['cagedIn'], withCaught],
  ['the content of Picolo in the orbit of Birss (the worlds only)', { ...b, worlds: SWAPPED }, ['research', 'hands', 'capacity'], null],
  ['another area of the planet (the area only)', { ...b, surface: { ...b.surface!, area: 'birss.riverDelta' } }, ['research'], null],
  ['the find, in the landing phase (the phase only)', { ...withFind, phase: 'landing' }, ['weight'], withFind],
  ['a find loaded aboard, in orbit (the finds aboard only)', { ...inOrbit, aboard: [{ being: 'memorySphere', indicators: {}, weight: 3, loaded: true }] }, ['weight'], inOrbit],
];

describe('the caches kept for the parts of the state they read', () => {
  const fresh = (s: GameState): Answers => answers(load(), s);
  const baseAnswers = fresh(b);

  test('the landing drew every maybe feature of its map (the lake variant makes one absent)', () => {
    expect(b.surface!.absent).toEqual([]);
  });

  test.each(variants)('%s: the answers that follow the part change', (_name, v, changes, than) => {
    const now = fresh(v);
    const was = than ? fresh(than) : baseAnswers;
    for (const k of changes) expect({ [k]: now[k] }).not.toEqual({ [k]: was[k] });
  });

  test('the cages are counted in orbit too, where there is no surface, after a landing was asked', () => {
    const shared = load();
    const gone: GameState = { ...withCaught, phase: 'orbit', surface: null, landing: null };
    expect(shared.cages.freePartyCages(withCaught)).toBe(fresh(withCaught).freeCages);
    expect([shared.cages.freePartyCages(gone), shared.cages.cagedIn(gone)]).toEqual([load().cages.freePartyCages(gone), {}]);
    // a copy of it (a step's copies): compared with the last one asked, which has no surface either
    expect(shared.cages.freePartyCages({ ...gone })).toBe(load().cages.freePartyCages(gone));
  });

  test('one engine asked every state in turn, each between two asks of the landing as it was, answers as a fresh one', () => {
    const shared = load();
    expect(answers(shared, b)).toEqual(baseAnswers);
    for (const [name, v, , than] of variants) {
      // the state it differs from by one part asked just before it: a cache that forgot that part answers it the earlier one's
      if (than) expect({ name, answers: answers(shared, than) }).toEqual({ name, answers: fresh(than) });
      expect({ name, answers: answers(shared, v) }).toEqual({ name, answers: fresh(v) });
      expect({ name, answers: answers(shared, b) }).toEqual({ name, answers: baseAnswers });
    }
    // the level alone, after the place it changes the layer of
    expect(answers(shared, atLiquid)).toEqual(fresh(atLiquid));
    expect(answers(shared, { ...atLiquid, level: 'underwater' })).toEqual(fresh({ ...atLiquid, level: 'underwater' }));
  });
});
