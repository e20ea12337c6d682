// The standard strategies (R-STRAT-02, R-STRAT-15, R-NEG-01, R-NEG-09..10, R-FIGHT-01..03, R-FIGHT-11..12,
// R-FLEE-01, R-FLEE-11..12, R-CRE-08): the preferences, and every row of the three tables, both
// exactly (every roll of the die enumerated: the counts are the manual's per cents) and by sampling
// (10 000 seeded draws a row; each variant's frequency within 0.025 of the manual's per cent,
// about 5 standard errors at 50%).
import type { Modifier } from '../../src/engine/data/beings';
import { Dice, seedRng } from '../../src/engine/rng';
import { drawVariant, preferences, preferenceHelp, tableRow, type PreferenceHelp } from '../../src/engine/rules/strategies';
import type { Strategy } from '../../src/engine/data/beings';
import { act, landedOnArea } from '../support/voyage';

// The manual's tables as printed (POROZUMIENIE / STARCIE / UCIECZKA STANDARDOWA), '-' = 0.
const NEGOTIATION = `
    A  B  B* C1 C1* C2 C2* C3 C3* D  E
-6  83 17 17 -  -   -  -   -  -   -  -
-5  67 33 30 -  -   -  -   -  3   -  -
-4  50 33 30 17 -   -  -   -  20  -  -
-3  33 33 30 17 -   17 11  -  26  -  -
-2  17 33 30 17 -   33 22  -  31  -  -
-1  -  33 30 33 -   33 22  -  47  -  -
0   -  17 14 50 14  33 22  -  50  -  -
1   -  -  -  50 14  33 22  -  47  17 -
2   -  -  -  33 14  33 22  -  30  17 17
3   -  -  -  33 14  17 11  -  25  17 33
4   -  -  -  33 14  -  -   -  19  17 50`;

const COMBAT = `
    A  B  B* C1 C1* C2 C2* C3 C3* D  D* E
-6  83 17 17 -  -   -  -   -  -   -  -  -
-5  67 33 30 -  -   -  -   -  3   -  -  -
-4  50 33 30 17 -   -  -   -  20  -  -  -
-3  33 33 30 17 -   17 11  -  26  -  -  -
-2  17 33 30 17 -   33 22  -  31  -  -  -
-1  -  33 30 33 -   33 22  -  47  -  -  -
0   -  17 14 33 -   33 22  -  50  17 14 -
1   -  -  -  33 -   33 22  -  47  33 30 -
2   -  -  -  17 -   33 22  -  31  33 30 17
3   -  -  -  17 -   17 11  -  26  33 30 33
4   -  -  -  17 -   -  -   -  20  33 30 50
5   -  -  -  -  -   -  -   -  3   33 30 67
6   -  -  -  -  -   -  -   -  -   17 17 83
7   -  -  -  -  -   -  -   -  -   -  -  100
8   -  -  -  -  -   -  -   -  -   -  -  100`;

const FLIGHT = `
    A  B  B* C1 C1* C3 C3* D  D* E
-3  33 33 30 34 11  -  26  -  -  -
-2  17 33 30 50 22  -  31  -  -  -
-1  -  33 30 67 22  -  48  -  -  -
0   -  17 14 67 22  -  50  17 14 -
1   -  -  -  67 22  -  48  33 30 -
2   -  -  -  50 22  -  31  33 30 17
3   -  -  -  33 11  -  26  33 30 33
4   -  -  -  17 -   -  20  33 30 50`;

type Row = { pref: number; plain: Record<string, number>; starred: Record<string, number> };

/** The printed table as rows: the plain set (A, B, C1, C2, C3, D, E) and the starred set (X* where printed, else X). */
function parse(text: string): Row[] {
  const [head, ...lines] = text.trim().split('\n');
  const cols = head!.trim().split(/\s+/);
  return lines.map((line) => {
    const [pref, ...cells] = line.trim().split(/\s+/);
    const value = Object.fromEntries(cols.map((c, i) => [c, cells[i] === '-' ? 0 : Number(cells[i])]));
    const plain: Record<string, number> = {};
    const starred: Record<string, number> = {};
    for (const c of cols.filter((c) => !c.endsWith('*'))) {
      if (value[c]) plain[c] = value[c]!;
      const s = cols.includes(`${c}*`) ? value[`${c}*`]! : value[c]!;
      if (s) starred[c] = s;
    }
    return { pref: Number(pref), plain, starred };
  });
}

const TABLES: readonly [Strategy, string, string][] = [
  ['negotiation', 'R-NEG-09', NEGOTIATION],
  ['combat', 'R-FIGHT-11', COMBAT],
  ['flight', 'R-FLEE-11', FLIGHT],
];

/** A die that returns a fixed roll and remembers the range it was asked for. */
class FixedDice extends Dice {
  range: [number, number] | null = null;
  constructor(private readonly roll: number) {
    super(seedRng(1));
  }
  override int(from: number, to: number): number {
    this.range = [from, to];
    return this.roll;
  }
}

describe.each(TABLES)('%s: %s', (strategy, rule, text) => {
  const rows = parse(text);
  const cases = rows.flatMap((r) => [
    { pref: r.pref, special: false, want: r.plain },
    { pref: r.pref, special: true, want: r.starred },
  ]);

  test.each(cases)(`${rule} exactly: preference $pref, special $special — every roll enumerated gives the manual's per cents`, ({ pref, special, want }) => {
    const total = Object.values(want).reduce((a, b) => a + b, 0);
    // R-NEG-10, R-FIGHT-12, R-FLEE-12: a printed row sums to 100 ± 1
    expect(Math.abs(total - 100)).toBeLessThanOrEqual(1);
    const probe = new FixedDice(1);
    drawVariant(strategy, pref, special, probe);
    expect(probe.range).toEqual([1, total]);
    const counts: Record<string, number> = {};
    for (let roll = 1; roll <= total; roll++) {
      const v = drawVariant(strategy, pref, special, new FixedDice(roll));
      counts[v] = (counts[v] ?? 0) + 1;
    }
    expect(counts).toEqual(want);
  });

  test.each(cases)(`${rule} sampled: preference $pref, special $special — 10 000 draws within 0.025 of the manual`, ({ pref, special, want }) => {
    const dice = new Dice(seedRng(1000 + pref * 2 + (special ? 1 : 0)));
    const N = 10_000;
    const seen: Record<string, number> = {};
    for (let i = 0; i < N; i++) {
      const v = drawVariant(strategy, pref, special, dice);
      seen[v] = (seen[v] ?? 0) + 1;
    }
    for (const v of ['A', 'B', 'C1', 'C2', 'C3', 'D', 'E']) {
      expect([v, Math.abs((seen[v] ?? 0) / N - (want[v] ?? 0) / 100) < 0.025]).toEqual([v, true]);
    }
  });
});

describe('preferences (R-STRAT-02, R-NEG-01, R-FIGHT-01..03, R-FLEE-01, R-CRE-08)', () => {
  const nobody: PreferenceHelp = { commander: false, neurodetector: false, soldier: false, laser: false, navigator: false, rover: false };
  const mods = (intelligence: Modifier, aggression: Modifier) => ({ intelligence, combat: 0 as Modifier, aggression, speed: 0 as Modifier });

  test('R-NEG-01: intelligence minus |aggression|; +1 Commander or Neurodetektor, not both', () => {
    expect(preferences(mods(2, -3), nobody).negotiation).toBe(-1);
    expect(preferences(mods(2, 3), nobody).negotiation).toBe(-1);
    expect(preferences(mods(-1, 0), nobody).negotiation).toBe(-1);
    expect(preferences(mods(3, 0), { ...nobody, commander: true }).negotiation).toBe(4);
    expect(preferences(mods(3, 0), { ...nobody, neurodetector: true }).negotiation).toBe(4);
    expect(preferences(mods(3, 0), { ...nobody, commander: true, neurodetector: true }).negotiation).toBe(4);
  });

  test('R-FIGHT-01 R-FIGHT-02 R-FIGHT-03 R-DEV-44: −(intelligence + aggression), falling as they rise (−6..8 with the helpers); +1 Soldier, +1 Laser, added up', () => {
    expect(preferences(mods(3, 3), nobody).combat).toBe(-6);
    expect(preferences(mods(2, 1), nobody).combat).toBe(-3);
    expect(preferences(mods(0, 0), nobody).combat).toBe(0);
    expect(preferences(mods(-3, -3), nobody).combat).toBe(6);
    expect(preferences(mods(-3, -3), { ...nobody, soldier: true }).combat).toBe(7);
    expect(preferences(mods(-3, -3), { ...nobody, laser: true }).combat).toBe(7);
    expect(preferences(mods(-3, -3), { ...nobody, soldier: true, laser: true }).combat).toBe(8);
  });

  test('R-FIGHT-08 C3, the clash\'s special variant: only for a creature that has one, from −5 to 5, most likely at 0 (50%)', () => {
    const c3 = (pref: number, special: boolean) => tableRow('combat', pref, special).C3 ?? 0;
    const prefs = [-6, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6];
    expect(prefs.map((p) => c3(p, true))).toEqual([0, 3, 20, 26, 31, 47, 50, 47, 31, 26, 20, 3, 0]);
    expect(prefs.map((p) => c3(p, false))).toEqual(prefs.map(() => 0));
    // the variant drawn at 0 with a special variant: the rolls of the C3 share give C3
    const row = tableRow('combat', 0, true);
    const before = ['A', 'B', 'C1', 'C2'].reduce((n, v) => n + (row[v as keyof typeof row] ?? 0), 0);
    expect(drawVariant('combat', 0, true, new FixedDice(before + 1))).toBe('C3');
    expect(drawVariant('combat', 0, true, new FixedDice(before + 50))).toBe('C3');
    expect([drawVariant('combat', 0, true, new FixedDice(before)), drawVariant('combat', 0, true, new FixedDice(before + 51))]).toEqual(['C2', 'D']);
  });

  test('R-FLEE-01 R-DEV-63: −aggression; +1 Navigator or Rover, not both', () => {
    expect(preferences(mods(0, 3), nobody).flight).toBe(-3);
    expect(preferences(mods(0, -2), nobody).flight).toBe(2);
    expect(preferences(mods(0, -3), { ...nobody, navigator: true }).flight).toBe(4);
    expect(preferences(mods(0, -3), { ...nobody, rover: true }).flight).toBe(4);
    expect(preferences(mods(0, -3), { ...nobody, navigator: true, rover: true }).flight).toBe(4);
  });

  test("R-CRE-08: the word 'zero' counts as 0", () => {
    expect(preferences(mods('zero', 'zero'), nobody)).toEqual({ negotiation: 0, combat: 0, flight: 0 });
    expect(preferences(mods('zero', 2), nobody)).toEqual({ negotiation: -2, combat: -2, flight: -2 });
  });

  test('R-STRAT-15 (ours): a preference beyond a table counts as its nearest row', () => {
    expect(tableRow('negotiation', -9, false)).toEqual({ A: 83, B: 17 });
    expect(tableRow('negotiation', 7, true)).toEqual({ C1: 14, C3: 19, D: 17, E: 50 });
    expect(tableRow('combat', 12, false)).toEqual({ E: 100 });
    expect(tableRow('flight', -5, false)).toEqual({ A: 33, B: 33, C1: 34 });
    expect(tableRow('flight', 5, false)).toEqual({ C1: 17, D: 33, E: 50 });
  });

  test('the helpers present: living, conscious humans of the field party; the Neurodetektor and the Laser in hands; the Rover ridden', () => {
    const s = landedOnArea('mefisto', 0, 'mefisto.ashPlain', ['commander', 'soldier', 'navigator', 'neurodetector', 'laser'], 8);
    expect(preferenceHelp(s)).toEqual({ commander: true, neurodetector: true, soldier: true, laser: true, navigator: true, rover: false });
    // carried, not in hands ('NIESIONE', not 'UŻYWANE'): no bonus
    const carried = act(act(s, { type: 'up', folder: 'used', unit: 'neurodetector' }), { type: 'up', folder: 'used', unit: 'laser' });
    expect(carried.party.carried.units.laser?.count).toBe(1);
    expect(preferenceHelp(carried)).toEqual({ commander: true, neurodetector: false, soldier: true, laser: false, navigator: true, rover: false });
    const dead = { ...s, crew: s.crew.map((h) => (h.id === 'soldier' ? { ...h, alive: false } : h)) };
    expect(preferenceHelp(dead).soldier).toBe(false);
    const ill = { ...s, crew: s.crew.map((h) => (h.id === 'commander' ? { ...h, ill: true } : h)) };
    expect(preferenceHelp(ill).commander).toBe(false);
    const broken = { ...s, party: { ...s.party, used: { ...s.party.used, units: { ...s.party.used.units, laser: { count: 1, damaged: 1 } } } } };
    expect(preferenceHelp(broken).laser).toBe(false);
  });
});
