// A sheet as plain text, for the command line: each column as wide as its Excel width, merged
// ranges spanning their columns, button cells marked with their face.
import { addr, parseRange } from './address';
import type { Sheet } from './model';

export function textGrid(sheet: Sheet): string {
  const widths = sheet.colWidths.map((w) => Math.max(1, Math.round(w)));
  // Where a merge starts, its text may use the width of all its columns; covered cells are skipped.
  const span = new Map<string, number>();
  const covered = new Set<string>();
  for (const m of sheet.merges) {
    const r = parseRange(m);
    if (!r) continue;
    span.set(addr(r.top, r.left), r.right - r.left + 1);
    for (let row = r.top; row <= r.bottom; row++)
      for (let col = r.left; col <= r.right; col++) if (row !== r.top || col !== r.left) covered.add(addr(row, col));
  }
  const lines: string[] = [];
  for (let row = 1; row <= sheet.rowCount; row++) {
    let line = '';
    for (let col = 1; col <= sheet.colCount; ) {
      const a = addr(row, col);
      const n = span.get(a) ?? 1;
      let w = 0;
      for (let i = 0; i < n; i++) w += (widths[col - 1 + i] ?? 1) + (i > 0 ? 1 : 0);
      const v = covered.has(a) ? '' : sheet.cells.get(a)?.value;
      const text = v === null || v === undefined ? '' : String(v);
      line += (text.length > w ? text.slice(0, Math.max(0, w - 1)) + '…' : text.padEnd(w)) + '|';
      col += n;
    }
    lines.push(line.replace(/[ |]+$/, ''));
  }
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return lines.join('\n');
}
