// Turns draw operations into Office.js calls on one worksheet. Queues only: the caller syncs.
import type { BorderLine } from '../sheets';
import { checksum } from '../workbook/stateLayout';
import type { DrawOp, FormatSpec } from './plan';

const LINE: Readonly<Record<BorderLine, { style: 'Continuous' | 'Dot' | 'Double'; weight: 'Thin' | 'Medium' | 'Thick' }>> = {
  thin: { style: 'Continuous', weight: 'Thin' },
  medium: { style: 'Continuous', weight: 'Medium' },
  thick: { style: 'Continuous', weight: 'Thick' },
  double: { style: 'Double', weight: 'Thick' },
  dotted: { style: 'Dot', weight: 'Thin' },
};

export const FONT = 'Calibri';

/** Turns a cell format into the name of a workbook style that carries it. */
export type StyleOf = (format: FormatSpec) => string;

/** The workbook style for a format: one name per distinct format, the same in every workbook. */
export function styleName(f: FormatSpec): string {
  return `odkrywcy-${checksum(JSON.stringify(f)).slice(1)}`;
}

/**
 * Workbook styles (ExcelApi 1.7) for the formats of a batch: a style missing from `known`
 * (lower-case names) is created in the same batch, with its font, fill and alignment and without
 * borders, number format or protection, so applying it leaves those to the other operations.
 */
export function styleBook(ctx: Excel.RequestContext, known: Set<string>): StyleOf {
  return (f) => {
    const name = styleName(f);
    if (known.has(name)) return name;
    ctx.workbook.styles.add(name);
    const st = ctx.workbook.styles.getItem(name);
    st.set({
      includeFont: true,
      includePatterns: true,
      includeAlignment: true,
      includeBorder: false,
      includeNumber: false,
      includeProtection: false,
      font: { name: FONT, color: f.color, bold: f.bold, italic: f.italic, strikethrough: f.strike, size: f.size },
      ...(f.fill ? { fill: { color: f.fill } } : {}),
      horizontalAlignment: f.hAlign,
      verticalAlignment: f.vAlign,
      wrapText: f.wrap,
    });
    if (!f.fill) st.fill.clear();
    known.add(name);
    return name;
  };
}

export function applyOps(ws: Excel.Worksheet, ops: readonly DrawOp[], styleOf?: StyleOf): void {
  for (const op of ops) {
    switch (op.op) {
      case 'clear': {
        const r = ws.getRange(op.range);
        r.clear('All');
        r.dataValidation.clear();
        break;
      }
      case 'unmerge':
        ws.getRange(op.range).unmerge();
        break;
      case 'merge':
        ws.getRange(op.range).merge(false);
        break;
      case 'columnWidth':
        ws.getRanges(op.areas).format.columnWidth = op.points;
        break;
      case 'rowHeight':
        ws.getRanges(op.areas).format.rowHeight = op.points;
        break;
      case 'format': {
        if (styleOf) {
          // one operation a group: the workbook style that carries the whole format
          ws.getRanges(op.areas).style = styleOf(op.format);
          break;
        }
        const f = ws.getRanges(op.areas).format;
        const s = op.format;
        if (s.fill) f.fill.color = s.fill;
        else f.fill.clear();
        f.font.name = FONT;
        f.font.color = s.color;
        f.font.bold = s.bold;
        f.font.italic = s.italic;
        f.font.strikethrough = s.strike;
        f.font.size = s.size;
        f.horizontalAlignment = s.hAlign;
        f.verticalAlignment = s.vAlign;
        f.wrapText = s.wrap;
        break;
      }
      case 'border': {
        const b = ws.getRanges(op.areas).format.borders.getItem(op.edge);
        // Style and weight: a new line is black (Automatic) already, and the game draws no other colour.
        if (op.line) b.set({ style: LINE[op.line].style, weight: LINE[op.line].weight });
        else b.style = 'None';
        break;
      }
      case 'numberFormat':
        ws.getRange(op.range).numberFormat = op.numberFormat;
        break;
      case 'values': {
        const r = ws.getRange(op.range);
        if (op.numberFormat) r.numberFormat = op.numberFormat;
        r.values = op.values;
        break;
      }
      case 'input': {
        const r = ws.getRange(op.address);
        r.dataValidation.clear();
        if (!op.input) {
          r.format.protection.locked = true;
          break;
        }
        const i = op.input;
        r.format.protection.locked = false;
        const limits = { formula1: i.min, formula2: i.max, operator: 'Between' as const };
        r.dataValidation.rule = i.step === 1 ? { wholeNumber: limits } : { decimal: limits };
        r.dataValidation.prompt = { showPrompt: true, title: '', message: i.prompt };
        r.dataValidation.errorAlert = { showAlert: true, style: 'Stop', title: '', message: i.error };
        break;
      }
    }
  }
}

/** Protection that keeps every cell selectable (clicks are the game's input) but nothing editable except unlocked input cells. */
export const PROTECTION: Excel.WorksheetProtectionOptions = {
  allowAutoFilter: false,
  allowDeleteColumns: false,
  allowDeleteRows: false,
  allowEditObjects: false,
  allowEditScenarios: false,
  allowFormatCells: false,
  allowFormatColumns: false,
  allowFormatRows: false,
  allowInsertColumns: false,
  allowInsertHyperlinks: false,
  allowInsertRows: false,
  allowPivotTables: false,
  allowSort: false,
  selectionMode: 'Normal',
};
