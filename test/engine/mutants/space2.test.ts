// Flight, arrival and orbit (R-SPACE-11..15, R-SPACE-19..22, R-ORBIT-01..02, R-SETUP-05..08):
// the exact messages and hints of a flight, the early-end question, the end of the voyage, the
// leg that decides the event, wounds given out, the time-bonus note and the one-time discoveries.
// Targets the mutation survivors in rules/space.ts.
import { DIRECTIONS, EARTH_FIELD, MAP_COLS, MAP_ROWS, newGame, PLANET_FIELDS, PLANETS, SPACE_EVENTS, stepField, timeBonus, type Direction, type GameState, type MapField, type PlanetId } from '../../../src/engine';
import { assignWound, chooseOption, declineLanding, enterOrbit, fly } from '../../../src/engine/rules/space';
import { landingHint } from '../../../src/engine/rules/landing';
import { Dice, seedRng } from '../../../src/engine/rng';
import { act, pathTo } from '../../support/voyage';

/** Returns the scripted values first, then the lowest of each range. */
class FixedDice extends Dice {
  private readonly script: number[];
  constructor(script: readonly number[] = []) {
    super(seedRng(1));
    this.script = [...script];
  }
  override int(from: number, _to: number): number {
    const next = this.script.shift();
    return next !== undefined ? next : from;
  }
}

/** The field next to a planet on a shortest flight from Earth, and the direction into the planet. */
function approach(planet: PlanetId): { field: MapField; dir: Direction } {
  const dirs = pathTo(EARTH_FIELD, PLANET_FIELDS[planet]);
  let f: MapField = EARTH_FIELD;
  for (const d of dirs.slice(0, -1)) f = stepField(f.row, f.col, d);
  return { field: { row: f.row, col: f.col }, dir: dirs[dirs.length - 1]! };
}

/** The draw (1-based, of the weights' sum) that picks the event `id` on a 1-month leg. */
function eventDraw(id: string): number {
  const eligible = SPACE_EVENTS.filter((e) => e.minLeg <= 1);
  const i = eligible.findIndex((e) => e.id === id);
  return eligible.slice(0, i).reduce((n, e) => n + e.weight, 0) + 1;
}

/** A 30-month game in space next to mezo, at month 10, the leg started here at month 10. */
function nearMezo(): { s: GameState; dir: Direction } {
  const { field, dir } = approach('mezo');
  const s: GameState = { ...newGame({ length: 30, seed: 5 }), position: field, month: 10, legStart: { ...field, month: 10 } };
  return { s, dir };
}

describe('R-SPACE-11 flying', () => {
  test('R-SPACE-11 a flight into empty space reports the month and the plan, no hint', () => {
    const s = newGame({ length: 30, seed: 3 });
    const dir = pathTo(s.position, PLANET_FIELDS.mezo)[0]!;
    const out = act(s, { type: 'fly', dir });
    expect(out.month).toBe(1);
    expect(out.message).toEqual({ key: 'msg.flying', params: { month: 1, plan: 30 } });
    expect(out.hint).toBeNull();
  });

  test('R-SHIP-01 a flight closes the on-board activities a planet left open', () => {
    const s: GameState = { ...newGame({ length: 30, seed: 3 }), canOnboard: true };
    const out = fly(s, pathTo(s.position, PLANET_FIELDS.mezo)[0]!, new FixedDice());
    expect(out.message.key).toBe('msg.flying');
    expect(out.canOnboard).toBe(false);
  });

  test('R-SPACE-11 a flight off the map edge changes nothing', () => {
    // from the top-left corner field some direction leads off the map
    const s: GameState = { ...newGame({ length: 30, seed: 3 }), position: { row: 1, col: 1 } };
    const off = DIRECTIONS.filter((d) => {
      const f = stepField(1, 1, d);
      return f.row < 1 || f.col < 1 || f.row > MAP_ROWS || f.col > MAP_COLS;
    });
    expect(off.length).toBeGreaterThan(0);
    for (const d of off) expect(fly(s, d, new FixedDice())).toBe(s);
  });
});

describe('issue 10 the early-end question and R-SETUP-05 the end of the voyage', () => {
  test('issue 10 flying back to Earth early asks, with the confirm-Earth hint', () => {
    const s = newGame({ length: 30, seed: 4 });
    const away = pathTo(s.position, PLANET_FIELDS.mezo)[0]!;
    const out = act(s, { type: 'fly', dir: away });
    const back = pathTo(out.position, EARTH_FIELD)[0]!;
    const asked = act(out, { type: 'fly', dir: back });
    expect(asked.menu).toBe('confirmEarth');
    expect(asked.message).toEqual({ key: 'msg.confirmEarth', params: { planets: 9, months: 28 } });
    expect(asked.hint).toEqual({ key: 'hint.confirmEarth' });
  });

  test('R-SETUP-05 arriving on Earth ends the game: no on-board activity, the leg restarts there, hint "ended"', () => {
    const s = newGame({ length: 30, seed: 4 });
    const away = pathTo(s.position, PLANET_FIELDS.mezo)[0]!;
    const out = { ...act(s, { type: 'fly', dir: away }), canOnboard: true };
    const back = pathTo(out.position, EARTH_FIELD)[0]!;
    const ended = act(act(out, { type: 'fly', dir: back }), { type: 'confirmEarth' });
    expect(ended.phase).toBe('ended');
    expect(ended.canOnboard).toBe(false);
    expect(ended.position).toEqual(EARTH_FIELD);
    expect(ended.legStart).toEqual({ row: EARTH_FIELD.row, col: EARTH_FIELD.col, month: 2 });
    expect(ended.hint).toEqual({ key: 'hint.ended' });
  });
});

describe('R-SPACE-19 the leg decides the event', () => {
  test('R-SPACE-19 a 1-month leg started at month 10: a draw of 1000 of 10 000 is no event', () => {
    // 1 × (4% + 8% × (10/30)²) ≈ 4.9% → 489; a leg counted as 21 months would be 75%
    const { s, dir } = nearMezo();
    const out = fly(s, dir, new FixedDice([1000]));
    expect(out.phase).toBe('orbit');
    expect(out.month).toBe(11);
    expect(out.orbit).toEqual({ planet: 'mezo', set: 0 });
    expect(out.message).toEqual({ key: 'msg.arrived', params: { planet: { planet: 'mezo' }, month: 11, plan: 30 } });
    expect(out.hint).toEqual(landingHint(out));
    expect(out.hint!.key).toBe('hint.areas');
  });

  test('R-SPACE-22 an event with options waits in the menu with the choose-option hint', () => {
    const { s, dir } = nearMezo();
    const offset = eventDraw('cometTail');
    const out = fly(s, dir, new FixedDice([1, offset]));
    expect(out.phase).toBe('event');
    expect(out.event).toBe('cometTail');
    expect(out.message).toEqual({ key: 'spaceEvent.cometTail.intro' });
    expect(out.hint).toEqual({ key: 'hint.chooseOption' });
  });
});

describe('R-SPACE-20 R-SPACE-22 an event without a choice', () => {
  /** Flies into mezo on a 1-month leg, the event `id` drawn, then the outcome draw `outcome`. */
  const eventFlight = (id: string, outcome: number): GameState => {
    const { s, dir } = nearMezo();
    return fly(s, dir, new FixedDice([1, eventDraw(id), outcome]));
  };

  test('issue 10 point 25 an outcome with no effect to tell is the story\'s only note after its introduction', () => {
    // the quiet sector, outcome 0 (weights 3, 1: a draw of 1), the calm: only the next event's chance changes
    const out = eventFlight('quietSector', 1);
    expect(out.phase).toBe('orbit');
    expect(out.message).toEqual({ key: 'spaceEvent.quietSector.intro', notes: [{ key: 'spaceEvent.quietSector.calm' }, { key: 'msg.arrived', params: { planet: { planet: 'mezo' }, month: 11, plan: 30 } }] });
    expect(out.hint).toEqual(landingHint(out));
  });

  test('R-SPACE-22 an outcome that wounds waits for the wounds to be given, the hint counting them', () => {
    // micrometeorites, outcome 2 (weights 6, 3, 1: a draw of 10), the crew hurt: a month and one wound
    const out = eventFlight('micrometeorites', 10);
    expect(out.phase).toBe('wounds');
    expect(out.woundsToAssign).toBe(1);
    expect(out.hint).toEqual({ key: 'msg.assignWounds', params: { count: 1 } });
    expect(out.message).toEqual({ key: 'spaceEvent.micrometeorites.intro', notes: [{ key: 'spaceEvent.micrometeorites.crewHurt' }, { key: 'effect.monthsLost', params: { months: 1 } }, { key: 'effect.wounds', params: { count: 1 } }] });
  });
});

describe('R-SPACE-22 choices and outcomes', () => {
  const inEvent = (id: string): GameState => {
    const { field } = approach('mezo');
    return { ...newGame({ length: 30, seed: 6 }), phase: 'event', event: id, arriving: 'mezo', position: PLANET_FIELDS.mezo, legStart: { ...field, month: 3 }, month: 4 };
  };

  test('R-SPACE-22 no event pending: choosing an option changes nothing', () => {
    const s: GameState = { ...inEvent('cometTail'), event: null };
    expect(chooseOption(s, 0, new FixedDice())).toBe(s);
  });

  test('R-SPACE-22 an option the event does not have, or an event with no options, changes nothing', () => {
    const s = inEvent('cometTail');
    expect(chooseOption(s, 9, new FixedDice())).toBe(s);
    const plain = inEvent('dustCloud');
    expect(chooseOption(plain, 0, new FixedDice())).toBe(plain);
  });

  test('R-SCORE-01 an option’s outcome is recorded as "outcome:<event>.o<option><outcome>"', () => {
    // comet tail, "collect" (option 0): weights 4, 2, 1 → a draw of 7 is outcome 2, the organics (2 VP)
    const s = inEvent('cometTail');
    const out = chooseOption(s, 0, new FixedDice([7]));
    expect(out.discovered).toContain('outcome:cometTail.o02');
    expect(out.discovered.filter((d) => d.startsWith('outcome:'))).toEqual(['outcome:cometTail.o02']);
    expect(out.phase).toBe('orbit');
  });

  test('R-SCORE-01 an event without options records its outcome as "outcome:<event>.<outcome>"', () => {
    // a leg of 1 month: the dust cloud drawn, then its outcome 2 (weights 7, 2, 1 → draw 10), the ancient grains
    const { s, dir } = nearMezo();
    const offset = eventDraw('dustCloud');
    const out = fly(s, dir, new FixedDice([1, offset, 10]));
    expect(out.discovered.filter((d) => d.startsWith('outcome:'))).toEqual(['outcome:dustCloud.2']);
    expect(out.phase).toBe('orbit');
    // after an event the text tells its story, then the arrival; the hint lists the landing areas at once
    expect(out.message).toEqual({ key: 'spaceEvent.dustCloud.intro', notes: [{ key: 'spaceEvent.dustCloud.ancientGrains' }, { key: 'effect.monthsLost', params: { months: 1 } }, { key: 'msg.arrived', params: { planet: { planet: 'mezo' }, month: 12, plan: 30 } }] });
    expect(out.hint).toEqual(landingHint(out));
    expect(out.hint!.key).toBe('hint.areas');
  });

  const wounded = (toAssign: number, dead: boolean): GameState => ({
    ...inEvent('cometTail'),
    event: null,
    phase: 'wounds',
    woundsToAssign: toAssign,
    crew: newGame({ length: 30, seed: 6 }).crew.map((h) => (dead && h.id === 'scout' ? { ...h, alive: false } : h)),
  });

  test('R-SPACE-22 with one human dead and two wounds to give, one is given and one still waits', () => {
    const out = assignWound(wounded(2, true), 'commander', new FixedDice());
    expect(out.phase).toBe('wounds');
    expect(out.woundsToAssign).toBe(1);
    // the text says who took the wound (R-DMG-01); the hint what is left
    expect(out.message).toEqual({ key: 'msg.hit.wound', params: { unit: { unit: 'commander' }, wounds: 1 } });
    expect(out.hint).toEqual({ key: 'msg.assignWounds', params: { count: 1 } });
  });

  test('R-SPACE-22 R-DMG-01 the wound given to a human not first in the crew list is told as his: his count, or his death', () => {
    const s = wounded(2, false);
    expect(s.crew[0]!.id).not.toBe('doctor');
    const hurt = { ...s, crew: s.crew.map((h) => (h.id === 'doctor' ? { ...h, wounds: 2 } : h)) };
    expect(assignWound(hurt, 'doctor', new FixedDice()).message).toEqual({ key: 'msg.hit.wound', params: { unit: { unit: 'doctor' }, wounds: 3 } });
    const dying = { ...s, crew: s.crew.map((h) => (h.id === 'doctor' ? { ...h, wounds: 5 } : h)) };
    const out = assignWound(dying, 'doctor', new FixedDice());
    expect(out.crew.find((h) => h.id === 'doctor')!.alive).toBe(false);
    expect(out.message).toEqual({ key: 'msg.hit.death', params: { unit: { unit: 'doctor' } } });
    expect(out.hint).toEqual({ key: 'msg.assignWounds', params: { count: 1 } });
  });

  test('R-SPACE-22 after the last wound is given the starship arrives, the text saying so and the hint listing the landing areas', () => {
    const out = assignWound(wounded(1, false), 'commander', new FixedDice());
    expect(out.phase).toBe('orbit');
    expect(out.woundsToAssign).toBe(0);
    expect(out.message).toEqual({ key: 'msg.woundsGiven', notes: [{ key: 'msg.hit.wound', params: { unit: { unit: 'commander' }, wounds: 1 } }, { key: 'msg.arrived', params: { planet: { planet: 'mezo' }, month: 4, plan: 30 } }] });
    expect(out.hint).toEqual(landingHint(out));
  });
});

describe('R-ORBIT-01 R-SETUP-07 entering the orbit', () => {
  const at = (planet: PlanetId, length: 10 | 30): GameState => ({ ...newGame({ length, seed: 7 }), position: PLANET_FIELDS[planet], arriving: planet, month: 4 });

  test('R-SETUP-07 on a 10-month voyage the arrival notes the time bonus', () => {
    const bonus = timeBonus('mezo', 10);
    expect(bonus).toBeGreaterThan(0);
    const out = enterOrbit(at('mezo', 10), 'mezo', new FixedDice([0]), null);
    expect(out.planMonths).toBe(10 + bonus);
    expect(out.message).toEqual({
      key: 'msg.arrived',
      params: { planet: { planet: 'mezo' }, month: 4, plan: 10 + bonus },
      notes: [{ key: 'hint.timeBonus', params: { months: bonus } }],
    });
    expect(out.hint).toEqual(landingHint(out));
  });

  test('R-SETUP-07 on a 30-month voyage there is no bonus and no note', () => {
    expect(timeBonus('mezo', 30)).toBe(0);
    const out = enterOrbit(at('mezo', 30), 'mezo', new FixedDice([0]), null);
    expect(out.message).toEqual({ key: 'msg.arrived', params: { planet: { planet: 'mezo' }, month: 4, plan: 30 } });
    expect('notes' in out.message).toBe(false);
  });

  test('R-ORBIT-01 a story told on the way (a space event, its wounds) comes first in the text, the arrival after it; the hint lists the landing areas', () => {
    const before = { key: 'msg.woundsGiven', notes: [{ key: 'msg.hit.wound', params: { unit: { unit: 'scout' }, wounds: 1 } }] } as const;
    const out = enterOrbit(at('mezo', 30), 'mezo', new FixedDice([0]), before);
    expect(out.message).toEqual({ key: 'msg.woundsGiven', notes: [{ key: 'msg.hit.wound', params: { unit: { unit: 'scout' }, wounds: 1 } }, { key: 'msg.arrived', params: { planet: { planet: 'mezo' }, month: 4, plan: 30 } }] });
    expect(out.hint).toEqual(landingHint(out));
    expect(out.hint!.key).toBe('hint.areas');
    // with a time bonus its note follows the arrival
    const bonus = timeBonus('mezo', 10);
    const short = enterOrbit(at('mezo', 10), 'mezo', new FixedDice([0]), { key: 'msg.woundsGiven' });
    expect(short.message).toEqual({ key: 'msg.woundsGiven', notes: [{ key: 'msg.arrived', params: { planet: { planet: 'mezo' }, month: 4, plan: 10 + bonus } }, { key: 'hint.timeBonus', params: { months: bonus } }] });
  });

  test('R-ORBIT-02 R-SCORE-02 an unusual set gives 1 VP once, recorded as "set:<planet>.<set>"', () => {
    const set = PLANETS.picolo.sets.findIndex((x) => x.discovery);
    expect(set).toBe(2);
    const s = at('picolo', 30);
    const out = enterOrbit(s, 'picolo', new FixedDice([set]), null);
    expect(out.discovered).toEqual(['set:picolo.2']);
    expect(out.vp).toBe(s.vp + 1);
    const again = enterOrbit({ ...out, arriving: 'picolo' }, 'picolo', new FixedDice([set]), null);
    expect(again.discovered).toEqual(['set:picolo.2']);
    expect(again.vp).toBe(out.vp);
  });
});

describe('R-ORBIT-03 declining the landing', () => {
  test('the text says the landing was given up; flight and the on-board activities are open', () => {
    const s: GameState = { ...newGame({ length: 30, seed: 7 }), phase: 'orbit', orbit: { planet: 'mezo', set: 0 }, position: PLANET_FIELDS.mezo, canOnboard: false };
    const out = declineLanding(s);
    expect(out.phase).toBe('space');
    expect(out.canOnboard).toBe(true);
    expect(out.message).toEqual({ key: 'msg.declined' });
  });
});
