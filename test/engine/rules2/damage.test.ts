// DMG rules not yet named by a test: harm that is healed and repaired on the surface or aboard
// (R-DMG-03), what a wound, a damage and a loss of resources are (R-DMG-04), five wounds survived
// (R-DMG-06) and hits on devices (R-DMG-14). Hits are given with the 'rań/uszkodź' buttons (step).
//
// R-DMG-08 (brain damage) is in mutants/damage.test.ts and ownCourse.test.ts. Not yet built: R-DMG-18
// (artifact hits), R-DMG-19 (infected corpses), R-DMG-22 (resources split between folders during
// an encounter), R-DMG-23 (pre-healing), R-DMG-24 (patch-ups), R-REPAIR-08, R-REPAIR-09 (patch-ups
// by Special Tools and the Engineer), R-HEAL-06, R-HEAL-07 (pre-healing by the Medkit and the
// Doctor), R-HEAL-11 (which of several kinds of wound is cured first) (waits for the creatures issue,
// not yet filed); R-REPAIR-10, R-HEAL-08 (harm caused by lack of resources) (waits for the surface
// issue, not yet filed).
import { landingField, researchHours, unitName, usedWeight, type GameState, type UnitId } from '../../../src/engine';
import { addr, renderSheets } from '../../../src/sheets';
import { act, landingResearched, orbitWhere } from '../../support/voyage';

type Set = Parameters<typeof orbitWhere>[0];
const EARTH_NORMAL: Set = (x) => x.gravity === 'earth' && x.atmosphere === 'normal';

/** In orbit of Earth-gravity normal air: the units loaded and sent down, `resources` carried too. */
function prepared(units: readonly UnitId[], seed: number, resources = 0): GameState {
  let s = orbitWhere(EARTH_NORMAL, seed);
  for (const u of units) s = act(s, { type: 'load', unit: u });
  for (const u of units) s = act(s, { type: 'down', folder: 'shuttle', unit: u });
  if (resources > 0) {
    s = act(act(s, { type: 'setInput', field: 'resources', raw: resources }), { type: 'addResources' });
    s = act(s, { type: 'down', folder: 'shuttle', unit: 'resources' });
  }
  return s;
}

/** Landed on a plain landing field (the first seed from 41 that gives one), temperate, no hits pending. */
function landed(units: readonly UnitId[], { fog = false, resources = 0 } = {}): GameState {
  for (let seed = 41; seed < 141; seed++) {
    const out = act(act(prepared(units, seed, resources), { type: 'land' }), { type: 'acceptArea' });
    const s = { ...out, hitsToAssign: 0, surface: { ...out.surface!, climate: 'temperate' as const, fog } };
    if (landingField(s)!.field.base === 'plain') return s;
  }
  throw new Error('no plain landing field');
}

const hits = (s: GameState, n: number): GameState => ({ ...s, hitsToAssign: n });
const wounds = (s: GameState, id: string) => s.crew.find((h) => h.id === id)!.wounds;
const alive = (s: GameState, id: string) => s.crew.find((h) => h.id === id)!.alive;

/** The same action again (a new attempt with the generator moved on) until `done`, at most `max` times. */
function until(s: GameState, a: Parameters<typeof act>[1], done: (s: GameState) => boolean, max: number): { state: GameState; tries: number } {
  let out = s;
  for (let i = 1; i <= max; i++) {
    out = act(out, a);
    if (done(out)) return { state: out, tries: i };
  }
  throw new Error('never done');
}

describe('R-DMG-03 wounds and damage are healed and repaired on an expedition or aboard', () => {
  const units: UnitId[] = ['soldier', 'engineer', 'doctor', 'laser', 'tools', 'medkit'];
  const hurt = (): GameState => {
    let s = hits(landed(units), 2);
    s = act(s, { type: 'hit', folder: 'used', unit: 'laser' });
    s = act(s, { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(s.party.used.units.laser).toEqual({ count: 1, damaged: 1 });
    expect(wounds(s, 'soldier')).toBe(1);
    expect(s.hitsToAssign).toBe(0);
    return s;
  };

  test('R-DMG-03 R-REPAIR-01 R-HEAL-01 on the surface: a damaged Laser is repaired and a wound healed with napr/lecz/skaf', () => {
    const s = landingResearched(hurt()); // R-LAND-12: care comes after the landing field's research
    const hours0 = s.surface!.hours;
    const repaired = until(act(s, { type: 'setInput', field: 'hours', raw: 6 }), { type: 'care', folder: 'used', unit: 'laser' }, (x) => x.party.used.units.laser!.damaged === 0, 10).state;
    expect(repaired.party.used.units.laser).toEqual({ count: 1, damaged: 0 });
    expect(repaired.surface!.hours).toBeGreaterThan(hours0);
    const healed = until(act(repaired, { type: 'setInput', field: 'hours', raw: 12 }), { type: 'care', folder: 'expedition', unit: 'soldier' }, (x) => wounds(x, 'soldier') === 0, 20).state;
    expect(wounds(healed, 'soldier')).toBe(0);
    expect(alive(healed, 'soldier')).toBe(true);
  });

  test('R-DMG-03 R-SHIP-03 R-SHIP-05 harm brought back aboard is repaired and healed by on-board activities', () => {
    const s = act(hurt(), { type: 'research' });
    const back = act(s, { type: 'liftOff' });
    expect(back.phase).toBe('space');
    expect(back.stock.laser.damaged).toBe(1);
    expect(wounds(back, 'soldier')).toBe(1);
    const series = act(back, { type: 'onboard' });
    expect(series.phase).toBe('onboard');
    expect(series.stock.laser.damaged).toBe(0);
    expect(wounds(series, 'soldier')).toBe(0);
    expect(series.month).toBe(back.month + 1);
  });
});

describe('R-DMG-04 R-DMG-06 R-DMG-14 hits', () => {
  test('R-DMG-04 a wound is dealt to a human, a damage to a device, the loss of 2 resources to resources; the table counts them in rany/uszk.', () => {
    const s = hits(landed(['soldier', 'engineer', 'laser'], { resources: 6 }), 3);
    let out = act(s, { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(wounds(out, 'soldier')).toBe(1);
    expect(out.party.used.units.laser).toEqual({ count: 1, damaged: 0 });
    out = act(out, { type: 'hit', folder: 'used', unit: 'laser' });
    expect(out.party.used.units.laser).toEqual({ count: 1, damaged: 1 });
    expect(wounds(out, 'soldier')).toBe(1);
    out = act(out, { type: 'hit', folder: 'carried', unit: 'resources' });
    expect(out.party.carried.resources).toBe(4);
    expect(out.party.used.units.laser).toEqual({ count: 1, damaged: 1 });
    // the table: 'rany/uszk.' (column 13 of the expedition sheet's table) holds both kinds of harm
    const sheet = renderSheets(out, 'pl').sheets.expedition;
    const rowOf = (name: string) => Number([...sheet.cells].find(([a, c]) => /^D\d+$/.test(a) && c.value === name)![0].slice(1));
    expect(sheet.cells.get(addr(7, 13))?.value).toBe('rany/uszk.');
    expect(sheet.cells.get(addr(rowOf(unitName('pl', 'soldier')), 13))?.value).toBe(1);
    expect(sheet.cells.get(addr(rowOf(unitName('pl', 'engineer')), 13))?.value).toBe(0);
    expect(sheet.cells.get(addr(rowOf(unitName('pl', 'laser')), 13))?.value).toBe(1);
  });

  test('R-DMG-06 a human survives five wounds; the sixth kills him (10 VP, R-DMG-10)', () => {
    let s = hits(landed(['soldier', 'engineer']), 6);
    const hit = { type: 'hit', folder: 'expedition', unit: 'soldier' } as const;
    for (let i = 1; i <= 5; i++) {
      s = act(s, hit);
      expect([i, wounds(s, 'soldier'), alive(s, 'soldier')]).toEqual([i, i, true]);
    }
    expect(s.party.expedition.crew.map((p) => p.id)).toContain('soldier');
    const after = act(s, hit);
    expect(alive(after, 'soldier')).toBe(false);
    expect(after.party.expedition.crew.map((p) => p.id)).toEqual(['engineer']);
    // −10 for the death, and the sixth wound's own 1/3 chance of −1 (R-DMG-07)
    expect([-10, -11]).toContain(after.vp - s.vp);
  });

  test('R-DMG-14 a hit damages a device, which stays in UŻYWANE with its weight but loses its use; a second hit destroys it', () => {
    // the Detector: −1 h of research in fog from the hands (R-DEV-54); plain 2 h + fog 2 h
    const s = hits(landed(['soldier', 'engineer', 'detector'], { fog: true }), 2);
    const hours = (x: GameState) => researchHours(x, landingField(x)!.field, 'surface');
    expect(s.party.used.units.detector).toEqual({ count: 1, damaged: 0 });
    expect(hours(s)).toBe(3);
    const damaged = act(s, { type: 'hit', folder: 'used', unit: 'detector' });
    expect(damaged.party.used.units.detector).toEqual({ count: 1, damaged: 1 });
    expect(usedWeight(damaged)).toBe(2);
    expect(hours(damaged)).toBe(4);
    expect(damaged.vp).toBe(s.vp);
    const destroyed = act(damaged, { type: 'hit', folder: 'used', unit: 'detector' });
    expect(destroyed.party.used.units.detector?.count ?? 0).toBe(0);
    expect(usedWeight(destroyed)).toBe(0);
    // R-DEV-08: losing every device of a type costs 1 VP; with another aboard the starship, nothing
    const lastOne = act({ ...damaged, stock: { ...damaged.stock, detector: { count: 0, damaged: 0 } } }, { type: 'hit', folder: 'used', unit: 'detector' });
    const notLast = act({ ...damaged, stock: { ...damaged.stock, detector: { count: 1, damaged: 0 } } }, { type: 'hit', folder: 'used', unit: 'detector' });
    expect(lastOne.vp - damaged.vp).toBe(-1);
    expect(notLast.vp - damaged.vp).toBe(0);
    expect(lastOne.party.used.units.detector?.count ?? 0).toBe(0);
  });
});
