// The heuristic player's course through space: which of the open planets to visit, in which
// order, and the next step of the flight. The shortest tour through k open planets and back to
// Earth is found exactly (a dynamic programme over subsets: 2^9 × 9 states), so on a 30-month
// voyage from Earth it is one of the manual's four optimal routes (R-SPACE-16).
import { EARTH_FIELD, isEarth, MAP_COLS, MAP_ROWS, PLANET_FIELDS, planetAt } from '../data/starMap';
import { PLANET_IDS, type PlanetId } from '../data/planets';
import { VOYAGE_PLANS } from '../data/setup';
import { DIRECTIONS, step as stepField, type Direction, type Field } from '../geometry/starGeometry';
import { planetOpen } from '../rules/navigation';
import type { GameState } from '../state';

/** What a planet explored is worth to the plan, against 5 VP a month of overtime (R-SPACE-14) and 4 VP for planets missed (R-SPACE-15). */
const PLANET_WORTH = 7;
const OVERTIME_VP = 5;
const MISSED_VP = 4;

const fkey = (f: Field) => `${f.row}:${f.col}`;

/**
 * Months of flight between a field and a planet or Earth: a breadth-first search from each of the
 * ten (through empty space; planets and Earth end a flight, R-SPACE-13), kept for every field.
 */
const fromNode = new Map<string, Map<string, number>>();
function nodeDistances(node: Field): Map<string, number> {
  const nk = fkey(node);
  let known = fromNode.get(nk);
  if (known) return known;
  known = new Map([[nk, 0]]);
  let frontier: Field[] = [node];
  for (let d = 1; frontier.length > 0; d++) {
    const next: Field[] = [];
    for (const f of frontier)
      for (const dir of DIRECTIONS) {
        const n = stepField(f.row, f.col, dir);
        const k = fkey(n);
        if (n.row < 1 || n.col < 1 || n.row > MAP_ROWS || n.col > MAP_COLS || known.has(k)) continue;
        known.set(k, d);
        if (planetAt(n) === null && !isEarth(n)) next.push(n);
      }
    frontier = next;
  }
  fromNode.set(nk, known);
  return known;
}

/** Months from a field to a planet's or Earth's field (the same as starMap's fieldDistance, kept). */
function distance(a: Field, node: Field): number {
  return nodeDistances(node).get(fkey(a)) ?? Infinity;
}

export interface Tour {
  /** The planets to visit, in order. */
  readonly planets: readonly PlanetId[];
  /** Months of flight from here through them to Earth. */
  readonly months: number;
}

/** The shortest tour from a field through exactly k of the given planets and home, per k (index k). */
function bestTours(from: Field, open: readonly PlanetId[]): Tour[] {
  const n = open.length;
  const fields = open.map((p) => PLANET_FIELDS[p]);
  const start = fields.map((f) => distance(from, f));
  const home = fields.map((f) => distance(f, EARTH_FIELD));
  // the months between each two of them, looked up once (the programme asks n² × 2^n times)
  const between = fields.map((a) => fields.map((b) => distance(a, b)));
  const full = 1 << n;
  const dp = new Float64Array(full * n).fill(Infinity);
  const prev = new Int8Array(full * n).fill(-1);
  for (let i = 0; i < n; i++) dp[(1 << i) * n + i] = start[i]!;
  for (let mask = 1; mask < full; mask++)
    for (let last = 0; last < n; last++) {
      const here = dp[mask * n + last]!;
      if (here === Infinity) continue;
      for (let next = 0; next < n; next++) {
        if (mask & (1 << next)) continue;
        const m2 = mask | (1 << next);
        const d = here + between[last]![next]!;
        if (d < dp[m2 * n + next]!) {
          dp[m2 * n + next] = d;
          prev[m2 * n + next] = last;
        }
      }
    }
  const tours: Tour[] = [{ planets: [], months: distance(from, EARTH_FIELD) }];
  for (let k = 1; k <= n; k++) {
    let best = Infinity;
    let at: [number, number] | null = null;
    for (let mask = 1; mask < full; mask++) {
      if (popcount(mask) !== k) continue;
      for (let last = 0; last < n; last++) {
        const d = dp[mask * n + last]! + home[last]!;
        if (d < best) {
          best = d;
          at = [mask, last];
        }
      }
    }
    if (!at) break;
    const order: PlanetId[] = [];
    for (let [mask, last] = at; last >= 0; ) {
      order.unshift(open[last]!);
      const p = prev[mask * n + last]!;
      mask &= ~(1 << last);
      last = p;
    }
    tours.push({ planets: order, months: best });
  }
  return tours;
}

function popcount(x: number): number {
  let c = 0;
  for (; x; x &= x - 1) c++;
  return c;
}

const tourCache = new Map<number | string, Tour[]>();

/**
 * The tours' key: the starship's field and the open planets as one number (a string of the two was
 * made and hashed on each of some fifty asks a game); a field off the board's range keeps a string.
 */
function tourKey(at: Field, open: readonly PlanetId[]): number | string {
  let mask = 0;
  for (const p of open) mask |= 1 << PLANET_IDS.indexOf(p);
  const small = Number.isInteger(at.row) && Number.isInteger(at.col) && at.row >= 0 && at.row < 100 && at.col >= 0 && at.col < 100;
  return small ? (at.row * 100 + at.col) * (1 << PLANET_IDS.length) + mask : `${fkey(at)}|${open.join(',')}`;
}

/**
 * The tour the player means to fly from where the starship is: as many open planets as the
 * voyage still allows, fewer only when the overtime they cost outweighs what they bring.
 */
export function plannedTour(s: GameState): Tour {
  const open = PLANET_IDS.filter((p) => planetOpen(s, p));
  const key = tourKey(s.position, open);
  let tours = tourCache.get(key);
  if (!tours) tourCache.set(key, (tours = bestTours(s.position, open)));
  const allowed = Math.min(open.length, VOYAGE_PLANS[s.length].planets - s.visited.length);
  let best = tours[0]!;
  let bestValue = -Infinity;
  for (let k = 0; k <= allowed && k < tours.length; k++) {
    const t = tours[k]!;
    const overtime = Math.max(0, s.month + t.months - s.planMonths);
    const missed = k < allowed ? MISSED_VP : 0;
    const value = k * PLANET_WORTH - overtime * OVERTIME_VP - missed;
    if (value > bestValue) {
      bestValue = value;
      best = t;
    }
  }
  return best;
}

/**
 * Why the planned tour holds no planet: the voyage's planets are all visited ('done'), no planet is
 * open to the starship any more ('closed'), or those left would cost more overtime than they bring.
 */
export function whyHome(s: GameState): 'done' | 'closed' | 'overtime' {
  if (VOYAGE_PLANS[s.length].planets - s.visited.length <= 0) return 'done';
  return PLANET_IDS.some((p) => planetOpen(s, p)) ? 'overtime' : 'closed';
}

const stepCache = new Map<string, Direction | null>();

/** The first step of a shortest flight through empty space from one field to another (planets and Earth block the way). */
export function firstStep(from: Field, to: Field): Direction | null {
  const k = `${fkey(from)}>${fkey(to)}`;
  const known = stepCache.get(k);
  if (known !== undefined) return known;
  const first = new Map<string, Direction>();
  const seen = new Set([fkey(from)]);
  let frontier: Field[] = [from];
  let found: Direction | null = null;
  while (frontier.length && found === null) {
    const next: Field[] = [];
    for (const f of frontier) {
      for (const dir of DIRECTIONS) {
        const n = stepField(f.row, f.col, dir);
        const nk = fkey(n);
        if (n.row < 1 || n.col < 1 || n.row > MAP_ROWS || n.col > MAP_COLS || seen.has(nk)) continue;
        seen.add(nk);
        const d0 = f === from ? dir : first.get(fkey(f))!;
        first.set(nk, d0);
        if (nk === fkey(to)) {
          found = d0;
          break;
        }
        if (planetAt(n) === null && !isEarth(n)) next.push(n);
      }
      if (found !== null) break;
    }
    frontier = next;
  }
  stepCache.set(k, found);
  return found;
}
