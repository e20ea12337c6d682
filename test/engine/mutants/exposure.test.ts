// Kill tests for rules/exposure.ts (issue 8: mutation score): the exact hours of suit harm, the
// boundary of the hourly draw, who is spared (the sick), where the dead are taken from, the months
// the hours add, and the notes that appear only when something happened.
import { type GameState } from '../../../src/engine';
import { DAMAGED_SUIT_WOUND_PER_HOUR } from '../../../src/engine/data/unitRules';
import { passHours } from '../../../src/engine/rules/exposure';
import { Dice, seedRng } from '../../../src/engine/rng';
import { act, landedWhere } from '../../support/voyage';

/** Dice whose hourly suit draws (1..1 000 000) all return `suitRoll`; other draws are seeded, and counted. */
class SuitDice extends Dice {
  suitDraws = 0;
  constructor(private readonly suitRoll: number) {
    super(seedRng(5));
  }
  override int(from: number, to: number): number {
    if (to === 1_000_000) {
      this.suitDraws++;
      return this.suitRoll;
    }
    // every other hazard fails; the drain's spread is its lowest
    if (to === 10_000_000) return to;
    if (to === 100) return from;
    return super.int(from, to);
  }
}

/** Birss in toxic air at Earth gravity; the Soldier (and the Scout) in suits, the Soldier's damaged. */
function toxic(kind: 'suit' | 'heavySuit' = 'suit'): GameState {
  let s = landedWhere((x) => x.atmosphere === 'toxic' && x.gravity === 'earth', ['soldier', 'scout'], 31, 2);
  for (let i = 0; i < 5 && s.hitsToAssign > 0; i++) s = act(s, { type: 'hit', folder: 'carried', unit: 'resources' });
  const crew = s.party.expedition.crew.map((p) => (p.id === 'soldier' ? { ...p, suit: { kind, damaged: true } } : { ...p, suit: p.suit ? { ...p.suit, damaged: false } : null }));
  return { ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew } } };
}
const wounds = (s: GameState, id = 'soldier') => s.crew.find((h) => h.id === id)!.wounds;

describe('exposure: the suits\' harm hour by hour (R-DEV-17, R-DEV-30, R-DEV-31)', () => {
  test('every hour draws once and a drawn hour wounds: 2 hours, 2 wounds (not 3, not 1)', () => {
    const s = toxic();
    const dice = new SuitDice(1);
    const out = passHours(s, 2, dice).state;
    expect(wounds(out) - wounds(s)).toBe(2);
    expect(dice.suitDraws).toBe(2);
  });

  test('the draw succeeds at exactly the chance: a roll of 12% × 1 000 000 wounds, one more does not', () => {
    const s = toxic();
    const at = Math.round(DAMAGED_SUIT_WOUND_PER_HOUR.earth * 1_000_000);
    expect(at).toBe(120_000);
    expect(wounds(passHours(s, 1, new SuitDice(at)).state) - wounds(s)).toBe(1);
    expect(wounds(passHours(s, 1, new SuitDice(at + 1)).state) - wounds(s)).toBe(0);
  });

  test('R-INF-09 the sick take no wounds from their suits; the others do', () => {
    const s = toxic();
    const sick = { ...s, crew: s.crew.map((h) => (h.id === 'soldier' ? { ...h, ill: true } : h)) };
    const out = passHours(sick, 1, new SuitDice(1)).state;
    expect(wounds(out)).toBe(wounds(s));
    // the Scout, well and in a damaged suit too, is wounded
    const both = { ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew: s.party.expedition.crew.map((p) => ({ ...p, suit: p.suit ? { ...p.suit, damaged: true } : p.suit })) } } };
    const ill = { ...both, crew: both.crew.map((h) => (h.id === 'soldier' ? { ...h, ill: true } : h)) };
    const r = passHours(ill, 1, new SuitDice(1)).state;
    expect([wounds(r, 'soldier') - wounds(s, 'soldier'), wounds(r, 'scout') - wounds(s, 'scout')]).toEqual([0, 1]);
  });

  test('a human killed by his suit stops taking wounds (the sixth kills), and is taken out of his own folder', () => {
    const s0 = toxic();
    const s = { ...s0, crew: s0.crew.map((h) => (h.id === 'soldier' ? { ...h, wounds: 4 } : h)) };
    const r = passHours(s, 3, new SuitDice(1));
    expect(r.state.crew.find((h) => h.id === 'soldier')!.alive).toBe(false);
    expect(r.notes).toContainEqual({ key: 'note.suitDeath', params: { unit: { unit: 'soldier' } } });
    expect(r.state.party.expedition.crew.map((p) => p.id)).not.toContain('soldier');
    // the same human carried ('NIESIONE', riding the Rover): taken out of that folder
    const soldier = s.party.expedition.crew.find((p) => p.id === 'soldier')!;
    const carried = { ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew: s.party.expedition.crew.filter((p) => p.id !== 'soldier') }, carried: { ...s.party.carried, crew: [soldier] } } };
    const c = passHours(carried, 3, new SuitDice(1)).state;
    expect([...c.party.expedition.crew, ...c.party.carried.crew].map((p) => p.id)).not.toContain('soldier');
  });

  test('R-DEV-30 acid kills only through a damaged heavy suit: a damaged light suit in acid draws nothing', () => {
    let s = landedWhere((x) => x.atmosphere === 'acid' && x.gravity === 'earth', ['soldier', 'scout'], 31, 2);
    for (let i = 0; i < 5 && s.hitsToAssign > 0; i++) s = act(s, { type: 'hit', folder: 'carried', unit: 'resources' });
    const crew = s.party.expedition.crew.map((p) => (p.id === 'soldier' ? { ...p, suit: { kind: 'suit' as const, damaged: true } } : { ...p, suit: p.suit ? { ...p.suit, damaged: false } : null }));
    const light = { ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew } } };
    const dice = new SuitDice(1);
    const out = passHours(light, 3, dice).state;
    expect(out.crew.find((h) => h.id === 'soldier')!.alive).toBe(true);
    expect(dice.suitDraws).toBe(0);
  });
});

describe('exposure: the time itself (R-GEN-03) and its notes', () => {
  test('no hours: nothing is drawn and nothing is said', () => {
    const s = toxic();
    const dice = new SuitDice(1);
    const r = passHours(s, 0, dice);
    expect(r).toEqual({ state: s, notes: [], met: null });
    expect(dice.suitDraws).toBe(0);
  });

  test('the hours that cross into a new month of 720 hours add it to the calendar, with a note; others add none', () => {
    const s = toxic('heavySuit');
    const well = { ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew: s.party.expedition.crew.map((p) => ({ ...p, suit: p.suit ? { ...p.suit, damaged: false } : null })) } } };
    const at = (hours: number): GameState => ({ ...well, surface: { ...well.surface!, hours } });
    const cross = passHours(at(715), 10, new SuitDice(999_999));
    expect(cross.state.month).toBe(well.month + 1);
    expect(cross.notes).toContainEqual({ key: 'note.monthsOnPlanet', params: { count: 1 } });
    const within = passHours(at(1445), 10, new SuitDice(999_999));
    expect(within.state.month).toBe(well.month);
    expect(within.notes.map((n) => n.key)).not.toContain('note.monthsOnPlanet');
  });

  test('no resource used, none missing: no note of either', () => {
    const s = toxic('heavySuit');
    const well = { ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew: s.party.expedition.crew.map((p) => ({ ...p, suit: p.suit ? { ...p.suit, damaged: false } : null })) } } };
    const r = passHours({ ...well, surface: { ...well.surface!, drainDebt: { party: 0, shuttle: 0 } } }, 0.0001, new SuitDice(999_999));
    expect(r.notes.map((n) => n.key).filter((k) => k === 'note.resourcesUsed' || k === 'note.starved')).toEqual([]);
  });
});

/** Every draw counted; hazards (1..10 000 000) fail, suit draws as given, all others their lowest (chances succeed). */
class CountingDice extends Dice {
  hazards = 0;
  all = 0;
  constructor(private readonly suitRoll = 999_999) {
    super(seedRng(9));
  }
  override int(from: number, to: number): number {
    this.all++;
    if (to === 10_000_000) {
      this.hazards++;
      return to;
    }
    if (to === 1_000_000) return this.suitRoll;
    // the drain's spread at its highest: resources do go
    if (to === 100) return to;
    return from;
  }
}

describe('exposure: more of the hour', () => {
  const calmSuits = (s: GameState): GameState => ({ ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew: s.party.expedition.crew.map((p) => ({ ...p, suit: p.suit ? { ...p.suit, damaged: false } : null })) } } });

  test('a dead human draws no more: 4 wounds, 3 hours that all strike — 2 draws (the fifth wound, the death)', () => {
    const s0 = toxic();
    const s = { ...s0, crew: s0.crew.map((h) => (h.id === 'soldier' ? { ...h, wounds: 4 } : h)) };
    const dice = new SuitDice(1);
    passHours(s, 3, dice);
    expect(dice.suitDraws).toBe(2);
  });

  test('no wound drawn: no note of wounds; in a harmless air no suit note at all', () => {
    const r = passHours(toxic(), 1, new SuitDice(999_999));
    expect(r.notes.map((n) => n.key)).not.toContain('note.suitWounds');
    expect(r.notes.map((n) => n.key)).not.toContain('note.suitDeath');
  });

  test('the accidents draw once an hour per hazard: 2 hours draw twice what 1 hour does', () => {
    const s = calmSuits(toxic('heavySuit'));
    const one = new CountingDice();
    passHours(s, 1, one);
    const two = new CountingDice();
    passHours(s, 2, two);
    expect(one.hazards).toBeGreaterThan(0);
    expect(two.hazards).toBe(2 * one.hazards);
  });

  test('R-ACC-01 nobody outside the shuttle: no accident is drawn; a party of robots alone is outside', () => {
    const s = calmSuits(toxic('heavySuit'));
    const empty = { crew: [], units: {}, resources: 0 };
    const inside = { ...s, party: { ...s.party, expedition: empty, carried: empty, used: empty } };
    const d = new CountingDice();
    passHours(inside, 2, d);
    expect(d.hazards).toBe(0);
    const robots = { ...inside, party: { ...inside.party, expedition: { ...empty, units: { transbot: { count: 1, damaged: 0 } } } } };
    const r = new CountingDice();
    passHours(robots, 2, r);
    expect(r.hazards).toBeGreaterThan(0);
  });

  test('R-ACC-11 no threat to drive off: nothing said of it', () => {
    const s = calmSuits(toxic('heavySuit'));
    const r = passHours({ ...s, surface: { ...s.surface!, shuttleThreats: 0 } }, 1, new CountingDice());
    expect(r.notes.map((n) => n.key)).not.toContain('note.threatDriven');
  });

  test('resources used are told with their count', () => {
    const s = calmSuits(toxic('heavySuit'));
    const stocked = { ...s, party: { ...s.party, carried: { ...s.party.carried, resources: 10 } } };
    const r = passHours({ ...stocked, surface: { ...s.surface!, drainDebt: { party: 0.99, shuttle: 0 } } }, 48, new CountingDice());
    const used = r.notes.find((n) => n.key === 'note.resourcesUsed');
    expect(used!.params!.count).toBe(10 - r.state.party.carried.resources);
    expect(used!.params!.count).toBeGreaterThan(0);
  });

  test('off the planet the hours change nothing', () => {
    const s = toxic();
    const orbiting = { ...s, surface: null, phase: 'orbit' as const };
    const r = passHours(orbiting, 3, new CountingDice());
    expect(r).toEqual({ state: orbiting, notes: [], met: null });
  });

  test('R-MOVE-14 a march over an unresearched field frees it when the draw says so', () => {
    const s = calmSuits(toxic('heavySuit'));
    const fresh = { ...s, surface: { ...s.surface!, researched: [], freed: [] } };
    const r = passHours(fresh, 1, new CountingDice(), 'march');
    expect(r.state.surface!.freed.length).toBe(1);
    expect(passHours(fresh, 1, new CountingDice(), 'research').state.surface!.freed).toEqual([]);
  });
});

describe('exposure: accidents and infection only while someone is outside the shuttle (R-ACC-01)', () => {
  test('a party folder that kept a unit type at count 0 holds nobody: its hours draw what an empty party draws', () => {
    const s = toxic();
    const empty = { crew: [], units: {}, resources: 0 };
    const bare: GameState = { ...s, party: { expedition: empty, carried: empty, used: empty, abandoned: empty } };
    const kept: GameState = { ...bare, party: { ...bare.party, expedition: { crew: [], units: { tools: { count: 0, damaged: 0 } }, resources: 0 } } };
    const held: GameState = { ...bare, party: { ...bare.party, expedition: { crew: [], units: { tools: { count: 1, damaged: 0 } }, resources: 0 } } };
    const after = (st: GameState) => {
      const dice = new Dice(seedRng(9));
      passHours(st, 6, dice, 'research');
      return dice.state();
    };
    expect(after(kept)).toEqual(after(bare));
    // a unit out there is someone outside: its hours draw accidents (the check itself is live)
    expect(after(held)).not.toEqual(after(bare));
  });
});
