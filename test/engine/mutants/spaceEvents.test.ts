// Space events (R-SPACE-19..22, R-SCORE-01): when an event happens at the edge of its chance, how
// each kind of effect acts, the one-time discoveries, and the rare jump to another planet.
// Targets the mutation survivors in rules/spaceEvents.ts. The events and their numbers are taken
// by hand from data/content/spaceEvents.ts.
import { EARTH_FIELD, newGame, PLANET_FIELDS, SPACE_EVENTS, type GameState, type PlanetId, type SpaceEvent, type StockId } from '../../../src/engine';
import { applyOutcome, discover, pickWeighted, rollEvent } from '../../../src/engine/rules/spaceEvents';
import { Dice, seedRng } from '../../../src/engine/rng';

/** Returns the scripted values first, then the lowest or the highest of each range; keeps the ranges asked for. */
class FixedDice extends Dice {
  readonly ranges: [number, number][] = [];
  private readonly script: number[];
  constructor(
    private readonly pick: 'min' | 'max',
    script: readonly number[] = [],
  ) {
    super(seedRng(1));
    this.script = [...script];
  }
  override int(from: number, to: number): number {
    this.ranges.push([from, to]);
    const next = this.script.shift();
    if (next !== undefined) return next;
    return this.pick === 'min' ? from : to;
  }
}

const game = (): GameState => ({ ...newGame({ length: 30, seed: 12 }), arriving: 'mezo', position: PLANET_FIELDS.mezo });
const event = (id: string): SpaceEvent => SPACE_EVENTS.find((e) => e.id === id)!;
/** The outcome of an event (without options) whose text is `spaceEvent.<id>.<name>`. */
function outcome(id: string, name: string) {
  const ev = event(id);
  const o = ev.outcomes!.find((x) => x.text === `spaceEvent.${id}.${name}`)!;
  return { ev, o, index: String(ev.outcomes!.indexOf(o)) };
}
function run(s: GameState, id: string, name: string, dice: Dice = new FixedDice('min')) {
  const { ev, o, index } = outcome(id, name);
  return applyOutcome(s, ev, o, index, dice);
}
/** The starship's stock: only these units, everything else none. */
function withStock(s: GameState, units: Partial<Record<StockId, { count: number; damaged: number }>>): GameState {
  const stock = Object.fromEntries(Object.keys(s.stock).map((id) => [id, units[id as StockId] ?? { count: 0, damaged: 0 }])) as GameState['stock'];
  return { ...s, stock };
}

describe('R-SPACE-19 the chance of an event, at its edge', () => {
  // A 1-month leg from month 0 of 30: 1 × (4% + 8% × 0²) = 4% → the draw 1..10 000 must be ≤ 400.
  const s = (): GameState => ({ ...game(), legStart: { ...EARTH_FIELD, month: 0 }, planMonths: 30 });

  test('R-SPACE-19 a draw of exactly 400 of 10 000 on a 4% leg is an event', () => {
    const dice = new FixedDice('min', [400]);
    const ev = rollEvent(s(), 1, dice);
    expect(dice.ranges[0]).toEqual([1, 10000]);
    expect(ev).not.toBeNull();
    // the second draw picks by weight: 1 → the first event of the list, the micrometeorites
    expect(ev!.id).toBe('micrometeorites');
  });

  test('R-SPACE-19 a draw of 401 of 10 000 on a 4% leg is no event', () => {
    expect(rollEvent(s(), 1, new FixedDice('min', [401]))).toBeNull();
  });
});

describe('R-SPACE-19 drawing by weight', () => {
  test('R-SPACE-19 nothing to draw from (total weight 0): nothing drawn and no die rolled', () => {
    const dice = new FixedDice('min');
    expect(pickWeighted([{ weight: 0 }, { weight: 0 }], dice)).toBeNull();
    expect(pickWeighted([], dice)).toBeNull();
    expect(dice.ranges).toEqual([]);
  });
});

describe('R-SPACE-20 R-SCORE-01 one-time discoveries', () => {
  test('R-SPACE-20 a rare event is recorded as discovered under "event:<id>"; an outcome without points is not recorded', () => {
    // the crystal nebula is rare (2 VP of discovery); its "marvel" outcome gives 0 discovery and +1 VP
    const s = game();
    expect(s.discovered).toEqual([]);
    const r = run(s, 'crystalNebula', 'marvel');
    expect(r.state.discovered).toEqual(['event:crystalNebula']);
    expect(r.state.vp).toBe(3);
    const again = run(r.state, 'crystalNebula', 'marvel');
    expect(again.state.discovered).toEqual(['event:crystalNebula']);
    expect(again.state.vp).toBe(4);
  });

  test('R-SPACE-20 a common event with an outcome of 0 discovery points records nothing', () => {
    const r = run(game(), 'micrometeorites', 'patched');
    expect(r.state.discovered).toEqual([]);
  });

  test('R-SCORE-01 a discovery worth 0 VP is not recorded; one worth 1 VP is, once', () => {
    const s = game();
    expect(discover(s, 'outcome:x.0', 0)).toBe(s);
    const once = discover(s, 'outcome:x.0', 1);
    expect(once.discovered).toEqual(['outcome:x.0']);
    expect(once.vp).toBe(1);
    expect(discover(once, 'outcome:x.0', 1)).toBe(once);
  });
});

describe('R-SPACE-21 R-SPACE-22 what the outcomes do', () => {
  test('R-SPACE-22 wounds are given out only while a human lives: with all dead, none to assign', () => {
    // micrometeorites "crewHurt": 1 month and 1 wound
    const dead: GameState = { ...game(), crew: game().crew.map((h) => ({ ...h, alive: false })) };
    expect(run(dead, 'micrometeorites', 'crewHurt').state.woundsToAssign).toBe(0);
    expect(run(game(), 'micrometeorites', 'crewHurt').state.woundsToAssign).toBe(1);
  });

  test('R-SPACE-21 a damage of 2 robots damages two of them', () => {
    // solar storm "robotsFried": 1 month and 2 robots damaged
    const s = withStock(game(), { transbot: { count: 3, damaged: 0 }, laser: { count: 2, damaged: 0 } });
    const out = run(s, 'solarStorm', 'robotsFried').state;
    expect(out.stock.transbot).toEqual({ count: 3, damaged: 2 });
    expect(out.stock.laser).toEqual({ count: 2, damaged: 0 });
  });

  test('R-SPACE-21 the coolant leak "toolsLost" destroys one Tools', () => {
    const s = withStock(game(), { tools: { count: 2, damaged: 0 } });
    const out = run(s, 'coolantLeak', 'toolsLost').state;
    expect(out.stock.tools).toEqual({ count: 1, damaged: 0 });
    expect(Number.isFinite(out.vp)).toBe(true);
  });

  test('R-SPACE-21 the time anomaly "rewind" heals 3 wounds, the most wounded first', () => {
    const s: GameState = { ...game(), crew: game().crew.map((h) => ({ ...h, wounds: h.id === 'scout' ? 4 : h.id === 'doctor' ? 1 : 0 })) };
    const out = run(s, 'timeAnomaly', 'rewind').state;
    const wounds = Object.fromEntries(out.crew.map((h) => [h.id, h.wounds]));
    expect(wounds).toEqual({ commander: 0, doctor: 1, navigator: 0, engineer: 0, scout: 1, scientist: 0, soldier: 0 });
  });

  test('R-SPACE-21 the robot glitch "selfRepair" repairs 2 damaged units and nothing else changes later', () => {
    const s = withStock(game(), { transbot: { count: 2, damaged: 2 }, laser: { count: 1, damaged: 1 } });
    const out = run(s, 'robotGlitch', 'selfRepair').state;
    expect(out.stock.transbot).toEqual({ count: 2, damaged: 0 });
    expect(out.stock.laser).toEqual({ count: 1, damaged: 1 });
    expect(out.later).toEqual({ eventChanceFactor: 1, freeLandingSearch: false, riskyLanding: false });
  });

  test('R-SPACE-21 the magnetar pulse doubles the chance of the next event; the quiet sector halves it', () => {
    const doubled = run(game(), 'magnetarPulse', 'scrambled').state;
    expect(doubled.later).toEqual({ eventChanceFactor: 2, freeLandingSearch: false, riskyLanding: false });
    const twice = run(doubled, 'magnetarPulse', 'scrambled').state;
    expect(twice.later.eventChanceFactor).toBe(4);
    const calmed = run(twice, 'quietSector', 'calm').state;
    expect(calmed.later).toEqual({ eventChanceFactor: 2, freeLandingSearch: false, riskyLanding: false });
  });

  test('R-SPACE-21 the probe relay "surveyData" makes the next landing search free', () => {
    const out = run(game(), 'probeRelay', 'surveyData').state;
    expect(out.later).toEqual({ eventChanceFactor: 1, freeLandingSearch: true, riskyLanding: false });
  });

  test('R-SPACE-21 the shuttle cracks make the next landing risky and do not move the starship', () => {
    const s = game();
    const r = run(s, 'shuttleCracks', 'cracks');
    expect(r.relocatedTo).toBeNull();
    expect(r.state.later).toEqual({ eventChanceFactor: 1, freeLandingSearch: false, riskyLanding: true });
    expect(r.state.position).toEqual(PLANET_FIELDS.mezo);
    expect(r.state.month).toBe(s.month);
  });
});

describe('R-SPACE-21 the rare jump (space fold)', () => {
  // 7 planets visited; open remain Picolo and Mezo, the planet being arrived at
  const visited: PlanetId[] = ['mefisto', 'birss', 'suwatte', 'noweAlto', 'paleo', 'korkran', 'opoplo'];
  const s = (): GameState => ({ ...game(), month: 3, legStart: { ...EARTH_FIELD, month: 0 }, visited });

  for (const pick of ['min', 'max'] as const) {
    test(`R-SPACE-21 the jump goes to an open planet other than the one arrived at (dice at ${pick})`, () => {
      const r = run(s(), 'spaceFold', 'jump', new FixedDice(pick));
      expect(r.relocatedTo).toBe('picolo');
      expect(r.state.arriving).toBe('picolo');
      expect(r.state.position).toEqual(PLANET_FIELDS.picolo);
      // Earth → Picolo is 5 months on the star map, more than the 3 already flown
      expect(r.state.month).toBe(5);
    });
  }

  test('R-SPACE-21 with no other planet open (no shuttle left) the jump leaves the starship where it is', () => {
    const before: GameState = { ...s(), shuttles: 0 };
    const r = run(before, 'spaceFold', 'jump');
    expect(r.relocatedTo).toBeNull();
    expect(r.state.arriving).toBe('mezo');
    expect(r.state.position).toEqual(PLANET_FIELDS.mezo);
    expect(r.state.month).toBe(3);
    expect(r.state.visited).toEqual(visited);
    // the rare event's 3 discovery VP are still given
    expect(r.state.vp).toBe(3);
    expect(r.state.discovered).toEqual(['event:spaceFold']);
  });
});
