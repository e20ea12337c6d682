// Loading the shuttle in orbit (folder 'PROM'). Implements R-LOAD-01..12, R-SHUTTLE-02,
// R-DEV-10 ('wolno'), R-DEV-11, R-DEV-14, R-DEV-15, R-DEV-22, R-DEV-25, R-UI-TABLE-11,
// R-UI-TABLE-17, R-UI-TABLE-18, R-UI-SPACE-18.
import { isHumanId, SHUTTLE_CAPACITY, STOCK_IDS, UNIT_TYPES, type HumanId, type StockId, type UnitId } from '../data/units';
import type { GameState, Passenger, ShuttleBay, Specimen, Stock } from '../state';
import { isArtifact, loadWeapon, shuttleArtifacts, unloadArtifacts, weaponWithoutSoldier } from './artifacts';
import { killHuman } from './losses';
import { EMPTY_FOLDER, folderOf, joined, partyCrew, withFolder, type FolderId, tableFolderList } from './folders';
import { orbitSet } from './planet';
import type { Message } from '../text';
import { addTo, bayWeight, byStock, minusOne, passengerWeight, plusOne, stockOf, stockWith, unitsWith, unitWeight } from './stock';
import { passenger, patchFolder, withParty, withState, worn } from '../stateCopy';
import { perParts } from '../perState';

export const EMPTY_BAY: ShuttleBay = EMPTY_FOLDER;
/** R-LOAD-04: at most 30 resources in the shuttle. */
export const MAX_BAY_RESOURCES = 30;

/** R-SHUTTLE-02: the shuttle's capacity at the planet's gravity. */
export function shuttleCapacity(s: GameState): number {
  const set = orbitSet(s);
  return set ? SHUTTLE_CAPACITY[set.gravity] : 0;
}

/**
 * R-LOAD-02: the weight of everything in the expedition table (all folders), for the shuttle. Kept
 * for the folders and finds it reads: the loading weighs each unit it might take against the same table.
 */
export const tableWeight = perParts((a, b) => a.bay === b.bay && a.party === b.party && a.phase === b.phase && a.surface?.caged === b.surface?.caged && a.aboard === b.aboard, (s: GameState): number => tableFolderList(s).reduce((n, f) => n + bayWeight(f), 0) + tableArtifacts(s).reduce((n, c) => n + (c.weight ?? 0), 0));

/** R-ART-06, R-LAND-02: the artifacts in the table: in orbit the weapon loaded; on a planet those carried and stowed. */
function tableArtifacts(s: GameState): readonly Specimen[] {
  return s.phase === 'surface' ? (s.surface?.caged ?? []).filter((c) => isArtifact(c.being)) : shuttleArtifacts(s);
}

/** Every human in the expedition table, kept for the crews of the shuttle and the party (on a planet both hold someone, and the list was joined on every ask). */
export const tableCrew: (s: GameState) => readonly Passenger[] = perParts((a, b) => a.bay.crew === b.bay.crew && a.party.expedition.crew === b.party.expedition.crew && a.party.carried.crew === b.party.carried.crew, (s) => joined(s.bay.crew, partyCrew(s)));

/** The suit the atmosphere requires of a human (R-DEV-12, R-DEV-23): none, any suit, or a heavy suit. */
export function suitNeeded(s: GameState): 'none' | 'any' | 'heavy' {
  const a = orbitSet(s)?.atmosphere;
  if (a === 'acid') return 'heavy';
  if (a === 'none' || a === 'toxic') return 'any';
  return 'none';
}

const bayCount = (s: GameState, id: StockId): number => tableFolderList(s).reduce((n, f) => n + (stockOf(f.units, id)?.count ?? 0), 0);

/** R-UI-SPACE-18, R-DEV-10: units of a kind that may still go into the shuttle. */
export function stillAllowed(s: GameState, id: UnitId): number {
  if (isHumanId(id)) return humanAllowed(s, id) ? 1 : 0;
  const aboard = stockOf(s.stock, id)!.count;
  if (stockOf(UNIT_TYPES, id)!.manyPerLanding) return aboard;
  // one a landing: suits are many a landing, so a worn suit never counts here
  return Math.max(0, Math.min(1, aboard) - bayCount(s, id));
}

/** A living human not yet in the table (loops, not closures: the player asks it of every wish on every click in orbit). */
function humanAllowed(s: GameState, id: HumanId): boolean {
  let alive = false;
  for (const h of s.crew) if (h.id === id && h.alive) alive = true;
  if (!alive) return false;
  for (const p of tableCrew(s)) if (p.id === id) return false;
  return true;
}

/** Takes one unit of a kind off the starship: undamaged unless the preference says damaged (R-LOAD-12). */
function takeOne(st: Stock, preferDamaged: boolean): { left: Stock; damaged: boolean } | null {
  if (st.count === 0) return null;
  const undamaged = st.count - st.damaged;
  const damaged = preferDamaged ? st.damaged > 0 : undamaged === 0;
  return { left: minusOne(st, damaged), damaged };
}

export type LoadResult = { ok: true; state: GameState } | { ok: false; message: Message };

const tooHeavy = (s: GameState, extra: number): Message => ({
  key: 'msg.shuttleFull',
  params: { weight: tableWeight(s) + extra, capacity: shuttleCapacity(s) },
});

/** R-LOAD-03, R-LOAD-09, R-DEV-14, R-DEV-25: the starship-log button in orbit loads a unit. */
export function load(s: GameState, id: UnitId): LoadResult {
  // the same state and unit asked again: the player tries a load before it advises it, then the step makes it
  if (lastLoad?.s === s && lastLoad.id === id) return lastLoad.result;
  const result = loadNow(s, id);
  lastLoad = { s, id, result };
  return result;
}
let lastLoad: { readonly s: GameState; readonly id: UnitId; readonly result: LoadResult } | null = null;

/**
 * A device (not a human) the shuttle takes on one more of: loadNow's own test after stillAllowed,
 * asked alone by the player of every wish on every click of the loading (most no longer fit).
 */
export function deviceFits(s: GameState, id: StockId): boolean {
  return tableWeight(s) + unitWeight(id) <= shuttleCapacity(s);
}

function loadNow(s: GameState, id: UnitId): LoadResult {
  if (stillAllowed(s, id) <= 0) return { ok: false, message: { key: 'msg.notAllowed', params: { unit: { unit: id } } } };
  if (isHumanId(id)) {
    const suit = suitOnLoad(s, id);
    if (suit === false) return { ok: false, message: tooHeavy(s, passengerWeight(passenger(id, null))) };
    const p = passenger(id, suit && worn(suit.kind, suit.taken.damaged));
    const bay = patchFolder(s.bay, { crew: [...s.bay.crew, p] });
    return { ok: true, state: suit ? withState(s, { stock: stockWith(s.stock, suit.kind, suit.taken.left), bay }) : withState(s, { bay }) };
  }
  if (!deviceFits(s, id)) return { ok: false, message: tooHeavy(s, unitWeight(id)) };
  const taken = takeOne(s.stock[id], s.takeDamaged)!;
  return { ok: true, state: withState(s, { stock: stockWith(s.stock, id, taken.left), bay: patchFolder(s.bay, { units: addTo(s.bay.units, id, taken.damaged) }) }) };
}

/**
 * R-LOAD-09: the suit a human loaded now puts on: the first kind the air asks for that the stock
 * holds, if he fits in it (else he comes without one); null: without a suit; false: he does not fit
 * even so. The player asks it of every human it wishes for on every click of the loading, without
 * the state the load would make.
 */
export function suitOnLoad(s: GameState, id: HumanId): { kind: 'suit' | 'heavySuit'; taken: { left: Stock; damaged: boolean } } | null | false {
  const cap = shuttleCapacity(s);
  const need = suitNeeded(s);
  const kinds: readonly ('suit' | 'heavySuit')[] = need === 'heavy' ? HEAVY_ONLY : need === 'any' ? ANY_SUIT : NO_SUIT;
  for (const kind of kinds) {
    const taken = takeOne(s.stock[kind], s.takeDamaged);
    if (!taken) continue;
    if (tableWeight(s) + passengerWeight(passenger(id, worn(kind, taken.damaged))) > cap) break;
    return { kind, taken };
  }
  return tableWeight(s) + passengerWeight(passenger(id, null)) > cap ? false : null;
}
const HEAVY_ONLY = ['heavySuit'] as const;
const ANY_SUIT = ['suit', 'heavySuit'] as const;
const NO_SUIT = [] as const;

/** R-LAND-02: the Alien Weapon's name in the creature log puts it into the shuttle, if its weight fits. */
export function loadAlienWeapon(s: GameState): LoadResult {
  const out = loadWeapon(s);
  return tableWeight(out) > shuttleCapacity(s) ? { ok: false, message: tooHeavy(s, tableWeight(out) - tableWeight(s)) } : { ok: true, state: out };
}

/** Resources in every folder of the expedition table (R-LOAD-04 caps them all together). */
export function tableResources(s: GameState): number {
  return tableFolderList(s).reduce((n, f) => n + f.resources, 0);
}

/**
 * R-LOAD-05, R-LOAD-04: 'dodaj zasób' puts the '±zasobów:' amount into the shuttle, up to 30 in the
 * whole table. A 0 in the cell adds 1, as every other move of resources does (it was refused as
 * if the shuttle were full).
 */
export function addResources(s: GameState): LoadResult {
  const n = resourcesToAdd(s, s.inputs.resources);
  if (typeof n !== 'number') return { ok: false, message: n };
  return { ok: true, state: withState(s, { bay: patchFolder(s.bay, { resources: s.bay.resources + n }) }) };
}

/** 'dodaj zasób' would take `typed` (the amount in '±zasobów:'): what the player asks before it types one, without a state made to find out. */
export function addResourcesFits(s: GameState, typed: number): boolean {
  return typeof resourcesToAdd(s, typed) === 'number';
}

/** The resources 'dodaj zasób' adds with `typed` in '±zasobów:', or why it refuses. */
function resourcesToAdd(s: GameState, typed: number): number | Message {
  const n = Math.min(Math.max(1, typed), MAX_BAY_RESOURCES - tableResources(s));
  if (n <= 0) return { key: 'msg.resourcesFull', params: { max: MAX_BAY_RESOURCES } };
  if (tableWeight(s) + n > shuttleCapacity(s)) return tooHeavy(s, n);
  return n;
}

/** R-LOAD-08, R-UI-TABLE-11: 'wyżej' in folder PROM returns a unit (resources: the typed amount) to the starship. */
export function unload(s: GameState, id: UnitId | 'resources'): GameState {
  if (id === 'resources') return withState(s, { bay: patchFolder(s.bay, { resources: Math.max(0, s.bay.resources - Math.max(1, s.inputs.resources)) }) });
  if (isHumanId(id)) {
    const p = s.bay.crew.find((x) => x.id === id);
    if (!p) return s;
    const back = p.suit ? returnUnit(s, p.suit.kind, p.suit.damaged) : s;
    return withState(back, { bay: patchFolder(back.bay, { crew: back.bay.crew.filter((x) => x.id !== id) }) });
  }
  const st = s.bay.units[id];
  if (!st || st.count === 0) return s;
  // the damaged one goes back first only when the preference asks for damaged ones
  const damaged = st.damaged > 0 && (s.takeDamaged || st.damaged === st.count);
  const units = unitsWith(s.bay.units, id, minusOne(st, damaged));
  return returnUnit(withState(s, { bay: patchFolder(s.bay, { units }) }), id, damaged);
}

function returnUnit(s: GameState, id: StockId, damaged: boolean): GameState {
  return withState(s, { stock: stockWith(s.stock, id, plusOne(s.stock[id], damaged)) });
}

/** Everything in the shuttle goes back aboard the starship (declining the landing). */
export function emptyBay(s: GameState): GameState {
  // what unloading them one by one returns (the suits in the crew's order, then every unit with
  // its damaged ones), added to one copy of the stock
  const stock = byStock(s.stock);
  for (const p of s.bay.crew) if (p.suit) stock[p.suit.kind] = plusOne(stock[p.suit.kind], p.suit.damaged);
  for (const id of STOCK_IDS) {
    const st = s.bay.units[id];
    if (st && st.count > 0) stock[id] = { count: (stock[id]?.count ?? 0) + st.count, damaged: (stock[id]?.damaged ?? 0) + st.damaged };
  }
  return withState(unloadArtifacts(withState(s, { stock: stock as GameState['stock'] })), { bay: EMPTY_BAY, dressing: null });
}

/** Where a human of the expedition table is, and the state with him replaced. */
function withPassenger(s: GameState, id: HumanId, f: (p: Passenger) => Passenger | null): GameState {
  const edit = (crew: readonly Passenger[]) => crew.flatMap((p) => (p.id === id ? (f(p) ?? []) : [p]));
  return withState(s, {
    bay: patchFolder(s.bay, { crew: edit(s.bay.crew) }),
    party: withParty(s.party, { expedition: patchFolder(s.party.expedition, { crew: edit(s.party.expedition.crew) }), carried: patchFolder(s.party.carried, { crew: edit(s.party.carried.crew) }) }),
  });
}

/** R-LOAD-11, R-UI-TABLE-18: in orbit the 'skafander' button at a suited human takes the suit off; it stays loose in the shuttle. */
export function takeOff(s: GameState, id: HumanId): GameState {
  const p = tableCrew(s).find((x) => x.id === id);
  if (!p?.suit) return s;
  const out = withPassenger(s, id, (x) => passenger(x.id, null));
  return withState(out, { bay: patchFolder(out.bay, { units: addTo(out.bay.units, p.suit.kind, p.suit.damaged) }) });
}

/** R-LOAD-10, R-UI-TABLE-17: the 'skafander' button at a loose suit asks which human puts it on. */
export function startDressing(s: GameState, kind: 'suit' | 'heavySuit'): GameState {
  return withState(s, { dressing: kind, message: { key: 'msg.pickWearer', params: { unit: { unit: kind } } }, hint: { key: 'hint.cancelPick' } });
}

/** The chosen human puts on a loose suit of the kind handed out, from the shuttle or from NIESIONE. */
export function dress(s: GameState, id: HumanId): GameState {
  const kind = s.dressing;
  const p = tableCrew(s).find((x) => x.id === id);
  if ((kind !== 'suit' && kind !== 'heavySuit') || !p || p.suit) return withState(s, { dressing: null });
  const from: FolderId | null = (s.bay.units[kind]?.count ?? 0) > 0 ? 'shuttle' : (s.party.carried.units[kind]?.count ?? 0) > 0 ? 'carried' : null;
  if (!from) return withState(s, { dressing: null });
  const folder = folderOf(s, from);
  const st = folder.units[kind]!;
  // a damaged loose suit is put on only when no working one is left
  const damaged = st.damaged === st.count;
  let out = withFolder(s, from, patchFolder(folder, { units: unitsWith(folder.units, kind, minusOne(st, damaged)) }));
  out = withPassenger(out, id, (x) => passenger(x.id, worn(kind, damaged)));
  return withState(out, { dressing: null });
}

/**
 * R-UI-TABLE-18, R-DEV-19, R-MOVE-32: on the surface a suit comes off through 'zdejmij' and the
 * human's 'wybierz'. A light suit taken off is destroyed; a heavy one is carried (NIESIONE, or the
 * shuttle for someone in it). Without the suit the air requires, the human dies (R-DMG-10).
 */
export function undress(s: GameState, id: HumanId): GameState {
  const p = tableCrew(s).find((x) => x.id === id);
  if (!p?.suit) return withState(s, { dressing: null });
  const where: FolderId = s.bay.crew.some((x) => x.id === id) ? 'shuttle' : 'carried';
  let out = withPassenger(s, id, (x) => passenger(x.id, null));
  if (p.suit.kind === 'heavySuit') {
    const f = folderOf(out, where);
    out = withFolder(out, where, patchFolder(f, { units: addTo(f.units, 'heavySuit', p.suit.damaged) }));
  }
  const need = suitNeeded(s);
  const fatal = need === 'any' || need === 'heavy';
  out = withState(out, { dressing: null });
  // R-DEV-19: say what became of the suit (a light one is destroyed, a heavy one stays with the party)
  if (!fatal) return withState(out, { message: { key: p.suit.kind === 'heavySuit' ? 'msg.suitOffKept' : 'msg.suitOffDestroyed', params: { unit: { unit: id } } } });
  out = killHuman(withPassenger(out, id, () => null), id);
  return withState(out, { message: { key: 'msg.suitOffDeath', params: { unit: { unit: id } } } });
}

/** The humans who may put on the suit being handed out: in the shuttle, not yet suited. */
export function wearers(s: GameState): HumanId[] {
  if (s.dressing === 'off') return tableCrew(s).filter((p) => p.suit).map((p) => p.id);
  return s.dressing ? tableCrew(s).filter((p) => !p.suit).map((p) => p.id) : [];
}

/** R-LAND-01, R-LAND-02: why the shuttle may not land now, or null. */
export function landingBlocked(s: GameState): Message | null {
  const crew = tableCrew(s);
  if (crew.length === 0) return { key: 'msg.landNoHuman' };
  const need = suitNeeded(s);
  const unsuited = crew.find((p) => (need === 'heavy' ? p.suit?.kind !== 'heavySuit' : need === 'any' ? !p.suit : false));
  if (unsuited) return { key: need === 'heavy' ? 'msg.landNeedHeavySuit' : 'msg.landNeedSuit', params: { unit: { unit: unsuited.id } } };
  if (tableFolderList(s).some((f) => (f.units.suit?.count ?? 0) > 0)) return { key: 'msg.landLooseSuit' };
  if (weaponWithoutSoldier(s, crew)) return { key: 'msg.landWeaponNeedsSoldier' };
  return null;
}

