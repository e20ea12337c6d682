// Issue 15: how the heuristic player reckons the time and resources a field's research and the way
// back to the shuttle take. The march is reckoned field by field from the manual's entry hours, the
// carried resources less the part of one already owed, and the best field next door that fits is
// researched when the best of all does not: a march home that frees the budget it spends made the
// advisor say "time to go back", then "research next door", after each field of the way.
import { format, step, type Action, type GameState, type Message, type Place } from '../../src/engine';
import { advise, drainAt, marchCost, resourcesInHand, towards } from '../../src/engine/bot/heuristic';
import { moveOption, needsPutDown, pathToShuttle, pathWhere, resourcesOverLevel } from '../../src/engine/rules/moves';
import { partyPlace, placeKey } from '../../src/engine/rules/field';
import { drainRates, placeDrain } from '../../src/engine/rules/resources';
import { researchField } from '../../src/engine/rules/research';
import { landedOnArea } from '../support/voyage';

/** The Reef Islands of Birss (set 1), landed with the Soldier and the Navigator; the shuttle at row 4, column 3; no fog. */
const reef = (): GameState => landedOnArea('birss', 1, 'birss.reefIslands', ['soldier', 'navigator']);
const place = (row: number, col: number, layer: Place['layer'] = 'surface'): Place => ({ row, col, layer });
const marchHours = (s: GameState, path: readonly Place[]): number => marchCost(s, path).hours;

/** The party at a field, carrying `resources`, none left in the shuttle. */
function partyAt(s: GameState, row: number, col: number, resources: number): GameState {
  return { ...s, bay: { ...s.bay, resources: 0 }, party: { ...s.party, carried: { ...s.party.carried, resources } }, surface: { ...s.surface!, at: { row, col, cave: false } } };
}

describe('issue 15: the player reckons the way back field by field', () => {
  test('R-TERRAIN-03, R-TERRAIN-25, R-TERRAIN-06: on foot a bare plain is reckoned at 1 h, a plain with lush vegetation at 1 + 2 h, a liquid\'s surface at 4 h', () => {
    const s = reef();
    expect(s.mode).toBe('foot');
    expect(s.surface!.fog).toBe(false);
    // row 4, column 3 (the shuttle's) a bare plain; row 3: column 2 a plain with lush vegetation, column 1 a liquid with sparse vegetation
    expect(marchHours(s, [place(3, 2), place(4, 3)])).toBe(1);
    expect(marchHours(s, [place(4, 3), place(3, 2)])).toBe(3);
    expect(marchHours(s, [place(4, 3), place(3, 2), place(3, 1)])).toBe(7);
    // the field where the party stands costs nothing: a path of one place, or the field's own research
    expect(marchHours(s, [place(3, 2)])).toBe(0);
    expect(marchHours(s, [place(3, 2), place(3, 2)])).toBe(0);
  });

  test('R-AREA-08: in fog every field entered on the surface takes 1 h more (3 + 1, then 4 + 1)', () => {
    const s = reef();
    const fog: GameState = { ...s, surface: { ...s.surface!, fog: true } };
    expect(marchHours(fog, [place(4, 3), place(3, 2), place(3, 1)])).toBe(9);
  });

  test('R-TERRAIN-06: diving on a liquid field away from the shuttle takes ½ h', () => {
    const s = reef();
    expect(marchHours(s, [place(3, 1, 'surface'), place(3, 1, 'underwater')])).toBe(0.5);
  });

  test('R-RES-18: the resources in hand are those carried less the part of one already owed and the reserve of 1', () => {
    const s = partyAt(reef(), 3, 2, 10);
    expect(resourcesInHand(s)).toBe(9);
    const owing: GameState = { ...s, surface: { ...s.surface!, drainDebt: { party: 0.75, shuttle: 0 } } };
    expect(resourcesInHand(owing)).toBeCloseTo(8.25, 9);
  });

  test('R-RES-03, R-RES-08, R-TERRAIN-25: the drain of a march is reckoned at each field it enters, not where the party stands', () => {
    const s = partyAt(reef(), 3, 2, 10);
    // planet and terrain drain: 2 on the bare plain of the shuttle's field, 2 less (0) where the vegetation is lush
    expect(placeDrain(s, place(4, 3))).toBe(2);
    expect(placeDrain(s, place(3, 2))).toBe(0);
    // where the party stands, the engine's own panel figure: the absorbers' and the place's
    expect(drainAt(s, place(3, 2), 1)).toBeCloseTo(drainRates(s)!.total, 12);
    expect(drainAt(s, place(3, 2), 3)).toBeCloseTo(3 * drainRates(s)!.total, 12);
    // an hour on the shuttle's field drains more, whoever stands where: as the panel shows there
    const there = partyAt(reef(), 4, 3, 10);
    expect(drainAt(s, place(4, 3), 1)).toBeGreaterThan(drainAt(s, place(3, 2), 1));
    expect(drainAt(s, place(4, 3), 1)).toBeCloseTo(drainRates(there)!.total, 12);
    // a march: 3 h entering the lush plain, then 4 h on the liquid's surface
    expect(marchCost(s, [place(4, 3), place(3, 2), place(3, 1)]).resources).toBeCloseTo(drainAt(s, place(3, 2), 3) + drainAt(s, place(3, 1), 4), 12);
  });

  test('the best field next door that the resources allow is researched, though a better one does not fit; with nothing that fits the party goes home', () => {
    const s = partyAt(reef(), 5, 3, 2);
    const option = (dir: 'centre' | 'downRight' | 'upRight') => {
      const o = moveOption(s, dir)!;
      const back = marchCost(s, [o.to, ...pathToShuttle(s)!.filter((p, i) => i > 0 || p.row !== o.to.row || p.col !== o.to.col)]);
      return { hours: o.hours, rate: researchField(s, o.to).chance / o.hours, resources: drainAt(s, o.to, o.hours) + back.resources };
    };
    // one field from the shuttle, a bare plain (1 h); the field down-right has the best rate but takes 11 h
    expect(pathToShuttle(s)!.length - 1).toBe(1);
    expect(marchHours(s, pathToShuttle(s)!)).toBe(1);
    const best = option('downRight');
    const here = option('centre');
    expect(best.hours).toBe(11);
    expect(here.hours).toBe(7);
    expect(best.rate).toBeGreaterThan(here.rate);
    expect(here.rate).toBeGreaterThan(option('upRight').rate);
    // 2 carried, 1 in hand beyond the reserve: 11 h of research and the way back do not fit it, 7 h and the way back do
    expect(resourcesInHand(s)).toBe(1);
    expect(best.resources).toBeGreaterThan(1);
    expect(here.resources).toBeLessThan(1);
    const a = advise(s)!;
    expect(a.action).toEqual({ type: 'move', dir: 'centre' });
    // the sentence says a better field was out of reach
    expect(a.reason.key).toBe('bot.researchFieldInReach');
    // with the reserve alone left, nothing fits: forced march home
    const spent = advise(partyAt(reef(), 5, 3, 1))!;
    expect([spent.action, spent.reason.key]).toEqual([{ type: 'toggleMoveMode' }, 'bot.marchMode']);
  });

  test('a field on the way home is researched on the way: the way home goes on from it, not back through where the party stands', () => {
    const s = partyAt(reef(), 2, 3, 2);
    const back = pathToShuttle(s)!;
    expect(back.length - 1).toBe(2);
    const o = moveOption(s, 'down')!;
    // the field below is the way's next, not yet researched: 5 h there
    expect([o.to.row, o.to.col, o.research, o.hours]).toEqual([back[1]!.row, back[1]!.col, true, 5]);
    const work = drainAt(s, o.to, o.hours);
    const onTheWay = work + marchCost(s, back.slice(1)).resources;
    const viaHere = work + marchCost(s, [o.to, back[0]!]).resources + marchCost(s, back).resources;
    // 1 in hand: enough on the way, not with the detour back
    expect(resourcesInHand(s)).toBe(1);
    expect(onTheWay).toBeLessThan(1);
    expect(viaHere).toBeGreaterThan(1);
    expect(advise(s)!.action).toEqual({ type: 'move', dir: 'down' });
  });

  test('a field next door off the way home is reckoned with the march back to where the party stands: without it the field below would fit, with it nothing does, and the party goes home', () => {
    const s = partyAt(reef(), 3, 4, 2);
    const back = pathToShuttle(s)!;
    const o = moveOption(s, 'down')!;
    // the field below shares the way's next field's row, not its column: it is off the way
    expect([o.to.row === back[1]!.row, o.to.col === back[1]!.col, o.research, o.hours]).toEqual([true, false, true, 5]);
    const work = drainAt(s, o.to, o.hours);
    const home = marchCost(s, back).resources;
    expect(resourcesInHand(s)).toBe(1);
    expect(work + home).toBeLessThan(1);
    expect(work + marchCost(s, [o.to, back[0]!]).resources + home).toBeGreaterThan(1);
    const a = advise(s)!;
    expect([a.action, a.reason.key]).toEqual([{ type: 'toggleMoveMode' }, 'bot.marchMode']);
  });

  test('R-TERRAIN-14: into a cave on foot 2 h, with no ½ h for the change of level; out of it the field\'s own entry', () => {
    const s = reef();
    // row 3, column 3: hills with a cave under them
    expect(marchHours(s, [place(4, 3), place(3, 3, 'cave')])).toBe(2);
    expect(marchHours(s, [place(3, 3, 'cave'), place(4, 3)])).toBe(1);
  });

  test('R-TERRAIN-06: diving on the way to the next liquid field adds ½ h to its entry (4 h)', () => {
    const s = reef();
    // row 3, columns 6 and 7: liquid, the first without features
    expect(marchHours(s, [place(3, 7, 'surface'), place(3, 6, 'underwater')])).toBe(4.5);
    expect(marchHours(s, [place(3, 7, 'underwater'), place(3, 6, 'surface')])).toBe(4.5);
    // its drain is that of the 4½ h spent at the field entered (R-RES-08), not of 3½
    const drained = marchCost(s, [place(3, 7, 'surface'), place(3, 6, 'underwater')]).resources;
    expect(drained).toBeCloseTo(drainAt(s, place(3, 6, 'underwater'), 4.5), 12);
    expect(drained).not.toBeCloseTo(drainAt(s, place(3, 6, 'underwater'), 3.5), 6);
    // the way home from the second place of a path: the path's march from there (its first field left out)
    const path = [place(3, 7, 'surface'), place(3, 6, 'underwater'), place(3, 5, 'underwater')];
    expect(marchCost(s, path, 1)).toEqual(marchCost(s, path.slice(1)));
  });

  test('the time on the planet bounds the work: 7 h of research fit at 113 h of 120, not at 114', () => {
    const at = (hours: number) => advise({ ...partyAt(reef(), 5, 3, 20), surface: { ...partyAt(reef(), 5, 3, 20).surface!, hours } })!;
    expect(moveOption(partyAt(reef(), 5, 3, 20), 'centre')!.hours).toBe(7);
    // with resources to spare, the best field that fits: the field itself at 113 h; at 114 h only shorter ones
    expect(at(113).action).toEqual({ type: 'move', dir: 'centre' });
    expect(at(114).action).not.toEqual({ type: 'move', dir: 'centre' });
  });

  describe('a march to the nearest field not yet researched', () => {
    const ALL = Array.from({ length: 8 }, (_, r) => Array.from({ length: 12 }, (_, c) => (['surface', 'underwater', 'cave'] as const).map((l) => placeKey(place(r + 1, c + 1, l))))).flat(2);
    /** At the shuttle, carrying `resources`, with every field researched but `target`. */
    const onlyLeft = (target: Place, resources: number, debt = 0): GameState => {
      const s = partyAt(reef(), 4, 3, resources);
      return { ...s, surface: { ...s.surface!, researched: ALL.filter((k) => k !== placeKey(target)), drainDebt: { party: debt, shuttle: 0 } } };
    };

    test('it goes up to 4 fields for it and says how far; a field 5 away is left, and the party lifts off', () => {
      for (const [target, far] of [[place(2, 2), 2], [place(1, 1), 4]] as const) {
        const s = onlyLeft(target, 20);
        expect(pathWhere(s, (p) => placeKey(p) === placeKey(target))!.length - 1).toBe(far);
        const a = advise(s)!;
        expect([a.action, a.reason]).toEqual([{ type: 'toggleMoveMode' }, { key: 'bot.marchModeToward', params: { fields: far } }]);
      }
      const five = onlyLeft(place(1, 7), 20);
      expect(pathWhere(five, (p) => placeKey(p) === '1:7:surface')!.length - 1).toBe(5);
      expect(advise(five)!.action).toEqual({ type: 'liftOff' });
    });

    test('the march there, the field\'s research and the march back must all fit: with enough for the marches alone the party lifts off', () => {
      const target = place(2, 2);
      const s = onlyLeft(target, 20);
      const path = pathWhere(s, (p) => placeKey(p) === placeKey(target))!;
      const marches = marchCost(s, path).resources + marchCost(s, [...path].reverse()).resources;
      // in hand: halfway between the marches alone and the marches with the research (1 to spare, the rest owed)
      const withResearch = (x: GameState) => marches + drainAt(x, target, researchField(x, target).hours);
      expect(withResearch(s)).toBeGreaterThan(marches);
      const mid = (marches + withResearch(s)) / 2;
      const carried = Math.ceil(1 + mid);
      const tight = onlyLeft(target, carried, carried - 1 - mid);
      expect(resourcesInHand(tight)).toBeCloseTo(mid, 9);
      expect(resourcesInHand(tight)).toBeGreaterThan(marches);
      expect(resourcesInHand(tight)).toBeLessThan(withResearch(tight));
      expect(advise(tight)!.action).toEqual({ type: 'liftOff' });
      // a resource more, and it goes
      expect(advise(onlyLeft(target, carried + 1, carried - 1 - mid))!.reason.key).toBe('bot.marchModeToward');
    });
  });

  test('marching, with a field next door that fits, it switches the board back to research and says why; the best that fits is named plainly when it is the best of all', () => {
    const s = partyAt(reef(), 5, 3, 20);
    const march: GameState = { ...s, surface: { ...s.surface!, moveMode: 'march' } };
    const a = advise(march)!;
    expect([a.action, a.reason.key]).toEqual([{ type: 'toggleMoveMode' }, 'bot.researchMode']);
    // in research mode: the field down-right, the best of all (0.082 PZ an hour), fits with 20 carried
    const b = advise(s)!;
    expect([b.action, b.reason]).toEqual([{ type: 'move', dir: 'downRight' }, { key: 'bot.researchField', params: { rate: 0.08 } }]);
  });

  test('R-HEAL: the badly wounded are healed while the resources in hand cover the hours of care and the march home; else the party goes home first', () => {
    const base = landedOnArea('birss', 1, 'birss.reefIslands', ['soldier', 'navigator', 'doctor', 'medkit']);
    const hurt = (resources: number): GameState => ({ ...partyAt(base, 1, 1, resources), crew: base.crew.map((h) => (h.id === 'soldier' ? { ...h, wounds: 3 } : h)) });
    const s = hurt(3);
    const care = drainAt(s, place(1, 1), s.inputs.hours);
    const home = marchCost(s, pathToShuttle(s)!).resources;
    // 4 fields from the shuttle: 2 in hand cover 1 h of care and the way home, 1 does not
    expect(s.inputs.hours).toBe(1);
    expect(pathToShuttle(s)!.length - 1).toBe(4);
    expect(resourcesInHand(s)).toBe(2);
    expect(care + home).toBeGreaterThan(1);
    expect(care + home).toBeLessThan(2);
    expect(advise(s)!).toEqual({ action: { type: 'care', folder: 'expedition', unit: 'soldier' }, reason: { key: 'bot.heal', params: { unit: { unit: 'soldier' }, wounds: 3 } } });
    expect(advise(hurt(2))!.reason.key).toBe('bot.marchMode');
  });

  test('of fields next door with the same rate the first on the board is taken: at row 3, column 4 the field itself before the one below (0.0312 PZ an hour each)', () => {
    const s = partyAt(reef(), 3, 4, 20);
    const rate = (dir: 'centre' | 'down') => {
      const o = moveOption(s, dir)!;
      return researchField(s, o.to).chance / o.hours;
    };
    expect(rate('centre')).toBeCloseTo(0.0312, 12);
    expect(rate('down')).toBe(rate('centre'));
    expect(advise(s)!.action).toEqual({ type: 'move', dir: 'centre' });
  });

  test('R-CREW-03: with a human one wound from death in the party no field next door is researched, whatever the resources; one wound fewer, it goes on', () => {
    // the Soldier alone in the party (the Navigator in the shuttle), so that he cannot be healed (R-HEAL-01: two humans)
    const hurt = (wounds: number): GameState => {
      const s = partyAt(reef(), 5, 3, 8);
      const navigator = s.party.expedition.crew.find((p) => p.id === 'navigator')!;
      return {
        ...s,
        bay: { ...s.bay, crew: [...s.bay.crew, navigator] },
        party: { ...s.party, expedition: { ...s.party.expedition, crew: s.party.expedition.crew.filter((p) => p.id !== 'navigator') } },
        crew: s.crew.map((h) => (h.id === 'soldier' ? { ...h, wounds } : h)),
      };
    };
    expect(hurt(4).party.expedition.crew.map((p) => p.id)).toEqual(['soldier']);
    expect(advise(hurt(4))!.reason.key).toBe('bot.marchMode');
    expect(advise(hurt(3))!.action).toEqual({ type: 'move', dir: 'downRight' });
  });
});

describe("the march's first step (towards: the buttons asked)", () => {
  const BUTTONS = ['centre', 'up', 'upRight', 'downRight', 'down', 'downLeft', 'upLeft'] as const;
  test('a button leads to the field its option reaches and to no other: the centre to the field itself at any level, a direction to its neighbour', () => {
    let options = 0;
    // an even and an odd column (the hexes' neighbours differ), on dry land and on a liquid
    for (const [row, col] of [[3, 4], [3, 3], [5, 3], [3, 1]] as const) {
      const s = partyAt(reef(), row, col, 20);
      const here = place(row, col);
      for (const dir of BUTTONS) {
        const o = moveOption(s, dir);
        if (!o) continue;
        options++;
        expect([dir, BUTTONS.filter((b) => towards(here, b, o.to))]).toEqual([dir, [dir]]);
      }
    }
    expect(options).toBeGreaterThan(20);
    // by the numbers: at row 3, column 4 'up' leads to row 2, 'down' to row 4; the centre to either level of the field itself
    const here = place(3, 4);
    expect([towards(here, 'up', place(2, 4)), towards(here, 'down', place(4, 4)), towards(here, 'down', place(2, 4))]).toEqual([true, true, false]);
    expect([towards(here, 'centre', place(3, 4, 'underwater')), towards(here, 'centre', place(3, 3)), towards(here, 'centre', place(2, 4))]).toEqual([true, false, false]);
  });
});

describe('the way to the shuttle (kept with the search it is read from)', () => {
  test('at the shuttle it is the field itself; two fields away, three places ending at the shuttle; asked again, the same way', () => {
    const s = reef();
    expect(pathToShuttle(s)).toEqual([place(4, 3)]);
    const away = partyAt(s, 2, 3, 4);
    const back = pathToShuttle(away)!;
    expect(back).toHaveLength(3);
    expect([back[0], back[2]]).toEqual([place(2, 3), place(4, 3)]);
    expect(pathToShuttle(partyAt(s, 2, 3, 9))).toEqual(back);
    // the shuttle's way from the field itself is unchanged by the way asked from elsewhere
    expect(pathToShuttle(s)).toEqual([place(4, 3)]);
  });

  test('off the planet there is no way; a goal no field meets has none either', () => {
    const s = reef();
    expect(pathToShuttle({ ...s, phase: 'orbit', surface: null })).toBeNull();
    expect(pathWhere(s, () => false)).toBeNull();
    expect(pathWhere(s, (p) => p.row === 4 && p.col === 3)).toEqual([place(4, 3)]);
  });
});

describe('the march into a change of level (R-TERRAIN-07, R-TERRAIN-10, R-TERRAIN-17)', () => {
  const ALL = Array.from({ length: 8 }, (_, r) => Array.from({ length: 12 }, (_, c) => (['surface', 'underwater', 'cave'] as const).map((l) => placeKey(place(r + 1, c + 1, l))))).flat(2);
  /** Marching on the Reef Islands with every field researched but `left`, carrying `resources` and `units`, the board showing `view`. */
  const marching = (row: number, col: number, opts: { cave?: boolean; level?: GameState['level']; resources?: number; units?: GameState['party']['carried']['units']; view?: Place['layer'] | null; left?: string } = {}): GameState => {
    const s = reef();
    return {
      ...s,
      level: opts.level ?? 'surface',
      bay: { ...s.bay, resources: 0 },
      party: { ...s.party, carried: { ...s.party.carried, resources: opts.resources ?? 4, units: { ...s.party.carried.units, ...opts.units } } },
      surface: { ...s.surface!, researched: ALL.filter((k) => k !== opts.left), moveMode: 'march', view: opts.view ?? null, at: { row, col, cave: opts.cave ?? false } },
    };
  };
  const one = { count: 1, damaged: 0 };

  test('R-TERRAIN-10: out of the liquid with a load only the liquid made light (8 on land, 12 below), the heaviest device carried is put down first: the Laser before the Medkit of the same weight', () => {
    const s = marching(4, 1, { level: 'underwater', resources: 5, units: { laser: one, medkit: one } });
    expect(partyPlace(s)).toEqual(place(4, 1, 'underwater'));
    // the way home goes up onto the plain at row 3, column 2: a change of level that would put something down
    expect(pathToShuttle(s)![1]).toEqual(place(3, 2));
    expect(needsPutDown(s, 'upRight')).toBe(true);
    const a = advise(s)!;
    expect([a.action, a.reason]).toEqual([{ type: 'up', folder: 'carried', unit: 'laser' }, { key: 'bot.dropForLevel', params: { unit: { unit: 'laser' } } }]);
    // with 4 resources the same load is light enough on land: the party goes at once
    const light = marching(4, 1, { level: 'underwater', resources: 4, units: { laser: one, medkit: one } });
    expect(needsPutDown(light, 'upRight')).toBe(false);
    expect(advise(light)!.action).toEqual({ type: 'move', dir: 'upRight' });
  });

  test('R-TERRAIN-10, R-UI-TABLE-11: the devices in hand (UŻYWANE) go into NIESIONE first and are put down from there; before, the board was switched there and back for ever', () => {
    const below = marching(4, 1, { level: 'underwater', resources: 5 });
    const s: GameState = { ...below, party: { ...below.party, used: { ...below.party.used, units: { ...below.party.used.units, laser: one, medkit: one } } } };
    // the branch: a put-down is needed, nothing but resources is carried, the devices are in hand
    expect(needsPutDown(s, 'upRight')).toBe(true);
    expect(Object.values(s.party.carried.units).every((u) => !u || u.count === 0)).toBe(true);
    const seen: [Action, Message][] = [];
    let t = s;
    for (let i = 0; i < 3; i++) {
      const a = advise(t)!;
      seen.push([a.action, a.reason]);
      const r = step(t, a.action);
      expect(r.refused).toBeUndefined();
      t = r.state;
    }
    expect(seen).toEqual([
      [{ type: 'up', folder: 'used', unit: 'laser' }, { key: 'bot.unhandForLevel', params: { unit: { unit: 'laser' } } }],
      [{ type: 'up', folder: 'carried', unit: 'laser' }, { key: 'bot.dropForLevel', params: { unit: { unit: 'laser' } } }],
      // R-MOVE-26: the Laser put down is lost once the party moves on, and the advice says so
      [{ type: 'move', dir: 'upRight' }, { key: 'bot.toShuttle', params: { fields: 2 }, notes: [{ key: 'bot.note.abandonedLostUnits', params: { units: 1, resources: 0 } }] }],
    ]);
    expect(format('pl', seen[0]![1])).toBe('Doradca: przenieś Laser z UŻYWANE do NIESIONE — po zmianie poziomu wyprawa nie uniesie tyle co teraz, a położyć można tylko to, co niesione.');
    expect(format('en', seen[0]![1])).toBe('Advisor: move the Laser from USED to CARRIED; after the change of level the party cannot carry as much as now, and only what is carried can be put down.');
  });

  test('R-TERRAIN-10, R-MOVE-26: with no device to put down, the resources the land cannot carry (2 of 10) go into PORZUCONE, stay there, and the party marches home', () => {
    let s = marching(4, 1, { level: 'underwater', resources: 10 });
    expect(needsPutDown(s, 'upRight')).toBe(true);
    expect(resourcesOverLevel(s, 'upRight')).toBe(2);
    // what PORZUCONE already holds is not counted again; no change of level, or no such move, puts nothing down
    expect(resourcesOverLevel({ ...s, party: { ...s.party, abandoned: { ...s.party.abandoned, resources: 5 } } }, 'upRight')).toBe(2);
    expect(resourcesOverLevel(s, 'down')).toBe(0);
    expect(moveOption(s, 'down')!.to.layer).toBe('underwater');
    expect(resourcesOverLevel({ ...s, surface: { ...s.surface!, view: 'cave' } }, 'upRight')).toBe(0);
    const seen: unknown[] = [];
    for (let i = 0; i < 5 && s.phase === 'surface'; i++) {
      const a = advise(s)!;
      seen.push([a.action, a.reason.key]);
      const r = step(s, a.action);
      expect(r.refused).toBeUndefined();
      s = r.state;
    }
    // with 2 typed already the put-down is advised at once, and says how many
    const typed: GameState = { ...marching(4, 1, { level: 'underwater', resources: 10 }), inputs: { ...s.inputs, resources: 2 } };
    expect(advise(typed)).toEqual({ action: { type: 'up', folder: 'carried', unit: 'resources' }, reason: { key: 'bot.dropResourcesForLevel', params: { count: 2 } } });
    // the sentence counts them in both languages (Polish: 1 zasób, 2–4 zasoby, 5 and more zasobów)
    const said = (lang: 'pl' | 'en', count: number) => format(lang, { key: 'bot.dropResourcesForLevel', params: { count } });
    expect(format('pl', advise(typed)!.reason)).toBe('Doradca: połóż 2 zasoby — po zmianie poziomu wyprawa nie uniesie tylu co teraz, a innego sprzętu do odłożenia nie ma.');
    expect(format('en', advise(typed)!.reason)).toBe('Advisor: put down 2 resources; after the change of level the party cannot carry as many, and it has no device to put down instead.');
    expect([said('pl', 1), said('pl', 5), said('en', 1)].map((t) => t.split(' — ')[0]!.split(';')[0])).toEqual(['Doradca: połóż 1 zasób', 'Doradca: połóż 5 zasobów', 'Advisor: put down 1 resource']);
    expect(seen).toEqual([
      [{ type: 'setInput', field: 'resources', raw: 2 }, 'bot.typeResources'],
      [{ type: 'up', folder: 'carried', unit: 'resources' }, 'bot.dropResourcesForLevel'],
      [{ type: 'move', dir: 'upRight' }, 'bot.toShuttle'],
      [{ type: 'move', dir: 'downRight' }, 'bot.toShuttle'],
      [{ type: 'liftOff' }, 'bot.liftOff'],
    ]);
  });

  test('R-MOVE-26: in the liquid only the resources the party could carry out of it are taken back from PORZUCONE; on land all that fit', () => {
    const lying = (s: GameState, n: number): GameState => ({ ...s, party: { ...s.party, abandoned: { ...s.party.abandoned, resources: n } } });
    // 8 carried below, 4 lying: 12 would fit below, only 8 on land: none is taken back
    const below = lying(marching(4, 1, { level: 'underwater', resources: 8 }), 4);
    expect(advise(below)!.action).toEqual({ type: 'move', dir: 'upRight' });
    // 6 carried: 2 of the 4 are taken back (typed first)
    const a = advise(lying(marching(4, 1, { level: 'underwater', resources: 6 }), 4))!;
    expect([a.action, a.reason]).toEqual([{ type: 'setInput', field: 'resources', raw: 2 }, { key: 'bot.typeResources', params: { count: 2 } }]);
    // on land, at the plain of row 3, column 2 with 4 carried: all 4
    const b = advise(lying(marching(3, 2, { resources: 4 }), 4))!;
    expect([b.action, b.reason]).toEqual([{ type: 'setInput', field: 'resources', raw: 4 }, { key: 'bot.typeResources', params: { count: 4 } }]);
  });

  test('R-TERRAIN-17: the way into a cave: the board is switched to the cave first, then the button that leads in is pressed', () => {
    let s = marching(2, 4, { resources: 20, left: '3:3:cave' });
    expect(pathWhere(s, (p) => placeKey(p) === '3:3:cave')).toEqual([place(2, 4), place(3, 4, 'cave'), place(3, 3, 'cave')]);
    const a = advise(s)!;
    expect([a.action, a.reason]).toEqual([{ type: 'toggleView', view: 'cave' }, { key: 'bot.towardField', params: { fields: 2 } }]);
    s = step(s, a.action).state;
    expect(s.surface!.view).toBe('cave');
    expect(advise(s)!.action).toEqual({ type: 'move', dir: 'down' });
  });

  test('R-TERRAIN-07: the board showing another level than the way\'s next place is switched back by its own button, not left for any move', () => {
    // underwater at row 1, column 1, the board showing the surface: the way home goes on underwater
    let s = marching(1, 1, { level: 'underwater', view: 'surface' });
    expect(pathToShuttle(s)![1]).toEqual(place(1, 2, 'underwater'));
    expect(moveOption(s, 'downRight')!.to).toEqual(place(1, 2));
    const a = advise(s)!;
    expect([a.action, a.reason]).toEqual([{ type: 'toggleView', view: 'surface' }, { key: 'bot.toShuttle', params: { fields: 4 } }]);
    s = step(s, a.action).state;
    expect(s.surface!.view).toBeNull();
    expect(advise(s)!.action).toEqual({ type: 'move', dir: 'downRight' });
    // on land by the cave at row 2, column 4, the board showing the cave: back to the surface's board
    const c = marching(2, 4, { view: 'cave' });
    expect(advise(c)!.action).toEqual({ type: 'toggleView', view: 'cave' });
  });
});
