// The engine is pure: it imports nothing from the hosts or the sheet layer, reads no clock and
// draws no chance outside its seeded PRNG.
import * as fs from 'fs';
import * as path from 'path';

const engineDir = path.join(__dirname, '../../src/engine');
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(path.join(dir, d.name)) : d.name.endsWith('.ts') ? [path.join(dir, d.name)] : []));

describe('engine purity', () => {
  const sources = files(engineDir).map((f) => ({ f, text: fs.readFileSync(f, 'utf8') }));

  test('imports only engine modules, pure-rand and valibot', () => {
    for (const { f, text } of sources) {
      for (const m of text.matchAll(/from '([^']+)'/g)) {
        const spec = m[1]!;
        if (spec.startsWith('.')) expect(path.resolve(path.dirname(f), spec).startsWith(engineDir)).toBe(true);
        else expect(['valibot', 'pure-rand'].some((p) => spec === p || spec.startsWith(`${p}/`))).toBe(true);
      }
    }
  });

  test('no Math.random, no Date, no host globals', () => {
    for (const { f, text } of sources) {
      expect(text).not.toMatch(/Math\.random|Date\.now|new Date\(/);
      // the catalogues are prose and may say "Excel."; code may not touch host objects
      if (!f.includes(`${path.sep}text${path.sep}`)) expect(text).not.toMatch(/\bOffice\.|\bExcel\.|\bdocument\.|\bwindow\./);
    }
  });
});

// Layers point one way: geometry below data, data below the rules and the state; the rules
// modules form no import cycle.
describe('engine layers', () => {
  const imports = (f: string): string[] =>
    [...fs.readFileSync(f, 'utf8').matchAll(/from '(\.[^']+)'/g)].map((m) => path.resolve(path.dirname(f), m[1]!) + '.ts');
  const under = (dir: string) => files(path.join(engineDir, dir));
  const rel = (f: string) => path.relative(engineDir, f);

  test('geometry imports nothing of the engine; data imports neither rules nor the state', () => {
    for (const f of under('geometry')) expect(imports(f).map(rel)).toEqual([]);
    for (const f of under('data'))
      for (const i of imports(f).map(rel)) {
        expect(i.startsWith('rules')).toBe(false);
        expect(i).not.toBe('state.ts');
      }
  });

  test('no two rules modules import each other, directly or around a cycle', () => {
    const rules = new Set(under('rules'));
    const graph = new Map([...rules].map((f) => [f, imports(f).filter((i) => rules.has(i))]));
    const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
      (graph.get(from) ?? []).some((n) => n === to || (!seen.has(n) && (seen.add(n), reaches(n, to, seen))));
    const cycles = [...rules].filter((f) => reaches(f, f)).map(rel);
    expect(cycles).toEqual([]);
  });
});
