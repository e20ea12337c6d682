// `npm run bench [-- --json] [-- --clicks N]`: a scripted game through the Excel host on the fake
// workbook. Measures round trips, queued Office.js operations and payload bytes per click, and
// how much a diff redraw saves against a full redraw. A benchmark, not a test: it asserts nothing.
import { buttons, SHEET_NAMES, type SheetId } from '../src/sheets';
import { Dice } from '../src/engine/rng';
import { FakeExcel } from '../test/fakes/excel';
import { makeHost } from '../test/support/excelHarness';

const args = process.argv.slice(2);
const json = args.includes('--json');
const clicks = Number(args[args.indexOf('--clicks') + 1]) || 300;

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
}

async function main(): Promise<void> {
  const fake = new FakeExcel();
  const { host } = makeHost(fake, 2026);
  const t0 = performance.now();
  await host.open();
  const firstDraw = fake.syncs.slice();
  const chooser = new Dice([7, 11, 13, 17]);
  const perClick: { syncs: number; ops: number; bytes: number }[] = [];
  const sheetIds: SheetId[] = ['space', 'expedition'];
  for (let i = 0; i < clicks; i++) {
    const sheet = sheetIds[chooser.int(0, 1)]!;
    const all = buttons(host.model!.sheets[sheet]).filter((b) => b.action.type !== 'newGame' || chooser.chance(1, 20));
    const b = all[chooser.int(0, all.length - 1)]!;
    const before = fake.syncs.length;
    await fake.click(SHEET_NAMES[sheet], b.address);
    const mine = fake.syncs.slice(before);
    perClick.push({ syncs: mine.length, ops: mine.reduce((s, x) => s + x.ops, 0), bytes: mine.reduce((s, x) => s + x.bytes, 0) });
  }
  const ms = performance.now() - t0;
  const fullOps = firstDraw.reduce((s, x) => s + x.ops, 0);
  const opsP50 = pct(perClick.map((c) => c.ops), 50);
  const result = {
    clicks,
    firstDrawing: { syncs: firstDraw.length, ops: fullOps, bytes: firstDraw.reduce((s, x) => s + x.bytes, 0) },
    syncsPerClick: { p50: pct(perClick.map((c) => c.syncs), 50), max: Math.max(...perClick.map((c) => c.syncs)) },
    opsPerClick: { p50: opsP50, p99: pct(perClick.map((c) => c.ops), 99) },
    bytesPerClick: { p50: pct(perClick.map((c) => c.bytes), 50), p99: pct(perClick.map((c) => c.bytes), 99) },
    fullToDiffOpsRatio: Math.round((fullOps / Math.max(1, opsP50)) * 10) / 10,
    hostMsPerClick: Math.round((ms / clicks) * 100) / 100,
  };
  if (json) console.log(JSON.stringify(result));
  else {
    console.log(`${clicks} clicks through the Excel host on the fake workbook`);
    console.log(`first drawing: ${result.firstDrawing.syncs} round trips, ${fullOps} operations, ${result.firstDrawing.bytes} bytes`);
    console.log(`round trips per click: p50 ${result.syncsPerClick.p50}, max ${result.syncsPerClick.max}`);
    console.log(`operations per click: p50 ${result.opsPerClick.p50}, p99 ${result.opsPerClick.p99}`);
    console.log(`bytes per click: p50 ${result.bytesPerClick.p50}, p99 ${result.bytesPerClick.p99}`);
    console.log(`full redraw / diff redraw operations: ${result.fullToDiffOpsRatio}×`);
    console.log(`host time per click (in-process fake): ${result.hostMsPerClick} ms`);
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
