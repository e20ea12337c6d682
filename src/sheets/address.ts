// A1 addresses: 1-based row and column numbers to 'B7' and back, and ranges.

export function colName(col: number): string {
  let s = '';
  for (let n = col; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

export function colNumber(name: string): number {
  let n = 0;
  for (const ch of name.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

export function addr(row: number, col: number): string {
  return `${colName(col)}${row}`;
}

export interface CellRef {
  readonly row: number;
  readonly col: number;
}

/** Parses 'B7' (absolute '$B$7' too); null for anything that is not a single cell address. */
export function parseAddr(a: string): CellRef | null {
  const m = /^\$?([A-Za-z]{1,3})\$?([1-9]\d{0,6})$/.exec(a.trim());
  if (!m) return null;
  return { col: colNumber(m[1]!), row: Number(m[2]) };
}

export interface RangeRef {
  readonly top: number;
  readonly left: number;
  readonly bottom: number;
  readonly right: number;
}

export function rangeAddr(r: RangeRef): string {
  return `${addr(r.top, r.left)}:${addr(r.bottom, r.right)}`;
}

export function parseRange(a: string): RangeRef | null {
  const [p, q = p] = a.split(':');
  const s = parseAddr(p ?? '');
  const e = parseAddr(q ?? '');
  if (!s || !e) return null;
  return {
    top: Math.min(s.row, e.row),
    left: Math.min(s.col, e.col),
    bottom: Math.max(s.row, e.row),
    right: Math.max(s.col, e.col),
  };
}

/** The cells a list of merged ranges hides: every cell of each range but its top-left one. */
/** Cells under merged areas (not their top-left cells), computed once per merges list: do not modify. */
const coveredOf = new WeakMap<readonly string[], ReadonlySet<string>>();
export function coveredCells(merges: readonly string[]): ReadonlySet<string> {
  const known = coveredOf.get(merges);
  if (known) return known;
  const covered = new Set<string>();
  coveredOf.set(merges, covered);
  for (const m of merges) {
    const r = parseRange(m);
    if (!r) continue;
    for (let row = r.top; row <= r.bottom; row++)
      for (let col = r.left; col <= r.right; col++) if (row !== r.top || col !== r.left) covered.add(addr(row, col));
  }
  return covered;
}

export function inRange(r: RangeRef, c: CellRef): boolean {
  return c.row >= r.top && c.row <= r.bottom && c.col >= r.left && c.col <= r.right;
}
