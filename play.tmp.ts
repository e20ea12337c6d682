import * as path from 'path';
import * as fs from 'fs';
import { launch } from './test/support/browser';
import { serveDir } from './test/support/staticServer';
import { advise } from './src/engine/bot/heuristic';
import { deserialize, format, type GameState } from './src/engine';
import { cagedIn } from './src/engine/rules/cages';
import { atShuttle } from './src/engine/rules/field';

const [lang, lengthArg, seedArg, ...shotsArg] = process.argv.slice(2);
const shots = new Set(shotsArg.map(Number));
const out = `/tmp/s16/shots/${lang}-${lengthArg}-${seedArg}`;
fs.mkdirSync(out, { recursive: true });
(async () => {
  const server = await serveDir(path.join(__dirname, 'dist'));
  const browser = await launch();
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url);
  await page.selectOption('#lang', lang!);
  await page.selectOption('#length', lengthArg!);
  await page.fill('#seed', seedArg!);
  await page.click('#new-game');
  const state = async (): Promise<GameState> => { const r = deserialize(await page.evaluate(() => localStorage.getItem('odkrywcy.save'))); if (!r.ok) throw new Error('no save'); return r.state; };
  const max = Math.max(...shots);
  for (let i = 0; i <= max; i++) {
    const s = await state();
    const sheet = s.phase === 'surface' || s.phase === 'landing' ? 'expedition' : 'space';
    await page.locator(`nav button[data-sheet="${sheet}"]`).click();
    if (shots.has(i)) {
      await page.screenshot({ path: `${out}/step${i}.png`, fullPage: false });
      const txt = (m: GameState['message'] | null) => (m ? format(lang as 'en', m) : '');
      console.log(`--- step ${i} phase ${s.phase} atShuttle ${s.surface ? atShuttle(s) : '-'} cagedIn ${JSON.stringify(cagedIn(s))} caged ${JSON.stringify(s.surface?.caged.map((c) => [c.being, !!c.stowed]))}`);
      console.log('TEXT:', txt(s.message));
      console.log('HINT:', txt(s.hint));
    }
    const a = advise(s)!;
    const before = await page.evaluate(() => localStorage.getItem('odkrywcy.save'));
    await page.click('#advisor');
    const lit = await page.locator(`table[data-sheet="${sheet}"] td`).evaluateAll((tds) => tds.filter((el) => getComputedStyle(el).backgroundColor === 'rgb(146, 208, 80)').map((el) => (el as HTMLElement).dataset.address!));
    if (!lit.length) throw new Error(`step ${i}: nothing lit for ${JSON.stringify(a.action)}`);
    const cell = page.locator(`table[data-sheet="${sheet}"] td[data-address="${lit[0]}"]`);
    if (a.action.type === 'setInput') { await cell.click(); for (const k of String(a.action.raw)) await page.keyboard.press(k); await page.keyboard.press('Enter'); }
    else await cell.click();
    await page.waitForFunction((prev) => localStorage.getItem('odkrywcy.save') !== prev, before, { timeout: 10000 });
  }
  console.log('errors', errors);
  await browser.close();
  await server.close();
})().catch((e) => { console.error(e); process.exit(1); });
