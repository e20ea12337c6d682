// The exported workbook in exceljs and in another spreadsheet program (LibreOffice Calc,
// headless): the board is drawn and visible, the state sheet hidden, and the game resumes to the
// identical state — also after LibreOffice has opened and saved the file.
import { spawnSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import * as ExcelJS from 'exceljs';
import { APP_ID, newGame, serialize, step } from '../../src/engine';
import { printArea, renderSheets } from '../../src/sheets';
import { exportXlsx, importXlsx } from '../../src/xlsx/workbook';
import { STATE_SHEET } from '../../src/workbook/stateLayout';
import { landedWhere } from '../support/voyage';

jest.setTimeout(120_000);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'odkrywcy-xlsx-'));
const artifacts = path.join(__dirname, '../../test-artifacts');
const state = step(newGame({ length: 20, seed: 7 }), { type: 'selectUnit', unit: 'scout' }).state;
const file = path.join(dir, 'game.xlsx');

function soffice(args: string[]): void {
  const r = spawnSync('soffice', ['--headless', '--norestore', `-env:UserInstallation=file://${dir}/profile`, ...args], { encoding: 'utf8', timeout: 90_000 });
  if (r.error) throw new Error(`LibreOffice (soffice) is needed: apt-get install -y libreoffice-calc-nogui (${r.error.message})`);
  if (r.status !== 0) throw new Error(`soffice failed: ${r.stderr}`);
}

beforeAll(async () => {
  fs.writeFileSync(file, await exportXlsx(state, 'pl'));
});

test('the exported workbook holds the three drawn sheets, protected, and a very hidden state sheet', async () => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  expect(wb.worksheets.map((w) => [w.name, w.state])).toEqual([
    ['przestrzeń kosmiczna', 'visible'],
    ['ekspedycja', 'visible'],
    ['kronika', 'visible'],
    [STATE_SHEET, 'veryHidden'],
  ]);
  const space = wb.getWorksheet('przestrzeń kosmiczna')!;
  expect(space.getCell('B8').value).toBe('Dowódca');
  expect((space.getCell('B8').fill as ExcelJS.FillPattern).fgColor?.argb).toBe('FF4F81BD');
  expect(space.getCell('F19').value).toBe('+4');
  expect(space.views[0]?.showGridLines).toBe(false);
  expect((space as unknown as { sheetProtection?: { sheet?: boolean } }).sheetProtection?.sheet).toBe(true);
  const cells = renderSheets(state, 'pl').sheets.space.cells;
  const input = space.getCell([...cells.keys()].find((a) => cells.get(a)!.input)!);
  expect(input.protection?.locked).toBe(false);
  expect(input.dataValidation?.type).toBe('whole');
  expect(space.getCell('E1').isMerged).toBe(true);
});

test('the workbook resumes to the identical state', async () => {
  const r = await importXlsx(fs.readFileSync(file));
  expect(r.ok && serialize(r.state)).toBe(serialize(state));
  expect(r.ok && r.lang).toBe('pl');
});

test('LibreOffice Calc shows the board and not the state, and its saved copy resumes identically', async () => {
  soffice(['--convert-to', 'pdf', '--outdir', dir, file]);
  const text = spawnSync('pdftotext', [path.join(dir, 'game.pdf'), '-'], { encoding: 'utf8' }).stdout;
  for (const label of ['DZIENNIK GWIAZDOLOTU', 'Dowódca', 'Klatka', 'TABELA EKSPEDYCJI', 'OBSZAR LĄDOWANIA']) expect(text).toContain(label);
  expect(text).not.toContain(APP_ID);
  expect(text).not.toContain('"crew"');
  fs.mkdirSync(artifacts, { recursive: true });
  spawnSync('pdftoppm', ['-png', '-r', '70', '-f', '1', '-l', '1', path.join(dir, 'game.pdf'), path.join(artifacts, 'xlsx-in-libreoffice')]);

  const resaved = path.join(dir, 'resaved');
  soffice(['--convert-to', 'xlsx:Calc MS Excel 2007 XML', '--outdir', resaved, file]);
  const r = await importXlsx(fs.readFileSync(path.join(resaved, 'game.xlsx')));
  expect(r.ok && serialize(r.state)).toBe(serialize(state));
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path.join(resaved, 'game.xlsx'));
  expect(wb.getWorksheet(STATE_SHEET)?.state).not.toBe('visible');
});

test('issue 10 point 20: a mid-game export prints one landscape page per game sheet, none near-empty, never the state', async () => {
  const mid = landedWhere((x) => x.atmosphere === 'normal', ['commander', 'scout'], 11);
  expect(mid.phase).toBe('surface'); // a game in the middle: landed, the area map drawn
  const midFile = path.join(dir, 'mid.xlsx');
  fs.writeFileSync(midFile, await exportXlsx(mid, 'pl'));
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(midFile);
  const model = renderSheets(mid, 'pl');
  for (const ws of wb.worksheets.filter((w) => w.state === 'visible')) {
    expect(ws.pageSetup.orientation).toBe('landscape');
    expect([ws.pageSetup.fitToPage, ws.pageSetup.fitToWidth, ws.pageSetup.fitToHeight]).toEqual([true, 1, 1]);
    expect(ws.pageSetup.printArea).toMatch(/^A1:[A-Z]+\d+$/);
  }
  expect(wb.getWorksheet('ekspedycja')!.pageSetup.printArea).toBe(printArea(model.sheets.expedition));
  soffice(['--convert-to', 'pdf', '--outdir', dir, midFile]);
  const pdf = path.join(dir, 'mid.pdf');
  const info = spawnSync('pdfinfo', [pdf], { encoding: 'utf8' }).stdout;
  // the two game sheets and the chronicle (issue 14: its chart is Excel's, drawn by the add-in on opening)
  expect(Number(/Pages:\s+(\d+)/.exec(info)![1])).toBe(3);
  for (const page of [1, 2, 3]) {
    const text = spawnSync('pdftotext', ['-f', String(page), '-l', String(page), pdf, '-'], { encoding: 'utf8' }).stdout;
    expect(text.replace(/\s+/g, '').length).toBeGreaterThan(300); // a full board, not a stray strip
    expect(text).not.toContain(APP_ID);
  }
  spawnSync('pdftoppm', ['-png', '-r', '60', '-f', '2', '-l', '2', pdf, path.join(artifacts, 'xlsx-mid-game-expedition')]);
});
