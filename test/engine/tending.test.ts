// Pre-healing and patching up (R-DMG-23, R-DMG-24, R-HEAL-06, R-HEAL-07, R-REPAIR-06, R-REPAIR-08,
// R-REPAIR-09): the first wound and the first damage of a batch of hits from an encounter (or an
// accident) are tended — Medkit +2, Doctor +1, Tools or Special Tools +2, Engineer +1 — never those
// from lack of resources; the tended ones are healed and repaired first, with their factor.
import { type GameState } from '../../src/engine';
import type { HitBatch, Surface } from '../../src/engine/state';
import type { UnitId } from '../../src/engine/data/units';
import { heal, healFactors, repairFactors } from '../../src/engine/rules/care';
import { ScriptDice } from '../support/scriptDice';
import { queueHits } from '../../src/engine/rules/hitRules';
import { act, landedOnArea } from '../support/voyage';

/** Suwatte (normal air), the party down with `units`, a batch of hits waiting. */
function struck(units: readonly UnitId[], batch: HitBatch): GameState {
  const s = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', units, 8);
  // the landing's own hits may have left a tended wound: start clean
  return queueHits({ ...s, crew: s.crew.map((h) => ({ ...h, preHealed: [] })), surface: { ...s.surface!, patched: {} } }, [batch]);
}
const pre = (s: GameState, id: string) => s.crew.find((h) => h.id === id)!.preHealed ?? [];

describe('pre-healing (R-DMG-23, R-HEAL-06, R-HEAL-07)', () => {
  test('the first wound of a clash: the Medkit in hand +2 and the Doctor +1 add up to 3; the second wound is not tended', () => {
    let s = struck(['soldier', 'doctor', 'medkit'], { source: 'clash', count: 2, humans: ['soldier', 'doctor'] });
    s = act(s, { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(pre(s, 'soldier')).toEqual([3]);
    s = act(s, { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(pre(s, 'soldier')).toEqual([3]);
  });

  test('the Doctor does not pre-heal himself: his own first wound gets only the Medkit\'s 2', () => {
    const s = act(struck(['soldier', 'doctor', 'medkit'], { source: 'clash', count: 1, humans: ['soldier', 'doctor'] }), { type: 'hit', folder: 'expedition', unit: 'doctor' });
    expect(pre(s, 'doctor')).toEqual([2]);
  });

  test('the Doctor alone pre-heals 1; a Medkit only carried (not in hand) adds nothing', () => {
    const l = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'doctor', 'medkit'], 8);
    const down = act({ ...l, crew: l.crew.map((h) => ({ ...h, preHealed: [] })) }, { type: 'up', folder: 'used', unit: 'medkit' });
    expect(down.party.carried.units.medkit?.count).toBe(1);
    const s = act(queueHits(down, [{ source: 'seismic', count: 1 }]), { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(pre(s, 'soldier')).toEqual([1]);
  });

  test('R-HEAL-08 wounds from lack of resources are never pre-healed', () => {
    const s = act(struck(['soldier', 'doctor', 'medkit'], { source: 'starvedHumans', count: 1 }), { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(pre(s, 'soldier')).toEqual([]);
  });

  test('R-HEAL-06 R-HEAL-07 the pre-healed wound adds its factor to the healing and is healed first', () => {
    let s = act(struck(['soldier', 'doctor', 'medkit'], { source: 'clash', count: 2, humans: ['soldier', 'doctor'] }), { type: 'hit', folder: 'expedition', unit: 'soldier' });
    s = act(s, { type: 'hit', folder: 'expedition', unit: 'soldier' });
    const untended = { ...s, crew: s.crew.map((h) => (h.id === 'soldier' ? { ...h, preHealed: [] } : h)) };
    expect(healFactors(s, 'soldier') - healFactors(untended, 'soldier')).toBe(3);
    // a healing that succeeds in its first hour (no accident meanwhile) takes the pre-healed wound first
    const r = heal({ ...s, inputs: { ...s.inputs, hours: 1 } }, 'soldier', new ScriptDice('none', [1]));
    if (!('state' in r)) throw new Error('refused');
    const wounds = (x: GameState) => x.crew.find((h) => h.id === 'soldier')!.wounds;
    expect(wounds(r.state)).toBe(wounds(s) - 1);
    expect(pre(r.state, 'soldier')).toEqual([]);
  });
});

describe('patching up (R-DMG-24, R-REPAIR-06, R-REPAIR-08, R-REPAIR-09)', () => {
  test('the first damage to a robot: Special Tools in hand +2, the Engineer +1; the next damage is not patched', () => {
    let s = struck(['soldier', 'engineer', 'transbot', 'specialTools', 'tools'], { source: 'clash', count: 2, units: ['transbot', 'specialTools'], humans: ['soldier', 'engineer'] });
    const folder = (['expedition', 'carried', 'used'] as const).find((f) => (s.party[f].units.transbot?.count ?? 0) > 0)!;
    s = act(s, { type: 'hit', folder, unit: 'transbot' });
    expect(s.surface!.patched).toEqual({ transbot: [3] });
    const toolsAt = (['expedition', 'carried', 'used'] as const).find((f) => (s.party[f].units.specialTools?.count ?? 0) > 0)!;
    s = act(s, { type: 'hit', folder: toolsAt, unit: 'specialTools' });
    expect(s.surface!.patched).toEqual({ transbot: [3] });
    const plain = { ...s, surface: { ...s.surface!, patched: {} } };
    expect(repairFactors(s, 'transbot') - repairFactors(plain, 'transbot')).toBe(3);
  });

  test('a device damaged first: the Tools in hand +2 (no Engineer: 2)', () => {
    let s = struck(['soldier', 'laser', 'tools'], { source: 'clash', count: 1, units: ['laser'], humans: ['soldier'] });
    s = act(s, { type: 'hit', folder: 'used', unit: 'laser' });
    expect(s.surface!.patched).toEqual({ laser: [2] });
  });

  test('R-DMG-24 damage from lack of resources is never patched up', () => {
    let s = struck(['soldier', 'engineer', 'laser', 'tools'], { source: 'starvedUnits', count: 1, units: ['laser'] });
    s = act(s, { type: 'hit', folder: 'used', unit: 'laser' });
    expect(s.surface!.patched).toEqual({});
  });
});

describe('patching up a worn suit (R-DMG-24, R-REPAIR-08)', () => {
  /** The Soldier wears a suit (light or heavy) in the party; a clash's hits wait. */
  function suited(kind: 'suit' | 'heavySuit', units: readonly UnitId[]): GameState {
    const s = struck(units, { source: 'clash', count: 2, humans: ['soldier', 'engineer'].filter((id) => units.includes(id as UnitId)) as ('soldier' | 'engineer')[] });
    const e = s.party.expedition;
    return { ...s, party: { ...s.party, expedition: { ...e, crew: e.crew.map((p) => (p.id === 'soldier' ? { ...p, suit: { kind, damaged: false } } : p)) } } };
  }

  test('the first damage to a worn light suit ("uszkodź skaf."): the Engineer +1 and the Tools in hand +2 mark the suit 3', () => {
    let s = suited('suit', ['soldier', 'engineer', 'tools']);
    s = act(s, { type: 'hitSuit', folder: 'expedition', unit: 'soldier' });
    expect(s.party.expedition.crew.find((p) => p.id === 'soldier')!.suit).toEqual({ kind: 'suit', damaged: true });
    expect(s.surface!.patched).toEqual({ suit: [3] });
    expect(s.hitRule?.tended).toEqual({ wound: false, damage: true });
  });

  test('a worn heavy suit damaged first is patched as a heavy suit; without the Engineer and the Tools nothing is marked', () => {
    const heavy = act(suited('heavySuit', ['soldier', 'engineer']), { type: 'hitSuit', folder: 'expedition', unit: 'soldier' });
    expect(heavy.surface!.patched).toEqual({ heavySuit: [1] });
    const bare = act(suited('suit', ['soldier']), { type: 'hitSuit', folder: 'expedition', unit: 'soldier' });
    expect(bare.party.expedition.crew.find((p) => p.id === 'soldier')!.suit!.damaged).toBe(true);
    expect(bare.surface!.patched).toEqual({});
    // tended all the same: the batch's first damage is spent
    expect(bare.hitRule?.tended).toEqual({ wound: false, damage: true });
  });

  test('a second damage in the same batch is not patched: the first one took the tending', () => {
    let s = suited('suit', ['soldier', 'engineer', 'tools', 'laser']);
    s = { ...s, hitRule: { ...s.hitRule!, units: ['laser'] } };
    s = act(s, { type: 'hitSuit', folder: 'expedition', unit: 'soldier' });
    s = act(s, { type: 'hit', folder: 'used', unit: 'laser' });
    expect(s.surface!.patched).toEqual({ suit: [3] });
  });
});

describe('R-DMG-23 R-DMG-24 what is tended never outnumbers what is hurt (the step clamps it)', () => {
  // the party down with a Medkit, then a step that changes nothing tended: the Medkit put down
  const landed = () => landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'doctor', 'transbot', 'medkit'], 8);
  const putDown = (s: GameState) => act(s, { type: 'up', folder: 'used', unit: 'medkit' });
  const withSoldier = (s: GameState, h: Partial<GameState['crew'][number]>): GameState => ({ ...s, crew: s.crew.map((x) => (x.id === 'soldier' ? { ...x, ...h } : x)) });

  test('a human keeps as many tended wounds as he has wounds not from hunger; a dead one none; one with as many keeps them', () => {
    const l = landed();
    expect(pre(putDown(withSoldier(l, { wounds: 1, starvedWounds: 0, preHealed: [3, 2] })), 'soldier')).toEqual([3]);
    expect(pre(putDown(withSoldier(l, { wounds: 2, starvedWounds: 1, preHealed: [3, 2] })), 'soldier')).toEqual([3]);
    expect(pre(putDown(withSoldier(l, { wounds: 2, starvedWounds: 0, preHealed: [3, 2] })), 'soldier')).toEqual([3, 2]);
    expect(pre(putDown(withSoldier(l, { wounds: 3, starvedWounds: 3, preHealed: [3] })), 'soldier')).toEqual([]);
    expect(pre(putDown(withSoldier(l, { alive: false, wounds: 5, starvedWounds: 0, preHealed: [3] })), 'soldier')).toEqual([]);
    // a human of an older save, with no list of tended wounds at all, dead or alive
    expect(pre(putDown(withSoldier(l, { alive: false, wounds: 5, preHealed: undefined })), 'soldier')).toEqual([]);
    expect(pre(putDown(withSoldier(l, { wounds: 1, preHealed: undefined })), 'soldier')).toEqual([]);
  });

  test('a unit type keeps as many patched-up damages as it has damaged units', () => {
    const l = landed();
    const e = l.party.expedition;
    const oneDamaged = { ...l, party: { ...l.party, expedition: { ...e, units: { ...e.units, transbot: { count: 2, damaged: 1 } } } } };
    const patched = (s: GameState, p: Surface['patched']) => ({ ...s, surface: { ...s.surface!, patched: p } });
    expect(putDown(patched(oneDamaged, { transbot: [3, 2] })).surface!.patched).toEqual({ transbot: [3] });
    expect(putDown(patched(oneDamaged, { transbot: [3] })).surface!.patched).toEqual({ transbot: [3] });
    // none damaged: none patched
    const whole = { ...l, party: { ...l.party, expedition: { ...e, units: { ...e.units, transbot: { count: 1, damaged: 0 } } } } };
    expect(putDown(patched(whole, { transbot: [3] })).surface!.patched).toEqual({ transbot: [] });
  });
});
