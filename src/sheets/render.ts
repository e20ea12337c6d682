// renderSheets: the screen as a pure function of the state.
import { sameAction, type GameState, type Lang, type Message } from '../engine';
import { renderChronicle } from './chronicle';
import { renderExpedition } from './expedition';
import type { AdviceView, Cell, ReplayView, Sheet, SheetModel } from './model';
import { UI } from './palette';
import { renderSpace } from './space';

export interface RenderOptions {
  /** A refusal or load error to show in the text field instead of the state's own message. */
  readonly notice?: Message;
  /** A replay being watched: the choice menus show the replay's buttons (issue 14). */
  readonly replay?: ReplayView;
  /** Issue 15: the advisor's move: its reason in the hint field, its cell highlighted. */
  readonly advice?: AdviceView;
}

export function renderSheets(state: GameState, lang: Lang, opts: RenderOptions = {}): SheetModel {
  const advice = opts.advice;
  // the advice's reason takes the hint field's place until the next click
  const shown = advice ? { ...state, hint: advice.reason } : state;
  const space = renderSpace(shown, lang, opts.notice, opts.replay);
  const expedition = renderExpedition(shown, lang, opts.notice, opts.replay);
  return {
    sheets: {
      space: advice ? highlighted(space, advice) : space,
      expedition: advice ? highlighted(expedition, advice) : expedition,
      chronicle: renderChronicle(state, lang),
    },
    // R-GEN-06, R-LAND-04: from the landing order until leaving the planet, the expedition sheet.
    active: state.phase === 'landing' || state.phase === 'surface' ? 'expedition' : 'space',
  };
}

/**
 * The advised move's cells lit: its button, or the input cell a value is to be typed into. Fill
 * and weight only: a border of its own would change the lines it shares with merged neighbours
 * (a hex, a table row), which the host can only redraw by unmerging and merging them again,
 * twelve operations more for the advice and as many to take it away.
 */
function highlighted(sheet: Sheet, advice: AdviceView): Sheet {
  const a = advice.action;
  const lit = (c: Cell): boolean =>
    a.type === 'setInput' ? c.input?.field === a.field : !!c.action && c.action.type !== 'replay' && c.action.type !== 'advise' && sameAction(c.action, a);
  let cells: Map<string, Cell> | null = null;
  for (const [address, c] of sheet.cells) {
    if (!lit(c)) continue;
    cells ??= new Map(sheet.cells);
    cells.set(address, { ...c, style: { ...c.style, fill: UI.advice, bold: true } });
  }
  return cells ? { ...sheet, cells } : sheet;
}

/** The addresses of a sheet's highlighted cells (what the advisor says to click). */
export function advisedCells(sheet: Sheet): string[] {
  return [...sheet.cells].filter(([, c]) => c.style.fill === UI.advice).map(([address]) => address);
}
