// The engine is pure: it imports nothing from the hosts or the sheet layer, reads no clock and
// draws no chance outside its seeded PRNG.
import * as fs from 'fs';
import * as path from 'path';

const engineDir = path.join(__dirname, '../../src/engine');
const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(path.join(dir, d.name)) : d.name.endsWith('.ts') ? [path.join(dir, d.name)] : []));

describe('engine purity', () => {
  const sources = files(engineDir).map((f) => ({ f, text: fs.readFileSync(f, 'utf8') }));

  test('imports only engine modules, pure-rand and zod', () => {
    for (const { f, text } of sources) {
      for (const m of text.matchAll(/from '([^']+)'/g)) {
        const spec = m[1]!;
        if (spec.startsWith('.')) expect(path.resolve(path.dirname(f), spec).startsWith(engineDir)).toBe(true);
        else expect(['zod', 'pure-rand'].some((p) => spec === p || spec.startsWith(`${p}/`))).toBe(true);
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
