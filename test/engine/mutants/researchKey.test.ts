// researchField keeps a field's research hours and chance by the landing's map, the place and a
// number for the situation: the party's flags (R-MOVE-07, R-DEV-47, R-CREW-20, R-DEV-33, the
// Rover's Navigator, the Detector in fog), the gravity, the climate and fog. Each part the
// situation holds is changed alone here, and an engine that has answered the state before it must
// give, for every field of the map, what the rules work out afresh: a part the number left out
// would hand the changed state the answers of the one before.
import type { GameState, HumanId, Place } from '../../../src/engine';
import { landedOnArea } from '../../support/voyage';
import { isolated } from '../../support/isolated';

type Research = typeof import('../../../src/engine/rules/research');
type Field = typeof import('../../../src/engine/rules/field');
const load = (): { research: Research; field: Field } => isolated(() => ({ research: require('../../../src/engine/rules/research'), field: require('../../../src/engine/rules/field') }));

/** The Reef Islands of Birss (set 1, high gravity; mountains at 3:4, 3:10 and 7:10), landed with the Soldier and the Scout. */
const b = landedOnArea('birss', 1, 'birss.reefIslands', ['soldier', 'scout']);
const ROWS = 8;
const COLS = 12;
const PLACES: Place[] = [];
for (let row = 1; row <= ROWS; row++) for (let col = 1; col <= COLS; col++) PLACES.push({ row, col, layer: 'surface' });

/** Every field's research by researchField (the engine's cache), and as the rules work it out for the field. */
function answers(e: { research: Research; field: Field }, s: GameState) {
  return PLACES.map((p) => e.research.researchField(s, p));
}
function worked(s: GameState) {
  const e = load();
  return PLACES.map((p) => {
    const f = e.field.fieldAt(s, p.row, p.col)!;
    return { hours: e.research.researchHours(s, f, 'surface'), chance: e.research.researchChance(s, f, 'surface') };
  });
}

const inHand = (s: GameState, id: 'detector' | 'climber'): GameState => ({ ...s, party: { ...s.party, used: { ...s.party.used, units: { ...s.party.used.units, [id]: { count: 1, damaged: 0 } } } } });
const withHuman = (s: GameState, id: HumanId): GameState => ({ ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew: [...s.party.expedition.crew, { id, suit: null }] } } });
const heavy = (s: GameState, ids: readonly HumanId[]): GameState => ({
  ...s,
  party: { ...s.party, expedition: { ...s.party.expedition, crew: [...s.party.expedition.crew, ...ids.map((id) => ({ id, suit: { kind: 'heavySuit' as const, damaged: false } }))] } },
});
const fog = (s: GameState): GameState => ({ ...s, surface: { ...s.surface!, fog: true } });
const rover = (s: GameState): GameState => ({ ...s, mode: 'rover' });
const rekon = (s: GameState): GameState => ({ ...s, party: { ...s.party, expedition: { ...s.party.expedition, units: { ...s.party.expedition.units, rekonbot: { count: 1, damaged: 0 } } } } });
const withoutScout = (s: GameState): GameState => ({ ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew: s.party.expedition.crew.filter((p) => p.id !== 'scout') } } });

/** [name, the state, the state it differs from by that part alone]. */
const variants: [string, GameState, GameState][] = [
  ['R-AREA-08 fog', fog(b), b],
  ['the Detector in hand, in fog', inHand(fog(b), 'detector'), fog(b)],
  ['R-DEV-47 the Climber in hand (the mountains)', inHand(b, 'climber'), b],
  ['R-MOVE-07 a Rekonbot with the Scout', rekon(b), b],
  ['R-MOVE-07 the Scout gone', withoutScout(b), b],
  ['the Rover', rover(b), b],
  ["the Navigator in the Rover", withHuman(rover(b), 'navigator'), rover(b)],
  ['R-CREW-20 the Scientist', withHuman(b, 'scientist'), b],
  ['R-DEV-33 one heavy suit', heavy(b, ['doctor']), b],
  ['R-DEV-33 two heavy suits', heavy(b, ['doctor', 'engineer']), heavy(b, ['doctor'])],
  ['R-DEV-33 four heavy suits', heavy(b, ['doctor', 'engineer', 'navigator', 'commander']), heavy(b, ['doctor', 'engineer', 'navigator'])],
  ['the desert', { ...b, surface: { ...b.surface!, climate: 'desert' } }, b],
  // (the desert and the arctic add the same chance: either against a mild climate)
  ['the arctic', { ...b, surface: { ...b.surface!, climate: 'arctic' } }, { ...b, surface: { ...b.surface!, climate: 'temperate' } }],
  ["another set of the planet (another gravity)", { ...b, orbit: { planet: 'birss', set: 2 } }, b],
];

describe('researchField kept by map, place and situation', () => {
  test.each(variants)('%s: the part changes some field, and an engine asked of the state before answers as the rules do', (_name, v, than) => {
    const now = worked(v);
    // the branch is real: the part changes the research of some field of the map
    expect(now).not.toEqual(worked(than));
    const shared = load();
    expect(answers(shared, than)).toEqual(worked(than));
    expect(answers(shared, v)).toEqual(now);
    expect(answers(shared, than)).toEqual(worked(than));
  });

  test('R-DEV-33 a fifth heavy suit counts no more than the fourth: the same answers', () => {
    const four = heavy(b, ['doctor', 'engineer', 'navigator', 'commander']);
    const five = heavy(b, ['doctor', 'engineer', 'navigator', 'commander', 'scientist']);
    const noScientist = withHuman(four, 'scientist');
    // the fifth is the Scientist: his own chance (R-CREW-20) differs, the heavy suits' does not
    expect(worked(five)).toEqual(worked({ ...noScientist, party: { ...noScientist.party, expedition: { ...noScientist.party.expedition, crew: noScientist.party.expedition.crew.map((p) => (p.id === 'scientist' ? { ...p, suit: { kind: 'heavySuit' as const, damaged: false } } : p)) } } }));
    const shared = load();
    expect(answers(shared, four)).toEqual(worked(four));
    expect(answers(shared, five)).toEqual(worked(five));
  });

  test('the same map on another landing, another game: the answers asked before', () => {
    const shared = load();
    const first = answers(shared, b);
    // another state object, another absent list object with the same content: the same key
    const again: GameState = { ...b, surface: { ...b.surface!, absent: [...b.surface!.absent] } };
    const second = answers(shared, again);
    expect(second).toEqual(first);
    expect(second[0]).toBe(first[0]);
  });
});
