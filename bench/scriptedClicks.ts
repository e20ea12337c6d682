// The bench's scripted clicks (excelBench.ts) and what each costs, shared with the test that holds
// the Excel targets of issue 9 (test/excel/clickBudget.test.ts): random buttons of the active or
// the other sheet through the Excel host on the fake workbook, a new game or campaign taken 1 time
// in 20 it is offered.
import { startsGame, type Action, type GameState } from '../src/engine';
import { Dice } from '../src/engine/rng';
import { buttons, diff, SHEET_IDS, SHEET_NAMES, type SheetId, type SheetModel } from '../src/sheets';
import { planDiff, type DrawOp } from '../src/excel/plan';
import { FakeExcel, type SyncRecord } from '../test/fakes/excel';
import { makeHost } from '../test/support/excelHarness';

export interface ClickCost {
  readonly syncs: number;
  readonly ops: number;
  readonly bytes: number;
  /** Distinct cell formats among the cells whose format changed (styleGroups). */
  readonly groups: number;
}

export interface ScriptedClick extends ClickCost {
  /** A click that starts a game or a campaign's voyage: both sheets drawn anew. */
  readonly start: boolean;
  /** The state before the click and its action (the replay's and the advisor's buttons are the session's: null). */
  readonly played: { readonly state: GameState; readonly action: Action } | null;
}

/** Issue 9: a click's operations are within 1.5 × its changed style groups + 12. */
export const opsOverBudget = (c: ClickCost): number => c.ops - (1.5 * c.groups + 12);

/** The game of seed 2026 opened, then `clicks` scripted clicks; the first drawing's round trips too. */
export async function scriptedClicks(clicks: number): Promise<{ firstDraw: readonly SyncRecord[]; clicks: ScriptedClick[]; ms: number }> {
  const fake = new FakeExcel();
  const { host } = makeHost(fake, 2026);
  const t0 = performance.now();
  await host.open();
  const firstDraw = fake.syncs.slice();
  const chooser = new Dice([7, 11, 13, 17]);
  const out: ScriptedClick[] = [];
  const sheetIds: SheetId[] = ['space', 'expedition'];
  for (let i = 0; i < clicks; i++) {
    const sheet = sheetIds[chooser.int(0, 1)]!;
    // A new game or campaign is a rare click in play (one of 20 offered is taken), as the sheets are drawn anew.
    const all = buttons(host.model!.sheets[sheet]).filter((b) => !startsGame(b.action) || chooser.chance(1, 20));
    const b = all[chooser.int(0, all.length - 1)]!;
    const state = host.state!;
    const modelBefore = host.model!;
    const before = fake.syncs.length;
    await fake.click(SHEET_NAMES[sheet], b.address);
    const mine = fake.syncs.slice(before);
    const a = b.action;
    out.push({
      syncs: mine.length,
      ops: mine.reduce((s, x) => s + x.ops, 0),
      bytes: mine.reduce((s, x) => s + x.bytes, 0),
      groups: styleGroups(modelBefore, host.model!),
      start: startsGame(a),
      played: a.type === 'replay' || a.type === 'advise' ? null : { state, action: a },
    });
  }
  return { firstDraw, clicks: out, ms: performance.now() - t0 };
}

/** Distinct cell formats among the cells whose format changed between two drawings. */
export function styleGroups(before: SheetModel, after: SheetModel): number {
  let n = 0;
  const patch = diff(before, after);
  for (const id of SHEET_IDS) {
    const ops = planDiff(before.sheets[id], after.sheets[id], patch.sheets[id]);
    n += new Set(ops.filter((o): o is Extract<DrawOp, { op: 'format' }> => o.op === 'format').map((o) => JSON.stringify(o.format))).size;
  }
  return n;
}
