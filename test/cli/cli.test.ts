import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { run } from '../../src/cli/main';
import { newGame, serialize } from '../../src/engine';
import { importXlsx } from '../../src/xlsx/workbook';

const capture = async (argv: string[]) => {
  let out = '';
  const code = await run(argv, (s) => (out += s + '\n'));
  return { code, out };
};

describe('command line', () => {
  test('new --length 30 --seed 7 prints the crew and the equipment', async () => {
    const { code, out } = await capture(['new', '--length', '30', '--seed', '7']);
    expect(code).toBe(0);
    for (const name of ['Dowódca', 'Lekarz', 'Nawigator', 'Inżynier', 'Zwiadowca', 'Naukowiec', 'Żołnierz', 'Transbot', 'Klatka', 'Łazik']) expect(out).toContain(name);
    expect(out).toContain('seed 7');
    expect((await capture(['new', '--length', '30', '--seed', '7'])).out).toBe(out);
  });

  test('new --json prints the serialized state', async () => {
    const { out } = await capture(['new', '--length', '10', '--seed', '3', '--json']);
    expect(JSON.parse(out).state.length).toBe(10);
  });

  test('show --sheet space|expedition prints a text grid', async () => {
    expect((await capture(['show', '--sheet', 'space', '--seed', '2'])).out).toContain('DZIENNIK GWIAZDOLOTU');
    expect((await capture(['show', '--sheet', 'expedition', '--lang', 'en'])).out).toContain('EXPEDITION TABLE');
  });

  test.each([
    [['new', '--length', '25']],
    [['new', '--seed', 'abc']],
    [['show', '--sheet', 'moon']],
    [['fly']],
    [[]],
    [['new', '--lang', 'de']],
  ])('bad arguments give a usage message and exit code 2: %j', async (argv) => {
    const { code, out } = await capture(argv);
    expect(code).toBe(2);
    expect(out).toMatch(/^error: .*\nusage:/);
  });
});

describe('sharing a game as a file', () => {
  test('export --seed 7 --out game.xlsx writes a workbook that resume reads back to the same game', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'odkrywcy-'));
    const file = path.join(dir, 'game.xlsx');
    const ex = await capture(['export', '--seed', '7', '--out', file]);
    expect(ex.code).toBe(0);
    expect(fs.statSync(file).size).toBeGreaterThan(5000);
    const back = await capture(['resume', '--in', file]);
    expect(back.code).toBe(0);
    expect(back.out).toBe((await capture(['new', '--length', '30', '--seed', '7'])).out);
    const r = await importXlsx(fs.readFileSync(file));
    expect(r.ok && serialize(r.state)).toBe(serialize(newGame({ length: 30, seed: 7 })));
    const grid = await capture(['resume', '--in', file, '--sheet', 'space']);
    expect(grid.out).toContain('DZIENNIK GWIAZDOLOTU');
  });

  test('map --json prints every field with what it holds and its neighbours', async () => {
    const { code, out } = await capture(['map', '--json']);
    expect(code).toBe(0);
    const map = JSON.parse(out);
    expect(map.fields).toHaveLength(map.rows * map.cols);
    const planets = map.fields.filter((f: { kind: string }) => f.kind === 'planet');
    expect(planets).toHaveLength(9);
    expect(planets.every((p: { size: string; orbit: string }) => p.size && p.orbit)).toBe(true);
    const earth = map.fields.find((f: { kind: string }) => f.kind === 'earth');
    expect([earth.row, earth.col]).toEqual([map.rows, map.cols]);
    const inner = map.fields.find((f: { row: number; col: number }) => f.row === 5 && f.col === 5);
    expect(Object.keys(inner.neighbours)).toHaveLength(6);
    expect((await capture(['map'])).out).toContain('[Mez]');
  });

  test('resume refuses a file that is not a game workbook', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'odkrywcy-'));
    const file = path.join(dir, 'junk.xlsx');
    fs.writeFileSync(file, 'not a zip');
    const r = await capture(['resume', '--in', file]);
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/^error: /);
  });
});

describe('cli sample: observed per-hour success against the tables (R-REPAIR-11, R-HEAL-09)', () => {
  // expected odds are the manual's: repair 1/7 at sum 0, 1/2 at sum 3; healing 1/12 at 0, 1/8.5 at 3
  const cases: [string, number, string, number][] = [
    ['repair', 0, '1/7', 1 / 7],
    ['repair', 3, '1/2', 1 / 2],
    ['heal', 0, '1/12', 1 / 12],
    ['heal', 3, '2/17', 1 / 8.5],
  ];
  test.each(cases)('sample %s --sum %i: the table says %s, 100,000 hours come within ±0.005', async (kind, sum, odds, p) => {
    const { code, out } = await capture(['sample', kind, '--sum', String(sum), '--json']);
    expect(code).toBe(0);
    const r = JSON.parse(out);
    expect(r).toMatchObject({ sample: kind, sum, n: 100000, tableOdds: odds });
    expect(Math.abs(r.observed - p)).toBeLessThan(0.005);
  });

  test('bad input is refused with the usage', async () => {
    expect((await capture(['sample', 'dance', '--sum', '0'])).code).not.toBe(0);
    expect((await capture(['sample', 'repair', '--sum', 'x'])).code).not.toBe(0);
    expect((await capture(['sample', 'heal', '--sum', '1', '--n', '0'])).code).not.toBe(0);
  });
});

describe('cli sample accident|infection|resources: the engine\'s draws against the manual (issue 11)', () => {
  test('sample accident --kind cliff --march: the manual says 0.8% an hour; 1,000,000 hours come within ±0.04 points', async () => {
    const { code, out } = await capture(['sample', 'accident', '--kind', 'cliff', '--march', '--json']);
    expect(code).toBe(0);
    const r = JSON.parse(out);
    expect(r).toMatchObject({ sample: 'accident', kind: 'cliff', march: true, n: 1000000 });
    expect(r.manual).toBeCloseTo(0.008, 12);
    expect(Math.abs(r.observed - 0.008)).toBeLessThan(0.0004);
  });

  test('sample accident --kind seismic: 0.5% an hour and 2–12 hits, 7 on average; --softened 1–6, 3.5', async () => {
    const full = JSON.parse((await capture(['sample', 'accident', '--kind', 'seismic', '--n', '400000', '--json'])).out);
    expect(full.manual).toBeCloseTo(0.005, 12);
    expect(Math.abs(full.observed - 0.005)).toBeLessThan(0.0005);
    expect([full.minHits, full.maxHits]).toEqual([2, 12]);
    expect(Math.abs(full.meanHits - 7)).toBeLessThan(0.25);
    const soft = JSON.parse((await capture(['sample', 'accident', '--kind', 'seismic', '--softened', '--n', '400000', '--json'])).out);
    expect([soft.minHits, soft.maxHits]).toEqual([1, 6]);
    expect(Math.abs(soft.meanHits - 3.5)).toBeLessThan(0.15);
  });

  test('sample accident --kind threat --gravity nearZero: 0.46% an hour; shuttleLoss --gravity huge: 17%', async () => {
    const threat = JSON.parse((await capture(['sample', 'accident', '--kind', 'threat', '--gravity', 'nearZero', '--json'])).out);
    expect(threat.manual).toBeCloseTo(0.0046, 12);
    expect(Math.abs(threat.observed - 0.0046)).toBeLessThan(0.0004);
    const loss = JSON.parse((await capture(['sample', 'accident', '--kind', 'shuttleLoss', '--gravity', 'huge', '--n', '100000', '--json'])).out);
    expect(loss.manual).toBeCloseTo(0.17, 12);
    expect(Math.abs(loss.observed - 0.17)).toBeLessThan(0.005);
  });

  test("sample infection: the manual's example (16 h by a lake with lush vegetation, Earth gravity) falls ill after about 180 h; 112 points are 0.56% an hour", async () => {
    const ex = JSON.parse((await capture(['sample', 'infection', '--features', 'lake,lush', '--hours', '16', '--n', '5000', '--json'])).out);
    expect(ex.points).toBe(112);
    expect(Math.abs(ex.meanHoursToIllness - 180)).toBeLessThan(10);
    const rate = JSON.parse((await capture(['sample', 'infection', '--points', '112', '--json'])).out);
    expect(rate.manual).toBeCloseTo(0.0056, 12);
    expect(Math.abs(rate.observed - 0.0056)).toBeLessThan(0.0003);
  });

  test('sample resources: one absorbency point drains 1.37% an hour at Earth gravity, 3.64% at huge; a place drain of 1 drains 1%', async () => {
    const one = JSON.parse((await capture(['sample', 'resources', '--points', '1', '--json'])).out);
    expect(Math.abs(one.observedPerPoint - 0.0137)).toBeLessThan(0.0002);
    const huge = JSON.parse((await capture(['sample', 'resources', '--points', '1', '--gravity', 'huge', '--json'])).out);
    expect(Math.abs(huge.observedPerPoint - 0.0364)).toBeLessThan(0.0005);
    const place = JSON.parse((await capture(['sample', 'resources', '--place', '1', '--json'])).out);
    expect(Math.abs(place.observedPerPoint - 0.01)).toBeLessThan(0.0002);
    expect(place.highest).toBeLessThanOrEqual(0.0453 + 1e-9);
  });

  test('bad input is refused with the usage', async () => {
    expect((await capture(['sample', 'accident', '--kind', 'meteor'])).code).not.toBe(0);
    expect((await capture(['sample', 'accident', '--kind', 'cliff', '--gravity', 'heavy'])).code).not.toBe(0);
    expect((await capture(['sample', 'infection', '--points', '300'])).code).not.toBe(0);
    expect((await capture(['sample', 'resources', '--points', '0'])).code).not.toBe(0);
  });
});

describe('cli sample indicator|surprise: the manual\'s tables by sampling (issue 12, R-CRE-13, R-ENC-16)', () => {
  test.each([
    ['-3', 2, 1, 7],
    ['0', 5, 1, 12],
    ['+3', 8, 3, 12],
  ] as const)('sample indicator --modifier %s: mean %i within 0.03, range %i–%i', async (m, mean, lo, hi) => {
    const { code, out } = await capture(['sample', 'indicator', '--modifier', m, '--json']);
    expect(code).toBe(0);
    const r = JSON.parse(out);
    expect(Math.abs(r.mean - mean)).toBeLessThan(0.03);
    expect([r.min, r.max]).toEqual([lo, hi]);
    expect(r.manual).toEqual({ mean, min: lo, max: hi });
  });

  test('sample indicator --modifier zero: always 0; a bad modifier is refused', async () => {
    const r = JSON.parse((await capture(['sample', 'indicator', '--modifier', 'zero', '--json'])).out);
    expect(r.distribution).toEqual({ '0': 1 });
    expect((await capture(['sample', 'indicator', '--modifier', '4'])).code).not.toBe(0);
  });

  test('sample surprise: research 50%, with a Detector 17%, on a march 100% (100,000 draws within ±0.006)', async () => {
    const at = async (args: string[]) => JSON.parse((await capture(['sample', 'surprise', ...args, '--json'])).out).observed as number;
    expect(Math.abs((await at([])) - 0.5)).toBeLessThan(0.006);
    expect(Math.abs((await at(['--detector'])) - 1 / 6)).toBeLessThan(0.006);
    expect(await at(['--march'])).toBe(1);
  });
});

describe('cli sample strategy|combat: the strategy and clash tables by sampling (issue 13)', () => {
  const json = async (args: string[]) => {
    const { code, out } = await capture([...args, '--json']);
    expect(code).toBe(0);
    return JSON.parse(out);
  };

  test('sample strategy --kind negotiation --pref 0 --special: R-NEG-09 B* 14%, C1* 14%, C2* 22%, C3* 50% (100,000 draws within ±0.01)', async () => {
    const r = await json(['sample', 'strategy', '--kind', 'negotiation', '--pref', '0', '--special']);
    const want: Record<string, number> = { A: 0, B: 0.14, C1: 0.14, C2: 0.22, C3: 0.5, D: 0, E: 0 };
    for (const v of Object.keys(want)) expect([v, Math.abs(r.observed[v] - want[v]!) < 0.01]).toEqual([v, true]);
  });

  test('sample strategy --kind combat --pref 6: R-FIGHT-11 D 17%, E 83%; flight has no C2 (R-FLEE-08)', async () => {
    const c = await json(['sample', 'strategy', '--kind', 'combat', '--pref', '6']);
    expect(Math.abs(c.observed.E - 0.83)).toBeLessThan(0.01);
    expect(Math.abs(c.observed.D - 0.17)).toBeLessThan(0.01);
    const f = await json(['sample', 'strategy', '--kind', 'flight', '--pref', '-3']);
    expect(Object.keys(f.observed)).toEqual(['A', 'B', 'C1', 'C3', 'D', 'E']);
    expect(Math.abs(f.observed.C1 - 0.34)).toBeLessThan(0.01);
  });

  test('sample strategy refuses a preference outside the table and an unknown kind', async () => {
    expect((await capture(['sample', 'strategy', '--kind', 'flight', '--pref', '5'])).code).not.toBe(0);
    expect((await capture(['sample', 'strategy', '--kind', 'bribe', '--pref', '0'])).code).not.toBe(0);
  });

  test('sample combat --mode capture --diff 0: R-COMBAT-14 success 50%, 8 hits 83%, 4 hits 17%; with the Paralyser success 67%', async () => {
    const r = await json(['sample', 'combat', '--mode', 'capture', '--diff', '0']);
    expect(Math.abs(r.success - 0.5)).toBeLessThan(0.01);
    expect(Math.abs(r.hits['8'] - 5 / 6)).toBeLessThan(0.01);
    expect(Math.abs(r.hits['4'] - 1 / 6)).toBeLessThan(0.01);
    const p = await json(['sample', 'combat', '--mode', 'capture', '--diff', '0', '--paralyzer']);
    expect(Math.abs(p.success - 2 / 3)).toBeLessThan(0.01);
  });

  test('sample combat --mode kill --diff 5 --advantage creature:3: R-COMBAT-09 reads the column of difference 0 (8 hits 50%)', async () => {
    const r = await json(['sample', 'combat', '--mode', 'kill', '--diff', '5', '--advantage', 'creature:3']);
    expect(r.success).toBe(1);
    expect(Math.abs(r.hits['8'] - 0.5)).toBeLessThan(0.01);
    expect(Math.abs(r.meanHits - 34 / 6)).toBeLessThan(0.05);
    expect((await capture(['sample', 'combat', '--mode', 'kill', '--diff', '0', '--advantage', 'ally:2'])).code).not.toBe(0);
    expect((await capture(['sample', 'combat', '--mode', 'kill', '--diff', '0', '--paralyzer'])).code).not.toBe(0);
  });
});
