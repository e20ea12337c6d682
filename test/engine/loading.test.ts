import {
  AREAS,
  bayWeight,
  deserialize,
  format,
  legalActions,
  maxDraws,
  newGame,
  PLANETS,
  serialize,
  SHUTTLE_CAPACITY,
  shuttleCapacity,
  shuttleRows,
  step,
  stillAllowed,
  type GameState,
  type PlanetId,
} from '../../src/engine';
import { renderSheets } from '../../src/sheets';
import { areaPool, drawAbsent, maybeFeatures } from '../../src/engine';
import { deviceFits } from '../../src/engine/rules/loading';
import { Dice, seedRng } from '../../src/engine/rng';
import { act, orbitOver, orbitWhere } from '../support/voyage';

const inOrbit = (planet: PlanetId, set: number, seed = 3): GameState => orbitOver(planet, set, seed);
const find = (atmosphere: string): GameState => orbitWhere((x) => x.atmosphere === atmosphere, 3);

describe('loading the shuttle', () => {
  test('R-LOAD-03 R-UI-SPACE-01 in orbit a starship-log button puts the unit into the shuttle (folder PROM)', () => {
    let s = find('normal');
    const laser = s.stock.laser.count;
    s = act(s, { type: 'load', unit: 'laser' });
    expect(s.bay.units.laser).toEqual({ count: 1, damaged: 0 });
    expect(s.stock.laser.count).toBe(laser - 1);
    const rows = shuttleRows(s);
    expect(rows.map((r) => r.unit)).toEqual(['laser']);
  });

  test('R-LOAD-03 R-DEV-10 R-UI-SPACE-18 a unit with wolno 0 cannot be loaded: one laser, many cages', () => {
    let s = act(find('normal'), { type: 'load', unit: 'laser' });
    expect(stillAllowed(s, 'laser')).toBe(0);
    expect(step(s, { type: 'load', unit: 'laser' }).refused).toBeDefined();
    s = act(s, { type: 'load', unit: 'cage' });
    s = act(s, { type: 'load', unit: 'cage' });
    expect(s.bay.units.cage?.count).toBe(2);
    // the starship log's 'wolno' column (L) shows 0 on the laser's row
    const cells = renderSheets(s, 'pl').sheets.space.cells;
    const laserRow = [...cells].find(([a, c]) => /^B\d+$/.test(a) && c.value === 'Laser')![0].slice(1);
    expect(cells.get(`L${laserRow}`)?.value).toBe(0);
  });

  test('R-LOAD-09 R-DEV-12 R-DEV-14 humans are loaded with the suit the atmosphere needs', () => {
    const toxic = act(find('toxic'), { type: 'load', unit: 'scout' });
    expect(toxic.bay.crew[0]).toEqual({ id: 'scout', suit: { kind: 'suit', damaged: false } });
    const acid = act(find('acid'), { type: 'load', unit: 'scout' });
    expect(acid.bay.crew[0]?.suit?.kind).toBe('heavySuit');
    const normal = act(find('normal'), { type: 'load', unit: 'scout' });
    expect(normal.bay.crew[0]?.suit).toBeNull();
  });

  test('R-LOAD-09 a human who does not fit with his suit is loaded without it', () => {
    const base = find('toxic');
    const cap = shuttleCapacity(base);
    const nearlyFull: GameState = { ...base, bay: { ...base.bay, resources: cap - 7 - 2 } };
    const s = act(nearlyFull, { type: 'load', unit: 'soldier' });
    expect(s.bay.crew[0]).toEqual({ id: 'soldier', suit: null });
  });

  test('R-LOAD-02 R-SHUTTLE-02 the shuttle takes no more than its capacity at the planet’s gravity', () => {
    const s = find('normal');
    const set = PLANETS[s.orbit!.planet].sets[s.orbit!.set]!;
    expect(shuttleCapacity(s)).toBe(SHUTTLE_CAPACITY[set.gravity]);
    const full: GameState = { ...s, bay: { ...s.bay, resources: shuttleCapacity(s) - 1 } };
    const r = step(full, { type: 'load', unit: 'transbot' });
    expect(r.refused?.key).toBe('msg.shuttleFull');
  });

  test('R-LOAD-02 R-ROBOT-10 R-DEV-67 a device fits while the table and it weigh no more than the capacity (deviceFits, the player asks it alone)', () => {
    const s = find('normal');
    const cap = shuttleCapacity(s);
    // the Transbot weighs 9 (R-ROBOT-10): with cap − 9 on board it just fits, with cap − 8 it does not
    const room9: GameState = { ...s, bay: { ...s.bay, resources: cap - 9 } };
    const room8: GameState = { ...s, bay: { ...s.bay, resources: cap - 8 } };
    expect(deviceFits(room9, 'transbot')).toBe(true);
    expect(step(room9, { type: 'load', unit: 'transbot' }).state.bay.units.transbot?.count).toBe(1);
    expect(deviceFits(room8, 'transbot')).toBe(false);
    expect(step(room8, { type: 'load', unit: 'transbot' }).refused?.key).toBe('msg.shuttleFull');
    // a cage weighs 1 (R-DEV-67): the last unit of room takes one, a full shuttle none
    const room1: GameState = { ...s, bay: { ...s.bay, resources: cap - 1 } };
    const room0: GameState = { ...s, bay: { ...s.bay, resources: cap } };
    expect(deviceFits(room1, 'cage')).toBe(true);
    expect(deviceFits(room0, 'cage')).toBe(false);
    expect(step(room0, { type: 'load', unit: 'cage' }).refused?.key).toBe('msg.shuttleFull');
  });

  test('R-LOAD-04 R-LOAD-05 dodaj zasób adds the ±zasobów: amount, at most 30 in the shuttle', () => {
    let s = find('normal');
    s = act(s, { type: 'setInput', field: 'resources', raw: 12 });
    s = act(s, { type: 'addResources' });
    expect(s.bay.resources).toBe(12);
    s = act(s, { type: 'addResources' });
    expect(s.bay.resources).toBe(24);
    s = act(s, { type: 'addResources' });
    expect(s.bay.resources).toBe(30);
    expect(step(s, { type: 'addResources' }).refused?.key).toBe('msg.resourcesFull');
    expect(bayWeight(s.bay)).toBe(30);
  });

  test('R-LOAD-08 R-UI-TABLE-11 wyżej returns a unit (and resources by the typed amount) to the starship', () => {
    let s = act(act(find('toxic'), { type: 'load', unit: 'navigator' }), { type: 'load', unit: 'specbot' });
    const suits = s.stock.suit.count;
    s = act(s, { type: 'unload', unit: 'navigator' });
    expect(s.bay.crew).toEqual([]);
    expect(s.stock.suit.count).toBe(suits + 1); // the suit goes back too
    s = act(s, { type: 'unload', unit: 'specbot' });
    expect(s.bay.units.specbot?.count ?? 0).toBe(0);
    s = act(act(s, { type: 'addResources' }), { type: 'setInput', field: 'resources', raw: 4 });
    s = act(s, { type: 'unload', unit: 'resources' });
    expect(s.bay.resources).toBe(6);
  });

  test('R-LOAD-12 R-LOAD-13 weź uszkodzony prefers damaged units; a wholly working type gives what exists', () => {
    let s = find('normal');
    s = { ...s, stock: { ...s.stock, laser: { count: 3, damaged: 1 } } };
    const working = act(s, { type: 'load', unit: 'laser' });
    expect(working.bay.units.laser).toEqual({ count: 1, damaged: 0 });
    s = act(s, { type: 'togglePreference' });
    expect(legalActions(s).some((a) => a.type === 'togglePreference')).toBe(true);
    const damaged = act(s, { type: 'load', unit: 'laser' });
    expect(damaged.bay.units.laser).toEqual({ count: 1, damaged: 1 });
    const allWorking = act(s, { type: 'load', unit: 'specbot' });
    expect(allWorking.bay.units.specbot).toEqual({ count: 1, damaged: 0 });
  });

  test('R-LOAD-10 R-LOAD-11 R-UI-TABLE-17 R-UI-TABLE-18 a suit comes off with the skafander button and goes on a chosen human', () => {
    let s = act(act(find('toxic'), { type: 'load', unit: 'scout' }), { type: 'load', unit: 'doctor' });
    s = act(s, { type: 'suitButton', unit: 'scout' });
    expect(s.bay.crew.find((p) => p.id === 'scout')!.suit).toBeNull();
    expect(s.bay.units.suit?.count).toBe(1);
    s = act(s, { type: 'suitButton', unit: 'suit' });
    expect(s.dressing).toBe('suit');
    expect(legalActions(s)).toContainEqual({ type: 'dressHuman', unit: 'scout' });
    expect(legalActions(s)).not.toContainEqual({ type: 'dressHuman', unit: 'doctor' }); // already suited
    expect(legalActions(s)).toContainEqual({ type: 'cancelPick' });
    s = act(s, { type: 'dressHuman', unit: 'scout' });
    expect(s.bay.crew.find((p) => p.id === 'scout')!.suit).toEqual({ kind: 'suit', damaged: false });
    expect(s.bay.units.suit?.count).toBe(0);
  });

  test('rezygnuj in orbit sends everything in the shuttle back aboard', () => {
    const before = find('toxic');
    let s = act(act(act(before, { type: 'load', unit: 'scout' }), { type: 'load', unit: 'laser' }), { type: 'addResources' });
    s = act(s, { type: 'decline' });
    expect(s.bay).toEqual({ crew: [], units: {}, resources: 0 });
    expect(s.stock).toEqual(before.stock);
  });
});

describe('landing', () => {
  const ready = (atm = 'toxic') => act(act(act(find(atm), { type: 'load', unit: 'soldier' }), { type: 'load', unit: 'transbot' }), { type: 'addResources' });

  test('R-LAND-01 landing needs a human, and the suits the atmosphere requires; R-LAND-02 no loose light suits', () => {
    expect(step(find('toxic'), { type: 'land' }).refused?.key).toBe('msg.landNoHuman');
    let s = act(ready(), { type: 'suitButton', unit: 'soldier' });
    expect(step(s, { type: 'land' }).refused?.key).toBe('msg.landNeedSuit');
    s = act(act(s, { type: 'suitButton', unit: 'suit' }), { type: 'dressHuman', unit: 'soldier' });
    s = act(act(s, { type: 'load', unit: 'suit' }), { type: 'load', unit: 'navigator' });
    expect(s.bay.units.suit?.count).toBe(1);
    expect(step(s, { type: 'land' }).refused?.key).toBe('msg.landLooseSuit');
    const acid = act(find('acid'), { type: 'load', unit: 'scout' });
    expect(step({ ...acid, bay: { ...acid.bay, crew: [{ id: 'scout', suit: { kind: 'suit', damaged: false } }] } }, { type: 'land' }).refused?.key).toBe('msg.landNeedHeavySuit');
  });

  test('R-LAND-03 before landing the hint lists the possible areas with their chances', () => {
    const s = ready();
    const text = format('pl', s.hint!);
    const pool = AREAS[s.orbit!.planet].filter((a) => a.weights[s.orbit!.set]! > 0);
    expect(text).toMatch(/^Możliwe obszary: /);
    expect(text).toMatch(/%/);
    expect(pool.length).toBeGreaterThanOrEqual(2);
  });

  test('R-LAND-04 R-GEN-06 ląduj draws an area from the pool and moves to the expedition sheet', () => {
    const s = act(ready(), { type: 'land' });
    expect(s.phase).toBe('landing');
    const area = AREAS[s.orbit!.planet].find((a) => a.id === s.landing!.area)!;
    expect(area.weights[s.orbit!.set]).toBeGreaterThan(0);
    expect(renderSheets(s, 'pl').active).toBe('expedition');
  });

  // 6 000 draws per case: SE of a share p ≤ 0.0065; tolerance 0.025.
  test('R-LAND-04 areas are drawn with their weights (6 000 seeded landings, ±0.025)', () => {
    const base = ready();
    const pool = AREAS[base.orbit!.planet].filter((a) => a.weights[base.orbit!.set]! > 0);
    const total = pool.reduce((n, a) => n + a.weights[base.orbit!.set]!, 0);
    const counts = new Map<string, number>();
    for (let seed = 0; seed < 6000; seed++) {
      const s = act({ ...base, rng: newGame({ length: 30, seed }).rng }, { type: 'land' });
      counts.set(s.landing!.area, (counts.get(s.landing!.area) ?? 0) + 1);
    }
    for (const a of pool) expect(Math.abs((counts.get(a.id) ?? 0) / 6000 - a.weights[base.orbit!.set]! / total)).toBeLessThan(0.025);
  });

  test('R-LAND-07 R-LAND-08 without the Navigator one more search, costing a month; then the area is final', () => {
    let s = act(ready(), { type: 'land' });
    expect(maxDraws(s)).toBe(2);
    const m = s.month;
    s = act(s, { type: 'searchArea' });
    expect(s.month).toBe(m + 1);
    expect(legalActions(s).some((a) => a.type === 'searchArea')).toBe(false);
  });

  test('R-LAND-09 with the Navigator a second search is free', () => {
    let s = act(act(ready(), { type: 'load', unit: 'navigator' }), { type: 'land' });
    expect(maxDraws(s)).toBe(3);
    const m = s.month;
    s = act(s, { type: 'searchArea' });
    s = act(s, { type: 'searchArea' });
    expect(s.month).toBe(m + 1);
    expect(legalActions(s).some((a) => a.type === 'searchArea')).toBe(false);
  });

  test('R-SPACE-21 a free landing search from a space event costs no month', () => {
    const base = ready();
    let s = act({ ...base, later: { ...base.later, freeLandingSearch: true } }, { type: 'land' });
    const m = s.month;
    s = act(s, { type: 'searchArea' });
    expect(s.month).toBe(m);
    expect(s.later.freeLandingSearch).toBe(false);
  });

  test('R-LAND-05 R-AREA-01..07 landing fixes the climate and fog from the area; R-LAND-12 research of the landing field comes first', () => {
    const s = act(act(ready(), { type: 'land' }), { type: 'acceptArea' });
    expect(s.phase).toBe('surface');
    const area = AREAS[s.orbit!.planet].find((a) => a.id === s.surface!.area)!;
    expect(area.climates.map(([c]) => c)).toContain(s.surface!.climate);
    expect(JSON.stringify(s.message) + JSON.stringify(s.hint)).toMatch(/researchLandingField|formParty|msg\.accident/);
  });

  // 16 000 landings: accident share 1/16 has SE 0.0019; tolerance 0.008.
  test('R-LAND-10 a landing accident is rare: 1 in 16, twice as often after shuttle wear (16 000 landings, ±0.008)', () => {
    const base = act(ready(), { type: 'land' });
    const share = (risky: boolean) => {
      let n = 0;
      for (let seed = 0; seed < 16000; seed++) {
        const s = act({ ...base, rng: newGame({ length: 30, seed }).rng, later: { ...base.later, riskyLanding: risky } }, { type: 'acceptArea' });
        if (s.message.key.startsWith('msg.accident')) n++;
      }
      return n / 16000;
    };
    expect(Math.abs(share(false) - 1 / 16)).toBeLessThan(0.008);
    expect(Math.abs(share(true) - 2 / 16)).toBeLessThan(0.01);
  });

  test('R-LAND-06 a rare area gives its discovery points once', () => {
    const rare = Object.values(AREAS).flat().find((a) => a.discovery > 0 && a.planet === 'korkran')!;
    let s = ready();
    s = { ...inOrbit('korkran', rare.weights.findIndex((w) => w > 0)), bay: s.bay, phase: 'landing', landing: { area: rare.id, draws: 1 } };
    const landed = act(s, { type: 'acceptArea' });
    expect(landed.discovered).toContain(`area:${rare.id}`);
  });

  test('a game in the middle of landing saves and resumes exactly', () => {
    const s = act(ready(), { type: 'land' });
    const r = deserialize(serialize(s));
    expect(r.ok && serialize(r.state)).toBe(serialize(s));
  });
});

describe('maybe terrains', () => {
  // 4 000 landings: SE of a share ≤ 0.008; tolerance 0.03.
  test('R-LAND-03 the hint names the maybe terrains; the rarer the area, the likelier they turn up (4 000 draws, ±0.03)', () => {
    // an orbit whose pool has an area with maybe terrain
    for (const planet of Object.keys(AREAS) as PlanetId[])
      for (let set = 0; set < 3; set++) {
        const s = inOrbit(planet, set);
        const pool = areaPool(s);
        const entry = pool.find((x) => maybeFeatures(x.area).length > 0 && x.chance < 1);
        if (!entry) continue;
        expect(format('pl', { key: 'hint.areas', params: { areas: { areaList: [[entry.area.id, 50, maybeFeatures(entry.area)]] } } })).toMatch(/być może: /);
        const fields = entry.area.map.join(' ').split(/\s+/).filter((x) => x.includes('?')).length;
        let present = 0;
        let total = 0;
        for (let i = 0; i < 4000; i++) {
          const absent = drawAbsent(s, entry.area, new Dice(seedRng(i)));
          const maybes = entry.area.map.join(' ').split('?').length - 1;
          total += maybes;
          present += maybes - absent.length;
        }
        expect(fields).toBeGreaterThan(0);
        expect(Math.abs(present / total - (1 - entry.chance))).toBeLessThan(0.03);
        return;
      }
    throw new Error('no area with maybe terrain');
  });
});
