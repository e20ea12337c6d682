// Issue 15 point 5: the task pane's bundle, gzipped, stays within 150 KB (the built dist/, which
// `npm test` makes first). What it leaves to chunks of their own is checked by their texts: the
// advisor's reasons travel with the advisor, the English texts with English.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = path.join(__dirname, '../../dist');
const read = (name: string): Buffer => {
  const file = path.join(dist, name);
  if (!fs.existsSync(file)) throw new Error(`dist/${name} is missing: run \`npm run build\` first (npm test does)`);
  return fs.readFileSync(file);
};
const gzippedKb = (b: Buffer): number => gzipSync(b, { level: 9 }).length / 1024;

test('issue 15 point 5: the task pane is at most 150 KB gzipped', () => {
  const kb = gzippedKb(read('taskpane.js'));
  expect(kb).toBeGreaterThan(50); // the engine is in it: not an empty or failed build
  expect(kb).toBeLessThanOrEqual(150);
});

test('the advisor’s reasons and the English texts are chunks of their own, fetched when first needed', () => {
  const pane = read('taskpane.js').toString('utf8');
  // a Polish core text is in the pane; an advisor's reason and an English text are not
  expect(pane).toContain('Doradca jeszcze się wczytuje');
  expect(pane).not.toContain('kampania trwa — zacznij jej następną wyprawę');
  expect(pane).not.toContain('The advisor is still loading');
  expect(read('advisor.js').toString('utf8')).toContain('kampania trwa — zacznij jej następną wyprawę');
  expect(read('en.js').toString('utf8')).toContain('The advisor is still loading');
});
