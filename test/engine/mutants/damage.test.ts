// Harm and care aboard the starship (R-CREW-03, R-CREW-10/11, R-DMG-07, R-ROBOT-02, R-DEV-02/03,
// R-SHIP-03..06): the VP reasons, which unit a random damage picks, the counts repaired and healed.
// Targets the mutation survivors of issue 8 in rules/damage.ts.
import { newGame, type GameState, type HumanId, type StockId } from '../../../src/engine';
import { damageRandom, healWounds, impairHuman, repairUnits, woundHuman } from '../../../src/engine/rules/damage';
import { deserialize, serialize } from '../../../src/engine';
import { killHuman, woundsSurvived } from '../../../src/engine/rules/losses';
import { crewHealth } from '../../../src/engine/rules/chronicle';
import { Dice, seedRng } from '../../../src/engine/rng';

/** Every draw is the lowest or the highest of its range; the ranges asked for are kept. */
class FixedDice extends Dice {
  readonly ranges: [number, number][] = [];
  constructor(private readonly pick: 'min' | 'max') {
    super(seedRng(1));
  }
  override int(from: number, to: number): number {
    this.ranges.push([from, to]);
    return this.pick === 'min' ? from : to;
  }
}

const game = (): GameState => newGame({ length: 30, seed: 12 });
/** The starship's stock: only these units, everything else none. */
function withStock(s: GameState, units: Partial<Record<StockId, { count: number; damaged: number }>>): GameState {
  const stock = Object.fromEntries(Object.keys(s.stock).map((id) => [id, units[id as StockId] ?? { count: 0, damaged: 0 }])) as GameState['stock'];
  return { ...s, stock };
}
const withWounds = (s: GameState, w: Partial<Record<HumanId, number>>): GameState => ({ ...s, crew: s.crew.map((h) => ({ ...h, wounds: w[h.id] ?? 0 })) });
const human = (s: GameState, id: HumanId) => s.crew.find((h) => h.id === id)!;

describe('R-CREW-10 R-DMG-07 R-CREW-11 a wound and its VP', () => {
  test('R-DMG-07 a wound that costs 1 VP is charged as a wound', () => {
    const s = game();
    expect(s.vp).toBe(0);
    const out = woundHuman(s, 'soldier', new FixedDice('min'));
    expect(human(out, 'soldier')).toMatchObject({ wounds: 1, alive: true });
    expect(out.vp).toBe(-1);
    expect(out.vpLog).toEqual([{ amount: -1, reason: 'wound' }]);
  });

  test('R-CREW-03 R-CREW-11 the sixth wound kills: −10 VP charged as a death', () => {
    const s = withWounds(game(), { soldier: 5 });
    const out = woundHuman(s, 'soldier', new FixedDice('max'));
    expect(human(out, 'soldier')).toMatchObject({ wounds: 6, alive: false });
    expect(out.vp).toBe(-10);
    expect(out.vpLog).toEqual([{ amount: -10, reason: 'death' }]);
  });
});

describe('R-ROBOT-02 R-DEV-02 a random damage to an undamaged unit', () => {
  test('"robot" damages a robot, never a device', () => {
    const s = withStock(game(), { transbot: { count: 1, damaged: 0 }, laser: { count: 3, damaged: 0 } });
    for (const pick of ['min', 'max'] as const) {
      const out = damageRandom(s, 'robot', new FixedDice(pick));
      expect(out.stock.transbot).toEqual({ count: 1, damaged: 1 });
      expect(out.stock.laser).toEqual({ count: 3, damaged: 0 });
    }
  });

  test('the draw runs over the undamaged units only: 2 of them, the second one (Tools) picked by a 2', () => {
    // the Laser: 2, one already damaged (1 undamaged); the Tools: 1 undamaged
    const s = withStock(game(), { laser: { count: 2, damaged: 1 }, tools: { count: 1, damaged: 0 } });
    const dice = new FixedDice('max');
    const out = damageRandom(s, 'device', dice);
    expect(dice.ranges).toEqual([[1, 2]]);
    expect(out.stock.laser).toEqual({ count: 2, damaged: 1 });
    expect(out.stock.tools).toEqual({ count: 1, damaged: 1 });
    const first = damageRandom(s, 'device', new FixedDice('min'));
    expect(first.stock.laser).toEqual({ count: 2, damaged: 2 });
    expect(first.stock.tools).toEqual({ count: 1, damaged: 0 });
  });

  test('nothing undamaged of the kind: nothing changes and no draw is spent', () => {
    const s = withStock(game(), { laser: { count: 1, damaged: 1 }, transbot: { count: 2, damaged: 0 } });
    const dice = new Dice(seedRng(5));
    const out = damageRandom(s, 'device', dice);
    expect(out).toBe(s);
    expect(dice.state()).toEqual(new Dice(seedRng(5)).state());
  });
});

describe('R-SHIP-03..06 repairing and healing several at once', () => {
  test('R-SHIP-04 up to 4 repairs with 1 damaged unit aboard: 1 repaired', () => {
    const s = withStock(game(), { laser: { count: 2, damaged: 1 } });
    const r = repairUnits(s, 4);
    expect(r.repaired).toBe(1);
    expect(r.state.stock.laser).toEqual({ count: 2, damaged: 0 });
  });

  test('R-SHIP-06 up to 4 wounds with 1 wound aboard: 1 healed', () => {
    const s = withWounds(game(), { scout: 1 });
    const r = healWounds(s, 4, 2);
    expect(r.healed).toBe(1);
    expect(human(r.state, 'scout').wounds).toBe(0);
  });
});

describe('R-DMG-08 R-SCORE-27 brain damage', () => {
  const impaired = (s: GameState, id: HumanId, n: number): GameState => ({ ...s, crew: s.crew.map((h) => (h.id === id ? { ...h, impaired: n } : h)) });

  test('R-SCORE-27 (ours) each brain damage costs 2 VP, charged as an impairment; the toughness falls from 5 to 4, then 3', () => {
    const s = game();
    const once = impairHuman(s, 'scout');
    expect(human(once, 'scout')).toMatchObject({ impaired: 1, alive: true, wounds: 0 });
    expect(woundsSurvived(human(s, 'scout'))).toBe(5);
    expect(woundsSurvived(human(once, 'scout'))).toBe(4);
    expect(once.vp).toBe(-2);
    expect(once.vpLog).toEqual([{ amount: -2, reason: 'impairment' }]);
    const twice = impairHuman(once, 'scout');
    expect(human(twice, 'scout').impaired).toBe(2);
    expect(woundsSurvived(human(twice, 'scout'))).toBe(3);
    expect(twice.vp).toBe(-4);
    // the crew's health counts the toughness lost: 7 humans × 6 = 42, less 2
    expect(crewHealth(twice)).toBe(Math.round((100 * 40) / 42));
  });

  test('R-DMG-08 after brain damage the 5th wound kills (the 6th before); after two, the 4th', () => {
    const dice = new FixedDice('max');
    const four = withWounds(game(), { soldier: 4 });
    expect(human(woundHuman(four, 'soldier', dice), 'soldier')).toMatchObject({ wounds: 5, alive: true });
    const dead = woundHuman(impaired(four, 'soldier', 1), 'soldier', dice);
    expect(human(dead, 'soldier')).toMatchObject({ wounds: 5, alive: false });
    // killed by the last wound his toughness allowed: the plain −10
    expect(dead.vpLog).toEqual([{ amount: -10, reason: 'death' }]);
    const three = withWounds(game(), { soldier: 3 });
    expect(human(woundHuman(impaired(three, 'soldier', 1), 'soldier', dice), 'soldier').alive).toBe(true);
    expect(human(woundHuman(impaired(three, 'soldier', 2), 'soldier', dice), 'soldier').alive).toBe(false);
  });

  test('a wound touches only its human; a dead human takes none; a death counts the brain damage as wounds (1 wound + 1 damage: −11, not −12)', () => {
    const s = withWounds(game(), { soldier: 1, doctor: 2 });
    const out = woundHuman(s, 'soldier', new FixedDice('max'));
    expect(out.crew.map((h) => h.wounds)).toEqual(s.crew.map((h) => (h.id === 'soldier' ? 2 : h.wounds)));
    const dead = { ...s, crew: s.crew.map((h) => (h.id === 'doctor' ? { ...h, alive: false } : h)) };
    expect(woundHuman(dead, 'doctor', new FixedDice('min'))).toBe(dead);
    expect(killHuman(withWounds(game(), { scout: 1 }), 'scout').vpLog).toEqual([{ amount: -12, reason: 'death' }]);
    expect(killHuman(impaired(withWounds(game(), { scout: 1 }), 'scout', 1), 'scout').vpLog).toEqual([{ amount: -11, reason: 'death' }]);
  });

  test('R-DMG-08 brain damage kills a human whose wounds already reach the lowered toughness; a dead human is left alone', () => {
    const s = withWounds(game(), { doctor: 5 });
    const out = impairHuman(s, 'doctor');
    expect(human(out, 'doctor')).toMatchObject({ wounds: 5, impaired: 1, alive: false });
    expect(out.vpLog).toEqual([{ amount: -2, reason: 'impairment' }, { amount: -10, reason: 'death' }]);
    expect(impairHuman(out, 'doctor')).toBe(out);
    expect(human(impairHuman(withWounds(game(), { doctor: 4 }), 'doctor'), 'doctor').alive).toBe(true);
  });

  test('an impaired human saves and loads byte for byte; one alive beyond his lowered toughness is refused', () => {
    const s = withWounds(impaired(game(), 'scout', 1), { scout: 4 });
    const text = serialize(s);
    const back = deserialize(text);
    if (!back.ok) throw new Error(JSON.stringify(back.error));
    expect(human(back.state, 'scout')).toMatchObject({ impaired: 1, wounds: 4, alive: true });
    expect(serialize(back.state)).toBe(text);
    expect(deserialize(serialize(withWounds(impaired(game(), 'scout', 1), { scout: 5 }))).ok).toBe(false);
  });
});
