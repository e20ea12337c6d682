// Counting units of a kind: one more or one fewer (working or damaged), and weights of units,
// suited humans and folders.
import { STOCK_IDS, UNIT_TYPES, type StockId, type UnitId } from '../data/units';
import type { Passenger, ShuttleBay, Stock } from '../state';

/** The count with one more unit, damaged or working. */
export function plusOne(st: Stock | undefined, damaged: boolean): Stock {
  return { count: (st?.count ?? 0) + 1, damaged: (st?.damaged ?? 0) + (damaged ? 1 : 0) };
}

/** The count with one unit fewer, a damaged one or a working one. */
export function minusOne(st: Stock, damaged: boolean): Stock {
  return { count: st.count - 1, damaged: st.damaged - (damaged ? 1 : 0) };
}

/** A unit's weight (0 for a unit without one). */
export function unitWeight(id: UnitId): number {
  const w = UNIT_TYPES[id].stats.weight;
  return w.kind === 'none' ? 0 : w.value;
}

/** R-DEV-15, R-DEV-25: a human weighs his own weight plus his suit's. */
export function passengerWeight(p: Passenger): number {
  return unitWeight(p.id) + (p.suit ? unitWeight(p.suit.kind) : 0);
}

/** R-LOAD-02: everything in the shuttle, resources included (1 each, R-LOAD-04). */
export function bayWeight(b: ShuttleBay): number {
  // kept by the folder (folders are never changed, only replaced): every capacity test weighs them,
  // thousands of times a game, mostly the table's five folders and the party's carried one. A ring
  // of the last folders weighed, compared by identity: a WeakMap's lookup hashed the folder each time
  for (let i = 0; i < KEPT_WEIGHTS; i++) if (weighedFolders[i] === b) return weights[i]!;
  const w = weighed(b);
  weighedFolders[nextWeight] = b;
  weights[nextWeight] = w;
  nextWeight = (nextWeight + 1) % KEPT_WEIGHTS;
  return w;
}
const KEPT_WEIGHTS = 12;
const weighedFolders: (ShuttleBay | null)[] = [null, null, null, null, null, null, null, null, null, null, null, null];
const weights: number[] = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
let nextWeight = 0;

function weighed(b: ShuttleBay): number {
  // by index over the table's types (stockList), with their weights in a list
  let w = b.resources;
  const units = stockList(b.units);
  for (let i = 0; i < STOCK_COUNT; i++) {
    const st = units[i];
    if (st !== undefined) w += STOCK_WEIGHTS[i]! * st.count;
  }
  for (const p of b.crew) w += passengerWeight(p);
  return w;
}

/** How many stock types there are (STOCK_IDS). */
export const STOCK_COUNT = STOCK_IDS.length;
/** Each stock type's weight, by its place in STOCK_IDS. */
const STOCK_WEIGHTS: readonly number[] = STOCK_IDS.map(unitWeight);

/**
 * A record's values in the table's order (STOCK_IDS), undefined where it has none. A loop over the
 * types by name reads the record by a key that varies, which V8 does through its megamorphic cache
 * (the largest builtin in a profile of the games, 6–8% of the time, session 30); the list is
 * eighteen reads of named fields, and its loop goes by index.
 */
export function stockList<T>(r: Readonly<Partial<Record<StockId, T>>>): (T | undefined)[] {
  return [r.transbot, r.specbot, r.rekonbot, r.repbot, r.suit, r.heavySuit, r.stunner, r.paralyser, r.laser, r.climber, r.neurodetector, r.tools, r.specialTools, r.medkit, r.detector, r.holocamera, r.rover, r.cage];
}

/**
 * The unit types a folder holds (a count above 0), in the table's order (STOCK_IDS), read by index
 * (stockList): a loop over the types by name read each through the megamorphic cache (225 against
 * 18 ns, node 20, docs/SPEED.md), and one over the folder's own keys had to sort them.
 */
export function stockIn(units: ShuttleBay['units']): StockId[] {
  const out: StockId[] = [];
  const list = stockList(units);
  for (let i = 0; i < STOCK_COUNT; i++) if ((list[i]?.count ?? 0) > 0) out.push(STOCK_IDS[i]!);
  return out;
}

/**
 * `r[id]` for a unit type that varies: one named read per type. The records by stock type have one
 * hidden class (byStock), but a read by a varying key goes through V8's megamorphic keyed cache
 * (some 5% of a surface move's step, perf, session 33); where the type is a constant and this is
 * inlined, the switch folds to the one read.
 */
export function stockOf<T>(r: Readonly<Partial<Record<StockId, T>>>, id: StockId): T | undefined {
  switch (id) {
    case 'transbot': return r.transbot;
    case 'specbot': return r.specbot;
    case 'rekonbot': return r.rekonbot;
    case 'repbot': return r.repbot;
    case 'suit': return r.suit;
    case 'heavySuit': return r.heavySuit;
    case 'stunner': return r.stunner;
    case 'paralyser': return r.paralyser;
    case 'laser': return r.laser;
    case 'climber': return r.climber;
    case 'neurodetector': return r.neurodetector;
    case 'tools': return r.tools;
    case 'specialTools': return r.specialTools;
    case 'medkit': return r.medkit;
    case 'detector': return r.detector;
    case 'holocamera': return r.holocamera;
    case 'rover': return r.rover;
    case 'cage': return r.cage;
    default: return undefined;
  }
}

/** Unit types, the heaviest first (of equal weights, in the order given: the sort is stable). */
export function heaviestFirst(ids: StockId[]): StockId[] {
  return ids.sort((a, b) => unitWeight(b) - unitWeight(a));
}

export function addTo(units: ShuttleBay['units'], id: StockId, damaged: boolean): ShuttleBay['units'] {
  return unitsWith(units, id, plusOne(units[id], damaged));
}

/** Every stock type a field: what `byStock` makes. */
type EveryStock<T> = { -readonly [K in StockId]: T | undefined };

/**
 * A record by stock type with every type a field, in the table's order (STOCK_IDS; undefined where
 * there is none; JSON and the save leave those out). Made by spreads, each with the types in the
 * order they came, the folders' units had 449 hidden classes in 30 games and the starship's stock
 * 14: every function that read them by name met new ones game after game, and was thrown back to
 * the interpreter and compiled again (docs/SPEED.md, session 28). One literal, one hidden class.
 */
export function byStock<T>(r: Readonly<Partial<Record<StockId, T>>>): EveryStock<T> {
  return {
    transbot: r.transbot,
    specbot: r.specbot,
    rekonbot: r.rekonbot,
    repbot: r.repbot,
    suit: r.suit,
    heavySuit: r.heavySuit,
    stunner: r.stunner,
    paralyser: r.paralyser,
    laser: r.laser,
    climber: r.climber,
    neurodetector: r.neurodetector,
    tools: r.tools,
    specialTools: r.specialTools,
    medkit: r.medkit,
    detector: r.detector,
    holocamera: r.holocamera,
    rover: r.rover,
    cage: r.cage,
  };
}

/** The record of a list in the table's order (stockList's inverse): one literal, byStock's hidden class. */
export function stockFromList<T>(l: readonly (T | undefined)[]): EveryStock<T> {
  return {
    transbot: l[0],
    specbot: l[1],
    rekonbot: l[2],
    repbot: l[3],
    suit: l[4],
    heavySuit: l[5],
    stunner: l[6],
    paralyser: l[7],
    laser: l[8],
    climber: l[9],
    neurodetector: l[10],
    tools: l[11],
    specialTools: l[12],
    medkit: l[13],
    detector: l[14],
    holocamera: l[15],
    rover: l[16],
    cage: l[17],
  };
}

/**
 * Adds a folder's counts to a list in the table's order from `at` on (STOCK_IDS): stockList's
 * named reads without its list, for the counts the loading sums over four folders on every click.
 */
export function addStockCounts(out: number[], at: number, r: Readonly<Partial<Record<StockId, Stock>>>): void {
  out[at] = out[at]! + (r.transbot?.count ?? 0);
  out[at + 1] = out[at + 1]! + (r.specbot?.count ?? 0);
  out[at + 2] = out[at + 2]! + (r.rekonbot?.count ?? 0);
  out[at + 3] = out[at + 3]! + (r.repbot?.count ?? 0);
  out[at + 4] = out[at + 4]! + (r.suit?.count ?? 0);
  out[at + 5] = out[at + 5]! + (r.heavySuit?.count ?? 0);
  out[at + 6] = out[at + 6]! + (r.stunner?.count ?? 0);
  out[at + 7] = out[at + 7]! + (r.paralyser?.count ?? 0);
  out[at + 8] = out[at + 8]! + (r.laser?.count ?? 0);
  out[at + 9] = out[at + 9]! + (r.climber?.count ?? 0);
  out[at + 10] = out[at + 10]! + (r.neurodetector?.count ?? 0);
  out[at + 11] = out[at + 11]! + (r.tools?.count ?? 0);
  out[at + 12] = out[at + 12]! + (r.specialTools?.count ?? 0);
  out[at + 13] = out[at + 13]! + (r.medkit?.count ?? 0);
  out[at + 14] = out[at + 14]! + (r.detector?.count ?? 0);
  out[at + 15] = out[at + 15]! + (r.holocamera?.count ?? 0);
  out[at + 16] = out[at + 16]! + (r.rover?.count ?? 0);
  out[at + 17] = out[at + 17]! + (r.cage?.count ?? 0);
}

/** The record with one type's value replaced (`{ ...r, [id]: v }` in one hidden class). */
function byStockWith<T>(r: Readonly<Partial<Record<StockId, T>>>, id: StockId, v: T | undefined): EveryStock<T> {
  const o = byStock(r);
  o[id] = v;
  return o;
}

/** A folder's units with one type's count replaced. */
export function unitsWith(units: ShuttleBay['units'], id: StockId, st: Stock | undefined): ShuttleBay['units'] {
  return byStockWith(units, id, st);
}

/** The starship's stock with one type's count replaced (every type has one there). */
export function stockWith(stock: Readonly<Record<StockId, Stock>>, id: StockId, st: Stock): Readonly<Record<StockId, Stock>> {
  return byStockWith(stock, id, st) as Record<StockId, Stock>;
}
