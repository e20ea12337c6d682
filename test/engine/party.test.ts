import {
  carriedWeight,
  gravityCapacity,
  handsCapacity,
  humanCapacity,
  legalActions,
  menuItems,
  newGame,
  partyCapacity,
  PLANETS,
  roverCapacity,
  step,
  tableRows,
  usedWeight,
  type GameState,
} from '../../src/engine';
import { act, orbitWhere } from '../support/voyage';

const inOrbit = (pred: Parameters<typeof orbitWhere>[0]): GameState => orbitWhere(pred, 12);
const earthNormal = () => inOrbit((x) => x.gravity === 'earth' && x.atmosphere === 'normal');
const load = (s: GameState, ...units: Parameters<typeof act>[1] extends infer A ? (A extends { type: 'load'; unit: infer U } ? U : never)[] : never) =>
  units.reduce((x, u) => act(x, { type: 'load', unit: u }), s);

describe('the field party', () => {
  test('R-ORBIT-07..12 capacities by gravity: near-zero ×2, low +2, Earth, high −2, huge ÷2', () => {
    expect(['nearZero', 'low', 'earth', 'high', 'huge'].map((g) => gravityCapacity(7, g as never))).toEqual([14, 9, 7, 5, 3]);
    expect(gravityCapacity(1, 'high')).toBe(0);
  });

  test('R-LOAD-18 R-LOAD-19 R-UI-TABLE-06 niżej sends humans and working robots into EKSPEDYCJA, on foot', () => {
    let s = load(earthNormal(), 'soldier', 'transbot');
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'soldier' });
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'transbot' });
    expect(s.party.expedition.crew.map((p) => p.id)).toEqual(['soldier']);
    expect(s.party.expedition.units.transbot?.count).toBe(1);
    expect(partyCapacity(s)).toBe(7 + 9); // Soldier 7, Transbot 9 at Earth gravity
    expect(handsCapacity(s)).toBe(7);
  });

  test('R-LOAD-20 R-UI-TABLE-07 a device goes into UŻYWANE when the humans can hold it, else into NIESIONE; cages never', () => {
    let s = load(earthNormal(), 'commander', 'laser', 'cage', 'specialTools');
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'commander' }); // capacity 5
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'laser' }); // 2 → used
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'cage' }); // cages: carried
    expect(s.party.used.units.laser?.count).toBe(1);
    expect(s.party.carried.units.cage?.count).toBe(1);
    expect(usedWeight(s)).toBe(2);
    // special tools (3) would make the party carry 6 with the Commander's capacity 5: refused (R-LOAD-19)
    expect(step(s, { type: 'down', folder: 'shuttle', unit: 'specialTools' }).refused?.key).toBe('msg.noCapacity');
    expect(carriedWeight(s)).toBe(3);
  });

  test('R-LOAD-19 a unit the party cannot carry is refused', () => {
    let s = load(earthNormal(), 'commander', 'transbot');
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'commander' });
    // a damaged robot must be carried: fake one in the shuttle
    s = { ...s, bay: { ...s.bay, units: { transbot: { count: 1, damaged: 1 } } } };
    expect(step(s, { type: 'down', folder: 'shuttle', unit: 'transbot' }).refused?.key).toBe('msg.noCapacity');
  });

  test('R-LOAD-22 R-UI-TABLE-12 R-UI-TABLE-14 R-UI-TABLE-15 wyżej moves units back; the party reorganises what no longer fits', () => {
    let s = load(earthNormal(), 'soldier', 'laser', 'climber');
    for (const u of ['soldier', 'laser', 'climber'] as const) s = act(s, { type: 'down', folder: 'shuttle', unit: u });
    expect(usedWeight(s)).toBe(4);
    s = act(s, { type: 'up', folder: 'used', unit: 'laser' });
    expect(s.party.carried.units.laser?.count).toBe(1);
    s = act(s, { type: 'up', folder: 'expedition', unit: 'soldier' });
    // nobody walks any more: everything carried goes back to the shuttle
    expect(carriedWeight(s)).toBe(0);
    expect(s.bay.units.laser?.count).toBe(1);
    expect(s.bay.units.climber?.count).toBe(1);
  });

  test('R-CREW-05 R-CREW-06 each wound and an oxygen apparatus in thin air lower a human’s capacity', () => {
    const thin = inOrbit((x) => x.atmosphere === 'thin');
    const g = PLANETS[thin.orbit!.planet].sets[thin.orbit!.set]!.gravity;
    let s = load(thin, 'soldier');
    const p = s.bay.crew[0]!;
    expect(p.suit).toBeNull();
    expect(humanCapacity(s, p)).toBe(gravityCapacity(7 - 1, g));
    s = { ...s, crew: s.crew.map((h) => (h.id === 'soldier' ? { ...h, wounds: 2 } : h)) };
    expect(humanCapacity(s, p)).toBe(gravityCapacity(7 - 1 - 2, g));
  });

  test('R-DEV-22 R-DEV-26 a human in a working heavy suit carries the suit’s 8', () => {
    const acid = inOrbit((x) => x.atmosphere === 'acid');
    const s = load(acid, 'commander');
    const set = PLANETS[s.orbit!.planet].sets[s.orbit!.set]!;
    expect(humanCapacity(s, s.bay.crew[0]!)).toBe(gravityCapacity(8, set.gravity));
  });

  test('R-LOAD-15 R-UI-TABLE-12 R-DEV-56 pieszo ↔ łazik: the Rover carries the crew; back on foot they walk again', () => {
    let s = load(earthNormal(), 'soldier', 'scout', 'rover', 'laser');
    for (const u of ['soldier', 'scout', 'laser'] as const) s = act(s, { type: 'down', folder: 'shuttle', unit: u });
    s = act(s, { type: 'toggleMode' });
    expect(s.mode).toBe('rover');
    expect(s.party.expedition.units.rover?.count).toBe(1);
    expect(s.party.carried.crew.map((p) => p.id)).toEqual(['soldier', 'scout']);
    expect(partyCapacity(s)).toBe(30); // Rover at Earth gravity
    expect(legalActions(s).some((a) => a.type === 'toggleMode')).toBe(true);
    s = act(s, { type: 'toggleMode' });
    expect(s.mode).toBe('foot');
    expect(s.party.expedition.crew.map((p) => p.id)).toEqual(['soldier', 'scout']);
    expect(s.party.expedition.units.rover?.count ?? 0).toBe(0);
    // the walkers cannot carry the Rover (20): it goes back into the shuttle
    expect(s.bay.units.rover?.count).toBe(1);
  });

  test('R-DEV-56 R-ORBIT-07 the Rover cannot be used at huge gravity', () => {
    const huge = inOrbit((x) => x.gravity === 'huge' && x.atmosphere !== 'acid');
    let s = load(huge, 'rover');
    expect(roverCapacity(s)).toBeNull();
    // the menu line shows 'pieszo' with no button: the Rover cannot be boarded here
    expect(legalActions(s)).not.toContainEqual({ type: 'toggleMode' });
    expect(menuItems(s).find((m) => m.label === 'menu.onFoot')?.action).toBeNull();
    expect(step(s, { type: 'toggleMode' }).refused?.key).toBe('msg.refused');
    s = act(s, { type: 'toggleLevel' });
    expect(s.level).toBe('underwater');
  });

  test('R-LOAD-23 R-LOAD-24 R-CREW-09 the level preview: under water the humans carry as at the next lower gravity', () => {
    const high = inOrbit((x) => x.gravity === 'high' && x.atmosphere === 'toxic');
    let s = load(high, 'soldier');
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'soldier' });
    const surface = partyCapacity(s);
    s = act(s, { type: 'toggleLevel' });
    expect(s.level).toBe('underwater');
    expect(partyCapacity(s)).toBe(gravityCapacity(7, 'earth'));
    expect(partyCapacity(s)).toBeGreaterThan(surface);
    s = act(s, { type: 'toggleLevel' });
    expect(s.level).toBe('surface');
  });

  test('R-LOAD-24 R-DEV-61 on water the Rover carries as at the next lower gravity; what no longer fits is put back', () => {
    let s = load(earthNormal(), 'soldier', 'rover');
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'soldier' });
    s = act(s, { type: 'toggleMode' });
    s = act(s, { type: 'toggleLevel' });
    expect(s.level).toBe('onWater');
    expect(partyCapacity(s)).toBe(40);
    s = act(s, { type: 'setInput', field: 'resources', raw: 30 });
    s = act(s, { type: 'addResources' });
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'resources' });
    expect(carriedWeight(s)).toBe(7 + 30);
    s = act(s, { type: 'toggleLevel' }); // back on the surface: capacity 30
    expect(carriedWeight(s)).toBeLessThanOrEqual(30);
    expect(s.bay.resources + s.party.carried.resources).toBe(30);
  });

  test('R-UI-TABLE-10 niżej does nothing in UŻYWANE; folder rows list every unit of the party', () => {
    let s = load(earthNormal(), 'soldier', 'laser');
    for (const u of ['soldier', 'laser'] as const) s = act(s, { type: 'down', folder: 'shuttle', unit: u });
    const used = tableRows(s).find((r) => r.folder === 'used' && r.unit === 'laser')!;
    expect(used.down).toBeNull();
    expect(used.up).toEqual({ type: 'up', folder: 'used', unit: 'laser' });
  });

  test('R-LAND-01 the humans of the whole table count for landing; rezygnuj returns the whole party aboard', () => {
    let s = load(earthNormal(), 'soldier', 'laser');
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'soldier' });
    expect(step(s, { type: 'land' }).refused).toBeUndefined();
    const before = newGame({ length: 30, seed: 12 });
    s = act(s, { type: 'decline' });
    expect(s.party.expedition.crew).toEqual([]);
    expect(s.stock.laser.count).toBe(before.stock.laser.count);
  });
});

describe('suits in the field', () => {
  test('R-LOAD-10 a loose suit goes on a human who already walks in EKSPEDYCJA', () => {
    let s = load(inOrbit((x) => x.atmosphere === 'toxic'), 'scout');
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'scout' });
    s = act(s, { type: 'suitButton', unit: 'scout' }); // off: loose in the shuttle
    expect(s.party.expedition.crew[0]!.suit).toBeNull();
    s = act(s, { type: 'suitButton', unit: 'suit' });
    s = act(s, { type: 'dressHuman', unit: 'scout' });
    expect(s.party.expedition.crew[0]!.suit).toEqual({ kind: 'suit', damaged: false });
    expect(s.bay.units.suit?.count ?? 0).toBe(0);
  });

  const landed = (pred: Parameters<typeof inOrbit>[0], ...units: ('soldier' | 'scout' | 'commander')[]) => {
    let s = load(inOrbit(pred), ...units);
    for (const u of units) s = act(s, { type: 'down', folder: 'shuttle', unit: u });
    s = act(act(s, { type: 'land' }), { type: 'acceptArea' });
    expect(s.phase).toBe('surface');
    return s;
  };

  test('R-UI-TABLE-18 R-DEV-19 R-DMG-10 on the surface zdejmij takes a suit off: in toxic air the human dies', () => {
    let s = landed((x) => x.atmosphere === 'toxic', 'soldier', 'scout');
    expect(legalActions(s)).toContainEqual({ type: 'startUndress' });
    s = act(s, { type: 'startUndress' });
    expect(legalActions(s)).toContainEqual({ type: 'undressHuman', unit: 'scout' });
    const vp = s.vp;
    s = act(s, { type: 'undressHuman', unit: 'scout' });
    expect(s.crew.find((h) => h.id === 'scout')!.alive).toBe(false);
    // R-CREW-11 (our design): an unwounded human's death costs 10 + round(6 × 1/3) = 12
    expect(s.crew.find((h) => h.id === 'scout')!.wounds).toBe(0);
    expect(s.vp - vp).toBe(-12);
    expect(s.party.expedition.crew.map((p) => p.id)).toEqual(['soldier']);
    expect(s.bay.units.suit?.count ?? 0).toBe(0); // the light suit is destroyed
  });

  test('R-DEV-19 R-UI-TABLE-24 a heavy suit taken off is carried and can go on again', () => {
    const base = inOrbit((x) => x.atmosphere === 'thin' || x.atmosphere === 'normal');
    let s = load(base, 'soldier', 'heavySuit');
    s = act(s, { type: 'suitButton', unit: 'heavySuit' });
    s = act(s, { type: 'dressHuman', unit: 'soldier' });
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'soldier' });
    s = act(act(s, { type: 'land' }), { type: 'acceptArea' });
    s = act(act(s, { type: 'startUndress' }), { type: 'undressHuman', unit: 'soldier' });
    expect(s.crew.find((h) => h.id === 'soldier')!.alive).toBe(true);
    expect(s.party.carried.units.heavySuit?.count).toBe(1);
    s = act(act(s, { type: 'suitButton', unit: 'heavySuit' }), { type: 'dressHuman', unit: 'soldier' });
    expect(s.party.expedition.crew[0]!.suit?.kind).toBe('heavySuit');
  });
});
