// Pinned numbers of the voyage: the missed-planets penalty, the time bonus, the space-event chance,
// the voyage plans. Expected values are the manual's literals (or our documented design, from
// docs/DECISIONS.md), written by hand.
import { balanced, withVp } from '../../support/balance';
import { EARTH_FIELD, earthDistance, eventChance, format, formatNumber, newGame, PLANET_FIELDS, timeBonus, type GameState, type PlanetId } from '../../../src/engine';
import { Dice, seedRng } from '../../../src/engine/rng';
import { rollEvent } from '../../../src/engine/rules/spaceEvents';
import { act, flyTo, home, pathTo } from '../../support/voyage';

/** A game flown to `planet` (landing declined), then towards Earth up to the field next to it. */
function nextToEarthAfter(length: 10 | 20 | 30, planet: PlanetId, seed: number): GameState {
  // the balance of unit use met, so that only the planets count at the end
  let s = balanced(flyTo(newGame({ length, seed }), PLANET_FIELDS[planet]));
  const path = pathTo(s.position, EARTH_FIELD);
  for (const dir of path.slice(0, -1)) s = act(s, { type: 'fly', dir });
  return s;
}
const lastStep = (s: GameState) => pathTo(s.position, EARTH_FIELD)[0]!;

describe('R-SPACE-15 missed planets', () => {
  test('R-SPACE-15 R-BAL-01 R-SETUP-08 a 10-month game ending with fewer than 3 planets visited loses exactly 4 VP', () => {
    const before = nextToEarthAfter(10, 'mezo', 9);
    expect(before.phase).toBe('space');
    expect(before.visited).toEqual(['mezo']);
    expect(before.month).toBeLessThanOrEqual(before.planMonths); // no overtime in the comparison
    const dir = lastStep(before);
    const full: GameState = { ...before, visited: ['mezo', 'mefisto', 'picolo'] };
    const two: GameState = { ...before, visited: ['mezo', 'mefisto'] };
    const endFull = home(full, dir);
    const endOne = home(before, dir);
    const endTwo = home(two, dir);
    for (const e of [endFull, endOne, endTwo]) expect(e.phase).toBe('ended');
    expect(endFull.vp).toBe(before.vp); // all planets visited: no penalty
    expect(endOne.vp - endFull.vp).toBe(-4);
    expect(endTwo.vp - endFull.vp).toBe(-4); // once, not per missing planet
    expect(format('en', endOne.message)).toContain(formatNumber('en', endOne.vp));
  });

  test('R-SPACE-15 R-SETUP-06 R-SETUP-07 20 months need 6 planets, 30 months 9: one fewer costs 4 VP', () => {
    const planets: PlanetId[] = ['mezo', 'mefisto', 'picolo', 'birss', 'suwatte', 'noweAlto', 'paleo', 'korkran', 'opoplo'];
    for (const [length, need] of [
      [20, 6],
      [30, 9],
    ] as const) {
      const before = nextToEarthAfter(length, 'mezo', 4);
      const dir = lastStep(before);
      const full = home({ ...before, visited: planets.slice(0, need) }, dir);
      const short = home({ ...before, visited: planets.slice(0, need - 1) }, dir);
      expect(full.vp).toBe(before.vp);
      expect(short.vp - full.vp).toBe(-4);
    }
  });
});

describe('R-SETUP-07..09 time bonus (our design: 10 months ⌈d/2⌉ + 1 for the farthest, 20 months +1 from 8 months away, 30 none)', () => {
  // distances from Earth on the star map (src/engine/data/content/starMap.ts), printed once and written down
  const DIST: Record<PlanetId, number> = { mefisto: 4, picolo: 5, birss: 8, suwatte: 9, noweAlto: 9, paleo: 8, korkran: 9, opoplo: 6, mezo: 3 };
  // by hand: 10 months ⌈d/2⌉ (+1 at d = 9); 20 months 1 for d ≥ 8
  const BONUS_10: Record<PlanetId, number> = { mefisto: 2, picolo: 3, birss: 4, suwatte: 6, noweAlto: 6, paleo: 4, korkran: 6, opoplo: 3, mezo: 2 };
  const BONUS_20: Record<PlanetId, number> = { mefisto: 0, picolo: 0, birss: 1, suwatte: 1, noweAlto: 1, paleo: 1, korkran: 1, opoplo: 0, mezo: 0 };

  test('R-SETUP-09 R-CONTENT-05 the distances the bonus is computed from', () => {
    for (const p of Object.keys(DIST) as PlanetId[]) expect([p, earthDistance(p)]).toEqual([p, DIST[p]]);
  });

  test('R-SETUP-08 R-SETUP-07 R-SETUP-06 the bonus of every planet on 10, 20 and 30 months', () => {
    for (const p of Object.keys(DIST) as PlanetId[]) {
      expect([p, 10, timeBonus(p, 10)]).toEqual([p, 10, BONUS_10[p]]);
      expect([p, 20, timeBonus(p, 20)]).toEqual([p, 20, BONUS_20[p]]);
      expect([p, 30, timeBonus(p, 30)]).toEqual([p, 30, 0]);
    }
  });

  test('R-SETUP-08 R-SCORE-23 arriving grows the plan by the bonus (Mezo on 10 months: 12; Birss on 20: 21; on 30 nothing)', () => {
    const mezo10 = flyTo(newGame({ length: 10, seed: 5 }), PLANET_FIELDS.mezo, false);
    expect(mezo10.orbit?.planet).toBe('mezo');
    expect(mezo10.planMonths).toBe(12);
    const birss20 = flyTo(newGame({ length: 20, seed: 5 }), PLANET_FIELDS.birss, false);
    expect(birss20.orbit?.planet).toBe('birss');
    expect(birss20.planMonths).toBe(21);
    const birss30 = flyTo(newGame({ length: 30, seed: 5 }), PLANET_FIELDS.birss, false);
    expect(birss30.planMonths).toBe(30);
  });
});

describe('R-SPACE-19 the space-event chance (our formula: len × (4% + 8% × (start/plan)²), at most 75%)', () => {
  test('R-SPACE-19 R-SPACE-17 eventChance values by hand', () => {
    expect(eventChance(1, 0, 30)).toBeCloseTo(0.04, 10);
    expect(eventChance(3, 0, 30)).toBeCloseTo(0.12, 10);
    expect(eventChance(2, 15, 30)).toBeCloseTo(2 * (0.04 + 0.08 * 0.25), 10); // 0.12
    expect(eventChance(3, 10, 20)).toBeCloseTo(0.18, 10);
    expect(eventChance(4, 30, 30)).toBeCloseTo(0.48, 10);
    expect(eventChance(5, 20, 10)).toBeCloseTo(0.6, 10); // wear counts at most the whole plan
    expect(eventChance(7, 30, 30)).toBeCloseTo(0.75, 10); // 0.84 capped
    expect(eventChance(20, 0, 30)).toBeCloseTo(0.75, 10); // 0.8 capped
  });

  // 20 000 draws each: SE of 0.18 is 0.0027 (tolerance 0.011 ≈ 4 SE); of 0.04 is 0.0014 (0.006);
  // of 0.36 is 0.0034 (0.014).
  test('R-SPACE-19 R-SPACE-21 arrivals after a leg meet an event at that rate; a ×2 later effect doubles it (20 000 draws each)', () => {
    const base = newGame({ length: 30, seed: 3 });
    const rate = (s: GameState, leg: number) => {
      const dice = new Dice(seedRng(77));
      let n = 0;
      for (let i = 0; i < 20000; i++) if (rollEvent(s, leg, dice)) n++;
      return n / 20000;
    };
    const at = (month: number, factor = 1): GameState => ({ ...base, legStart: { ...base.legStart, month }, arriving: 'mezo', later: { ...base.later, eventChanceFactor: factor } });
    expect(Math.abs(rate(at(15), 3) - 0.18)).toBeLessThan(0.011);
    expect(Math.abs(rate(at(0), 1) - 0.04)).toBeLessThan(0.006);
    expect(Math.abs(rate(at(15, 2), 3) - 0.36)).toBeLessThan(0.014);
  });
});

describe('R-SETUP-06..08 R-SHUTTLE-05 voyage plans', () => {
  test('R-SETUP-06 R-SETUP-07 R-SETUP-08 R-SHUTTLE-05 R-WIN-01 shuttles 1/2/3; victory 40/70/100 VP', () => {
    expect([newGame({ length: 10, seed: 1 }).shuttles, newGame({ length: 20, seed: 1 }).shuttles, newGame({ length: 30, seed: 1 }).shuttles]).toEqual([1, 2, 3]);
    for (const [length, need] of [
      [10, 40],
      [20, 70],
      [30, 100],
    ] as const) {
      const s0 = newGame({ length, seed: 2 });
      const away = act(s0, { type: 'fly', dir: pathTo(s0.position, PLANET_FIELDS.mezo)[0]! });
      const dir = lastStep(away);
      const visited: PlanetId[] = ['mezo', 'mefisto', 'picolo', 'birss', 'suwatte', 'noweAlto', 'paleo', 'korkran', 'opoplo'];
      const won = home({ ...balanced(withVp(away, need)), visited }, dir);
      const lost = home({ ...balanced(withVp(away, need - 1)), visited }, dir);
      expect(won.message.key).toBe('msg.endWon');
      expect(lost.message.key).toBe('msg.endLost');
    }
  });

  test('R-SPACE-14 R-SCORE-25 every month beyond the plan costs 5 VP, charged as it is flown', () => {
    const s0 = newGame({ length: 10, seed: 2 });
    const dir = pathTo(s0.position, PLANET_FIELDS.mezo)[0]!;
    const atPlan: GameState = { ...s0, month: 10 };
    const over = act(atPlan, { type: 'fly', dir });
    expect(over.month).toBe(11);
    expect(over.vp - atPlan.vp).toBe(-5);
    const inPlan = act({ ...s0, month: 9 }, { type: 'fly', dir });
    expect(inPlan.vp).toBe(s0.vp);
  });
});
