// DEV rules not yet named by a test: devices that help from outside 'UŻYWANE' (R-DEV-06), suits
// destroyed in hostile air (R-DEV-18, R-DEV-32) and the Rover carried on foot (R-DEV-58). Expected
// values are the manual's numbers written here; every test asserts that its state enters the branch.
//
// Not yet built: R-DEV-04 (devices as resource absorbers: resource drain), R-DEV-16 (what suits
// protect against: unfavourable factors and infections), R-DEV-28 (heavy suits as absorbers:
// resource drain), R-DEV-29 (heavy suits as armour in surface accidents and falls), R-DEV-48 (the
// Climber in accidents on cliffs, chasms and swamps), R-DEV-57 (terrain the Rover cannot enter:
// marches), R-DEV-65 (the Rover and the all-terrain bonus) (waits for the surface issue, not yet
// filed). The devices in meetings — R-DEV-40, R-DEV-41 (the Paralyser in clashes), R-DEV-44, R-DEV-45
// (the Laser), R-DEV-59 (the Rover's speed in chases), R-DEV-63 (the Rover and the flight preference),
// R-DEV-69, R-DEV-70 (cages holding creatures) — are proved in course.test.ts, strategies.test.ts and
// clashResult.test.ts (issue 13). R-DEV-06's tools, medkit and suit exceptions are proved below.
import { carriedWeight, landingField, legalActions, menuItems, partyCapacity, researchChance, researchHours, step, type GameState, type PlanetId, type UnitId } from '../../../src/engine';
import { healFactors, repairFactors } from '../../../src/engine/rules/care';
import { act, orbitOver, orbitWhere } from '../../support/voyage';

type Set = Parameters<typeof orbitWhere>[0];

/** From orbit: land, accept the area, no landing-accident hits left, a temperate climate without fog. */
function landFrom(s: GameState, fog = false): GameState {
  const out = act(act(s, { type: 'land' }), { type: 'acceptArea' });
  return { ...out, hitsToAssign: 0, surface: { ...out.surface!, climate: 'temperate', fog } };
}

/** In orbit of a set: the units loaded, `down` sent into the field from the shuttle. */
function prepared(set: Set, load: readonly UnitId[], down: readonly UnitId[], seed = 41): GameState {
  let s = orbitWhere(set, seed);
  for (const u of load) s = act(s, { type: 'load', unit: u });
  for (const u of down) s = act(s, { type: 'down', folder: 'shuttle', unit: u });
  return s;
}

/** Landed from such an orbit on a plain landing field (the first seed from 41 that gives one). */
function landedOnPlain(set: Set, load: readonly UnitId[], down: readonly UnitId[], fog = false, before: (s: GameState) => GameState = (s) => s): GameState {
  for (let seed = 41; seed < 141; seed++) {
    const s = landFrom(before(prepared(set, load, down, seed)), fog);
    if (landingBase(s) === 'plain') return s;
  }
  throw new Error('no plain landing field');
}

function landingBase(s: GameState): string {
  return landingFieldOf(s).base;
}

const landingFieldOf = (s: GameState) => landingField(s)!.field;

const EARTH_NORMAL: Set = (x) => x.gravity === 'earth' && x.atmosphere === 'normal';
const upUsed = (s: GameState, unit: UnitId) => act(s, { type: 'up', folder: 'used', unit });

describe('R-DEV-06 exceptions to "used only in UŻYWANE"', () => {
  test('R-DEV-06 R-LOAD-21 Tools, Special Tools and the Medkit help repair and healing from NIESIONE; the Detector helps only from UŻYWANE', () => {
    const units: UnitId[] = ['soldier', 'commander', 'transbot', 'tools', 'specialTools', 'medkit', 'detector'];
    let s = landedOnPlain(EARTH_NORMAL, units, units, true);
    // the helpers went into the humans' hands; move them all to NIESIONE
    for (const u of ['tools', 'specialTools', 'medkit', 'detector'] as const) {
      expect(s.party.used.units[u]?.count).toBe(1);
      s = upUsed(s, u);
      expect(s.party.carried.units[u]?.count).toBe(1);
      expect(s.party.used.units[u]?.count ?? 0).toBe(0);
    }
    // R-REPAIR-05: Tools +2 for a device; R-REPAIR-07: Special Tools +2 for a robot; R-HEAL-05: Medkit +3
    expect(repairFactors(s, 'laser')).toBe(2);
    expect(repairFactors(s, 'transbot')).toBe(2);
    expect(healFactors(s, 'soldier')).toBe(3);
    // the Detector (R-DEV-54: −1 h in fog) is an ordinary device: from NIESIONE it does not help
    const plainInFog = 2 + 2; // R-TERRAIN-03 plain 2 h, R-AREA-08 fog +2 h
    expect(researchHours(s, landingFieldOf(s), 'surface')).toBe(plainInFog);
    const inHands = act(s, { type: 'down', folder: 'carried', unit: 'detector' });
    expect(inHands.party.used.units.detector?.count).toBe(1);
    expect(researchHours(inHands, landingFieldOf(inHands), 'surface')).toBe(plainInFog - 1);
  });

  test('R-DEV-06 R-DEV-33 a suit helps when worn, not from a folder: a worn heavy suit adds 3%, a loose one in NIESIONE nothing', () => {
    // normal air needs no suit: the heavy suit is put on by hand (R-LOAD-10) or carried loose
    const worn = landedOnPlain(EARTH_NORMAL, ['soldier', 'engineer', 'heavySuit'], [], false, (s) => {
      let out = act(s, { type: 'suitButton', unit: 'heavySuit' });
      out = act(out, { type: 'dressHuman', unit: 'soldier' });
      expect(out.bay.crew.find((p) => p.id === 'soldier')!.suit).toEqual({ kind: 'heavySuit', damaged: false });
      for (const u of ['soldier', 'engineer'] as const) out = act(out, { type: 'down', folder: 'shuttle', unit: u });
      return out;
    });
    const loose = landedOnPlain(EARTH_NORMAL, ['soldier', 'engineer', 'heavySuit'], ['soldier', 'engineer', 'heavySuit']);
    expect(loose.party.carried.units.heavySuit?.count).toBe(1);
    expect(loose.party.expedition.crew.every((p) => p.suit === null)).toBe(true);
    expect(worn.party.expedition.crew.find((p) => p.id === 'soldier')!.suit?.kind).toBe('heavySuit');
    // plain 3% at Earth gravity (R-TERRAIN-03), one heavy suit +3% (R-DEV-33)
    expect(researchChance(loose, landingFieldOf(loose), 'surface')).toBeCloseTo(0.03, 10);
    expect(researchChance(worn, landingFieldOf(worn), 'surface')).toBeCloseTo(0.06, 10);
  });
});

/** Landed in the air of a set with the soldier and the engineer; the soldier wears this kind of suit. */
function suited(atmosphere: string, kind: 'suit' | 'heavySuit'): GameState {
  let s = orbitWhere((x) => x.atmosphere === atmosphere && x.gravity !== 'huge', 41);
  if (kind === 'heavySuit') s = { ...s, stock: { ...s.stock, suit: { count: 0, damaged: 0 } } };
  s = act(s, { type: 'load', unit: 'engineer' });
  if (atmosphere === 'thin' || atmosphere === 'normal') {
    // no suit needed here: one is loaded loose and put on by hand
    s = act(s, { type: 'load', unit: 'soldier' });
    s = act(s, { type: 'load', unit: kind });
    s = act(act(s, { type: 'suitButton', unit: kind }), { type: 'dressHuman', unit: 'soldier' });
  } else s = act(s, { type: 'load', unit: 'soldier' });
  for (const u of ['soldier', 'engineer'] as const) s = act(s, { type: 'down', folder: 'shuttle', unit: u });
  s = act(act(s, { type: 'land' }), { type: 'acceptArea' });
  s = { ...s, hitsToAssign: 2 };
  expect(s.party.expedition.crew.find((p) => p.id === 'soldier')!.suit).toEqual({ kind, damaged: false });
  return s;
}

/** Two 'uszkodź skaf.' on the soldier: the first damages the suit, the second destroys it. */
function suitHitTwice(s: GameState): { damaged: GameState; after: GameState } {
  const hitSuit = { type: 'hitSuit', folder: 'expedition', unit: 'soldier' } as const;
  const damaged = act(s, hitSuit);
  const worn = damaged.party.expedition.crew.find((p) => p.id === 'soldier')!.suit!;
  expect(worn.damaged).toBe(true);
  return { damaged, after: act(damaged, hitSuit) };
}

const alive = (s: GameState, id: string) => s.crew.find((h) => h.id === id)!.alive;

describe('R-DEV-18 R-DEV-32 a suit destroyed in hostile air', () => {
  test('R-DEV-18 a light suit destroyed where there is no air or toxic air kills its wearer at once', () => {
    for (const atmosphere of ['toxic', 'none']) {
      const s = suited(atmosphere, 'suit');
      const { damaged, after } = suitHitTwice(s);
      expect([atmosphere, alive(damaged, 'soldier')]).toEqual([atmosphere, true]);
      expect([atmosphere, alive(after, 'soldier')]).toEqual([atmosphere, false]);
      expect(after.party.expedition.crew.map((p) => p.id)).toEqual(['engineer']);
      // R-CREW-11 (our design): 10 VP and 2 more for a human who dies unwounded
      expect(after.vp - damaged.vp).toBe(-12);
    }
  });

  test('R-DEV-18 R-DMG-11 in thin or normal air the wearer of a destroyed light suit lives on, without a suit', () => {
    for (const atmosphere of ['thin', 'normal']) {
      const { after } = suitHitTwice(suited(atmosphere, 'suit'));
      expect([atmosphere, alive(after, 'soldier')]).toEqual([atmosphere, true]);
      expect(after.party.expedition.crew.find((p) => p.id === 'soldier')!.suit).toBeNull();
    }
  });

  test('R-DEV-32 a heavy suit destroyed where there is no air, toxic or acid air kills its wearer at once', () => {
    for (const atmosphere of ['none', 'toxic', 'acid']) {
      const { damaged, after } = suitHitTwice(suited(atmosphere, 'heavySuit'));
      expect([atmosphere, alive(damaged, 'soldier')]).toEqual([atmosphere, true]);
      expect([atmosphere, alive(after, 'soldier')]).toEqual([atmosphere, false]);
      expect(after.party.expedition.crew.map((p) => p.id)).toEqual(['engineer']);
      // the destroyed suit is not left behind loose
      expect(after.party.expedition.units.heavySuit?.count ?? 0).toBe(0);
    }
  });

  test('R-DEV-32 in thin air the wearer of a destroyed heavy suit lives on', () => {
    const { after } = suitHitTwice(suited('thin', 'heavySuit'));
    expect(alive(after, 'soldier')).toBe(true);
    expect(after.party.expedition.crew.find((p) => p.id === 'soldier')!.suit).toBeNull();
  });
});

describe('R-DEV-58 the Rover carried on foot', () => {
  // Mezo, third set: near-zero gravity, normal air; human capacities double (soldier 14, engineer 12)
  function riding(): GameState {
    let s = orbitOver('mezo' as PlanetId, 2, 41);
    for (const u of ['soldier', 'engineer', 'rover'] as const) s = act(s, { type: 'load', unit: u });
    for (const u of ['soldier', 'engineer'] as const) s = act(s, { type: 'down', folder: 'shuttle', unit: u });
    s = landFrom(s);
    s = act(s, { type: 'toggleMode' });
    expect(s.mode).toBe('rover');
    expect(s.party.expedition.units.rover).toEqual({ count: 1, damaged: 0 });
    return s;
  }
  const toggleLine = (s: GameState) => menuItems(s).find((m) => m.label === 'menu.onFoot' || m.label === 'menu.byRover')!;

  test('R-DEV-58 R-DEV-56 riding, the Rover’s 20 is no load of the party; on foot it is carried in NIESIONE and weighs 20', () => {
    const s = riding();
    // carried while riding: the two humans, 7 + 6
    expect(carriedWeight(s)).toBe(13);
    const walking = act(s, { type: 'toggleMode' });
    expect(walking.mode).toBe('foot');
    expect(walking.party.carried.units.rover).toEqual({ count: 1, damaged: 0 });
    expect(carriedWeight(walking)).toBe(20);
    expect(partyCapacity(walking)).toBe(14 + 12);
  });

  test('R-DEV-58 R-DMG-16 a damaged Rover must be carried: the party walks, the Rover goes into NIESIONE and cannot be boarded', () => {
    const s = { ...riding(), hitsToAssign: 1 };
    const r = step(s, { type: 'hit', folder: 'expedition', unit: 'rover' });
    expect(r.refused).toBeUndefined();
    const out = r.state;
    expect(out.mode).toBe('foot');
    expect(out.party.expedition.units.rover?.count ?? 0).toBe(0);
    expect(out.party.carried.units.rover).toEqual({ count: 1, damaged: 1 });
    expect(out.party.expedition.crew.map((p) => p.id).sort()).toEqual(['engineer', 'soldier']);
    expect(carriedWeight(out)).toBe(20);
    expect(toggleLine(out).action).toBeNull();
    expect(legalActions(out).some((a) => a.type === 'toggleMode')).toBe(false);
  });
});
