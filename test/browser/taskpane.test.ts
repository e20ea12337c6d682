// The real task pane page in Chromium, with office.js replaced by the fake workbook: the pane
// opens a new game into the workbook, clicks play, the language switches, a new game starts,
// and a damaged saved game is reported with the backup offered.
import { buildSync } from 'esbuild';
import * as path from 'path';
import type { Page } from 'playwright-core';
import { launch } from '../support/browser';
import { serveDir } from '../support/staticServer';
import { HELP_KEYS } from '../../src/engine';

jest.setTimeout(60_000);

const dist = path.join(__dirname, '../../dist');
let server: Awaited<ReturnType<typeof serveDir>>;
let browser: Awaited<ReturnType<typeof launch>>;
let stub: string;

beforeAll(async () => {
  stub = buildSync({ entryPoints: [path.join(__dirname, '../fakes/officeStub.ts')], bundle: true, format: 'iife', write: false, target: 'es2020' }).outputFiles[0]!.text;
  server = await serveDir(dist);
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function openPane(sets: Record<string, boolean> = { '1.9': true, '1.10': true }): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript((s) => ((window as unknown as { __officeSets: unknown }).__officeSets = s), sets);
  await page.route('https://appsforoffice.microsoft.com/**', (route) => route.fulfill({ contentType: 'text/javascript', body: stub }));
  await page.goto(`${server.url}taskpane.html`);
  return { page, errors };
}

const cell = (page: Page, sheet: string, address: string) =>
  page.evaluate(([s, a]) => window.__fake.sheet(s!)?.value(a!), [sheet, address] as const);

test('the pane opens a new game in the workbook and clicks play it', async () => {
  const { page, errors } = await openPane();
  await page.locator('#status', { hasText: 'miesiąc 0 z 30' }).waitFor();
  expect(await cell(page, 'przestrzeń kosmiczna', 'B8')).toBe('Dowódca');
  expect(await page.locator('#keep-open').textContent()).toMatch(/możesz zamknąć/); // SharedRuntime 1.1
  expect(await page.evaluate(() => window.__fake.sheet('odkrywcy_stan')!.visibility)).toBe('VeryHidden');
  const trips = await page.evaluate(() => window.__fake.roundTrips);
  await page.evaluate(() => window.__fake.click('przestrzeń kosmiczna', 'A9'));
  expect(String(await cell(page, 'przestrzeń kosmiczna', 'E1'))).toMatch(/^Lekarz/);
  expect(await page.evaluate(() => window.__fake.roundTrips)).toBe(trips + 1);
  await page.selectOption('#lang', 'en');
  await page.locator('#status', { hasText: 'month 0 of 30' }).waitFor();
  expect(await cell(page, 'przestrzeń kosmiczna', 'B8')).toBe('Commander');
  await page.selectOption('#length', '10');
  await page.click('#start');
  await page.locator('#status', { hasText: 'of 10' }).waitFor();
  expect(await page.locator('#help-text p').count()).toBe(HELP_KEYS.length);
  // the workbook now holds a game: it opens the pane by itself next time
  expect(await page.evaluate(() => window.__settings['Office.AutoShowTaskpaneWithDocument'])).toBe(true);
  expect(await page.evaluate(() => window.__settingsSaved)).toBe(1);
  expect(errors).toEqual([]);
  await page.close();
});

test('a damaged saved game is reported and the backup restores it', async () => {
  const { page } = await openPane();
  await page.locator('#status', { hasText: 'miesiąc 0' }).waitFor();
  await page.evaluate(() => window.__fake.click('przestrzeń kosmiczna', 'A9'));
  // damage the state, then reopen the workbook in a new pane session
  await page.evaluate(async () => {
    const s = window.__fake.sheet('odkrywcy_stan')!;
    // after one click the current state is in slot B (column B); slot A holds the backup.
    // One character of the packed state changed, as an edit of the cell would.
    const packed = String(s.value('B10'));
    s.values.set('B10', packed.slice(0, 40) + (packed[40] === 'A' ? 'B' : 'A') + packed.slice(41));
  });
  const snapshot = await page.evaluate(() => JSON.stringify([...window.__fake.sheet('odkrywcy_stan')!.values]));
  await page.evaluate(() => {
    // reopen: the same workbook, a fresh add-in
    (window as unknown as { __reopen: unknown }).__reopen = true;
    window.__fake.reopen();
  });
  // load the pane script again against the same fake
  await page.evaluate(async () => {
    const script = document.createElement('script');
    script.src = 'taskpane.js';
    document.body.append(script);
    await new Promise((r) => script.addEventListener('load', r));
  });
  await page.locator('#problem:not([hidden])').waitFor();
  expect(await page.locator('#problem-text').textContent()).toMatch(/suma kontrolna się nie zgadza/);
  expect(await page.evaluate(() => JSON.stringify([...window.__fake.sheet('odkrywcy_stan')!.values]))).toBe(snapshot);
  await page.click('#restore');
  await page.locator('#problem[hidden]').waitFor({ state: 'attached' });
  expect(await page.locator('#status').textContent()).toMatch(/miesiąc 0 z 30/);
  await page.close();
});

test('an Excel without the needed requirement set gets a clear message', async () => {
  const { page } = await openPane({ '1.9': false, '1.10': false });
  await page.locator('#notice:not([hidden])').waitFor();
  expect(await page.locator('#notice').textContent()).toMatch(/ExcelApi 1\.9/);
  await page.close();
});

test('without single-click events the pane says the game follows the selection, and play works', async () => {
  const { page } = await openPane({ '1.1': false, '1.9': true, '1.10': false });
  await page.locator('#status', { hasText: 'miesiąc 0' }).waitFor();
  expect(await page.locator('#notice').textContent()).toMatch(/1\.10/);
  expect(await page.locator('#keep-open').textContent()).toMatch(/Zostaw ten panel otwarty/); // no SharedRuntime 1.1 here
  await page.evaluate(() => window.__fake.click('przestrzeń kosmiczna', 'A10'));
  expect(String(await cell(page, 'przestrzeń kosmiczna', 'E1'))).toMatch(/^Nawigator/);
  await page.close();
});

test('a game sheet locked with a password: the pane says what to do and recreates the sheet on request', async () => {
  const { page, errors } = await openPane();
  await page.locator('#status', { hasText: 'miesiąc 0' }).waitFor();
  await page.evaluate(() => {
    window.__fake.userUnprotect('ekspedycja');
    window.__fake.userProtect('ekspedycja', 'hasło');
  });
  await page.evaluate(() => window.__fake.click('przestrzeń kosmiczna', 'E4'));
  await page.locator('#problem:not([hidden])').waitFor();
  expect(await page.locator('#problem-title').textContent()).toBe('Arkusz gry jest zablokowany');
  expect(await page.locator('#problem-text').textContent()).toMatch(/„ekspedycja” jest chroniony hasłem/);
  expect(await page.locator('#restore').isHidden()).toBe(true);
  await page.click('#recreate');
  await page.locator('#problem[hidden]').waitFor({ state: 'attached' });
  expect(await page.evaluate(() => window.__fake.sheet('ekspedycja')!.password)).toBe('');
  const tip = await cell(page, 'przestrzeń kosmiczna', 'E4');
  await page.evaluate(() => window.__fake.click('przestrzeń kosmiczna', 'E4'));
  expect(await cell(page, 'przestrzeń kosmiczna', 'E4')).not.toBe(tip);
  expect(errors).toEqual([]);
  await page.close();
});

test("issue 15 the advisor is a chunk of its own, fetched on the first request: the pane's button and 'doradca' in the menu", async () => {
  const { page, errors } = await openPane();
  const fetched: string[] = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.locator('#status', { hasText: 'miesiąc 0 z 30' }).waitFor();
  // the game opened and a move was made: the advisor not fetched yet
  await page.evaluate(() => window.__fake.click('przestrzeń kosmiczna', 'A9'));
  expect(fetched.filter((p) => p.endsWith('/advisor.js'))).toEqual([]);
  const advised = () => page.evaluate(() => [...window.__fake.sheet('przestrzeń kosmiczna')!.values.values()].some((v) => String(v).startsWith('Doradca: ')));
  expect(await advised()).toBe(false);
  await page.click('#advisor');
  await page.waitForFunction(() => [...window.__fake.sheet('przestrzeń kosmiczna')!.values.values()].some((v) => String(v).startsWith('Doradca: ')));
  expect(fetched.filter((p) => p.endsWith('/advisor.js'))).toHaveLength(1);
  // asked again from the menu: the same chunk, not fetched twice
  const menuLine = await page.evaluate(() => {
    const s = window.__fake.sheet('przestrzeń kosmiczna')!;
    const hit = [...s.values.entries()].find(([, v]) => v === 'doradca');
    return hit ? hit[0] : null;
  });
  expect(menuLine).toMatch(/^[B-Z][0-9]+$/);
  // the button left of the label, after a move that put the light out
  await page.evaluate(() => window.__fake.click('przestrzeń kosmiczna', 'A10'));
  expect(await advised()).toBe(false);
  const button = String.fromCharCode(menuLine!.charCodeAt(0) - 1) + menuLine!.slice(1);
  await page.evaluate((a) => window.__fake.click('przestrzeń kosmiczna', a), button);
  expect(await advised()).toBe(true);
  expect(fetched.filter((p) => p.endsWith('/advisor.js'))).toHaveLength(1);
  expect(errors).toEqual([]);
  await page.close();
});
