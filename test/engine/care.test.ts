import { legalActions, newGame, step, type GameState } from '../../src/engine';
import { healChance, healFactors, repairChance, repairFactors } from '../../src/engine/rules/care';
import { act, landedWhere, landingResearched } from '../support/voyage';

const landed = (units: ('soldier' | 'scout' | 'engineer' | 'doctor' | 'transbot' | 'laser' | 'tools' | 'specialTools' | 'medkit')[], seed = 41): GameState => ({
  ...landingResearched(landedWhere((x) => x.atmosphere === 'normal', units, seed)),
  hitsToAssign: 0,
});
const damage = (s: GameState, id: 'transbot' | 'laser'): GameState => {
  for (const f of ['expedition', 'carried', 'used'] as const) {
    const st = s.party[f].units[id];
    if (st) return { ...s, party: { ...s.party, [f]: { ...s.party[f], units: { ...s.party[f].units, [id]: { ...st, damaged: 1 } } } } };
  }
  throw new Error(id);
};
const hours = (s: GameState, h: number) => act(s, { type: 'setInput', field: 'hours', raw: h });

describe('repair and healing on the surface', () => {
  test('R-REPAIR-11 R-HEAL-09 the chance tables', () => {
    expect([-5, -4, -2, 0, 1, 2, 3, 4, 5, 6, 7].map((x) => repairChance(x))).toEqual([[0, 1], [1, 36], [1, 12], [1, 7], [1, 6], [1, 3], [1, 2], [2, 3], [4, 5], [1, 1], [1, 1]]);
    expect([-10, -9, -6, -3, 0, 3, 6, 7, 9].map((x) => healChance(x))).toEqual([[0, 1], [1, 432], [1, 43], [1, 17], [1, 12], [2, 17], [1, 6], [1, 3], [2, 3]]);
  });

  test('R-REPAIR-04 R-REPAIR-05 R-REPAIR-07 factors: the Engineer +2, tools for devices +2, special tools for robots +2', () => {
    expect(repairFactors(landed(['soldier', 'laser']), 'laser')).toBe(0);
    expect(repairFactors(landed(['soldier', 'engineer', 'laser']), 'laser')).toBe(2);
    expect(repairFactors(landed(['soldier', 'engineer', 'laser', 'tools']), 'laser')).toBe(4);
    expect(repairFactors(landed(['soldier', 'transbot', 'specialTools']), 'transbot')).toBe(2);
    expect(repairFactors(landed(['soldier', 'transbot', 'tools']), 'transbot')).toBe(0);
  });

  test('R-HEAL-01 R-HEAL-04 R-HEAL-05 healing needs two humans; the Doctor (not the patient) +3, the Medkit +3', () => {
    expect(healFactors(landed(['soldier', 'doctor']), 'soldier')).toBe(3);
    expect(healFactors(landed(['soldier', 'doctor']), 'doctor')).toBe(0);
    expect(healFactors(landed(['soldier', 'doctor', 'medkit']), 'soldier')).toBe(6);
    const alone = { ...landed(['soldier']), crew: landed(['soldier']).crew.map((h) => (h.id === 'soldier' ? { ...h, wounds: 1 } : h)) };
    expect(legalActions(alone).some((a) => a.type === 'care')).toBe(false);
  });

  test('R-REPAIR-01 R-HEAL-01 R-UI-EXP-15 the hours come from godzin: (whole, 1–6 for repair, 1–12 for healing)', () => {
    const s = damage(landed(['soldier', 'laser']), 'laser');
    const folder = (['expedition', 'carried', 'used'] as const).find((f) => s.party[f].units.laser)!;
    expect(step(hours(s, 7), { type: 'care', folder, unit: 'laser' }).refused?.key).toBe('msg.careHours');
    expect(step({ ...s, inputs: { ...s.inputs, hours: 2.5 } }, { type: 'care', folder, unit: 'laser' }).refused?.key).toBe('msg.careHours');
    const r = step(hours(s, 6), { type: 'care', folder, unit: 'laser' });
    expect(r.refused).toBeUndefined();
    expect(r.state.surface!.hours - s.surface!.hours).toBeGreaterThanOrEqual(1);
    expect(r.state.surface!.hours - s.surface!.hours).toBeLessThanOrEqual(6);
  });

  // 6 000 repairs of 1 hour at sum 0: success 1/7 with SE 0.0045; tolerance 0.02.
  test('R-REPAIR-02 R-REPAIR-03 an hourly attempt succeeds with the table’s chance; success stops the clock (6 000 draws, ±0.02)', () => {
    const base = hours(damage(landed(['soldier', 'laser']), 'laser'), 1);
    const folder = (['expedition', 'carried', 'used'] as const).find((f) => base.party[f].units.laser)!;
    let ok = 0;
    for (let seed = 0; seed < 6000; seed++) {
      const s = act({ ...base, rng: newGame({ length: 10, seed }).rng }, { type: 'care', folder, unit: 'laser' });
      if (s.party[folder].units.laser!.damaged === 0) ok++;
    }
    expect(Math.abs(ok / 6000 - 1 / 7)).toBeLessThan(0.02);
    // 6 hours: repaired within them with 1 − (6/7)^6 ≈ 0.603 (3 000 draws, SE 0.009, ±0.035); a
    // success stops the clock at its hour, a failure spends all 6
    let fixed = 0;
    const spentWhenFixed = new Set<number>();
    for (let seed = 0; seed < 3000; seed++) {
      const six = act({ ...hours(base, 6), rng: newGame({ length: 10, seed }).rng }, { type: 'care', folder, unit: 'laser' });
      const spent = six.surface!.hours - base.surface!.hours;
      if (six.party[folder].units.laser!.damaged === 0) {
        fixed++;
        spentWhenFixed.add(spent);
        expect(six.message).toMatchObject({ key: 'msg.repaired', params: { hours: spent } });
      } else {
        expect(spent).toBe(6);
        expect(six.message.key).toBe('msg.repairFailed');
      }
    }
    expect(Math.abs(fixed / 3000 - (1 - (6 / 7) ** 6))).toBeLessThan(0.035);
    expect([...spentWhenFixed].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  test('R-UI-TABLE-19 R-REPAIR-02 a wounded human in a damaged suit: the menu asks heal or repair', () => {
    let s = landed(['soldier', 'scout']);
    s = { ...s, crew: s.crew.map((h) => (h.id === 'scout' ? { ...h, wounds: 2 } : h)), party: { ...s.party, expedition: { ...s.party.expedition, crew: s.party.expedition.crew.map((p) => (p.id === 'scout' ? { ...p, suit: { kind: 'heavySuit', damaged: true } } : p)) } } };
    s = act(hours(s, 3), { type: 'care', folder: 'expedition', unit: 'scout' });
    expect(s.careChoice).toEqual({ folder: 'expedition', unit: 'scout' });
    expect(legalActions(s)).toContainEqual({ type: 'careChoice', heal: true });
    s = act(s, { type: 'careChoice', heal: false });
    expect(s.careChoice).toBeNull();
    expect(s.surface!.hours).toBeGreaterThan(0);
  });
});
