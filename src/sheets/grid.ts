// A small builder that layouts use to fill a Sheet: cells, merges, boxes. Rows and columns are
// 1-based as in Excel.
import type { Action } from '../engine';
import { addr, parseAddr, rangeAddr } from './address';
import type { Borders, Cell, CellInput, CellStyle, CellValue, Sheet, SheetId } from './model';
import { SHEET_NAMES } from './model';

export class GridBuilder {
  private readonly cells = new Map<string, Cell>();
  private readonly merges: string[] = [];
  private selection: string | null = null;
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
  set(row: number, col: number, value: CellValue, style: CellStyle = {}, action?: Action, note?: string): this {
    const a = addr(row, col);
    const old = this.cells.get(a);
    // one object a cell (this runs some 5,000 times a render)
    const cell: { value: CellValue; style: CellStyle; action?: Action; note?: string } = { value, style: old ? mergeStyle(old.style, style) : { ...style } };
    const act = action ?? old?.action;
    if (act) cell.action = act;
    if (note !== undefined) cell.note = note;
    this.cells.set(a, cell);
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
  merge(top: number, left: number, bottom: number, right: number, value: CellValue, style: CellStyle = {}, action?: Action, note?: string): this {
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
      const [a, b] = m.split(':');
      const tl = parseAddr(a!)!;
      const br = parseAddr(b!)!;
      const right = this.cells.get(addr(tl.row, br.col))?.style.borders?.right;
      const bottom = this.cells.get(addr(br.row, tl.col))?.style.borders?.bottom;
      const borders: Borders = { ...(right ? { right } : {}), ...(bottom ? { bottom } : {}) };
      if (right || bottom) this.style(tl.row, tl.col, { borders });
    }
  }

  /** Makes a cell an input cell (unlocked, validated). */
  input(row: number, col: number, input: CellInput): this {
    const a = addr(row, col);
    const old = this.cells.get(a) ?? { value: null, style: {} };
    this.cells.set(a, { ...old, input });
    return this;
  }

  select(row: number, col: number): this {
    this.selection = addr(row, col);
    return this;
  }

  build(): Sheet {
    this.outlineMerges();
    const cells: Record<string, Cell> = {};
    for (const [a, c] of this.cells) cells[a] = c;
    return {
      id: this.id,
      name: SHEET_NAMES[this.id],
      rowCount: this.rowHeights.length,
      colCount: this.colWidths.length,
      colWidths: this.colWidths,
      rowHeights: this.rowHeights,
      cells,
      merges: this.merges,
      selection: this.selection,
    };
  }
}

function mergeStyle(a: CellStyle, b: CellStyle): CellStyle {
  const out = { ...a, ...b };
  if (a.borders) out.borders = b.borders ? { ...a.borders, ...b.borders } : a.borders;
  return out;
}
