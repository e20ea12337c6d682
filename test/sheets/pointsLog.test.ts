// Issue 14 point 1: the points log on the space sheet lists every line of the ledger — the month,
// what for, the PZ — and its total is the PZ shown top left.
import { newGame, type GameState } from '../../src/engine';
import { renderSheets, type Sheet } from '../../src/sheets';
import { addr } from '../../src/sheets/address';
import { SPACE_ROWS } from '../../src/sheets/space';
import { addVp } from '../../src/engine/rules/vp';

const cell = (sheet: Sheet, row: number, col: number) => sheet.cells.get(addr(row, col))?.value ?? null;
/** Under the creature log (its 12 usual rows when few species are met), past a gap of two rows. */
const TOP = SPACE_ROWS.creatureTitle + 1 + SPACE_ROWS.creatureRows + 2;

describe('issue 14 the points log', () => {
  test('each ledger line is a row: the month, the reason in words, the PZ; the last row is the total', () => {
    let s: GameState = newGame({ length: 10, seed: 3 });
    s = addVp(s, 2, 'research', true);
    s = addVp({ ...s, month: 4 }, -1, 'wound');
    s = addVp(s, 3, 'delivery');
    const pl = renderSheets(s, 'pl').sheets.space;
    expect(cell(pl, TOP, 1)).toBe('DZIENNIK PUNKTÓW');
    expect([cell(pl, TOP + 1, 1), cell(pl, TOP + 1, 3), cell(pl, TOP + 1, 12)]).toEqual(['miesiąc', 'za co', 'PZ']);
    const rows = [1, 2, 3].map((i) => [cell(pl, TOP + 1 + i, 1), cell(pl, TOP + 1 + i, 3), cell(pl, TOP + 1 + i, 12)]);
    expect(rows).toEqual([
      [0, 'badanie pól', 2],
      [4, 'odniesione rany', -1],
      [4, 'dostarczenie na pokład', 3],
    ]);
    expect([cell(pl, TOP + 5, 1), cell(pl, TOP + 5, 12)]).toEqual(['razem', 4]);
    expect(s.vp).toBe(4);
    const en = renderSheets(s, 'en').sheets.space;
    expect([cell(en, TOP, 1), cell(en, TOP + 3, 3), cell(en, TOP + 5, 1)]).toEqual(['POINTS LOG', 'wounds received', 'total']);
  });

  test('a new game has an empty log with a total of 0, and the sheet is long enough for every line', () => {
    const s = newGame({ length: 30, seed: 3 });
    const sheet = renderSheets(s, 'pl').sheets.space;
    expect([cell(sheet, TOP + 2, 1), cell(sheet, TOP + 2, 12)]).toEqual(['razem', 0]);
    let long = s;
    for (let m = 0; m < 60; m++) long = addVp({ ...long, month: m }, 1, 'research', true);
    const grown = renderSheets(long, 'pl').sheets.space;
    expect(grown.rowCount).toBeGreaterThanOrEqual(TOP + 2 + 60);
    expect(cell(grown, TOP + 2 + 60, 12)).toBe(60);
  });
});
