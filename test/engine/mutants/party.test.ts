// The field party's folders, capacities, the Rover and the level (R-LOAD-14..25, R-UI-TABLE-06..16,
// R-UI-TABLE-21..27, R-CREW-05/06/09, R-ROBOT-03/04, R-DEV-56..61, R-ORBIT-07..12, R-MOVE-22,
// R-DMG-13/16): each function of rules/party.ts on states built for the branch under test. Targets
// the mutation survivors of issue 8 in rules/party.ts. The manual's capacities: Commander 5,
// Soldier 7, Doctor 5, Transbot 9, Specbot 3, a worn heavy suit 8; the Rover 30 at Earth gravity,
// 40 at low, 20 at high, none at huge. Weights: Commander 5, Soldier 7, Transbot 9, Laser 2,
// Special Tools 3, Rover 20, Skafander +4, resources 1 each.
import type { Folder, GameState, HumanId, Passenger, Specimen, StockId } from '../../../src/engine';
import { orbitSet } from '../../../src/engine/rules/planet';
import { step } from '../../../src/engine/step';
import { format } from '../../../src/engine';
import { partyPlace } from '../../../src/engine/rules/field';
import {
  canToggleLevel,
  canToggleMode,
  carriedWeight,
  handsCapacity,
  humanCapacity,
  levelOnLanding,
  moveDown,
  moveUp,
  partyCapacity,
  partyToShuttle,
  reorganise,
  robotCapacity,
  roverCapacity,
  toggleLevel,
  toggleMode,
  usable,
} from '../../../src/engine/rules/party';
import { landedOnArea, orbitOver } from '../../support/voyage';

const EMPTY: Folder = { crew: [], units: {}, resources: 0 };
const st = (count: number, damaged = 0) => ({ count, damaged });
const p = (id: HumanId, suit: Passenger['suit'] = null): Passenger => ({ id, suit });
type Folders = Partial<Record<'expedition' | 'carried' | 'used' | 'abandoned', Partial<Folder>>>;
/** The state with exactly these folders (the others empty) and this shuttle. */
function withParty(s: GameState, f: Folders, bay: Partial<Folder> = {}): GameState {
  const folder = (x?: Partial<Folder>): Folder => ({ ...EMPTY, ...x });
  return { ...s, bay: folder(bay), party: { expedition: folder(f.expedition), carried: folder(f.carried), used: folder(f.used), abandoned: folder(f.abandoned) } };
}
/** Suwatte set 0: Earth gravity, normal air. */
const earthOrbit = (): GameState => {
  const s = orbitOver('suwatte', 0, 8);
  expect(orbitSet(s)).toMatchObject({ gravity: 'earth', atmosphere: 'normal' });
  return s;
};
/** Landed on Suwatte's jungle delta (Earth gravity, normal air) with nothing down yet, at the shuttle. */
const earthSurface = (): GameState => {
  const s = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier'], 8, 0);
  // unwounded (a landing accident may have hit someone), nothing else happening
  return withParty({ ...s, crew: s.crew.map((h) => ({ ...h, wounds: 0 })), hitsToAssign: 0 }, {});
};
const inputs = (s: GameState, resources: number): GameState => ({ ...s, inputs: { ...s.inputs, resources } });
const ok = (r: { ok: boolean; state?: GameState }): GameState => {
  if (!r.ok || !r.state) throw new Error('refused');
  return r.state;
};

describe('R-UI-TABLE-26 what may go into UŻYWANE', () => {
  test.each(['transbot', 'cage', 'rover', 'suit', 'heavySuit'] as const)('%s never', (id) => expect(usable(id)).toBe(false));
  test.each(['laser', 'medkit', 'stunner', 'tools'] as const)('%s may', (id) => expect(usable(id)).toBe(true));
});

describe('R-CREW-05 R-CREW-06 R-CREW-09 R-ROBOT-03 R-ROBOT-04 R-ORBIT-07..12 capacities', () => {
  test('away from any planet a human carries as at Earth gravity', () => {
    expect(humanCapacity({ ...earthOrbit(), orbit: null }, p('commander'))).toBe(5);
  });

  test('thin air without a suit: 1 less before gravity (Paleo, high: 5 − 1 − 2 = 2; suited 5 − 2 = 3; Opoplo, low: 5 − 1 + 2 = 6)', () => {
    const paleo = orbitOver('paleo', 0, 8);
    expect(orbitSet(paleo)).toMatchObject({ gravity: 'high', atmosphere: 'thin' });
    expect(humanCapacity(paleo, p('commander'))).toBe(2);
    expect(humanCapacity(paleo, p('commander', { kind: 'suit', damaged: false }))).toBe(3);
    const opoplo = orbitOver('opoplo', 0, 8);
    expect(orbitSet(opoplo)).toMatchObject({ gravity: 'low', atmosphere: 'thin' });
    expect(humanCapacity(opoplo, p('commander'))).toBe(6);
    expect(humanCapacity(earthOrbit(), p('commander'))).toBe(5);
  });

  test('wounds lower a human\'s capacity one each; under water he carries as at the next lower gravity', () => {
    const s = earthOrbit();
    const hurt = { ...s, crew: s.crew.map((h) => (h.id === 'soldier' ? { ...h, wounds: 2 } : h)) };
    expect(humanCapacity(hurt, p('soldier'))).toBe(5);
    expect(humanCapacity({ ...s, level: 'underwater' }, p('soldier'))).toBe(9);
  });

  test('a robot: Transbot 9, Specbot 3 at Earth gravity; under water as at low gravity (11, 5); a unit without capacity 0', () => {
    const s = earthOrbit();
    expect(robotCapacity(s, 'transbot')).toBe(9);
    expect(robotCapacity(s, 'specbot')).toBe(3);
    expect(robotCapacity({ ...s, level: 'underwater' }, 'transbot')).toBe(11);
    expect(robotCapacity({ ...s, level: 'underwater' }, 'specbot')).toBe(5);
    expect(robotCapacity({ ...s, level: 'onWater' }, 'transbot')).toBe(9);
    expect(robotCapacity(s, 'laser')).toBe(0);
  });

  test('the party: the walkers and the working robots only; in the Rover, the Rover\'s 30 for both the hands and the party', () => {
    const s = withParty(earthOrbit(), { expedition: { crew: [p('soldier')], units: { transbot: st(2, 1) } } });
    expect(partyCapacity(s)).toBe(7 + 9);
    expect(handsCapacity(s)).toBe(7);
    const rover = withParty({ ...earthOrbit(), mode: 'rover' }, { expedition: { units: { rover: st(1) } }, carried: { crew: [p('soldier')] } });
    expect(roverCapacity(rover)).toBe(30);
    expect(partyCapacity(rover)).toBe(30);
    expect(handsCapacity(rover)).toBe(30);
    const huge = { ...rover, orbit: { planet: 'noweAlto' as const, set: 0 } };
    expect(orbitSet(huge)?.gravity).toBe('huge');
    expect([roverCapacity(huge), partyCapacity(huge), handsCapacity(huge)]).toEqual([null, 0, 0]);
  });

  test('R-ART-06 the weight carried: NIESIONE, UŻYWANE and the artifacts taken along', () => {
    const s = withParty(earthSurface(), { carried: { resources: 3, units: { cage: st(2) } }, used: { units: { laser: st(1) } } });
    expect(carriedWeight(s)).toBe(3 + 2 + 2);
    const art: Specimen = { being: 'starTablet', indicators: {}, weight: 3 };
    expect(carriedWeight({ ...s, surface: { ...s.surface!, caged: [art] } })).toBe(7 + 3);
  });
});

describe('R-LOAD-18..20 R-UI-TABLE-06..09 niżej', () => {
  test('nothing of the kind in the folder: refused', () => {
    const s = earthSurface();
    expect(moveDown(s, 'shuttle', 'laser')).toEqual({ ok: false, message: { key: 'msg.refused' } });
    expect(moveDown(withParty(s, {}, { units: { laser: st(0) } }), 'shuttle', 'laser')).toEqual({ ok: false, message: { key: 'msg.refused' } });
    expect(moveDown(s, 'shuttle', 'resources')).toEqual({ ok: false, message: { key: 'msg.refused' } });
    expect(moveDown(s, 'shuttle', 'soldier')).toEqual({ ok: false, message: { key: 'msg.refused' } });
  });

  test('a human walks into EKSPEDYCJA; an ill one is carried; in the Rover everyone is carried', () => {
    const s = withParty(earthSurface(), { expedition: { crew: [p('soldier')] } }, { crew: [p('doctor'), p('scout')] });
    expect(ok(moveDown(s, 'shuttle', 'doctor')).party.expedition.crew).toEqual([p('soldier'), p('doctor')]);
    const ill = { ...s, crew: s.crew.map((h) => (h.id === 'doctor' ? { ...h, ill: true } : h)) };
    const carried = ok(moveDown(ill, 'shuttle', 'doctor'));
    expect(carried.party.carried.crew).toEqual([p('doctor')]);
    expect(carried.party.expedition.crew).toEqual([p('soldier')]);
    const rover = withParty({ ...earthSurface(), mode: 'rover' }, { expedition: { units: { rover: st(1) } } }, { crew: [p('doctor')] });
    expect(ok(moveDown(rover, 'shuttle', 'doctor')).party.carried.crew).toEqual([p('doctor')]);
  });

  test('a working robot walks; a damaged one is carried', () => {
    // the Soldier and the Doctor carry 12: the damaged Specbot (9) fits
    const s = withParty(earthSurface(), { expedition: { crew: [p('soldier'), p('doctor')] } }, { units: { transbot: st(1), specbot: st(1, 1) } });
    expect(ok(moveDown(s, 'shuttle', 'transbot')).party.expedition.units.transbot).toEqual(st(1));
    const bad = ok(moveDown(s, 'shuttle', 'specbot'));
    expect(bad.party.carried.units.specbot).toEqual(st(1, 1));
    expect(bad.party.expedition.units.specbot).toBeUndefined();
  });

  test('resources: the typed amount (at least 1), into NIESIONE', () => {
    const s = withParty(earthSurface(), { expedition: { crew: [p('soldier')] } }, { resources: 10 });
    expect(ok(moveDown(inputs(s, 4), 'shuttle', 'resources')).party.carried.resources).toBe(4);
    expect(ok(moveDown(inputs(s, 0), 'shuttle', 'resources')).party.carried.resources).toBe(1);
    const few = withParty(s, { expedition: { crew: [p('soldier')] } }, { resources: 5 });
    expect(ok(moveDown(inputs(few, 25), 'shuttle', 'resources')).party.carried.resources).toBe(5);
    expect(moveDown(inputs(s, 8), 'shuttle', 'resources').ok).toBe(false);
  });

  test('what does not fit is refused with the weight the party would carry with it, and the capacity', () => {
    // the Soldier carries 7; 6 resources carried: the Special Tools (3) do not fit (6 + 3 = 9 > 7), 1 more resource does
    const s = withParty(earthSurface(), { expedition: { crew: [p('soldier')] }, carried: { resources: 6 } }, { units: { specialTools: st(1) }, resources: 5 });
    expect(moveDown(s, 'shuttle', 'specialTools')).toEqual({ ok: false, message: { key: 'msg.noCapacity', params: { weight: 9, capacity: 7 } } });
    // the text says it would be too much (it said "carries 6 against 7" before, as if it fitted)
    expect(format('en', { key: 'msg.noCapacity', params: { weight: 9, capacity: 7 } })).toBe('The party cannot carry that: with it, it would carry 9 against a capacity of 7.');
    expect(format('pl', { key: 'msg.noCapacity', params: { weight: 9, capacity: 7 } })).toBe('Wyprawa tego nie uniesie: razem z tym niosłaby 9 przy nośności 7.');
    expect(moveDown(inputs(s, 1), 'shuttle', 'resources').ok).toBe(true);
  });

  test('a working device goes into the hands (UŻYWANE) while it fits there exactly, then into NIESIONE; a damaged one is carried', () => {
    // the Soldier's hands hold 7: 5 in use, the Laser (2) still fits; with 6 in use it is carried
    const base = withParty(earthSurface(), { expedition: { crew: [p('soldier'), p('doctor')] }, used: { resources: 5 } }, { units: { laser: st(2, 1) } });
    const five = { ...base, party: { ...base.party, used: { ...EMPTY, units: { specialTools: st(1) }, resources: 0 } } };
    expect(handsCapacity(five)).toBe(12);
    const s = withParty(earthSurface(), { expedition: { crew: [p('soldier')] }, used: { units: { specialTools: st(1) }, resources: 0 } }, { units: { laser: st(2, 1), medkit: st(1) } });
    const inHands = withParty(s, { expedition: { crew: [p('soldier')] }, used: { units: { specialTools: st(1), medkit: st(1) } } }, { units: { laser: st(1) } });
    expect(ok(moveDown(inHands, 'shuttle', 'laser')).party.used.units.laser).toEqual(st(1));
    // 6 in the hands: the Laser no longer fits there, the Transbot carries it
    const full = withParty(s, { expedition: { crew: [p('soldier')], units: { transbot: st(1) } }, used: { units: { specialTools: st(2) } } }, { units: { laser: st(1) } });
    const carried = ok(moveDown(full, 'shuttle', 'laser'));
    expect(carried.party.carried.units.laser).toEqual(st(1));
    expect(carried.party.used.units.laser).toBeUndefined();
    const bad = ok(moveDown(withParty(s, { expedition: { crew: [p('soldier')] } }, { units: { laser: st(1, 1) } }), 'shuttle', 'laser'));
    expect(bad.party.carried.units.laser).toEqual(st(1, 1));
  });

  test('R-UI-TABLE-16 from PORZUCONE as from the shuttle', () => {
    const s = withParty(earthSurface(), { expedition: { crew: [p('soldier')] }, abandoned: { units: { transbot: st(1) } } });
    const out = ok(moveDown(s, 'abandoned', 'transbot'));
    expect(out.party.expedition.units.transbot).toEqual(st(1));
    expect(out.party.abandoned.units.transbot).toEqual(st(0));
  });

  test('from NIESIONE a working device goes into the hands if it fits; anything else cannot be used there', () => {
    const s = withParty(earthSurface(), { expedition: { crew: [p('soldier')] }, carried: { units: { laser: st(1), cage: st(1), transbot: st(1, 1) }, resources: 2 } });
    expect(ok(moveDown(s, 'carried', 'laser')).party.used.units.laser).toEqual(st(1));
    for (const unit of ['cage', 'transbot', 'resources'] as const) {
      expect(moveDown(s, 'carried', unit)).toEqual({ ok: false, message: { key: 'msg.cannotUse', params: { unit: { unit } } } });
    }
    const tight = withParty(s, { expedition: { crew: [p('soldier')] }, carried: { units: { laser: st(1) } }, used: { units: { specialTools: st(2) } } });
    expect(moveDown(tight, 'carried', 'laser').ok).toBe(false);
    const snug = withParty(s, { expedition: { crew: [p('soldier')] }, carried: { units: { laser: st(1) } }, used: { units: { specialTools: st(1) }, resources: 2 } });
    expect(ok(moveDown(snug, 'carried', 'laser')).party.used.units.laser).toEqual(st(1));
  });
});

describe('R-LOAD-22 R-UI-TABLE-12..15 wyżej', () => {
  test('from UŻYWANE into NIESIONE; from NIESIONE into the shuttle at its field, into PORZUCONE away from it', () => {
    const s = withParty(earthSurface(), { expedition: { crew: [p('soldier')] }, used: { units: { laser: st(1) } }, carried: { units: { cage: st(1) }, resources: 5 } });
    expect(moveUp(s, 'used', 'laser').party.carried.units.laser).toEqual(st(1));
    expect(moveUp(s, 'carried', 'cage').bay.units.cage).toEqual(st(1));
    const away = { ...s, surface: { ...s.surface!, at: { ...s.surface!.at, row: s.surface!.at.row + 1 } } };
    const dropped = moveUp(away, 'carried', 'cage');
    expect(dropped.party.abandoned.units.cage).toEqual(st(1));
    expect(dropped.bay.units.cage).toBeUndefined();
  });

  test('resources: the typed amount, at least 1; nothing of the kind: nothing changes', () => {
    const s = withParty(earthSurface(), { expedition: { crew: [p('soldier')] }, carried: { resources: 5 } });
    expect(moveUp(inputs(s, 3), 'carried', 'resources').party.carried.resources).toBe(2);
    expect(moveUp(inputs(s, 0), 'carried', 'resources').party.carried.resources).toBe(4);
    expect(moveUp(s, 'carried', 'laser')).toBe(s);
  });
});

describe('R-LOAD-24 R-MOVE-22 R-DMG-13 R-DMG-16 reorganising what no longer fits', () => {
  test('a damaged Rover: the party walks again at once; at huge gravity likewise', () => {
    const s = withParty({ ...earthSurface(), mode: 'rover' }, { expedition: { units: { rover: st(1, 1) } }, carried: { crew: [p('soldier')] } });
    const out = reorganise(s);
    expect(out.mode).toBe('foot');
    expect(out.party.expedition.crew).toEqual([p('soldier')]);
    const sound = reorganise({ ...s, party: { ...s.party, expedition: { ...EMPTY, units: { rover: st(1) } } } });
    expect(sound.mode).toBe('rover');
  });

  test('each damaged robot is carried, the working ones walk', () => {
    const s = withParty(earthSurface(), { expedition: { crew: [p('soldier'), p('doctor')], units: { transbot: st(3, 2), specbot: st(1) } } });
    const out = reorganise(s);
    expect(out.party.expedition.units.transbot).toEqual(st(1, 0));
    expect(out.party.expedition.units.specbot).toEqual(st(1));
    expect(out.party.carried.units.transbot).toEqual(st(2, 2));
  });

  test('the hands overloaded: the heaviest device goes into NIESIONE first, until they hold what fits', () => {
    // the Soldier's hands hold 7: the Laser (2), the Special Tools (3), two Medkits (2 each) — 9
    const s = withParty(earthSurface(), { expedition: { crew: [p('soldier')], units: { transbot: st(1) } }, used: { units: { laser: st(1), specialTools: st(1), medkit: st(2) } } });
    const out = reorganise(s);
    expect(out.party.used.units).toEqual({ laser: st(1), specialTools: st(0), medkit: st(2) });
    expect(out.party.carried.units.specialTools).toEqual(st(1));
  });

  test('hands or a party loaded exactly to their capacity keep everything (artifacts too)', () => {
    // the Soldier's hands: Laser 2 + Special Tools 3 + Medkit 2 = 7
    const hands = withParty(earthSurface(), { expedition: { crew: [p('soldier')], units: { transbot: st(1) } }, used: { units: { laser: st(1), specialTools: st(1), medkit: st(1) } } });
    expect(reorganise(hands).party.used).toEqual(hands.party.used);
    // the Commander carries 5: two artifacts of 3 and 2
    const s = withParty(earthSurface(), { expedition: { crew: [p('commander')] } });
    const arts: Specimen[] = [{ being: 'starTablet', indicators: {}, weight: 3 }, { being: 'memorySphere', indicators: {}, weight: 2 }];
    const full = { ...s, surface: { ...s.surface!, caged: arts } };
    expect(carriedWeight(full)).toBe(5);
    expect(reorganise(full).surface!.caged).toEqual(arts);
  });

  test('the party overloaded: only the excess resources are put down (into the shuttle at its field), then units', () => {
    const s = withParty(earthSurface(), { expedition: { crew: [p('soldier')] }, carried: { resources: 10 } });
    const out = reorganise(s);
    expect(out.party.carried.resources).toBe(7);
    expect(out.bay.resources).toBe(3);
    // 3 cages, the Laser and 4 resources weigh 9: 2 resources go, the units stay
    const some = reorganise(withParty(earthSurface(), { expedition: { crew: [p('soldier')] }, carried: { units: { cage: st(3), laser: st(1) }, resources: 4 } }));
    expect([some.party.carried.resources, some.bay.resources, some.party.carried.units.laser]).toEqual([2, 2, st(1)]);
    // no resources: the heaviest unit goes (the Special Tools, 3), 5 is left
    const put = reorganise(withParty(earthSurface(), { expedition: { crew: [p('soldier')] }, carried: { units: { cage: st(3), laser: st(1), specialTools: st(1) } } }));
    expect(put.bay.units.specialTools).toEqual(st(1));
    expect(put.party.carried.units).toEqual({ cage: st(3), laser: st(1), specialTools: st(0) });
    expect(carriedWeight(put)).toBe(5);
  });

  test('a carried human is put down before the ill, who go last (R-INF-09)', () => {
    const base = withParty(earthSurface(), { expedition: { crew: [p('commander')] }, carried: { crew: [p('doctor'), p('scout')] } });
    const ill = { ...base, crew: base.crew.map((h) => (h.id === 'doctor' ? { ...h, ill: true } : h)) };
    // the Commander carries 5: the Scout (7) goes first; then the Doctor (6) too
    const out = reorganise(ill);
    expect(out.bay.crew.map((x) => x.id)).toEqual(['scout', 'doctor']);
    const onlyIll = reorganise(withParty(ill, { expedition: { crew: [p('commander'), p('soldier')] }, carried: { crew: [p('doctor'), p('scout')] } }));
    expect(onlyIll.party.carried.crew).toEqual([p('doctor')]);
    expect(onlyIll.bay.crew).toEqual([p('scout')]);
  });

  test('R-ART-06 an artifact is put down last', () => {
    const s = withParty(earthSurface(), { expedition: { crew: [p('commander')] }, carried: { units: { laser: st(1) } } });
    // the Commander carries 5: the Laser (2) and a tablet of 4 are too much; the Laser goes
    const art: Specimen = { being: 'starTablet', indicators: {}, weight: 4 };
    const out = reorganise({ ...s, surface: { ...s.surface!, caged: [art] } });
    expect(out.bay.units.laser).toEqual(st(1));
    expect(out.surface!.caged).toEqual([art]);
    // two of 3: after the Laser one artifact must go too
    const heavy = reorganise({ ...s, surface: { ...s.surface!, caged: [{ ...art, weight: 3 }, { being: 'memorySphere', indicators: {}, weight: 3 }] } });
    expect(heavy.bay.units.laser).toEqual(st(1));
    expect(carriedWeight(heavy)).toBe(3);
  });
});

describe('R-LOAD-15 R-UI-TABLE-12 R-DEV-56 pieszo ↔ łazik', () => {
  test('boarding: the Rover from the shuttle, NIESIONE or EKSPEDYCJA; the walkers and robots become carried; under water the party surfaces', () => {
    for (const where of ['shuttle', 'carried', 'expedition'] as const) {
      const folders: Folders = { expedition: { crew: [p('soldier')], units: { transbot: st(1) } } };
      if (where !== 'shuttle') folders[where] = { ...folders[where], units: { ...(folders[where]?.units ?? {}), rover: st(1) } };
      const s = withParty(earthSurface(), folders, where === 'shuttle' ? { units: { rover: st(1) } } : {});
      const out = ok(toggleMode({ ...s, level: 'underwater' }));
      expect([where, out.mode, out.level]).toEqual([where, 'rover', 'surface']);
      expect(out.party.expedition).toEqual({ ...EMPTY, units: { rover: st(1) } });
      expect(out.party.carried.crew).toEqual([p('soldier')]);
      expect(out.party.carried.units.transbot).toEqual(st(1));
    }
  });

  test("the click's text says the mode chosen: Rover, then on foot again (the last action's text stayed before)", () => {
    const s = withParty(earthSurface(), { expedition: { crew: [p('soldier')], units: { transbot: st(1) } } }, { units: { rover: st(1) } });
    const riding = step(s, { type: 'toggleMode' });
    expect(riding.refused).toBeUndefined();
    expect([riding.state.mode, riding.state.message]).toEqual(['rover', { key: 'msg.modeRover' }]);
    const walking = step(riding.state, { type: 'toggleMode' });
    // the walkers cannot carry the Rover: on the shuttle's field it goes into the shuttle, and the text says so
    expect([walking.state.mode, walking.state.message]).toEqual(['foot', { key: 'msg.modeFoot', notes: [{ key: 'note.toShuttleUnits', params: { count: 1 } }] }]);
    expect(walking.state.bay.units.rover).toEqual(st(1));
  });

  test('no working Rover within reach, or huge gravity: refused; the shuttle\'s Rover is out of reach away from its field', () => {
    const s = withParty(earthSurface(), { expedition: { crew: [p('soldier')] } });
    expect(toggleMode(s)).toEqual({ ok: false, message: { key: 'msg.noRover' }, state: s });
    expect(canToggleMode(s)).toBe(false);
    const broken = withParty(s, { expedition: { crew: [p('soldier')] }, carried: { units: { rover: st(1, 1) } } });
    expect(toggleMode(broken).ok).toBe(false);
    const inShuttle = withParty(s, { expedition: { crew: [p('soldier')] } }, { units: { rover: st(1) } });
    expect(canToggleMode(inShuttle)).toBe(true);
    const away = { ...inShuttle, surface: { ...inShuttle.surface!, at: { ...inShuttle.surface!.at, row: inShuttle.surface!.at.row + 1 } } };
    expect(canToggleMode(away)).toBe(false);
    expect(toggleMode(away).ok).toBe(false);
    const huge = { ...inShuttle, orbit: { planet: 'noweAlto' as const, set: 0 } };
    expect(canToggleMode(huge)).toBe(false);
    expect(toggleMode(huge)).toEqual({ ok: false, message: { key: 'msg.noRover' }, state: huge });
  });

  test('back on foot: the walkers and working robots walk, the ill and the damaged stay carried, the Rover is carried; afloat, the party is on the surface', () => {
    const base = withParty({ ...earthSurface(), mode: 'rover', level: 'onWater' }, { expedition: { units: { rover: st(1) } }, carried: { crew: [p('soldier'), p('doctor'), p('scout')], units: { transbot: st(1), specbot: st(1, 1), laser: st(1) } } });
    const s = { ...base, crew: base.crew.map((h) => (h.id === 'doctor' ? { ...h, ill: true } : h)) };
    expect(canToggleMode(s)).toBe(true);
    const out = ok(toggleMode(s));
    expect([out.mode, out.level]).toEqual(['foot', 'surface']);
    expect(out.party.expedition.crew).toEqual([p('soldier'), p('scout')]);
    expect(out.party.expedition.units.transbot).toEqual(st(1));
    expect(out.party.carried.crew).toEqual([p('doctor')]);
    expect(out.party.carried.units.specbot).toEqual(st(1, 1));
    expect(out.party.expedition.units.specbot).toBeUndefined();
    // the Rover (20) is too heavy to carry: it goes into the shuttle
    expect(out.bay.units.rover).toEqual(st(1));
    const underwater = ok(toggleMode({ ...s, level: 'underwater' }));
    expect(underwater.level).toBe('underwater');
  });
});

describe('R-LOAD-24 R-LOAD-25 R-LAND-13 R-AREA-01 the level', () => {
  test('in orbit always; not in the landing; on the surface only on a liquid field at the shuttle, and not in an all-liquid area', () => {
    expect(canToggleLevel(earthOrbit())).toBe(true);
    expect(canToggleLevel({ ...earthOrbit(), phase: 'landing' })).toBe(false);
    const dry = earthSurface();
    expect(canToggleLevel(dry)).toBe(false);
    const coral = landedOnArea('suwatte', 1, 'suwatte.coralShelf', ['soldier'], 8, 0);
    expect(canToggleLevel(coral)).toBe(false);
    expect(canToggleLevel({ ...dry, surface: null })).toBe(false);
  });

  test('on landing: an all-liquid area submerges a walking party and floats a Rover; dry land is the surface; a level already right stays the same state', () => {
    const coral = landedOnArea('suwatte', 1, 'suwatte.coralShelf', ['soldier'], 8, 0);
    expect(levelOnLanding({ ...coral, level: 'surface' }).level).toBe('underwater');
    expect(levelOnLanding({ ...coral, level: 'surface', mode: 'rover' }).level).toBe('onWater');
    const under = { ...coral, level: 'underwater' as const };
    expect(levelOnLanding(under)).toBe(under);
    const dry = earthSurface();
    expect(levelOnLanding({ ...dry, level: 'underwater' }).level).toBe('surface');
    expect(levelOnLanding(dry)).toBe(dry);
    expect(levelOnLanding({ ...dry, surface: null })).toEqual({ ...dry, surface: null });
  });

  test('a liquid field keeps the level chosen in orbit', () => {
    // Mezo's warm sea coast: the shuttle on a plain, the liquid at 7:5
    const s = landedOnArea('mezo', 2, 'mezo.warmSeaCoast', ['soldier'], 8, 0);
    const wet = { ...s, surface: { ...s.surface!, at: { row: 7, col: 5, cave: false } } };
    expect(partyPlace(wet)?.row).toBe(7);
    expect(levelOnLanding({ ...wet, level: 'underwater' }).level).toBe('underwater');
    expect(levelOnLanding({ ...wet, level: 'surface' }).level).toBe('surface');
  });

  test('the switch: surface → under water on foot, → on water by Rover, and back to the surface', () => {
    const s = earthOrbit();
    expect(toggleLevel(s).level).toBe('underwater');
    expect(toggleLevel({ ...s, mode: 'rover' }).level).toBe('onWater');
    expect(toggleLevel({ ...s, level: 'underwater' }).level).toBe('surface');
    expect(toggleLevel({ ...s, level: 'onWater' }).level).toBe('surface');
  });
});

describe('everything of the party back into the shuttle', () => {
  test('every folder, PORZUCONE too, merged with what the shuttle holds; on foot, on the surface', () => {
    const s = withParty(
      { ...earthSurface(), mode: 'rover', level: 'onWater' },
      { expedition: { crew: [p('soldier')], units: { rover: st(1) } }, carried: { units: { cage: st(2, 1) }, resources: 4 }, used: { units: { laser: st(1) } }, abandoned: { units: { cage: st(1) }, resources: 2 } },
      { crew: [p('doctor')], units: { cage: st(1, 1) }, resources: 3 },
    );
    const out = partyToShuttle(s);
    expect(out.bay.crew).toEqual([p('doctor'), p('soldier')]);
    expect(out.bay.units).toEqual({ cage: st(4, 2), rover: st(1), laser: st(1) });
    expect(out.bay.resources).toBe(9);
    expect(out.party).toEqual({ expedition: EMPTY, carried: EMPTY, used: EMPTY, abandoned: EMPTY });
    expect([out.mode, out.level]).toEqual(['foot', 'surface']);
  });
});

// a type check that the ids used above exist
const _ids: StockId[] = ['transbot', 'specbot', 'laser', 'medkit', 'specialTools', 'cage', 'rover'];
void _ids;
