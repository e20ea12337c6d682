// Helpers for driving the Excel host against the fake and checking what it drew.
import { ExcelHost, type HostView, type Problem } from '../../src/excel/host';
import { formatOf, numberFormatOf, widthPoints } from '../../src/excel/plan';
import type { GameState, Lang, Message } from '../../src/engine';
import { addr, buttons, edgeMap, parseRange, type Sheet } from '../../src/sheets';
import { FakeExcel, type SheetData } from '../fakes/excel';

export class RecordingView implements HostView {
  savedStates: GameState[] = [];
  problems: (Problem | null)[] = [];
  notices: (Message | null)[] = [];
  notice(msg: Message | null): void {
    this.notices.push(msg);
  }
  saved(state: GameState): void {
    this.savedStates.push(state);
  }
  problem(p: Problem | null): void {
    this.problems.push(p);
  }
  get lastProblem(): Problem | null {
    return this.problems[this.problems.length - 1] ?? null;
  }
}

/**
 * A clock for scripted play: each event comes 600 ms after the one before, as a person clicks —
 * slower than a double click (DOUBLE_CLICK_MS), while the click and selection events of one
 * gesture still pair (PAIR_MS).
 */
export function personClock(step = 600): () => number {
  let t = 0;
  return () => (t += step);
}

export function makeHost(fake: FakeExcel, seed = 7, lang: Lang = 'pl', now: () => number = personClock()): { host: ExcelHost; view: RecordingView } {
  const view = new RecordingView();
  const host = new ExcelHost({ run: (b) => fake.run(b as never), singleClick: fake.singleClickSupported }, view, () => seed, lang, now);
  return { host, view };
}

/** Differences between what the fake workbook shows and the sheet model (empty = identical). */
export function drawingDiff(data: SheetData, sheet: Sheet): string[] {
  const out: string[] = [];
  const covered = new Set<string>();
  for (const m of sheet.merges) {
    const r = parseRange(m)!;
    for (let row = r.top; row <= r.bottom; row++) for (let col = r.left; col <= r.right; col++) if (row !== r.top || col !== r.left) covered.add(addr(row, col));
  }
  for (let row = 1; row <= sheet.rowCount; row++)
    for (let col = 1; col <= sheet.colCount; col++) {
      const a = addr(row, col);
      const cell = sheet.cells.get(a);
      const want = covered.has(a) ? '' : (cell?.value ?? '');
      if (data.value(a) !== want) out.push(`${a} value ${JSON.stringify(data.value(a))} ≠ ${JSON.stringify(want)}`);
      // the number format the planner believes the cell has (it writes one only where the kind changes)
      const nf = numberFormatOf(covered.has(a) ? undefined : cell);
      if ((data.numberFormats.get(a) ?? 'General') !== nf) out.push(`${a} number format ${data.numberFormats.get(a) ?? 'General'} ≠ ${nf}`);
      const f = formatOf(cell);
      const g = data.format(a);
      if (cell && (g.fill !== f.fill || g.color !== f.color || g.bold !== f.bold || g.strike !== f.strike || g.size !== f.size || g.wrap !== f.wrap))
        out.push(`${a} format ${JSON.stringify(g)} ≠ ${JSON.stringify(f)}`);
      if (Boolean(cell?.input) === data.isLocked(a)) out.push(`${a} locked=${data.isLocked(a)}`);
    }
  const merges = (xs: string[]) => [...xs].sort().join(' ');
  const drawnMerges = data.merges.map((m) => `${addr(m.top, m.left)}:${addr(m.bottom, m.right)}`);
  if (merges(drawnMerges) !== merges([...sheet.merges])) out.push('merges differ');
  sheet.colWidths.forEach((w, i) => {
    if (data.colWidths.get(i + 1) !== widthPoints(w)) out.push(`column ${i + 1} width ${data.colWidths.get(i + 1)}`);
  });
  sheet.rowHeights.forEach((h, i) => {
    if (data.rowHeights.get(i + 1) !== h) out.push(`row ${i + 1} height ${data.rowHeights.get(i + 1)}`);
  });
  const style: Record<string, string> = { thin: 'Continuous/Thin', medium: 'Continuous/Medium', thick: 'Continuous/Thick', double: 'Double/Thick', dotted: 'Dot/Thin' };
  const want = new Map([...edgeMap(sheet)].map(([k, v]) => [k, style[v]!]));
  const got = new Map<string, string>();
  for (const [k, b] of data.hLines) got.set(`h:${k}`, `${b.style}/${b.weight}`);
  for (const [k, b] of data.vLines) got.set(`v:${k}`, `${b.style}/${b.weight}`);
  for (const [k, v] of want) if (got.get(k) !== v) out.push(`line ${k} ${got.get(k)} ≠ ${v}`);
  for (const k of got.keys()) if (!want.has(k)) out.push(`line ${k} should not be there`);
  return out;
}

/** The address of the first button whose action matches. */
export function buttonFor(sheet: Sheet, pred: (a: { type: string } & Record<string, unknown>) => boolean): string {
  const b = buttons(sheet).find((x) => pred(x.action as never));
  if (!b) throw new Error('no such button');
  return b.address;
}
