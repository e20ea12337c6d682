import {
  EARTH_FIELD,
  eventChance,
  format,
  legalActions,
  look,
  newGame,
  openDirections,
  PLANET_FIELDS,
  PLANETS,
  SPACE_EVENTS,
  step,
  timeBonus,
  type GameState,
} from '../../src/engine';
import { Dice, seedRng } from '../../src/engine/rng';
import { applyOutcome, rollEvent } from '../../src/engine/rules/spaceEvents';
import { enterOrbit } from '../../src/engine/rules/space';
import { addMonths, extendPlan } from '../../src/engine/rules/voyage';
import { damageRandom, woundHuman } from '../../src/engine/rules/damage';
import { act, flyTo, pathTo, settle } from '../support/voyage';

const fresh = (length: 10 | 20 | 30 = 30, seed = 1) => newGame({ length, seed });

describe('flight', () => {
  test('R-SPACE-04 R-SPACE-11 each step to a neighbouring field takes one month', () => {
    let s = fresh();
    const dir = openDirections(s)[0]!;
    const target = look(s, dir);
    s = act(s, { type: 'fly', dir });
    expect(s.month).toBe(1);
    expect(target.kind !== 'blocked' && s.position).toEqual(target.kind !== 'blocked' && target.field);
  });

  test('R-SPACE-12 the map edge blocks a direction', () => {
    const s = fresh();
    // Earth is in the bottom-right corner: down and to the right is off the map
    expect(look(s, 'down').kind).toBe('blocked');
    expect(look(s, 'downRight').kind).toBe('blocked');
    expect(openDirections(s)).not.toContain('down');
  });

  test('R-SPACE-12 R-SPACE-13 entering a planet ends the flight; a visited planet cannot be entered again', () => {
    let s = flyTo(fresh(), PLANET_FIELDS.mezo, false);
    expect(s.phase).toBe('orbit');
    expect(s.orbit?.planet).toBe('mezo');
    expect(openDirections(s)).toEqual([]); // in orbit: decide first
    s = act(s, { type: 'decline' });
    const away = openDirections(s)[0]!;
    s = act(s, { type: 'fly', dir: away });
    const back = (['up', 'upRight', 'downRight', 'down', 'downLeft', 'upLeft'] as const).find((d) => {
      const t = look(s, d);
      return t.kind === 'blocked' && PLANET_FIELDS.mezo.row === stepTo(s, d).row && PLANET_FIELDS.mezo.col === stepTo(s, d).col;
    });
    expect(back).toBeDefined();
  });

  test('R-SPACE-12 R-SHUTTLE-07 with no shuttle left no planet can be entered; empty space and Earth can', () => {
    const s: GameState = { ...fresh(), shuttles: 0, position: { row: PLANET_FIELDS.mezo.row - 1, col: PLANET_FIELDS.mezo.col } };
    const towardsMezo = pathTo(s.position, PLANET_FIELDS.mezo)[0]!;
    expect(look(s, towardsMezo).kind).toBe('blocked');
    expect(openDirections(s).length).toBeGreaterThan(0);
  });

  test('R-SPACE-12 R-SETUP-08 once the voyage’s planets are visited no other planet opens', () => {
    let s = fresh(10, 3);
    for (const p of ['mezo', 'mefisto', 'picolo'] as const) s = flyTo(s, PLANET_FIELDS[p]);
    expect(s.visited).toHaveLength(3);
    const next = { ...s, position: { row: PLANET_FIELDS.opoplo.row - 1, col: PLANET_FIELDS.opoplo.col } };
    expect(look(next, 'down').kind).toBe('blocked');
  });

  test('R-SPACE-14 R-SCORE-25 each month beyond the plan costs 5 VP; R-SCORE-23 a grown plan gives them back', () => {
    let s: GameState = { ...fresh(10), month: 10 };
    s = addMonths(s, 2);
    expect(s.vp).toBe(-10);
    expect(s.overtimeCharged).toBe(2);
    s = extendPlan(s, 1);
    expect(s.vp).toBe(-5);
    s = extendPlan(s, 5);
    expect(s.vp).toBe(0);
  });

  test('R-SCORE-25 a month beyond the plan names its 5 VP and the whole overtime so far: the second says 2 months, 10 VP in all', () => {
    const s = { ...fresh(10, 4), month: 11, planMonths: 10, overtimeCharged: 1, vp: -5, phase: 'space' as const, position: { row: 5, col: 5 } };
    const fly = legalActions(s).find((a) => a.type === 'fly' && look(s, a.dir).kind === 'empty')!;
    const out = act(s, fly);
    expect([out.month, out.overtimeCharged, out.vp]).toEqual([12, 2, -10]);
    expect(out.message.notes?.[0]).toEqual({ key: 'vp.overtime', params: { amount: '\u22125', months: 2, total: '\u221210' } });
    expect(format('pl', out.message.notes![0]!)).toBe('\u22125 PZ za miesiące ponad plan (wyprawa trwa już 2 miesiące ponad plan: razem \u221210 PZ).');
    expect(format('en', out.message.notes![0]!)).toBe('\u22125 VP for months beyond the plan (the voyage is now 2 months beyond it: \u221210 VP in all).');
  });

  test('R-SCORE-23 a far planet\'s time bonus that brings the voyage back within its plan says so, with the VP given back', () => {
    // a plan of 1 month: the first leg is 1 beyond it, the arrival at Mezo (2 months' bonus, 10-month voyage) 2 beyond, then none
    let s: GameState = { ...fresh(10, 2), planMonths: 1 };
    const path = pathTo(s.position, PLANET_FIELDS.mezo);
    expect([path.length, timeBonus('mezo', 10)]).toEqual([3, 2]);
    for (const dir of path) s = act(s, { type: 'fly', dir });
    expect([s.month, s.planMonths, s.overtimeCharged, s.vp]).toEqual([3, 3, 0, 0]);
    expect(s.message.notes).toContainEqual({ key: 'vp.overtimeWithin', params: { amount: '+5' } });
    expect(s.message.notes?.some((n) => n.key === 'vp.overtime')).toBe(false);
    expect(format('en', { key: 'vp.overtimeWithin', params: { amount: '+5' } })).toBe('+5 VP back: the voyage is within its plan again.');
  });

  test('R-SCORE-23 R-SCORE-25 months charged and given back in the same step net nothing: no overtime note', () => {
    // seed 5: a dust cloud costs a month on the last leg to Mezo; the time bonus (2) gives back the two months charged
    let s: GameState = { ...fresh(10, 5), planMonths: 1 };
    for (const dir of pathTo(s.position, PLANET_FIELDS.mezo)) s = act(s, { type: 'fly', dir });
    expect([s.month, s.planMonths, s.overtimeCharged, s.vp]).toEqual([4, 3, 1, -5]);
    expect(s.message.notes?.some((n) => n.key === 'effect.monthsLost')).toBe(true);
    expect(s.message.notes?.filter((n) => n.key.startsWith('vp.'))).toEqual([]);
  });

  test('R-SETUP-07 R-SETUP-08 a far planet extends the plan on arrival (10 and 20 months)', () => {
    const s = flyTo(fresh(10, 5), PLANET_FIELDS.mezo, false);
    expect(s.planMonths).toBe(10 + timeBonus('mezo', 10));
    expect(timeBonus('mezo', 10)).toBeGreaterThan(0);
  });

  test('R-SETUP-05 R-WIN-01 R-WIN-03 R-SPACE-15 arriving on Earth ends the game; any button then starts a new one', () => {
    let s = flyTo(fresh(10, 9), PLANET_FIELDS.mezo);
    s = flyTo(s, EARTH_FIELD);
    expect(s.phase).toBe('ended');
    // only 1 of 3 planets visited: −4 (R-SPACE-15), named in the text
    expect(s.visited).toEqual(['mezo']);
    expect(s.message.notes).toContainEqual({ key: 'vp.missedPlanets', params: { amount: '\u22124' } });
    expect(format('en', s.message)).toMatch(/not enough to win \(40 VP\)/);
    expect(openDirections(s)).toEqual([]);
    expect(legalActions(s).some((a) => a.type === 'onboard')).toBe(false); // R-SHIP-02: none after Earth
    const r = step(s, { type: 'openNewGame' });
    expect(r.state.menu).toBe('chooseLength');
    expect(legalActions(s)).toContainEqual({ type: 'openNewGame' });
  });
});

function stepTo(s: GameState, d: Parameters<typeof look>[1]) {
  const t = look({ ...s, visited: [] }, d);
  return t.kind === 'blocked' ? { row: -1, col: -1 } : t.field;
}

describe('space events', () => {
  // 20 000 draws: the standard error of a frequency near 0.16 is 0.0026; tolerance 0.01 ≈ 4 SE.
  test('R-SPACE-19 the chance of an event grows with the length of the flight (20 000 seeded draws, ±0.01)', () => {
    for (const [leg, start] of [
      [1, 0],
      [3, 12],
      [5, 24],
    ] as const) {
      const s: GameState = { ...fresh(), legStart: { ...EARTH_FIELD, month: start }, arriving: 'mezo' };
      const dice = new Dice([leg, start, 7, 9]);
      let hits = 0;
      for (let i = 0; i < 20000; i++) if (rollEvent(s, leg, dice)) hits++;
      expect(Math.abs(hits / 20000 - eventChance(leg, start, 30))).toBeLessThan(0.01);
    }
    expect(eventChance(1, 0, 30)).toBeLessThan(eventChance(3, 0, 30));
    expect(eventChance(3, 0, 30)).toBeLessThan(eventChance(3, 20, 30));
  });

  test('R-SPACE-19 events are drawn by their weights (20 000 draws, ±0.012)', () => {
    const s: GameState = { ...fresh(), later: { ...fresh().later, eventChanceFactor: 100 }, arriving: 'mezo' };
    const dice = new Dice([1, 2, 3, 4]);
    const counts = new Map<string, number>();
    let n = 0;
    while (n < 20000) {
      const e = rollEvent(s, 3, dice);
      if (!e) continue;
      counts.set(e.id, (counts.get(e.id) ?? 0) + 1);
      n++;
    }
    const eligible = SPACE_EVENTS.filter((e) => e.minLeg <= 3);
    const total = eligible.reduce((m, e) => m + e.weight, 0);
    for (const e of eligible) expect(Math.abs((counts.get(e.id) ?? 0) / 20000 - e.weight / total)).toBeLessThan(0.012);
    // a long-leg event never happens on a short leg
    const short = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const e = rollEvent(s, 1, dice);
      if (e) short.add(e.id);
    }
    for (const e of SPACE_EVENTS.filter((x) => x.minLeg > 1)) expect(short.has(e.id)).toBe(false);
  });

  test('R-SPACE-20 R-SCORE-01 a rare event gives its discovery points only the first time', () => {
    const ev = SPACE_EVENTS.find((e) => e.rare && e.outcomes)!;
    const outcome = ev.outcomes![0]!;
    const s: GameState = { ...fresh(), arriving: 'mezo' };
    const once = applyOutcome(s, ev, outcome, '0', new Dice([1, 1, 1, 1])).state;
    const twice = applyOutcome(once, ev, outcome, '0', new Dice([1, 1, 1, 1])).state;
    const delta = (x: GameState) => x.vp;
    expect(delta(once) - delta(s)).toBeGreaterThanOrEqual(ev.discovery);
    expect(delta(twice) - delta(once)).toBe(delta(once) - delta(s) - ev.discovery - outcome.discovery);
  });

  test('R-SPACE-21 the rare jump moves the starship to another open planet and recomputes the months', () => {
    const ev = SPACE_EVENTS.find((e) => e.outcomes?.some((o) => o.effects.some((x) => x.kind === 'relocate')))!;
    const jump = ev.outcomes!.find((o) => o.effects.some((x) => x.kind === 'relocate'))!;
    const s: GameState = { ...fresh(), month: 3, position: PLANET_FIELDS.mezo, arriving: 'mezo', legStart: { ...EARTH_FIELD, month: 0 } };
    const r = applyOutcome(s, ev, jump, '0', new Dice([5, 6, 7, 8]));
    expect(r.relocatedTo).not.toBeNull();
    expect(r.relocatedTo).not.toBe('mezo');
    expect(r.state.position).toEqual(PLANET_FIELDS[r.relocatedTo!]);
    // the months become the flight from the leg's start (Earth, month 0) to the new planet, the
    // distances of the star map written down by hand — never fewer than the 3 already flown
    const fromEarth: Record<string, number> = { mefisto: 4, picolo: 5, birss: 8, suwatte: 9, noweAlto: 9, paleo: 8, korkran: 9, opoplo: 6 };
    expect(r.state.month).toBe(Math.max(3, fromEarth[r.relocatedTo!]!));
    expect(ev.rare && ev.discovery).toBeGreaterThan(0);
  });

  test('R-SPACE-21 most events lengthen the voyage; rarer ones act later', () => {
    // The share of all event outcomes (by weight; an event with a choice counts each option
    // equally) that delay the voyage, and that act in a later stage.
    const total = SPACE_EVENTS.reduce((n, e) => n + e.weight, 0);
    const share = (pred: (kind: string) => boolean) =>
      SPACE_EVENTS.reduce((sum, e) => {
        const groups = e.outcomes ? [e.outcomes] : e.options!.map((o) => o.outcomes);
        const p = groups.reduce((g, outs) => g + outs.filter((o) => o.effects.some((x) => pred(x.kind))).reduce((w, o) => w + o.weight, 0) / outs.reduce((w, o) => w + o.weight, 0), 0) / groups.length;
        return sum + (e.weight / total) * p;
      }, 0);
    const delay = share((k) => k === 'delay');
    const later = share((k) => ['nextEventChance', 'freeLandingSearch', 'riskyLanding'].includes(k));
    expect(delay).toBeGreaterThan(0.5);
    expect(later).toBeGreaterThan(0);
    expect(later).toBeLessThan(delay / 3);
  });

  test('R-SPACE-22 an event with a choice waits in the menu; wounds are given out with the starship-log buttons', () => {
    // search seeds until an arrival brings an event with options, and one with wounds
    let sawChoice = false;
    let sawWounds = false;
    for (let seed = 1; seed < 400 && !(sawChoice && sawWounds); seed++) {
      let s = fresh(30, seed);
      for (const dir of pathTo(s.position, PLANET_FIELDS.korkran)) s = act(s, { type: 'fly', dir });
      if (s.phase === 'event') {
        sawChoice = true;
        const options = legalActions(s).filter((a) => a.type === 'chooseOption');
        expect(options.length).toBeGreaterThanOrEqual(2);
        expect(openDirections(s)).toEqual([]);
        s = act(s, options[0]!);
      }
      if (s.phase === 'wounds') {
        sawWounds = true;
        const before = s.crew.reduce((n, h) => n + h.wounds, 0);
        const n = s.woundsToAssign;
        expect(legalActions(s)).toContainEqual({ type: 'assignWound', unit: 'soldier' });
        for (let i = 0; i < n; i++) s = act(s, { type: 'assignWound', unit: 'soldier' });
        expect(s.crew.reduce((m, h) => m + h.wounds, 0)).toBe(before + n);
        expect(s.phase).toBe('orbit');
      }
    }
    expect(sawChoice && sawWounds).toBe(true);
  });
});

describe('harm aboard', () => {
  test('R-DEV-03 damage to a stunner or a cage destroys it', () => {
    const base = fresh();
    const only = Object.fromEntries(Object.entries(base.stock).map(([k, v]) => [k, k === 'cage' ? v : { count: 0, damaged: 0 }])) as GameState['stock'];
    const s = damageRandom({ ...base, stock: only }, 'device', new Dice([1, 2, 3, 4]));
    expect(s.stock.cage).toEqual({ count: base.stock.cage.count - 1, damaged: 0 });
  });

  test('R-ROBOT-02 R-DEV-02 damage marks a unit damaged', () => {
    const s = damageRandom(fresh(), 'robot', new Dice([1, 2, 3, 4]));
    expect(Object.values(s.stock).reduce((n, x) => n + x.damaged, 0)).toBe(1);
  });

  // 30 000 wounds: SE of 1/3 is 0.0027; tolerance 0.012.
  test('R-CREW-10 R-SCORE-28 each wound costs 1 VP with chance 1/3 (30 000 draws, ±0.012)', () => {
    const dice = new Dice([3, 1, 4, 1]);
    let lost = 0;
    for (let i = 0; i < 30000; i++) {
      const s = woundHuman(fresh(), 'doctor', dice);
      lost -= s.vp;
    }
    expect(Math.abs(lost / 30000 - 1 / 3)).toBeLessThan(0.012);
  });

  test('R-CREW-03 R-CREW-11 R-SCORE-24 the sixth wound kills and costs 10 VP', () => {
    const dice = new Dice([9, 9, 9, 9]);
    let s = fresh();
    for (let i = 0; i < 5; i++) s = woundHuman(s, 'scout', dice);
    expect(s.crew.find((h) => h.id === 'scout')!.alive).toBe(true);
    const vp = s.vp;
    s = woundHuman(s, 'scout', dice);
    expect(s.crew.find((h) => h.id === 'scout')!.alive).toBe(false);
    expect(s.vp - vp).toBeLessThanOrEqual(-10);
  });
});

describe('orbit', () => {
  // 9 000 arrivals: each set's share has SE 0.005; tolerance 0.02.
  test('R-ORBIT-01 one of the planet’s three sets is drawn with equal chance (9 000 arrivals, ±0.02)', () => {
    const counts = [0, 0, 0];
    for (let seed = 0; seed < 9000; seed++) {
      const s = settle(flyTo(fresh(30, seed), PLANET_FIELDS.mezo, false));
      counts[s.orbit!.set]!++;
    }
    for (const c of counts) expect(Math.abs(c / 9000 - 1 / 3)).toBeLessThan(0.02);
  });

  test('R-ORBIT-02 R-SCORE-02 a discovery set gives 1 VP the first time it is drawn', () => {
    const planet = (Object.keys(PLANETS) as (keyof typeof PLANETS)[]).find((p) => PLANETS[p].sets.some((x) => x.discovery))!;
    const setIndex = PLANETS[planet].sets.findIndex((x) => x.discovery);
    const s: GameState = { ...fresh(), position: PLANET_FIELDS[planet] };
    let seed = 0;
    while (new Dice(seedRng(seed)).int(0, 2) !== setIndex) seed++;
    const first = enterOrbit(s, planet, new Dice(seedRng(seed)), null);
    expect(first.orbit).toEqual({ planet, set: setIndex });
    expect(first.vp - s.vp).toBe(1);
    const again = enterOrbit({ ...s, discovered: first.discovered }, planet, new Dice(seedRng(seed)), null);
    expect(again.vp - s.vp).toBe(0);
    expect(PLANETS.mezo.sets.filter((x) => !x.discovery).length).toBeGreaterThan(0);
  });

  test('R-ORBIT-03 R-SHIP-01 rezygnuj declines the landing; on-board activities open only then', () => {
    let s = flyTo(fresh(), PLANET_FIELDS.mezo, false);
    expect(legalActions(s).some((a) => a.type === 'onboard')).toBe(false);
    s = act(s, { type: 'decline' });
    expect(s.phase).toBe('space');
    expect(legalActions(s)).toContainEqual({ type: 'onboard' });
    expect(legalActions(fresh()).some((a) => a.type === 'onboard')).toBe(false); // not at the start
  });
});

describe('on-board activities', () => {
  const afterPlanet = () => flyTo(fresh(30, 4), PLANET_FIELDS.mezo);

  test('R-SHIP-02 a series takes one month; zakończ ends it; another series is another month', () => {
    let s = afterPlanet();
    s = { ...s, crew: s.crew.map((h) => ({ ...h, wounds: 4 })) }; // 28 wounds: work for many series
    const m = s.month;
    s = act(s, { type: 'onboard' });
    expect(s.month).toBe(m + 1);
    expect(openDirections(s)).toEqual([]);
    s = act(s, { type: 'onboard' });
    expect(s.month).toBe(m + 2);
    s = act(s, { type: 'finishOnboard' });
    expect(s.phase).toBe('space');
    expect(openDirections(s).length).toBeGreaterThan(0);
  });

  const damaged = (s: GameState, n: number): GameState => ({
    ...s,
    stock: { ...s.stock, transbot: { count: 2, damaged: 2 }, laser: { count: 3, damaged: 3 }, tools: { count: 2, damaged: Math.max(0, n - 5) } },
  });

  test('R-SHIP-03 with the Engineer aboard everything damaged is repaired', () => {
    const s = act(damaged(afterPlanet(), 7), { type: 'onboard' });
    expect(Object.values(s.stock).every((x) => x.damaged === 0)).toBe(true);
  });

  test('R-SHIP-04 without the Engineer up to 4 units are repaired', () => {
    const base = damaged(afterPlanet(), 7);
    const noEngineer = { ...base, crew: base.crew.map((h) => (h.id === 'engineer' ? { ...h, wounds: 6, alive: false } : h)) };
    const s = act(noEngineer, { type: 'onboard' });
    expect(Object.values(s.stock).reduce((n, x) => n + x.damaged, 0)).toBe(7 - 4);
  });

  const wounded = (s: GameState, w: Record<string, number>): GameState => ({ ...s, crew: s.crew.map((h) => ({ ...h, wounds: w[h.id] ?? 0 })) });

  test('R-SHIP-05 with the Doctor healing others: 6 wounds, at most 3 a person', () => {
    const s = act(wounded(afterPlanet(), { soldier: 5, scout: 4, navigator: 1 }), { type: 'onboard' });
    const w = Object.fromEntries(s.crew.map((h) => [h.id, h.wounds]));
    expect(w).toMatchObject({ soldier: 2, scout: 1, navigator: 1 });
  });

  test('R-SHIP-06 without the Doctor: 4 wounds, at most 2 a person; the Doctor heals himself at most 2', () => {
    const base = wounded(afterPlanet(), { soldier: 5, scout: 4, navigator: 1 });
    const noDoctor = { ...base, crew: base.crew.map((h) => (h.id === 'doctor' ? { ...h, wounds: 6, alive: false } : h)) };
    const s = act(noDoctor, { type: 'onboard' });
    expect(s.crew.reduce((n, h) => n + (h.alive ? h.wounds : 0), 0)).toBe(10 - 4);
    expect(s.crew.find((h) => h.id === 'soldier')!.wounds).toBe(3);
    const selfHeal = act(wounded(afterPlanet(), { doctor: 4 }), { type: 'onboard' });
    expect(selfHeal.crew.find((h) => h.id === 'doctor')!.wounds).toBe(2);
  });
});
