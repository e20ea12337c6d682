// The sheet model: a worksheet as a grid of cells with values, formats, merges, sizes, and the
// Action a click on each button cell means. Hosts draw it; they never decide a rule.
import type { Action, InputField, Message } from '../engine';

export type BorderLine = 'thin' | 'medium' | 'thick' | 'double' | 'dotted';
export type Side = 'top' | 'bottom' | 'left' | 'right';
export type Borders = Partial<Record<Side, BorderLine>>;

export interface CellStyle {
  /** Background, '#RRGGBB'. */
  readonly fill?: string;
  /** Font colour, '#RRGGBB'. */
  readonly color?: string;
  readonly bold?: boolean;
  readonly italic?: boolean;
  readonly strike?: boolean;
  readonly align?: 'left' | 'center' | 'right';
  readonly valign?: 'top' | 'middle' | 'bottom';
  readonly wrap?: boolean;
  /** Font size in points (default 9). */
  readonly size?: number;
  readonly borders?: Borders;
  /** The cell holds a number or nothing (a chart's source, the unit tables' number columns): Excel keeps it General even while empty, so the number that fills it needs no format of its own. */
  readonly numbers?: boolean;
}

export type CellValue = string | number | null;

/** Issue 14: the replay's own buttons, handled by the session (the engine never sees them). */
export type ReplayMove = 'start' | 'back' | 'forward' | 'monthBack' | 'monthForward' | 'exit';
export interface ReplayAction {
  readonly type: 'replay';
  readonly move: ReplayMove;
}
/** Issue 15: the 'doradca' menu line: the session asks the heuristic player for its move. */
export interface AdviseAction {
  readonly type: 'advise';
}
/** A cell's click: a move of the game, a replay button, or the advisor. */
export type CellAction = Action | ReplayAction | AdviseAction;

/** The advisor's answer shown: the move (its cell highlighted) and its reason (in the hint field). */
export interface AdviceView {
  readonly action: Action;
  readonly reason: Message;
}

/** A replay being watched: the state shown is step `index` of `total` (drawn with the replay's menu). */
export interface ReplayView {
  readonly index: number;
  readonly total: number;
}

export interface Cell {
  readonly value: CellValue;
  readonly style: CellStyle;
  /** What a click on this cell does; absent = a dead cell. */
  readonly action?: CellAction;
  /** The whole text where the cell may show only part of it (shown on click or hover). */
  readonly note?: string;
  /** An unlocked cell the player types into, with the range its data validation allows. */
  readonly input?: CellInput;
}

export interface CellInput {
  readonly field: InputField;
  readonly min: number;
  readonly max: number;
  /** 1 = whole numbers, 0.5 = halves. */
  readonly step: number;
  /** Prompt and error text of the data validation, in the sheet's language. */
  readonly prompt: string;
  readonly error: string;
}

export const SHEET_IDS = ['space', 'expedition', 'chronicle'] as const;
export type SheetId = (typeof SHEET_IDS)[number];

export interface Sheet {
  readonly id: SheetId;
  /** The worksheet's name as the player sees it (the same in both languages, as in the original). */
  readonly name: string;
  readonly rowCount: number;
  readonly colCount: number;
  /** Column widths in Excel character units, index 0 = column A. */
  readonly colWidths: readonly number[];
  /** Row heights in points, index 0 = row 1. */
  readonly rowHeights: readonly number[];
  /** Non-empty cells by A1 address (a Map: a sheet holds some 2,000, looked up on every diff). */
  readonly cells: ReadonlyMap<string, Cell>;
  /** Merged ranges, 'A1:C2', top-left cell holds value, style and action. */
  readonly merges: readonly string[];
  /** The cell to select after drawing: the starship on the map (R-SPACE-10), or null. */
  readonly selection: string | null;
  /** Charts drawn from the sheet's own cells (issue 14 point 7): an Excel chart, an SVG in the browser. */
  readonly charts?: readonly ChartSpec[];
}

/**
 * A line chart of columns of the sheet: `data`'s first row names the series, the rows under it
 * are their values (a blank cell is a gap), `categories` labels the points; it stands over `anchor`.
 */
export interface ChartSpec {
  readonly name: string;
  readonly title: string;
  readonly data: string;
  readonly categories: string;
  readonly anchor: string;
}

export interface SheetModel {
  readonly sheets: Readonly<Record<SheetId, Sheet>>;
  /** The sheet the game is on now (R-GEN-06). */
  readonly active: SheetId;
}

export const SHEET_NAMES: Readonly<Record<SheetId, string>> = {
  space: 'przestrzeń kosmiczna',
  expedition: 'ekspedycja',
  chronicle: 'kronika',
};
