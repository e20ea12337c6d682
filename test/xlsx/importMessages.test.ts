// Issue 10 point 13 and 28: a workbook that cannot be loaded is refused in the player's
// language, saying what the file is; technical details, where there are any, are labelled so.
import ExcelJS from 'exceljs';
import { deserialize, format, MAX_SAVE_CHARS, newGame, serialize } from '../../src/engine';
import { exportXlsx, importXlsx } from '../../src/xlsx/workbook';
import { decodeStateSheet, encodeStateSheet, stateSheetProblem } from '../../src/workbook/stateLayout';

test('issue 10 point 13: a file that is not a workbook, and a workbook without a game, say so in Polish and English', async () => {
  const junk = await importXlsx(new TextEncoder().encode('junk'));
  expect(!junk.ok && junk.error).toEqual({ key: 'import.notXlsx' });
  expect(!junk.ok && format('pl', junk.error)).toBe('To nie jest skoroszyt .xlsx albo plik jest uszkodzony.');
  expect(!junk.ok && format('en', junk.error)).toBe('This is not an .xlsx workbook, or the file is damaged.');
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('Arkusz1').getCell('A1').value = 'budżet';
  const plain = await importXlsx(new Uint8Array(await wb.xlsx.writeBuffer()));
  expect(!plain.ok && plain.error).toEqual({ key: 'import.noGame' });
  expect(!plain.ok && format('pl', plain.error)).toContain('nie ma zapisanej gry');
});

test('issue 10 point 13: a damaged save in a workbook names what is wrong in the player’s language', async () => {
  const state = newGame({ length: 10, seed: 3 });
  const block = encodeStateSheet({ current: serialize(state), backup: null, lang: 'pl' });
  // one character of the packed state changed, as an edit of the cell would
  const packed = String(block[9]![0]);
  block[9]![0] = packed.slice(0, 30) + (packed[30] === 'A' ? 'B' : 'A') + packed.slice(31);
  const d = decodeStateSheet(block);
  expect(d.found && !d.state.ok && d.state.reason).toBe('checksum');
  expect(format('pl', stateSheetProblem('checksum'))).toBe('Zapis gry w skoroszycie jest uszkodzony: suma kontrolna się nie zgadza (zapis zmieniono poza grą).');
  expect(format('en', stateSheetProblem('chunks'))).toBe('The saved game in the workbook is damaged: parts of the save are missing or garbled.');
  // and the good workbook still loads
  const r = await importXlsx(await exportXlsx(state, 'pl'));
  expect(r.ok && serialize(r.state)).toBe(serialize(state));
});

test('issue 10 point 28: numbers in load errors are the language’s own, not English details', () => {
  const big = deserialize('x'.repeat(MAX_SAVE_CHARS + 1));
  expect(!big.ok && big.code).toBe('tooLarge');
  const pl = !big.ok ? format('pl', big.error) : '';
  expect(pl).toBe(`Zapis gry jest za duży: ${MAX_SAVE_CHARS + 1} znaków, a gra czyta najwyżej ${MAX_SAVE_CHARS}.`);
  expect(pl).not.toMatch(/characters/);
  const newer = deserialize(serialize(newGame({ length: 10, seed: 1 })).replace('"version":1,', '"version":9,'));
  expect(!newer.ok && newer.code).toBe('newer');
  expect(!newer.ok && format('pl', newer.error)).toBe('Zapis pochodzi z nowszej wersji gry (wersja zapisu 9, ta gra czyta do wersji 1). Zaktualizuj dodatek.');
  const broken = deserialize('{"app":');
  expect(!broken.ok && format('pl', broken.error)).toMatch(/^Zapisu gry nie da się odczytać: jest uszkodzony\. Szczegóły techniczne: /);
});
