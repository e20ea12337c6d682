// The advisor's move made as a player makes it in the workbook: on the cell the sheets draw for it
// (its button, or the input cell a value is typed into). Used by the bench's played game and by
// the Excel host's whole-game test.
import { sameAction, type Action } from '../../src/engine';
import { advise } from '../../src/engine/bot/heuristic';
import { buttons, SHEET_NAMES, type SheetId, type SheetModel } from '../../src/sheets';
import type { ExcelHost } from '../../src/excel/host';
import type { FakeExcel } from '../fakes/excel';

/** Where the sheets let the player make `a`: its button, or the input cell of a value to type. */
export function cellFor(model: SheetModel, a: Action): { sheet: SheetId; address: string; typed?: string } | null {
  for (const sheet of ['expedition', 'space'] as const) {
    if (a.type === 'setInput') {
      for (const [address, c] of model.sheets[sheet].cells) if (c.input?.field === a.field) return { sheet, address, typed: String(a.raw) };
    } else {
      const b = buttons(model.sheets[sheet]).find((x) => x.action.type !== 'replay' && x.action.type !== 'advise' && sameAction(x.action as Action, a));
      if (b) return { sheet, address: b.address };
    }
  }
  return null;
}

/** Asks the advisor and makes its move in the workbook; returns the move (throws when no cell offers it). */
export async function clickAdvised(fake: FakeExcel, host: ExcelHost): Promise<Action> {
  const advice = advise(host.state!);
  const where = advice && cellFor(host.model!, advice.action);
  if (!advice || !where) throw new Error(`no cell for the advised ${JSON.stringify(advice?.action)}`);
  if (where.typed !== undefined) await fake.type(SHEET_NAMES[where.sheet], where.address, where.typed);
  else await fake.click(SHEET_NAMES[where.sheet], where.address);
  return advice.action;
}
