// Pinned chances of the crew and the orbit: a wound costs 1 VP with 1/3 (R-CREW-10, R-DMG-07); one
// of a planet's three sets is drawn on arrival (R-ORBIT-01) and an unusual set gives 1 VP once
// (R-ORBIT-02, our choice of sets in docs/DECISIONS.md).
import { newGame, PLANETS } from '../../../src/engine';
import { Dice, seedRng } from '../../../src/engine/rng';
import { woundHuman } from '../../../src/engine/rules/damage';
import { enterOrbit } from '../../../src/engine/rules/space';

describe('R-CREW-10 R-ORBIT-01 R-ORBIT-02', () => {
  // 30 000 wounds: SE of 1/3 is 0.0027; tolerance 0.011.
  test('R-CREW-10 R-DMG-07 each wound received costs 1 VP with chance 1/3 (30 000 draws, ±0.011)', () => {
    const s = newGame({ length: 30, seed: 8 });
    const dice = new Dice(seedRng(31));
    let lost = 0;
    let other = 0;
    for (let i = 0; i < 30000; i++) {
      const out = woundHuman(s, 'soldier', dice);
      if (out.vp === s.vp - 1) lost++;
      else if (out.vp !== s.vp) other++;
    }
    expect(other).toBe(0);
    expect(Math.abs(lost / 30000 - 1 / 3)).toBeLessThan(0.011);
    expect(woundHuman(s, 'soldier', dice).crew.find((h) => h.id === 'soldier')!.wounds).toBe(1);
  });

  // 6 000 arrivals (an arrival builds the landing hint, ~0.4 ms): SE of 1/3 is 0.0061; tolerance 0.025.
  test('R-ORBIT-01 each of the three sets is drawn with 1/3 (6 000 draws, ±0.025)', () => {
    const s = newGame({ length: 30, seed: 8 });
    const dice = new Dice(seedRng(32));
    const n = [0, 0, 0];
    for (let i = 0; i < 6000; i++) n[enterOrbit(s, 'birss', dice, null).orbit!.set]!++;
    for (const k of n) expect(Math.abs(k / 6000 - 1 / 3)).toBeLessThan(0.025);
  });

  test('R-ORBIT-02 R-SCORE-02 an unusual set (Picolo’s third) gives 1 VP the first time only; an ordinary set none', () => {
    expect(PLANETS.picolo.sets[2]!.discovery).toBe(true);
    expect(PLANETS.picolo.sets[0]!.discovery).toBe(false);
    const s = newGame({ length: 30, seed: 8 });
    const dice = new Dice(seedRng(33));
    let first = enterOrbit(s, 'picolo', dice, null);
    while (first.orbit!.set !== 2) first = enterOrbit(s, 'picolo', dice, null);
    expect(first.vp - s.vp).toBe(1);
    let again = enterOrbit({ ...first, visited: [] }, 'picolo', dice, null);
    while (again.orbit!.set !== 2) again = enterOrbit({ ...first, visited: [] }, 'picolo', dice, null);
    expect(again.vp).toBe(first.vp);
    let ordinary = enterOrbit(s, 'picolo', dice, null);
    while (ordinary.orbit!.set !== 0) ordinary = enterOrbit(s, 'picolo', dice, null);
    expect(ordinary.vp).toBe(s.vp);
  });
});
