// A game as an .xlsx file (exceljs): both worksheets drawn from the sheet model, protected with
// the input cells unlocked and validated, and the very hidden state sheet in the same layout the
// Excel add-in writes, so the add-in and the browser edition resume it.
import * as ExcelJSTypes from 'exceljs';
import { deserialize, serialize, type GameState, type Lang, type Message } from '../engine';
import { addr, edgeMap, PRINT, printArea, renderSheets, SHEET_IDS, type BorderLine, type Sheet } from '../sheets';
import { decodeStateSheet, encodeStateSheet, STATE_ROWS, STATE_SHEET, stateSheetProblem, type Cells } from '../workbook/stateLayout';

// exceljs is large: the browser edition loads this whole module on demand (import()).
const ExcelJS = ExcelJSTypes;

const argb = (hex: string): string => `FF${hex.replace('#', '').toUpperCase()}`;

function drawSheet(wb: ExcelJSTypes.Workbook, sheet: Sheet): void {
  const ws = wb.addWorksheet(sheet.name, {
    views: [{ showGridLines: false }],
    // one landscape page per sheet, the drawn part only (issue 10 point 20)
    pageSetup: {
      orientation: PRINT.orientation,
      fitToPage: true,
      fitToWidth: PRINT.pagesWide,
      fitToHeight: PRINT.pagesTall,
      printArea: printArea(sheet),
      horizontalCentered: true,
      margins: { left: 0.3, right: 0.3, top: 0.4, bottom: 0.4, header: 0.2, footer: 0.2 },
    },
  });
  ws.columns = sheet.colWidths.map((width) => ({ width }));
  sheet.rowHeights.forEach((h, i) => (ws.getRow(i + 1).height = h));
  for (const [a, c] of [...sheet.cells]) {
    const cell = ws.getCell(a);
    const s = c.style;
    if (c.value !== null) cell.value = c.value;
    if (typeof c.value === 'string') cell.numFmt = '@';
    cell.font = { name: 'Calibri', size: s.size ?? 9, bold: !!s.bold, italic: !!s.italic, strike: !!s.strike, color: { argb: argb(s.color ?? '#000000') } };
    if (s.fill) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(s.fill) } };
    cell.alignment = {
      horizontal: s.align ?? (typeof c.value === 'number' ? 'right' : 'left'),
      vertical: s.valign === 'top' ? 'top' : s.valign === 'bottom' ? 'bottom' : 'middle',
      wrapText: !!s.wrap,
    };
    if (c.input) {
      cell.protection = { locked: false };
      cell.dataValidation = {
        type: c.input.step === 1 ? 'whole' : 'decimal',
        operator: 'between',
        allowBlank: false,
        formulae: [c.input.min, c.input.max],
        showInputMessage: true,
        prompt: c.input.prompt,
        showErrorMessage: true,
        errorStyle: 'error',
        error: c.input.error,
      };
    }
  }
  // Borders are lines: a line under a row is the bottom of the cell above and the top of the cell below.
  const style: Record<BorderLine, ExcelJSTypes.BorderStyle> = { thin: 'thin', medium: 'medium', thick: 'thick', double: 'double', dotted: 'dotted' };
  for (const [k, line] of edgeMap(sheet)) {
    const [kind, a, b] = k.split(':');
    const n = Number(a);
    const m = Number(b);
    const edge = { style: style[line], color: { argb: 'FF000000' } };
    const sides: [number, number, 'top' | 'bottom' | 'left' | 'right'][] =
      kind === 'h' ? [[n, m, 'bottom'], [n + 1, m, 'top']] : [[n, m, 'right'], [n, m + 1, 'left']];
    for (const [row, col, side] of sides) {
      if (row < 1 || col < 1 || row > sheet.rowCount || col > sheet.colCount) continue;
      const cell = ws.getCell(addr(row, col));
      cell.border = { ...cell.border, [side]: edge };
    }
  }
  for (const m of sheet.merges) ws.mergeCells(m);
}

/** The workbook of a game: both sheets and the state, with `backup` as the previous good state. */
export async function gameWorkbook(state: GameState, lang: Lang, backup: string | null = null): Promise<ExcelJSTypes.Workbook> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Odkrywcy Nowych Światów';
  const model = renderSheets(state, lang);
  for (const id of SHEET_IDS) drawSheet(wb, model.sheets[id]);
  for (const ws of wb.worksheets)
    await ws.protect('', { selectLockedCells: true, selectUnlockedCells: true, formatCells: false, formatColumns: false, formatRows: false });
  const st = wb.addWorksheet(STATE_SHEET);
  st.state = 'veryHidden';
  encodeStateSheet({ current: serialize(state), backup, lang }).forEach((row, i) =>
    row.forEach((v, j) => {
      const cell = st.getCell(i + 1, j + 1);
      cell.numFmt = '@';
      cell.value = v;
    }),
  );
  wb.views = [{ x: 0, y: 0, width: 20000, height: 12000, firstSheet: 0, activeTab: 0, visibility: 'visible' }];
  return wb;
}

export async function exportXlsx(state: GameState, lang: Lang, backup: string | null = null): Promise<Uint8Array> {
  const wb = await gameWorkbook(state, lang, backup);
  return new Uint8Array(await wb.xlsx.writeBuffer());
}

export type ImportResult = { ok: true; state: GameState; lang: Lang } | { ok: false; error: Message };

/** Reads the game back from a workbook made by this add-in (or saved by Excel after playing). */
export async function importXlsx(data: ArrayBuffer | Uint8Array): Promise<ImportResult> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load((data instanceof Uint8Array ? data : new Uint8Array(data)) as never);
  } catch (e) {
    return { ok: false, error: { key: 'import.notXlsx' } };
  }
  const ws = wb.getWorksheet(STATE_SHEET);
  if (!ws) return { ok: false, error: { key: 'import.noGame' } };
  const cells: Cells = [];
  for (let r = 1; r <= STATE_ROWS; r++) {
    const row = ws.getRow(r);
    cells.push([1, 2].map((c) => {
      const v = row.getCell(c).value;
      return typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? v : v === null || v === undefined ? '' : String(v);
    }));
  }
  const d = decodeStateSheet(cells);
  if (!d.found) return { ok: false, error: { key: 'import.noGame' } };
  if (d.foreign) return { ok: false, error: { key: 'load.foreign', params: { detail: d.foreign } } };
  if (!d.state.ok) return { ok: false, error: stateSheetProblem(d.state.reason) };
  const r = deserialize(d.state.text);
  return r.ok ? { ok: true, state: r.state, lang: d.lang } : { ok: false, error: r.error };
}
