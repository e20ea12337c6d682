// What to do to a worksheet to show a sheet model, as a list of plain operations. Pure: the Excel
// host turns each into Office.js calls, tests and the benchmark read it. Formats are grouped into
// range areas (one call for many cells), values go as 2-D blocks, borders as lines.
import {
  addr,
  changedLines,
  coveredCells,
  edgeMap,
  parseAddr,
  parseRange,
  type BorderLine,
  type Cell,
  type CellInput,
  type CellValue,
  type EdgeKey,
  type RangeRef,
  type Sheet,
  type SheetPatch,
  mergeAreaOf,
  rangeAddr,
  sameCell,
  sameInput,
} from '../sheets';

/** Office.js refuses a RangeAreas address longer than this. */
export const MAX_AREAS_ADDRESS = 8192;

export type Edge = 'EdgeTop' | 'EdgeBottom' | 'EdgeLeft' | 'EdgeRight';

/** Every format property a cell can have, all explicit so that a redraw also resets. */
export interface FormatSpec {
  readonly fill: string | null;
  readonly color: string;
  readonly bold: boolean;
  readonly italic: boolean;
  readonly strike: boolean;
  readonly size: number;
  readonly hAlign: 'General' | 'Left' | 'Center' | 'Right';
  readonly vAlign: 'Top' | 'Center' | 'Bottom';
  readonly wrap: boolean;
}

export type DrawOp =
  | { readonly op: 'clear'; readonly range: string }
  | { readonly op: 'unmerge'; readonly range: string }
  | { readonly op: 'merge'; readonly range: string }
  | { readonly op: 'format'; readonly areas: string; readonly format: FormatSpec }
  | { readonly op: 'border'; readonly areas: string; readonly edge: Edge; readonly line: BorderLine | null }
  /**
   * Values with their number formats: '@' keeps text such as '+4' from turning into a number.
   * Without numberFormat the cells keep theirs (each already holds a value of the same kind).
   */
  | { readonly op: 'values'; readonly range: string; readonly values: (string | number)[][]; readonly numberFormat?: string[][] }
  /** Number formats alone, ahead of a block of values whose other cells keep theirs. */
  | { readonly op: 'numberFormat'; readonly range: string; readonly numberFormat: string[][] }
  | { readonly op: 'columnWidth'; readonly areas: string; readonly points: number }
  | { readonly op: 'rowHeight'; readonly areas: string; readonly points: number }
  | { readonly op: 'input'; readonly address: string; readonly input: CellInput | null };

export const DEFAULT_SIZE = 9;

/** What Excel shows in a cell nobody formatted (a cell absent from the model is drawn like this). */
export const EXCEL_DEFAULT: FormatSpec = { fill: null, color: '#000000', bold: false, italic: false, strike: false, size: 11, hAlign: 'General', vAlign: 'Bottom', wrap: false };

export function formatOf(cell: Cell | null | undefined): FormatSpec {
  if (!cell) return EXCEL_DEFAULT;
  const s = cell.style;
  return {
    fill: s.fill ?? null,
    color: s.color ?? '#000000',
    bold: s.bold ?? false,
    italic: s.italic ?? false,
    strike: s.strike ?? false,
    size: s.size ?? DEFAULT_SIZE,
    hAlign: s.align === 'left' ? 'Left' : s.align === 'center' ? 'Center' : s.align === 'right' ? 'Right' : 'General',
    vAlign: s.valign === 'top' ? 'Top' : s.valign === 'bottom' ? 'Bottom' : 'Center',
    wrap: s.wrap ?? false,
  };
}

/** Excel column width in characters → points (7 px a character + 5 px, 0.75 pt a pixel). */
export const widthPoints = (chars: number): number => Math.round((chars * 7 + 5) * 0.75 * 100) / 100;

export const numberFormats = (values: (string | number)[][]): string[][] => values.map((row) => row.map((v) => (typeof v === 'string' ? '@' : 'General')));

/**
 * A drawn cell's number format: text and an empty cell '@' (so '+4' or '1/2' stays as written), a
 * number General; an empty cell that holds numbers or nothing (style.numbers) General as well.
 */
export const numberFormatOf = (cell: Cell | undefined): string => {
  const v = cell?.value;
  return typeof v === 'number' || ((v === null || v === undefined) && cell?.style.numbers) ? 'General' : '@';
};

const cellValue = (v: CellValue | undefined): string | number => (v === null || v === undefined ? '' : v);

/**
 * Rectangles covering a set of cells: runs along rows, then identical runs on consecutive rows
 * stacked. Returned as A1 addresses.
 */
export function rectangles(cells: Iterable<string>): string[] {
  const byRow = new Map<number, number[]>();
  for (const a of cells) {
    const { row, col } = parseAddr(a)!;
    (byRow.get(row) ?? byRow.set(row, []).get(row)!).push(col);
  }
  const runs: { row: number; left: number; right: number }[] = [];
  for (const [row, cols] of [...byRow].sort((x, y) => x[0] - y[0])) {
    cols.sort((x, y) => x - y);
    let left = cols[0]!;
    let prev = left;
    for (const c of cols.slice(1)) {
      if (c !== prev + 1) {
        runs.push({ row, left, right: prev });
        left = c;
      }
      prev = c;
    }
    runs.push({ row, left, right: prev });
  }
  // stack runs with the same columns on consecutive rows
  const open = new Map<string, { top: number; bottom: number; left: number; right: number }>();
  const rects: { top: number; bottom: number; left: number; right: number }[] = [];
  for (const r of runs) {
    const k = `${r.left}:${r.right}`;
    const o = open.get(k);
    if (o && o.bottom === r.row - 1) o.bottom = r.row;
    else {
      const n = { top: r.row, bottom: r.row, left: r.left, right: r.right };
      open.set(k, n);
      rects.push(n);
    }
  }
  return rects.map((r) => (r.top === r.bottom && r.left === r.right ? addr(r.top, r.left) : `${addr(r.top, r.left)}:${addr(r.bottom, r.right)}`));
}

/** Splits addresses into comma-joined groups under the RangeAreas address limit. */
export function areaGroups(addresses: readonly string[]): string[] {
  const groups: string[] = [];
  let cur = '';
  for (const a of addresses) {
    if (cur && cur.length + 1 + a.length > MAX_AREAS_ADDRESS) {
      groups.push(cur);
      cur = '';
    }
    cur = cur ? `${cur},${a}` : a;
  }
  if (cur) groups.push(cur);
  return groups;
}

function formatOps(cells: ReadonlyMap<string, Cell | null>): DrawOp[] {
  const groups = new Map<string, { format: FormatSpec; cells: string[] }>();
  for (const [a, c] of cells) {
    const f = formatOf(c);
    const k = JSON.stringify(f);
    (groups.get(k) ?? groups.set(k, { format: f, cells: [] }).get(k)!).cells.push(a);
  }
  return [...groups.values()].flatMap((g) => areaGroups(rectangles(g.cells)).map((areas): DrawOp => ({ op: 'format', areas, format: g.format })));
}

function borderOps(lines: ReadonlyMap<EdgeKey, BorderLine | null>): DrawOp[] {
  // horizontal lines under row r: runs of columns; vertical lines right of column c: runs of rows
  const groups = new Map<string, { edge: Edge; line: BorderLine | null; cells: string[] }>();
  for (const [k, line] of lines) {
    const [kind, a, b] = k.split(':');
    const n = Number(a);
    const m = Number(b);
    let edge: Edge;
    let cell: string;
    if (kind === 'h') [edge, cell] = n >= 1 ? ['EdgeBottom', addr(n, m)] : ['EdgeTop', addr(1, m)];
    else [edge, cell] = m >= 1 ? ['EdgeRight', addr(n, m)] : ['EdgeLeft', addr(n, 1)];
    const gk = `${edge}|${line}`;
    (groups.get(gk) ?? groups.set(gk, { edge, line, cells: [] }).get(gk)!).cells.push(cell);
  }
  const ops: DrawOp[] = [];
  for (const g of groups.values()) {
    // A line along a run of cells is one area only in the run's own direction.
    const rects = g.edge === 'EdgeTop' || g.edge === 'EdgeBottom' ? rowRuns(g.cells) : colRuns(g.cells);
    for (const areas of areaGroups(rects)) ops.push({ op: 'border', areas, edge: g.edge, line: g.line });
  }
  return ops;
}

function rowRuns(cells: string[]): string[] {
  return rectangles(cells).flatMap(splitRows);
}
function colRuns(cells: string[]): string[] {
  // transpose: runs down columns
  const byCol = new Map<number, number[]>();
  for (const a of cells) {
    const { row, col } = parseAddr(a)!;
    (byCol.get(col) ?? byCol.set(col, []).get(col)!).push(row);
  }
  const out: string[] = [];
  for (const [col, rows] of byCol) {
    rows.sort((x, y) => x - y);
    let top = rows[0]!;
    let prev = top;
    for (const r of [...rows.slice(1), Infinity]) {
      if (r !== prev + 1) {
        out.push(top === prev ? addr(top, col) : `${addr(top, col)}:${addr(prev, col)}`);
        top = r;
      }
      prev = r;
    }
  }
  return out;
}
/** A multi-row rectangle's EdgeBottom is only its last row: split into single rows. */
function splitRows(a: string): string[] {
  const r = parseRange(a)!;
  if (r.top === r.bottom) return [a];
  const out: string[] = [];
  for (let row = r.top; row <= r.bottom; row++) out.push(r.left === r.right ? addr(row, r.left) : `${addr(row, r.left)}:${addr(row, r.right)}`);
  return out;
}

function sizeOps(kind: 'columnWidth' | 'rowHeight', sizes: ReadonlyMap<number, number>): DrawOp[] {
  const groups = new Map<number, string[]>();
  for (const [i, pts] of sizes) {
    const a = kind === 'columnWidth' ? addr(1, i + 1) : addr(i + 1, 1);
    (groups.get(pts) ?? groups.set(pts, []).get(pts)!).push(a);
  }
  return [...groups].flatMap(([points, cells]) => areaGroups(rectangles(cells)).map((areas): DrawOp => ({ op: kind, areas, points })));
}

function lastCell(sheet: Sheet): string {
  return addr(sheet.rowCount, sheet.colCount);
}

// The order of operations is Excel's, not ours (office-js issues 6405 and 6557): merging cells
// whose top-left cell is empty loses their fill, so formats come after merges; a border set after
// merging on the line between two merged areas can go missing on the web, so borders come before
// merges, and a changed line between two standing merges unmerges both and merges them again.
// Values come last, in blocks that never cut a merged area (Excel refuses a write to part of one).

/** Everything needed to draw a sheet on an empty or stale worksheet. */
export function planFull(sheet: Sheet): DrawOp[] {
  const whole = `A1:${lastCell(sheet)}`;
  const ops: DrawOp[] = [{ op: 'clear', range: whole }, { op: 'unmerge', range: whole }];
  ops.push(...sizeOps('columnWidth', new Map(sheet.colWidths.map((w, i) => [i, widthPoints(w)]))));
  ops.push(...sizeOps('rowHeight', new Map(sheet.rowHeights.map((h, i) => [i, h]))));
  ops.push(...borderOps(edgeMap(sheet)));
  for (const m of sheet.merges) ops.push({ op: 'merge', range: m });
  ops.push(...formatOps(new Map<string, Cell | null>([...sheet.cells])));
  // The whole sheet in one block: it covers every merged area whole, which Excel allows.
  ops.push(blockOp(sheet, { top: 1, left: 1, bottom: sheet.rowCount, right: sheet.colCount }, coveredCells(sheet.merges), true));
  for (const [a, c] of [...sheet.cells]) if (c.input) ops.push({ op: 'input', address: a, input: c.input });
  return ops;
}

/** Merged areas of `merges` (less `removed`) on both sides of a line in `lines` that separates two of them. */
export function mergesSplitBy(merges: readonly string[], removed: ReadonlySet<string>, lines: Iterable<EdgeKey>): string[] {
  const standing = (row: number, col: number): string | undefined => {
    const r = mergeAreaOf(merges, row, col);
    const m = r && rangeAddr(r);
    return m && !removed.has(m) ? m : undefined;
  };
  const out = new Set<string>();
  for (const k of lines) {
    const [kind, a, b] = k.split(':');
    const n = Number(a);
    const m = Number(b);
    if (n < 1 || m < 1) continue;
    const one = standing(n, m);
    const two = kind === 'h' ? standing(n + 1, m) : standing(n, m + 1);
    if (one && two && one !== two) out.add(one).add(two);
  }
  return [...out];
}

/** Only what changed between two drawings of the same sheet. */
export function planDiff(before: Sheet, after: Sheet, patch: SheetPatch): DrawOp[] {
  const ops: DrawOp[] = [];
  const lines = changedLines(before, after, Object.keys(patch.cells), [...patch.mergesAdded, ...patch.mergesRemoved]);
  const remade = mergesSplitBy(before.merges, new Set(patch.mergesRemoved), lines.keys());
  for (const m of [...patch.mergesRemoved, ...remade]) ops.push({ op: 'unmerge', range: m });
  ops.push(...sizeOps('columnWidth', new Map(Object.entries(patch.colWidths).map(([i, w]) => [Number(i), widthPoints(w)]))));
  ops.push(...sizeOps('rowHeight', new Map(Object.entries(patch.rowHeights).map(([i, h]) => [Number(i), h]))));
  ops.push(...borderOps(lines));
  for (const m of [...patch.mergesAdded, ...remade]) ops.push({ op: 'merge', range: m });
  const changed = new Map<string, Cell | null>(Object.entries(patch.cells));
  // A cell in the patch that the model did not change is a forced redraw (someone typed over it):
  // it gets both its format and its value. Otherwise only what differs is written.
  const forced = (a: string) => sameCell(before.cells.get(a), after.cells.get(a));
  const restyled = new Map([...changed].filter(([a]) => forced(a) || !sameFormat(formatOf(before.cells.get(a)), formatOf(after.cells.get(a)))));
  // A merged area made again has lost its fill when its top-left cell is empty: format it whole.
  for (const m of remade) for (const a of cellsIn(parseRange(m)!)) if (after.cells.get(a)) restyled.set(a, after.cells.get(a)!);
  ops.push(...formatOps(restyled));
  const covered = coveredCells(after.merges);
  // Rows or columns the sheet grew by were never drawn: Excel holds them General, the model '@'
  // where they are empty or text. They get their number formats now, so that every cell of the
  // drawn area is as the model believes when a later write leaves its format alone.
  const grown = grownCells(before, after, covered);
  const kindChanged = (a: string) => numberFormatOf(before.cells.get(a)) !== numberFormatOf(after.cells.get(a));
  const valueCells = [...new Set([...changed.keys(), ...grown])].filter(
    (a) => !covered.has(a) && (grown.has(a) || forced(a) || cellValue(before.cells.get(a)?.value) !== cellValue(after.cells.get(a)?.value) || kindChanged(a)),
  );
  // Values go in a few blocks, each holding every merged area it touches whole (Excel refuses a
  // write to part of one): unchanged cells inside a block are written again as they are.
  // The number formats go along only where a cell's kind of value changed (an empty cell's too: the
  // number later written there must find the format the model says), or a cell was typed over.
  const redrawn = new Set(valueCells.filter(forced));
  const newKind = (a: string) => grown.has(a) || redrawn.has(a) || kindChanged(a);
  for (const block of valueBlocks(after, valueCells)) ops.push(...blockOps(after, block, covered, cellsIn(block).filter(newKind)));
  for (const a of changed.keys()) {
    const was = before.cells.get(a)?.input;
    const now = after.cells.get(a)?.input;
    if (!sameInput(was, now)) ops.push({ op: 'input', address: a, input: now ?? null });
  }
  return ops;
}

/** The cells of the rows and columns `after` has beyond `before`, less those under a merged area's top-left. */
function grownCells(before: Sheet, after: Sheet, covered: ReadonlySet<string>): Set<string> {
  const out = new Set<string>();
  for (let r = 1; r <= after.rowCount; r++)
    for (let c = r > before.rowCount ? 1 : before.colCount + 1; c <= after.colCount; c++) {
      const a = addr(r, c);
      if (!covered.has(a)) out.add(a);
    }
  return out;
}

type Box = RangeRef;
const boxArea = (b: Box) => (b.bottom - b.top + 1) * (b.right - b.left + 1);
const union = (a: Box, b: Box): Box => ({ top: Math.min(a.top, b.top), left: Math.min(a.left, b.left), bottom: Math.max(a.bottom, b.bottom), right: Math.max(a.right, b.right) });
const touches = (a: Box, b: Box) => a.left <= b.right && b.left <= a.right && a.top <= b.bottom && b.top <= a.bottom;

/** A write costs about as much as this many cells written for nothing: blocks join while it pays. */
const CELLS_PER_WRITE = 16;

/**
 * Rectangles that cover the changed cells in few writes: each cell's merged area to start with,
 * joined while the joined rectangle wastes fewer than CELLS_PER_WRITE cells, then grown until no
 * merged area is cut.
 */
export function valueBlocks(sheet: Sheet, cells: readonly string[]): Box[] {
  const areas = sheet.merges.map((m) => parseRange(m)!);
  let blocks: Box[] = cells.map((a) => {
    const p = parseAddr(a)!;
    return mergeAreaOf(sheet.merges, p.row, p.col) ?? { top: p.row, left: p.col, bottom: p.row, right: p.col };
  });
  const whole = (b: Box): Box => {
    let cur = b;
    for (let changed = true; changed; ) {
      changed = false;
      for (const m of areas)
        if (touches(m, cur) && !(m.top >= cur.top && m.left >= cur.left && m.bottom <= cur.bottom && m.right <= cur.right)) {
          cur = union(cur, m);
          changed = true;
        }
    }
    return cur;
  };
  for (let joined = true; joined; ) {
    joined = false;
    outer: for (let i = 0; i < blocks.length; i++)
      for (let j = i + 1; j < blocks.length; j++) {
        const u = whole(union(blocks[i]!, blocks[j]!));
        if (touches(blocks[i]!, blocks[j]!) || boxArea(u) <= boxArea(blocks[i]!) + boxArea(blocks[j]!) + CELLS_PER_WRITE) {
          blocks[i] = u;
          blocks.splice(j, 1);
          joined = true;
          break outer;
        }
      }
  }
  return blocks.map(whole);
}

function cellsIn(b: Box): string[] {
  const out: string[] = [];
  for (let r = b.top; r <= b.bottom; r++) for (let c = b.left; c <= b.right; c++) out.push(addr(r, c));
  return out;
}

/**
 * A block of values and the number formats that changed in it: with the block's own when most of
 * it changed kind, else in smaller blocks of their own ahead of it (a table's rows shifting turn a
 * few cells from empty to number in a block of hundreds).
 */
function blockOps(sheet: Sheet, b: Box, covered: ReadonlySet<string>, newKind: readonly string[]): DrawOp[] {
  if (newKind.length === 0) return [blockOp(sheet, b, covered, false)];
  const parts = valueBlocks(sheet, newKind);
  const partCells = parts.reduce((n, p) => n + boxArea(p), 0);
  if (partCells + CELLS_PER_WRITE * parts.length >= boxArea(b)) return [blockOp(sheet, b, covered, true)];
  const formats = parts.map((p): DrawOp => ({ op: 'numberFormat', range: boxAddr(p), numberFormat: grid(sheet, p, covered, numberFormatOf) }));
  return [...formats, blockOp(sheet, b, covered, false)];
}

function blockOp(sheet: Sheet, b: Box, covered: ReadonlySet<string>, withFormat: boolean): DrawOp {
  const values = grid(sheet, b, covered, (cell) => cellValue(cell?.value));
  return withFormat ? { op: 'values', range: boxAddr(b), values, numberFormat: grid(sheet, b, covered, numberFormatOf) } : { op: 'values', range: boxAddr(b), values };
}

/** One thing of each cell of a box, row by row (a cell under a merged area's top-left as empty). */
function grid<T>(sheet: Sheet, b: Box, covered: ReadonlySet<string>, of: (cell: Cell | undefined) => T): T[][] {
  const out: T[][] = [];
  for (let r = b.top; r <= b.bottom; r++) {
    const row: T[] = [];
    for (let c = b.left; c <= b.right; c++) {
      const a = addr(r, c);
      row.push(of(covered.has(a) ? undefined : sheet.cells.get(a)));
    }
    out.push(row);
  }
  return out;
}

const boxAddr = (b: Box): string => (b.top === b.bottom && b.left === b.right ? addr(b.top, b.left) : rangeAddr(b));

const FORMAT_KEYS: readonly (keyof FormatSpec)[] = ['fill', 'color', 'bold', 'italic', 'strike', 'size', 'hAlign', 'vAlign', 'wrap'];

/** Two formats draw the same (every property; no JSON on the click path). */
export function sameFormat(a: FormatSpec, b: FormatSpec): boolean {
  return FORMAT_KEYS.every((k) => a[k] === b[k]);
}
