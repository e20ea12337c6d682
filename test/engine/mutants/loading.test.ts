// Loading the shuttle in orbit and dressing (R-LOAD-02..12, R-DEV-10, R-DEV-14/15, R-DEV-19,
// R-DEV-22, R-DEV-25, R-LAND-01/02, R-UI-TABLE-17/18): each function of rules/loading.ts called
// directly, on states built for the branch under test. Targets the mutation survivors of issue 8
// in rules/loading.ts. Weights are the manual's: Commander 5, Soldier 7, Skafander +4, Ciężki
// Skafander +9, Laser 2, Łazik 20; the shuttle carries 80 at Earth gravity.
import type { GameState, HumanId, Passenger, Specimen, StockId } from '../../../src/engine';
import { orbitSet } from '../../../src/engine/rules/planet';
import {
  addResources,
  dress,
  emptyBay,
  landingBlocked,
  load,
  loadAlienWeapon,
  stillAllowed,
  suitNeeded,
  suitOnLoad,
  tableWeight,
  takeOff,
  startDressing,
  undress,
  unload,
  wearers,
} from '../../../src/engine/rules/loading';
import { orbitWhere } from '../../support/voyage';

type Atmosphere = 'none' | 'thin' | 'normal' | 'toxic' | 'acid';
/** In orbit of a planet with this air, at Earth gravity (shuttle 80) where a planet has it (no thin air does). */
const orbitIn = (atmosphere: Atmosphere): GameState => {
  const s = orbitWhere((x) => x.atmosphere === atmosphere && (x.gravity === 'earth' || atmosphere === 'thin'), 3);
  expect(orbitSet(s)).toMatchObject(atmosphere === 'thin' ? { atmosphere } : { atmosphere, gravity: 'earth' });
  return s;
};
const stock = (count: number, damaged = 0) => ({ count, damaged });
const withStock = (s: GameState, id: StockId, count: number, damaged = 0): GameState => ({ ...s, stock: { ...s.stock, [id]: stock(count, damaged) } });
const inBay = (s: GameState, bay: Partial<GameState['bay']>): GameState => ({ ...s, bay: { ...s.bay, ...bay } });
const passenger = (id: HumanId, suit: Passenger['suit'] = null): Passenger => ({ id, suit });
/** The shuttle already holds this much: resources, 1 each (R-LOAD-04). */
const weighing = (s: GameState, w: number): GameState => inBay(s, { resources: w });

describe('R-LOAD-02 the weight of the expedition table', () => {
  test('every folder counts, and artifacts by their weight', () => {
    const s = orbitIn('normal');
    const bay = inBay(s, { crew: [passenger('commander', { kind: 'suit', damaged: false })], units: { laser: stock(1) }, resources: 3 });
    expect(tableWeight(bay)).toBe(5 + 4 + 2 + 3);
    const party = { ...bay, party: { ...bay.party, carried: { crew: [], units: { cage: stock(2) }, resources: 1 } } };
    expect(tableWeight(party)).toBe(14 + 2 + 1);
  });

  test('R-LAND-02 in orbit only the loaded Alien Weapon weighs; on a planet every artifact caged, no creature', () => {
    const s = orbitIn('normal');
    const weapon: Specimen = { being: 'alienWeapon', indicators: {}, weight: 1 };
    expect(tableWeight({ ...s, aboard: [weapon] })).toBe(0);
    expect(tableWeight({ ...s, aboard: [{ ...weapon, loaded: true }] })).toBe(1);
    const caged: Specimen[] = [
      { being: 'starTablet', indicators: {}, weight: 3 },
      { being: 'memorySphere', indicators: {}, weight: 2, stowed: true },
      { being: 'boulderback', indicators: {}, weight: 9 },
      { being: 'livingCrystal', indicators: {} },
    ];
    const onPlanet = { ...s, phase: 'surface', aboard: [{ ...weapon, loaded: true }], surface: { caged } } as unknown as GameState;
    expect(tableWeight(onPlanet)).toBe(3 + 2);
  });
});

describe('R-DEV-12 R-DEV-23 the suit the air requires', () => {
  test.each([
    ['acid', 'heavy'],
    ['none', 'any'],
    ['toxic', 'any'],
    ['thin', 'none'],
    ['normal', 'none'],
  ] as const)('%s air: %s', (air, need) => {
    expect(suitNeeded(orbitIn(air))).toBe(need);
  });

  test('away from any planet nothing is required', () => {
    expect(suitNeeded({ ...orbitIn('acid'), orbit: null })).toBe('none');
  });
});

describe('R-DEV-10 R-UI-SPACE-18 what may still go into the shuttle', () => {
  test('a living human not yet in the table: 1; dead, in the shuttle or on the planet: 0', () => {
    const s = orbitIn('normal');
    expect(stillAllowed(s, 'scout')).toBe(1);
    expect(stillAllowed({ ...s, crew: s.crew.map((h) => (h.id === 'scout' ? { ...h, alive: false } : h)) }, 'scout')).toBe(0);
    expect(stillAllowed(inBay(s, { crew: [passenger('scout')] }), 'scout')).toBe(0);
    expect(stillAllowed(inBay(s, { crew: [passenger('soldier')] }), 'scout')).toBe(1);
    const inParty = { ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew: [passenger('scout')] } } };
    expect(stillAllowed(inParty, 'scout')).toBe(0);
  });

  test('many a landing (cages): all aboard; one a landing (the Laser): 1, 0 once in a folder, 0 with none aboard', () => {
    const s = withStock(withStock(orbitIn('normal'), 'cage', 4), 'laser', 3);
    expect(stillAllowed(s, 'cage')).toBe(4);
    expect(stillAllowed(s, 'laser')).toBe(1);
    expect(stillAllowed(inBay(s, { units: { laser: stock(1) } }), 'laser')).toBe(0);
    expect(stillAllowed(withStock(s, 'laser', 0), 'laser')).toBe(0);
  });
});

describe('R-LOAD-03 R-LOAD-09 R-LOAD-12 R-DEV-14 R-DEV-25 loading a unit', () => {
  test('a unit not allowed is refused with the unit named', () => {
    const s = inBay(withStock(orbitIn('normal'), 'laser', 2), { units: { laser: stock(1) } });
    expect(load(s, 'laser')).toEqual({ ok: false, message: { key: 'msg.notAllowed', params: { unit: { unit: 'laser' } } } });
  });

  test('a device that would overload the shuttle is refused, with the weight it would make and the capacity', () => {
    const s = withStock(orbitIn('normal'), 'laser', 1);
    expect(load(weighing(s, 78), 'laser').ok).toBe(true);
    expect(load(weighing(s, 79), 'laser')).toEqual({ ok: false, message: { key: 'msg.shuttleFull', params: { weight: 81, capacity: 80 } } });
  });

  test('a device: an undamaged one first, a damaged one when asked for (R-LOAD-12) or when no other is left', () => {
    const s = withStock(orbitIn('normal'), 'laser', 2, 1);
    const good = load(s, 'laser');
    if (!good.ok) throw new Error('refused');
    expect(good.state.bay.units.laser).toEqual(stock(1, 0));
    expect(good.state.stock.laser).toEqual(stock(1, 1));
    const asked = load({ ...s, takeDamaged: true }, 'laser');
    if (!asked.ok) throw new Error('refused');
    expect(asked.state.bay.units.laser).toEqual(stock(1, 1));
    expect(asked.state.stock.laser).toEqual(stock(1, 0));
    const onlyBad = load(withStock(s, 'laser', 1, 1), 'laser');
    if (!onlyBad.ok) throw new Error('refused');
    expect(onlyBad.state.bay.units.laser).toEqual(stock(1, 1));
  });

  test('asked again of the same state, of another unit or of another state, the answer is for what is asked (the last answer is kept)', () => {
    const s = withStock(withStock(orbitIn('normal'), 'laser', 1), 'cage', 0);
    const first = load(s, 'laser');
    expect(load(s, 'laser')).toBe(first);
    expect(first.ok).toBe(true);
    // another unit of the same state: none of it aboard
    expect(load(s, 'cage')).toEqual({ ok: false, message: { key: 'msg.notAllowed', params: { unit: { unit: 'cage' } } } });
    // the same unit of another state: that state's answer
    expect(load(weighing(s, 79), 'laser')).toEqual({ ok: false, message: { key: 'msg.shuttleFull', params: { weight: 81, capacity: 80 } } });
    const again = load(s, 'laser');
    expect(again).toEqual(first);
    if (!again.ok) throw new Error('refused');
    expect(again.state.bay.units.laser).toEqual(stock(1, 0));
  });

  test('R-DEV-14 toxic air: a human gets a Skafander first, a Ciężki Skafander when no Skafander is left', () => {
    const s = withStock(withStock(orbitIn('toxic'), 'suit', 1), 'heavySuit', 1);
    const first = load(s, 'commander');
    if (!first.ok) throw new Error('refused');
    expect(first.state.bay.crew).toEqual([passenger('commander', { kind: 'suit', damaged: false })]);
    expect(first.state.stock.suit).toEqual(stock(0));
    expect(first.state.stock.heavySuit).toEqual(stock(1));
    const second = load(first.state, 'soldier');
    if (!second.ok) throw new Error('refused');
    expect(second.state.bay.crew[1]).toEqual(passenger('soldier', { kind: 'heavySuit', damaged: false }));
    expect(second.state.stock.heavySuit).toEqual(stock(0));
  });

  test('R-DEV-25 acid air: only a Ciężki Skafander; normal air: no suit at all', () => {
    const acid = load(withStock(withStock(orbitIn('acid'), 'suit', 2), 'heavySuit', 1), 'commander');
    if (!acid.ok) throw new Error('refused');
    expect(acid.state.bay.crew).toEqual([passenger('commander', { kind: 'heavySuit', damaged: false })]);
    expect(acid.state.stock.suit).toEqual(stock(2));
    const normal = load(withStock(orbitIn('normal'), 'suit', 2), 'commander');
    if (!normal.ok) throw new Error('refused');
    expect(normal.state.bay.crew).toEqual([passenger('commander')]);
    expect(normal.state.stock.suit).toEqual(stock(2));
  });

  test('R-LOAD-12 the suit handed out is damaged only when asked for or when no whole one is left', () => {
    const s = withStock(withStock(orbitIn('toxic'), 'suit', 2, 1), 'heavySuit', 0);
    const whole = load(s, 'commander');
    if (!whole.ok) throw new Error('refused');
    expect(whole.state.bay.crew[0]!.suit).toEqual({ kind: 'suit', damaged: false });
    expect(whole.state.stock.suit).toEqual(stock(1, 1));
    const asked = load({ ...s, takeDamaged: true }, 'commander');
    if (!asked.ok) throw new Error('refused');
    expect(asked.state.bay.crew[0]!.suit).toEqual({ kind: 'suit', damaged: true });
    expect(asked.state.stock.suit).toEqual(stock(1, 0));
  });

  test('R-LOAD-09 a human whose suit would not fit goes without it; one who does not fit at all is refused', () => {
    const s = withStock(withStock(orbitIn('toxic'), 'suit', 1), 'heavySuit', 0);
    // 71 + 5 + 4 = 80 fits
    const fits = load(weighing(s, 71), 'commander');
    if (!fits.ok) throw new Error('refused');
    expect(fits.state.bay.crew).toEqual([passenger('commander', { kind: 'suit', damaged: false })]);
    // 72 + 5 + 4 = 81: the Commander goes without the suit, which stays aboard
    const bare = load(weighing(s, 72), 'commander');
    if (!bare.ok) throw new Error('refused');
    expect(bare.state.bay.crew).toEqual([passenger('commander')]);
    expect(bare.state.stock.suit).toEqual(stock(1));
    // 76 + 5 = 81: not even without the suit
    expect(load(weighing(s, 76), 'commander')).toEqual({ ok: false, message: { key: 'msg.shuttleFull', params: { weight: 81, capacity: 80 } } });
    expect(load(weighing(s, 75), 'commander').ok).toBe(true);
  });
});

describe('R-LOAD-09 suitOnLoad: the suit a human would put on, without the load made', () => {
  test('the same answer as the load: the suit, none where it would not fit, false where he does not fit at all', () => {
    const s = withStock(withStock(orbitIn('toxic'), 'suit', 1), 'heavySuit', 0);
    // 71 + 5 + 4 = 80 fits
    expect(suitOnLoad(weighing(s, 71), 'commander')).toEqual({ kind: 'suit', taken: { left: stock(0), damaged: false } });
    // 72 + 5 + 4 = 81: without the suit
    expect(suitOnLoad(weighing(s, 72), 'commander')).toBeNull();
    // 76 + 5 = 81: not even so
    expect(suitOnLoad(weighing(s, 75), 'commander')).toBeNull();
    expect(suitOnLoad(weighing(s, 76), 'commander')).toBe(false);
  });

  test('R-DEV-12 R-DEV-23 the kinds the air asks for, in order: any air a light suit before a heavy one; acid only heavy; breathable air none', () => {
    const both = (air: Atmosphere) => withStock(withStock(orbitIn(air), 'suit', 1), 'heavySuit', 1, 1);
    expect(suitOnLoad(both('toxic'), 'commander')).toMatchObject({ kind: 'suit' });
    // no light suit left: the heavy one (damaged, the only one)
    expect(suitOnLoad(withStock(both('toxic'), 'suit', 0), 'commander')).toEqual({ kind: 'heavySuit', taken: { left: stock(0), damaged: true } });
    expect(suitOnLoad(both('acid'), 'commander')).toMatchObject({ kind: 'heavySuit' });
    expect(suitOnLoad(withStock(both('acid'), 'heavySuit', 0), 'commander')).toBeNull();
    expect(suitOnLoad(both('thin'), 'commander')).toBeNull();
  });
});

describe('R-LAND-02 the Alien Weapon into the shuttle', () => {
  const weapon: Specimen = { being: 'alienWeapon', indicators: {}, weight: 1 };
  test('it goes in when its weight fits, and is refused with the weight it would make when not', () => {
    const s = { ...orbitIn('normal'), aboard: [weapon] };
    const fits = loadAlienWeapon(weighing(s, 79));
    if (!fits.ok) throw new Error('refused');
    expect(fits.state.aboard).toEqual([{ ...weapon, loaded: true }]);
    expect(loadAlienWeapon(weighing(s, 80))).toEqual({ ok: false, message: { key: 'msg.shuttleFull', params: { weight: 81, capacity: 80 } } });
  });
});

describe('R-LOAD-04 R-LOAD-05 resources into the shuttle', () => {
  test('the whole table holds at most 30; with 30 there the refusal names 30', () => {
    const s = { ...orbitIn('normal'), inputs: { ...orbitIn('normal').inputs, resources: 10 } };
    const party = { ...s, party: { ...s.party, carried: { ...s.party.carried, resources: 25 } } };
    const topped = addResources(party);
    if (!topped.ok) throw new Error('refused');
    expect(topped.state.bay.resources).toBe(5);
    expect(addResources(topped.state)).toEqual({ ok: false, message: { key: 'msg.resourcesFull', params: { max: 30 } } });
  });

  test('R-LOAD-04 R-SHUTTLE-02 the resources added must fit the shuttle: up to its capacity exactly, one more is refused naming the weight', () => {
    // seven Transbots (weight 9) and 7 resources: 70 against a capacity of 80 at Earth gravity
    const base = inBay(orbitIn('normal'), { units: { transbot: stock(7) }, resources: 7 });
    const typed = (n: number): GameState => ({ ...base, inputs: { ...base.inputs, resources: n } });
    const full = addResources(typed(10));
    if (!full.ok) throw new Error('refused');
    expect(full.state.bay.resources).toBe(17);
    expect(addResources(typed(11))).toEqual({ ok: false, message: { key: 'msg.shuttleFull', params: { weight: 81, capacity: 80 } } });
  });

  test('a 0 in ±zasobów: adds 1, as every move of resources does (it was refused as if the shuttle held 30)', () => {
    const s = { ...orbitIn('normal'), inputs: { ...orbitIn('normal').inputs, resources: 0 } };
    expect(s.bay.resources).toBe(0);
    const one = addResources(s);
    if (!one.ok) throw new Error('refused');
    expect(one.state.bay.resources).toBe(1);
    const twelve = addResources({ ...s, inputs: { ...s.inputs, resources: 12 } });
    if (!twelve.ok) throw new Error('refused');
    expect(twelve.state.bay.resources).toBe(12);
  });
});

describe('R-LOAD-08 R-UI-TABLE-11 back to the starship', () => {
  test('a human goes back with his suit; one not in the shuttle changes nothing', () => {
    const s = inBay(withStock(orbitIn('toxic'), 'suit', 0), { crew: [passenger('commander', { kind: 'suit', damaged: true }), passenger('soldier')] });
    const out = unload(s, 'commander');
    expect(out.bay.crew).toEqual([passenger('soldier')]);
    expect(out.stock.suit).toEqual(stock(1, 1));
    expect(unload(s, 'scout')).toBe(s);
  });

  test('a unit not in the shuttle changes nothing; the damaged one goes back first only when asked for or when all are', () => {
    const s = inBay(withStock(orbitIn('normal'), 'cage', 0), { units: { cage: stock(2, 1), laser: stock(0) } });
    expect(unload(s, 'laser')).toBe(s);
    expect(unload(s, 'rover')).toBe(s);
    const whole = unload(s, 'cage');
    expect(whole.bay.units.cage).toEqual(stock(1, 1));
    expect(whole.stock.cage).toEqual(stock(1, 0));
    const asked = unload({ ...s, takeDamaged: true }, 'cage');
    expect(asked.bay.units.cage).toEqual(stock(1, 0));
    expect(asked.stock.cage).toEqual(stock(1, 1));
    const allBad = unload(inBay(s, { units: { cage: stock(1, 1) } }), 'cage');
    expect(allBad.stock.cage).toEqual(stock(1, 1));
    const noneBad = unload({ ...inBay(s, { units: { cage: stock(2, 0) } }), takeDamaged: true }, 'cage');
    expect(noneBad.stock.cage).toEqual(stock(1, 0));
  });

  test('emptying the shuttle returns every unit of every kind, several of a kind too', () => {
    const s = inBay(withStock(withStock(orbitIn('normal'), 'cage', 1), 'laser', 0), { crew: [passenger('soldier')], units: { cage: stock(3, 1), laser: stock(1) }, resources: 4 });
    const out = emptyBay(s);
    expect(out.bay).toEqual({ crew: [], units: {}, resources: 0 });
    expect(out.stock.cage).toEqual(stock(4, 1));
    expect(out.stock.laser).toEqual(stock(1));
  });

  test('emptying the shuttle returns the suits worn and loose together, the damaged ones damaged, and empties the bay', () => {
    // two wearers (one suit damaged) and two loose heavy suits (one damaged) beside a stock of 1 whole heavy suit
    const s = inBay(withStock(withStock(orbitIn('toxic'), 'heavySuit', 1), 'suit', 0), {
      crew: [passenger('commander', { kind: 'heavySuit', damaged: true }), passenger('scout', { kind: 'suit', damaged: false }), passenger('soldier')],
      units: { heavySuit: stock(2, 1), medkit: stock(2, 2) },
    });
    const out = emptyBay(s);
    expect(out.stock.heavySuit).toEqual(stock(4, 2));
    expect(out.stock.suit).toEqual(stock(1, 0));
    expect(out.stock.medkit).toEqual(stock((s.stock.medkit?.count ?? 0) + 2, (s.stock.medkit?.damaged ?? 0) + 2));
    expect(out.bay).toEqual({ crew: [], units: {}, resources: 0 });
    expect(out.dressing).toBeNull();
    // every other kind as it was, and the stock's kinds in the same order
    expect(Object.keys(out.stock)).toEqual(Object.keys(s.stock));
    expect(out.stock.laser).toEqual(s.stock.laser);
  });
});

describe('R-LOAD-10 R-LOAD-11 R-UI-TABLE-17 R-UI-TABLE-18 suits in the shuttle', () => {
  test('taking a suit off in orbit leaves it loose in the shuttle, damaged as it was', () => {
    const s = inBay(orbitIn('toxic'), { crew: [passenger('commander', { kind: 'heavySuit', damaged: true }), passenger('soldier')] });
    const out = takeOff(s, 'commander');
    expect(out.bay.crew).toEqual([passenger('commander'), passenger('soldier')]);
    expect(out.bay.units.heavySuit).toEqual(stock(1, 1));
    expect(takeOff(s, 'soldier')).toBe(s);
    expect(takeOff(s, 'scout')).toBe(s);
  });

  test('handing out a suit asks for its wearer', () => {
    const out = startDressing(orbitIn('toxic'), 'heavySuit');
    expect(out.dressing).toBe('heavySuit');
    expect(out.message).toEqual({ key: 'msg.pickWearer', params: { unit: { unit: 'heavySuit' } } });
    expect(out.hint).toEqual({ key: 'hint.cancelPick' });
  });

  test('the wearer puts on a loose suit from the shuttle, a whole one while there is one', () => {
    const s = { ...inBay(orbitIn('toxic'), { crew: [passenger('commander')], units: { suit: stock(2, 1) } }), dressing: 'suit' as const };
    const out = dress(s, 'commander');
    expect(out.bay.crew).toEqual([passenger('commander', { kind: 'suit', damaged: false })]);
    expect(out.bay.units.suit).toEqual(stock(1, 1));
    expect(out.dressing).toBeNull();
    const bad = dress({ ...inBay(s, { units: { suit: stock(1, 1) } }) }, 'commander');
    expect(bad.bay.crew[0]!.suit).toEqual({ kind: 'suit', damaged: true });
  });

  test('…or from NIESIONE when the shuttle has none', () => {
    const base = orbitIn('toxic');
    const s = { ...base, dressing: 'heavySuit' as const, party: { ...base.party, expedition: { ...base.party.expedition, crew: [passenger('scout')] }, carried: { ...base.party.carried, units: { heavySuit: stock(1) } } } };
    const out = dress(s, 'scout');
    expect(out.party.expedition.crew).toEqual([passenger('scout', { kind: 'heavySuit', damaged: false })]);
    expect(out.party.carried.units.heavySuit).toEqual(stock(0));
  });

  test('nothing happens, and the choice ends, for a suited or absent human, no loose suit, or nothing handed out', () => {
    const s = { ...inBay(orbitIn('toxic'), { crew: [passenger('commander'), passenger('soldier', { kind: 'suit', damaged: false })], units: { suit: stock(1) } }), dressing: 'suit' as const };
    const cases: [GameState, HumanId][] = [[s, 'soldier'], [s, 'scout'], [inBay(s, { units: {} }), 'commander'], [{ ...s, dressing: 'off' }, 'commander'], [{ ...s, dressing: null }, 'commander']];
    for (const [before, who] of cases) {
      const out = dress(before, who);
      expect(out.dressing).toBeNull();
      expect(out.bay.crew).toEqual(s.bay.crew);
      // no loose suit taken (the suited Soldier's own is the same kind: a new one would look the same on him)
      expect(out.bay.units).toEqual(before.bay.units);
    }
    expect(dress({ ...s, dressing: 'heavySuit' }, 'commander').bay.crew).toEqual(s.bay.crew);
  });

  test('who may be picked: the unsuited when a suit is handed out, the suited for taking off, nobody otherwise', () => {
    const base = orbitIn('toxic');
    const s = { ...inBay(base, { crew: [passenger('commander'), passenger('soldier', { kind: 'suit', damaged: false })] }), party: { ...base.party, carried: { ...base.party.carried, crew: [passenger('scout', { kind: 'heavySuit', damaged: false })] } } };
    expect(wearers({ ...s, dressing: 'suit' })).toEqual(['commander']);
    expect(wearers({ ...s, dressing: 'off' })).toEqual(['soldier', 'scout']);
    expect(wearers({ ...s, dressing: null })).toEqual([]);
  });
});

describe('R-DEV-19 R-MOVE-32 R-DMG-10 a suit taken off on the planet', () => {
  const onPlanet = (air: Atmosphere, crewAt: 'shuttle' | 'carried', suit: 'suit' | 'heavySuit'): GameState => {
    const base = { ...orbitIn(air), dressing: 'off' as const };
    const p = passenger('soldier', { kind: suit, damaged: true });
    return crewAt === 'shuttle' ? inBay(base, { crew: [p] }) : { ...base, party: { ...base.party, carried: { ...base.party.carried, crew: [p] } } };
  };

  test('a light suit is destroyed, in breathable air the human lives', () => {
    const out = undress(onPlanet('normal', 'carried', 'suit'), 'soldier');
    expect(out.party.carried.crew).toEqual([passenger('soldier')]);
    expect(out.party.carried.units.suit).toBeUndefined();
    expect(out.message).toEqual({ key: 'msg.suitOffDestroyed', params: { unit: { unit: 'soldier' } } });
    expect(out.dressing).toBeNull();
    expect(out.crew.find((h) => h.id === 'soldier')!.alive).toBe(true);
  });

  test('a heavy suit stays where its wearer is: NIESIONE, or the shuttle', () => {
    const carried = undress(onPlanet('thin', 'carried', 'heavySuit'), 'soldier');
    expect(carried.party.carried.units.heavySuit).toEqual(stock(1, 1));
    expect(carried.bay.units.heavySuit).toBeUndefined();
    expect(carried.message).toEqual({ key: 'msg.suitOffKept', params: { unit: { unit: 'soldier' } } });
    const shuttle = undress(onPlanet('thin', 'shuttle', 'heavySuit'), 'soldier');
    expect(shuttle.bay.units.heavySuit).toEqual(stock(1, 1));
    expect(shuttle.party.carried.units.heavySuit).toBeUndefined();
    expect(shuttle.bay.crew).toEqual([passenger('soldier')]);
  });

  test.each(['toxic', 'none', 'acid'] as const)('in %s air the human dies (−10 VP at least) and leaves the table', (air) => {
    const s = onPlanet(air, 'carried', 'heavySuit');
    const out = undress(s, 'soldier');
    expect(out.crew.find((h) => h.id === 'soldier')!.alive).toBe(false);
    expect(out.party.carried.crew).toEqual([]);
    expect(out.party.carried.units.heavySuit).toEqual(stock(1, 1));
    expect(out.vp).toBeLessThanOrEqual(s.vp - 10);
    expect(out.message).toEqual({ key: 'msg.suitOffDeath', params: { unit: { unit: 'soldier' } } });
  });

  test('a human without a suit: nothing but the choice ends', () => {
    const s = inBay({ ...orbitIn('toxic'), dressing: 'off' }, { crew: [passenger('commander')] });
    const out = undress(s, 'commander');
    expect(out.dressing).toBeNull();
    expect(out.bay).toBe(s.bay);
    expect(out.crew).toBe(s.crew);
  });
});

describe('R-LAND-01 R-LAND-02 why the shuttle may not land', () => {
  test('no human', () => {
    expect(landingBlocked(inBay(orbitIn('normal'), { units: { laser: stock(1) } }))).toEqual({ key: 'msg.landNoHuman' });
  });

  test('toxic air: any suit will do; the first unsuited human is named', () => {
    const s = orbitIn('toxic');
    expect(landingBlocked(inBay(s, { crew: [passenger('commander', { kind: 'heavySuit', damaged: false }), passenger('soldier', { kind: 'suit', damaged: true })] }))).toBeNull();
    expect(landingBlocked(inBay(s, { crew: [passenger('commander', { kind: 'suit', damaged: false }), passenger('soldier')] }))).toEqual({ key: 'msg.landNeedSuit', params: { unit: { unit: 'soldier' } } });
  });

  test('acid air: a light suit is not enough', () => {
    const s = orbitIn('acid');
    expect(landingBlocked(inBay(s, { crew: [passenger('commander', { kind: 'heavySuit', damaged: false })] }))).toBeNull();
    expect(landingBlocked(inBay(s, { crew: [passenger('commander', { kind: 'suit', damaged: false })] }))).toEqual({ key: 'msg.landNeedHeavySuit', params: { unit: { unit: 'commander' } } });
  });

  test('breathable air: no suit needed, but a loose light suit may not go down', () => {
    const s = inBay(orbitIn('normal'), { crew: [passenger('commander')] });
    expect(landingBlocked(s)).toBeNull();
    expect(landingBlocked(inBay(s, { units: { suit: stock(1) } }))).toEqual({ key: 'msg.landLooseSuit' });
    expect(landingBlocked(inBay(s, { units: { suit: stock(0) } }))).toBeNull();
  });

  test('the Alien Weapon loaded needs the Soldier', () => {
    const s = { ...inBay(orbitIn('normal'), { crew: [passenger('commander')] }), aboard: [{ being: 'alienWeapon', indicators: {}, weight: 1, loaded: true } as Specimen] };
    expect(landingBlocked(s)).toEqual({ key: 'msg.landWeaponNeedsSoldier' });
    expect(landingBlocked(inBay(s, { crew: [passenger('commander'), passenger('soldier')] }))).toBeNull();
  });
});
