// Draws a Sheet as an HTML table: one <td> per cell (merged ranges as colspan/rowspan), the
// Excel column widths and row heights converted to pixels, and the same formats.
import { sheetChartSvg } from './chartSvg';
import { addr, parseAddr, parseRange, type Cell, type CellStyle, type Sheet, type SheetPatch } from '../sheets';

/** Excel width in characters → pixels (Calibri 11: 7 px a character plus 5 px padding). */
export const colPx = (chars: number): number => Math.round(chars * 7 + 5);
/** Points → pixels at 96 dpi. */
export const rowPx = (points: number): number => Math.round((points * 4) / 3);

const BORDER_CSS: Record<string, string> = {
  thin: '1px solid #000',
  medium: '2px solid #000',
  thick: '3px solid #000',
  double: '3px double #000',
  dotted: '1px dotted #000',
};

export function applyCellStyle(td: HTMLTableCellElement, cell: Cell | undefined): void {
  const s: CellStyle = cell?.style ?? {};
  const st = td.style;
  st.background = s.fill ?? '';
  st.color = s.color ?? '';
  st.fontWeight = s.bold ? 'bold' : '';
  st.fontStyle = s.italic ? 'italic' : '';
  st.textDecoration = s.strike ? 'line-through' : '';
  st.textAlign = s.align ?? (typeof cell?.value === 'number' ? 'right' : 'left');
  st.verticalAlign = s.valign === 'top' ? 'top' : s.valign === 'bottom' ? 'bottom' : 'middle';
  // like Excel's wrapped text: a line break in the value starts a new line
  st.whiteSpace = s.wrap ? 'pre-line' : 'nowrap';
  st.fontSize = `${s.size ?? 9}pt`;
  st.borderTop = BORDER_CSS[s.borders?.top ?? ''] ?? '';
  st.borderBottom = BORDER_CSS[s.borders?.bottom ?? ''] ?? '';
  st.borderLeft = BORDER_CSS[s.borders?.left ?? ''] ?? '';
  st.borderRight = BORDER_CSS[s.borders?.right ?? ''] ?? '';
  const v = cell?.value;
  td.textContent = v === null || v === undefined ? '' : String(v);
  td.title = cell?.note ?? cell?.input?.prompt ?? '';
  td.classList.toggle('button', Boolean(cell?.action));
  // buttons and input cells are reached with Tab and the arrow keys (issue 10 point 19)
  td.tabIndex = cell?.action || cell?.input ? 0 : -1;
}

export class HtmlSheet {
  readonly table: HTMLTableElement;
  private cellsByAddr = new Map<string, HTMLTableCellElement>();
  /** The SVG each chart shows now, by name. */
  private readonly chartSvg = new Map<string, string>();
  private sheet: Sheet;
  /** The input cell the keyboard types into (selected as in a spreadsheet), and its editor while editing. */
  private cursor: string | null = null;
  private editor: HTMLInputElement | null = null;

  constructor(
    sheet: Sheet,
    /** `repeat`: the second (or later) click of a double click, by the browser's click count. */
    private readonly onClick: (address: string, repeat: boolean) => void,
    /** A value typed into an input cell and committed (Enter, Tab or leaving the cell). */
    private readonly onInput: (address: string, raw: string) => void = () => undefined,
  ) {
    this.sheet = sheet;
    this.table = document.createElement('table');
    this.table.className = 'sheet';
    this.table.dataset.sheet = sheet.id;
    this.table.addEventListener('click', (e) => {
      const td = (e.target as HTMLElement).closest('td');
      const a = td?.dataset.address;
      if (!a || this.editor?.parentElement === td) return;
      if (this.sheet.cells.get(a)?.input) {
        // An input cell is selected like a spreadsheet cell: typing replaces its value, a double
        // click, F2 or Enter edits it.
        this.select(a);
        if (e.detail > 1) this.edit(false);
        return;
      }
      this.select(null);
      this.onClick(a, e.detail > 1);
    });
    this.table.addEventListener('keydown', (e) => this.key(e));
    // an input cell reached with the keyboard is selected as if clicked
    this.table.addEventListener('focusin', (e) => {
      const a = (e.target as HTMLElement).closest?.('td')?.dataset.address;
      if (a && a !== this.cursor && this.sheet.cells.get(a)?.input && !this.editor) this.select(a);
    });
    this.draw(sheet);
  }

  /** The input cell under the keyboard, if any. */
  get selectedInput(): string | null {
    return this.cursor;
  }

  private select(a: string | null): void {
    if (this.cursor) this.cellsByAddr.get(this.cursor)?.classList.remove('cursor');
    this.cursor = a;
    const td = a ? this.cellsByAddr.get(a) : undefined;
    td?.classList.add('cursor');
    td?.focus();
  }

  private key(e: KeyboardEvent): void {
    if (this.editor) return;
    const td = (e.target as HTMLElement).closest?.('td');
    const at = td?.dataset.address;
    if (at && (e.key === 'ArrowUp' || e.key === 'ArrowDown' || e.key === 'ArrowLeft' || e.key === 'ArrowRight')) {
      this.moveFocus(at, e.key);
      e.preventDefault();
      return;
    }
    if (at && this.sheet.cells.get(at)?.action && (e.key === 'Enter' || e.key === ' ')) {
      e.preventDefault();
      this.onClick(at, false);
      return;
    }
    if (!this.cursor) return;
    if (e.key === 'F2' || e.key === 'Enter') this.edit(false);
    else if (e.key === 'Backspace' || e.key === 'Delete') this.edit(true);
    else if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
      this.edit(true, e.key);
    } else return;
    e.preventDefault();
  }

  /** Moves the keyboard to the nearest button or input cell in the arrow's direction. */
  private moveFocus(from: string, key: string): void {
    const here = parseAddr(from);
    if (!here) return;
    const [dr, dc] = key === 'ArrowUp' ? [-1, 0] : key === 'ArrowDown' ? [1, 0] : key === 'ArrowLeft' ? [0, -1] : [0, 1];
    let best: { a: string; d: number } | null = null;
    for (const [a, cell] of this.sheet.cells) {
      if (a === from || !(cell.action || cell.input) || !this.cellsByAddr.has(a)) continue;
      const p = parseAddr(a)!;
      const along = (p.row - here.row) * dr + (p.col - here.col) * dc;
      if (along <= 0) continue;
      const across = Math.abs((p.row - here.row) * dc) + Math.abs((p.col - here.col) * dr);
      const d = along + 3 * across;
      if (!best || d < best.d) best = { a, d };
    }
    if (best) this.cellsByAddr.get(best.a)!.focus();
  }

  /** Opens the editor in the selected input cell: with its value, or empty (then `first` typed). */
  private edit(replace: boolean, first = ''): void {
    const a = this.cursor;
    const td = a ? this.cellsByAddr.get(a) : undefined;
    if (!a || !td || this.editor) return;
    const v = this.sheet.cells.get(a)?.value;
    const input = document.createElement('input');
    input.className = 'cell-editor';
    input.value = replace ? first : v === null || v === undefined ? '' : String(v);
    input.setAttribute('aria-label', this.sheet.cells.get(a)?.input?.prompt ?? '');
    let done = false;
    const close = (commit: boolean): void => {
      if (done) return;
      done = true;
      this.editor = null;
      input.remove();
      applyCellStyle(td, this.sheet.cells.get(a)); // the model's value until the game answers
      // without scrolling: leaving the cell by a click elsewhere would otherwise scroll the page
      // back to it between the press and the release, and that click would be lost
      td.focus({ preventScroll: true });
      if (commit) this.onInput(a, input.value);
    };
    input.addEventListener('keydown', (e) => {
      e.stopPropagation();
      if (e.key === 'Enter' || e.key === 'Tab') close(true);
      else if (e.key === 'Escape') close(false);
      else return;
      e.preventDefault();
    });
    input.addEventListener('blur', () => close(true));
    td.textContent = '';
    td.append(input);
    this.editor = input;
    input.focus();
    input.setSelectionRange(input.value.length, input.value.length);
  }

  /** Full drawing: used first and when merges or sizes change. */
  draw(sheet: Sheet): void {
    this.sheet = sheet;
    this.table.replaceChildren();
    this.cellsByAddr.clear();
    const colgroup = document.createElement('colgroup');
    for (const w of sheet.colWidths) {
      const col = document.createElement('col');
      col.style.width = `${colPx(w)}px`;
      colgroup.append(col);
    }
    this.table.append(colgroup);
    const covered = new Set<string>();
    const spans = new Map<string, { rows: number; cols: number }>();
    for (const m of sheet.merges) {
      const r = parseRange(m);
      if (!r) continue;
      spans.set(addr(r.top, r.left), { rows: r.bottom - r.top + 1, cols: r.right - r.left + 1 });
      for (let row = r.top; row <= r.bottom; row++)
        for (let col = r.left; col <= r.right; col++) if (row !== r.top || col !== r.left) covered.add(addr(row, col));
    }
    const body = document.createElement('tbody');
    for (let row = 1; row <= sheet.rowCount; row++) {
      const tr = document.createElement('tr');
      tr.style.height = `${rowPx(sheet.rowHeights[row - 1] ?? 15)}px`;
      for (let col = 1; col <= sheet.colCount; col++) {
        const a = addr(row, col);
        if (covered.has(a)) continue;
        const td = document.createElement('td');
        td.dataset.address = a;
        const span = spans.get(a);
        if (span) {
          td.rowSpan = span.rows;
          td.colSpan = span.cols;
        }
        applyCellStyle(td, sheet.cells.get(a));
        this.cellsByAddr.set(a, td);
        tr.append(td);
      }
      body.append(tr);
    }
    this.table.append(body);
    this.drawCharts();
    this.markSelection();
    const cursor = this.cursor && sheet.cells.get(this.cursor)?.input ? this.cursor : null;
    this.cursor = null;
    if (cursor) this.select(cursor);
  }

  /** Applies a diff; structural changes fall back to a full drawing. */
  apply(patch: SheetPatch, next: Sheet): void {
    const structural =
      patch.mergesAdded.length > 0 ||
      patch.mergesRemoved.length > 0 ||
      Object.keys(patch.colWidths).length > 0 ||
      Object.keys(patch.rowHeights).length > 0;
    if (structural) return this.draw(next);
    this.sheet = next;
    for (const [a, cell] of Object.entries(patch.cells)) {
      const td = this.cellsByAddr.get(a);
      if (!td) continue;
      applyCellStyle(td, cell ?? undefined);
      if (a === this.cursor && !cell?.input) this.select(null);
      else if (a === this.cursor) td.classList.add('cursor');
    }
    if (patch.selection !== undefined) this.markSelection();
    this.drawCharts();
  }

  /** Issue 14 point 7: each chart as SVG in the merged cell it stands over, drawn again from the cells. */
  private drawCharts(): void {
    for (const spec of this.sheet.charts ?? []) {
      const r = parseRange(spec.anchor);
      const td = r ? this.cellsByAddr.get(addr(r.top, r.left)) : undefined;
      if (!r || !td) continue;
      let width = 0;
      let height = 0;
      for (let col = r.left; col <= r.right; col++) width += colPx(this.sheet.colWidths[col - 1] ?? 8.43);
      for (let row = r.top; row <= r.bottom; row++) height += rowPx(this.sheet.rowHeights[row - 1] ?? 15);
      // the cell's own padding and border stay inside its box; most clicks change nothing in it
      const svg = sheetChartSvg(this.sheet, spec, { width: width - 4, height: height - 4 });
      if (td.dataset.chart === spec.name && this.chartSvg.get(spec.name) === svg && td.firstElementChild) continue;
      td.innerHTML = svg;
      this.chartSvg.set(spec.name, svg);
      td.classList.add('chart-cell');
      td.dataset.chart = spec.name;
    }
  }

  /** The starship is the selected field (R-SPACE-10): outline it like Excel's selection. */
  private markSelection(): void {
    for (const td of this.table.querySelectorAll('td.selected')) td.classList.remove('selected');
    if (this.sheet.selection) this.cellsByAddr.get(this.sheet.selection)?.classList.add('selected');
  }
}
