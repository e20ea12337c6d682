// Borders as lines between cells. Excel stores a border once for two neighbouring cells (the
// bottom of one is the top of the next), so hosts draw lines, not per-cell sides: each line is
// named by its boundary. A merged range shows only its outline, taken from its top-left cell.
import { addr, coveredCells, parseAddr, parseRange, type RangeRef } from './address';
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
  for (const [a, cell] of [...sheet.cells]) {
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


/** Every cell of a merged area → the area (per merges list, computed once). */
const areasOf = new WeakMap<readonly string[], Map<string, RangeRef>>();
function mergeAreas(merges: readonly string[]): Map<string, RangeRef> {
  let m = areasOf.get(merges);
  if (m) return m;
  m = new Map();
  for (const a of merges) {
    const r = parseRange(a);
    if (!r) continue;
    for (let row = r.top; row <= r.bottom; row++) for (let col = r.left; col <= r.right; col++) m.set(addr(row, col), r);
  }
  areasOf.set(merges, m);
  return m;
}

/** The merged area a cell lies in, if any (the lookup is built once per merges list). */
export function mergeAreaOf(merges: readonly string[], row: number, col: number): RangeRef | undefined {
  return mergeAreas(merges).get(addr(row, col));
}

/** The cell or merged area a cell belongs to. */
function areaAt(sheet: Sheet, row: number, col: number): RangeRef {
  return mergeAreas(sheet.merges).get(addr(row, col)) ?? { top: row, left: col, bottom: row, right: col };
}

/** One line's look in a sheet, from the cells (or merged areas) on its two sides, as edgeMap gives it. */
export function lineAt(sheet: Sheet, key: EdgeKey): BorderLine | undefined {
  const [kind, a, b] = key.split(':');
  const n = Number(a);
  const m = Number(b);
  // the two sides: for 'h', the cells above (n, m) and below (n + 1, m); for 'v', left (n, m) and right (n, m + 1)
  const first = kind === 'h' ? (n >= 1 ? areaAt(sheet, n, m) : null) : m >= 1 ? areaAt(sheet, n, m) : null;
  const second = kind === 'h' ? areaAt(sheet, n + 1, m) : areaAt(sheet, n, m + 1);
  if (first && first.top === second.top && first.left === second.left) return undefined; // inside one merged area
  let best: BorderLine | undefined;
  const offer = (line: BorderLine | undefined) => {
    if (line && (!best || WEIGHT[line] > WEIGHT[best])) best = line;
  };
  if (first) offer(sheet.cells.get(addr(first.top, first.left))?.style.borders?.[kind === 'h' ? 'bottom' : 'right']);
  offer(sheet.cells.get(addr(second.top, second.left))?.style.borders?.[kind === 'h' ? 'top' : 'left']);
  return best;
}

/** The lines on the outline of a rectangle. */
function outline(r: RangeRef, out: Set<EdgeKey>): void {
  for (let c = r.left; c <= r.right; c++) out.add(`h:${r.top - 1}:${c}`).add(`h:${r.bottom}:${c}`);
  for (let row = r.top; row <= r.bottom; row++) out.add(`v:${row}:${r.left - 1}`).add(`v:${row}:${r.right}`);
}

/**
 * The lines that differ between two drawings of a sheet, looking only where something changed:
 * around the changed cells (and their merged areas, before and after) and around merges added
 * or removed. Equal to diffEdges(edgeMap(before), edgeMap(after)) at a fraction of the work.
 */
export function changedLines(before: Sheet, after: Sheet, cells: Iterable<string>, merges: readonly string[]): Map<EdgeKey, BorderLine | null> {
  const keys = new Set<EdgeKey>();
  for (const a of cells) {
    const p = parseAddr(a);
    if (!p) continue;
    outline(areaAt(before, p.row, p.col), keys);
    outline(areaAt(after, p.row, p.col), keys);
  }
  for (const m of merges) {
    const r = parseRange(m);
    if (r) outline(r, keys);
  }
  const out = new Map<EdgeKey, BorderLine | null>();
  for (const k of keys) {
    const was = lineAt(before, k);
    const now = lineAt(after, k);
    if (was !== now) out.set(k, now ?? null);
  }
  return out;
}
