// Borders as lines between cells. Excel stores a border once for two neighbouring cells (the
// bottom of one is the top of the next), so hosts draw lines, not per-cell sides: each line is
// named by its boundary. A merged range shows only its outline, taken from its top-left cell.
import { addr, coveredCells, parseAddr, parseRange } from './address';
import type { BorderLine, Sheet } from './model';

/**
 * 'h:r:c' = the horizontal line under row r at column c (r = 0 is the top of row 1);
 * 'v:r:c' = the vertical line right of column c at row r (c = 0 is the left of column 1).
 */
export type EdgeKey = string;

const WEIGHT: Readonly<Record<BorderLine, number>> = { dotted: 1, thin: 2, medium: 3, thick: 4, double: 5 };

export function edgeMap(sheet: Sheet): Map<EdgeKey, BorderLine> {
  const edges = new Map<EdgeKey, BorderLine>();
  const put = (key: EdgeKey, line: BorderLine | undefined): void => {
    if (!line) return;
    const old = edges.get(key);
    if (!old || WEIGHT[line] > WEIGHT[old]) edges.set(key, line);
  };
  const spans = new Map<string, { bottom: number; right: number }>();
  for (const r of sheet.merges.map(parseRange)) if (r) spans.set(addr(r.top, r.left), { bottom: r.bottom, right: r.right });
  const covered = coveredCells(sheet.merges);
  for (const [a, cell] of Object.entries(sheet.cells)) {
    const b = cell.style.borders;
    if (!b || covered.has(a)) continue;
    const { row, col } = parseAddr(a)!;
    const span = spans.get(a) ?? { bottom: row, right: col };
    for (let c = col; c <= span.right; c++) {
      put(`h:${row - 1}:${c}`, b.top);
      put(`h:${span.bottom}:${c}`, b.bottom);
    }
    for (let r = row; r <= span.bottom; r++) {
      put(`v:${r}:${col - 1}`, b.left);
      put(`v:${r}:${span.right}`, b.right);
    }
  }
  return edges;
}

/** Lines that differ between two maps: new line, or null where a line went away. */
export function diffEdges(before: Map<EdgeKey, BorderLine>, after: Map<EdgeKey, BorderLine>): Map<EdgeKey, BorderLine | null> {
  const out = new Map<EdgeKey, BorderLine | null>();
  for (const [k, v] of after) if (before.get(k) !== v) out.set(k, v);
  for (const k of before.keys()) if (!after.has(k)) out.set(k, null);
  return out;
}
