// The field party: moving units between the folders of the expedition table, capacities, the
// Rover and the level preview. Implements R-LOAD-14..25, R-UI-TABLE-06..16, R-UI-TABLE-21..27,
// R-CREW-05, R-CREW-06, R-CREW-08, R-CREW-09, R-ROBOT-03, R-ROBOT-04, R-DEV-56..61,
// R-ORBIT-07..11 and our formula for R-ORBIT-12.
import { artifactWeight, putDownArtifact } from './artifacts';
import { GRAVITIES, isHumanId, ROBOT_IDS, ROVER_CAPACITY, STOCK_IDS, UNIT_TYPES, type Gravity, type StockId, type UnitId } from '../data/units';
import type { Folder, GameState, Level, Passenger } from '../state';
import type { Message } from '../text';
import { EMPTY_FOLDER, EMPTY_PARTY, folderOf, partyFolders, withFolder, withFolders, type FolderId } from './folders';
import { orbitSet } from './planet';
import { atShuttle, standingField } from './field';
import { addTo, bayWeight, byStock, heaviestFirst, minusOne, passengerWeight, stockIn, stockOf, unitsWith, unitWeight } from './stock';
import { passengerStats } from './stats';
import { patchFolder, withParty, withState } from '../stateCopy';
import { perParts } from '../perState';

export const isRobot = (id: StockId): boolean => (ROBOT_IDS as readonly string[]).includes(id);

/** R-UI-TABLE-26: cages, the Rover and suits never go into 'UŻYWANE'; robots do not either. */
export function usable(id: StockId): boolean {
  return !isRobot(id) && id !== 'cage' && id !== 'rover' && id !== 'suit' && id !== 'heavySuit';
}

/** R-CREW-09, R-DEV-61: submerged on foot, or afloat in the Rover, counts as the next lower gravity class (not below near-zero). */
export function effectiveGravity(g: Gravity, lighter: boolean): Gravity {
  const i = GRAVITIES.indexOf(g);
  return lighter && i > 0 ? GRAVITIES[i - 1]! : g;
}

/**
 * R-ORBIT-07..12 (our formula for the manual's "roughly"): capacity at Earth gravity → near-zero
 * ×2, low +2, Earth as is, high −2, huge ÷2 (rounded down); never below 0.
 */
export function gravityCapacity(c: number, g: Gravity): number {
  const v = g === 'nearZero' ? c * 2 : g === 'low' ? c + 2 : g === 'high' ? c - 2 : g === 'huge' ? Math.floor(c / 2) : c;
  return Math.max(0, v);
}

function planetGravity(s: GameState): Gravity {
  return orbitSet(s)?.gravity ?? 'earth';
}

/** R-CREW-05, R-CREW-06, R-DEV-22: a human's capacity in the field. */
export function humanCapacity(s: GameState, p: Passenger): number {
  const own = passengerStats(p).capacity ?? 0;
  const wounds = s.crew.find((h) => h.id === p.id)?.wounds ?? 0;
  const oxygen = orbitSet(s)?.atmosphere === 'thin' && !p.suit ? 1 : 0;
  return gravityCapacity(Math.max(0, own - wounds - oxygen), effectiveGravity(planetGravity(s), s.level === 'underwater'));
}

/** R-ROBOT-03, R-ROBOT-04: a working robot's capacity. */
export function robotCapacity(s: GameState, id: StockId): number {
  const c = UNIT_TYPES[id].stats.capacity;
  return gravityCapacity(c.kind === 'none' ? 0 : c.value, effectiveGravity(planetGravity(s), s.level === 'underwater'));
}

/** R-DEV-56, R-DEV-61: the Rover's capacity, or null where it cannot be used. */
export function roverCapacity(s: GameState): number | null {
  // R-AREA-01: over an area wholly covered with liquid the afloat bonus is useless
  const afloat = s.level === 'onWater' && !standingField(s)?.allLiquid;
  return ROVER_CAPACITY[effectiveGravity(planetGravity(s), afloat)];
}

/**
 * What a capacity reads: the party in EKSPEDYCJA, the crew's wounds, the planet and its air (the
 * orbit, the worlds' content), the level, the mode and the area (a Rover afloat over all-liquid).
 * A step's many copies of the state change none of them, and every overload test (reorganise,
 * after most steps) asked the capacities anew of each copy.
 */
const sameCapacityParts = (a: GameState, b: GameState): boolean =>
  a.party.expedition === b.party.expedition && a.crew === b.crew && a.orbit === b.orbit && a.worlds === b.worlds && a.level === b.level && a.mode === b.mode && a.surface?.area === b.surface?.area;

/** The humans' capacity alone (the 'UŻYWANE' limit on foot), or the Rover's. */
export const handsCapacity = perParts(sameCapacityParts, (s: GameState): number => {
  if (s.mode === 'rover') return roverCapacity(s) ?? 0;
  return s.party.expedition.crew.reduce((n, p) => n + humanCapacity(s, p), 0);
});

/** R-UI-TABLE-23: the capacity of everything self-moving in 'EKSPEDYCJA'. */
export const partyCapacity = perParts(sameCapacityParts, (s: GameState): number => {
  if (s.mode === 'rover') return roverCapacity(s) ?? 0;
  const robots = Object.entries(s.party.expedition.units).reduce((n, [id, st]) => n + robotCapacity(s, id as StockId) * ((st?.count ?? 0) - (st?.damaged ?? 0)), 0);
  return handsCapacity(s) + robots;
});

/** R-UI-TABLE-23: the weight carried: 'NIESIONE' plus 'UŻYWANE'. */
export function carriedWeight(s: GameState): number {
  // R-ART-06: the artifacts taken along weigh on the party too
  return bayWeight(s.party.carried) + bayWeight(s.party.used) + artifactWeight(s);
}

export function usedWeight(s: GameState): number {
  return bayWeight(s.party.used);
}

// ---- moving single units between folders --------------------------------------------------

type Item = { kind: 'human'; p: Passenger } | { kind: 'unit'; id: StockId; damaged: boolean } | { kind: 'resources'; n: number };

/** Takes one item of a unit out of a folder (a working one unless only damaged ones are there). */
function take(folder: Folder, unit: UnitId | 'resources', amount: number): { folder: Folder; item: Item } | null {
  if (unit === 'resources') {
    const n = Math.min(amount, folder.resources);
    return n > 0 ? { folder: patchFolder(folder, { resources: folder.resources - n }), item: { kind: 'resources', n } } : null;
  }
  if (isHumanId(unit)) {
    const p = folder.crew.find((x) => x.id === unit);
    return p ? { folder: patchFolder(folder, { crew: folder.crew.filter((x) => x.id !== unit) }), item: { kind: 'human', p } } : null;
  }
  const st = folder.units[unit];
  if (!st || st.count === 0) return null;
  const damaged = st.damaged === st.count;
  return { folder: patchFolder(folder, { units: unitsWith(folder.units, unit, minusOne(st, damaged)) }), item: { kind: 'unit', id: unit, damaged } };
}

function put(folder: Folder, item: Item): Folder {
  if (item.kind === 'resources') return patchFolder(folder, { resources: folder.resources + item.n });
  if (item.kind === 'human') return patchFolder(folder, { crew: [...folder.crew, item.p] });
  return patchFolder(folder, { units: addTo(folder.units, item.id, item.damaged) });
}

function itemWeight(item: Item): number {
  return item.kind === 'resources' ? item.n : item.kind === 'human' ? passengerWeight(item.p) : unitWeight(item.id);
}

/** Does the item walk by itself (a human, or a working robot, on foot)? */
function selfMoving(s: GameState, item: Item): boolean {
  if (s.mode === 'rover') return false;
  // the sick and the dead of the infection are carried (R-INF-09, R-INF-12)
  if (item.kind === 'human') return !s.crew.find((h) => h.id === item.p.id)?.ill;
  return item.kind === 'unit' && isRobot(item.id) && !item.damaged;
}

export type MoveResult = { ok: true; state: GameState } | { ok: false; message: Message };

/** The refusal names what the party would carry with the item: above its capacity (the load without it read as if it fitted). */
const noRoom = (s: GameState, w: number): Message => ({ key: 'msg.noCapacity', params: { weight: carriedWeight(s) + w, capacity: partyCapacity(s) } });

/** R-LOAD-18..20, R-UI-TABLE-06..09: 'niżej'. */
export function moveDown(s: GameState, from: FolderId, unit: UnitId | 'resources'): MoveResult {
  const way = downWay(s, from, unit, Math.max(1, s.inputs.resources));
  if (!way.ok) return way;
  // both folders in one copy of the state
  return { ok: true, state: withFolders(s, from, way.taken.folder, way.to, put(folderOf(s, way.to), way.taken.item)) };
}

/**
 * 'niżej' would take the unit (`amount` of the resources): what the player asks before it clicks,
 * without the states of the move made to find out.
 */
export function downFits(s: GameState, from: FolderId, unit: UnitId | 'resources', amount = Math.max(1, s.inputs.resources)): boolean {
  return downWay(s, from, unit, amount).ok;
}

type DownWay = { ok: true; taken: { folder: Folder; item: Item }; to: 'expedition' | 'used' | 'carried' } | { ok: false; message: Message };

/**
 * Where 'niżej' puts the unit, or why it refuses. The capacities and weights are read off the state
 * as it is: the unit's own folder (the shuttle, PORZUCONE or NIESIONE) is one none of the tests
 * reads (the party's capacity reads EKSPEDYCJA; the weight carried, from the shuttle or
 * PORZUCONE, NIESIONE and UŻYWANE; the hands, from NIESIONE, UŻYWANE).
 */
function downWay(s: GameState, from: FolderId, unit: UnitId | 'resources', amount: number): DownWay {
  const taken = take(folderOf(s, from), unit, amount);
  if (!taken) return { ok: false, message: { key: 'msg.refused' } };
  const item = taken.item;
  const w = itemWeight(item);
  // asked only where the unit may go into a hand
  const inHand = (): boolean => item.kind === 'unit' && usable(item.id) && !item.damaged && w <= handsCapacity(s) - usedWeight(s);
  // R-UI-TABLE-16: a unit taken back out of PORZUCONE comes as from the shuttle
  if (from === 'shuttle' || from === 'abandoned') {
    if (selfMoving(s, item)) return { ok: true, taken, to: 'expedition' };
    if (w > partyCapacity(s) - carriedWeight(s)) return { ok: false, message: noRoom(s, w) };
    return { ok: true, taken, to: inHand() ? 'used' : 'carried' };
  }
  if (from === 'carried' && inHand()) return { ok: true, taken, to: 'used' };
  return { ok: false, message: { key: 'msg.cannotUse', params: { unit: { unit: unit as UnitId } } } };
}

/** R-LOAD-08, R-LOAD-22, R-UI-TABLE-11..15: 'wyżej' within the table (PROM → starship is `unload`). */
export function moveUp(s: GameState, from: Exclude<FolderId, 'shuttle' | 'abandoned'>, unit: UnitId | 'resources'): GameState {
  const src = take(folderOf(s, from), unit, Math.max(1, s.inputs.resources));
  if (!src) return s;
  let out = withFolder(s, from, src.folder);
  out = from === 'used' ? withFolder(out, 'carried', put(out.party.carried, src.item)) : putDown(out, src.item);
  return reorganise(out);
}

/**
 * R-LOAD-24: after capacities change, what no longer fits is put down automatically: devices in
 * the hands go into 'NIESIONE', then carried things back into the shuttle, heaviest first; the
 * Rover is given up where it cannot be used.
 */
export function reorganise(s0: GameState): GameState {
  let s = s0;
  // R-DMG-16, R-DEV-02: a damaged Rover carries nothing: the party walks again at once
  const roverBroken = (s.party.expedition.units.rover?.damaged ?? 0) > 0;
  if (s.mode === 'rover' && (roverCapacity(s) === null || roverBroken)) s = toggleMode(s).state;
  // R-DMG-13, R-ROBOT-02: a damaged robot no longer walks: it must be carried
  for (const id of ROBOT_IDS) {
    const st = stockOf(s.party.expedition.units, id);
    for (let n = st?.damaged ?? 0; n > 0; n--) {
      const e = s.party.expedition;
      s = withFolder(s, 'expedition', patchFolder(e, { units: unitsWith(e.units, id, minusOne(e.units[id]!, true)) }));
      s = withFolder(s, 'carried', put(s.party.carried, { kind: 'unit', id, damaged: true }));
    }
  }
  for (let guard = 0; guard < 200 && usedWeight(s) > handsCapacity(s); guard++) {
    const id = heaviest(s.party.used);
    if (!id) break;
    s = moveUp(s, 'used', id);
  }
  for (let guard = 0; guard < 200 && carriedWeight(s) > partyCapacity(s); guard++) {
    const from: 'carried' | 'used' = bayWeight(s.party.carried) > 0 ? 'carried' : 'used';
    const folder = s.party[from];
    // the sick and the dead of the infection are put down last: the sick die when left (R-INF-09)
    const ill = (id: string) => !!s.crew.find((h) => h.id === id)?.ill;
    const unit = folder.resources > 0 ? 'resources' : folder.crew.find((p) => !ill(p.id))?.id ?? heaviest(folder) ?? folder.crew[0]?.id;
    if (!unit) break;
    // R-MOVE-22: only what can no longer be carried is put down — of resources, just the excess
    const src = take(folder, unit, Math.min(folder.resources, carriedWeight(s) - partyCapacity(s)));
    if (!src) break;
    s = putDown(withFolder(s, from, src.folder), src.item);
  }
  // R-ART-06: an artifact is put down last; left behind, it may be met again (R-ART-07)
  for (let guard = 0; guard < 50 && carriedWeight(s) > partyCapacity(s); guard++) {
    const out = putDownArtifact(s, atShuttle(s));
    if (out.state === s) break;
    s = out.state;
  }
  return s;
}

/**
 * R-MOVE-22, R-UI-TABLE-14, R-UI-TABLE-21, R-UI-TABLE-22: what is put down goes into the shuttle
 * on its field, and into 'PORZUCONE' anywhere else.
 */
function putDown(s: GameState, item: Item): GameState {
  return atShuttle(s) || s.phase !== 'surface' ? withFolder(s, 'shuttle', put(s.bay, item)) : withFolder(s, 'abandoned', put(s.party.abandoned, item));
}

function heaviest(f: Folder): StockId | null {
  return heaviestFirst(stockIn(f.units))[0] ?? null;
}

/** Where the Rover is in the table, if it is there and working. */
function roverIn(s: GameState): FolderId | null {
  // R-MOVE-31: the shuttle's units are out of reach away from its field
  for (const f of atShuttle(s) || s.phase !== 'surface' ? (['shuttle', 'carried', 'expedition'] as const) : (['carried', 'expedition'] as const)) {
    const st = folderOf(s, f).units.rover;
    if (st && st.count > st.damaged) return f;
  }
  return null;
}

/**
 * R-LOAD-25, R-AREA-01: in an area wholly covered with liquid the party is always submerged on
 * foot and afloat in the Rover: as it lands, and whenever its mode changes there.
 */
const allLiquidLevel = (mode: GameState['mode']): Level => (mode === 'rover' ? 'onWater' : 'underwater');
const allLiquid = (s: GameState): boolean => s.phase === 'surface' && !!standingField(s)?.allLiquid;

/** R-LOAD-15, R-UI-TABLE-12: 'pieszo' ↔ 'łazik'; a broken Rover is left this way too (reorganise). */
export function toggleMode(s: GameState): MoveResult & { state: GameState } {
  if (s.mode === 'rover') {
    // back on foot: the Rover into 'NIESIONE' if it can be carried, else into the shuttle; the crew walks
    const rover = take(s.party.expedition, 'rover', 1)!;
    let out: GameState = withState(s, { mode: 'foot', level: allLiquid(s) ? allLiquidLevel('foot') : s.level === 'onWater' ? 'surface' : s.level, party: withParty(s.party, { expedition: rover.folder }) });
    const ill = (id: string) => !!out.crew.find((h) => h.id === id)?.ill;
    const walkers = out.party.carried.crew.filter((p) => !ill(p.id));
    // the working robots (each type with a working one, its damaged ones with it) walk again
    const carriedUnits = byStock(out.party.carried.units);
    const walkingUnits = byStock(out.party.expedition.units);
    for (const id of ROBOT_IDS) {
      const st = carriedUnits[id];
      if (!st || st.count <= st.damaged) continue;
      walkingUnits[id] = st;
      carriedUnits[id] = undefined;
    }
    out = withState(out, { party: withParty(out.party, { expedition: patchFolder(out.party.expedition, { crew: [...out.party.expedition.crew, ...walkers], units: walkingUnits }), carried: patchFolder(out.party.carried, { crew: out.party.carried.crew.filter((p) => ill(p.id)), units: carriedUnits }) }) });
    out = withFolder(out, 'carried', put(out.party.carried, rover.item));
    return { ok: true, state: reorganise(out) };
  }
  const where = roverIn(s);
  if (!where || roverCapacity(s) === null) return { ok: false, message: { key: 'msg.noRover' }, state: s };
  const rover = take(folderOf(s, where), 'rover', 1)!;
  let out = withFolder(s, where, rover.folder);
  // the crew and robots board the Rover: they become carried
  const e = out.party.expedition;
  out = withState(out, {
    mode: 'rover',
    level: allLiquid(s) ? allLiquidLevel('rover') : out.level === 'underwater' ? 'surface' : out.level,
    party: withParty(out.party, { expedition: put(EMPTY_FOLDER, rover.item), carried: patchFolder(out.party.carried, { crew: [...out.party.carried.crew, ...e.crew], units: mergeUnits(out.party.carried.units, e.units) }) }),
  });
  return { ok: true, state: reorganise(out) };
}

function mergeUnits(a: Folder['units'], b: Folder['units']): Folder['units'] {
  const out = byStock(a);
  for (const id of STOCK_IDS) {
    const st = b[id];
    if (!st) continue;
    const cur = out[id];
    out[id] = { count: (cur?.count ?? 0) + st.count, damaged: (cur?.damaged ?? 0) + st.damaged };
  }
  return out;
}

/** R-LOAD-15: the Rover can be boarded (a working one in the table, usable at this gravity), or left. */
export function canToggleMode(s: GameState): boolean {
  return s.mode === 'rover' || (roverIn(s) !== null && roverCapacity(s) !== null);
}

/**
 * R-LOAD-24, R-LOAD-25, R-LAND-13, R-AREA-01: in orbit the level is a preview; after landing it
 * changes only on a liquid field, and not in an area wholly covered with liquid (research there
 * is only submerged).
 */
export function canToggleLevel(s: GameState): boolean {
  if (s.phase === 'orbit') return true;
  if (s.phase !== 'surface') return false;
  // R-TERRAIN-09: on the shuttle's field the level changes at no cost; elsewhere the movement board dives and surfaces
  const here = standingField(s);
  return !!here && here.field.base === 'liquid' && !here.allLiquid && atShuttle(s);
}

/**
 * The level once landed (R-LOAD-25, R-LAND-13, R-AREA-01): the orbit's preview holds on a liquid
 * field; on dry land the party is on the surface; in an area wholly covered with liquid it starts
 * submerged (the Rover afloat, without its bonus). Capacities follow at once.
 */
export function levelOnLanding(s: GameState): GameState {
  const here = standingField(s);
  if (!here) return s;
  const level: Level = here.allLiquid ? allLiquidLevel(s.mode) : here.field.base === 'liquid' ? s.level : 'surface';
  return level === s.level ? s : reorganise(withState(s, { level }));
}

/** R-LOAD-24: 'powierzchnia' → 'pod wodą' (on foot) or 'na wodzie' (Rover) → 'powierzchnia'. */
export function toggleLevel(s: GameState): GameState {
  const next: Level = s.level !== 'surface' ? 'surface' : s.mode === 'rover' ? 'onWater' : 'underwater';
  return reorganise(withState(s, { level: next }));
}

/** Everything of the party goes back into the shuttle (before declining a landing, or lifting off). */
export function partyToShuttle(s: GameState): GameState {
  let bay = s.bay;
  for (const f of [...partyFolders(s), s.party.abandoned]) {
    bay = patchFolder(bay, { crew: [...bay.crew, ...f.crew], units: mergeUnits(bay.units, f.units), resources: bay.resources + f.resources });
  }
  return withState(s, { bay, party: EMPTY_PARTY, mode: 'foot', level: 'surface' });
}

