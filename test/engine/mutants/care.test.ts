// Repair and healing on the surface (R-REPAIR-01..03, R-HEAL-01/02, R-UI-TABLE-19): refusals, the
// messages, who is repaired or healed. Targets the mutation survivors of issue 8 in rules/care.ts.
import { legalActions, step, type GameState, type HumanId } from '../../../src/engine';
import { heal, healFactors, repair, repairFactors, repairSuit, starvedHealFactor, starvedRepairFactor } from '../../../src/engine/rules/care';
import { handsCapacity, usedWeight } from '../../../src/engine/rules/party';
import { Dice, seedRng } from '../../../src/engine/rng';
import { act, landedOnArea, landedWhere, landingResearched } from '../../support/voyage';

/**
 * Every draw of the repair and healing is the lowest (every chance succeeds) or the highest (every
 * chance below 1 fails). Time's other chances are kept out: an accident or an infection (drawn at a
 * ten-millionth) never happens, and the drain's hourly factor (drawn 1..100) is its lowest, 0.
 */
class FixedDice extends Dice {
  constructor(private readonly pick: 'min' | 'max') {
    super(seedRng(1));
  }
  override int(from: number, to: number): number {
    if (to === 10_000_000) return to;
    if (to === 100) return from;
    return this.pick === 'min' ? from : to;
  }
}
const LUCKY = () => new FixedDice('min');
const UNLUCKY = () => new FixedDice('max');

type Units = Parameters<typeof landedWhere>[1];
type Pred = Parameters<typeof landedWhere>[0];
const NORMAL: Pred = (x) => x.atmosphere === 'normal';
const TOXIC: Pred = (x) => x.atmosphere === 'toxic' && x.gravity === 'earth';

const landed = (units: Units, pred: Pred = NORMAL, seed = 41): GameState => ({ ...landingResearched(landedWhere(pred, units, seed)), hitsToAssign: 0 });
const withHours = (s: GameState, hours: number): GameState => ({ ...s, inputs: { ...s.inputs, hours } });
const wounds = (s: GameState, w: Partial<Record<HumanId, number>>): GameState => ({ ...s, crew: s.crew.map((h) => ({ ...h, wounds: w[h.id] ?? h.wounds })) });
const woundsOf = (s: GameState) => Object.fromEntries(s.crew.map((h) => [h.id, h.wounds]));
const human = (s: GameState, id: HumanId) => s.crew.find((h) => h.id === id)!;
type Suit = { kind: 'suit' | 'heavySuit'; damaged: boolean } | null;
/** Suits of the humans in one folder of the field party. */
function dress(s: GameState, folder: 'expedition' | 'carried', suits: Partial<Record<HumanId, Suit>>): GameState {
  const f = s.party[folder];
  return { ...s, party: { ...s.party, [folder]: { ...f, crew: f.crew.map((p) => (p.id in suits ? { ...p, suit: suits[p.id] ?? null } : p)) } } };
}
function damageUsed(s: GameState, id: 'laser'): GameState {
  const u = s.party.used;
  return { ...s, party: { ...s.party, used: { ...u, units: { ...u.units, [id]: { count: 1, damaged: 1 } } } } };
}
const stateOf = (r: ReturnType<typeof repair>): GameState => {
  if (!('state' in r)) throw new Error(`refused ${r.refused.key}`);
  return r.state;
};

describe('R-REPAIR-01..03 repair of a robot or device', () => {
  test('R-REPAIR-01 R-UI-TABLE-19 only a damaged unit is repaired: an undamaged or absent one is refused with msg.refused', () => {
    const s = withHours(landed(['soldier', 'scout', 'laser']), 2);
    expect(s.party.used.units.laser).toEqual({ count: 1, damaged: 0 });
    expect(s.party.used.units.medkit).toBeUndefined();
    expect(repair(s, 'used', 'laser', LUCKY())).toEqual({ refused: { key: 'msg.refused' } });
    expect(repair(s, 'used', 'medkit', LUCKY())).toEqual({ refused: { key: 'msg.refused' } });
  });

  test('R-REPAIR-01 0 hours in godzin: is refused with the range 1–6', () => {
    const s = withHours(damageUsed(landed(['soldier', 'scout', 'laser']), 'laser'), 0);
    expect(repair(s, 'used', 'laser', LUCKY())).toEqual({ refused: { key: 'msg.careHours', params: { min: 1, max: 6 } } });
  });

  test('R-REPAIR-03 a success at the first hour: the unit is whole, 1 hour spent, the message names the unit and the hour', () => {
    const s = withHours(damageUsed(landed(['soldier', 'scout', 'laser']), 'laser'), 3);
    expect(s.surface!.hours).toBe(0);
    const out = stateOf(repair(s, 'used', 'laser', LUCKY()));
    expect(out.party.used.units.laser).toEqual({ count: 1, damaged: 0 });
    expect(out.surface!.hours).toBe(1);
    expect(out.message).toEqual({ key: 'msg.repaired', params: { unit: { unit: 'laser' }, hours: 1 } });
  });

  test('R-REPAIR-03 R-REPAIR-04 every attempt failing (1/7 each): still damaged, all 3 hours spent, msg.repairFailed', () => {
    const s = withHours(damageUsed(landed(['soldier', 'scout', 'laser']), 'laser'), 3);
    const out = stateOf(repair(s, 'used', 'laser', UNLUCKY()));
    expect(out.party.used.units.laser).toEqual({ count: 1, damaged: 1 });
    expect(out.surface!.hours).toBe(3);
    expect(out.message).toEqual({ key: 'msg.repairFailed', params: { unit: { unit: 'laser' }, hours: 3 } });
  });

  test('R-REPAIR-03 R-DMG-09 R-DEV-17 a wound in the repair hour puts the damaged unit down into NIESIONE: that unit is the one repaired; the message notes the wound', () => {
    // toxic air, the soldier's light suit damaged; 4 + 5 wounds leave the hands 3 + 1 = 4 for the laser and the tools in UŻYWANE
    let s = landed(['soldier', 'scout', 'transbot', 'laser', 'tools'], TOXIC, 31);
    s = dress(s, 'expedition', { soldier: { kind: 'suit', damaged: true } });
    s = withHours(damageUsed(wounds(s, { soldier: 4, scout: 5 }), 'laser'), 2);
    expect(handsCapacity(s)).toBe(4);
    expect(usedWeight(s)).toBe(4);
    expect(s.party.expedition.units.laser).toBeUndefined();
    const out = stateOf(repair(s, 'used', 'laser', LUCKY()));
    expect(human(out, 'soldier').wounds).toBe(5);
    expect(out.party.used.units.laser?.count ?? 0).toBe(0);
    expect(out.party.carried.units.laser).toEqual({ count: 1, damaged: 0 });
    expect(out.surface!.hours).toBe(1);
    expect(out.message).toEqual({
      key: 'msg.repaired',
      params: { unit: { unit: 'laser' }, hours: 1 },
      notes: [{ key: 'note.suitWounds', params: { unit: { unit: 'soldier' }, count: 1, wounds: 5 } }],
    });
  });
});

describe('R-REPAIR-02 repair of a worn damaged suit', () => {
  /** The Engineer in PROM in a damaged suit; in EKSPEDYCJA the soldier in a damaged heavy suit and the scout without one. */
  function suited(): GameState {
    let s = act(landed(['soldier', 'scout', 'engineer']), { type: 'up', folder: 'expedition', unit: 'engineer' });
    s = dress(s, 'expedition', { soldier: { kind: 'heavySuit', damaged: true }, scout: null });
    s = { ...s, bay: { ...s.bay, crew: s.bay.crew.map((p) => (p.id === 'engineer' ? { ...p, suit: { kind: 'suit', damaged: true } } : p)) } };
    return withHours(s, 3);
  }

  test('R-REPAIR-01 hours outside 1–6 are refused with the range', () => {
    const s = withHours(suited(), 7);
    expect(repairSuit(s, 'expedition', 'soldier', LUCKY())).toEqual({ refused: { key: 'msg.careHours', params: { min: 1, max: 6 } } });
  });

  test('R-UI-TABLE-19 refused with msg.refused: a whole suit, no suit, a human not in that folder', () => {
    const s = dress(suited(), 'expedition', { scout: { kind: 'suit', damaged: false } });
    expect(s.party.expedition.crew.map((p) => p.id)).toEqual(['soldier', 'scout']);
    expect(repairSuit(s, 'expedition', 'scout', LUCKY())).toEqual({ refused: { key: 'msg.refused' } });
    expect(repairSuit(suited(), 'expedition', 'scout', LUCKY())).toEqual({ refused: { key: 'msg.refused' } });
    expect(repairSuit(suited(), 'carried', 'soldier', LUCKY())).toEqual({ refused: { key: 'msg.refused' } });
  });

  test('R-REPAIR-02 R-REPAIR-03 a success: only the patient’s suit is whole, in 1 hour, msg.repaired naming the heavy suit', () => {
    const s = suited();
    expect(s.bay.crew).toEqual([{ id: 'engineer', suit: { kind: 'suit', damaged: true } }]);
    const out = stateOf(repairSuit(s, 'expedition', 'soldier', LUCKY()));
    expect(out.party.expedition.crew).toEqual([
      { id: 'soldier', suit: { kind: 'heavySuit', damaged: false } },
      { id: 'scout', suit: null },
    ]);
    expect(out.bay.crew).toEqual([{ id: 'engineer', suit: { kind: 'suit', damaged: true } }]);
    expect(out.party.carried.crew).toEqual([]);
    expect(out.surface!.hours).toBe(1);
    expect(out.message).toEqual({ key: 'msg.repaired', params: { unit: { unit: 'heavySuit' }, hours: 1 } });
  });

  test('R-REPAIR-03 a failure: the suit stays damaged, all 3 hours spent, msg.repairFailed', () => {
    const out = stateOf(repairSuit(suited(), 'expedition', 'soldier', UNLUCKY()));
    expect(out.party.expedition.crew[0]).toEqual({ id: 'soldier', suit: { kind: 'heavySuit', damaged: true } });
    expect(out.surface!.hours).toBe(3);
    expect(out.message).toEqual({ key: 'msg.repairFailed', params: { unit: { unit: 'heavySuit' }, hours: 3 } });
  });

  test('R-REPAIR-02 R-DEV-17 a wearer killed by his damaged suit during the repair hour: he is out of the table, nothing else is touched', () => {
    let s = landed(['soldier', 'scout'], TOXIC, 31);
    s = withHours(wounds(dress(s, 'expedition', { soldier: { kind: 'suit', damaged: true } }), { soldier: 5 }), 2);
    const out = stateOf(repairSuit(s, 'expedition', 'soldier', LUCKY()));
    expect(human(out, 'soldier')).toMatchObject({ alive: false, wounds: 6 });
    expect(out.party.expedition.crew).toEqual([{ id: 'scout', suit: { kind: 'suit', damaged: false } }]);
    expect(out.message.notes).toEqual([{ key: 'note.suitDeath', params: { unit: { unit: 'soldier' } } }]);
  });

  test('R-UI-TABLE-19 an unwounded human in a damaged suit: the button repairs the suit at once (no heal-or-repair menu)', () => {
    const s = dress(landed(['soldier', 'scout']), 'expedition', { soldier: { kind: 'heavySuit', damaged: true } });
    expect(human(s, 'soldier').wounds).toBe(0);
    const r = step(act(s, { type: 'setInput', field: 'hours', raw: 2 }), { type: 'care', folder: 'expedition', unit: 'soldier' });
    expect(r.refused).toBeUndefined();
    expect(r.state.careChoice).toBeNull();
    expect(['msg.repaired', 'msg.repairFailed']).toContain(r.state.message.key);
    expect(r.state.message.params?.unit).toEqual({ unit: 'heavySuit' });
  });
});

describe('R-HEAL-01 R-HEAL-02 healing one wound', () => {
  test('R-HEAL-01 a human alone in the party is not healed: msg.healAlone', () => {
    let s = landed(['soldier']);
    s = withHours(wounds(s, { soldier: 2 }), 3);
    expect(s.party.expedition.crew.map((p) => p.id)).toEqual(['soldier']);
    expect(heal(s, 'soldier', LUCKY())).toEqual({ refused: { key: 'msg.healAlone' } });
  });

  test('R-HEAL-01 R-UI-TABLE-19 an unwounded human is refused with msg.refused (and gets no care button)', () => {
    const s = withHours(wounds(landed(['soldier', 'scout']), { scout: 1 }), 3);
    expect(human(s, 'soldier').wounds).toBe(0);
    expect(heal(s, 'soldier', LUCKY())).toEqual({ refused: { key: 'msg.refused' } });
    expect(legalActions(s)).not.toContainEqual({ type: 'care', folder: 'expedition', unit: 'soldier' });
    expect(legalActions(s)).toContainEqual({ type: 'care', folder: 'expedition', unit: 'scout' });
  });

  test('R-HEAL-01 0 hours in godzin: is refused with the range 1–12', () => {
    const s = withHours(wounds(landed(['soldier', 'scout']), { soldier: 1 }), 0);
    expect(heal(s, 'soldier', LUCKY())).toEqual({ refused: { key: 'msg.careHours', params: { min: 1, max: 12 } } });
  });

  test('R-HEAL-02 a success cures one wound of the patient only, in 1 hour, msg.healed', () => {
    const s = withHours(wounds(landed(['soldier', 'scout']), { soldier: 2, scout: 3, commander: 1 }), 4);
    const out = stateOf(heal(s, 'soldier', LUCKY()));
    expect(woundsOf(out)).toEqual({ commander: 1, doctor: 0, navigator: 0, engineer: 0, scout: 3, scientist: 0, soldier: 1 });
    expect(out.surface!.hours).toBe(1);
    expect(out.message).toEqual({ key: 'msg.healed', params: { unit: { unit: 'soldier' }, hours: 1 } });
  });

  test('R-HEAL-02 R-HEAL-03 every attempt failing (1/12 each): no wound cured, all 4 hours spent, msg.healFailed', () => {
    const s = withHours(wounds(landed(['soldier', 'scout']), { soldier: 2 }), 4);
    const out = stateOf(heal(s, 'soldier', UNLUCKY()));
    expect(human(out, 'soldier').wounds).toBe(2);
    expect(out.surface!.hours).toBe(4);
    expect(out.message).toEqual({ key: 'msg.healFailed', params: { unit: { unit: 'soldier' }, hours: 4 } });
  });

  test('R-HEAL-02 R-DEV-17 a patient killed by his damaged suit in the hour of success is not healed', () => {
    let s = landed(['soldier', 'scout'], TOXIC, 31);
    s = withHours(wounds(dress(s, 'expedition', { soldier: { kind: 'suit', damaged: true } }), { soldier: 5, scout: 1 }), 2);
    const out = stateOf(heal(s, 'soldier', LUCKY()));
    expect(human(out, 'soldier')).toMatchObject({ alive: false, wounds: 6 });
    expect(human(out, 'scout').wounds).toBe(1);
  });
});

describe('the factors of a healing and a repair: the hunger wounds, the helping devices (R-HEAL-05, R-HEAL-08, R-HEAL-11, R-REPAIR-05, R-REPAIR-07)', () => {
  const base = () => landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'scout'], 8);
  const withWounds = (s: GameState, wounds: number, starvedWounds: number): GameState => ({ ...s, crew: s.crew.map((h) => (h.id === 'soldier' ? { ...h, wounds, starvedWounds, preHealed: [] } : h)) });

  test('R-HEAL-11: only hunger wounds left: −3 each; an ordinary wound left first: nothing; no hunger wound: nothing', () => {
    const s = base();
    expect(starvedHealFactor(withWounds(s, 2, 2), 'soldier')).toBe(-6);
    expect(starvedHealFactor(withWounds(s, 1, 1), 'soldier')).toBe(-3);
    expect(starvedHealFactor(withWounds(s, 3, 2), 'soldier')).toBe(0);
    expect(starvedHealFactor(withWounds(s, 2, 0), 'soldier')).toBe(0);
  });

  test('R-HEAL-05: a working Medkit counts in a hand, carried with room for it in the hands, or riding the Rover; not with the hands full', () => {
    const s = withWounds(base(), 1, 0);
    const kit = { count: 1, damaged: 0 };
    const clear = (x: GameState): GameState => ({ ...x, bay: { ...x.bay, units: {} }, party: { ...x.party, used: { ...x.party.used, units: {} }, carried: { ...x.party.carried, units: {} }, expedition: { ...x.party.expedition, units: {} } } });
    const none = clear(s);
    expect(healFactors(none, 'soldier')).toBe(0);
    // in a hand: +3
    expect(healFactors({ ...none, party: { ...none.party, used: { ...none.party.used, units: { medkit: kit } } } }, 'soldier')).toBe(3);
    // in the shuttle, the hands free: +3
    const inBay = { ...none, bay: { ...none.bay, units: { medkit: kit } } };
    expect(handsCapacity(inBay) - usedWeight(inBay)).toBeGreaterThanOrEqual(2);
    expect(healFactors(inBay, 'soldier')).toBe(3);
    // the hands full of Lasers: the Medkit in the shuttle cannot be taken up (+0); riding the Rover it counts (+3)
    const lasers = Math.ceil(handsCapacity(inBay) / 2) + 1;
    const full = { ...inBay, party: { ...inBay.party, used: { ...inBay.party.used, units: { laser: { count: lasers, damaged: 0 } } } } };
    expect(handsCapacity(full) - usedWeight(full)).toBeLessThan(2);
    expect(healFactors(full, 'soldier')).toBe(0);
    expect(healFactors({ ...full, mode: 'rover' }, 'soldier')).toBe(3);
    // exactly the Medkit's weight of room left (two humans' hands hold 12, five Lasers 10): it counts
    expect(handsCapacity(inBay)).toBe(12);
    const exact = { ...inBay, party: { ...inBay.party, used: { ...inBay.party.used, units: { laser: { count: 5, damaged: 0 } } } } };
    expect(handsCapacity(exact) - usedWeight(exact)).toBe(2);
    expect(healFactors(exact, 'soldier')).toBe(3);
  });
  test('R-REPAIR-10: only hunger damage left on a type: −2; an ordinary damaged unit of it first: nothing; a suit: nothing; the patch-up adds, the hunger takes away', () => {
    const s = base();
    const bots = (damaged: number, starved: number, patched: number[] = []): GameState => ({
      ...s,
      party: { ...s.party, expedition: { ...s.party.expedition, units: { ...s.party.expedition.units, transbot: { count: 2, damaged } } } },
      surface: { ...s.surface!, starvedDamage: { transbot: starved }, patched: patched.length ? { transbot: patched } : {} },
    });
    expect(starvedRepairFactor(bots(1, 1), 'transbot')).toBe(-2);
    expect(starvedRepairFactor(bots(2, 1), 'transbot')).toBe(0);
    expect(starvedRepairFactor(bots(1, 0), 'transbot')).toBe(0);
    expect(starvedRepairFactor(bots(1, 1), 'suit')).toBe(0);
    // no Engineer, no Special Tools: the patch-up's 3 and the hunger's −2
    expect(s.party.expedition.crew.some((p) => p.id === 'engineer')).toBe(false);
    const bare = (x: GameState): GameState => ({ ...x, bay: { ...x.bay, units: {} }, party: { ...x.party, used: { ...x.party.used, units: {} }, carried: { ...x.party.carried, units: {} } } });
    expect(repairFactors(bare(bots(1, 1, [3])), 'transbot')).toBe(1);
    expect(repairFactors(bare(bots(1, 0, [3])), 'transbot')).toBe(3);
  });

  test('R-HEAL-06, R-HEAL-11: a pre-healed factor adds and the hunger wounds take away', () => {
    const s = base();
    const bare: GameState = { ...s, bay: { ...s.bay, units: {} }, party: { ...s.party, used: { ...s.party.used, units: {} }, carried: { ...s.party.carried, units: {} } } };
    const h = (preHealed: number[], wounds: number, starvedWounds: number): GameState => ({ ...bare, crew: bare.crew.map((x) => (x.id === 'soldier' ? { ...x, wounds, starvedWounds, preHealed } : x)) });
    expect(healFactors(h([2], 1, 1), 'soldier')).toBe(-1);
    expect(healFactors(h([2], 1, 0), 'soldier')).toBe(2);
  });

  test('R-REPAIR-07: the Tools do not help repair themselves: one working Tools and one damaged, the Tools\' repair gets nothing from them, a Laser\'s gets +2', () => {
    const s = base();
    const x: GameState = { ...s, bay: { ...s.bay, units: {} }, party: { ...s.party, used: { ...s.party.used, units: { tools: { count: 2, damaged: 1 }, laser: { count: 1, damaged: 1 } } }, carried: { ...s.party.carried, units: {} } } };
    expect(repairFactors(x, 'laser')).toBe(2);
    expect(repairFactors(x, 'tools')).toBe(0);
  });
});
