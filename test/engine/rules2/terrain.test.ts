// TERRAIN and SPACE rules not yet named by a test: a field's values add up over all its features
// (R-TERRAIN-02) and the starship is never lost to a space event (R-SPACE-23, docs/DECISIONS).
//
// Not yet built: R-TERRAIN-34 (the second research of an alien city), R-TERRAIN-39..44 (the bonus
// for researching every terrain type of an area) (waits for the surface issue, not yet filed).
// R-TERRAIN-02's Rover entry times wait for marches (surface issue); its research hours and
// terrain points are proved below.
import { landingField, newGame, PLANET_FIELDS, orbitSet, parseField, researchChance, researchHours, SPACE_EVENTS, step, type GameState } from '../../../src/engine';
import { applyOutcome } from '../../../src/engine/rules/spaceEvents';
import { Dice, seedRng } from '../../../src/engine/rng';
import { landedWhere, orbitWhere, settle } from '../../support/voyage';

type Set = Parameters<typeof orbitWhere>[0];

/** Landed with the soldier alone (no hour savings, no extra chances), temperate, no fog. */
function landed(set: Set): GameState {
  for (let seed = 41; seed < 141; seed++) {
    const out = landedWhere(set, ['soldier'], seed);
    const s = { ...out, hitsToAssign: 0, surface: { ...out.surface!, climate: 'temperate' as const, fog: false } };
    if (landingField(s)!.field.base === 'plain') return s;
  }
  throw new Error('no plain landing field');
}

describe('R-TERRAIN-02 a field’s values add up over all its features', () => {
  const earth = landed((x) => x.gravity === 'earth' && x.atmosphere === 'normal');
  const high = landed((x) => x.gravity === 'high' && x.atmosphere === 'normal');

  // [token, level, hours, point at Earth gravity]: the base terrain plus every '+x' on it (R-TERRAIN-03..33)
  const fields: [string, 'surface' | 'underwater', number, number][] = [
    ['p+r+v', 'surface', 2 + 2 + 2, 0.03 + 0.09 + 0.09],
    ['h+r+k+V', 'surface', 3 + 2 + 1 + 5, 0.09 + 0.09 + 0.5 + 0.16],
    ['m+P+B', 'surface', 5 + 2 + 2, 0.12 + 0.16 + 0.47],
    ['g+r+P', 'surface', 5 + 2 + 2, 0.15 + 0.09 + 0.16],
    ['s+v+k', 'surface', 7 + 2 + 1, 0.22 + 0.09 + 0.5],
    ['sl+P+M', 'surface', 4 + 2 + 10, 0.19 + 0.16 + 0.97],
    ['w+U+V+B', 'underwater', 6 + 6 + 5 + 2, 0.06 + 0.94 + 0.31 + 0.43],
    ['w+P+v+M', 'underwater', 6 + 2 + 2 + 10, 0.06 + 0.43 + 0.12 + 0.94],
    ['w+V+e', 'surface', 5 + 5, 0.19 + 0.12],
  ];

  test('R-TERRAIN-02 R-MAP-07 research hours: the base terrain’s plus every feature’s', () => {
    expect(earth.mode).toBe('foot');
    expect(earth.party.expedition.crew.map((p) => p.id)).toEqual(['soldier']);
    for (const [token, level, hours] of fields) expect([token, researchHours(earth, parseField(token), level)]).toEqual([token, hours]);
  });

  test('R-TERRAIN-02 R-TERRAIN-01 terrain points: the sum of the features’, the sum then multiplied by the gravity (high ×1.3)', () => {
    expect(orbitSet(earth)!.gravity).toBe('earth');
    expect(orbitSet(high)!.gravity).toBe('high');
    for (const [token, level, , point] of fields) {
      expect([token, researchChance(earth, parseField(token), level)]).toEqual([token, expect.closeTo(point, 9)]);
      expect([token, researchChance(high, parseField(token), level)]).toEqual([token, expect.closeTo(point * 1.3, 9)]);
    }
  });
});

describe('R-SPACE-23 (our decision) no space event loses the starship', () => {
  const outcomesOf = (e: (typeof SPACE_EVENTS)[number]) => e.outcomes ?? (e.options ?? []).flatMap((o) => o.outcomes);

  test('R-SPACE-23 R-SCORE-40 every outcome of every event leaves the starship, its shuttles and the voyage going', () => {
    const s = newGame({ length: 30, seed: 5 });
    const arriving: GameState = { ...s, phase: 'event', arriving: 'mezo', month: 6, legStart: { ...s.legStart, month: 0 } };
    let n = 0;
    for (const ev of SPACE_EVENTS)
      outcomesOf(ev).forEach((o, i) => {
        const r = applyOutcome(arriving, ev, o, String(i), new Dice(seedRng(i)));
        expect([ev.id, i, r.state.phase]).toEqual([ev.id, i, 'event']);
        expect([ev.id, i, r.state.shuttles]).toEqual([ev.id, i, s.shuttles]);
        n++;
      });
    expect(n).toBeGreaterThan(SPACE_EVENTS.length);
  });

  test('R-SPACE-23 R-SPACE-22 whatever is chosen in an event’s menu, the starship arrives in orbit', () => {
    const base = newGame({ length: 30, seed: 5 });
    let seen = 0;
    for (const ev of SPACE_EVENTS.filter((e) => e.options))
      ev.options!.forEach((_, index) => {
        for (const seed of [1, 2, 3]) {
          const s: GameState = { ...base, rng: seedRng(seed), phase: 'event', event: ev.id, arriving: 'mezo', position: PLANET_FIELDS.mezo };
          const r = step(s, { type: 'chooseOption', index });
          expect(r.refused).toBeUndefined();
          const out = settle(r.state);
          expect([ev.id, index, out.phase]).toEqual([ev.id, index, 'orbit']);
          seen++;
        }
      });
    expect(seen).toBeGreaterThan(0);
  });
});
