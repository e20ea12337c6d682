// How a game sheet prints (issue 10 point 20): the print area is the part of the sheet that shows
// something, on one landscape page. Pure: the .xlsx export and the Excel host use the same.
import { addr, parseAddr } from './address';
import type { Sheet } from './model';

/** The rectangle of every cell with a value, a fill or a line: 'A1:AP47'. */
export function printArea(sheet: Sheet): string {
  let bottom = 1;
  let right = 1;
  for (const [a, c] of sheet.cells) {
    const shows = (c.value !== null && c.value !== undefined && c.value !== '') || c.style.fill || c.style.borders;
    if (!shows) continue;
    const p = parseAddr(a)!;
    bottom = Math.max(bottom, p.row);
    right = Math.max(right, p.col);
  }
  return `A1:${addr(bottom, right)}`;
}

/** Each game sheet prints on one landscape page, fitted to its width and height. */
export const PRINT = { orientation: 'landscape', pagesWide: 1, pagesTall: 1 } as const;
