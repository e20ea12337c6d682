// LOAD rules proven by behaviour (issue 10): who may go down (R-LOAD-01), how many resources
// (R-LOAD-07), setting up the field party in orbit or after landing (R-LOAD-14), one movement
// mode at a time (R-LOAD-16), what stays in the shuttle (R-LOAD-17) and which devices work
// outside 'UŻYWANE' (R-LOAD-21).
//
// R-LOAD-26..38 are advice, not rules: proven by the context hints of issue 10.
//
// Not yet built: R-LOAD-06 (the resource-filling requirement, −4 VP at the end; waits for the
// scoring issue, not yet filed); R-LOAD-07's "more resources allow a longer expedition" (resource
// drain; waits for the surface issue, not yet filed); R-LOAD-16's stepping out of the Rover for an
// encounter and the Rover's speed in a flight (waits for the creatures issue, not yet filed);
// R-LOAD-17's resources for the humans left in the shuttle (R-RES-12; waits for the surface issue,
// not yet filed); R-LOAD-21's cages (used for captures; waits for the creatures issue, not yet filed).
import { legalActions, partyCapacity, parseField, researchHours, step, type Action, type GameState, type StockId, type UnitId } from '../../../src/engine';
import { healFactors, repairFactors } from '../../../src/engine/rules/care';
import { act, landedWhere, orbitOver } from '../../support/voyage';

const refusal = (s: GameState, a: Action) => step(s, a).refused?.key;
const has = (s: GameState, type: Action['type']) => legalActions(s).some((a) => a.type === type);
// Birss, second set: high gravity, normal air (no suits needed)
const HIGH_NORMAL = (x: { gravity: string; atmosphere: string }) => x.gravity === 'high' && x.atmosphere === 'normal';
const quiet = (s: GameState, fog = false): GameState => ({ ...s, hitsToAssign: 0, surface: { ...s.surface!, climate: 'temperate', fog } });
const load = (s: GameState, units: readonly UnitId[]) => units.reduce((x, u) => act(x, { type: 'load', unit: u }), s);

describe('R-LOAD-01 humans, robots and devices from those aboard, with at least one human', () => {
  test('R-LOAD-01 every robot type and devices may be loaded; without a human the shuttle does not land, with one it does', () => {
    // Mezo, third set: near-zero gravity, normal air, shuttle 120
    let s = orbitOver('mezo', 2, 3);
    const equipment: StockId[] = ['transbot', 'specbot', 'rekonbot', 'repbot', 'laser', 'climber', 'medkit', 'detector', 'cage'];
    s = load(s, equipment);
    for (const u of equipment) expect([u, s.bay.units[u]?.count]).toEqual([u, 1]);
    expect(s.bay.crew).toEqual([]);
    expect(refusal(s, { type: 'land' })).toBe('msg.landNoHuman');
    const withHuman = act(s, { type: 'load', unit: 'scout' });
    expect(refusal(withHuman, { type: 'land' })).toBeUndefined();
    // only what is aboard: a unit type with none left aboard cannot be loaded
    const noLaser = orbitOver('mezo', 2, 3);
    const none = { ...noLaser, stock: { ...noLaser.stock, laser: { count: 0, damaged: 0 } } };
    expect(refusal(none, { type: 'load', unit: 'laser' })).toBe('msg.refused');
  });
});

describe('R-LOAD-07 far more or far fewer resources', () => {
  test('R-LOAD-07 at Earth gravity (16 required) the shuttle may land with none, or with 30', () => {
    // Suwatte, first set: Earth gravity, normal air
    const s = load(orbitOver('suwatte', 0, 3), ['soldier']);
    expect(s.bay.resources).toBe(0);
    expect(refusal(s, { type: 'land' })).toBeUndefined();
    const full = act(act(s, { type: 'setInput', field: 'resources', raw: 30 }), { type: 'addResources' });
    expect(full.bay.resources).toBe(30);
    expect(refusal(full, { type: 'land' })).toBeUndefined();
  });
});

describe('R-LOAD-14 the field party is set up in orbit or after landing; who flies down is fixed at landing', () => {
  test('R-LOAD-14 in orbit units go into the field folders and the starship log loads; after landing only the folders change', () => {
    let s = load(orbitOver('birss', 1, 21), ['soldier', 'commander', 'medkit']);
    // in orbit: the soldier is sent into the field already
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'soldier' });
    expect(s.party.expedition.crew.map((p) => p.id)).toEqual(['soldier']);
    expect(has(s, 'load')).toBe(true);
    expect(has(s, 'unload')).toBe(true);
    const landed = quiet(act(act(s, { type: 'land' }), { type: 'acceptArea' }));
    expect(landed.phase).toBe('surface');
    // after landing: the commander and the medkit can still be sent from the shuttle…
    expect(legalActions(landed)).toContainEqual({ type: 'down', folder: 'shuttle', unit: 'commander' });
    const more = act(landed, { type: 'down', folder: 'shuttle', unit: 'commander' });
    expect(more.party.expedition.crew.map((p) => p.id)).toEqual(['soldier', 'commander']);
    // …but nobody comes from the starship any more and nothing goes back to it
    expect(has(landed, 'load')).toBe(false);
    expect(has(landed, 'unload')).toBe(false);
    expect(refusal(landed, { type: 'load', unit: 'scout' })).toBe('msg.refused');
    expect(refusal(landed, { type: 'unload', unit: 'medkit' })).toBe('msg.refused');
  });
});

describe('R-LOAD-16 on foot or by Rover, never both', () => {
  test('R-LOAD-16 riding the Rover the humans are carried and only the Rover’s capacity counts; on foot the humans walk again and the Rover is a load', () => {
    let s = load(orbitOver('birss', 1, 21), ['soldier', 'rover']);
    s = quiet(act(act(act(s, { type: 'down', folder: 'shuttle', unit: 'soldier' }), { type: 'land' }), { type: 'acceptArea' }));
    expect(s.mode).toBe('foot');
    expect(partyCapacity(s)).toBe(5); // the soldier alone at high gravity: 7 − 2
    const rover = act(s, { type: 'toggleMode' });
    expect(rover.mode).toBe('rover');
    expect(rover.party.expedition.crew).toEqual([]);
    expect(rover.party.expedition.units).toEqual({ rover: { count: 1, damaged: 0 } });
    expect(rover.party.carried.crew.map((p) => p.id)).toEqual(['soldier']);
    // the Rover's 20 at high gravity, not 20 + the soldier's 5
    expect(partyCapacity(rover)).toBe(20);
    const walking = act(rover, { type: 'toggleMode' });
    expect(walking.mode).toBe('foot');
    expect(walking.party.expedition.crew.map((p) => p.id)).toEqual(['soldier']);
    expect(walking.party.expedition.units.rover?.count ?? 0).toBe(0);
    // the Rover (weight 20) is now a load: too heavy for the soldier's 5, it is put down in PROM
    expect(walking.party.carried.units.rover?.count ?? 0).toBe(0);
    expect(walking.bay.units.rover).toEqual({ count: 1, damaged: 0 });
    expect(partyCapacity(walking)).toBe(5);
  });
});

describe('R-LOAD-17 what stays in the shuttle and what is sent into the field', () => {
  test('R-LOAD-17 after landing the player sends some units and part of the resources; the rest stays in PROM', () => {
    let s = load(orbitOver('birss', 1, 21), ['soldier', 'engineer', 'medkit']);
    s = act(act(s, { type: 'setInput', field: 'resources', raw: 10 }), { type: 'addResources' });
    s = quiet(act(act(s, { type: 'land' }), { type: 'acceptArea' }));
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'soldier' });
    s = act(act(s, { type: 'setInput', field: 'resources', raw: 4 }), { type: 'down', folder: 'shuttle', unit: 'resources' });
    expect(s.party.expedition.crew.map((p) => p.id)).toEqual(['soldier']);
    expect(s.party.carried.resources).toBe(4);
    expect(s.bay.crew.map((p) => p.id)).toEqual(['engineer']);
    expect(s.bay.units.medkit).toEqual({ count: 1, damaged: 0 });
    expect(s.bay.resources).toBe(6);
  });
});

describe('R-LOAD-21 devices outside UŻYWANE are not used, but the Medkit and the tools are', () => {
  /** Landed on Birss (high, normal) with the soldier and the commander walking, `device` in UŻYWANE. */
  function withDevice(device: StockId, fog = false): GameState {
    const s = quiet(landedWhere(HIGH_NORMAL, ['soldier', 'commander', device], 21), fog);
    expect(s.orbit).toEqual({ planet: 'birss', set: 1 });
    expect(s.party.used.units[device]).toEqual({ count: 1, damaged: 0 });
    return s;
  }
  const carried = (s: GameState, device: StockId) => {
    const out = act(s, { type: 'up', folder: 'used', unit: device });
    expect(out.party.used.units[device]?.count ?? 0).toBe(0);
    expect(out.party.carried.units[device]).toEqual({ count: 1, damaged: 0 });
    return out;
  };

  test('R-LOAD-21 the Detector saves 1 h of research in fog only in UŻYWANE; in NIESIONE it does nothing', () => {
    const used = withDevice('detector', true);
    const plain = parseField('p');
    expect(researchHours(used, plain, 'surface')).toBe(2 + 2 - 1);
    expect(researchHours(carried(used, 'detector'), plain, 'surface')).toBe(2 + 2);
  });

  test('R-LOAD-21 the Climber saves 1 h on mountains only in UŻYWANE', () => {
    const used = withDevice('climber');
    const mountains = parseField('m');
    expect(researchHours(used, mountains, 'surface')).toBe(5 - 1);
    expect(researchHours(carried(used, 'climber'), mountains, 'surface')).toBe(5);
  });

  test('R-LOAD-21 R-HEAL-05 the Medkit helps ordinary healing (+3) also from NIESIONE', () => {
    const used = withDevice('medkit');
    expect(healFactors(used, 'soldier')).toBe(3);
    expect(healFactors(carried(used, 'medkit'), 'soldier')).toBe(3);
    const without = quiet(landedWhere(HIGH_NORMAL, ['soldier', 'commander'], 21));
    expect(healFactors(without, 'soldier')).toBe(0);
  });

  test('R-LOAD-21 R-REPAIR-05 R-REPAIR-07 the Tools (+2 for a device) and the Special Tools (+2 for a robot) help also from NIESIONE', () => {
    const tools = withDevice('tools');
    expect(repairFactors(tools, 'laser')).toBe(2);
    expect(repairFactors(carried(tools, 'tools'), 'laser')).toBe(2);
    const special = withDevice('specialTools');
    expect(repairFactors(special, 'transbot')).toBe(2);
    expect(repairFactors(carried(special, 'specialTools'), 'transbot')).toBe(2);
    const without = quiet(landedWhere(HIGH_NORMAL, ['soldier', 'commander'], 21));
    expect(repairFactors(without, 'laser')).toBe(0);
    expect(repairFactors(without, 'transbot')).toBe(0);
  });
});
