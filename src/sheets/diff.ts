// diff(before, after): what a host must change to turn one drawing into the next. Cells compare
// by content; a cell that disappears is cleared (value and format).
import type { Borders, Cell, CellInput, CellStyle, Sheet, SheetId, SheetModel } from './model';
import { SHEET_IDS } from './model';

export interface SheetPatch {
  readonly id: SheetId;
  /** Changed cells; null = clear the cell. */
  readonly cells: Readonly<Record<string, Cell | null>>;
  readonly mergesAdded: readonly string[];
  readonly mergesRemoved: readonly string[];
  /** Column index (0-based) → new width, and row index → new height. */
  readonly colWidths: Readonly<Record<number, number>>;
  readonly rowHeights: Readonly<Record<number, number>>;
  /** Set when the selection moved. */
  readonly selection?: string | null;
}

export interface ModelPatch {
  readonly sheets: Readonly<Record<SheetId, SheetPatch>>;
  /** Set when the active sheet changed. */
  readonly active?: SheetId;
}

/** Two cells draw the same: compared field by field (reference first). */
export function sameCell(a: Cell | undefined, b: Cell | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return (
    a.value === b.value &&
    a.note === b.note &&
    sameStyle(a.style, b.style) &&
    (a.action === b.action || JSON.stringify(a.action) === JSON.stringify(b.action)) &&
    sameInput(a.input, b.input)
  );
}

/** Two input cells take the same values with the same texts. */
export function sameInput(a: CellInput | undefined, b: CellInput | undefined): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function sameStyle(a: CellStyle, b: CellStyle): boolean {
  if (a === b) return true;
  return (
    a.fill === b.fill &&
    a.color === b.color &&
    a.bold === b.bold &&
    a.italic === b.italic &&
    a.strike === b.strike &&
    a.align === b.align &&
    a.valign === b.valign &&
    a.wrap === b.wrap &&
    a.size === b.size &&
    a.numbers === b.numbers &&
    sameBorders(a.borders, b.borders)
  );
}

function sameBorders(a: Borders | undefined, b: Borders | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return isEmpty((a ?? b)!);
  return a.top === b.top && a.bottom === b.bottom && a.left === b.left && a.right === b.right;
}

const isEmpty = (x: Borders): boolean => !x.top && !x.bottom && !x.left && !x.right;

export function diffSheet(before: Sheet, after: Sheet): SheetPatch {
  const cells: Record<string, Cell | null> = {};
  for (const [a, c] of after.cells) if (!sameCell(before.cells.get(a), c)) cells[a] = c;
  for (const a of before.cells.keys()) if (!after.cells.has(a)) cells[a] = null;
  const old = new Set(before.merges);
  const now = new Set(after.merges);
  const sizes = (x: readonly number[], y: readonly number[]): Record<number, number> => {
    const out: Record<number, number> = {};
    y.forEach((v, i) => {
      if (x[i] !== v) out[i] = v;
    });
    return out;
  };
  return {
    id: after.id,
    cells,
    mergesAdded: after.merges.filter((m) => !old.has(m)),
    mergesRemoved: before.merges.filter((m) => !now.has(m)),
    colWidths: sizes(before.colWidths, after.colWidths),
    rowHeights: sizes(before.rowHeights, after.rowHeights),
    ...(before.selection !== after.selection ? { selection: after.selection } : {}),
  };
}

export function diff(before: SheetModel, after: SheetModel): ModelPatch {
  const sheets = Object.fromEntries(SHEET_IDS.map((id) => [id, diffSheet(before.sheets[id], after.sheets[id])])) as Record<SheetId, SheetPatch>;
  return { sheets, ...(before.active !== after.active ? { active: after.active } : {}) };
}

export function isEmptyPatch(p: SheetPatch): boolean {
  return (
    Object.keys(p.cells).length === 0 &&
    p.mergesAdded.length === 0 &&
    p.mergesRemoved.length === 0 &&
    Object.keys(p.colWidths).length === 0 &&
    Object.keys(p.rowHeights).length === 0 &&
    p.selection === undefined
  );
}
