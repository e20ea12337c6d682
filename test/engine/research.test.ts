import {
  AREAS,
  landingField,
  legalActions,
  parseField,
  researchChance,
  researchHours,
  researchLevel,
  step,
  type GameState,
} from '../../src/engine';
import { research } from '../../src/engine/rules/research';
import { buttons, renderSheets } from '../../src/sheets';
import { Dice, seedRng } from '../../src/engine/rng';
import { act, landedWhere } from '../support/voyage';

const landedOn = (pred: Parameters<typeof landedWhere>[0], units: Parameters<typeof landedWhere>[1], seed = 21): GameState => landedWhere(pred, units, seed);

describe('research of the landing field', () => {
  test('R-LAND-12 R-MOVE-02 the first action is the research of the landing field; leaving comes after', () => {
    const s = landedOn((x) => x.atmosphere === 'normal', ['soldier']);
    expect(legalActions(s)).toContainEqual({ type: 'research' });
    expect(legalActions(s).some((a) => a.type === 'liftOff')).toBe(false);
    const nobody = { ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew: [] } } };
    expect(legalActions(nobody).some((a) => a.type === 'research')).toBe(false);
  });

  test('R-MOVE-05 R-TERRAIN-03..05 R-TERRAIN-21..25 research takes the hours of all the field’s features', () => {
    const s = landedOn((x) => x.atmosphere === 'normal', ['soldier']);
    const hours = (t: string) => researchHours(s, parseField(t), 'surface');
    expect(hours('p')).toBe(2 + (s.surface!.fog ? 2 : 0));
    const base = s.surface!.fog ? 2 : 0;
    expect(hours('h+r+v')).toBe(3 + 2 + 2 + base);
    expect(hours('m+V')).toBe(5 + 5 + base);
    expect(hours('c')).toBe(13 + base);
    expect(hours('p+M')).toBe(2 + 10 + base);
    expect(researchHours(s, parseField('w+V+U'), 'underwater')).toBe(6 + 5 + 6);
    expect(researchHours(s, parseField('w+V+U'), 'surface')).toBe(5 + base);
  });

  test('R-MOVE-07 R-CREW-19 R-ROBOT-12 R-DEV-47 the Scout and the Rekonbot shorten research on foot; the Climber mountains and cliffs', () => {
    const both = landedOn((x) => x.atmosphere === 'normal', ['soldier', 'scout', 'rekonbot', 'climber']);
    const fog = both.surface!.fog ? 2 : 0;
    expect(researchHours(both, parseField('h'), 'surface')).toBe(3 + fog - 1.5);
    expect(researchHours(both, parseField('m'), 'surface')).toBe(5 + fog - 1.5 - 1);
    expect(researchHours(both, parseField('c'), 'surface')).toBe(13 + fog - 1.5 - 3);
    expect(researchHours(both, parseField('p'), 'surface')).toBeGreaterThanOrEqual(0.5);
  });

  test('R-SCORE-05 R-SCORE-06 R-TERRAIN-01 R-TERRAIN-35..37 R-CREW-20 R-ORBIT-05 the expected VP: terrain points times the gravity multiplier, plus the Scientist', () => {
    const s = landedOn((x) => x.atmosphere === 'normal' && x.gravity === 'earth', ['soldier']);
    const extra = (s.surface!.fog ? 0.12 : 0) + (['desert', 'arctic'].includes(s.surface!.climate) ? 0.03 : 0);
    expect(researchChance(s, parseField('h+k'), 'surface')).toBeCloseTo(0.09 + 0.5 + extra, 6);
    const withScientist = landedOn((x) => x.atmosphere === 'normal' && x.gravity === 'earth', ['soldier', 'scientist']);
    const extra2 = (withScientist.surface!.fog ? 0.12 : 0) + (['desert', 'arctic'].includes(withScientist.surface!.climate) ? 0.03 : 0);
    expect(researchChance(withScientist, parseField('h'), 'surface')).toBeCloseTo(0.09 + 0.06 + extra2, 6);
  });

  // 20 000 researches: SE of the fractional part ≤ 0.0035; tolerance 0.015.
  test('R-TERRAIN-38 the whole part of the expected VP is certain, the rest a chance (20 000 draws, ±0.015)', () => {
    const s = landedOn((x) => x.atmosphere === 'normal', ['soldier']);
    const lf = landingField(s)!;
    const e = researchChance(s, lf.field, researchLevel(s, lf.field));
    let total = 0;
    for (let i = 0; i < 20000; i++) total += research(s, new Dice(seedRng(i))).vp - s.vp;
    expect(Math.abs(total / 20000 - e)).toBeLessThan(0.015);
  });

  test('R-MAP-10 R-UI-EXP-09 research marks the field and the hours on the planet grow', () => {
    let s = landedOn((x) => x.atmosphere === 'normal', ['soldier']);
    s = act(s, { type: 'research' });
    expect(s.surface!.researched).toHaveLength(1);
    expect(s.surface!.hours).toBeGreaterThan(0);
    expect(legalActions(s).some((a) => a.type === 'research')).toBe(false);
    const area = AREAS[s.orbit!.planet].find((a) => a.id === s.surface!.area)!;
    const sheet = buttons(renderSheets(s, 'pl').sheets.expedition);
    expect(sheet.some((b) => b.action.type === 'liftOff')).toBe(true);
    expect(area.id).toBe(s.surface!.area);
  });

  test('R-MOVE-34 R-MOVE-35 R-MOVE-36 R-SCORE-22 lifting off returns everything aboard with 1 VP for a happy return', () => {
    let s = landedOn((x) => x.atmosphere === 'toxic', ['soldier', 'scout']);
    const suits = s.stock.suit.count;
    s = act(s, { type: 'research' });
    const vp = s.vp;
    s = act(s, { type: 'liftOff' });
    expect(s.phase).toBe('space');
    expect(s.vp).toBe(vp + 1);
    expect(s.stock.suit.count).toBe(suits + 2);
    expect(s.bay.crew).toEqual([]);
    expect(legalActions(s)).toContainEqual({ type: 'onboard' });
    expect(step(s, { type: 'research' }).refused).toBeDefined();
  });
});
