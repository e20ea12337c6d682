// Accidents as time passes on a planet: R-ACC-01..24, with R-MOVE-15 (on a researched field the
// extra risk of a march without the Scout or a Rekonbot is halved, as data/accidents.ts designs it)
// and R-TERRAIN-13 (beside liquid lava; a cave only where its passage opens onto the lava).
// What it proves:
// - the chances per hour are the manual's (hazardRates for every kind and every gravity), the
//   engine's draw gives them (1 000 000 hours each, four standard errors), and a draw exactly at a
//   rate's threshold pins it through passHours / accidentHour on a real landed state;
// - a shock or a scattering deals 2d6 hits (2..12, mean 7), softened 1d6 (1..6 evenly);
// - what each accident does to a real state: the batch queued and who may take it (no PROM row
//   for a shock, no human wound from lava in heavy suits, the Rover first and no resources when
//   all are suited), the terrain victims and their softening, the Rover crash, the robots in
//   toxic or acid air, the threat to the shuttle, its wreck (−4 VP, DECISIONS) and what follows.
// Expected values are the manual's literals (RULES.md §20, DECISIONS.md), never read off the code.
// Draws are forced with ScriptDice: accidents draw int(1, 10 000 000) and happen when the draw is
// at most round(chance × 10 000 000).
import { format, legalActions, type Action, type GameState, type HumanId, type Message, type StockId } from '../../src/engine';
import { accidentHour, besideLiquidLava, drawChance, hazardRates, riskyMarch, shockHits, situation, type HazardSituation } from '../../src/engine/rules/accidents';
import { passHours } from '../../src/engine/rules/exposure';
import { isResearchable } from '../../src/engine/rules/researchMarks';
import type { Activity } from '../../src/engine/rules/encounterSeam';
import { Dice, seedRng } from '../../src/engine/rng';
import { RESOLUTION, ScriptDice } from '../support/scriptDice';
import { FixedDice, NONE as NO_SPREAD, TOP } from '../support/fixedDice';
import { act, landedOnArea, roverParty } from '../support/voyage';
import { isolated } from '../support/isolated';


const ALL = () => new ScriptDice('all');
const NONE = () => new ScriptDice('none');

type Units = Parameters<typeof landedOnArea>[3];
type PlanetId = Parameters<typeof landedOnArea>[0];

/** Landed on an area (landing hits given out, wounds healed), `guards` sent back into PROM. */
function landed(planet: PlanetId, set: number, area: string, units: Units, guards: readonly HumanId[] = [], resources = 6): GameState {
  let s = landedOnArea(planet, set, area, units, 8, resources);
  for (const g of guards) s = act(s, { type: 'up', folder: 'expedition', unit: g });
  return { ...s, crew: s.crew.map((h) => ({ ...h, wounds: 0 })) };
}
/** The party moved to a field (no time spent). */
const at = (s: GameState, row: number, col: number, cave = false): GameState => ({ ...s, surface: { ...s.surface!, at: { row, col, cave } } });
type Suit = { kind: 'suit' | 'heavySuit'; damaged: boolean } | null;
/** Suits of the humans of EKSPEDYCJA. */
function dress(s: GameState, suits: Partial<Record<HumanId, Suit>>): GameState {
  const f = s.party.expedition;
  return { ...s, party: { ...s.party, expedition: { ...f, crew: f.crew.map((p) => (p.id in suits ? { ...p, suit: suits[p.id] ?? null } : p)) } } };
}
const allHeavy = (s: GameState): GameState => dress(s, Object.fromEntries(s.party.expedition.crew.map((p) => [p.id, { kind: 'heavySuit', damaged: false }])));
const human = (s: GameState, id: HumanId) => s.crew.find((h) => h.id === id)!;
const hitActions = (s: GameState) => legalActions(s).filter((a): a is Extract<Action, { type: 'hit' | 'hitSuit' }> => a.type === 'hit' || a.type === 'hitSuit');
const keys = (notes: readonly Message[]) => notes.map((n) => n.key);
const CTX = { risky: false, researched: false, part: 1 } as const;
/** A unit type in the field party's folders, wherever reorganising put it (a damaged robot is carried). */
function inParty(s: GameState, id: StockId): { count: number; damaged: number } {
  const fs = [s.party.expedition, s.party.carried, s.party.used, s.party.abandoned];
  return { count: fs.reduce((n, f) => n + (f.units[id]?.count ?? 0), 0), damaged: fs.reduce((n, f) => n + (f.units[id]?.damaged ?? 0), 0) };
}
/** Damaged units of a type in any folder (a robot too heavy to carry is put down into PROM on the shuttle's field). */
const damagedAnywhere = (s: GameState, id: StockId) => [s.bay, s.party.expedition, s.party.carried, s.party.used, s.party.abandoned].reduce((n, f) => n + (f.units[id]?.damaged ?? 0), 0);
const unitsEverywhere = (s: GameState, id: StockId) => [s.bay, s.party.expedition, s.party.carried, s.party.used, s.party.abandoned].reduce((n, f) => n + (f.units[id]?.count ?? 0), 0);

// Planets used (content/planets.ts): suwatte set 0 Earth gravity, normal air, calm; set 2 high
// gravity, toxic air, active geology; birss set 1 high, normal, calm; set 2 Earth, toxic, calm;
// mefisto set 0 Earth, acid, active; picolo set 0 near-zero, no air, calm; mezo set 2 near-zero,
// normal, calm; noweAlto set 1 huge, thin, calm.

const BASE: HazardSituation = { gravity: 'earth', atmosphere: 'normal', geology: 'calm', risky: false, researched: false, engineer: false, occurrences: 0, shuttleAlone: false, threats: 0, besideLava: false, cliff: false, chasm: false, swamp: false };
const rates = (x: Partial<HazardSituation>) => hazardRates({ ...BASE, ...x });
const GRAVITIES = ['nearZero', 'low', 'earth', 'high', 'huge'] as const;
// R-ACC-10, R-ACC-11: the manual's tables by gravity (near-zero, low, Earth, high, huge)
const THREAT = { nearZero: 0.0046, low: 0.0034, earth: 0.0025, high: 0.0018, huge: 0.0009 } as const;
const LOSS = { nearZero: 0.03, low: 0.045, earth: 0.06, high: 0.08, huge: 0.17 } as const;

describe('R-ACC chances per hour (hazardRates)', () => {
  test('R-ACC-03 R-ACC-02 R-MOVE-15 R-ORBIT-16 R-ORBIT-17 the atmosphere turns on the robots: toxic or acid 0.5%, 0.9% on a march without Scout/Rekonbot, 0.7% so on a researched field; never in normal, thin or no air', () => {
    for (const atmosphere of ['toxic', 'acid'] as const) {
      expect(rates({ atmosphere }).atmosphere).toBeCloseTo(0.005, 12);
      expect(rates({ atmosphere, researched: true }).atmosphere).toBeCloseTo(0.005, 12);
      expect(rates({ atmosphere, risky: true }).atmosphere).toBeCloseTo(0.009, 12);
      expect(rates({ atmosphere, risky: true, researched: true }).atmosphere).toBeCloseTo(0.007, 12);
    }
    for (const atmosphere of ['normal', 'thin', 'none'] as const) expect(rates({ atmosphere, risky: true }).atmosphere).toBe(0);
  });

  test('R-ACC-04 R-ACC-05 R-ACC-06 R-ORBIT-16 R-ORBIT-17 robot harm: toxic 6% with the Engineer, 19% without; acid 19% / 37%; none before the onset; two onsets act each on its own (1 − 0.94²)', () => {
    expect(rates({ atmosphere: 'toxic', occurrences: 1, engineer: true }).robotHarm).toBeCloseTo(0.06, 12);
    expect(rates({ atmosphere: 'toxic', occurrences: 1, engineer: false }).robotHarm).toBeCloseTo(0.19, 12);
    expect(rates({ atmosphere: 'acid', occurrences: 1, engineer: true }).robotHarm).toBeCloseTo(0.19, 12);
    expect(rates({ atmosphere: 'acid', occurrences: 1, engineer: false }).robotHarm).toBeCloseTo(0.37, 12);
    // a march changes nothing here
    expect(rates({ atmosphere: 'acid', occurrences: 1, risky: true }).robotHarm).toBeCloseTo(0.37, 12);
    expect(rates({ atmosphere: 'toxic', occurrences: 0, engineer: true }).robotHarm).toBe(0);
    expect(rates({ atmosphere: 'normal', occurrences: 1 }).robotHarm).toBe(0);
    expect(rates({ atmosphere: 'toxic', occurrences: 2, engineer: true }).robotHarm).toBeCloseTo(1 - 0.94 * 0.94, 12);
  });

  test('R-ACC-07 R-MOVE-15 R-ORBIT-19 R-ORBIT-20 a seismic shock: 0.5% on active geology, 0.9% on a march without Scout/Rekonbot, 0.7% so on a researched field; never on calm geology', () => {
    expect(rates({ geology: 'active' }).seismic).toBeCloseTo(0.005, 12);
    expect(rates({ geology: 'active', risky: true }).seismic).toBeCloseTo(0.009, 12);
    expect(rates({ geology: 'active', risky: true, researched: true }).seismic).toBeCloseTo(0.007, 12);
    expect(rates({ geology: 'calm', risky: true }).seismic).toBe(0);
  });

  test('R-ACC-10 R-ORBIT-05 the threat to the shuttle: 0.46/0.34/0.25/0.18/0.09% by gravity, only when the shuttle is left alone; a march changes nothing', () => {
    for (const gravity of GRAVITIES) {
      expect(rates({ gravity, shuttleAlone: true }).threat).toBeCloseTo(THREAT[gravity], 12);
      expect(rates({ gravity, shuttleAlone: true, risky: true }).threat).toBeCloseTo(THREAT[gravity], 12);
      expect(rates({ gravity, shuttleAlone: false }).threat).toBe(0);
    }
  });

  test('R-ACC-11 R-ACC-13 a threat destroys the shuttle 3/4.5/6/8/17% an hour by gravity; two threats each may (1 − (1 − p)²); none without a threat', () => {
    for (const gravity of GRAVITIES) {
      expect(rates({ gravity, threats: 1 }).shuttleLoss).toBeCloseTo(LOSS[gravity], 12);
      expect(rates({ gravity, threats: 2 }).shuttleLoss).toBeCloseTo(1 - (1 - LOSS[gravity]) ** 2, 12);
      expect(rates({ gravity, threats: 0, shuttleAlone: true }).shuttleLoss).toBe(0);
    }
  });

  test('R-ACC-14 R-ORBIT-11 scattering at near-zero gravity and a fall at huge gravity: 0.5%, 0.9% on a march without Scout/Rekonbot, 0.7% so on a researched field; never at low, Earth or high gravity', () => {
    for (const gravity of ['nearZero', 'huge'] as const) {
      expect(rates({ gravity }).scatter).toBeCloseTo(0.005, 12);
      expect(rates({ gravity, risky: true }).scatter).toBeCloseTo(0.009, 12);
      expect(rates({ gravity, risky: true, researched: true }).scatter).toBeCloseTo(0.007, 12);
    }
    for (const gravity of ['low', 'earth', 'high'] as const) expect(rates({ gravity, risky: true }).scatter).toBe(0);
  });

  test('R-ACC-18 R-ACC-19 R-MOVE-15 lava outflow beside liquid lava: 0.4%, 0.8% on a march without Scout/Rekonbot, 0.6% so on a researched field; never elsewhere', () => {
    expect(rates({ besideLava: true }).lava).toBeCloseTo(0.004, 12);
    expect(rates({ besideLava: true, risky: true }).lava).toBeCloseTo(0.008, 12);
    expect(rates({ besideLava: true, risky: true, researched: true }).lava).toBeCloseTo(0.006, 12);
    expect(rates({ besideLava: false, risky: true, geology: 'active' }).lava).toBe(0);
  });

  test('R-ACC-21 R-MOVE-15 cliff 0.2% (0.8% on a march without Scout/Rekonbot, 0.5% so on a researched field), chasm 0.4% (1.6%, 1.0%), swamp 0.06% (0.23%, 0.145%); each only on its own field', () => {
    const table = { cliff: [0.002, 0.008, 0.005], chasm: [0.004, 0.016, 0.01], swamp: [0.0006, 0.0023, 0.00145] } as const;
    for (const kind of ['cliff', 'chasm', 'swamp'] as const) {
      const [normal, march, halved] = table[kind];
      expect(rates({ [kind]: true })[kind]).toBeCloseTo(normal, 12);
      expect(rates({ [kind]: true, researched: true })[kind]).toBeCloseTo(normal, 12);
      expect(rates({ [kind]: true, risky: true })[kind]).toBeCloseTo(march, 12);
      expect(rates({ [kind]: true, risky: true, researched: true })[kind]).toBeCloseTo(halved, 12);
      for (const other of ['cliff', 'chasm', 'swamp'] as const) if (other !== kind) expect(rates({ [kind]: true, risky: true })[other]).toBe(0);
    }
  });
});

describe('R-ACC the draws give the chances', () => {
  // 1 000 000 hours for the chances below 1%, 200 000 for the larger ones (the same few tenths of a
  // percentage point); a rate met twice is drawn once
  const hoursFor = (p: number) => (p < 0.01 ? 1_000_000 : 200_000);
  const cache = new Map<number, number>();
  /** Share of the hours in which drawChance succeeded. */
  function measured(rate: number, seed: number): number {
    const known = cache.get(rate);
    if (known !== undefined) return known;
    const n = hoursFor(rate);
    const dice = new Dice(seedRng(seed));
    let k = 0;
    for (let i = 0; i < n; i++) if (drawChance(rate, dice)) k++;
    cache.set(rate, k / n);
    return k / n;
  }
  /** Within four standard errors of the manual's rate. */
  const near = (m: number, p: number) => expect(Math.abs(m - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / hoursFor(p)));

  test('R-ACC-03 R-ACC-07 R-ACC-14 R-ACC-19 R-ACC-21 1 000 000 hours each: onset and shock 0.5%/0.9%, scattering 0.5%/0.9%, lava 0.4%/0.8%, cliff 0.2%/0.8%, chasm 0.4%/1.6%, swamp 0.06%/0.23%', () => {
    const normal = rates({ atmosphere: 'toxic', geology: 'active', gravity: 'nearZero', besideLava: true, cliff: true, chasm: true, swamp: true });
    const march = rates({ atmosphere: 'toxic', geology: 'active', gravity: 'nearZero', besideLava: true, cliff: true, chasm: true, swamp: true, risky: true });
    const cases: [number, number][] = [
      [normal.atmosphere, 0.005], [march.atmosphere, 0.009],
      [normal.seismic, 0.005], [march.seismic, 0.009],
      [normal.scatter, 0.005], [march.scatter, 0.009],
      [normal.lava, 0.004], [march.lava, 0.008],
      [normal.cliff, 0.002], [march.cliff, 0.008],
      [normal.chasm, 0.004], [march.chasm, 0.016],
      [normal.swamp, 0.0006], [march.swamp, 0.0023],
    ];
    cases.forEach(([rate, p], i) => near(measured(rate, 100 + i), p));
  });

  test('R-ACC-05 R-ACC-10 R-ACC-11 hours drawn (1 000 000 below 1%, else 200 000): robot harm 6%/19% toxic, 19%/37% acid; threat 0.46/0.34/0.25/0.18/0.09%; shuttle loss 3/4.5/6/8/17%', () => {
    near(measured(rates({ atmosphere: 'toxic', occurrences: 1, engineer: true }).robotHarm, 1), 0.06);
    near(measured(rates({ atmosphere: 'toxic', occurrences: 1 }).robotHarm, 2), 0.19);
    near(measured(rates({ atmosphere: 'acid', occurrences: 1, engineer: true }).robotHarm, 3), 0.19);
    near(measured(rates({ atmosphere: 'acid', occurrences: 1 }).robotHarm, 4), 0.37);
    GRAVITIES.forEach((gravity, i) => {
      near(measured(rates({ gravity, shuttleAlone: true }).threat, 10 + i), THREAT[gravity]);
      near(measured(rates({ gravity, threats: 1 }).shuttleLoss, 20 + i), LOSS[gravity]);
    });
  });

  test('R-ACC-08 R-ACC-15 a shock or a scattering: 100 000 draws of 2d6: min 2, max 12, mean 7 ± 0.05, P(7) = 6/36 ± 0.005, P(2) = 1/36 ± 0.003', () => {
    const dice = new Dice(seedRng(5));
    const n = 100_000;
    const counts = new Map<number, number>();
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const h = shockHits(dice, false);
      sum += h;
      counts.set(h, (counts.get(h) ?? 0) + 1);
    }
    expect(Math.min(...counts.keys())).toBe(2);
    expect(Math.max(...counts.keys())).toBe(12);
    expect(Math.abs(sum / n - 7)).toBeLessThan(0.05);
    expect(Math.abs(counts.get(7)! / n - 6 / 36)).toBeLessThan(0.005);
    expect(Math.abs(counts.get(2)! / n - 1 / 36)).toBeLessThan(0.003);
  });

  test('R-ACC-08 R-ACC-15 softened: 100 000 draws of 1d6: 1 to 6, each 1/6 ± 0.005, mean 3.5 ± 0.03', () => {
    const dice = new Dice(seedRng(6));
    const n = 100_000;
    const counts = new Map<number, number>();
    let sum = 0;
    for (let i = 0; i < n; i++) {
      const h = shockHits(dice, true);
      sum += h;
      counts.set(h, (counts.get(h) ?? 0) + 1);
    }
    expect([...counts.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6]);
    for (let k = 1; k <= 6; k++) expect(Math.abs(counts.get(k)! / n - 1 / 6)).toBeLessThan(0.005);
    expect(Math.abs(sum / n - 3.5)).toBeLessThan(0.03);
  });
});

describe('R-ACC the situation read off a landed state', () => {
  test('R-ACC-01 R-ACC-10 R-ACC-21 the orbit set, the field and PROM: the shuttle is alone only with the party away and nobody in PROM', () => {
    const s = landed('mefisto', 0, 'mefisto.ashPlain', ['soldier', 'scout', 'engineer']);
    // at the shuttle (4:4, a plain)
    expect(situation(s, { risky: false, researched: false })).toMatchObject({ gravity: 'earth', atmosphere: 'acid', geology: 'active', engineer: true, occurrences: 0, shuttleAlone: false, threats: 0, besideLava: false, cliff: false, chasm: false, swamp: false });
    // away on the cliff at 1:5, PROM empty: the threat may come (Earth gravity 0.25%)
    const cliff = situation(at(s, 1, 5), { risky: true, researched: false })!;
    expect(cliff).toMatchObject({ shuttleAlone: true, cliff: true, chasm: false, risky: true });
    expect(hazardRates(cliff).threat).toBeCloseTo(0.0025, 12);
    expect(hazardRates(cliff).cliff).toBeCloseTo(0.008, 12);
    // the Engineer back in PROM guards it, and is no longer in the party (R-ACC-05)
    const guarded = situation(at(act(s, { type: 'up', folder: 'expedition', unit: 'engineer' }), 1, 5), { risky: false, researched: false })!;
    expect(guarded).toMatchObject({ shuttleAlone: false, engineer: false });
    expect(hazardRates(guarded).threat).toBe(0);
    // a chasm on land at 6:4
    expect(situation(at(s, 6, 4), { risky: false, researched: false })).toMatchObject({ chasm: true, cliff: false, swamp: false });
  });

  test('R-ACC-10 DECISIONS only a living, healthy human in PROM guards the shuttle: not a sick one, not the dead, nor someone else\'s health', () => {
    const s = landed('mefisto', 0, 'mefisto.ashPlain', ['soldier', 'scout', 'engineer'], ['engineer']);
    expect(s.bay.crew.map((p) => p.id)).toEqual(['engineer']);
    const away = at(s, 1, 5);
    const alone = (x: GameState) => situation(x, { risky: false, researched: false })!.shuttleAlone;
    const engineer = (x: GameState, change: { alive?: boolean; ill?: boolean }): GameState => ({ ...x, crew: x.crew.map((h) => (h.id === 'engineer' ? { ...h, ...change } : h)) });
    const soldier = (x: GameState, change: { alive?: boolean; ill?: boolean }): GameState => ({ ...x, crew: x.crew.map((h) => (h.id === 'soldier' ? { ...h, ...change } : h)) });
    expect(alone(away)).toBe(false);
    expect(alone(engineer(away, { ill: true }))).toBe(true);
    expect(alone(engineer(away, { alive: false }))).toBe(true);
    // the health of the party outside does not change who guards the shuttle
    expect(alone(soldier(away, { ill: true }))).toBe(false);
    expect(alone(soldier(engineer(away, { alive: false }), { alive: true }))).toBe(true);
    // the first member of the crew list ill or dead, the engineer well: still guarded
    const first = away.crew[0]!.id;
    expect(first).not.toBe('engineer');
    expect(alone({ ...away, crew: away.crew.map((h) => (h.id === first ? { ...h, ill: true, alive: false } : h)) })).toBe(false);
  });

  test('R-ACC-21 a swamp field; a chasm under a liquid carries no accident', () => {
    const delta = landed('birss', 1, 'birss.riverDelta', ['soldier', 'scout']);
    expect(situation(at(delta, 5, 1), { risky: false, researched: false })).toMatchObject({ swamp: true, cliff: false, chasm: false });
    // suwatte.jungleDelta 8:9 is 'w+P': a chasm at the bottom of the sea, whether the party floats above it or dives;
    // a chasm on land (birss.glacierLakes 6:4 'p+P') carries the risk
    const delta2 = landed('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'scout']);
    expect(delta2.level).toBe('surface');
    expect(situation(at(delta2, 8, 9), { risky: true, researched: false })).toMatchObject({ chasm: false, cliff: false, swamp: false });
    expect(situation(at({ ...delta2, level: 'underwater' }, 8, 9), { risky: true, researched: false })).toMatchObject({ chasm: false });
    const lakes = landed('birss', 1, 'birss.glacierLakes', ['soldier', 'scout']);
    expect(situation(at(lakes, 6, 4), { risky: true, researched: false })).toMatchObject({ chasm: true });
  });

  test('R-ACC-18 R-TERRAIN-13 beside liquid lava: a field touching it; its cave only if a passage opens onto the lava', () => {
    const coast = landed('suwatte', 2, 'suwatte.fireCoast', ['soldier', 'scout']);
    // 4:4 'sl+Jva!' touches the liquid lava at 3:4; its cave opens down (5:4) and upper-left (4:3), both solid lava
    expect(besideLiquidLava(coast, { row: 4, col: 4, layer: 'surface' })).toBe(true);
    expect(besideLiquidLava(coast, { row: 4, col: 4, layer: 'cave' })).toBe(false);
    expect(situation(at(coast, 4, 4), { risky: false, researched: false })!.besideLava).toBe(true);
    expect(situation(at(coast, 4, 4, true), { risky: false, researched: false })!.besideLava).toBe(false);
    // the shuttle's field 6:5 touches no liquid lava
    expect(besideLiquidLava(coast, { row: 6, col: 5, layer: 'surface' })).toBe(false);
    const slopes = landed('mefisto', 0, 'mefisto.lavaSlopes', ['soldier', 'scout']);
    // 7:7 'sl+Jad': its cave opens lower-right onto 7:8, liquid lava; 7:9 'sl+Jb^' opens lower-left onto it
    expect(besideLiquidLava(slopes, { row: 7, col: 7, layer: 'cave' })).toBe(true);
    expect(besideLiquidLava(slopes, { row: 7, col: 9, layer: 'cave' })).toBe(true);
  });

  test('R-ACC-18 beside liquid lava is kept per map: two maps asked in turn at the same places each answer as a fresh engine', () => {
    const coast = landed('suwatte', 2, 'suwatte.fireCoast', ['soldier', 'scout']);
    const slopes = landed('mefisto', 0, 'mefisto.lavaSlopes', ['soldier', 'scout']);
    const places = [4, 7].flatMap((row) => [4, 7, 8, 9].flatMap((col) => (['surface', 'cave'] as const).map((layer) => ({ row, col, layer }))));
    const fresh = (s: GameState) => {
      const e: typeof import('../../src/engine/rules/accidents') = isolated(() => require('../../src/engine/rules/accidents'));
      return places.map((p) => e.besideLiquidLava(s, p));
    };
    const [onCoast, onSlopes] = [fresh(coast), fresh(slopes)];
    // the two maps differ at some of these places, so an answer handed from one map to the other would show
    expect(onCoast.filter((x, i) => x !== onSlopes[i]!).length).toBeGreaterThan(0);
    // off the planet no place is beside anything
    expect(besideLiquidLava({ ...coast, phase: 'orbit', surface: null }, places[0]!)).toBe(false);
    for (let round = 0; round < 2; round++) {
      expect(places.map((p) => besideLiquidLava(coast, p))).toEqual(onCoast);
      expect(places.map((p) => besideLiquidLava(slopes, p))).toEqual(onSlopes);
    }
  });

  test('R-ACC-02 a risky march: a forced march, circling or a dive without the Scout or a working Rekonbot; never research', () => {
    const s = landed('birss', 1, 'birss.glacierLakes', ['soldier', 'engineer', 'rekonbot']);
    const noRekonbot = { ...s, party: { ...s.party, expedition: { ...s.party.expedition, units: {} } } };
    for (const a of ['march', 'circling', 'vertical'] as Activity[]) expect(riskyMarch(noRekonbot, a)).toBe(true);
    expect(riskyMarch(noRekonbot, 'research')).toBe(false);
    expect(riskyMarch(s, 'march')).toBe(false);
    const damaged = { ...s, party: { ...s.party, expedition: { ...s.party.expedition, units: { rekonbot: { count: 1, damaged: 1 } } } } };
    expect(riskyMarch(damaged, 'march')).toBe(true);
    const scout = landed('birss', 1, 'birss.glacierLakes', ['soldier', 'scout']);
    expect(riskyMarch(scout, 'march')).toBe(false);
    expect(riskyMarch(scout, 'circling')).toBe(false);
  });
});

/** The event's note is written with the draw at the rate's threshold and not one above it. */
function pinned(run: (dice: Dice) => readonly Message[], key: string, p: number): void {
  const t = Math.round(p * RESOLUTION);
  expect(keys(run(new ScriptDice({ threshold: t })))).toContain(key);
  expect(keys(run(new ScriptDice({ threshold: t + 1 })))).not.toContain(key);
}

describe('R-ACC the rates through the engine (a draw at the threshold)', () => {
  test('R-ACC-21 R-ACC-02 R-MOVE-15 R-MOVE-18 an hour on the cliff: research 0.2%, march without Scout 0.8%, circling 0.8%, march on a researched field 0.5%, march with the Scout 0.2%', () => {
    // birss set 1: high gravity, normal air, calm; the Engineer guards PROM; 3:7 is a cliff
    const bare = at(landed('birss', 1, 'birss.glacierLakes', ['soldier', 'scout', 'engineer'], ['engineer', 'scout']), 3, 7);
    const withScout = at(landed('birss', 1, 'birss.glacierLakes', ['soldier', 'scout', 'engineer'], ['engineer']), 3, 7);
    const researched = { ...bare, surface: { ...bare.surface!, researched: [...bare.surface!.researched, '3:7:surface'] } };
    const hour = (s: GameState, a: Activity) => (d: Dice) => passHours(s, 1, d, a).notes;
    pinned(hour(bare, 'research'), 'note.accidentDeath', 0.002);
    pinned(hour(bare, 'march'), 'note.accidentDeath', 0.008);
    pinned(hour(bare, 'circling'), 'note.accidentDeath', 0.008);
    pinned(hour(researched, 'march'), 'note.accidentDeath', 0.005);
    pinned(hour(withScout, 'march'), 'note.accidentDeath', 0.002);
  });

  test('R-ACC-07 R-ACC-19 R-ACC-10 beside the lava (high gravity, active): shock 0.5%, lava 0.4%, on a march 0.9% / 0.8%; the threat at high gravity 0.18% with PROM empty', () => {
    const coast = landed('suwatte', 2, 'suwatte.fireCoast', ['soldier', 'engineer'], ['engineer']);
    const lava = at(coast, 4, 4);
    const hour = (s: GameState, risky: boolean) => (d: Dice) => accidentHour(s, { risky, researched: false, part: 1 }, d).notes;
    pinned(hour(lava, false), 'note.seismic', 0.005);
    pinned(hour(lava, true), 'note.seismic', 0.009);
    pinned(hour(lava, false), 'note.lava', 0.004);
    pinned(hour(lava, true), 'note.lava', 0.008);
    const alone = at(landed('suwatte', 2, 'suwatte.fireCoast', ['soldier', 'engineer']), 4, 4);
    pinned(hour(alone, false), 'note.shuttleThreat', 0.0018);
  });

  test('R-ACC-14 R-ACC-10 near-zero gravity at the shuttle: scattering 0.5%, 0.9% on a march; the threat 0.46% once the party is away', () => {
    const s = landed('picolo', 0, 'picolo.craterField', ['soldier', 'engineer']);
    const hour = (x: GameState, risky: boolean) => (d: Dice) => accidentHour(x, { risky, researched: false, part: 1 }, d).notes;
    pinned(hour(s, false), 'note.scatter', 0.005);
    pinned(hour(s, true), 'note.scatter', 0.009);
    // 3:1 is a plain away from the shuttle (5:4)
    pinned(hour(at(s, 3, 1), false), 'note.shuttleThreat', 0.0046);
  });

  test('R-ACC-01 a part of an hour counts as that part of each chance: half an hour of lava is 0.2%', () => {
    const lava = at(landed('suwatte', 2, 'suwatte.fireCoast', ['soldier', 'engineer'], ['engineer']), 4, 4);
    pinned((d) => accidentHour(lava, { risky: false, researched: false, part: 0.5 }, d).notes, 'note.lava', 0.002);
  });

  test('R-ACC-01 a part of an hour counts as that part of every chance: half an hour of onset 0.25%, shock 0.25%, scattering 0.25%, cliff 0.1%, chasm 0.2%, swamp 0.03%', () => {
    const half = (s: GameState) => (d: Dice) => accidentHour(s, { risky: false, researched: false, part: 0.5 }, d).notes;
    // birss set 2: toxic air, the robots outside (R-ACC-03: onset 0.5% an hour)
    pinned(half(landed('birss', 2, 'birss.glacierLakes', ['soldier', 'engineer', 'transbot'])), 'note.atmosphereActive', 0.0025);
    // suwatte set 2, beside the lava: active geology (R-ACC-07: 0.5% an hour)
    pinned(half(at(landed('suwatte', 2, 'suwatte.fireCoast', ['soldier', 'engineer'], ['engineer']), 4, 4)), 'note.seismic', 0.0025);
    // picolo set 0: near-zero gravity (R-ACC-14: 0.5% an hour)
    pinned(half(landed('picolo', 0, 'picolo.craterField', ['soldier', 'engineer'])), 'note.scatter', 0.0025);
    // birss set 1, the Engineer guarding PROM: the cliff at 3:7 and the chasm on land at 6:4 (R-ACC-21: 0.2% and 0.4% an hour)
    const glacier = landed('birss', 1, 'birss.glacierLakes', ['soldier', 'scout', 'engineer'], ['engineer', 'scout']);
    pinned(half(at(glacier, 3, 7)), 'note.accidentDeath', 0.001);
    pinned(half(at(glacier, 6, 4)), 'note.accidentDeath', 0.002);
    // suwatte set 0: the swamp at 5:1 (R-ACC-21: 0.06% an hour)
    pinned(half(at(landed('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'engineer'], ['engineer']), 5, 1)), 'note.accidentDeath', 0.0003);
  });
});

describe('R-ACC-03..06 the atmosphere and the robots', () => {
  // birss set 2: Earth gravity, toxic air, calm geology; the party at the shuttle
  const toxic = () => landed('birss', 2, 'birss.glacierLakes', ['soldier', 'engineer', 'transbot']);

  test('R-ACC-03 R-ACC-04 the onset: the count of onsets grows, the note says so, and in the same hour the robots may be harmed', () => {
    const s = toxic();
    expect(s.surface!.activeAtmosphere).toBe(0);
    const out = accidentHour(s, CTX, ALL());
    expect(out.state.surface!.activeAtmosphere).toBe(1);
    expect(out.notes).toEqual([{ key: 'note.atmosphereActive' }, { key: 'note.robotCorroded', params: { unit: { unit: 'transbot' }, count: 1 } }]);
    expect(inParty(out.state, 'transbot')).toEqual({ count: 1, damaged: 1 });
    // without the onset the robots are safe
    const calm = accidentHour(s, CTX, NONE());
    expect(calm.notes).toEqual([]);
    expect(inParty(calm.state, 'transbot')).toEqual({ count: 1, damaged: 0 });
  });

  test('R-ACC-06 through the hours of one activity: the second hour knows the first hour\'s onset (the situation is read again once an hour changed the state)', () => {
    const s = toxic();
    const out = passHours(s, 2, ALL());
    const onsets = out.notes.filter((n) => n.key === 'note.atmosphereActive' || n.key === 'note.atmosphereStronger');
    expect(onsets).toEqual([{ key: 'note.atmosphereActive' }, { key: 'note.atmosphereStronger', params: { count: 2 } }]);
    expect(out.state.surface!.activeAtmosphere).toBe(2);
    // the robot harmed in the first hour is destroyed in the second (a damaged one dissolves)
    expect(keys(out.notes).filter((k) => k.startsWith('note.robot'))).toEqual(['note.robotCorroded', 'note.robotDissolved']);
    expect(inParty(out.state, 'transbot').count).toBe(0);
  });

  test('R-ACC-01 the hours harm only while someone or something is outside the shuttle: all in PROM nothing happens; a robot alone outside is enough', () => {
    let inside = toxic();
    for (const unit of ['soldier', 'engineer', 'transbot'] as const) inside = act(inside, { type: 'up', folder: 'expedition', unit });
    expect(inside.bay.crew.map((p) => p.id)).toEqual(['soldier', 'engineer']);
    const none = passHours(inside, 3, ALL());
    expect(none.notes.filter((n) => n.key.startsWith('note.atmosphere'))).toEqual([]);
    expect(none.state.surface!.activeAtmosphere).toBe(0);
    let robot = toxic();
    for (const unit of ['soldier', 'engineer'] as const) robot = act(robot, { type: 'up', folder: 'expedition', unit });
    expect(inParty(robot, 'transbot').count).toBe(1);
    expect(robot.party.expedition.crew).toEqual([]);
    const alone = passHours(robot, 1, ALL());
    expect(alone.notes.filter((n) => n.key.startsWith('note.atmosphere'))).toEqual([{ key: 'note.atmosphereActive' }]);
  });

  test('R-RES-02 the resources an activity uses are told with their count', () => {
    const s = toxic();
    const held = (x: GameState) => x.party.carried.resources + x.party.expedition.resources + x.bay.resources;
    const out = passHours(s, 6, new FixedDice(TOP));
    const used = held(s) - held(out.state);
    expect(used).toBeGreaterThan(0);
    expect(out.notes.filter((n) => n.key === 'note.resourcesUsed')).toEqual([{ key: 'note.resourcesUsed', params: { count: used } }]);
    expect(passHours(s, 6, new FixedDice(NO_SPREAD)).notes.some((n) => n.key === 'note.resourcesUsed')).toBe(false);
  });

  test('R-ACC-06 a second onset is told as one more, not as the first again', () => {
    const s = toxic();
    const once = { ...s, surface: { ...s.surface!, activeAtmosphere: 1 } };
    const out = accidentHour(once, CTX, ALL());
    expect(out.state.surface!.activeAtmosphere).toBe(2);
    expect(out.notes[0]).toEqual({ key: 'note.atmosphereStronger', params: { count: 2 } });
    expect(out.notes.some((n) => n.key === 'note.atmosphereActive')).toBe(false);
    expect(format('pl', out.notes[0]!)).toContain('to już 2 razy');
  });

  test('R-ACC-04 a damaged robot is destroyed (−1 VP); a robot in PROM is out of the air', () => {
    const s = toxic();
    const hurt = { ...s, surface: { ...s.surface!, activeAtmosphere: 1 }, party: { ...s.party, expedition: { ...s.party.expedition, units: { transbot: { count: 1, damaged: 1 } } } } };
    // draws: 1 the onset (no), 2 the damaged transbot
    const out = accidentHour(hurt, CTX, new ScriptDice([2]));
    expect(out.notes).toEqual([{ key: 'note.robotDissolved', params: { unit: { unit: 'transbot' }, count: 1 } }]);
    expect(inParty(out.state, 'transbot').count).toBe(0);
    expect(out.state.vp - hurt.vp).toBe(-1);
    const inPROM = act(s, { type: 'up', folder: 'expedition', unit: 'transbot' });
    expect(inPROM.bay.units.transbot).toEqual({ count: 1, damaged: 0 });
    const safe = accidentHour({ ...inPROM, surface: { ...inPROM.surface!, activeAtmosphere: 1 } }, CTX, ALL());
    expect(safe.state.bay.units.transbot).toEqual({ count: 1, damaged: 0 });
    expect(keys(safe.notes)).not.toContain('note.robotCorroded');
  });

  test('R-ACC-05 through the engine, 20 000 hours each after the onset: toxic air damages a robot 6% of hours with the Engineer, 19% without; acid 19% / 37%', () => {
    const N = 20_000;
    /** Share of single hours after which the transbot is damaged (an onset in the hour adds a little, far inside the tolerance). */
    function share(s: GameState, seed: number): number {
      const dice = new Dice(seedRng(seed));
      const st = { ...s, surface: { ...s.surface!, activeAtmosphere: 1 } };
      let k = 0;
      for (let i = 0; i < N; i++) if (damagedAnywhere(accidentHour(st, CTX, dice).state, 'transbot') > 0) k++;
      return k / N;
    }
    const near = (m: number, p: number) => expect(Math.abs(m - p)).toBeLessThan(4 * Math.sqrt((p * (1 - p)) / N));
    const t = toxic();
    expect(situation(t, { risky: false, researched: false })!.engineer).toBe(true);
    near(share(t, 1), 0.06);
    near(share(act(t, { type: 'up', folder: 'expedition', unit: 'engineer' }), 2), 0.19);
    // mefisto set 0: acid air
    const acid = landed('mefisto', 0, 'mefisto.ashPlain', ['soldier', 'engineer', 'transbot']);
    near(share(acid, 3), 0.19);
    near(share(act(acid, { type: 'up', folder: 'expedition', unit: 'engineer' }), 4), 0.37);
  });
});

describe('R-ACC-07..09 seismic shocks', () => {
  // suwatte set 2 (high gravity, toxic, active), the party at the shuttle (6:5) with the Engineer in PROM
  const shaken = () => landed('suwatte', 2, 'suwatte.fireCoast', ['soldier', 'scout', 'engineer', 'transbot'], ['engineer'], 30);

  test('R-ACC-01 R-ACC-07 R-ACC-08 R-ACC-09 a shock on the shuttle\'s field queues 2d6 hits as a seismic batch; no PROM row is offered one', () => {
    const s = shaken();
    expect(s.bay.crew.map((p) => p.id)).toEqual(['engineer']);
    // draws: 1 the onset of the air (no), 2 the shock; its dice 6 + 6
    const out = passHours(s, 1, new ScriptDice([2], [6, 6]));
    expect(out.notes).toContainEqual({ key: 'note.seismic', params: { count: 12 } });
    expect(out.state.hitsToAssign).toBe(12);
    expect(out.state.hitRule).toEqual({ source: 'seismic' });
    const offered = hitActions(out.state);
    expect(offered).toContainEqual({ type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(offered.filter((a) => a.folder === 'shuttle')).toEqual([]);
    // the same rows for a landing accident: PROM's Engineer could take one
    expect(hitActions({ ...out.state, hitRule: { source: 'landing' } })).toContainEqual({ type: 'hit', folder: 'shuttle', unit: 'engineer' });
    // 1 + 1: the fewest hits
    expect(passHours(s, 1, new ScriptDice([2], [1, 1])).state.hitsToAssign).toBe(2);
  });

  test('R-ACC-08 every human of the party in a heavy suit: one die, 1 to 6 hits', () => {
    const s = allHeavy(shaken());
    const six = passHours(s, 1, new ScriptDice([2], [6, 6]));
    expect(six.state.hitsToAssign).toBe(6);
    expect(six.notes).toContainEqual({ key: 'note.seismic', params: { count: 6 } });
    expect(passHours(s, 1, new ScriptDice([2], [1, 6])).state.hitsToAssign).toBe(1);
    // one light suit among them: two dice again
    const mixed = dress(s, { scout: { kind: 'suit', damaged: false } });
    expect(passHours(mixed, 1, new ScriptDice([2], [6, 6])).state.hitsToAssign).toBe(12);
  });
});

describe('R-ACC-10..13 the threat to the shuttle and its wreck', () => {
  // suwatte set 0: Earth gravity, normal air, calm; the shuttle at 6:4; 6:5 a bare plain beside it
  const base = () => landed('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'scout', 'engineer', 'transbot']);

  test('R-ACC-10 the threat comes only when nobody is in PROM and the party is away', () => {
    const s = base();
    // at the shuttle, PROM empty: every draw would succeed, nothing happens
    const home = accidentHour(s, CTX, ALL());
    expect(home.notes).toEqual([]);
    expect(home.state.surface!.shuttleThreats).toBe(0);
    // away, the Engineer in PROM: nothing
    const guarded = accidentHour(at(act(s, { type: 'up', folder: 'expedition', unit: 'engineer' }), 6, 5), CTX, ALL());
    expect(guarded.notes).toEqual([]);
    expect(guarded.state.surface!.shuttleThreats).toBe(0);
    // away, PROM empty: draw 1 the threat (yes), 2 the loss (no)
    const away = accidentHour(at(s, 6, 5), CTX, new ScriptDice([1]));
    expect(away.notes).toEqual([{ key: 'note.shuttleThreat' }]);
    expect(away.state.surface!.shuttleThreats).toBe(1);
    expect(away.state.surface!.wreck).toBe(false);
    // R-ACC-11: threats accumulate
    expect(accidentHour(away.state, CTX, new ScriptDice([1])).state.surface!.shuttleThreats).toBe(2);
  });

  test('R-ACC-11 reaching the shuttle\'s field drives every threat off (note.threatDriven); away they stay', () => {
    const s = base();
    const threatened = (x: GameState) => ({ ...x, surface: { ...x.surface!, shuttleThreats: 2 } });
    const home = passHours(threatened(s), 1, NONE());
    expect(home.state.surface!.shuttleThreats).toBe(0);
    expect(home.notes).toContainEqual({ key: 'note.threatDriven' });
    const away = passHours(threatened(at(s, 6, 5)), 1, NONE());
    expect(away.state.surface!.shuttleThreats).toBe(2);
    expect(keys(away.notes)).not.toContain('note.threatDriven');
  });

  /** The party away at 6:5 when a lasting threat destroys the shuttle (draw 1 a new threat: no; 2 the loss: yes). */
  function wrecked(): { before: GameState; after: GameState; notes: readonly Message[] } {
    const before = { ...at(base(), 6, 5), surface: { ...at(base(), 6, 5).surface!, shuttleThreats: 1 } };
    const out = accidentHour(before, CTX, new ScriptDice([2]));
    return { before, after: out.state, notes: out.notes };
  }

  test('R-SCORE-26 R-ACC-12 DECISIONS the shuttle destroyed: −4 VP, one shuttle fewer, the wreck marked, no threat any more', () => {
    const { before, after, notes } = wrecked();
    expect(notes).toEqual([{ key: 'note.shuttleWrecked', params: { vp: -4 } }]);
    expect(after.vp - before.vp).toBe(-4);
    expect(before.shuttles - after.shuttles).toBe(1);
    expect(after.surface!.wreck).toBe(true);
    expect(after.surface!.shuttleThreats).toBe(0);
    // nothing more can come to the wreck
    const r = hazardRates(situation(after, { risky: false, researched: false })!);
    expect(r.threat).toBe(0);
    expect(r.shuttleLoss).toBe(0);
    expect(accidentHour(after, CTX, ALL()).notes).toEqual([]);
    expect(accidentHour(after, CTX, ALL()).state.shuttles).toBe(after.shuttles);
    // back on its field, no threat is driven off
    expect(keys(passHours(at(after, 6, 4), 1, NONE()).notes)).not.toContain('note.threatDriven');
  });

  test('R-ACC-12 after the wreck no field may be researched: isResearchable false, no research action', () => {
    const { before, after } = wrecked();
    const here = { row: 6, col: 5, layer: 'surface' as const };
    expect(isResearchable(before, here)).toBe(true);
    expect(legalActions(before)).toContainEqual({ type: 'research' });
    expect(isResearchable(after, here)).toBe(false);
    expect(isResearchable(after, { row: 1, col: 1, layer: 'surface' })).toBe(false);
    expect(legalActions(after).some((a) => a.type === 'research')).toBe(false);
  });

  test('R-ACC-12 R-ACC-13 the lift-off from the wreck: the living humans and their worn suits reach the starship, the rest is lost and charged, no +1 VP', () => {
    const { after } = wrecked();
    // the party walks back to the wreck; the soldier wears a heavy suit, the scout a light one
    const back = dress(at(after, 6, 4), { soldier: { kind: 'heavySuit', damaged: false }, scout: { kind: 'suit', damaged: true } });
    expect(back.party.expedition.units.transbot).toEqual({ count: 1, damaged: 0 });
    const out = act(back, { type: 'liftOff' });
    expect(out.phase).toBe('space');
    expect(out.surface).toBeNull();
    expect(out.message.key).toBe('msg.liftedOffWreck');
    expect(out.message.params).toMatchObject({ units: 1, vp: 0 });
    // the transbot stays in the wreck: −1 VP, and no +1 for a happy return
    expect(out.vp - back.vp).toBe(-1);
    expect(out.stock.transbot.count).toBe(back.stock.transbot.count);
    expect(out.stock.heavySuit.count).toBe(back.stock.heavySuit.count + 1);
    expect(out.stock.suit.count).toBe(back.stock.suit.count + 1);
    for (const id of ['soldier', 'scout', 'engineer'] as const) expect(human(out, id).alive).toBe(true);
    // the same party lifting off the whole shuttle: +1 VP and the transbot back aboard
    const whole = act({ ...back, surface: { ...back.surface!, wreck: false } }, { type: 'liftOff' });
    expect(whole.vp - back.vp).toBe(1);
    expect(whole.stock.transbot.count).toBe(back.stock.transbot.count + 1);
  });
});

describe('R-ACC-14..17 scattering and falls', () => {
  // picolo set 0: near-zero gravity, no air (light suits on), calm; at the shuttle only scattering can happen
  const floating = (units: Units) => landed('picolo', 0, 'picolo.craterField', units);

  test('R-ACC-14 R-ACC-15 R-ORBIT-11 scattering at near-zero gravity: 2d6 hits as a scatter batch; with the Scout or a Rekonbot one die', () => {
    const s = floating(['soldier', 'engineer', 'transbot']);
    const out = passHours(s, 1, new ScriptDice('all', [6, 6]));
    expect(out.notes).toContainEqual({ key: 'note.scatter', params: { count: 12 } });
    expect(out.state.hitsToAssign).toBe(12);
    expect(out.state.hitRule).toEqual({ source: 'scatter' });
    const scout = floating(['soldier', 'scout', 'transbot']);
    expect(passHours(scout, 1, new ScriptDice('all', [6, 6])).state.hitsToAssign).toBe(6);
    const rekonbot = floating(['soldier', 'engineer', 'rekonbot']);
    expect(passHours(rekonbot, 1, new ScriptDice('all', [6, 6])).state.hitsToAssign).toBe(6);
  });

  test('R-DEV-29 (ours) heavy suits on every human soften a scattering to one die, as a shock; one human in a light suit, none', () => {
    const heavy = allHeavy(floating(['soldier', 'engineer', 'transbot']));
    expect(passHours(heavy, 1, new ScriptDice('all', [6, 6])).state.hitsToAssign).toBe(6);
    const mixed = dress(floating(['soldier', 'engineer', 'transbot']), { soldier: { kind: 'heavySuit', damaged: false }, engineer: { kind: 'suit', damaged: false } });
    expect(passHours(mixed, 1, new ScriptDice('all', [6, 6])).state.hitsToAssign).toBe(12);
  });

  test('R-ACC-14 a fall at huge gravity', () => {
    // noweAlto set 1: huge gravity, thin air, calm; the shuttle at 7:2
    const s = landed('noweAlto', 1, 'noweAlto.lakeLowlands', ['soldier', 'engineer', 'transbot']);
    const out = accidentHour(s, CTX, new ScriptDice('all', [1, 1]));
    expect(out.notes).toContainEqual({ key: 'note.fall', params: { count: 2 } });
    expect(out.hits).toEqual([{ source: 'scatter', count: 2 }]);
  });

  test('R-ACC-17 every human suited: each suit is damaged, a damaged one destroyed (here fatal: no air), and no hit may go to the resources', () => {
    let s = floating(['soldier', 'engineer', 'transbot']);
    s = dress(s, { soldier: { kind: 'suit', damaged: true }, engineer: { kind: 'suit', damaged: false } });
    expect(s.party.carried.resources).toBeGreaterThan(0);
    const out = passHours(s, 1, new ScriptDice('all', [3, 3]));
    expect(keys(out.notes)).toContain('note.suitsHit');
    expect(human(out.state, 'soldier').alive).toBe(false);
    expect(out.state.party.expedition.crew).toEqual([{ id: 'engineer', suit: { kind: 'suit', damaged: true } }]);
    expect(out.state.hitRule).toEqual({ source: 'scatter' });
    const offered = hitActions(out.state);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.some((a) => a.unit === 'resources')).toBe(false);
    // one human bare: the suits are spared and the resources may take hits
    const bare = dress(floating(['soldier', 'engineer', 'transbot']), { engineer: null });
    const open = passHours(bare, 1, new ScriptDice('all', [3, 3]));
    expect(keys(open.notes)).not.toContain('note.suitsHit');
    expect(open.state.party.expedition.crew.find((p) => p.id === 'soldier')!.suit).toEqual({ kind: 'suit', damaged: false });
    expect(hitActions(open.state)).toContainEqual({ type: 'hit', folder: 'carried', unit: 'resources' });
  });

  test('R-ACC-16 R-ORBIT-11 with a Rover in the party the scattering\'s hits fall on the Rover first', () => {
    const s = roverParty('picolo', 0, 'picolo.craterField');
    const out = passHours(s, 1, new ScriptDice('all', [3, 3]));
    expect(out.state.hitRule).toEqual({ source: 'scatter' });
    expect(hitActions(out.state)).toEqual([{ type: 'hit', folder: 'expedition', unit: 'rover' }]);
  });
});

describe('R-ACC-18..20 lava outflow', () => {
  // suwatte set 2 at 4:4, beside the liquid lava; the Engineer guards PROM. Draws: 1 the air's onset, 2 a shock, 3 the lava
  const byLava = () => at(landed('suwatte', 2, 'suwatte.fireCoast', ['soldier', 'scout', 'engineer', 'transbot'], ['engineer']), 4, 4);

  test('R-ACC-18 R-ACC-20 an outflow: 12 hits as a lava batch, the humans may take them', () => {
    const out = passHours(byLava(), 1, new ScriptDice([3]));
    expect(out.notes).toContainEqual({ key: 'note.lava', params: { count: 12 } });
    expect(out.state.hitsToAssign).toBe(12);
    expect(out.state.hitRule).toEqual({ source: 'lava' });
    expect(hitActions(out.state)).toContainEqual({ type: 'hit', folder: 'expedition', unit: 'soldier' });
  });

  test('R-ACC-20 every human in a heavy suit: 6 hits, none of which may wound a human', () => {
    const s = allHeavy(byLava());
    const out = passHours(s, 1, new ScriptDice([3]));
    expect(out.notes).toContainEqual({ key: 'note.lava', params: { count: 6 } });
    expect(out.state.hitsToAssign).toBe(6);
    const offered = hitActions(out.state);
    expect(offered.filter((a) => a.type === 'hit' && (a.unit === 'soldier' || a.unit === 'scout'))).toEqual([]);
    expect(offered).toContainEqual({ type: 'hit', folder: 'expedition', unit: 'transbot' });
    // one of them bare: 12 hits, and he may be wounded
    const bare = passHours(dress(s, { scout: null }), 1, new ScriptDice([3]));
    expect(bare.state.hitsToAssign).toBe(12);
    expect(hitActions(bare.state)).toContainEqual({ type: 'hit', folder: 'expedition', unit: 'scout' });
  });
});

describe('R-ACC-21..24 accidents on cliffs, chasms and swamps', () => {
  // birss set 1: high gravity, normal air, calm; the Engineer guards PROM, so only the field's accident can happen
  const onCliff = (units: Units) => at(landed('birss', 1, 'birss.glacierLakes', units, ['engineer']), 3, 7);

  test('R-ACC-23 on foot: one of the humans and working robots (uniform pick among 2 + 1) is killed', () => {
    const s = onCliff(['soldier', 'scout', 'engineer', 'transbot']);
    const dice = new ScriptDice('all', [1]);
    const out = accidentHour(s, CTX, dice);
    expect(dice.calls[0]).toEqual([1, 3]);
    expect(out.notes).toEqual([{ key: 'note.accidentDeath', params: { place: { text: 'place.cliff' }, unit: { unit: 'soldier' }, count: 0 } }]);
    expect(out.hits).toEqual([]);
    expect(human(out.state, 'soldier').alive).toBe(false);
    expect(out.state.party.expedition.crew.map((p) => p.id)).toEqual(['scout']);
    // a damaged robot is no candidate
    const damaged = { ...s, party: { ...s.party, expedition: { ...s.party.expedition, units: { transbot: { count: 1, damaged: 1 } } } } };
    const d2 = new ScriptDice('all', [2]);
    accidentHour(damaged, CTX, d2);
    expect(d2.calls[0]).toEqual([1, 2]);
  });

  test('R-ACC-23 on foot: a working robot picked is destroyed (−1 VP)', () => {
    const s = onCliff(['soldier', 'scout', 'engineer', 'transbot']);
    const out = accidentHour(s, CTX, new ScriptDice('all', [3]));
    expect(out.notes).toEqual([{ key: 'note.accidentDestroyed', params: { place: { text: 'place.cliff' }, unit: { unit: 'transbot' } } }]);
    expect(inParty(out.state, 'transbot').count).toBe(0);
    expect(out.state.vp - s.vp).toBe(-1);
    for (const id of ['soldier', 'scout'] as const) expect(human(out.state, id)).toMatchObject({ alive: true, wounds: 0 });
  });

  test('R-ACC-24 softened by the Climber: the human takes 1–6 wounds (the die), a robot is only damaged', () => {
    const s = onCliff(['soldier', 'scout', 'engineer', 'transbot', 'climber']);
    // victim 1 (soldier), die 4, then the 1/3 VP draw of each wound (3: no VP)
    const four = accidentHour(s, CTX, new ScriptDice('all', [1, 4, 3, 3, 3, 3]));
    expect(four.notes).toEqual([{ key: 'note.accidentWounds', params: { place: { text: 'place.cliff' }, unit: { unit: 'soldier' }, count: 4 } }]);
    expect(human(four.state, 'soldier')).toMatchObject({ alive: true, wounds: 4 });
    const one = accidentHour(s, CTX, new ScriptDice('all', [1, 1, 3]));
    expect(human(one.state, 'soldier')).toMatchObject({ alive: true, wounds: 1 });
    // the die's 6 is the 6th wound: death (DECISIONS: R-CREW-03)
    const six = accidentHour(s, CTX, new ScriptDice('all', [1, 6, 3, 3, 3, 3, 3, 3]));
    expect(human(six.state, 'soldier')).toMatchObject({ alive: false, wounds: 6 });
    expect(six.notes).toEqual([{ key: 'note.accidentDeath', params: { place: { text: 'place.cliff' }, unit: { unit: 'soldier' }, count: 6 } }]);
    const robot = accidentHour(s, CTX, new ScriptDice('all', [3]));
    expect(robot.notes).toEqual([{ key: 'note.accidentDamaged', params: { place: { text: 'place.cliff' }, unit: { unit: 'transbot' } } }]);
    expect(inParty(robot.state, 'transbot')).toEqual({ count: 1, damaged: 1 });
    expect(robot.state.vp).toBe(s.vp);
  });

  test('R-ACC-24 softened by the victim\'s own heavy suit, not by another\'s', () => {
    const s = dress(onCliff(['soldier', 'scout', 'engineer']), { soldier: { kind: 'heavySuit', damaged: false }, scout: null });
    const soldier = accidentHour(s, CTX, new ScriptDice('all', [1, 2, 3, 3]));
    expect(human(soldier.state, 'soldier')).toMatchObject({ alive: true, wounds: 2 });
    const scout = accidentHour(s, CTX, new ScriptDice('all', [2]));
    expect(human(scout.state, 'scout').alive).toBe(false);
    expect(scout.notes).toEqual([{ key: 'note.accidentDeath', params: { place: { text: 'place.cliff' }, unit: { unit: 'scout' }, count: 0 } }]);
  });

  test('R-ACC-24 R-ORBIT-11 softened at near-zero gravity: wounds for a human, damage for a robot', () => {
    // mezo set 2: near-zero gravity, normal air, calm; 3:1 is a cliff. Draws: 1 scattering (no), 2 the cliff
    const s = at(landed('mezo', 2, 'mezo.warmSeaCoast', ['soldier', 'scout', 'engineer', 'transbot'], ['engineer']), 3, 1);
    const hurt = accidentHour(s, CTX, new ScriptDice([2], [1, 2, 3, 3]));
    expect(hurt.notes).toEqual([{ key: 'note.accidentWounds', params: { place: { text: 'place.cliff' }, unit: { unit: 'soldier' }, count: 2 } }]);
    expect(human(hurt.state, 'soldier')).toMatchObject({ alive: true, wounds: 2 });
    const robot = accidentHour(s, CTX, new ScriptDice([2], [3]));
    expect(inParty(robot.state, 'transbot')).toEqual({ count: 1, damaged: 1 });
  });

  test('R-ACC-21 R-ACC-23 a chasm and a swamp are named in the note', () => {
    const chasm = at(landed('birss', 1, 'birss.glacierLakes', ['soldier', 'scout', 'engineer'], ['engineer']), 7, 4);
    expect(accidentHour(chasm, CTX, new ScriptDice('all', [1])).notes).toEqual([{ key: 'note.accidentDeath', params: { place: { text: 'place.chasm' }, unit: { unit: 'soldier' }, count: 0 } }]);
    const swamp = at(landed('birss', 1, 'birss.riverDelta', ['soldier', 'scout', 'engineer'], ['engineer']), 5, 1);
    expect(accidentHour(swamp, CTX, new ScriptDice('all', [1])).notes).toEqual([{ key: 'note.accidentDeath', params: { place: { text: 'place.swamp' }, unit: { unit: 'soldier' }, count: 0 } }]);
  });

  test('R-ACC-22 by Rover: the Rover is destroyed (−1 VP), everybody walks, and 10 hits queue as a roverCrash batch', () => {
    // birss set 1, the chasm at 7:4; soldier and scout stayed in PROM
    const s = at(roverParty('birss', 1, 'birss.glacierLakes'), 7, 4);
    const out = passHours(s, 1, ALL());
    expect(out.notes).toContainEqual({ key: 'note.roverCrash', params: { place: { text: 'place.chasm' }, count: 10 } });
    expect(out.state.mode).toBe('foot');
    expect(unitsEverywhere(out.state, 'rover')).toBe(0);
    expect(out.state.vp - s.vp).toBe(-1);
    expect(out.state.hitsToAssign).toBe(10);
    expect(out.state.hitRule).toEqual({ source: 'roverCrash' });
    expect(human(out.state, 'engineer')).toMatchObject({ alive: true, wounds: 0 });
  });
});
