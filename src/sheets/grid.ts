// A small builder that layouts use to fill a Sheet: cells, merges, boxes. Rows and columns are
// 1-based as in Excel.
import { addr, parseAddr, rangeAddr } from './address';
import type { Borders, Cell, CellAction, CellInput, CellStyle, CellValue, Sheet, SheetId } from './model';
import { SHEET_NAMES } from './model';

/** What one part of a sheet wrote: each cell it touched with the cell that was there before. */
interface PartRecord {
  readonly key: string;
  readonly cells: readonly (readonly [string, Cell | undefined, Cell])[];
  readonly merges: readonly string[];
  readonly heights: readonly (readonly [number, number])[];
  readonly selection?: string;
}

/** A merge's top-left cell → the same cell with the merge's outline (see outlineMerges). */
const OUTLINED = new WeakMap<Cell, { right: string | undefined; bottom: string | undefined; cell: Cell }>();

/** The last drawing of each part, by sheet and part name (one entry a part: bounded). */
const PARTS = new Map<string, PartRecord>();
let partsOn = true;

/** Switches the reuse of parts off (tests compare the drawing with and without it). */
export function reuseParts(on: boolean): void {
  partsOn = on;
  PARTS.clear();
}

export class GridBuilder {
  private readonly cells = new Map<string, Cell>();
  private readonly merges: string[] = [];
  private selection: string | null = null;
  /** The cells touched by the part being drawn, with what was there before (see part). */
  private touched: Map<string, Cell | undefined> | null = null;
  private readonly rowHeights: number[];

  constructor(
    private readonly id: SheetId,
    private readonly colWidths: readonly number[],
    rowCount: number,
    defaultRowHeight: number,
  ) {
    this.rowHeights = Array.from({ length: rowCount }, () => defaultRowHeight);
  }

  rowHeight(row: number, points: number): this {
    this.rowHeights[row - 1] = points;
    return this;
  }

  /** Sets a cell's value, style (merged over what is there) and action. */
  set(row: number, col: number, value: CellValue, style: CellStyle = {}, action?: CellAction, note?: string): this {
    const a = addr(row, col);
    const old = this.cells.get(a);
    // one object a cell (this runs some 5,000 times a render). Styles are never changed once
    // made, so a cell's first style is taken as it is, shared with every cell drawn alike.
    const cell: { value: CellValue; style: CellStyle; action?: CellAction; note?: string } = { value, style: old ? mergeStyle(old.style, style) : style };
    const act = action ?? old?.action;
    if (act) cell.action = act;
    if (note !== undefined) cell.note = note;
    this.put(a, old, cell);
    return this;
  }

  /** Adds style to a cell without touching its value. */
  style(row: number, col: number, style: CellStyle): this {
    const old = this.cells.get(addr(row, col));
    return this.set(row, col, old?.value ?? null, style, old?.action, old?.note);
  }

  /** Styles every cell of a rectangle. */
  area(top: number, left: number, bottom: number, right: number, style: CellStyle): this {
    for (let r = top; r <= bottom; r++) for (let c = left; c <= right; c++) this.style(r, c, style);
    return this;
  }

  /** Merges a rectangle; the value, style and action go to its top-left cell. */
  merge(top: number, left: number, bottom: number, right: number, value: CellValue, style: CellStyle = {}, action?: CellAction, note?: string): this {
    if (bottom > top || right > left) this.merges.push(rangeAddr({ top, left, bottom, right }));
    this.area(top, left, bottom, right, { ...(style.fill ? { fill: style.fill } : {}) });
    this.set(top, left, value, style, action, note);
    return this;
  }

  /** Draws an outline around a rectangle. */
  box(top: number, left: number, bottom: number, right: number, line: Borders['top'] = 'thin'): this {
    for (let c = left; c <= right; c++) {
      this.style(top, c, { borders: { top: line } });
      this.style(bottom, c, { borders: { bottom: line } });
    }
    for (let r = top; r <= bottom; r++) {
      this.style(r, left, { borders: { left: line } });
      this.style(r, right, { borders: { right: line } });
    }
    return this;
  }

  /** Thin lines around every cell of a rectangle. */
  grid(top: number, left: number, bottom: number, right: number, line: Borders['top'] = 'thin'): this {
    const all: Borders = { top: line, bottom: line, left: line, right: line };
    return this.area(top, left, bottom, right, { borders: all });
  }

  /**
   * A merged range is drawn as one cell: its top-left cell takes the right border of the
   * top-right cell and the bottom border of the bottom-left cell, so every host can draw the
   * whole outline from the top-left cell's style.
   */
  private outlineMerges(): void {
    for (const m of this.merges) {
      const { tl, tr, bl, row, col } = corners(m);
      const right = this.cells.get(tr)?.style.borders?.right;
      const bottom = this.cells.get(bl)?.style.borders?.bottom;
      if (!right && !bottom) continue;
      const cell = this.cells.get(tl);
      // the same top-left cell with the same outline as last time: the same outlined object
      const done = cell && OUTLINED.get(cell);
      if (done && done.right === right && done.bottom === bottom) {
        this.cells.set(tl, done.cell);
        continue;
      }
      const borders: Borders = { ...(right ? { right } : {}), ...(bottom ? { bottom } : {}) };
      this.style(row, col, { borders });
      if (cell) OUTLINED.set(cell, { right, bottom, cell: this.cells.get(tl)! });
    }
  }

  /**
   * Draws a part of the sheet that is a pure function of `key`. When the part was drawn with the
   * same key last time, over the same cells, its cells are the very objects of that drawing, so a
   * diff skips them by reference and nothing is built again. `draw` must read nothing but what
   * the key holds.
   */
  part(name: string, key: string, draw: () => void): this {
    const id = `${this.id}/${name}`;
    const last = partsOn ? PARTS.get(id) : undefined;
    if (last && last.key === key && last.cells.every(([a, before]) => this.cells.get(a) === before)) {
      for (const [a, , cell] of last.cells) this.cells.set(a, cell);
      this.merges.push(...last.merges);
      for (const [i, h] of last.heights) this.rowHeights[i] = h;
      if (last.selection !== undefined) this.selection = last.selection;
      return this;
    }
    const touched = new Map<string, Cell | undefined>();
    this.touched = touched;
    const mergesAt = this.merges.length;
    const heights = this.rowHeights.slice();
    const selection = this.selection;
    try {
      draw();
    } finally {
      this.touched = null;
    }
    if (!partsOn) return this;
    const cells: [string, Cell | undefined, Cell][] = [];
    for (const [a, before] of touched) cells.push([a, before, this.cells.get(a)!]);
    const changed: [number, number][] = [];
    this.rowHeights.forEach((h, i) => {
      if (heights[i] !== h) changed.push([i, h]);
    });
    PARTS.set(id, { key, cells, merges: this.merges.slice(mergesAt), heights: changed, ...(this.selection !== selection && this.selection ? { selection: this.selection } : {}) });
    return this;
  }

  /** Writes a cell; while a part is drawn, remembers what each touched cell was before it. */
  private put(a: string, old: Cell | undefined, cell: Cell): void {
    if (this.touched && !this.touched.has(a)) this.touched.set(a, old);
    this.cells.set(a, cell);
  }

  /** Makes a cell an input cell (unlocked, validated). */
  input(row: number, col: number, input: CellInput): this {
    const a = addr(row, col);
    const old = this.cells.get(a);
    this.put(a, old, { ...(old ?? { value: null, style: {} }), input });
    return this;
  }

  select(row: number, col: number): this {
    this.selection = addr(row, col);
    return this;
  }

  build(): Sheet {
    this.outlineMerges();
    return {
      id: this.id,
      name: SHEET_NAMES[this.id],
      rowCount: this.rowHeights.length,
      colCount: this.colWidths.length,
      colWidths: this.colWidths,
      rowHeights: this.rowHeights,
      cells: this.cells,
      merges: this.merges,
      selection: this.selection,
    };
  }
}

/** A merged range's top-left, top-right and bottom-left cells (the set of ranges a layout merges is small and fixed). */
const CORNERS = new Map<string, { tl: string; tr: string; bl: string; row: number; col: number }>();
function corners(m: string): { tl: string; tr: string; bl: string; row: number; col: number } {
  let c = CORNERS.get(m);
  if (!c) {
    const [from, to] = m.split(':');
    const tl = parseAddr(from!)!;
    const br = parseAddr(to!)!;
    c = { tl: addr(tl.row, tl.col), tr: addr(tl.row, br.col), bl: addr(br.row, tl.col), row: tl.row, col: tl.col };
    CORNERS.set(m, c);
  }
  return c;
}

function mergeStyle(a: CellStyle, b: CellStyle): CellStyle {
  const out = { ...a, ...b };
  if (a.borders) out.borders = b.borders ? { ...a.borders, ...b.borders } : a.borders;
  return out;
}
