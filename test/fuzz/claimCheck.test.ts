// The claims check of the fuzzer and of `npm run sim -- --check`: what a step's texts say happened
// must be what happened. Each claim is taken from a real step of an advised game (the steps are
// found by their position: voyage length, seed, step), shown to hold there, and shown to fail
// when the state after the step is changed so that the text no longer tells the truth.
import '../../src/engine/text/english';
import { readFileSync } from 'fs';
import { join } from 'path';
import { decodeAction } from '../../src/engine/journal';
import { legalActions, messageKeys, newGame, PLANET_FIELDS, step, type Action, type GameState, type Message } from '../../src/engine';
import { pathTo } from '../support/voyage';
import { Dice, seedRng } from '../../src/engine/rng';
import { chooseAction } from '../../src/fuzz/randomPlay';
import { advise } from '../../src/engine/bot/heuristic';
import { adviceFault, adviceOutcomeFault, claimsFault, hintFault, refusalFault } from '../../src/fuzz/claimCheck';
import type { HumanId } from '../../src/engine/data/units';

interface Step {
  readonly before: GameState;
  readonly action: Action;
  readonly reason: Message;
  readonly after: GameState;
}

/**
 * The advised games, as the advisor played them when the claims were found (their journals, in
 * fixtures/advisedGames.json): a later change of the advisor must not move the steps the claims
 * are taken from.
 */
const ADVISED_GAMES = JSON.parse(readFileSync(join(__dirname, 'fixtures', 'advisedGames.json'), 'utf8')) as Record<string, readonly string[]>;

/** The advised game's step number `index` (counted from 0), replayed from its journal. */
function advised(length: 10 | 30, seed: number, index: number): Step {
  const journal = ADVISED_GAMES[`${length}-${seed}`];
  if (!journal) throw new Error(`no advised game ${length}-${seed} in the fixture`);
  let s = newGame({ length, seed });
  for (let i = 0; ; i++) {
    const action = decodeAction(journal[i]!)!;
    const r = step(s, action);
    if (r.refused) throw new Error(`the advised game ${length}-${seed} refuses its step ${i}`);
    if (i === index) {
      const before = s;
      return {
        before,
        action,
        after: r.state,
        // the advisor's sentence for the step, while it still advises the action recorded
        get reason(): Message {
          const a = advise(before)!;
          if (JSON.stringify(a.action) !== JSON.stringify(action)) throw new Error(`the advisor no longer advises step ${index} of game ${length}-${seed}`);
          return a.reason;
        },
      };
    }
    s = r.state;
  }
}

/** The fuzzer's random game of this seed (10 months unless said; not a campaign's), its step number `index`. */
function randomPlayed(seed: number, index: number, length: 10 | 30 = 10): Step {
  const dice = new Dice(seedRng(seed ^ 0x5eed));
  let s = newGame({ length, seed, randomize: seed % 2 !== 0 });
  for (let i = 0; ; i++) {
    const action = chooseAction(s, legalActions(s), dice);
    const after = step(s, action).state;
    if (i === index) return { before: s, action, reason: after.message, after };
    s = after;
  }
}

/** The step's text of this key (the message or one of its notes). */
function text(st: Step, key: string): Message {
  const m = [st.after.message, ...(st.after.message.notes ?? [])].find((x) => x.key === key);
  if (!m) throw new Error(`no ${key} in the step`);
  return m;
}

const withCrew = (s: GameState, id: string, change: Partial<GameState['crew'][number]>): GameState => ({ ...s, crew: s.crew.map((h) => (h.id === id ? { ...h, ...change } : h)) });
const unitParam = (m: Message): HumanId => (m.params?.['unit'] as { unit: HumanId }).unit;
/** The step's message with one text replaced. */
const retold = (s: GameState, key: string, change: (m: Message) => Message): GameState => {
  const m = s.message;
  return { ...s, message: m.key === key ? change(m) : { ...m, notes: (m.notes ?? []).map((n) => (n.key === key ? change(n) : n)) } };
};

describe('what the texts claim holds on the real steps, and a changed state is caught', () => {
  test('PZ: a note gives exactly its reason\'s change of the ledger, and no PZ change goes untold', () => {
    const st = advised(10, 1, 60);
    expect(text(st, 'vp.indicator').params?.['amount']).toBe('+2');
    expect(claimsFault(st.before, st.after)).toBeNull();
    const i = st.after.ledger.map((e) => e.reason).lastIndexOf('indicator');
    const more: GameState = { ...st.after, ledger: st.after.ledger.map((e, j) => (j === i ? { ...e, amount: e.amount + 1 } : e)) };
    expect(claimsFault(st.before, more)).toBe('vp.indicator says 2 PZ, the ledger changed by 3');
    const silent: GameState = { ...st.after, message: { ...st.after.message, notes: (st.after.message.notes ?? []).filter((n) => n.key !== 'vp.indicator') } };
    expect(claimsFault(st.before, silent)).toBe('2 PZ for indicator with no note');
  });

  test('R-SCORE-25 the overtime: the months beyond the plan and their VP in all are the calendar\'s; given back whole, the voyage is within its plan', () => {
    const before: GameState = { ...newGame({ length: 10, seed: 4 }), month: 11, planMonths: 10, overtimeCharged: 1, vp: -5, phase: 'space', position: { row: 5, col: 5 } };
    const fly = legalActions(before).find((a) => a.type === 'fly' && a.dir === 'up')!;
    const after = step(before, fly).state;
    const note = (after.message.notes ?? []).find((n) => n.key === 'vp.overtime')!;
    expect(note.params).toEqual({ amount: '\u22125', months: 2, total: '\u221210' });
    expect(claimsFault(before, after)).toBeNull();
    const said = (params: Message['params']): GameState => ({ ...after, message: { ...after.message, notes: (after.message.notes ?? []).map((n) => (n.key === 'vp.overtime' ? { ...n, params } : n)) } });
    expect(claimsFault(before, said({ amount: '\u22125', months: 1, total: '\u22125' }))).toBe('vp.overtime: says 1 months (-5 PZ), the voyage is 2 beyond its plan');
    expect(claimsFault(before, said({ amount: '\u22125', months: 2, total: '\u22125' }))).toBe('vp.overtime: says 2 months (-5 PZ), the voyage is 2 beyond its plan');
    expect(claimsFault(before, said({ amount: '\u22125', months: 1, total: '\u221210' }))).toBe('vp.overtime: says 1 months (-10 PZ), the voyage is 2 beyond its plan');
    const within = { ...after, message: { ...after.message, notes: [{ key: 'vp.overtimeWithin', params: { amount: '\u22125' } } as Message] } };
    expect(claimsFault(before, within)).toBe('vp.overtimeWithin: month 12 is beyond the plan of 10');
    // given back at Mezo (its time bonus of 2 months on a 10-month voyage): month 3 of a plan of 3 is within it
    let s: GameState = { ...newGame({ length: 10, seed: 2 }), planMonths: 1 };
    let last = s;
    for (const dir of pathTo(s.position, PLANET_FIELDS.mezo)) {
      last = s;
      s = step(s, { type: 'fly', dir }).state;
    }
    expect([s.month, s.planMonths]).toEqual([3, 3]);
    expect(s.message.notes).toContainEqual({ key: 'vp.overtimeWithin', params: { amount: '+5' } });
    expect(claimsFault(last, s)).toBeNull();
  });

  test('a wound: the human lives with the wounds the text counts', () => {
    const st = advised(30, 1, 471);
    const m = text(st, 'msg.hit.wound');
    const who = unitParam(m);
    expect(claimsFault(st.before, st.after)).toBeNull();
    const h = st.after.crew.find((x) => x.id === who)!;
    expect(claimsFault(st.before, withCrew(st.after, who, { wounds: h.wounds + 1 }))).toBe(`msg.hit.wound: says ${h.wounds} wounds, ${who} has ${h.wounds + 1}`);
    expect(claimsFault(st.before, withCrew(st.after, who, { alive: false }))).toBe(`msg.hit.wound: ${who} is not alive`);
  });

  test("a damaged suit's wounds: the wearer has the wounds the note counts", () => {
    const st = advised(10, 1, 215);
    const who = unitParam(text(st, 'note.suitWounds'));
    expect(claimsFault(st.before, st.after)).toBeNull();
    const h = st.after.crew.find((x) => x.id === who)!;
    expect(claimsFault(st.before, withCrew(st.after, who, { wounds: h.wounds + 1 }))).toMatch(/^note\.suitWounds: says \d+ wounds/);
  });

  test('a death told is a death', () => {
    const st = advised(10, 3, 227);
    const who = unitParam(text(st, 'msg.hit.death'));
    expect(claimsFault(st.before, st.after)).toBeNull();
    expect(claimsFault(st.before, withCrew(st.after, who, { alive: true }))).toBe(`msg.hit.death: ${who} is alive`);
  });

  test('the infection: one said ill is ill and alive; one said well again is not ill', () => {
    const ill = advised(30, 2, 262);
    const who = unitParam(text(ill, 'note.infectionIll'));
    expect(claimsFault(ill.before, ill.after)).toBeNull();
    expect(claimsFault(ill.before, withCrew(ill.after, who, { ill: false }))).toBe(`note.infectionIll: ${who} is not alive and ill`);
    const well = advised(30, 2, 269);
    const cured = unitParam(text(well, 'note.illRecovered'));
    expect(claimsFault(well.before, well.after)).toBeNull();
    expect(claimsFault(well.before, withCrew(well.after, cured, { ill: true }))).toBe(`note.illRecovered: ${cured} is still ill`);
  });

  test("resources: loaded, moved, used and lost as the texts count them", () => {
    const loaded = advised(10, 1, 8);
    expect(claimsFault(loaded.before, loaded.after)).toBeNull();
    const count = text(loaded, 'msg.resourcesLoaded').params?.['count'] as number;
    expect(claimsFault(loaded.before, { ...loaded.after, bay: { ...loaded.after.bay, resources: loaded.after.bay.resources + 1 } })).toBe(`msg.resourcesLoaded: says ${count}, the table holds ${count + 1}`);

    const moved = advised(10, 1, 34);
    const m = text(moved, 'msg.resourcesMovedTo');
    expect(claimsFault(moved.before, moved.after)).toBeNull();
    expect(claimsFault(moved.before, retold(moved.after, 'msg.resourcesMovedTo', (x) => ({ ...x, params: { ...x.params, count: (m.params?.['count'] as number) + 1 } })))).toMatch(/^msg\.resourcesMovedTo: says \d+ moved to \w+, it gained \d+$/);

    const used = advised(10, 1, 48);
    expect(claimsFault(used.before, used.after)).toBeNull();
    expect(claimsFault(used.before, retold(used.after, 'note.resourcesUsed', (x) => ({ ...x, params: { count: 99 } })))).toMatch(/^note\.resourcesUsed: says 99 used, the table lost \d+$/);

    const lost = advised(10, 1, 51);
    expect(claimsFault(lost.before, lost.after)).toBeNull();
    expect(claimsFault(lost.before, retold(lost.after, 'msg.hit.resources', (x) => ({ ...x, params: { count: 99 } })))).toMatch(/^msg\.hit\.resources: says 99 lost, the table lost \d+$/);
  });

  test('a unit said moved to a folder is in it', () => {
    const st = advised(10, 1, 25);
    const m = text(st, 'msg.movedTo');
    expect(claimsFault(st.before, st.after)).toBeNull();
    const elsewhere = (m.params?.['folder'] as { text: string }).text === 'folder.used' ? 'folder.abandoned' : 'folder.used';
    expect(claimsFault(st.before, retold(st.after, 'msg.movedTo', (x) => ({ ...x, params: { ...x.params, folder: { text: elsewhere as 'folder.used' } } })))).toMatch(/^msg\.movedTo: \w+ is not in (used|abandoned)$/);
  });

  test('months on the planet are the months the calendar moved', () => {
    const s = advised(10, 1, 48).before;
    const after: GameState = { ...s, month: s.month + 1, surface: { ...s.surface!, hours: s.surface!.hours + 3 }, journal: `${s.journal}\ncircle`, message: { key: 'msg.circled', params: { hours: 3 }, notes: [{ key: 'note.monthsOnPlanet', params: { count: 1 } }] } };
    expect(claimsFault(s, after)).toBeNull();
    expect(claimsFault(s, { ...after, month: s.month })).toBe('note.monthsOnPlanet: says 1 months, the calendar moved 0');
    // and the hours an activity's text gives are the hours that passed on the planet
    expect(claimsFault(s, { ...after, surface: s.surface })).toBe('msg.circled: says 3 h, 0 h passed');
  });

  test('cages: a creature said caught is caged, one said carried into the shuttle is there, one said lost or left is gone', () => {
    const caught = advised(10, 1, 74);
    const being = (text(caught, 'msg.course.captured').params?.['being'] as { being: string }).being;
    expect(claimsFault(caught.before, caught.after)).toBeNull();
    const sf = caught.after.surface!;
    expect(claimsFault(caught.before, { ...caught.after, surface: { ...sf, caged: caught.before.surface!.caged } })).toBe(`msg.course.captured: no ${being} was caged`);

    const carried = advised(10, 1, 94);
    expect(claimsFault(carried.before, carried.after)).toBeNull();
    const inShuttle = carried.after.surface!;
    expect(claimsFault(carried.before, { ...carried.after, surface: { ...inShuttle, caged: inShuttle.caged.map(({ stowed: _s, ...c }) => c) } })).toMatch(/^note\.cagedToShuttle: says 1× \w+ into the shuttle, -?\d+ went$/);

    const many = advised(30, 1, 87);
    expect(claimsFault(many.before, many.after)).toBeNull();
    expect(claimsFault(many.before, retold(many.after, 'note.cagedToShuttleMany', (x) => ({ ...x, params: { ...x.params, count: (x.params?.['count'] as number) + 1 } })))).toMatch(/^note\.cagedToShuttleMany: says \d+× \w+ into the shuttle, \d+ went$/);

    for (const [length, seed, index, key] of [[10, 3, 232, 'note.cageLost'], [30, 290, 433, 'note.cageAbandoned']] as const) {
      const st = advised(length, seed, index);
      text(st, key);
      expect(claimsFault(st.before, st.after)).toBeNull();
      expect(claimsFault(st.before, { ...st.after, surface: { ...st.after.surface!, caged: st.before.surface!.caged } })).toMatch(new RegExp(`^${key.replace('.', '\\.')}: \\w+ is still caged as often as before$`));
    }
  });

  test('a unit said damaged or lost by a hit is; a suit said damaged is, one said destroyed is gone', () => {
    const damaged = advised(10, 1, 212);
    const unit = (text(damaged, 'msg.hit.damaged').params?.['unit'] as { unit: string }).unit;
    expect(claimsFault(damaged.before, damaged.after)).toBeNull();
    expect(claimsFault(damaged.before, { ...damaged.after, party: damaged.before.party, bay: damaged.before.bay })).toBe(`msg.hit.damaged: no ${unit} more was damaged`);
    const destroyed = advised(10, 1, 213);
    const lost = (text(destroyed, 'msg.hit.destroyed').params?.['unit'] as { unit: string }).unit;
    expect(claimsFault(destroyed.before, destroyed.after)).toBeNull();
    expect(claimsFault(destroyed.before, { ...destroyed.after, party: destroyed.before.party, bay: destroyed.before.bay })).toBe(`msg.hit.destroyed: no ${lost} was lost`);

    const suit = advised(10, 3, 224);
    const who = unitParam(text(suit, 'msg.hit.suitDamaged'));
    expect(claimsFault(suit.before, suit.after)).toBeNull();
    expect(claimsFault(suit.before, { ...suit.after, party: suit.before.party })).toBe(`msg.hit.suitDamaged: ${who} wears no damaged suit`);
    // the same hit told as a suit destroyed: the wearer still wears it
    const told = retold(suit.after, 'msg.hit.suitDamaged', (x) => ({ ...x, key: 'msg.hit.suitDestroyed' }));
    expect(claimsFault(suit.before, told)).toBe(`msg.hit.suitDestroyed: ${who} still wears a suit`);
    const e = suit.after.party.expedition;
    expect(claimsFault(suit.before, { ...told, party: { ...suit.after.party, expedition: { ...e, crew: e.crew.map((p) => (p.id === who ? { ...p, suit: null } : p)) } } })).toBeNull();
  });

  test("a research's PZ for the terrain are the ledger's; a delivery and a unit loaded are there", () => {
    for (const [index, key] of [[44, 'msg.researched'], [49, 'msg.researchedVp']] as const) {
      const st = advised(10, 1, index);
      const vp = text(st, key).params?.['vp'] as number;
      expect(claimsFault(st.before, st.after)).toBeNull();
      expect(claimsFault(st.before, retold(st.after, key, (x) => ({ ...x, params: { ...x.params, vp: vp + 1 } })))).toBe(`${key}: says ${vp + 1} PZ for the terrain, the ledger's research changed by ${vp}`);
    }
    const delivered = advised(10, 1, 95);
    const count = text(delivered, 'note.delivered').params?.['count'] as number;
    expect(claimsFault(delivered.before, delivered.after)).toBeNull();
    expect(claimsFault(delivered.before, { ...delivered.after, aboard: delivered.before.aboard })).toBe(`note.delivered: says ${count} delivered, 0 came aboard`);
    const loaded = advised(10, 1, 3);
    const unit = (text(loaded, 'msg.loaded').params?.['unit'] as { unit: string }).unit;
    expect(claimsFault(loaded.before, loaded.after)).toBeNull();
    expect(claimsFault(loaded.before, { ...loaded.after, bay: loaded.before.bay })).toBe(`msg.loaded: ${unit} did not come into the shuttle`);
  });

  test('hits said to be given out are queued; Stunners said burnt out are gone; a march takes the hours it says', () => {
    const scatter = advised(10, 1, 50);
    const n = text(scatter, 'note.scatter').params?.['count'] as number;
    expect(claimsFault(scatter.before, scatter.after)).toBeNull();
    expect(claimsFault(scatter.before, { ...scatter.after, hitsToAssign: 0, hitQueue: [] })).toBe(`note.scatter: says ${n} hits to give out, 0 were queued`);
    // hits the step says nobody could take count as given
    const dropped: GameState = { ...scatter.after, hitsToAssign: 0, hitQueue: [], message: { ...scatter.after.message, notes: [...(scatter.after.message.notes ?? []), { key: 'note.hitsLost', params: { count: n } }] } };
    expect(claimsFault(scatter.before, dropped)).toBeNull();
    const burnt = advised(10, 1, 74);
    const lost = text(burnt, 'note.stunnerLost').params?.['count'] as number;
    expect(claimsFault(burnt.before, burnt.after)).toBeNull();
    expect(claimsFault(burnt.before, retold(burnt.after, 'note.stunnerLost', (x) => ({ ...x, params: { count: lost + 1 } })))).toBe(`note.stunnerLost: says ${lost + 1}, ${lost} Stunners were lost`);
    const march = advised(10, 1, 79);
    const h = text(march, 'msg.marched').params?.['hours'] as number;
    expect(claimsFault(march.before, march.after)).toBeNull();
    expect(claimsFault(march.before, retold(march.after, 'msg.marched', (x) => ({ ...x, params: { hours: h + 1 } })))).toBe(`msg.marched: says ${h + 1} h, ${h} h passed`);
  });

  test('a meeting said over is over; one said waiting for a strategy waits, with the being it names', () => {
    const failed = advised(10, 1, 84);
    const being = (text(failed, 'msg.course.talksFailed').params?.['being'] as { being: string }).being;
    expect(claimsFault(failed.before, failed.after)).toBeNull();
    const sf = failed.after.surface!;
    const ended: GameState = { ...failed.after, surface: { ...sf, encounter: { ...sf.encounter!, course: null } } };
    expect(claimsFault(failed.before, ended)).toBe('msg.course.talksFailed: the meeting is at its end, not choose');
    expect(claimsFault(failed.before, retold(failed.after, 'msg.course.talksFailed', (x) => ({ ...x, params: { ...x.params, being: { being: 'someoneElse' } } })))).toBe(`msg.course.talksFailed names someoneElse, the meeting is with ${being}`);
    const caught = advised(30, 1, 78);
    text(caught, 'msg.course.caught');
    expect(claimsFault(caught.before, caught.after)).toBeNull();
    const killed = advised(10, 1, 88);
    text(killed, 'msg.course.killed');
    expect(claimsFault(killed.before, killed.after)).toBeNull();
    const stage = killed.before.surface!.encounter!.course!.stage;
    // the meeting as it was before the step, with the weapon the step chose (its own text says so)
    const enc = killed.before.surface!.encounter!;
    const goesOn = { ...enc, course: { ...enc.course!, weapons: [...enc.course!.weapons, 'laser' as const] } };
    expect(text(killed, 'msg.course.weaponPicked').params?.['unit']).toEqual({ unit: 'laser' });
    expect(claimsFault(killed.before, { ...killed.after, surface: { ...killed.after.surface!, encounter: goesOn } })).toBe(`msg.course.killed: the meeting goes on (${stage})`);
  });

  test('a human who died in the step is named by a text of his death', () => {
    const st = advised(10, 3, 227);
    const who = unitParam(text(st, 'msg.hit.death'));
    expect(claimsFault(st.before, st.after)).toBeNull();
    // the same step with its death text replaced (its notes, the PZ for the death among them, kept)
    const notes = st.after.message.notes;
    expect(claimsFault(st.before, { ...st.after, message: { key: 'msg.refused', ...(notes ? { notes } : {}) } })).toBe(`${who} died with no word of it`);
  });

  test("the voyage's texts: the month, the plan, the planet, the PZ and the victory are the state's", () => {
    for (const [length, seed, index, key] of [[10, 1, 0, 'msg.flying'], [10, 1, 2, 'msg.arrived'], [10, 1, 256, 'msg.onboardDone'], [10, 1, 263, 'msg.endWon'], [30, 1, 490, 'msg.endLost']] as const) {
      const st = advised(length, seed, index);
      text(st, key);
      expect(claimsFault(st.before, st.after)).toBeNull();
      expect(claimsFault(st.before, { ...st.after, month: st.after.month + 1 })).toBe(`${key}: says month ${st.after.month}, the state has ${st.after.month + 1}`);
    }
    const arrived = advised(10, 1, 2);
    const planet = arrived.after.orbit!.planet;
    expect(claimsFault(arrived.before, { ...arrived.after, orbit: { ...arrived.after.orbit!, planet: planet === 'mezo' ? 'paleo' : 'mezo' } })).toMatch(new RegExp(`^msg\\.arrived: names ${planet}, the orbit is \\w+$`));
    const won = advised(10, 1, 263);
    const need = won.after.message.params?.['need'] as number;
    expect(claimsFault(won.before, retold(won.after, 'msg.endWon', (x) => ({ ...x, params: { ...x.params, vp: need - 1 } })))).toBe(`msg.endWon: says vp ${need - 1}, the state has ${won.after.vp}`);
    expect(claimsFault(won.before, { ...won.after, vp: need - 1, ledger: won.after.ledger, message: { ...won.after.message, params: { ...won.after.message.params, vp: need - 1 } } })).toBe(`msg.endWon with ${need - 1} PZ`);
  });

  test('the flight home asked about counts the planets and months the plan leaves after it', () => {
    const st = advised(10, 1, 262);
    const m = text(st, 'msg.confirmEarthMonths');
    expect(claimsFault(st.before, st.after)).toBeNull();
    const months = m.params?.['months'] as number;
    expect(claimsFault(st.before, retold(st.after, 'msg.confirmEarthMonths', (x) => ({ ...x, params: { ...x.params, months: months + 1 } })))).toBe(`msg.confirmEarthMonths: says 0 planets and ${months + 1} months left, the plan leaves 0 and ${months}`);
  });

  test("the lift-off's bonus for terrain types is the ledger's; an accident's, a rampage's hits are queued", () => {
    const lift = advised(30, 1, 214);
    const vp = text(lift, 'msg.liftedOffBonus').params?.['vp'] as number;
    expect(claimsFault(lift.before, lift.after)).toBeNull();
    expect(claimsFault(lift.before, retold(lift.after, 'msg.liftedOffBonus', (x) => ({ ...x, params: { ...x.params, vp: vp + 1 } })))).toBe(`msg.liftedOffBonus: says ${vp + 1} PZ for the terrain types, the ledger's bonus changed by ${vp}`);
    for (const [seed, index, key] of [[4, 167, 'msg.accidentHits'], [25, 220, 'msg.course.rampage']] as const) {
      const st = advised(30, seed, index);
      const count = text(st, key).params?.['count'] as number;
      expect(claimsFault(st.before, st.after)).toBeNull();
      expect(claimsFault(st.before, { ...st.after, hitsToAssign: 0, hitQueue: [] })).toBe(`${key}: says ${count} to give out, 0 were queued`);
    }
  });

  test("a new game's texts are not checked against the game before it", () => {
    const st = advised(10, 1, 60);
    const fresh = newGame({ length: 10, seed: 9 });
    expect(claimsFault(st.after, { ...fresh, message: { key: 'msg.hit.death', params: { unit: { unit: 'commander' } } } })).toBeNull();
  });
});

describe("the advisor's sentence names what its action does", () => {
  test('the unit named is the unit acted on; the amount said is the amount typed', () => {
    expect(adviceFault({ type: 'load', unit: 'scout' }, { key: 'bot.load', params: { unit: { unit: 'scout' }, why: { text: 'why.scout' as 'bot.load' } } })).toBeNull();
    expect(adviceFault({ type: 'load', unit: 'scout' }, { key: 'bot.load', params: { unit: { unit: 'doctor' } } })).toBe('bot.load names doctor, the action is for scout');
    expect(adviceFault({ type: 'setInput', field: 'resources', raw: 4 }, { key: 'bot.typeResources', params: { count: 4 } })).toBeNull();
    expect(adviceFault({ type: 'setInput', field: 'resources', raw: 5 }, { key: 'bot.typeResources', params: { count: 4 } })).toBe('bot.typeResources says 4, 5 is typed');
  });

  test('the resources the sentence promises are the resources the step moved', () => {
    for (const [length, seed, index, key] of [[10, 1, 8, 'bot.addResources'], [30, 38, 141, 'bot.addResourcesRoom'], [30, 33, 191, 'bot.addResourcesRoomMore'], [30, 5, 235, 'bot.addResourcesMore'], [10, 1, 34, 'bot.downResources'], [30, 1, 468, 'bot.reclaimResources']] as const) {
      const st = advised(length, seed, index);
      expect(st.reason.key).toBe(key);
      const count = st.reason.params?.['count'] as number;
      expect(count).toBeGreaterThan(0);
      expect(adviceOutcomeFault(st.before, st.reason, st.after)).toBeNull();
      expect(adviceOutcomeFault(st.before, { ...st.reason, params: { ...st.reason.params, count: count + 1 } }, st.after)).toBe(`${key} says ${count + 1} resources, the step moved ${count}`);
    }
    // a sentence that promises no amount is not asked
    const st = advised(10, 1, 3);
    expect(adviceOutcomeFault(st.before, st.reason, st.after)).toBeNull();
  });

  test("R-CREW-03, R-INF-06, R-ACC-11/12: the lift-off's reason is the state's, and the general one only where no other holds", () => {
    // 30 months, seed 1, step 482: the Scout and the Scientist are one wound from death
    const st = advised(30, 1, 482);
    expect(st.reason).toEqual({ key: 'bot.liftOffWounded', params: { unit: { unit: 'scout' } } });
    expect(adviceOutcomeFault(st.before, st.reason, st.after)).toBeNull();
    expect(adviceOutcomeFault(st.before, { key: 'bot.liftOff' }, st.after)).toBe('bot.liftOff: scout, scientist one wound from death, which has its own sentence');
    expect(adviceOutcomeFault(st.before, { key: 'bot.liftOffWounded', params: { unit: { unit: 'doctor' } } }, st.after)).toBe('bot.liftOffWounded names doctor, who is not one wound from death');
    expect(adviceOutcomeFault(st.before, { key: 'bot.liftOffInfection' }, st.after)).toBe('bot.liftOffInfection: the infection risk is 0, or the Doctor has a Medkit in hand');
    expect(adviceOutcomeFault(st.before, { key: 'bot.liftOffWreck' }, st.after)).toBe('bot.liftOffWreck: the shuttle is not wrecked');
    expect(adviceOutcomeFault(st.before, { key: 'bot.liftOffThreat' }, st.after)).toBe('bot.liftOffThreat: no threat to the shuttle');
    // 10 months, seed 32, step 164: the party lifts off from the wreck of its shuttle
    const wreck = advised(10, 32, 164);
    expect(wreck.reason).toEqual({ key: 'bot.liftOffWreck' });
    expect(adviceOutcomeFault(wreck.before, wreck.reason, wreck.after)).toBeNull();
    expect(adviceOutcomeFault(wreck.before, { key: 'bot.liftOff' }, wreck.after)).toBe('bot.liftOff: the shuttle is wrecked, which has its own sentence');
  });

  test('R-MOVE-26: the advice warns of what lies in PORZUCONE exactly when its step loses it, with the counts the step gives', () => {
    // 30 months, seed 5, step 71: a damaged Specbot and 9 resources lie there; the party researches the field above
    const st = advised(30, 5, 71);
    const warning = { key: 'bot.note.abandonedLost', params: { units: 1, resources: 9 } } as const;
    expect(st.reason.notes).toEqual([warning]);
    expect(adviceOutcomeFault(st.before, st.reason, st.after)).toBeNull();
    // the sentence said before this session: no warning
    expect(adviceOutcomeFault(st.before, { key: st.reason.key, params: st.reason.params }, st.after)).toBe('bot.researchField: the step lost what lay in PORZUCONE (note.abandonedLost), the advice did not warn of it');
    expect(adviceOutcomeFault(st.before, { ...st.reason, notes: [{ key: 'bot.note.abandonedLost', params: { units: 1, resources: 8 } }] }, st.after)).toBe("bot.note.abandonedLost 1/8, the step's note.abandonedLost 1/9");
    expect(adviceOutcomeFault(st.before, { ...st.reason, notes: [{ key: 'bot.note.abandonedLostResources', params: { units: 1, resources: 9 } }] }, st.after)).toBe("bot.note.abandonedLostResources 1/9, the step's note.abandonedLost 1/9");
    // 30 months, seed 1, step 469: a damaged Transbot left on the way to the shuttle
    const units = advised(30, 1, 469);
    expect(units.reason.notes).toEqual([{ key: 'bot.note.abandonedLostUnits', params: { units: 1, resources: 0 } }]);
    expect(adviceOutcomeFault(units.before, units.reason, units.after)).toBeNull();
    // a warning where the step loses nothing: the step before, and a step that says nothing new (its message is the last one's)
    const before = advised(30, 5, 70);
    expect(adviceOutcomeFault(before.before, { ...before.reason, notes: [warning] }, before.after)).toBe(`${before.reason.key} warns that PORZUCONE will be lost, the step lost nothing`);
    expect(adviceOutcomeFault(st.after, { key: 'bot.researchField', notes: [warning] }, st.after)).toBe('bot.researchField warns that PORZUCONE will be lost, the step lost nothing');
  });

  test('R-LOAD-34, R-BAL-14: what the sentence says the gravity asks is what it asks (huge: 6), and the table then holds that much, more or less as it says', () => {
    // seed 5, 30 months, step 235: 12 added at huge gravity, which asks 6
    const more = advised(30, 5, 235);
    expect(more.reason).toEqual({ key: 'bot.addResourcesMore', params: { count: 12, fill: 6 } });
    expect(adviceOutcomeFault(more.before, { ...more.reason, params: { count: 12, fill: 12 } }, more.after)).toBe('bot.addResourcesMore says this gravity asks for 12 resources, it asks for 6');
    // the sentence the advisor said there before: "12, that is what this gravity asks"
    expect(adviceOutcomeFault(more.before, { key: 'bot.addResources', params: { count: 12 } }, more.after)).toBe('bot.addResources says this gravity asks for 12 resources, it asks for 6');
    // seed 2, step 224: 9 added where 12 were planned, the shuttle full; the gravity asks 6
    const roomMore = advised(30, 2, 224);
    expect(adviceOutcomeFault(roomMore.before, { key: 'bot.addResourcesRoom', params: { count: 9, want: 6 } }, roomMore.after)).toBe('bot.addResourcesRoom: the table holds 9 resources, this gravity asks for 6');
    expect(adviceOutcomeFault(roomMore.before, { key: 'bot.addResourcesRoom', params: { count: 9, want: 12 } }, roomMore.after)).toBe('bot.addResourcesRoom says this gravity asks for 12 resources, it asks for 6');
    // seed 38, step 141: 1 of the 6 huge gravity asks fits; "more than it asks" would be false
    const room = advised(30, 38, 141);
    expect(adviceOutcomeFault(room.before, { key: 'bot.addResourcesRoomMore', params: { count: 1, fill: 6 } }, room.after)).toBe('bot.addResourcesRoomMore: the table holds 1 resources, this gravity asks for 6');
  });
});

describe("the hint's facts are the state's, also in a hint left standing", () => {
  const space = newGame({ length: 10, seed: 1 });
  const hinted = (s: GameState, key: string, params?: Message['params']): GameState => ({ ...s, hint: { key: key as 'hint.atShuttle', ...(params ? { params } : {}) } });

  test('shuttles and planets left', () => {
    expect(hintFault(hinted(space, 'hint.shuttlesLeft', { count: space.shuttles }))).toBeNull();
    expect(hintFault(hinted(space, 'hint.shuttlesLeft', { count: space.shuttles + 1 }))).toBe(`hint.shuttlesLeft says ${space.shuttles + 1}, ${space.shuttles} are left`);
    expect(hintFault(hinted({ ...space, shuttles: 0 }, 'hint.noShuttleLeft'))).toBeNull();
    expect(hintFault(hinted({ ...space, shuttles: 1 }, 'hint.noShuttleLeft'))).toBe('hint.noShuttleLeft with 1 left');
    // a 10-month voyage plans 3 planets (R-SETUP-03)
    const one = { ...space, visited: ['mezo' as const] };
    expect(hintFault(hinted(one, 'hint.afterPlanet', { left: 2 }))).toBeNull();
    expect(hintFault(hinted(one, 'hint.afterPlanet', { left: 3 }))).toBe('hint.afterPlanet says 3 planets left, the plan leaves 2');
    expect(hintFault(hinted(one, 'hint.allVisited'))).toBe('hint.allVisited with 2 planets left');
    expect(hintFault(hinted({ ...space, visited: ['mezo', 'paleo', 'picolo'] }, 'hint.allVisited'))).toBeNull();
  });

  test("on the planet: at the shuttle, the board's mode, the threat and the wreck, the landing field's research", () => {
    const st = advised(10, 1, 44);
    const s = st.after;
    expect(s.phase).toBe('surface');
    const sf = s.surface!;
    expect(hintFault(hinted(s, 'hint.atShuttle'))).toBeNull();
    const away = { ...s, surface: { ...sf, at: { ...sf.at, row: sf.at.row + 1 } } };
    expect(hintFault(hinted(away, 'hint.atShuttle'))).toBe('hint.atShuttle away from the shuttle');
    expect(hintFault(hinted({ ...s, surface: { ...sf, moveMode: 'research' } }, 'hint.researchMode'))).toBeNull();
    expect(hintFault(hinted({ ...s, surface: { ...sf, moveMode: 'march' } }, 'hint.researchMode'))).toBe('hint.researchMode in march mode');
    expect(hintFault(hinted({ ...s, surface: { ...sf, moveMode: 'research' } }, 'hint.marchMode'))).toBe('hint.marchMode in research mode');
    expect(hintFault(hinted({ ...s, surface: { ...sf, shuttleThreats: 1 } }, 'hint.threat'))).toBeNull();
    expect(hintFault(hinted({ ...s, surface: { ...sf, shuttleThreats: 0 } }, 'hint.threat'))).toBe('hint.threat with no threat to the shuttle');
    expect(hintFault(hinted({ ...s, surface: { ...sf, wreck: true } }, 'hint.wreck'))).toBeNull();
    expect(hintFault(hinted({ ...s, surface: { ...sf, wreck: false } }, 'hint.wreck'))).toBe('hint.wreck with the shuttle whole');
    // the landing field researched already: the menu has no research of it to offer here
    expect(hintFault(hinted(s, 'hint.researchLandingField'))).toBe('hint.researchLandingField while the menu offers no research');
    const first = advised(10, 1, 43).after;
    expect(first.hint?.key).toBe('hint.researchLandingField');
    expect(hintFault(first)).toBeNull();
    // claimsFault asks the hint first
    expect(claimsFault(st.before, hinted(s, 'hint.wreck'))).toBe('hint.wreck with the shuttle whole');
  });
});

test("every text of the whole party's loss is known to the check (a meeting or hits it leaves unfinished are not claims)", () => {
  const gone = ['msg.partyLost', 'msg.partyLostUnits', 'msg.partyLostResources', 'msg.partyLostNothing', 'msg.shuttleReturnedAlone', 'msg.shuttleReturnedEmpty', 'msg.nobodyLeftWreck'];
  expect(messageKeys().filter((k) => /^msg\.(partyLost|shuttleReturned|nobodyLeft)/.test(k)).sort()).toEqual([...gone].sort());
  const st = advised(10, 1, 84);
  const sf = st.after.surface!;
  const ended: GameState = { ...st.after, surface: { ...sf, encounter: { ...sf.encounter!, course: null } } };
  for (const key of gone) expect(claimsFault(st.before, { ...ended, message: { ...ended.message, notes: [...(ended.message.notes ?? []), { key: key as 'msg.partyLost' }] } })).toBeNull();
});

test('a load refused for want of capacity names a load above the capacity (it named the load without the item before)', () => {
  expect(refusalFault({ key: 'msg.noCapacity', params: { weight: 9, capacity: 7 } })).toBeNull();
  expect(refusalFault({ key: 'msg.noCapacity', params: { weight: 6, capacity: 7 } })).toBe('msg.noCapacity: refused with 6 against a capacity of 7, which fits');
  expect(refusalFault({ key: 'msg.noCapacity', params: { weight: 7, capacity: 7 } })).toBe('msg.noCapacity: refused with 7 against a capacity of 7, which fits');
  expect(refusalFault({ key: 'msg.refused' })).toBeNull();
});

/** The state after the step with one unit type's rows as they were before it (everything else as the step left it). */
function unitAsBefore(after: GameState, before: GameState, id: string): GameState {
  type Units = GameState['bay']['units'];
  const back = (now: Units, was: Units): Units => ({ ...now, [id]: was[id as keyof Units] });
  const p = after.party;
  const b = before.party;
  return {
    ...after,
    bay: { ...after.bay, units: back(after.bay.units, before.bay.units) },
    party: { ...p, expedition: { ...p.expedition, units: back(p.expedition.units, b.expedition.units) }, carried: { ...p.carried, units: back(p.carried.units, b.carried.units) }, used: { ...p.used, units: back(p.used.units, b.used.units) }, abandoned: { ...p.abandoned, units: back(p.abandoned.units, b.abandoned.units) } },
  };
}

describe('accidents, the atmosphere, the wreck and suits taken off: the texts hold on real steps, and a changed state is caught', () => {
  test("R-ACC-19 the atmosphere's notes of a robot type add up to what became of it", () => {
    const corroded = advised(10, 3, 70);
    expect(text(corroded, 'note.robotCorroded').params).toEqual({ unit: { unit: 'specbot' }, count: 1 });
    expect(claimsFault(corroded.before, corroded.after)).toBeNull();
    expect(claimsFault(corroded.before, unitAsBefore(corroded.after, corroded.before, 'specbot'))).toBe('note.robotCorroded: the notes say 1 specbot corroded and 0 dissolved, the damaged ones changed by 0');
    const dissolved = advised(10, 3, 82);
    expect(text(dissolved, 'note.robotDissolved').params).toEqual({ unit: { unit: 'rekonbot' }, count: 1 });
    expect(claimsFault(dissolved.before, dissolved.after)).toBeNull();
    expect(claimsFault(dissolved.before, unitAsBefore(dissolved.after, dissolved.before, 'rekonbot'))).toBe('note.robotDissolved: the notes say 1 rekonbot dissolved, 0 were lost');
  });

  test('R-ACC-22..24 a unit said damaged by an accident is damaged; one said destroyed is gone', () => {
    const st = advised(10, 26, 194);
    expect(text(st, 'note.accidentDamaged').params?.['unit']).toEqual({ unit: 'rekonbot' });
    expect(claimsFault(st.before, st.after)).toBeNull();
    expect(claimsFault(st.before, unitAsBefore(st.after, st.before, 'rekonbot'))).toBe("note.accidentDamaged: rekonbot's damaged changed by 0");
    // the same accident told as a destruction: the Rekonbot is still there
    const told = retold(st.after, 'note.accidentDamaged', (x) => ({ ...x, key: 'note.accidentDestroyed' }));
    expect(claimsFault(st.before, told)).toBe("note.accidentDestroyed: rekonbot's units changed by 0");
  });

  test("R-ACC-22..24 a human's wounds from an accident are the wounds the note counts", () => {
    const st = advised(10, 36, 201);
    expect(text(st, 'note.accidentWounds').params?.['count']).toBe(1);
    expect(claimsFault(st.before, st.after)).toBeNull();
    const h = st.after.crew.find((x) => x.id === 'scout')!;
    expect(claimsFault(st.before, withCrew(st.after, 'scout', { wounds: h.wounds + 1 }))).toBe('note.accidentWounds: says 1 wounds, scout gained 2');
    expect(claimsFault(st.before, withCrew(st.after, 'scout', { alive: false }))).toBe('note.accidentWounds: scout is not alive');
  });

  test('R-ACC-11 R-ACC-12 the shuttle said destroyed is a wreck, for the PZ the note gives; the lift-off from it gives the bonus it says', () => {
    const st = advised(10, 32, 158);
    expect(text(st, 'note.shuttleWrecked').params).toEqual({ vp: -4 });
    expect(claimsFault(st.before, st.after)).toBeNull();
    expect(claimsFault(st.before, { ...st.after, hint: null, surface: { ...st.after.surface!, wreck: false } })).toBe('note.shuttleWrecked: the shuttle is whole');
    expect(claimsFault(st.before, retold(st.after, 'note.shuttleWrecked', (x) => ({ ...x, params: { vp: -5 } })))).toBe("note.shuttleWrecked: says -5 PZ, the ledger's shuttleLost changed by -4");
    const lift = advised(10, 32, 164);
    expect(text(lift, 'msg.liftedOffWreck').params).toEqual({ units: 4, vp: 0 });
    expect(claimsFault(lift.before, lift.after)).toBeNull();
    expect(claimsFault(lift.before, retold(lift.after, 'msg.liftedOffWreck', (x) => ({ ...x, params: { ...x.params, vp: 1 } })))).toBe("msg.liftedOffWreck: says 1 PZ for the terrain types, the ledger's bonus changed by 0");
  });

  test('R-DEV-19 a suit taken off: nobody wears it; a heavy one stays in the table, a light one is gone', () => {
    const kept = randomPlayed(8, 72);
    expect(text(kept, 'msg.suitOffKept').params).toEqual({ unit: { unit: 'scout' } });
    expect(claimsFault(kept.before, kept.after)).toBeNull();
    expect(claimsFault(kept.before, { ...kept.after, party: kept.before.party, bay: kept.before.bay })).toBe('msg.suitOffKept: scout still wears a suit');
    expect(claimsFault(kept.before, retold(kept.after, 'msg.suitOffKept', (x) => ({ ...x, key: 'msg.suitOffDestroyed' })))).toBe("msg.suitOffDestroyed: the table's heavy suits changed by 1");
    const destroyed = randomPlayed(10, 107);
    expect(text(destroyed, 'msg.suitOffDestroyed').params).toEqual({ unit: { unit: 'navigator' } });
    expect(claimsFault(destroyed.before, destroyed.after)).toBeNull();
    expect(claimsFault(destroyed.before, retold(destroyed.after, 'msg.suitOffDestroyed', (x) => ({ ...x, key: 'msg.suitOffKept' })))).toBe("msg.suitOffKept: the table's heavy suits changed by 0");
  });

  test('R-DMG-01 an artifact said destroyed by a hit is gone', () => {
    const st = advised(10, 32, 158);
    const relic = { being: 'relic', indicators: {} } as unknown as NonNullable<GameState['surface']>['caged'][number];
    const hit = (s: GameState, caged: readonly (typeof relic)[]): GameState => ({ ...s, surface: { ...s.surface!, caged }, message: { key: 'msg.hit.artifact', params: { being: { being: 'relic' } } } });
    expect(claimsFault(hit(st.before, [relic]), hit(st.after, []))).toBeNull();
    expect(claimsFault(hit(st.before, [relic]), hit(st.after, [relic]))).toBe('msg.hit.artifact: relic is still there as often as before');
  });
});

describe('care, the infection, the atmosphere, PORZUCONE left behind and artifacts moved: the texts hold on real steps, and a changed state is caught', () => {
  test('R-REPAIR-01 R-REPAIR-02 a suit said repaired is; a unit said repaired has one damage fewer', () => {
    const suit = advised(30, 142, 82);
    expect(text(suit, 'msg.repaired').params).toEqual({ unit: { unit: 'suit' }, hours: 1 });
    expect(claimsFault(suit.before, suit.after)).toBeNull();
    expect(claimsFault(suit.before, { ...suit.after, party: suit.before.party, bay: suit.before.bay })).toBe('msg.repaired: one suit said repaired, 0 were');
    const unit = randomPlayed(441, 53);
    expect(unit.action).toEqual({ type: 'care', folder: 'shuttle', unit: 'laser' });
    expect(text(unit, 'msg.repaired').params).toEqual({ unit: { unit: 'laser' }, hours: 1 });
    expect(claimsFault(unit.before, unit.after)).toBeNull();
    expect(claimsFault(unit.before, unitAsBefore(unit.after, unit.before, 'laser'))).toBe('msg.repaired: one laser said repaired, 0 were');
    // a loose Heavy Suit repaired in the shuttle (found by the fuzzer, 30 months, seed 196117: the check counted only worn suits)
    const loose = randomPlayed(196117, 468, 30);
    expect(loose.action).toEqual({ type: 'care', folder: 'shuttle', unit: 'heavySuit' });
    expect(text(loose, 'msg.repaired').params).toEqual({ unit: { unit: 'heavySuit' }, hours: 1 });
    expect(claimsFault(loose.before, loose.after)).toBeNull();
    expect(claimsFault(loose.before, unitAsBefore(loose.after, loose.before, 'heavySuit'))).toBe('msg.repaired: one heavySuit said repaired, 0 were');
  });

  test('R-HEAL-01 a human said healed has one wound fewer', () => {
    const st = advised(10, 12, 268);
    const who = unitParam(text(st, 'msg.healed'));
    expect(claimsFault(st.before, st.after)).toBeNull();
    const was = st.before.crew.find((h) => h.id === who)!.wounds;
    expect(claimsFault(st.before, withCrew(st.after, who, { wounds: was }))).toBe(`msg.healed: one wound said healed, ${who} lost 0`);
    expect(claimsFault(st.before, withCrew(st.after, who, { alive: false }))).toBe(`msg.healed: ${who} is not alive`);
  });

  test('R-INF-10 a human whose infection the Doctor mastered is well, with the wounds the note counts', () => {
    const st = advised(10, 37, 77);
    const m = text(st, 'note.infectionCured');
    const who = unitParam(m);
    expect(m.params?.['count']).toBe(2);
    expect(claimsFault(st.before, st.after)).toBeNull();
    const h = st.after.crew.find((x) => x.id === who)!;
    expect(claimsFault(st.before, withCrew(st.after, who, { wounds: h.wounds - 1 }))).toBe(`note.infectionCured: says 2 wounds, ${who} gained 1`);
    expect(claimsFault(st.before, withCrew(st.after, who, { ill: true }))).toBe(`note.infectionCured: ${who} is not alive and well`);
  });

  test("R-ACC-03..06 the atmosphere's onsets told are the planet's", () => {
    const first = advised(10, 3, 70);
    expect(claimsFault(first.before, first.after)).toBeNull();
    expect(first.after.surface!.activeAtmosphere).toBe(1);
    expect(claimsFault(first.before, { ...first.after, surface: { ...first.after.surface!, activeAtmosphere: 2 } })).toBe('note.atmosphereActive: says 1 onsets, the atmosphere has 2');
    const again = advised(10, 5, 86);
    const count = text(again, 'note.atmosphereStronger').params?.['count'];
    expect(claimsFault(again.before, again.after)).toBeNull();
    expect(claimsFault(again.before, { ...again.after, surface: { ...again.after.surface!, activeAtmosphere: 1 } })).toBe(`note.atmosphereStronger: says ${String(count)} onsets, the atmosphere has 1`);
  });

  test('R-MOVE-22 what the notes say was lost in PORZUCONE is what lay there when the party left', () => {
    for (const [seed, index, key] of [[5, 69, 'note.abandonedLost'], [3, 82, 'note.abandonedLostUnits'], [3, 71, 'note.abandonedLostResources']] as const) {
      const st = advised(10, seed, index);
      const m = text(st, key);
      expect(claimsFault(st.before, st.after)).toBeNull();
      const a = st.before.party.abandoned;
      const more: GameState = { ...st.before, party: { ...st.before.party, abandoned: { ...a, resources: a.resources + 1 } } };
      expect(claimsFault(more, st.after)).toBe(`${key}: says ${String(m.params?.['units'])} units and ${String(m.params?.['resources'])} resources lost, PORZUCONE held ${String(m.params?.['units'])} and ${a.resources + 1}`);
    }
  });

  test('R-DMG-08 a human said brain-damaged is; an artifact said taken out of the shuttle or put into it moved', () => {
    const st = advised(10, 12, 268);
    const told: GameState = { ...st.after, message: { key: 'msg.hit.wound', params: { unit: { unit: 'scout' }, wounds: 0 }, notes: [{ key: 'note.brainDamage', params: { unit: { unit: 'scout' } } }] } };
    const scout = st.after.crew.find((h) => h.id === 'scout')!;
    const wounded = withCrew(told, 'scout', { alive: true, wounds: 0 });
    expect(claimsFault(st.before, withCrew(wounded, 'scout', { impaired: (scout.impaired ?? 0) + 1 }))).toBeNull();
    expect(claimsFault(st.before, wounded)).toBe('note.brainDamage: scout suffered no brain damage');
    const relic = { being: 'relic', indicators: {} } as unknown as NonNullable<GameState['surface']>['caged'][number];
    const stowedRelic = { ...relic, stowed: true };
    const at = (s: GameState, caged: readonly (typeof relic)[], key: 'msg.artifactTaken' | 'msg.artifactPutAway'): GameState => ({ ...s, surface: { ...s.surface!, caged }, message: { key, params: { being: { being: 'relic' } } } });
    const b = withCrew(st.before, 'scout', {});
    expect(claimsFault(at(b, [stowedRelic], 'msg.artifactTaken'), at(st.after, [relic], 'msg.artifactTaken'))).toBeNull();
    expect(claimsFault(at(b, [stowedRelic], 'msg.artifactTaken'), at(st.after, [stowedRelic], 'msg.artifactTaken'))).toBe('msg.artifactTaken: relic in the shuttle changed by 0');
    expect(claimsFault(at(b, [relic], 'msg.artifactPutAway'), at(st.after, [stowedRelic], 'msg.artifactPutAway'))).toBeNull();
    expect(claimsFault(at(b, [relic], 'msg.artifactPutAway'), at(st.after, [relic], 'msg.artifactPutAway'))).toBe('msg.artifactPutAway: relic in the shuttle changed by 0');
  });
});

test("a load refused for the shuttle's capacity names a load above it", () => {
  const st = randomPlayed(1, 83);
  const refused = step(st.before, st.action).refused!;
  expect(refused).toEqual({ key: 'msg.shuttleFull', params: { weight: 81, capacity: 80 } });
  expect(refusalFault(refused)).toBeNull();
  expect(refusalFault({ key: 'msg.shuttleFull', params: { weight: 80, capacity: 80 } })).toBe('msg.shuttleFull: refused with 80 against a capacity of 80, which fits');
});

test('a refusal with the state it was refused in: resources too many fill the table, a human needing a suit to land has none of the kind, a unit not allowed has none left', () => {
  for (const [seed, index, key] of [[1, 79, 'msg.resourcesFull'], [1, 78, 'msg.landNeedSuit'], [10, 158, 'msg.landNeedHeavySuit']] as const) {
    const st = randomPlayed(seed, index);
    const refused = step(st.before, st.action).refused!;
    expect(refused.key).toBe(key);
    expect(refusalFault(refused, st.before)).toBeNull();
  }
  const full = randomPlayed(1, 79).before;
  const fewer: GameState = { ...full, bay: { ...full.bay, resources: full.bay.resources - 1 } };
  expect(refusalFault({ key: 'msg.resourcesFull', params: { max: 30 } }, fewer)).toBe('msg.resourcesFull: the table holds 29, less than 30');
  const unsuited = randomPlayed(1, 78);
  const who = unitParam(step(unsuited.before, unsuited.action).refused!);
  type Folder = GameState['bay'];
  const dress = (f: Folder): Folder => ({ ...f, crew: f.crew.map((p) => (p.id === who ? { ...p, suit: { kind: 'suit', damaged: false } } : p)) });
  const b = unsuited.before;
  const dressed: GameState = { ...b, bay: dress(b.bay), party: { ...b.party, expedition: dress(b.party.expedition), carried: dress(b.party.carried) } };
  expect(refusalFault({ key: 'msg.landNeedSuit', params: { unit: { unit: who } } }, dressed)).toBe(`msg.landNeedSuit: ${who} wears suit`);
  expect(refusalFault({ key: 'msg.landNeedHeavySuit', params: { unit: { unit: who } } }, dressed)).toBeNull();
  // at the start every unit may still be taken: a refusal as not allowed would be false
  expect(refusalFault({ key: 'msg.notAllowed', params: { unit: { unit: 'cage' } } }, unsuited.before)).toMatch(/^msg\.notAllowed: cage may still be taken \d+ times$/);
});

test("R-ENC-13 a meeting's texts name the being met", () => {
  for (const [index, key] of [[59, 'note.met'], [62, 'msg.course.noFight'], [70, 'msg.course.attacks']] as const) {
    const st = advised(10, 1, index);
    const m = text(st, key);
    expect(claimsFault(st.before, st.after)).toBeNull();
    const met = (st.after.surface?.encounter ?? st.before.surface?.encounter)!.being;
    expect((m.params?.['being'] as { being: string }).being).toBe(met);
    expect(claimsFault(st.before, retold(st.after, key, (x) => ({ ...x, params: { ...x.params, being: { being: 'nobodyElse' } } })))).toMatch(new RegExp(`^${key.replace('.', '\\.')} names nobodyElse, the meeting is with ${met}`));
  }
});

test('R-SHIP-08 the series aboard determines as many indicators of the creatures aboard as its note counts', () => {
  const st = advised(10, 1, 0);
  const specimen = (indicators: Record<string, number>) => ({ being: 'grassNibbler', indicators }) as unknown as GameState['aboard'][number];
  const series = (s: GameState, aboard: GameState['aboard'], count: number): GameState => ({ ...s, aboard, message: { key: 'msg.onboardDoneNothing', params: { repaired: 0, healed: 0, month: s.month }, notes: [{ key: 'note.studiedAboard', params: { count } }] } });
  const before: GameState = { ...st.before, aboard: [specimen({ combat: 6 })] };
  expect(claimsFault(before, series(st.after, [specimen({ combat: 6, intelligence: 2, speed: 4, aggression: 1 })], 3))).toBeNull();
  expect(claimsFault(before, series(st.after, [specimen({ combat: 6, intelligence: 2 })], 3))).toBe('note.studiedAboard: says 3 indicators determined, 1 were');
});

test("issue 14 a campaign's notes: the next voyage is the plan's, the sums are every voyage's PZ and thresholds", () => {
  // the fuzzer's campaign of seed 2: '3 × 10' played through by the random player
  const dice = new Dice(seedRng(2 ^ 0x5eed));
  let s = newGame({ length: 10, seed: 2, randomize: false });
  s = step(step(step(s, { type: 'openNewGame' }).state, { type: 'openCampaigns' }).state, { type: 'newCampaign', campaign: '3x10' }).state;
  const found: Step[] = [];
  for (let i = 0; i < 6000; i++) {
    const legal = legalActions(s);
    if (s.phase === 'ended' && legal.some((a) => a.type === 'nextCampaignGame')) {
      s = step(s, { type: 'nextCampaignGame' }).state;
      continue;
    }
    if (s.phase === 'ended') break;
    const action = chooseAction(s, legal, dice);
    const after = step(s, action).state;
    if (after.message !== s.message && (after.message.notes ?? []).some((n) => n.key.startsWith('note.campaign'))) found.push({ before: s, action, reason: after.message, after });
    s = after;
  }
  expect(found.map((st) => text(st, st.after.message.notes!.find((n) => n.key.startsWith('note.campaign'))!.key).key)).toEqual(['note.campaignNext', 'note.campaignNext', 'note.campaignLost']);
  const [second, , last] = found as [Step, Step, Step];
  expect(text(second, 'note.campaignNext').params).toEqual({ campaign: '3 × 10', part: 2, total: 3, months: 10 });
  expect(claimsFault(second.before, second.after)).toBeNull();
  expect(claimsFault(second.before, retold(second.after, 'note.campaignNext', (x) => ({ ...x, params: { ...x.params, months: 20 } })))).toBe('note.campaignNext: says voyage 2 of 3 (20 months), the plan has voyage 2 of 3 (10 months)');
  const lost = text(last, 'note.campaignLost');
  const vp = lost.params?.['vp'] as number;
  expect(lost.params?.['need']).toBe(120);
  expect(claimsFault(last.before, last.after)).toBeNull();
  expect(claimsFault(last.before, retold(last.after, 'note.campaignLost', (x) => ({ ...x, params: { ...x.params, vp: vp + 1 } })))).toBe(`note.campaignLost: says ${vp + 1} PZ against 120, the voyages sum to ${vp} against 120`);
  expect(claimsFault(last.before, retold(last.after, 'note.campaignLost', (x) => ({ ...x, key: 'note.campaignWon' })))).toBe(`note.campaignWon with ${vp} PZ against 120`);
});

test('R-SHIP-07 the indicators the Scientist determines at the lift-off are as many as the note counts', () => {
  const st = advised(10, 1, 95);
  expect(text(st, 'note.studied').params).toEqual({ count: 7 });
  expect(st.after.aboard.length - st.before.aboard.length).toBe(2);
  expect(claimsFault(st.before, st.after)).toBeNull();
  expect(claimsFault(st.before, retold(st.after, 'note.studied', (x) => ({ ...x, params: { count: 8 } })))).toBe('note.studied: says 8 indicators determined, 7 were');
});

test('R-COMBAT-02 R-INF-13 R-ART-04 a weapon said chosen joins the clash; a human an intact suit kept from the infection is well in it; a find taken has the weight said', () => {
  const picked = advised(10, 1, 71);
  expect(text(picked, 'msg.course.weaponPicked').params?.['unit']).toEqual({ unit: 'stunner' });
  expect(claimsFault(picked.before, picked.after)).toBeNull();
  const sf = picked.after.surface!;
  const course = sf.encounter!.course!;
  expect(course.weapons).toContain('stunner');
  const unarmed: GameState = { ...picked.after, surface: { ...sf, encounter: { ...sf.encounter!, course: { ...course, weapons: [] } } } };
  expect(claimsFault(picked.before, unarmed)).toBe('msg.course.weaponPicked: stunner is not among the clash\'s weapons');

  const kept = advised(10, 7, 72);
  expect(text(kept, 'note.infectionSuit').params).toEqual({ unit: { unit: 'scout' } });
  expect(claimsFault(kept.before, kept.after)).toBeNull();
  expect(claimsFault(kept.before, withCrew(kept.after, 'scout', { ill: true }))).toBe('note.infectionSuit: scout is not alive and well in an intact suit');

  const found = advised(10, 6, 49);
  expect(text(found, 'note.artifactWeight').params).toEqual({ weight: 1 });
  expect(claimsFault(found.before, found.after)).toBeNull();
  expect(claimsFault(found.before, retold(found.after, 'note.artifactWeight', (x) => ({ ...x, params: { weight: 3 } })))).toBe('note.artifactWeight: no find of weight 3 was taken');

  // R-MOVE-03: the find taken, then the whole party lost in the same step (20 months, new worlds,
  // seed 433, step 367: in the fossil's hours the party is scattered and its suits fail); the find is left where it
  // fell, as the step says, and the weight's note is not a claim on the state after it
  let fossil = newGame({ length: 20, seed: 433, randomize: true });
  for (let i = 0; i < 367; i++) fossil = step(fossil, advise(fossil)!.action).state;
  const taken = step(fossil, { type: 'ownOption', option: 'take' }).state;
  const keys = [taken.message, ...(taken.message.notes ?? [])].map((x) => x.key);
  expect(keys).toEqual(expect.arrayContaining(['note.artifactWeight', 'note.artifactLostWithParty']));
  expect(taken.surface!.caged).toEqual([]);
  expect(claimsFault(fossil, taken)).toBeNull();
  const unsaid: GameState = { ...taken, message: { ...taken.message, notes: taken.message.notes!.filter((x) => x.key !== 'note.artifactLostWithParty') } };
  expect(claimsFault(fossil, unsaid)).toBe('note.artifactWeight: no find of weight 3 was taken');
  // a find said left where the party fell that was neither carried before nor taken in the step
  const untaken: GameState = { ...taken, message: { ...taken.message, notes: taken.message.notes!.filter((x) => x.key !== 'note.artifactWeight') } };
  expect(claimsFault(fossil, untaken)).toBe('note.artifactLostWithParty: spiralFossil was not carried by the party, or is still with it');
});
