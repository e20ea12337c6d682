// Helpers to fly the engine around the star map in tests: shortest paths and a driver that
// answers events (first option, wounds to the first living human) and declines landings.
import {
  DIRECTIONS,
  isEarth,
  landingField,
  legalActions,
  MAP_COLS,
  MAP_ROWS,
  newGame,
  PLANET_FIELDS,
  planetAt,
  PLANETS,
  step,
  stepField,
  type Action,
  type Direction,
  type GameState,
  type MapField,
  type PlanetId,
  type UnitId,
} from '../../src/engine';
import { carriedWeight, partyCapacity } from '../../src/engine/rules/party';

/** Directions of a shortest flight from `from` to `to` through empty space. */
export function pathTo(from: MapField, to: MapField): Direction[] {
  const key = (f: MapField) => `${f.row}:${f.col}`;
  const prev = new Map<string, { from: MapField; dir: Direction }>();
  const seen = new Set([key(from)]);
  let frontier = [from];
  while (frontier.length && !seen.has(key(to))) {
    const next: MapField[] = [];
    for (const f of frontier)
      for (const dir of DIRECTIONS) {
        const n = stepField(f.row, f.col, dir);
        if (n.row < 1 || n.col < 1 || n.row > MAP_ROWS || n.col > MAP_COLS || seen.has(key(n))) continue;
        seen.add(key(n));
        prev.set(key(n), { from: f, dir });
        const blocked = planetAt(n) !== null || isEarth(n);
        if (!blocked) next.push(n);
      }
    frontier = next;
  }
  const dirs: Direction[] = [];
  for (let f = to; key(f) !== key(from); ) {
    const p = prev.get(key(f));
    if (!p) throw new Error(`no path to ${key(to)}`);
    dirs.unshift(p.dir);
    f = p.from;
  }
  return dirs;
}

export function act(s: GameState, a: Action): GameState {
  const r = step(s, a);
  if (r.refused) throw new Error(`refused ${JSON.stringify(a)} in phase ${s.phase}: ${r.refused.key}`);
  return r.state;
}

/** The flight's last step to Earth: answers the early-end question with 'leć na Ziemię'. */
export function home(s: GameState, dir: Direction): GameState {
  const out = act(s, { type: 'fly', dir });
  return out.menu === 'confirmEarth' ? act(out, { type: 'confirmEarth' }) : out;
}

/** Answers whatever a space event asks: the first option, wounds to the first living human. */
export function settle(s: GameState): GameState {
  let out = s;
  for (let i = 0; i < 20 && (out.phase === 'event' || out.phase === 'wounds'); i++) {
    if (out.phase === 'event') out = act(out, { type: 'chooseOption', index: 0 });
    else out = act(out, { type: 'assignWound', unit: out.crew.find((h) => h.alive)!.id });
  }
  return out;
}

/** Flies to a field; on arrival at a planet settles any event; declines the landing. */
export function flyTo(s: GameState, to: MapField, decline = true): GameState {
  let out = s;
  for (const dir of pathTo(out.position, to)) out = home(out, dir);
  out = settle(out);
  if (decline && out.phase === 'orbit') out = act(out, { type: 'decline' });
  return out;
}

type CharacteristicSet = (typeof PLANETS)[PlanetId]['sets'][number];

/** A 30-month game flown from Earth into the orbit of a planet, with the given characteristic set. */
export function orbitOver(planet: PlanetId, set: number, seed: number): GameState {
  let s = newGame({ length: 30, seed });
  for (const dir of pathTo(s.position, PLANET_FIELDS[planet])) s = act(s, { type: 'fly', dir });
  return { ...settle(s), orbit: { planet, set } };
}

/** In orbit of the first planet (in PLANETS order) that has a characteristic set like this. */
export function orbitWhere(pred: (set: CharacteristicSet) => boolean, seed: number): GameState {
  for (const p of Object.keys(PLANETS) as PlanetId[]) {
    const i = PLANETS[p].sets.findIndex(pred);
    if (i >= 0) return orbitOver(p, i, seed);
  }
  throw new Error('no such set');
}

/** Landed from such an orbit: the units loaded and sent down from the shuttle, `resources` carried too. */
export function landedWhere(pred: (set: CharacteristicSet) => boolean, units: readonly UnitId[], seed: number, resources = 0): GameState {
  let s = orbitWhere(pred, seed);
  for (const u of units) s = act(s, { type: 'load', unit: u });
  for (const u of units) s = act(s, { type: 'down', folder: 'shuttle', unit: u });
  if (resources > 0) s = act(act(act(s, { type: 'setInput', field: 'resources', raw: resources }), { type: 'addResources' }), { type: 'down', folder: 'shuttle', unit: 'resources' });
  return act(act(s, { type: 'land' }), { type: 'acceptArea' });
}

/** The same state with its landing field marked researched (R-LAND-12), no time spent: for tests of what comes after. */
export function landingResearched(s: GameState): GameState {
  const lf = landingField(s)!;
  return { ...s, surface: { ...s.surface!, researched: [...s.surface!.researched, `${lf.row}:${lf.col}:surface`] } };
}

/**
 * Landed on a given area of a planet (set `set`): the units sent down, a landing accident's hits
 * given to the first unit offered, fog cleared, the landing field researched (tests of moves).
 */
export function landedOnArea(planet: PlanetId, set: number, areaId: string, units: readonly UnitId[], seed = 8, resources = 12): GameState {
  let s = orbitOver(planet, set, seed);
  for (const u of units) s = act(s, { type: 'load', unit: u });
  for (const u of units) s = act(s, { type: 'down', folder: 'shuttle', unit: u });
  s = act(s, { type: 'land' });
  s = act({ ...s, landing: { area: areaId, draws: 1 } }, { type: 'acceptArea' });
  for (let i = 0; i < 9 && s.hitsToAssign > 0; i++) s = act(s, legalActions(s).find((a) => a.type === 'hit')!);
  return provisioned(landingResearched({ ...s, surface: { ...s.surface!, fog: false } }), resources);
}

/**
 * The party carries `n` resources (as many as it can; the rest waits in the shuttle), as a real
 * expedition would: time on a planet drains them (R-RES).
 */
export function provisioned(s: GameState, n: number): GameState {
  const room = Math.max(0, partyCapacity(s) - carriedWeight(s));
  const carried = Math.min(n, room);
  return { ...s, bay: { ...s.bay, resources: n - carried }, party: { ...s.party, carried: { ...s.party.carried, resources: s.party.carried.resources + carried } } };
}

/**
 * Landed with the soldier, the scout and the engineer (the transbot too, and `extra` units) and a
 * Rover left in PROM, then boarded: the Rover carries the engineer and the transbot; the others
 * stay in PROM. Resources: 4 carried as far as the party can.
 */
export function roverParty(planet: PlanetId, set: number, area: string, extra: readonly UnitId[] = []): GameState {
  let s = orbitOver(planet, set, 8);
  for (const u of ['soldier', 'scout', 'engineer', 'rover', 'transbot', ...extra] as const) s = act(s, { type: 'load', unit: u });
  for (const u of ['soldier', 'scout', 'engineer', 'transbot', ...extra] as const) s = act(s, { type: 'down', folder: 'shuttle', unit: u });
  s = act(s, { type: 'land' });
  s = act({ ...s, landing: { area, draws: 1 } }, { type: 'acceptArea' });
  for (let i = 0; i < 9 && s.hitsToAssign > 0; i++) s = act(s, legalActions(s).find((a) => a.type === 'hit')!);
  s = provisioned(landingResearched({ ...s, surface: { ...s.surface!, fog: false } }), 4);
  s = { ...s, crew: s.crew.map((h) => ({ ...h, wounds: 0 })), bay: { ...s.bay, units: { ...s.bay.units, rover: { count: 1, damaged: 0 } } } };
  s = act(s, { type: 'toggleMode' });
  if (s.mode !== 'rover' || s.party.expedition.units.rover?.count !== 1 || s.party.expedition.units.rover.damaged !== 0) throw new Error('the party did not board a working Rover');
  return s;
}
