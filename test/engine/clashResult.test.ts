// The clash result tables (R-COMBAT-09, R-COMBAT-12..18): for every column of the capture and kill
// tables, every roll of the die enumerated against the manual's printed per cents (a sixth printed
// as 17, 33/34, 50, 67, 83: within 1 point), the Paralyser's and Laser's success and improvement
// chances by difference, the advantage's column shifts, and 60 000 seeded clashes a column
// sampled against the same numbers (within 0.015).
import { ADVANTAGE_COLUMNS } from '../../src/engine/data/combat';
import { Dice, seedRng } from '../../src/engine/rng';
import { clashColumn, resolveClash, shiftedColumn, type Advantage } from '../../src/engine/rules/clashResult';

/** Dice that return the rolls given, in order. */
class Rolls extends Dice {
  private readonly q: number[];
  constructor(rolls: readonly number[]) {
    super(seedRng(1));
    this.q = [...rolls];
  }
  override int(from: number, to: number): number {
    expect([from, to]).toEqual([1, 6]);
    const v = this.q.shift();
    if (v === undefined) throw new Error('no roll left');
    return v;
  }
}

type Column = { diffs: number[]; success: number; improvedSuccess: number; hits: Record<number, number>; mean: number; improvedMean: number };

// R-COMBAT-14 as printed ('yes' = 100, 'no' = 0); the differences tried in each column
const CAPTURE: Column[] = [
  { diffs: [-4, -9], success: 0, improvedSuccess: 0, hits: { 12: 67, 8: 33 }, mean: 11, improvedMean: 10 },
  { diffs: [-3, -2], success: 17, improvedSuccess: 33, hits: { 12: 50, 8: 50 }, mean: 10, improvedMean: 9 },
  { diffs: [-1], success: 33, improvedSuccess: 50, hits: { 12: 33, 8: 67 }, mean: 9, improvedMean: 8 },
  // CONFLICT R-COMBAT-14: the printed mean 8 is the manual's rounding; the distribution gives 7.33
  { diffs: [0], success: 50, improvedSuccess: 67, hits: { 8: 83, 4: 17 }, mean: 7.33, improvedMean: 7 },
  { diffs: [1], success: 67, improvedSuccess: 83, hits: { 8: 67, 4: 33 }, mean: 7, improvedMean: 6 },
  { diffs: [2, 3], success: 100, improvedSuccess: 100, hits: { 8: 50, 4: 33, 1: 17 }, mean: 5.5, improvedMean: 4 },
  { diffs: [4, 6], success: 100, improvedSuccess: 100, hits: { 8: 33, 4: 33, 1: 33 }, mean: 4, improvedMean: 3 },
  { diffs: [7, 10], success: 100, improvedSuccess: 100, hits: { 8: 17, 4: 33, 1: 50 }, mean: 3, improvedMean: 2 },
  { diffs: [11, 20], success: 100, improvedSuccess: 100, hits: { 4: 33, 1: 67 }, mean: 2, improvedMean: 1.5 },
];

// R-COMBAT-17 as printed
const KILL: Column[] = [
  { diffs: [-4, -9], success: 33, improvedSuccess: 50, hits: { 8: 100 }, mean: 8, improvedMean: 8 },
  { diffs: [-3, -2], success: 50, improvedSuccess: 67, hits: { 8: 83, 4: 17 }, mean: 7, improvedMean: 6.5 },
  { diffs: [-1], success: 67, improvedSuccess: 83, hits: { 8: 67, 4: 33 }, mean: 6.5, improvedMean: 6 },
  { diffs: [0], success: 100, improvedSuccess: 100, hits: { 8: 50, 4: 33, 2: 17 }, mean: 5.5, improvedMean: 4.5 },
  { diffs: [1], success: 100, improvedSuccess: 100, hits: { 8: 33, 4: 33, 2: 34 }, mean: 4.5, improvedMean: 3.5 },
  { diffs: [2, 3], success: 100, improvedSuccess: 100, hits: { 4: 50, 2: 33, 1: 17 }, mean: 3, improvedMean: 2.5 },
  { diffs: [4, 6], success: 100, improvedSuccess: 100, hits: { 4: 33, 2: 33, 1: 34 }, mean: 2.5, improvedMean: 2 },
  { diffs: [7, 10], success: 100, improvedSuccess: 100, hits: { 4: 17, 2: 33, 1: 50 }, mean: 2, improvedMean: 1.5 },
  { diffs: [11, 20], success: 100, improvedSuccess: 100, hits: { 2: 33, 1: 67 }, mean: 1.5, improvedMean: 1 },
];

/** Every pair of rolls (the clash's die, the improvement's die): the outcomes' per cents and mean hits. */
function enumerate(mode: 'capture' | 'kill', diff: number, improver: boolean, advantage: Advantage | null = null) {
  let success = 0;
  let sum = 0;
  const hits: Record<number, number> = {};
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      const r = resolveClash(mode, diff, advantage, improver, new Rolls(improver ? [a, b] : [a]));
      if (b === 1 || improver) {
        const w = improver ? 1 : 6;
        success += r.success ? w : 0;
        sum += r.hits * w;
        if (!improver) hits[r.hits] = (hits[r.hits] ?? 0) + 1;
      }
    }
  }
  return { success: (success / 36) * 100, mean: sum / 36, hits: Object.fromEntries(Object.entries(hits).map(([h, n]) => [h, (n / 6) * 100])) };
}

const near = (got: Record<string, number>, want: Record<string, number>) => {
  expect(Object.keys(got).sort()).toEqual(Object.keys(want).sort());
  for (const k of Object.keys(want)) expect([k, Math.abs(got[k]! - want[k]!) <= 1]).toEqual([k, true]);
};

describe.each([
  ['capture', 'R-COMBAT-14', CAPTURE, 'Paralyser'],
  ['kill', 'R-COMBAT-17', KILL, 'Laser'],
] as const)('%s (%s)', (mode, rule, table, improver) => {
  const cases = table.flatMap((c) => c.diffs.map((d) => ({ d, c })));

  test.each(cases)(`${rule}: difference $d — success and hits as printed, every roll enumerated`, ({ d, c }) => {
    const plain = enumerate(mode, d, false);
    expect(Math.abs(plain.success - c.success)).toBeLessThanOrEqual(1);
    near(plain.hits, c.hits);
    // the printed means are rounded (and one is a CONFLICT): within 0.35
    expect(Math.abs(plain.mean - c.mean)).toBeLessThanOrEqual(0.35);
  });

  test.each(cases)(`${rule}: difference $d with the ${improver} present — its success row; the mean lower, "about" as printed`, ({ d, c }) => {
    const improved = enumerate(mode, d, true);
    expect(Math.abs(improved.success - c.improvedSuccess)).toBeLessThanOrEqual(1);
    expect(improved.mean).toBeLessThanOrEqual(enumerate(mode, d, false).mean);
    // "about 1 lower" (capture) / "about 0.5 lower" (kill): ours within 0.8 of the printed mean
    expect(Math.abs(improved.mean - c.improvedMean)).toBeLessThanOrEqual(0.8);
  });

  test.each(cases)(`${rule}: difference $d — 60 000 seeded clashes within 0.015 of the table`, ({ d, c }) => {
    const dice = new Dice(seedRng(500 + d));
    const N = 60_000;
    let success = 0;
    const hits: Record<number, number> = {};
    for (let i = 0; i < N; i++) {
      const r = resolveClash(mode, d, null, false, dice);
      if (r.success) success++;
      hits[r.hits] = (hits[r.hits] ?? 0) + 1;
    }
    expect(Math.abs(success / N - c.success / 100)).toBeLessThan(0.015);
    for (const [h, p] of Object.entries(c.hits)) expect([h, Math.abs((hits[Number(h)] ?? 0) / N - p / 100) < 0.015]).toEqual([h, true]);
  });
});

describe('the failures and the improvement (R-COMBAT-12, R-COMBAT-13, R-COMBAT-15, R-COMBAT-16, R-COMBAT-18)', () => {
  test('R-COMBAT-13, R-COMBAT-16: a failed capture gives 12 or 8 hits, a failed kill 8; a success never 12', () => {
    for (const mode of ['capture', 'kill'] as const) {
      for (let d = -8; d <= 3; d++) {
        for (let a = 1; a <= 6; a++) {
          for (const improver of [false, true]) {
            for (let b = 1; b <= 6; b++) {
              const r = resolveClash(mode, d, null, improver, new Rolls(improver ? [a, b] : [a]));
              if (!r.success) expect([mode, d, mode === 'capture' ? [12, 8].includes(r.hits) : r.hits === 8]).toEqual([mode, d, true]);
              else expect(r.hits).not.toBe(12);
            }
          }
        }
      }
    }
  });

  // The chance (in sixths) that the Paralyser / Laser lowers the hits, for an outcome that can go lower
  const improvement = (mode: 'capture' | 'kill', d: number) => {
    // the best roll: a success with hits above the ladder's last step wherever the column has one
    let best = 0;
    for (let a = 1; a <= 6; a++) {
      let n = 0;
      for (let b = 1; b <= 6; b++) if (resolveClash(mode, d, null, true, new Rolls([a, b])).improved) n++;
      best = Math.max(best, n);
    }
    return best;
  };

  test('R-COMBAT-12 R-DEV-41: the Paralyser lowers the hits 33% of the time at differences 2 to 10, 17% at others', () => {
    for (const d of [2, 3, 4, 6, 7, 10]) expect([d, improvement('capture', d)]).toEqual([d, 2]);
    for (const d of [-6, -4, -3, -2, -1, 0, 1, 11, 14]) expect([d, improvement('capture', d)]).toEqual([d, 1]);
  });

  test('R-COMBAT-15 R-DEV-45: the Laser lowers the hits 33% of the time at 0 to 10, 17% at −2, −1 and 11, never at −4', () => {
    for (const d of [0, 1, 2, 5, 7, 10]) expect([d, improvement('kill', d)]).toEqual([d, 2]);
    for (const d of [-2, -1, 11]) expect([d, improvement('kill', d)]).toEqual([d, 1]);
    expect(improvement('kill', -4)).toBe(0);
  });

  test('R-COMBAT-12 (ours): an improvement is one step down the ladder — 8 to 4 on a capture, 4 to 2 on a kill, 12 to 8 on a failed capture', () => {
    // capture at 4: roll 1 → 8 hits, success; the improvement roll 1 takes it to 4
    expect(resolveClash('capture', 4, null, true, new Rolls([1, 1]))).toEqual({ success: true, hits: 4, column: 6, improved: true });
    expect(resolveClash('capture', 4, null, true, new Rolls([1, 3]))).toEqual({ success: true, hits: 8, column: 6, improved: false });
    // kill at 2: roll 1 → 4 hits → 2
    expect(resolveClash('kill', 2, null, true, new Rolls([1, 2])).hits).toBe(2);
    // capture at −6: roll 1 → failure with 12 → 8
    expect(resolveClash('capture', -6, null, true, new Rolls([1, 1]))).toEqual({ success: false, hits: 8, column: 0, improved: true });
    // the last step stays: capture at 15, roll 6 → 1 hit
    expect(resolveClash('capture', 15, null, true, new Rolls([6, 1]))).toEqual({ success: true, hits: 1, column: 8, improved: false });
  });
});

describe('advantage (R-COMBAT-09 as DECISIONS.md settles it)', () => {
  test('the columns: ≤ −4, −3..−2, −1, 0, 1, 2..3, 4..6, 7..10, ≥ 11', () => {
    const cols = [-20, -4, -3, -2, -1, 0, 1, 2, 3, 4, 6, 7, 10, 11, 40].map((d) => clashColumn('capture', d));
    expect(cols).toEqual([0, 0, 1, 1, 2, 3, 4, 5, 5, 6, 6, 7, 7, 8, 8]);
  });

  test('strong 3, normal 2, weak 1 columns: the creature towards lower differences, the expedition towards higher', () => {
    expect(ADVANTAGE_COLUMNS).toEqual({ strong: 3, normal: 2, weak: 1 });
    // difference 5 is the column 4..6 (index 6)
    expect(shiftedColumn('kill', 5, { side: 'creature', columns: 3 })).toBe(3);
    expect(shiftedColumn('kill', 5, { side: 'creature', columns: 2 })).toBe(4);
    expect(shiftedColumn('kill', 5, { side: 'creature', columns: 1 })).toBe(5);
    expect(shiftedColumn('kill', 5, { side: 'expedition', columns: 1 })).toBe(7);
    expect(shiftedColumn('kill', 5, { side: 'expedition', columns: 3 })).toBe(8);
    expect(shiftedColumn('kill', -1, { side: 'creature', columns: 3 })).toBe(0);
    expect(shiftedColumn('capture', 0, null)).toBe(3);
  });

  test('a strong creature advantage turns a sure capture at 4 into the table of difference 0 (50%)', () => {
    const adv: Advantage = { side: 'creature', columns: ADVANTAGE_COLUMNS.strong };
    expect(enumerate('capture', 4, false, adv).success).toBeCloseTo(50, 5);
    expect(enumerate('capture', 4, false, null).success).toBeCloseTo(100, 5);
    // the expedition's normal advantage lifts a kill at −4 to the column −1 (67%)
    expect(enumerate('kill', -4, false, { side: 'expedition', columns: ADVANTAGE_COLUMNS.normal }).success).toBeCloseTo(66.67, 1);
  });
});
