// The clicks of a whole 30-month game as a player following the advisor makes them, through the
// Excel host on the fake workbook: loading in orbit, landing, the surface, meetings, hits. The
// random clicks of excelBench.ts mostly stay in space (300 clicks rarely reach a planet), so this
// is what a click costs in play. Each advised move is made on the cell the sheets draw for it
// (a value to type is typed into its input cell).
import type { Action } from '../src/engine';
import type { SheetModel } from '../src/sheets';
import { FakeExcel } from '../test/fakes/excel';
import { clickAdvised } from '../test/support/advisedClick';
import { makeHost } from '../test/support/excelHarness';
import type { ClickCost } from './scriptedClicks';

export interface PlayedClick extends ClickCost {
  readonly action: Action['type'];
}

/** One game, seed `seed`, played to its end (or `maxClicks`); `groups` counts a click's changed style groups. */
export async function playedClicks(seed: number, groups: (before: SheetModel, after: SheetModel) => number, maxClicks = 3000): Promise<PlayedClick[]> {
  const fake = new FakeExcel();
  const { host } = makeHost(fake, seed);
  await host.open();
  const out: PlayedClick[] = [];
  while (out.length < maxClicks && host.state && host.state.phase !== 'ended') {
    const before = host.model!;
    const from = fake.syncs.length;
    const action = await clickAdvised(fake, host);
    const mine = fake.syncs.slice(from);
    out.push({ syncs: mine.length, ops: mine.reduce((s, x) => s + x.ops, 0), bytes: mine.reduce((s, x) => s + x.bytes, 0), groups: groups(before, host.model!), action: action.type });
  }
  if (host.state?.phase !== 'ended') throw new Error(`the game did not end in ${maxClicks} clicks`);
  return out;
}
