// Kill tests for rules/tending.ts (R-DMG-23, R-DMG-24, R-HEAL-06, R-HEAL-07, R-REPAIR-06,
// R-REPAIR-08, R-REPAIR-09): the cases its mutants survived — what counts as a device in hand
// (riding the Rover; a meeting that is over), the damaged count with worn suits, a hit that
// damages nothing, a suit hit on a human who is not first in his folder, a human never tended.
import type { GameState } from '../../../src/engine';
import type { HitBatch, Passenger } from '../../../src/engine/state';
import type { UnitId } from '../../../src/engine/data/units';
import { queueHits } from '../../../src/engine/rules/hitRules';
import { damagedCount } from '../../../src/engine/rules/tending';
import { act, landedOnArea, roverParty } from '../../support/voyage';

/** Suwatte (normal air), the party down with `units`, nothing tended yet, a batch of hits waiting. */
function struck(units: readonly UnitId[], batch: HitBatch): GameState {
  const s = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', units, 8);
  return queueHits({ ...s, crew: s.crew.map((h) => ({ ...h, preHealed: [] })), surface: { ...s.surface!, patched: {} } }, [batch]);
}
const pre = (s: GameState, id: string) => s.crew.find((h) => h.id === id)!.preHealed;
const folderWith = (s: GameState, unit: UnitId) => (['expedition', 'carried', 'used'] as const).find((f) => (s.party[f].units[unit as 'transbot']?.count ?? 0) > 0)!;

describe('damagedCount: the damaged units of a type in the table, worn damaged suits only for suits', () => {
  test('a worn damaged light suit counts for suits, not for a robot', () => {
    const s = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'scout', 'transbot'], 8);
    const crew: Passenger[] = s.party.expedition.crew.map((p) => (p.id === 'soldier' ? { ...p, suit: { kind: 'suit', damaged: true } } : { ...p, suit: null }));
    const x: GameState = {
      ...s,
      party: { ...s.party, expedition: { ...s.party.expedition, crew, units: { ...s.party.expedition.units, transbot: { count: 1, damaged: 1 } } }, carried: { ...s.party.carried, units: {} }, used: { ...s.party.used, units: {} } },
      bay: { ...s.bay, crew: [], units: {} },
    };
    expect(damagedCount(x, 'transbot')).toBe(1);
    expect(damagedCount(x, 'suit')).toBe(1);
    expect(damagedCount(x, 'heavySuit')).toBe(0);
  });
});

describe('R-HEAL-07 the Medkit in hand: riding the Rover counts what the party has with it, and only that', () => {
  test('riding the Rover with no Medkit anywhere: the first wound is not pre-healed', () => {
    const s = roverParty('suwatte', 0, 'suwatte.jungleDelta');
    expect(s.mode).toBe('rover');
    expect(s.crew.some((h) => h.id === 'doctor' && s.party.expedition.crew.some((p) => p.id === 'doctor'))).toBe(false);
    // the Rover's riders are in NIESIONE
    const hit = act(queueHits({ ...s, crew: s.crew.map((h) => ({ ...h, preHealed: [] })) }, [{ source: 'clash', count: 1, humans: ['soldier'] }]), { type: 'hit', folder: 'carried', unit: 'soldier' });
    expect(hit.crew.find((h) => h.id === 'soldier')!.wounds).toBe(1);
    expect(pre(hit, 'soldier')).toEqual([]);
  });

  test('riding the Rover with a working Medkit carried: +2', () => {
    const rode = roverParty('suwatte', 0, 'suwatte.jungleDelta', ['medkit']);
    // the Medkit goes with the party but not into a hand: NIESIONE
    const { medkit: _m, ...used } = rode.party.used.units;
    const s: GameState = { ...rode, party: { ...rode.party, used: { ...rode.party.used, units: used }, carried: { ...rode.party.carried, units: { ...rode.party.carried.units, medkit: { count: 1, damaged: 0 } } } } };
    expect(s.party.used.units.medkit?.count ?? 0).toBe(0);
    expect(s.party.carried.units.medkit).toEqual({ count: 1, damaged: 0 });
    const hit = act(queueHits({ ...s, crew: s.crew.map((h) => ({ ...h, preHealed: [] })) }, [{ source: 'clash', count: 1, humans: ['scout'] }]), { type: 'hit', folder: 'carried', unit: 'scout' });
    expect(pre(hit, 'scout')).toEqual([2]);
  });
});

describe('R-DMG-23 tending after a meeting that is over (the encounter stays, its course is null)', () => {
  test('an accident\'s first wound with no Medkit in hand and no Doctor: nothing to pre-heal, and no error', () => {
    const s = struck(['soldier', 'scout'], { source: 'seismic', count: 1 });
    const met: GameState = { ...s, surface: { ...s.surface!, encounter: { being: s.surface!.encounter?.being ?? 'driftBladder', place: { row: 1, col: 1, layer: 'surface' }, surprised: false, companion: null, indicators: {}, course: null } } };
    const wounds = (x: GameState) => x.crew.find((h) => h.id === 'soldier')!.wounds;
    const hit = act(met, { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(wounds(hit)).toBe(wounds(met) + 1);
    expect(pre(hit, 'soldier')).toEqual([]);
    expect(hit.hitRule).toBeNull();
  });
});

describe('R-DMG-23 a human never tended before gets exactly the one factor', () => {
  test('no earlier pre-healing (the field absent): the Doctor\'s 1 alone', () => {
    const s = struck(['soldier', 'doctor'], { source: 'clash', count: 1, humans: ['soldier', 'doctor'] });
    const fresh: GameState = { ...s, crew: s.crew.map(({ preHealed: _p, ...h }) => h) };
    expect(fresh.crew.find((h) => h.id === 'soldier')!.preHealed).toBeUndefined();
    const hit = act(fresh, { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(pre(hit, 'soldier')).toEqual([1]);
  });
});

describe('R-DMG-24 patching up: the suit hit is the hit human\'s own; a hit that damages nothing is not the first damage', () => {
  test('a heavy suit damaged on the second human of the folder is patched as a heavy suit', () => {
    const s = struck(['soldier', 'engineer', 'tools'], { source: 'clash', count: 1, humans: ['soldier', 'engineer'] });
    const crew: Passenger[] = s.party.expedition.crew.map((p) => (p.id === 'engineer' ? { ...p, suit: { kind: 'heavySuit', damaged: false } } : { ...p, suit: { kind: 'suit', damaged: false } }));
    expect(crew.map((p) => p.id).indexOf('engineer')).toBeGreaterThan(0);
    const x: GameState = { ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew } } };
    const hit = act(x, { type: 'hitSuit', folder: 'expedition', unit: 'engineer' });
    expect(hit.party.expedition.crew.find((p) => p.id === 'engineer')!.suit).toEqual({ kind: 'heavySuit', damaged: true });
    // the Engineer 1 and the Tools in hand 2
    expect(hit.surface!.patched).toEqual({ heavySuit: [3] });
  });

  test('a Cage (never damaged, destroyed at once) first: the Transbot damaged next is the first damage, patched', () => {
    const s = struck(['soldier', 'engineer', 'transbot', 'cage'], { source: 'clash', count: 2, units: ['transbot', 'cage'], humans: ['soldier', 'engineer'] });
    const cageAt = folderWith(s, 'cage');
    const cages = s.party[cageAt].units.cage!.count;
    let out = act(s, { type: 'hit', folder: cageAt, unit: 'cage' });
    expect(out.party[cageAt].units.cage?.count ?? 0).toBe(cages - 1);
    expect(out.surface!.patched).toEqual({});
    out = act(out, { type: 'hit', folder: folderWith(out, 'transbot'), unit: 'transbot' });
    // the Engineer's 1 (no Special Tools)
    expect(out.surface!.patched).toEqual({ transbot: [1] });
  });
});
