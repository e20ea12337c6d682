// Hits given out in the expedition table (R-DMG-10, R-DMG-14, R-DEV-03, R-DEV-08): the suit a dead
// human leaves, hits on what is not there, destroying a damaged or undamageable unit. Targets the
// mutation survivors of issue 8 in rules/hits.ts.
import { type GameState, type HumanId } from '../../../src/engine';
import { buryIfDead, hit } from '../../../src/engine/rules/hits';
import { Dice, seedRng } from '../../../src/engine/rng';
import { act, landedWhere, landingResearched } from '../../support/voyage';

type Units = Parameters<typeof landedWhere>[1];
const landed = (units: Units): GameState => ({ ...landingResearched(landedWhere((x) => x.atmosphere === 'normal', units, 41)), hitsToAssign: 0 });
type Suit = { kind: 'suit' | 'heavySuit'; damaged: boolean } | null;
function dress(s: GameState, suits: Partial<Record<HumanId, Suit>>): GameState {
  const e = s.party.expedition;
  return { ...s, party: { ...s.party, expedition: { ...e, crew: e.crew.map((p) => (p.id in suits ? { ...p, suit: suits[p.id] ?? null } : p)) } } };
}
const wounded = (s: GameState, id: HumanId, n: number): GameState => ({ ...s, crew: s.crew.map((h) => (h.id === id ? { ...h, wounds: n } : h)) });
function usedUnits(s: GameState, units: GameState['party']['used']['units']): GameState {
  return { ...s, party: { ...s.party, used: { ...s.party.used, units } } };
}
const dice = () => new Dice(seedRng(3));

describe('R-DMG-10 a human killed by a hit', () => {
  test('R-DMG-10 his heavy suit stays in the folder (undamaged or damaged, as it was); the other human keeps his light suit', () => {
    for (const damaged of [false, true]) {
      let s = dress(landed(['soldier', 'scout']), { soldier: { kind: 'heavySuit', damaged }, scout: { kind: 'suit', damaged: false } });
      s = { ...wounded(s, 'soldier', 5), hitsToAssign: 1 };
      expect(s.party.expedition.units.heavySuit).toBeUndefined();
      const out = act(s, { type: 'hit', folder: 'expedition', unit: 'soldier' });
      expect(out.crew.find((h) => h.id === 'soldier')!.alive).toBe(false);
      expect(out.party.expedition.crew).toEqual([{ id: 'scout', suit: { kind: 'suit', damaged: false } }]);
      expect(out.party.expedition.units.heavySuit).toEqual({ count: 1, damaged: damaged ? 1 : 0 });
    }
  });

  test('R-DMG-10 his light suit is lost with him', () => {
    let s = dress(landed(['soldier', 'scout']), { soldier: { kind: 'suit', damaged: false }, scout: { kind: 'heavySuit', damaged: false } });
    s = { ...wounded(s, 'soldier', 5), hitsToAssign: 1 };
    const out = act(s, { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(out.party.expedition.crew).toEqual([{ id: 'scout', suit: { kind: 'heavySuit', damaged: false } }]);
    expect(out.party.expedition.units.suit).toBeUndefined();
    expect(out.party.expedition.units.heavySuit).toBeUndefined();
  });

  test('burying a dead human looks only in his folder: elsewhere nothing changes', () => {
    const s0 = landed(['soldier', 'scout']);
    const s = { ...s0, crew: s0.crew.map((h) => (h.id === 'soldier' ? { ...h, alive: false, wounds: 6 } : h)) };
    expect(s.party.carried.crew).toEqual([]);
    expect(buryIfDead(s, 'carried', 'soldier')).toBe(s);
  });
});

describe('R-DMG-14 R-DEV-03 R-DEV-08 hits on robots and devices', () => {
  test('a hit on a unit that is not in the folder, or whose row is empty (count 0), changes nothing', () => {
    const s = landed(['soldier', 'scout', 'laser']);
    expect(s.party.expedition.units.laser).toBeUndefined();
    expect(s.bay.units.laser).toEqual({ count: 0, damaged: 0 });
    expect(hit(s, 'expedition', 'laser', dice())).toBe(s);
    expect(hit(s, 'shuttle', 'laser', dice())).toBe(s);
  });

  test('R-DEV-03 a stunner is destroyed, not damaged: 2 → 1, none damaged', () => {
    const s = usedUnits(landed(['soldier', 'scout']), { stunner: { count: 2, damaged: 0 } });
    expect(hit(s, 'used', 'stunner', dice()).party.used.units.stunner).toEqual({ count: 1, damaged: 0 });
  });

  test('R-DMG-14 R-DEV-08 a damaged device hit again is destroyed: the damaged one goes', () => {
    const s = usedUnits(landed(['soldier', 'scout']), { laser: { count: 1, damaged: 1 } });
    expect(hit(s, 'used', 'laser', dice()).party.used.units.laser).toEqual({ count: 0, damaged: 0 });
    const two = usedUnits(s, { laser: { count: 2, damaged: 2 } });
    expect(hit(two, 'used', 'laser', dice()).party.used.units.laser).toEqual({ count: 1, damaged: 1 });
  });
});
