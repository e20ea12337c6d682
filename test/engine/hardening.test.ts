// Deviations found by the rules audit and by random play, each pinned by a test that failed
// before its fix (issue 8, part 1).
import { AREAS, PLANETS, carriedWeight, deserialize, format, humanCapacity, legalActions, look, menuItems, newGame, partyCapacity, researchChance, researchLevel, roverCapacity, serialize, SPACE_EVENTS, standingField, step, type Action, type GameState } from '../../src/engine';
import { applyOutcome, rollEvent } from '../../src/engine/rules/spaceEvents';
import { drawFog } from '../../src/engine/rules/landing';
import { renderSheets } from '../../src/sheets';
import { addr, parseAddr } from '../../src/sheets/address';
import { Dice, seedRng } from '../../src/engine/rng';
import { deathVp, destroyedUnitVp } from '../../src/engine/rules/losses';
import { destroyUnit } from '../../src/engine/rules/damage';
import { act, landedWhere, orbitWhere } from '../support/voyage';

const has = (s: GameState, type: Action['type']) => legalActions(s).some((a) => a.type === type);

/** Landed in toxic air with the Engineer alone, the landing accident's hits (if any) on resources. */
function aloneInToxicAir(seed = 21): GameState {
  let s = landedWhere((x) => x.atmosphere === 'toxic', ['engineer'], seed, 2);
  for (let i = 0; i < 5 && s.hitsToAssign > 0; i++) s = act(s, { type: 'hit', folder: 'carried', unit: 'resources' });
  return s;
}

describe('nobody left alive on the planet (R-MOVE-03, R-MOVE-04, R-SHUTTLE-04, R-SHUTTLE-06, R-SHUTTLE-07)', () => {
  test('R-SCORE-26 R-SHUTTLE-06 R-MOVE-04 the last human dies: the shuttle flies back alone, lost, −5 VP, one shuttle fewer', () => {
    const s = aloneInToxicAir();
    expect(s.phase).toBe('surface');
    expect(s.party.expedition.crew.map((p) => p.id)).toEqual(['engineer']);
    expect(s.hitsToAssign).toBe(0);
    const undressing = act(s, { type: 'startUndress' });
    const r = step(undressing, { type: 'undressHuman', unit: 'engineer' });
    expect(r.refused).toBeUndefined();
    const out = r.state;
    expect(out.crew.find((h) => h.id === 'engineer')!.alive).toBe(false);
    expect(out.phase).toBe('space');
    expect(out.shuttles).toBe(s.shuttles - 1);
    // −5 for the shuttle, −12 for a death without wounds (R-CREW-11: 10 + round(6 × 1/3)), the
    // light suit destroyed with him; the resources stay on the planet (no VP for them)
    expect(s.crew.find((h) => h.id === 'engineer')!.wounds).toBe(0);
    expect(out.vp - s.vp).toBe(-5 - 12);
    expect(out.bay.crew).toEqual([]);
    expect(out.bay.resources + out.party.carried.resources).toBe(0);
    expect(out.surface).toBeNull();
    // the text tells the death first, then the shuttle's return and each cost with its amount
    expect(out.message.key).toBe('msg.suitOffDeath');
    expect(out.message.notes?.map((n) => n.key)).toEqual(['msg.shuttleReturnedEmpty', 'vp.death']);
    expect(format('pl', out.message)).toMatch(/zginął\. Na planecie nie przeżył nikt\. .*\u22125 PZ za utracony prom\. \u221212 PZ za śmierć/);
    // the voyage goes on: fly, or NOWA GRA
    expect(has(out, 'fly')).toBe(true);
    expect(has(out, 'openNewGame')).toBe(true);
  });

  test('R-MOVE-03 R-DEV-08 R-ROBOT-07 equipment left on the planet is destroyed and charged: a robot 1 VP, a device type whose last unit it was 1 VP', () => {
    let s = landedWhere((x) => x.atmosphere === 'toxic', ['engineer', 'transbot'], 21);
    for (let i = 0; i < 5 && s.hitsToAssign > 0; i++) s = act(s, { type: 'hit', folder: 'expedition', unit: 'engineer' });
    if (!s.crew.find((h) => h.id === 'engineer')!.alive) return expect(s.phase).toBe('space');
    const transbots = s.stock.transbot.count + (s.party.expedition.units.transbot?.count ?? 0);
    expect(s.party.expedition.units.transbot?.count).toBe(1);
    const w = s.crew.find((h) => h.id === 'engineer')!.wounds;
    const out = act(act(s, { type: 'startUndress' }), { type: 'undressHuman', unit: 'engineer' });
    expect(out.phase).toBe('space');
    expect(out.stock.transbot.count).toBe(transbots - 1);
    // shuttle −5, death −(10 + round((6 − w)/3)), the transbot −1
    expect(out.vp - s.vp).toBe(-5 - (10 + Math.round((6 - w) / 3)) - 1);
  });

  test('R-SHUTTLE-07 R-SPACE-12 with no shuttle left, no planet opens on the navigation board', () => {
    const s = newGame({ length: 10, seed: 3 });
    const none = { ...s, shuttles: 0, phase: 'space' as const, position: { row: 6, col: 13 } };
    const withOne = { ...none, shuttles: 1 };
    // the field next to Mefisto (6,14): up-right or down-right leads there
    const dirs = ['up', 'upRight', 'downRight', 'down', 'downLeft', 'upLeft'] as const;
    const planetDirs = dirs.filter((d) => look(withOne, d).kind === 'planet');
    expect(planetDirs.length).toBeGreaterThan(0);
    for (const d of planetDirs) expect(look(none, d).kind).toBe('blocked');
  });

  test('R-CREW-11 (our design) a death costs 10 VP plus the expected VP of the wounds he had still to take', () => {
    expect(deathVp(6)).toBe(-10);
    expect(deathVp(5)).toBe(-10);
    expect(deathVp(4)).toBe(-11);
    expect(deathVp(2)).toBe(-11);
    expect(deathVp(1)).toBe(-12);
    expect(deathVp(0)).toBe(-12);
  });

  test('NOWA GRA is in the choice menu in every phase (the manual’s menu always has it)', () => {
    const s = aloneInToxicAir();
    const states: GameState[] = [
      newGame({ length: 10, seed: 1 }),
      orbitWhere((x) => x.atmosphere === 'normal', 5),
      s,
      { ...s, hitsToAssign: 2 },
      act(s, { type: 'startUndress' }),
      { ...s, phase: 'wounds', woundsToAssign: 1, arriving: 'mezo' },
    ];
    for (const x of states) expect(menuItems(x).map((m) => m.label)).toContain('menu.newGame');
  });
});

describe('saved games always load again (issue 8 1b)', () => {
  test('R-DEV-19 R-DMG-10 a human killed by hostile air with fewer than six wounds is a state that loads again', () => {
    let s = landedWhere((x) => x.atmosphere === 'toxic', ['engineer', 'soldier'], 21);
    for (let i = 0; i < 5 && s.hitsToAssign > 0; i++) s = act(s, { type: 'hit', folder: 'expedition', unit: 'soldier' });
    const out = act(act(s, { type: 'startUndress' }), { type: 'undressHuman', unit: 'engineer' });
    const dead = out.crew.find((h) => h.id === 'engineer')!;
    expect(dead.alive).toBe(false);
    expect(dead.wounds).toBeLessThan(6);
    const r = deserialize(serialize(out));
    expect(r.ok).toBe(true);
  });

  test('serialize is canonical: the same content in another key order gives the same text, and a reload reserializes byte for byte', () => {
    const s = orbitWhere((x) => x.atmosphere === 'normal', 5);
    const reordered = Object.fromEntries(Object.entries(s).reverse()) as unknown as GameState;
    expect(serialize(reordered)).toBe(serialize(s));
    const r = deserialize(serialize(s));
    expect(r.ok && serialize(r.state)).toBe(serialize(s));
  });
});

describe('losses and caps wherever they happen', () => {
  test('R-LOAD-04 at most 30 resources in the whole expedition table, not 30 in PROM alone', () => {
    let s = orbitWhere((x) => x.atmosphere === 'normal' && x.gravity === 'earth', 5);
    s = act(s, { type: 'load', unit: 'soldier' });
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'soldier' });
    s = act(act(s, { type: 'setInput', field: 'resources', raw: 30 }), { type: 'addResources' });
    expect(s.bay.resources).toBe(30);
    s = act(act(s, { type: 'setInput', field: 'resources', raw: 5 }), { type: 'down', folder: 'shuttle', unit: 'resources' });
    expect(s.party.carried.resources).toBe(5);
    const r = step(s, { type: 'addResources' });
    expect(r.refused?.key).toBe('msg.resourcesFull');
    expect(s.bay.resources + s.party.carried.resources).toBe(30);
  });

  test('R-DEV-08 R-SCORE-32 a space event that destroys the last device of a type costs 1 VP, and says so; not while others are left', () => {
    const s = newGame({ length: 30, seed: 7 });
    const one = { ...s, stock: { ...s.stock, tools: { count: 1, damaged: 0 } } };
    const two = { ...s, stock: { ...s.stock, tools: { count: 2, damaged: 0 } } };
    expect(destroyUnit(one, 'tools').vp - one.vp).toBe(-1);
    expect(destroyUnit(one, 'tools').vpLog).toEqual([{ amount: -1, reason: 'unitLost' }]);
    expect(destroyUnit(two, 'tools').vp).toBe(two.vp);
    // cages and stunners cost nothing (R-DEV-08's exceptions); robots 1 VP each (R-ROBOT-07)
    const noCage = { ...s, stock: { ...s.stock, cage: { count: 0, damaged: 0 } } };
    expect(destroyedUnitVp(noCage, 'cage')).toBe(0);
    expect(destroyedUnitVp(s, 'transbot')).toBe(-1);
  });

  test('R-SPACE-14 every VP change is named with its amount: a month beyond the plan says −5 PZ', () => {
    const s = { ...newGame({ length: 10, seed: 4 }), month: 10, phase: 'space' as const, position: { row: 5, col: 5 } };
    const fly = legalActions(s).find((a) => a.type === 'fly' && look(s, a.dir).kind === 'empty')!;
    const out = act(s, fly);
    expect(out.vp - s.vp).toBe(-5);
    // month 11 of a 10-month plan: one month beyond it, 5 VP in all
    expect(out.message.notes?.[0]).toEqual({ key: 'vp.overtime', params: { amount: '\u22125', months: 1, total: '\u22125' } });
  });
});

/** Landed from orbit on a chosen area (the draw replaced), the units sent down from the shuttle. */
function landedOn(areaId: string, pred: Parameters<typeof orbitWhere>[0], units: readonly import('../../src/engine').UnitId[], seed = 8): GameState {
  let s = orbitWhere(pred, seed);
  for (const u of units) s = act(s, { type: 'load', unit: u });
  for (const u of units) s = act(s, { type: 'down', folder: 'shuttle', unit: u });
  s = act(s, { type: 'land' });
  s = act({ ...s, landing: { area: areaId, draws: 1 } }, { type: 'acceptArea' });
  for (let i = 0; i < 5 && s.hitsToAssign > 0; i++) s = act(s, { type: 'hit', folder: 'expedition', unit: s.party.expedition.crew[0]!.id });
  return s;
}

describe('the level and the Rover follow the ground (R-LOAD-23..25, R-LAND-13, R-AREA-01, R-DMG-16)', () => {
  const normal = (x: { atmosphere: string; gravity: string }) => x.atmosphere === 'normal' && x.gravity === 'earth';

  test('R-LOAD-24 R-LOAD-25 on a dry landing field the level cannot be switched; the orbit preview does not hold there', () => {
    let s = orbitWhere(normal, 8);
    expect(legalActions(s)).toContainEqual({ type: 'toggleLevel' }); // a preview in orbit
    s = act(s, { type: 'toggleLevel' });
    expect(s.level).toBe('underwater');
    s = act(act(s, { type: 'load', unit: 'soldier' }), { type: 'down', folder: 'shuttle', unit: 'soldier' });
    s = act({ ...act(s, { type: 'land' }), landing: { area: 'picolo.craterField', draws: 1 } }, { type: 'acceptArea' });
    const here = standingField(s)!;
    expect(here.field.base).not.toBe('liquid');
    expect(s.level).toBe('surface');
    expect(legalActions(s)).not.toContainEqual({ type: 'toggleLevel' });
    // the capacity is the dry one: the submerged bonus (next lower gravity) does not apply
    const p = s.party.expedition.crew[0]!;
    expect(humanCapacity(s, p)).toBe(humanCapacity({ ...s, level: 'surface' }, p));
  });

  test('R-AREA-01 R-LAND-13 in an area wholly covered with liquid the party starts submerged and researches only under the liquid', () => {
    const s = landedOn('picolo.weedShallows', normal, ['soldier']);
    expect(standingField(s)!.allLiquid).toBe(true);
    expect(s.level).toBe('underwater');
    expect(researchLevel(s, standingField(s)!.field)).toBe('underwater');
    expect(researchLevel({ ...s, level: 'surface' }, standingField(s)!.field)).toBe('underwater');
    expect(legalActions(s)).not.toContainEqual({ type: 'toggleLevel' });
    const r = act(s, { type: 'research' });
    expect(r.surface!.researched.every((k) => k.endsWith(':underwater'))).toBe(true);
  });

  test('R-AREA-01 the Rover’s afloat bonus is useless over an area wholly covered with liquid', () => {
    const s = landedOn('picolo.weedShallows', normal, ['soldier']);
    const afloat = { ...s, mode: 'rover' as const, level: 'onWater' as const };
    // Earth gravity: the Rover carries 30 (R-DEV-56); afloat it would count as low gravity (40)
    expect(roverCapacity(afloat)).toBe(30);
  });

  test('R-DMG-16 R-DEV-02 a damaged Rover carries nothing: the party walks at once and research loses the Rover bonuses', () => {
    let s = orbitWhere(normal, 8);
    for (const u of ['soldier', 'rover'] as const) s = act(s, { type: 'load', unit: u });
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'soldier' });
    s = act(s, { type: 'toggleMode' });
    expect(s.mode).toBe('rover');
    s = act({ ...act(s, { type: 'land' }), landing: { area: 'picolo.craterField', draws: 1 } }, { type: 'acceptArea' });
    s = { ...s, hitsToAssign: 1 };
    s = act(s, { type: 'hit', folder: 'expedition', unit: 'rover' });
    expect(s.mode).toBe('foot');
    expect(s.party.expedition.crew.map((p) => p.id)).toEqual(['soldier']);
    expect(s.party.expedition.units.rover?.count ?? 0).toBe(0);
  });

  test('R-LOAD-25 R-AREA-01 R-DMG-16 over an area wholly covered with liquid, the party that leaves or loses the Rover is submerged, and moves on', () => {
    let s = orbitWhere(normal, 8);
    for (const u of ['soldier', 'rover'] as const) s = act(s, { type: 'load', unit: u });
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'soldier' });
    s = act(s, { type: 'toggleMode' });
    s = act({ ...act(s, { type: 'land' }), landing: { area: 'picolo.weedShallows', draws: 1 } }, { type: 'acceptArea' });
    for (let i = 0; i < 5 && s.hitsToAssign > 0; i++) s = act(s, legalActions(s).find((a) => a.type === 'hit' && a.unit !== 'rover')!);
    expect([s.mode, s.level, standingField(s)!.allLiquid]).toEqual(['rover', 'onWater', true]);
    // out of the Rover: submerged (not on a surface the area does not have); back in: afloat again
    const walking = act(s, { type: 'toggleMode' });
    expect([walking.mode, walking.level]).toEqual(['foot', 'underwater']);
    expect([act(walking, { type: 'toggleMode' }).mode, act(walking, { type: 'toggleMode' }).level]).toEqual(['rover', 'onWater']);
    // the Rover broken by a hit: the same, and the board's moves are not refused for a level change (seed 5105's dead end)
    const broken = act({ ...s, hitsToAssign: 1 }, { type: 'hit', folder: 'expedition', unit: 'rover' });
    expect([broken.mode, broken.level]).toEqual(['foot', 'underwater']);
    // the landing field researched (R-LAND-12), the board leads to the fields around
    const researched = act(broken, { type: 'research' });
    const moves = legalActions(researched).filter((a) => a.type === 'move' && a.dir !== 'centre');
    expect(moves.length).toBeGreaterThan(2);
    for (const m of moves) expect(step(researched, m).refused).toBeUndefined();
  });
});

describe('time, events and choices (R-SPACE-19, R-SPACE-21, R-ORBIT-03)', () => {
  test('R-SPACE-19 on-board months and a paid landing search are no flight: the next leg starts after them', () => {
    const s = orbitWhere((x) => x.atmosphere === 'normal', 8);
    const leg0 = s.legStart.month;
    let x = act(act(s, { type: 'load', unit: 'soldier' }), { type: 'land' });
    x = act(x, { type: 'searchArea' });
    expect(x.month).toBe(s.month + 1);
    expect(x.legStart.month).toBe(leg0 + 1);
    let y = act(s, { type: 'decline' });
    y = act({ ...y, stock: { ...y.stock, tools: { ...y.stock.tools, damaged: 1 } } }, { type: 'onboard' });
    expect(y.month).toBe(s.month + 1);
    expect(y.legStart.month).toBe(leg0 + 1);
  });

  test('R-SPACE-21 the jump to another planet never moves the calendar back', () => {
    const s = { ...newGame({ length: 30, seed: 2 }), month: 12, legStart: { row: 10, col: 14, month: 2 }, arriving: 'mezo' as const };
    const ev = SPACE_EVENTS.find((e) => (e.outcomes ?? e.options?.flatMap((o) => o.outcomes) ?? []).some((o) => o.effects.some((f) => f.kind === 'relocate')))!;
    const outcome = (ev.outcomes ?? ev.options!.flatMap((o) => o.outcomes)).find((o) => o.effects.some((f) => f.kind === 'relocate'))!;
    const r = applyOutcome(s, ev, outcome, '0', new Dice(seedRng(1)));
    expect(r.relocatedTo).not.toBeNull();
    expect(r.state.month).toBeGreaterThanOrEqual(12);
  });

  test('R-ORBIT-03 rezygnuj while an area is drawn, before accepting it: back in space, everything aboard again', () => {
    let s = orbitWhere((x) => x.atmosphere === 'normal', 8);
    s = act(act(s, { type: 'load', unit: 'soldier' }), { type: 'land' });
    expect(s.phase).toBe('landing');
    expect(legalActions(s)).toContainEqual({ type: 'decline' });
    const out = act(s, { type: 'decline' });
    expect(out.phase).toBe('space');
    expect(out.landing).toBeNull();
    expect(out.bay.crew).toEqual([]);
  });
});

describe('research counts only the living and the working (R-DEV-33, R-DMG-12, R-CREW-20)', () => {
  test('R-DEV-33 R-DMG-12 a damaged heavy suit gives no research bonus; a dead Scientist gives none either', () => {
    const s = landedOn('picolo.craterField', (x) => x.atmosphere === 'normal' && x.gravity === 'earth', ['soldier']);
    const f = standingField(s)!.field;
    const base = researchChance(s, f, 'surface');
    const suited = (damaged: boolean) => ({ ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew: [{ id: 'soldier' as const, suit: { kind: 'heavySuit' as const, damaged } }] } } });
    expect(researchChance(suited(false), f, 'surface') - base).toBeCloseTo(0.03, 9);
    expect(researchChance(suited(true), f, 'surface')).toBeCloseTo(base, 9);
    const withScientist = { ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew: [...s.party.expedition.crew, { id: 'scientist' as const, suit: null }] } } };
    expect(researchChance(withScientist, f, 'surface') - base).toBeCloseTo(0.06, 9);
    const dead = { ...withScientist, crew: withScientist.crew.map((h) => (h.id === 'scientist' ? { ...h, alive: false } : h)) };
    expect(researchChance(dead, f, 'surface')).toBeCloseTo(base, 9);
  });
});

describe('redistribution after hits (R-DMG-09, R-MOVE-22)', () => {
  test('R-DMG-09 R-MOVE-22 a wound lowers capacity: what no longer fits is put down at once', () => {
    let s = landedOn('picolo.craterField', (x) => x.atmosphere === 'normal' && x.gravity === 'earth', ['soldier']);
    const cap = partyCapacity(s);
    expect(cap).toBeGreaterThan(1);
    s = { ...s, party: { ...s.party, carried: { ...s.party.carried, resources: cap } } };
    expect(carriedWeight(s)).toBe(cap);
    s = act({ ...s, hitsToAssign: 1 }, { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(partyCapacity(s)).toBe(cap - 1);
    expect(carriedWeight(s)).toBeLessThanOrEqual(cap - 1);
    expect(s.bay.resources).toBeGreaterThan(0);
  });
});

describe('fog (R-AREA-02, R-AREA-07)', () => {
  // 10 000 draws at 0.4: SE 0.005, tolerance 0.02
  test('R-AREA-02 R-AREA-07 fog comes with the area’s chance, never in a desert or an all-liquid area', () => {
    const dice = new Dice(seedRng(12));
    const share = (climate: Parameters<typeof drawFog>[0], chance: number) => {
      let n = 0;
      for (let i = 0; i < 10_000; i++) if (drawFog(climate, chance, dice)) n++;
      return n / 10_000;
    };
    expect(share('desert', 1)).toBe(0);
    expect(share('none', 1)).toBe(0);
    expect(share('temperate', 1)).toBe(1);
    expect(Math.abs(share('tropical', 0.4) - 0.4)).toBeLessThan(0.02);
    expect(Math.abs(share('arctic', 0.1) - 0.1)).toBeLessThan(0.012);
  });
});

test('R-ORBIT-18 R-AREA-01 an area wholly covered with liquid is drawn only on sets with much liquid (75% hydrography or more)', () => {
  for (const [planet, areas] of Object.entries(AREAS))
    for (const area of areas.filter((a) => a.climates.every(([c]) => c === 'none')))
      area.weights.forEach((w, set) => {
        if (w > 0) expect([planet, set, PLANETS[planet as keyof typeof PLANETS].sets[set]!.hydrography]).toEqual([planet, set, expect.any(Number)]);
        if (w > 0) expect(PLANETS[planet as keyof typeof PLANETS].sets[set]!.hydrography).toBeGreaterThanOrEqual(75);
      });
});

test('R-MOVE-22 R-DMG-09 only what can no longer be carried is put down: one wound, one resource back to PROM', () => {
  let s = landedOn('picolo.craterField', (x) => x.atmosphere === 'normal' && x.gravity === 'earth', ['soldier']);
  const cap = partyCapacity(s);
  s = { ...s, party: { ...s.party, carried: { ...s.party.carried, resources: cap } }, bay: { ...s.bay, resources: 0 } };
  s = act({ ...s, hitsToAssign: 1 }, { type: 'hit', folder: 'expedition', unit: 'soldier' });
  expect(s.party.carried.resources).toBe(cap - 1);
  expect(s.bay.resources).toBe(1);
});

test('R-UI-TABLE-04 the stan column shows U at a row of damaged robots or devices', () => {
  const stan = (x: GameState): unknown => {
    const cells = renderSheets(x, 'pl').sheets.expedition.cells;
    const at = [...cells.keys()].find((k) => cells.get(k)!.value === 'Transbot')!;
    const ref = parseAddr(at)!;
    return cells.get(addr(ref.row, ref.col + 1))?.value ?? null;
  };
  let s = landedOn('picolo.craterField', (x) => x.atmosphere === 'normal' && x.gravity === 'earth', ['soldier', 'transbot']);
  expect(stan(s)).toBeNull();
  s = act({ ...s, hitsToAssign: 1 }, { type: 'hit', folder: 'expedition', unit: 'transbot' });
  expect(stan(s)).toBe('U');
});

test('R-LAND-12 R-MOVE-01 repair and healing are expedition actions: only after the landing field is researched', () => {
  let s = landedOn('picolo.craterField', (x) => x.atmosphere === 'normal' && x.gravity === 'earth', ['soldier', 'doctor']);
  s = { ...s, crew: s.crew.map((h) => (h.id === 'soldier' ? { ...h, wounds: 2 } : h)) };
  expect(legalActions(s).some((a) => a.type === 'care')).toBe(false);
  s = act(s, { type: 'research' });
  expect(legalActions(s)).toContainEqual({ type: 'care', folder: 'expedition', unit: 'soldier' });
});

// 20 000 arrivals at the cap: SE 0.0015, tolerance 0.006 (a cap of 0.9 fails)
test('R-SPACE-19 R-SPACE-21 (our cap) a doubled or larger event chance never passes 95%', () => {
  const s = { ...newGame({ length: 30, seed: 5 }), later: { eventChanceFactor: 100, freeLandingSearch: false, riskyLanding: false } };
  const dice = new Dice(seedRng(17));
  let hits = 0;
  for (let i = 0; i < 20_000; i++) if (rollEvent(s, 3, dice)) hits++;
  expect(Math.abs(hits / 20_000 - 0.95)).toBeLessThan(0.006);
});
