// The clicks of a whole 30-month game as a player following the advisor makes them, through the
// Excel host on the fake workbook: loading in orbit, landing, the surface, meetings, hits. The
// random clicks of excelBench.ts mostly stay in space (300 clicks rarely reach a planet), so this
// is what a click costs in play. Each advised move is made on the cell the sheets draw for it
// (a value to type is typed into its input cell).
import { sameAction, type Action } from '../src/engine';
import { advise } from '../src/engine/bot/heuristic';
import { buttons, SHEET_NAMES, type SheetId, type SheetModel } from '../src/sheets';
import { FakeExcel } from '../test/fakes/excel';
import { makeHost } from '../test/support/excelHarness';

export interface ClickCost {
  readonly syncs: number;
  readonly ops: number;
  readonly bytes: number;
  readonly groups: number;
  readonly action: Action['type'];
}

/** Where the sheets let the player make `a`: its button, or the input cell of a value to type. */
function cellFor(model: SheetModel, a: Action): { sheet: SheetId; address: string; typed?: string } | null {
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

/** One game, seed `seed`, played to its end (or `maxClicks`); `groups` counts a click's changed style groups. */
export async function playedClicks(seed: number, groups: (before: SheetModel, after: SheetModel) => number, maxClicks = 3000): Promise<ClickCost[]> {
  const fake = new FakeExcel();
  const { host } = makeHost(fake, seed);
  await host.open();
  const out: ClickCost[] = [];
  while (out.length < maxClicks && host.state && host.state.phase !== 'ended') {
    const advice = advise(host.state);
    const where = advice && cellFor(host.model!, advice.action);
    if (!advice || !where) throw new Error(`no cell for the advised ${JSON.stringify(advice?.action)} at click ${out.length}`);
    const before = host.model!;
    const from = fake.syncs.length;
    if (where.typed !== undefined) await fake.type(SHEET_NAMES[where.sheet], where.address, where.typed);
    else await fake.click(SHEET_NAMES[where.sheet], where.address);
    const mine = fake.syncs.slice(from);
    out.push({ syncs: mine.length, ops: mine.reduce((s, x) => s + x.ops, 0), bytes: mine.reduce((s, x) => s + x.bytes, 0), groups: groups(before, host.model!), action: advice.action.type });
  }
  if (host.state?.phase !== 'ended') throw new Error(`the game did not end in ${maxClicks} clicks`);
  return out;
}
