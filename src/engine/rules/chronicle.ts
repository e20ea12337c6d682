// The mission chart and the chronicle (issue 14 points 7 and 8). The chart's points follow the
// voyage month by month; a finished voyage becomes one line of the workbook's chronicle. Ours
// (UNSPECIFIED in the manual, docs/DECISIONS.md): what "the crew's health" measures and what a
// chronicle line keeps.
import { VOYAGE_PLANS, type VoyageLength } from '../data/setup';
import { HUMAN_WOUNDS_SURVIVED } from '../data/units';
import type { ChronicleEntry, GameState, MonthPoint } from '../state';
import { isArtifact } from './artifacts';
import { woundsSurvived } from './losses';
import { withState } from '../stateCopy';

/** The chronicle keeps this many voyages; beyond it the oldest that is no length's best goes. */
export const CHRONICLE_MAX = 100;

/**
 * The crew's health in per cent: the wounds each living human can still take before the one
 * that kills (R-CREW-03: the 6th; sooner after brain damage, R-DMG-08), summed, of what the whole
 * crew could take unwounded. The dead count 0.
 */
export function crewHealth(s: Pick<GameState, 'crew'>): number {
  // every step asks it (tracked); the crew list is new only when a human changes
  if (s.crew === healthOf) return lastHealth;
  healthOf = s.crew;
  return (lastHealth = health(s.crew));
}
let healthOf: GameState['crew'] | null = null;
let lastHealth = 0;

function health(crew: GameState['crew']): number {
  const full = HUMAN_WOUNDS_SURVIVED + 1;
  const left = crew.reduce((n, h) => n + (h.alive ? Math.max(0, woundsSurvived(h) + 1 - h.wounds) : 0), 0);
  return crew.length === 0 ? 0 : Math.round((100 * left) / (full * crew.length));
}

/**
 * The state with its chart brought up to date: the point of its month, and of any month a step
 * passed over (a long flight, days on a planet). A month's PZ are the ledger's up to its end, so
 * the chart and the points log agree (the last one's are the state's PZ: the ledger's sum is
 * always the PZ); a month passed over keeps the health it began with.
 */
export function tracked(s: GameState): GameState {
  const last = s.history.at(-1);
  // most steps pass no month and change neither PZ nor health: no point list made to compare
  if (last && last.month === s.month && last.vp === ledgerUpTo(s, s.month) && last.health === crewHealth(s)) return s;
  const from = last ? Math.min(last.month, s.month) : s.month;
  const points: MonthPoint[] = [];
  for (let m = from; m <= s.month; m++) points.push({ month: m, vp: ledgerUpTo(s, m), health: m === s.month || !last ? crewHealth(s) : last.health });
  const only = points[0]!;
  if (points.length === 1 && last && last.month === only.month && last.vp === only.vp && last.health === only.health) return s;
  return withState(s, { history: [...s.history.filter((p) => p.month < from), ...points] });
}

/** The PZ at the end of a month: the ledger's lines up to it. */
function ledgerUpTo(s: Pick<GameState, 'ledger'>, month: number): number {
  // every step asks it for its month; the ledger is a new list only when PZ change
  if (s.ledger === sumOf && month === sumMonth) return lastSum;
  sumOf = s.ledger;
  sumMonth = month;
  return (lastSum = s.ledger.reduce((n, e) => (e.month <= month ? n + e.amount : n), 0));
}
let sumOf: GameState['ledger'] | null = null;
let sumMonth = -1;
let lastSum = 0;

/** The first point of a voyage: month 0, no PZ, the crew whole. */
export function startPoint(s: Pick<GameState, 'crew'>): MonthPoint {
  return { month: 0, vp: 0, health: crewHealth(s) };
}

/** The chronicle's line for a finished voyage, dated by the host. */
export function chronicleEntry(s: GameState, date: string): ChronicleEntry {
  const plan = VOYAGE_PLANS[s.length];
  return {
    date,
    length: s.length,
    seed: s.seed,
    route: [...s.visited],
    months: s.month,
    vp: s.vp,
    won: s.vp >= plan.victoryVp,
    delivered: s.aboard.filter((x) => !isArtifact(x.being)).length,
    dead: s.crew.filter((h) => !h.alive).length,
    shuttlesLost: Math.max(0, plan.shuttles - s.shuttles),
    ...(s.worlds ? { newWorlds: true as const } : {}),
    ...(s.campaign ? { campaign: s.campaign.id, part: s.campaign.played.length + 1 } : {}),
  };
}

/** The best voyage of each length (the most PZ; of equals, the earlier), absent where none ended. */
export function bestByLength(chronicle: readonly ChronicleEntry[]): Partial<Record<VoyageLength, ChronicleEntry>> {
  const best: Partial<Record<VoyageLength, ChronicleEntry>> = {};
  for (const e of chronicle) {
    const b = best[e.length];
    if (!b || e.vp > b.vp) best[e.length] = e;
  }
  return best;
}

/** The chronicle with a voyage added at its end; past CHRONICLE_MAX the oldest line that is no length's best goes. */
export function appendChronicle(chronicle: readonly ChronicleEntry[], entry: ChronicleEntry): readonly ChronicleEntry[] {
  const out = [...chronicle, entry];
  while (out.length > CHRONICLE_MAX) {
    const best = new Set(Object.values(bestByLength(out)));
    const i = out.findIndex((e) => !best.has(e));
    out.splice(i < 0 ? 0 : i, 1);
  }
  return out;
}

/** Two chronicles as one (the browser's own and a game's): every line once, in the order of their days, capped as appendChronicle caps. */
export function mergeChronicles(a: readonly ChronicleEntry[], b: readonly ChronicleEntry[]): readonly ChronicleEntry[] {
  const seen = new Set(a.map((e) => JSON.stringify(e)));
  const all = [...a, ...b.filter((e) => !seen.has(JSON.stringify(e)))];
  // Array.prototype.sort is stable: lines of one day keep the order they came in
  const sorted = all.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
  return sorted.reduce<readonly ChronicleEntry[]>((out, e) => appendChronicle(out, e), []);
}
