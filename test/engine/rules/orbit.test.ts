// ORBIT rules proven by behaviour (issue 10): gravity's many effects (R-ORBIT-05), the five
// atmospheres and the suits they require (R-ORBIT-13..17; loading.ts suitNeeded/landingBlocked,
// party.ts humanCapacity), hydrography and geology in the authored areas (R-ORBIT-18..20;
// areaChecks.ts checkArea and the area content).
//
// Proven where the surface's rules are: R-ORBIT-05's gravity in the resource drain, the encounter
// chance, the harm of damaged suits and the threats to the shuttle (resources.test.ts,
// encounters.test.ts, exposure.test.ts, accidents.test.ts); R-ORBIT-16/R-ORBIT-17 robots losing
// efficiency and R-ORBIT-19/R-ORBIT-20 seismic shocks (accidents.test.ts, R-ACC-03..09);
// R-ORBIT-21..23 the planetary drain and its climate increase (resources.test.ts).
import {
  AREAS,
  tableCrew,
  format,
  checkArea,
  humanCapacity,
  parseMap,
  PLANETS,
  researchChance,
  parseField,
  shuttleCapacity,
  step,
  orbitSet,
  type Action,
  type GameState,
  type Gravity,
  type LandingArea,
  type Passenger,
  type PlanetId,
} from '../../../src/engine';
import { act, orbitOver } from '../../support/voyage';

const refusal = (s: GameState, a: Action) => step(s, a).refused?.key;
const GRAVS: Gravity[] = ['nearZero', 'low', 'earth', 'high', 'huge'];
/** Orbits without thin air (no oxygen apparatus), one per gravity. */
const BY_GRAVITY: Record<Gravity, [PlanetId, number]> = { nearZero: ['mezo', 2], low: ['suwatte', 1], earth: ['suwatte', 0], high: ['birss', 1], huge: ['noweAlto', 0] };
const orbitAt = (g: Gravity): GameState => {
  const [p, i] = BY_GRAVITY[g];
  const s = orbitOver(p, i, 5);
  expect(orbitSet(s)!.gravity).toBe(g);
  expect(orbitSet(s)!.atmosphere).not.toBe('thin');
  return s;
};
const bare = (id: Passenger['id']): Passenger => ({ id, suit: null });

/** In orbit over a set with this atmosphere (the planet and set named, so the branch is known). */
function orbitIn(planet: PlanetId, set: number, atmosphere: string): GameState {
  const s = orbitOver(planet, set, 9);
  expect(orbitSet(s)!.atmosphere).toBe(atmosphere);
  return s;
}
const noSuitsLeft = (s: GameState): GameState => ({ ...s, stock: { ...s.stock, suit: { count: 0, damaged: 0 } } });
/** Landed, the accident's hits (if any) forgotten, for tests of what the air does on the surface. */
const landedFrom = (s: GameState): GameState => ({ ...act(act(s, { type: 'land' }), { type: 'acceptArea' }), hitsToAssign: 0 });
const undressOnSurface = (s: GameState, id: Passenger['id']) => act(act(s, { type: 'startUndress' }), { type: 'undressHuman', unit: id });
const alive = (s: GameState, id: string) => s.crew.find((h) => h.id === id)!.alive;

describe('R-ORBIT-05 gravity fixes capacities and the VP of research', () => {
  test('R-ORBIT-05 the same soldier, shuttle and plain field at the five gravities: capacity, shuttle load and terrain VP all change', () => {
    const states = GRAVS.map(orbitAt);
    // unit capacities: the soldier's 7 at near-zero ×2, low +2, Earth, high −2, huge ÷2
    expect(states.map((s) => humanCapacity(s, bare('soldier')))).toEqual([14, 9, 7, 5, 3]);
    // the shuttle: 120 / 100 / 80 / 60 / 30 (R-SHUTTLE-02)
    expect(states.map(shuttleCapacity)).toEqual([120, 100, 80, 60, 30]);
    // higher gravity, more VP for researching a field: plain 3% ÷2, ÷1.3, ×1, ×1.3, ×2.5
    const plain = parseField('p');
    const expected = [0.03 / 2, 0.03 / 1.3, 0.03, 0.03 * 1.3, 0.03 * 2.5];
    states.forEach((s, i) => expect(researchChance(s, plain, 'surface')).toBeCloseTo(expected[i]!, 10));
  });
});

describe('R-ORBIT-13..17 the atmosphere and the suits', () => {
  test('R-ORBIT-13 no atmosphere (Mefisto, third set): every human needs a suit of either kind', () => {
    const s = orbitIn('mefisto', 2, 'none');
    const light = act(s, { type: 'load', unit: 'commander' });
    expect(light.bay.crew).toEqual([{ id: 'commander', suit: { kind: 'suit', damaged: false } }]);
    expect(refusal(light, { type: 'land' })).toBeUndefined();
    // no light suit left aboard: he goes down in a heavy one, which is enough too
    const heavy = act(noSuitsLeft(s), { type: 'load', unit: 'commander' });
    expect(heavy.bay.crew[0]!.suit?.kind).toBe('heavySuit');
    expect(refusal(heavy, { type: 'land' })).toBeUndefined();
    // without any suit: no landing
    const none = act({ ...noSuitsLeft(s), stock: { ...s.stock, suit: { count: 0, damaged: 0 }, heavySuit: { count: 0, damaged: 0 } } }, { type: 'load', unit: 'commander' });
    expect(none.bay.crew[0]!.suit).toBeNull();
    expect(refusal(none, { type: 'land' })).toBe('msg.landNeedSuit');
    // on the surface, taking the suit off kills him
    const down = landedFrom(light);
    expect(down.phase).toBe('surface');
    expect(alive(undressOnSurface(down, 'commander'), 'commander')).toBe(false);
  });

  test('R-ORBIT-14 thin air (Paleo, first set): no suit is needed, but a human without one carries 1 less (the oxygen apparatus)', () => {
    const s = orbitIn('paleo', 0, 'thin');
    expect(orbitSet(s)!.gravity).toBe('high');
    const loaded = act(s, { type: 'load', unit: 'soldier' });
    expect(loaded.bay.crew).toEqual([bare('soldier')]);
    expect(loaded.stock.suit).toEqual(s.stock.suit);
    expect(refusal(loaded, { type: 'land' })).toBeUndefined();
    // high gravity: 7 − 1 (apparatus) − 2 = 4 bare; 7 − 2 = 5 in a suit; in normal air bare 5 (R-ORBIT-15)
    expect(humanCapacity(s, bare('soldier'))).toBe(4);
    expect(humanCapacity(s, { id: 'soldier', suit: { kind: 'suit', damaged: false } })).toBe(5);
    expect(humanCapacity(orbitAt('high'), bare('soldier'))).toBe(5);
    // on the surface the suit may come off without harm
    let down = act(act(act(loaded, { type: 'load', unit: 'suit' }), { type: 'suitButton', unit: 'suit' }), { type: 'dressHuman', unit: 'soldier' });
    expect(down.bay.crew[0]!.suit?.kind).toBe('suit');
    down = landedFrom(down);
    const off = undressOnSurface(down, 'soldier');
    expect(alive(off, 'soldier')).toBe(true);
    expect(off.message.key).toBe('msg.suitOffDestroyed');
    // issue 10 point 8: the text says the light suit is gone, and nothing of it is left behind
    expect(format('pl', off.message)).toContain('zniszczony');
    expect(tableCrew(off).find((p) => p.id === 'soldier')?.suit).toBeNull();
  });

  test('R-ORBIT-15 normal air (Birss, second set): no suits needed, no capacity lost, a suit may come off on the surface', () => {
    const s = orbitIn('birss', 1, 'normal');
    const loaded = act(s, { type: 'load', unit: 'soldier' });
    expect(loaded.bay.crew).toEqual([bare('soldier')]);
    expect(loaded.stock.heavySuit).toEqual(s.stock.heavySuit);
    expect(refusal(loaded, { type: 'land' })).toBeUndefined();
    expect(humanCapacity(s, bare('soldier'))).toBe(5); // high gravity 7 − 2, nothing for the air
    const suited = act(act(act(loaded, { type: 'load', unit: 'heavySuit' }), { type: 'suitButton', unit: 'heavySuit' }), { type: 'dressHuman', unit: 'soldier' });
    expect(suited.bay.crew[0]!.suit?.kind).toBe('heavySuit');
    const off = undressOnSurface(landedFrom(suited), 'soldier');
    expect(alive(off, 'soldier')).toBe(true);
    expect(off.message.key).toBe('msg.suitOffKept');
    expect(format('en', off.message)).toContain('stays with the expedition');
  });

  test('R-ORBIT-16 toxic air (Birss, first set): every human needs a suit of either kind', () => {
    const s = orbitIn('birss', 0, 'toxic');
    const light = act(s, { type: 'load', unit: 'engineer' });
    expect(light.bay.crew[0]!.suit?.kind).toBe('suit');
    expect(refusal(light, { type: 'land' })).toBeUndefined();
    const heavy = act(noSuitsLeft(s), { type: 'load', unit: 'engineer' });
    expect(heavy.bay.crew[0]!.suit?.kind).toBe('heavySuit');
    expect(refusal(heavy, { type: 'land' })).toBeUndefined();
    // the suit taken off in orbit: a bare human blocks the landing
    const off = act(light, { type: 'suitButton', unit: 'engineer' });
    expect(off.bay.crew).toEqual([bare('engineer')]);
    expect(refusal(off, { type: 'land' })).toBe('msg.landNeedSuit');
    const down = landedFrom(light);
    expect(alive(undressOnSurface(down, 'engineer'), 'engineer')).toBe(false);
  });

  test('R-ORBIT-17 acid air (Mefisto, first set): every human needs a heavy suit; a light suit is not enough', () => {
    const s = orbitIn('mefisto', 0, 'acid');
    const heavy = act(s, { type: 'load', unit: 'doctor' });
    expect(heavy.bay.crew[0]!.suit?.kind).toBe('heavySuit');
    expect(refusal(heavy, { type: 'land' })).toBeUndefined();
    // the heavy suit off, a light one on: refused for want of a heavy suit
    let light = act(heavy, { type: 'suitButton', unit: 'doctor' });
    light = act(act(act(light, { type: 'load', unit: 'suit' }), { type: 'suitButton', unit: 'suit' }), { type: 'dressHuman', unit: 'doctor' });
    expect(light.bay.crew.find((p) => p.id === 'doctor')!.suit?.kind).toBe('suit');
    expect(refusal(light, { type: 'land' })).toBe('msg.landNeedHeavySuit');
    // with no heavy suit aboard he is loaded bare, and the landing is refused
    const bareDoc = act({ ...s, stock: { ...s.stock, heavySuit: { count: 0, damaged: 0 } } }, { type: 'load', unit: 'doctor' });
    expect(bareDoc.bay.crew).toEqual([bare('doctor')]);
    expect(refusal(bareDoc, { type: 'land' })).toBe('msg.landNeedHeavySuit');
    expect(alive(undressOnSurface(landedFrom(heavy), 'doctor'), 'doctor')).toBe(false);
  });
});

/** A small synthetic area of the planet, landable only with the sets whose weight is given. */
function area(planet: PlanetId, weights: [number, number, number], map: string[], climates: LandingArea['climates'] = [['temperate', 1]]): LandingArea {
  return { id: `${planet}.probe`, planet, weights, discovery: 0, climates, fog: 0, map, shuttle: { row: 1, col: 1 } };
}
const plains = (special: string): string[] => ['p p p p p p', 'p p p p p p', `p p ${special} p p p`, 'p p p p p p', 'p p p p p p'];
const complaint = (a: LandingArea, text: string) => checkArea(a).filter((p) => p.includes(text));
const allAreas = Object.values(AREAS).flat();
const setsOf = (a: LandingArea) => a.weights.flatMap((w, i) => (w > 0 ? [PLANETS[a.planet].sets[i]!] : []));

describe('R-ORBIT-18 hydrography: the amount of liquid, and indirectly vegetation', () => {
  // Mefisto: first set 0% hydrography, second 25%; Picolo third set 100%
  test('R-ORBIT-18 0%: an area with a lake, a river or vegetation is refused; at 25% the same area is accepted', () => {
    expect(PLANETS.mefisto.sets[0].hydrography).toBe(0);
    expect(PLANETS.mefisto.sets[1].hydrography).toBe(25);
    for (const f of ['p+k', 'p+r', 'w', 'p+v']) {
      expect([f, complaint(area('mefisto', [1, 0, 0], plains(f)), '0% hydrography').length]).toEqual([f, 1]);
      expect([f, checkArea(area('mefisto', [0, 1, 0], plains(f)))]).toEqual([f, []]);
    }
    expect(checkArea(area('mefisto', [1, 0, 0], plains('h')))).toEqual([]);
  });

  test('R-ORBIT-18 100%: the whole planet is covered by liquid — an area with dry land is refused, an all-liquid one accepted', () => {
    expect(PLANETS.picolo.sets[2].hydrography).toBe(100);
    const ocean = ['w w w w w w', 'w w w w w w', 'w w w+V w w w', 'w w w w w w', 'w w w w w w'];
    expect(checkArea(area('picolo', [0, 0, 1], ocean, [['none', 1]]))).toEqual([]);
    const island = ocean.map((r, i) => (i === 2 ? 'w w p w w w' : r));
    expect(complaint(area('picolo', [0, 0, 1], island, [['temperate', 1]]), 'ocean world').length).toBe(1);
  });

  test('R-ORBIT-18 the authored areas: none wet or green at 0%, all liquid at 100%, more liquid the higher the hydrography', () => {
    const wet = (f: ReturnType<typeof parseField>) => f.base === 'liquid' || f.base === 'swamp' || f.base === 'glacier' || f.river || f.lake;
    for (const a of allAreas) {
      const fields = parseMap(a.map).fields.flat();
      for (const set of setsOf(a)) {
        if (set.hydrography === 0) expect([a.id, fields.some((f) => wet(f) || f.vegetation !== 'none')]).toEqual([a.id, false]);
        if (set.hydrography === 100) expect([a.id, fields.every((f) => f.base === 'liquid')]).toEqual([a.id, true]);
      }
    }
    // the expected share of liquid fields in a set's landing pool, averaged per hydrography class
    const share: Record<number, number[]> = { 0: [], 25: [], 50: [], 75: [], 100: [] };
    const green: Record<number, number[]> = { 0: [], 25: [], 50: [], 75: [], 100: [] };
    for (const p of Object.keys(PLANETS) as PlanetId[])
      PLANETS[p].sets.forEach((set, i) => {
        const pool = AREAS[p].filter((a) => a.weights[i]! > 0);
        const total = pool.reduce((n, a) => n + a.weights[i]!, 0);
        const part = (pred: (f: ReturnType<typeof parseField>) => boolean) =>
          pool.reduce((n, a) => {
            const fs = parseMap(a.map).fields.flat();
            return n + (a.weights[i]! / total) * (fs.filter(pred).length / fs.length);
          }, 0);
        share[set.hydrography]!.push(part((f) => f.base === 'liquid' || f.river || f.lake));
        green[set.hydrography]!.push(part((f) => f.vegetation !== 'none'));
      });
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const liquid = [0, 25, 50, 75, 100].map((h) => mean(share[h]!));
    expect(liquid[0]).toBe(0);
    expect(liquid[4]).toBe(1);
    for (let i = 1; i < 5; i++) expect(liquid[i]!).toBeGreaterThan(liquid[i - 1]!);
    // vegetation: none at 0%, little at 25%, more with vegetation expected (50%, 75%, 100%)
    expect(mean(green[0]!)).toBe(0);
    for (const h of [50, 75, 100]) expect(mean(green[h]!)).toBeGreaterThan(mean(green[25]!));
  });
});

describe('R-ORBIT-19 R-ORBIT-20 geology: volcanoes only where it is active', () => {
  test('R-ORBIT-19 R-ORBIT-20 liquid lava is accepted for an active set (Mefisto, first) and refused for a calm one (Mefisto, third)', () => {
    expect(PLANETS.mefisto.sets[0].geology).toBe('active');
    expect(PLANETS.mefisto.sets[2].geology).toBe('calm');
    expect(checkArea(area('mefisto', [1, 0, 0], plains('ll')))).toEqual([]);
    expect(complaint(area('mefisto', [0, 0, 1], plains('ll')), 'calm').length).toBe(1);
    expect(checkArea(area('mefisto', [0, 0, 1], plains('sl')))).toEqual([]);
  });

  test('R-ORBIT-19 R-ORBIT-20 the authored areas: every area with liquid lava lands only with active sets, and active sets do meet volcanoes', () => {
    const volcanic = allAreas.filter((a) => parseMap(a.map).fields.flat().some((f) => f.base === 'liquidLava'));
    expect(volcanic.length).toBeGreaterThan(0);
    for (const a of volcanic) expect([a.id, setsOf(a).map((s) => s.geology)]).toEqual([a.id, setsOf(a).map(() => 'active')]);
    const activeSetsWithVolcanoes = (Object.keys(PLANETS) as PlanetId[]).flatMap((p) =>
      PLANETS[p].sets.flatMap((set, i) => (set.geology === 'active' && volcanic.some((a) => a.planet === p && a.weights[i]! > 0) ? [`${p}.${i}`] : [])),
    );
    expect(activeSetsWithVolcanoes.length).toBeGreaterThan(0);
  });
});
