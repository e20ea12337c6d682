// The 'kronika' worksheet (issue 14 points 7 and 8): the mission chart of the voyage being
// played — its source cells, month by month, and the chart placed beside them — then the best
// voyage of each length and the chronicle of every finished voyage the workbook has seen.
import { bestByLength, CAMPAIGNS, campaignGame, campaignName, campaignTotals, format, planetName, t, VOYAGE_LENGTHS, VOYAGE_PLANS, type Campaign, type ChronicleEntry, type GameState, type Lang } from '../engine';
import { GridBuilder } from './grid';
import type { Borders, ChartSpec, Sheet } from './model';
import { rangeAddr } from './address';
import { BASE, HEADER, TITLE } from './parts';

/** Columns: the chart's table on the left (A–C), the chart over E–K, the chronicle across A–K. */
const WIDTHS: readonly number[] = [11, 9, 12, 12, 34, 9, 8, 11, 12, 9, 10];
const LAST_COL = WIDTHS.length;
export const CHRONICLE_ROWS = { title: 1, now: 2, chartTitle: 4, tableHeader: 5, firstMonth: 6 } as const;
/** The chart covers E4:K22 at least (longer voyages' tables run further down). */
const CHART_LEFT = 5;
const CHART_BOTTOM = 22;
export const CHART_NAME = 'odkrywcy-wykres';

const CELL: Borders = { top: 'thin', bottom: 'thin', left: 'thin', right: 'thin' };
const GOOD = '#006100';
const BAD = '#C00000';

/** The months the chart's table lists: 0 to the plan's end, or to the month reached if later. */
export function chartMonths(s: Pick<GameState, 'planMonths' | 'month'>): number {
  return Math.max(s.planMonths, s.month);
}

export function renderChronicle(s: GameState, lang: Lang): Sheet {
  const months = chartMonths(s);
  const tableEnd = CHRONICLE_ROWS.firstMonth + months;
  const campaignTop = Math.max(tableEnd, CHART_BOTTOM) + 2;
  const bestTop = s.campaign ? campaignTop + 3 + CAMPAIGNS[s.campaign.id].length + 1 : campaignTop;
  const listTop = bestTop + 2 + VOYAGE_LENGTHS.length + 1;
  const rows = listTop + 2 + Math.max(1, s.chronicle.length);
  const g = new GridBuilder('chronicle', WIDTHS, rows, 15);
  const plan = VOYAGE_PLANS[s.length];
  g.merge(CHRONICLE_ROWS.title, 1, CHRONICLE_ROWS.title, LAST_COL, t(lang, 'label.chronicleTitle'), { ...TITLE, size: 12 });
  g.rowHeight(CHRONICLE_ROWS.title, 20);
  // the month and VP reached are the table's last filled row (and every sheet's corner): a line
  // that changed with them would be one more write on the chronicle at every month
  const now = { key: s.worlds ? ('chronicle.nowNewWorlds' as const) : ('chronicle.now' as const), params: { months: s.length, seed: s.seed, plan: s.planMonths, need: plan.victoryVp } };
  g.merge(CHRONICLE_ROWS.now, 1, CHRONICLE_ROWS.now, LAST_COL, format(lang, now), BASE);

  // the chart's source: a row per month, blank past the month reached (the chart leaves a gap)
  g.merge(CHRONICLE_ROWS.chartTitle, 1, CHRONICLE_ROWS.chartTitle, 3, t(lang, 'label.missionChart'), TITLE);
  const h = CHRONICLE_ROWS.tableHeader;
  g.set(h, 1, t(lang, 'col.month'), { ...HEADER, borders: CELL });
  g.set(h, 2, t(lang, 'col.points'), { ...HEADER, borders: CELL });
  g.set(h, 3, t(lang, 'col.health'), { ...HEADER, borders: CELL, size: 8, wrap: true });
  g.rowHeight(h, 24);
  const byMonth = new Map(s.history.map((p) => [p.month, p]));
  for (let m = 0; m <= months; m++) {
    const r = CHRONICLE_ROWS.firstMonth + m;
    const p = byMonth.get(m);
    g.set(r, 1, m, { ...BASE, align: 'center', borders: CELL });
    g.set(r, 2, p ? p.vp : null, { ...BASE, align: 'center', borders: CELL, numbers: true });
    g.set(r, 3, p ? p.health : null, { ...BASE, align: 'center', borders: CELL, numbers: true });
  }
  // where the chart stands: an empty merged area (the browser edition draws its SVG there)
  g.merge(CHRONICLE_ROWS.chartTitle, CHART_LEFT, CHART_BOTTOM, LAST_COL, null, {});

  if (s.campaign) drawCampaign(g, s, s.campaign, lang, campaignTop);
  // the chronicle changes only when a voyage ends: its tables are parts, drawn again only then
  const key = `${lang}|${bestTop}|${chronicleKey(s.chronicle)}`;
  g.part('chronicleBest', key, () => drawBest(g, s.chronicle, lang, bestTop));
  g.part('chronicleList', key, () => drawList(g, s.chronicle, lang, listTop));
  const sheet = g.build();
  const chart: ChartSpec = {
    name: CHART_NAME,
    title: t(lang, 'chart.title'),
    data: rangeAddr({ top: h, left: 2, bottom: tableEnd, right: 3 }),
    categories: rangeAddr({ top: CHRONICLE_ROWS.firstMonth, left: 1, bottom: tableEnd, right: 1 }),
    anchor: rangeAddr({ top: CHRONICLE_ROWS.chartTitle, left: CHART_LEFT, bottom: CHART_BOTTOM, right: LAST_COL }),
  };
  return { ...sheet, charts: [chart] };
}

/** A chronicle's text, once per chronicle (states share the array from step to step). */
const KEYS = new WeakMap<readonly ChronicleEntry[], string>();
function chronicleKey(c: readonly ChronicleEntry[]): string {
  let k = KEYS.get(c);
  if (k === undefined) KEYS.set(c, (k = JSON.stringify(c)));
  return k;
}

const verdict = (lang: Lang, e: ChronicleEntry): string => t(lang, e.won ? 'chronicle.won' : 'chronicle.lost');
const route = (lang: Lang, e: ChronicleEntry): string => (e.route.length ? e.route.map((p) => planetName(lang, p)).join(' → ') : '—');
const lengthText = (lang: Lang, months: number, newWorlds = false): string => format(lang, { key: newWorlds ? 'chronicle.lengthNewWorlds' : 'chronicle.length', params: { months } });
/** A chronicle line's length, with its campaign and place in it. */
const lineLength = (lang: Lang, e: ChronicleEntry): string =>
  e.campaign ? format(lang, { key: 'chronicle.lengthCampaign', params: { length: lengthText(lang, e.length, e.newWorlds), campaign: campaignName(e.campaign), part: e.part ?? 1, total: CAMPAIGNS[e.campaign].length } }) : lengthText(lang, e.length, e.newWorlds);

/** Issue 14 point 6: the campaign under way — each voyage, played, under way or still to come, and the sums. */
function drawCampaign(g: GridBuilder, s: GameState, c: Campaign, lang: Lang, top: number): void {
  g.merge(top, 1, top, 5, format(lang, { key: 'label.campaign', params: { campaign: campaignName(c.id) } }), TITLE);
  // the columns of the best results below: the route in the wide column E
  const heads = ['col.voyage', 'col.length', 'col.points', 'col.verdict', 'col.route', 'col.seed'] as const;
  heads.forEach((k, i) => g.set(top + 1, i + 1, t(lang, k), { ...HEADER, borders: CELL }));
  const cell = { ...BASE, align: 'center' as const, borders: CELL };
  const lengths = CAMPAIGNS[c.id];
  const now = c.played.length;
  lengths.forEach((len, i) => {
    const r = top + 2 + i;
    const game = i < now ? c.played[i]! : i === now ? campaignGame(s) : null;
    const state = i < now || (i === now && s.phase === 'ended') ? (game!.won ? 'chronicle.won' : 'chronicle.lost') : i === now ? 'chronicle.underway' : 'chronicle.ahead';
    g.set(r, 1, `${i + 1}/${lengths.length}`, { ...cell, bold: i === now });
    g.set(r, 2, lengthText(lang, len), cell);
    g.set(r, 3, game ? game.vp : '—', { ...cell, bold: true });
    g.set(r, 4, t(lang, state), cell);
    g.set(r, 5, game && game.route.length ? game.route.map((p) => planetName(lang, p)).join(' → ') : '—', { ...cell, align: 'left', size: 8 });
    g.set(r, 6, game ? game.seed : '—', cell);
  });
  const totals = campaignTotals(s)!;
  const r = top + 2 + lengths.length;
  const over = now === lengths.length - 1 && s.phase === 'ended';
  g.merge(r, 1, r, 2, t(lang, 'label.total'), { ...HEADER, align: 'right', borders: CELL });
  g.set(r, 3, totals.vp, { ...cell, bold: true, ...(over ? { color: totals.won ? GOOD : BAD } : {}) });
  g.set(r, 4, t(lang, over ? (totals.won ? 'chronicle.won' : 'chronicle.lost') : 'chronicle.underway'), { ...cell, bold: true });
  g.merge(r, 5, r, 6, format(lang, { key: 'chronicle.campaignNeed', params: { need: lengths.reduce((n, l) => n + VOYAGE_PLANS[l].victoryVp, 0) } }), { ...cell, align: 'left' });
}

/** The best voyage of each length: its PZ, verdict, day and seed (a dash where none ended). */
function drawBest(g: GridBuilder, chronicle: readonly ChronicleEntry[], lang: Lang, top: number): void {
  g.merge(top, 1, top, 4, t(lang, 'label.bestResults'), TITLE);
  const heads = ['col.length', 'col.points', 'col.verdict', 'col.date', 'col.route', 'col.seed'] as const;
  heads.forEach((k, i) => g.set(top + 1, i + 1, t(lang, k), { ...HEADER, borders: CELL }));
  const best = bestByLength(chronicle);
  VOYAGE_LENGTHS.forEach((len, i) => {
    const r = top + 2 + i;
    const e = best[len];
    const cell = { ...BASE, align: 'center' as const, borders: CELL };
    g.set(r, 1, lengthText(lang, len), { ...cell, bold: true });
    g.set(r, 2, e ? e.vp : '—', { ...cell, bold: true, ...(e ? { color: e.won ? GOOD : BAD } : {}) });
    g.set(r, 3, e ? verdict(lang, e) : '—', cell);
    g.set(r, 4, e ? e.date : '—', cell);
    g.set(r, 5, e ? route(lang, e) : '—', { ...cell, align: 'left', size: 8 });
    g.set(r, 6, e ? e.seed : '—', cell);
  });
}

/** Every finished voyage, oldest first: the workbook's history. */
function drawList(g: GridBuilder, chronicle: readonly ChronicleEntry[], lang: Lang, top: number): void {
  g.merge(top, 1, top, 4, t(lang, 'label.voyages'), TITLE);
  const heads = ['col.date', 'col.length', 'col.seed', 'col.months', 'col.route', 'col.points', 'col.verdict', 'col.delivered', 'col.dead', 'col.shuttlesLost'] as const;
  heads.forEach((k, i) => g.set(top + 1, i + 1, t(lang, k), { ...HEADER, borders: CELL, size: 8, wrap: true }));
  g.rowHeight(top + 1, 24);
  if (chronicle.length === 0) {
    g.merge(top + 2, 1, top + 2, heads.length, t(lang, 'chronicle.none'), { ...BASE, italic: true });
    return;
  }
  chronicle.forEach((e, i) => {
    const r = top + 2 + i;
    const cell = { ...BASE, align: 'center' as const, borders: CELL };
    const values: (string | number)[] = [e.date, lineLength(lang, e), e.seed, e.months, route(lang, e), e.vp, verdict(lang, e), e.delivered, e.dead, e.shuttlesLost];
    values.forEach((v, c) => g.set(r, c + 1, v, c === 4 ? { ...cell, align: 'left', size: 8 } : c === 5 ? { ...cell, bold: true, color: e.won ? GOOD : BAD } : cell));
  });
}
