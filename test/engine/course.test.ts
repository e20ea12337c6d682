// Issue 13: what the expedition does when it meets a creature (R-STRAT-01..03, R-NEG-02..08,
// R-FIGHT-04..10, R-FLEE-03..10, R-CHASE-01..05, R-COMBAT-01..11, R-ENC-18, R-DEV-36, R-DMG-17,
// R-MOVE-30, R-CRE-17..20). Each consequence is entered with the specimen's indicators set, so the
// branch taken is the one named; the thresholds are ours (docs/DECISIONS.md): an aggression
// indicator of 6 or more attacks, an intelligence of 5 or more answers talks, 4 or less takes a lure,
// a chase is won by more than 1 point of speed.
import { deserialize, format, legalActions, menuItems, serialize, step, type Action, type GameState } from '../../src/engine';
import { tableRows } from '../../src/engine/legal';
import { openCourse } from '../../src/engine/rules/courseStart';
import { chooseStrategy, courseOf, resolveFight, runVariant, strategyOffers, surpriseAttack } from '../../src/engine/rules/course';
import { availableWeapons, clashHits, clashStrength, improverPresent } from '../../src/engine/rules/clash';
import { canHitUnit } from '../../src/engine/rules/hitRules';
import { cagedIn } from '../../src/engine/rules/cages';
import { deliver } from '../../src/engine/rules/beingVp';
import { ScriptDice } from '../support/scriptDice';
import { act, landedOnArea } from '../support/voyage';
import { deltaMeeting as meeting } from '../support/meeting';
import type { StockId, UnitId } from '../../src/engine/data/units';

/** Where deltaMeeting places the specimen met. */
const PLACE = { row: 4, col: 4, layer: 'surface' } as const;
/** No hazards on the way (the hours' accidents all fail); other draws from the queue, then seeded. */
const calm = (...queue: number[]) => new ScriptDice('none', queue);
const vpBy = (s: GameState, reason: string) => (s.vpLog ?? []).filter((c) => c.reason === reason).reduce((n, c) => n + c.amount, 0);

describe('the strategy menu (R-STRAT-01..03, R-NEG-01, R-FIGHT-01..03, R-FLEE-01)', () => {
  test('R-STRAT-02 R-STRAT-03 each strategy with its preference in brackets, and * where a special variant can occur', () => {
    // roamingShag: intelligence +2, aggression 0, a special negotiation; the Commander, Soldier and Navigator down
    const s = meeting('roamingShag', {});
    const labels = menuItems(s).map((m) => format('pl', { key: m.label, ...(m.params ? { params: m.params } : {}) }));
    // negotiation 2 − 0 + 1 = 3*; clash −(2 + 0) + 1 = −1; flight −0 + 1 = 1
    expect(labels.slice(0, 3)).toEqual(['porozumienie (3)*', 'starcie (\u22121)', 'ucieczka (1)']);
    expect(menuItems(s).map((m) => m.action?.type)).toEqual(['strategy', 'strategy', 'strategy', 'openNewGame']);
  });

  test('R-STRAT-01 while a creature is met nothing that takes time is offered: no research, no moves, no lift-off', () => {
    const s = meeting('roamingShag', {});
    const r = step(s, { type: 'circle' });
    expect(r.refused).toBeDefined();
    expect(step(s, { type: 'liftOff' }).refused).toBeDefined();
    expect(step(s, { type: 'move', dir: 'up' }).refused).toBeDefined();
  });

  test('R-NEG-04 a failed negotiation (C1) takes an hour and negotiation is not offered again in this meeting', () => {
    const s = meeting('roamingShag', {});
    const out = runVariant(s, 'negotiation', 'C1', calm());
    expect(out.surface!.hours).toBe(s.surface!.hours + 1);
    expect(courseOf(out)!.stage).toBe('choose');
    expect(strategyOffers(out).map((o) => o.strategy)).toEqual(['combat', 'flight']);
  });
});

describe('standard negotiation (R-NEG-02..08)', () => {
  test('R-NEG-02 R-NEG-11 R-CRE-06 A: an aggression indicator of 6 does a lot of harm (8 hits to the whole expedition) and flees', () => {
    const out = runVariant(meeting('mudGulper', { aggression: 6 }), 'negotiation', 'A', calm());
    expect(out.hitsToAssign).toBe(8);
    expect(out.hitRule?.source).toBe('rampage');
    expect(courseOf(out)).toBeNull();
  });

  test('R-NEG-02 A, R-CHASE-05 R-CHASE-07 R-CRE-07: at aggression 5 it flees; faster than the fastest unit by more than 1 it is gone, else caught (clash or let go)', () => {
    // the fastest walking unit is the Commander or the Soldier: speed 8
    const gone = runVariant(meeting('mudGulper', { aggression: 5, speed: 10 }), 'negotiation', 'A', calm());
    expect(courseOf(gone)).toBeNull();
    expect(gone.message.key).toBe('msg.course.gotAway');
    const caught = runVariant(meeting('mudGulper', { aggression: 5, speed: 9 }), 'negotiation', 'A', calm());
    expect(courseOf(caught)!.stage).toBe('caught');
    expect(menuItems(caught).map((m) => m.action?.type)).toEqual(['attackCaught', 'letGo', 'openNewGame']);
  });

  test('R-NEG-03 B: at aggression 6 it attacks with an advantage for itself (2 columns)', () => {
    const out = runVariant(meeting('mudGulper', { aggression: 6 }, ['soldier', 'laser']), 'negotiation', 'B', calm());
    expect(courseOf(out)).toMatchObject({ stage: 'weapons', advantage: { side: 'creature', columns: 2 }, canCapture: true });
  });

  test('R-NEG-05 R-NEG-11 R-STRAT-08 R-CRE-04 C2: an intelligence of 4 walks into the lure — into a free cage, or, without one, a deadly trap', () => {
    const caged = runVariant(meeting('mudGulper', { intelligence: 4 }, ['soldier', 'cage']), 'negotiation', 'C2', calm());
    expect(caged.surface!.caged.map((c) => c.being)).toEqual(['mudGulper']);
    expect(courseOf(caged)).toBeNull();
    const trapped = runVariant(meeting('mudGulper', { intelligence: 4 }, ['soldier']), 'negotiation', 'C2', calm());
    expect(trapped.surface!.caged).toEqual([]);
    expect(trapped.message.key).toBe('msg.course.luredTrap');
  });

  test('R-NEG-05 C2: an intelligence of 5 sees through it: a positive aggression modifier attacks (no advantage), otherwise it flees', () => {
    // mudGulper: aggression +1
    const attack = runVariant(meeting('mudGulper', { intelligence: 5 }, ['soldier', 'laser']), 'negotiation', 'C2', calm());
    expect(courseOf(attack)).toMatchObject({ stage: 'weapons', advantage: null });
    // grassNibbler: aggression −2, speed 12 gets away
    const fled = runVariant(meeting('grassNibbler', { intelligence: 5, speed: 12 }), 'negotiation', 'C2', calm());
    expect(courseOf(fled)).toBeNull();
    expect(fled.message.key).toBe('msg.course.gotAway');
  });

  test('R-SCORE-11 R-NEG-07 R-NEG-08 R-CRE-19 D and E: an intelligence of 5 answers (1 VP, enthusiastically 2 VP); 4 attacks with the expedition at an advantage', () => {
    const d = runVariant(meeting('roamingShag', { intelligence: 5 }), 'negotiation', 'D', calm());
    expect(vpBy(d, 'talks')).toBe(1);
    expect(courseOf(d)).toBeNull();
    const e = runVariant(meeting('roamingShag', { intelligence: 5 }), 'negotiation', 'E', calm());
    expect(vpBy(e, 'talks')).toBe(2);
    const attack = runVariant(meeting('roamingShag', { intelligence: 4 }, ['soldier', 'laser']), 'negotiation', 'E', calm());
    expect(courseOf(attack)).toMatchObject({ stage: 'weapons', advantage: { side: 'expedition', columns: 2 } });
  });

  test('R-CRE-19 the talks VP halve: a second success gives its VP with chance 1/2', () => {
    const once = runVariant(meeting('roamingShag', { intelligence: 5 }), 'negotiation', 'D', calm());
    const again = (roll: number) => runVariant({ ...once, surface: { ...once.surface!, encounter: { ...once.surface!.encounter!, course: openCourse(once, 'roamingShag', false) } } }, 'negotiation', 'D', calm(roll));
    expect(vpBy(again(1), 'talks')).toBe(2);
    expect(vpBy(again(2), 'talks')).toBe(1);
  });

  test('R-SCORE-09 R-SCORE-10 R-ENC-15 R-STRAT-03 R-STRAT-14 R-NEG-06 C3: the special variant gives its poznanie the first time (at least 1 VP), and the creature leaves', () => {
    const s = meeting('roamingShag', {});
    const out = runVariant(s, 'negotiation', 'C3', calm());
    expect(vpBy(out, 'discovery')).toBe(1);
    // R-ENC-15: the text field announces these VP as 'poznanie' (the step's note of the reason 'discovery')
    expect(format('pl', { key: 'vp.discovery', params: { amount: '+1' } })).toBe('+1 PZ za poznanie.');
    expect(format('en', out.message)).toContain('tuft of torn plants');
    const twice = runVariant({ ...out, surface: { ...out.surface!, encounter: { ...out.surface!.encounter!, course: openCourse(out, 'roamingShag', false) } } }, 'negotiation', 'C3', calm());
    expect(vpBy(twice, 'discovery')).toBe(1);
  });
});

describe('standard clash (R-FIGHT-04..10)', () => {
  const arms: UnitId[] = ['soldier', 'laser'];
  test('R-FIGHT-04 R-FIGHT-13 R-STRAT-09 A: aggression 6 attacks with an advantage of its highest of intelligence, aggression, speed (stockyCharger: +2 → 2 columns); 5 flees', () => {
    expect(courseOf(runVariant(meeting('stockyCharger', { aggression: 6 }, arms), 'combat', 'A', calm()))!.advantage).toEqual({ side: 'creature', columns: 2 });
    // fogStalker: intelligence +2, aggression +3, speed +2 → 3 columns
    expect(courseOf(runVariant(meeting('fogStalker', { aggression: 7 }, arms), 'combat', 'A', calm()))!.advantage).toEqual({ side: 'creature', columns: 3 });
    const fled = runVariant(meeting('stockyCharger', { aggression: 5 }, arms), 'combat', 'A', calm());
    expect(courseOf(fled)).toBeNull();
    expect(fled.message.key).toBe('msg.course.fled');
  });

  test('R-FIGHT-05 B: the advantage follows the higher of intelligence and speed only (stockyCharger: 0 → none); caught when fleeing: a clash with none', () => {
    expect(courseOf(runVariant(meeting('stockyCharger', { aggression: 6 }, arms), 'combat', 'B', calm()))!.advantage).toBeNull();
    const caught = runVariant(meeting('stockyCharger', { aggression: 5, speed: 3 }, arms), 'combat', 'B', calm());
    expect(courseOf(caught)).toMatchObject({ stage: 'weapons', advantage: null, canCapture: true });
  });

  test('R-FIGHT-06 C1: a moderate (1 column) advantage only with intelligence +2 or more', () => {
    expect(courseOf(runVariant(meeting('fogStalker', { aggression: 6 }, arms), 'combat', 'C1', calm()))!.advantage).toEqual({ side: 'creature', columns: 1 });
    expect(courseOf(runVariant(meeting('leafAmbusher', { aggression: 6 }, arms), 'combat', 'C1', calm()))!.advantage).toBeNull();
  });

  test('R-FIGHT-07 C2: the sum of all modifiers: positive for the creature, zero none, negative for the expedition', () => {
    expect(courseOf(runVariant(meeting('stockyCharger', {}, arms), 'combat', 'C2', calm()))!.advantage).toEqual({ side: 'creature', columns: 2 });
    // roamingShag: 2 + 0 + 0 + 0 = 2 > 0; tickPecker: 0 − 3 + 0 + 3 = 0; grassNibbler: −6
    expect(courseOf(runVariant(meeting('tickPecker', {}, arms), 'combat', 'C2', calm()))!.advantage).toBeNull();
    expect(courseOf(runVariant(meeting('grassNibbler', {}, arms), 'combat', 'C2', calm()))!.advantage).toEqual({ side: 'expedition', columns: 2 });
  });

  test('R-FIGHT-09 D: a disadvantage for itself proportional to how negative its intelligence is (−3 → 3 columns)', () => {
    expect(courseOf(runVariant(meeting('caveFlutter', { aggression: 6 }, arms), 'combat', 'D', calm()))!.advantage).toEqual({ side: 'expedition', columns: 3 });
    expect(courseOf(runVariant(meeting('caveFlutter', { aggression: 2, speed: 1 }, arms), 'combat', 'D', calm()))!.advantage).toEqual({ side: 'expedition', columns: 3 });
  });

  test('R-FIGHT-10 E: captured or killed without a fight — the menu asks when a cage is free; no hits', () => {
    const s = runVariant(meeting('mudGulper', {}, ['soldier', 'cage']), 'combat', 'E', calm());
    expect(courseOf(s)).toMatchObject({ stage: 'mode', noFight: true });
    const caught = resolveFight(s, 'capture', calm());
    expect(caught.surface!.caged.map((c) => c.being)).toEqual(['mudGulper']);
    expect(caught.hitsToAssign).toBe(0);
    const killed = runVariant(meeting('mudGulper', {}, ['soldier']), 'combat', 'E', calm());
    expect(killed.message.key).toBe('msg.course.noFight');
    expect(killed.hitsToAssign).toBe(0);
    expect(courseOf(killed)).toBeNull();
  });
});

describe('standard flight and chases (R-FLEE-03..10, R-CHASE-01..03, R-CRE-20)', () => {
  test('R-FLEE-05 R-STRAT-10 A on foot: the slowest human, caught, fights alone and takes wounds only; the creature leaves', () => {
    // on foot: the Navigator (7) is the slowest; a speed of 9 is more than 1 faster
    const out = runVariant(meeting('mudGulper', { speed: 9, combat: 12 }, ['soldier', 'navigator']), 'flight', 'A', calm(6));
    expect(out.hitRule).toMatchObject({ source: 'hunt', humans: ['navigator'] });
    expect(out.hitsToAssign).toBeGreaterThan(0);
    expect(courseOf(out)).toBeNull();
  });

  test('R-FLEE-04 R-FLEE-06 R-CHASE-03 B: not caught (speed 8 against the slowest 7 + 1), the escape is unharmed and costs 3 hours', () => {
    const s = meeting('mudGulper', { speed: 8 }, ['soldier', 'navigator']);
    const out = runVariant(s, 'flight', 'B', calm());
    expect(out.surface!.hours).toBe(s.surface!.hours + 3);
    expect(courseOf(out)).toBeNull();
    expect(out.message.key).toBe('msg.course.escaped');
    // unharmed: no hits to give, no wound
    expect(out.hitsToAssign).toBe(0);
    expect(out.crew.map((h) => h.wounds)).toEqual(s.crew.map((h) => h.wounds));
    // caught at speed 8: a clash with the creature's normal advantage, no capture (R-FLEE-03)
    const caught = runVariant(meeting('mudGulper', { speed: 9 }, ['soldier', 'navigator', 'laser']), 'flight', 'B', calm());
    expect(courseOf(caught)).toMatchObject({ stage: 'weapons', advantage: { side: 'creature', columns: 2 }, canCapture: false });
  });

  test('R-FLEE-07 R-FLEE-09 C1 and D: caught, a clash with a moderate advantage or none; escapes cost 2 and 1 hours', () => {
    const units: UnitId[] = ['soldier', 'navigator', 'laser'];
    expect(courseOf(runVariant(meeting('mudGulper', { speed: 9 }, units), 'flight', 'C1', calm()))!.advantage).toEqual({ side: 'creature', columns: 1 });
    expect(courseOf(runVariant(meeting('mudGulper', { speed: 9 }, units), 'flight', 'D', calm()))!.advantage).toBeNull();
    const s = meeting('mudGulper', { speed: 2 }, units);
    expect(runVariant(s, 'flight', 'C1', calm()).surface!.hours).toBe(s.surface!.hours + 2);
    expect(runVariant(s, 'flight', 'D', calm()).surface!.hours).toBe(s.surface!.hours + 1);
  });

  test('R-CHASE-06 a damaged robot is carried and does not set the pace; a working one does', () => {
    // the Transbot walks at 3: a speed of 5 catches the party; with it damaged the slowest is a human (6)
    const withBot = meeting('mudGulper', { speed: 5 }, ['soldier', 'navigator', 'transbot', 'laser']);
    expect(courseOf(runVariant(withBot, 'flight', 'D', calm()))?.stage).toBe('weapons');
    const f = withBot.party;
    const carried = { ...withBot, party: { ...f, expedition: { ...f.expedition, units: {} }, carried: { ...f.carried, units: { ...f.carried.units, transbot: { count: 1, damaged: 1 } } } } };
    expect(courseOf(runVariant(carried, 'flight', 'D', calm()))).toBeNull();
  });

  test('R-CHASE-04 after an escape what the party put down in the meeting is still on its field and can be taken back up', () => {
    // the Transbot (speed 3) would be caught by a speed of 8; put into PORZUCONE after the meeting
    // began, it no longer sets the pace: the slowest is the Navigator (7), and 8 is not more than 1 faster
    const s0 = meeting('mudGulper', { speed: 8 }, ['soldier', 'navigator', 'transbot', 'laser']);
    const p = s0.party;
    const s = { ...s0, party: { ...p, expedition: { ...p.expedition, units: {} }, abandoned: { ...p.abandoned, units: { transbot: { count: 1, damaged: 0 } } } } };
    expect(courseOf(runVariant(s0, 'flight', 'B', calm()))?.stage).toBe('weapons');
    const out = runVariant(s, 'flight', 'B', calm());
    expect(out.message.key).toBe('msg.course.escaped');
    expect(courseOf(out)).toBeNull();
    // the party stayed on its field: the Transbot is still there, and goes back into EKSPEDYCJA
    expect(out.surface!.at).toEqual(s.surface!.at);
    expect(out.party.abandoned.units.transbot).toEqual({ count: 1, damaged: 0 });
    const back = act(out, { type: 'up', folder: 'abandoned', unit: 'transbot' });
    expect(back.party.abandoned.units.transbot?.count ?? 0).toBe(0);
    expect(back.party.expedition.units.transbot).toEqual({ count: 1, damaged: 0 });
  });

  test('R-FLEE-10 E: no interest; no time passes', () => {
    const s = meeting('mudGulper', {});
    const out = runVariant(s, 'flight', 'E', calm());
    expect(out.surface!.hours).toBe(s.surface!.hours);
    expect(out.message.key).toBe('msg.course.noInterest');
  });

  test('R-SCORE-12 R-CRE-20 choosing flight: 1 VP with chance 1/2 the first time, then 1/4', () => {
    const s = meeting('mudGulper', {});
    // draws: the flight point, then the variant (a roll of 100 of the row's total: the last variant)
    const first = (roll: number) => chooseStrategy(s, 'flight', calm(roll, 100));
    expect(vpBy(first(1), 'flight')).toBe(1);
    expect(vpBy(first(2), 'flight')).toBe(0);
    const again = first(2);
    const second = (roll: number) => chooseStrategy({ ...again, surface: { ...again.surface!, encounter: { ...again.surface!.encounter!, course: openCourse(again, 'mudGulper', false) } } }, 'flight', calm(roll, 100));
    expect(vpBy(second(1), 'flight') - vpBy(again, 'flight')).toBe(1);
    expect(vpBy(second(2), 'flight') - vpBy(again, 'flight')).toBe(0);
  });
});

describe('the clash (R-COMBAT-01..11, R-DEV-36)', () => {
  test('R-COMBAT-01 R-COMBAT-03 R-COMBAT-04 weapons replace their users\' values, the best weapons to the weakest humans', () => {
    // the Soldier grab 4 kill 3, the Navigator grab 3 kill 2; a Laser (grab 4, kill 8) and a Stunner (grab 6, kill 4)
    const s = meeting('mudGulper', {}, ['soldier', 'navigator', 'laser', 'stunner']);
    expect(clashStrength(s, 'kill', []).total).toBe(5);
    expect(clashStrength(s, 'kill', ['laser', 'stunner'])).toEqual({ total: 12, used: ['laser', 'stunner'] });
    // capture: the Stunner's 6 replaces the Navigator's 3; the Laser's 4 would only equal the Soldier's 4, so it is not used
    expect(clashStrength(s, 'capture', ['laser', 'stunner'])).toEqual({ total: 10, used: ['stunner'] });
    // a weapon weaker than its user is not used: the Paralyser's kill 2 replaces nobody's 2 or 3
    expect(clashStrength(s, 'kill', ['paralyser']).total).toBe(5);
  });

  test('R-COMBAT-01 working robots fight beside the humans (a damaged one does not); R-FLEE-05 a hunted human fights alone', () => {
    // the Soldier kill 3, the Transbot kill 2 (grab 4 and 1)
    const s = meeting('mudGulper', {}, ['soldier', 'transbot']);
    expect(clashStrength(s, 'kill', []).total).toBe(5);
    expect(clashStrength(s, 'capture', []).total).toBe(5);
    expect(clashStrength(s, 'kill', [], 'soldier').total).toBe(3);
    const f = s.party;
    const broken = { ...s, party: { ...f, expedition: { ...f.expedition, units: {} }, carried: { ...f.carried, units: { ...f.carried.units, transbot: { count: 1, damaged: 1 } } } } };
    expect(clashStrength(broken, 'kill', []).total).toBe(3);
  });

  test('R-COMBAT-02 R-COMBAT-06 weapons in hands may be chosen, one per human; the choice ends by itself when none is left', () => {
    const s = runVariant(meeting('mudGulper', { aggression: 6 }, ['soldier', 'laser', 'stunner']), 'negotiation', 'B', calm());
    expect(availableWeapons(s, courseOf(s)!)).toEqual({ stunner: 1, laser: 1 });
    const one = act(s, { type: 'pickWeapon', unit: 'laser' });
    // one human: the Laser is his; no more choice, and with no cage it is a kill at once
    expect(courseOf(one)?.stage ?? 'over').not.toBe('weapons');
  });

  test('R-COMBAT-07 with a free cage the menu asks capture or kill; R-COMBAT-10 a failure leaves it free for a new round', () => {
    const s = runVariant(meeting('mudGulper', { aggression: 6, combat: 12 }, ['soldier', 'cage']), 'negotiation', 'B', calm());
    expect(courseOf(s)!.stage).toBe('mode');
    expect(menuItems(s).map((m) => m.action)).toEqual([
      { type: 'clashMode', mode: 'capture' },
      { type: 'clashMode', mode: 'kill' },
      { type: 'openNewGame' },
    ]);
    // grab 4 against 12 with the creature's 2 columns: the first column, a capture never succeeds; 12 or 8 hits
    const failed = resolveFight(s, 'capture', calm(6));
    expect(courseOf(failed)).toMatchObject({ stage: 'choose', advantage: null });
    expect(failed.hitRule).toMatchObject({ source: 'clash', humans: ['soldier'] });
    expect([12, 8]).toContain(failed.hitsToAssign);
  });

  test('R-COMBAT-13 a capture at a difference of 2 or more always succeeds: the creature is caged; R-COMBAT-11 hits to those who fought', () => {
    const s = runVariant(meeting('mudGulper', { aggression: 6, combat: 1 }, ['soldier', 'navigator', 'cage']), 'negotiation', 'A', calm());
    // A at aggression 6 is a frenzy: use C2's attack instead
    const prepared = runVariant(meeting('mudGulper', { intelligence: 9, combat: 1 }, ['soldier', 'navigator', 'cage']), 'negotiation', 'C2', calm());
    expect(courseOf(prepared)!.stage).toBe('mode');
    const out = resolveFight(prepared, 'capture', calm(1));
    expect(out.surface!.caged.map((c) => c.being)).toEqual(['mudGulper']);
    expect(out.hitRule?.humans).toEqual(['soldier', 'navigator']);
    expect(s.hitRule?.source).toBe('rampage');
  });

  test('R-COMBAT-08 the creature\'s combat indicator is subtracted from the grab total (Soldier 4 + Navigator 3 = 7); the difference sets the chance and the hits: the same worst roll captures at 7 − 5 = 2 (sure) and fails at 7 − 6 = 1 (67%)', () => {
    /** The lure seen through (C2, intelligence 9): the creature attacks with no advantage; its combat indicator is already logged no higher, so no VP is drawn before the clash's die. */
    const clash = (combat: number): GameState => {
      const s = runVariant(meeting('mudGulper', { intelligence: 9, combat }, ['soldier', 'navigator', 'cage']), 'negotiation', 'C2', calm());
      expect(courseOf(s)).toMatchObject({ stage: 'mode', advantage: null });
      return { ...s, log: s.log.map((e) => (e.being === 'mudGulper' ? { ...e, known: { ...e.known, combat: 12 } } : e)) };
    };
    const won = resolveFight(clash(5), 'capture', calm(1));
    expect(won.message.notes).toContainEqual({ key: 'note.clash', params: { strength: 7, indicator: 5, difference: 2, hits: 8 } });
    expect(won.surface!.caged.map((c) => c.being)).toEqual(['mudGulper']);
    const lost = resolveFight(clash(6), 'capture', calm(1));
    expect(lost.message.key).toBe('msg.course.captureFailed');
    expect(lost.message.notes).toContainEqual({ key: 'note.clash', params: { strength: 7, indicator: 6, difference: 1, hits: 8 } });
    expect(lost.surface!.caged).toEqual([]);
    // the best roll: at difference 1 a success with 4 hits (of the column's 8 or 4), at 2 with 1 hit (of 8, 4 or 1)
    expect(resolveFight(clash(6), 'capture', calm(6)).message.notes).toContainEqual({ key: 'note.clash', params: { strength: 7, indicator: 6, difference: 1, hits: 4 } });
    expect(resolveFight(clash(5), 'capture', calm(6)).message.notes).toContainEqual({ key: 'note.clash', params: { strength: 7, indicator: 5, difference: 2, hits: 1 } });
    // killing counts the kill total (Soldier 3 + Navigator 2 = 5): against 6 the difference is −1
    expect(resolveFight(clash(6), 'kill', calm(1)).message.notes).toContainEqual({ key: 'note.clash', params: { strength: 5, indicator: 6, difference: -1, hits: 8 } });
  });

  test('R-DEV-36 a Stunner used is destroyed with odds 2/3', () => {
    const base = runVariant(meeting('mudGulper', { intelligence: 9, combat: 1 }, ['soldier', 'stunner']), 'negotiation', 'C2', calm());
    const armed = act(base, { type: 'pickWeapon', unit: 'stunner' });
    expect(courseOf(armed)).toBeNull();
    const s = { ...base, surface: { ...base.surface!, encounter: { ...base.surface!.encounter!, course: { ...courseOf(base)!, weapons: ['stunner' as const] } } } };
    const left = (roll: number) => resolveFight(s, 'kill', calm(1, roll)).party.used.units.stunner?.count ?? 0;
    expect([1, 2, 3].map(left)).toEqual([0, 0, 1]);
  });
});

describe('R-CHASE-02 what was dropped during the meeting still fights', () => {
  /** The Transbot moved from EKSPEDYCJA into PORZUCONE (as 'wyżej' away from the shuttle does). */
  const drop = (s: GameState): GameState => {
    const p = s.party;
    return { ...s, party: { ...p, expedition: { ...p.expedition, units: {} }, abandoned: { ...p.abandoned, units: { transbot: { count: 1, damaged: 0 } } } } };
  };
  test('R-CHASE-02 a robot put into PORZUCONE during the meeting fights the clash and may take its hits there', () => {
    // the Soldier kill 3, the Transbot kill 2; dropped after the meeting began, it still counts: 5
    const s = drop(meeting('mudGulper', {}, ['soldier', 'transbot']));
    expect(s.surface!.encounter!.course!.abandonedAtStart).toBeUndefined();
    expect(clashStrength(s, 'kill', []).total).toBe(5);
    const hits = clashHits(s, 4, []);
    expect(hits.dropped).toEqual({ transbot: 1 });
    const hitting = { ...s, hitsToAssign: 4, hitRule: hits };
    expect(canHitUnit(hitting, 'abandoned', 'transbot')).toBe(true);
    const hit = step(hitting, { type: 'hit', folder: 'abandoned', unit: 'transbot' });
    expect(hit.refused).toBeUndefined();
    expect(hit.state.party.abandoned.units.transbot).toEqual({ count: 1, damaged: 1 });
    // another batch (a frenzy's) does not reach PORZUCONE
    expect(canHitUnit({ ...hitting, hitRule: { source: 'rampage' } }, 'abandoned', 'transbot')).toBe(false);
  });

  test('R-CHASE-02 what lay in PORZUCONE before the meeting began does not fight', () => {
    const before = drop(landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'transbot'], 8));
    const open = openCourse(before, 'mudGulper', false)!;
    expect(open.abandonedAtStart).toEqual({ transbot: 1 });
    const s = { ...before, surface: { ...before.surface!, encounter: { being: 'mudGulper', place: PLACE, surprised: false, companion: null, indicators: {}, course: open } } };
    expect(clashStrength(s, 'kill', []).total).toBe(3);
    expect(clashHits(s, 4, []).dropped).toBeUndefined();
  });

  test('R-CHASE-02 a weapon in hand dropped during the meeting may still be chosen at its PORZUCONE row', () => {
    const s0 = runVariant(meeting('mudGulper', { aggression: 6 }, ['soldier', 'navigator', 'laser', 'stunner']), 'negotiation', 'B', calm());
    expect(courseOf(s0)!.stage).toBe('weapons');
    const p = s0.party;
    const s = { ...s0, party: { ...p, used: { ...p.used, units: { stunner: p.used.units.stunner! } }, abandoned: { ...p.abandoned, units: { laser: { count: 1, damaged: 0 } } } } };
    expect(availableWeapons(s, courseOf(s)!)).toEqual({ stunner: 1, laser: 1 });
    expect(legalActions(s)).toContainEqual({ type: 'pickWeapon', unit: 'laser' });
  });

  test('R-CHASE-02 a weapon that lay in PORZUCONE when the meeting began has no pick at its row, one dropped since has', () => {
    const s0 = runVariant(meeting('mudGulper', { aggression: 6 }, ['soldier', 'navigator', 'laser', 'stunner']), 'negotiation', 'B', calm());
    expect(courseOf(s0)!.stage).toBe('weapons');
    const p = s0.party;
    const course = { ...courseOf(s0)!, abandonedAtStart: { laser: 1 } };
    // a Laser in hand (so the Laser is a weapon on offer) and Lasers in PORZUCONE, one of them there since the start
    const withAbandoned = (laser: number): GameState => ({
      ...s0,
      party: { ...p, abandoned: { ...p.abandoned, units: { laser: { count: laser, damaged: 0 } } } },
      surface: { ...s0.surface!, encounter: { ...s0.surface!.encounter!, course } },
    });
    const third = (s: GameState, folder: string) => tableRows(s).find((r) => r.folder === folder && r.unit === 'laser')?.third;
    expect(third(withAbandoned(1), 'used')).toEqual({ type: 'pickWeapon', unit: 'laser' });
    expect(third(withAbandoned(1), 'abandoned')).toBeNull();
    expect(third(withAbandoned(2), 'abandoned')).toEqual({ type: 'pickWeapon', unit: 'laser' });
  });
});

describe('R-COMBAT-06 the weapon rows of the expedition table', () => {
  const s0 = runVariant(meeting('mudGulper', { aggression: 6 }, ['soldier', 'navigator', 'laser', 'stunner']), 'negotiation', 'B', calm());
  const p = s0.party;
  const laser = { laser: { count: 1, damaged: 0 } };
  /** The meeting with the Lasers moved between folders, the course's weapons in hand at its start set, and the mode. */
  const variant = (folders: Partial<Record<'used' | 'carried', typeof laser | {}>>, usedAtStart: readonly StockId[], bay: typeof laser | {} = {}, mode: GameState['mode'] = 'foot'): GameState => ({
    ...s0,
    mode,
    bay: { ...s0.bay, units: { ...bay } },
    party: { ...p, used: { ...p.used, units: { ...(folders.used ?? {}) } }, carried: { ...p.carried, units: { ...(folders.carried ?? {}) } } },
    surface: { ...s0.surface!, encounter: { ...s0.surface!.encounter!, course: { ...courseOf(s0)!, usedAtStart } } },
  });
  const third = (s: GameState, folder: string) => tableRows(s).find((r) => r.folder === folder && r.unit === 'laser')?.third;
  const pick = { type: 'pickWeapon', unit: 'laser' };

  test('R-COMBAT-06 a Laser in UŻYWANE may be picked even if it came there after the meeting began', () => {
    expect(courseOf(s0)!.stage).toBe('weapons');
    expect(third(variant({ used: laser }, []), 'used')).toEqual(pick);
  });

  test('R-COMBAT-06 a Laser carried is picked only if it was in hand at the start, or by Rover (R-UI-TABLE-26)', () => {
    expect(third(variant({ carried: laser }, ['laser']), 'carried')).toEqual(pick);
    expect(third(variant({ carried: laser }, []), 'carried')).toBeNull();
    expect(third(variant({ carried: laser }, [], {}, 'rover'), 'carried')).toEqual(pick);
    // with a Laser in hand on offer, the one carried since before the meeting still has no pick
    const both = variant({ used: laser, carried: laser }, []);
    expect([third(both, 'used'), third(both, 'carried')]).toEqual([pick, null]);
  });

  test('R-COMBAT-06 a damaged Laser has no pick, even while a working one is on offer', () => {
    const s = variant({ used: laser, carried: { laser: { count: 1, damaged: 1 } } }, ['laser']);
    expect([third(s, 'used'), third(s, 'carried')]).toEqual([pick, null]);
  });

  test('R-COMBAT-06 a Laser in the shuttle has no pick, even while another is in hand', () => {
    const s = variant({ used: laser }, ['laser'], laser);
    expect(third(s, 'used')).toEqual(pick);
    expect(tableRows(s).some((r) => r.folder === 'shuttle' && r.unit === 'laser')).toBe(true);
    expect(third(s, 'shuttle')).toBeNull();
  });
});

describe('surprise, cages and delivery (R-ENC-18, R-DMG-17, R-MOVE-30, R-CRE-17, R-CRE-18)', () => {
  test('R-ENC-18 a surprise attack is a clash with the creature at an advantage; no strategy until it fails', () => {
    const s = meeting('snowFang', {}, ['soldier', 'laser'], { stage: 'surprise', surprise: true });
    const out = surpriseAttack(s, calm());
    expect(courseOf(out)).toMatchObject({ stage: 'weapons', advantage: { side: 'creature', columns: 2 } });
  });

  test('R-ENC-18 (ours) a deadly being\'s surprise kills a human outright with odds 1/3', () => {
    const s = meeting('sandLurker', {}, ['soldier', 'navigator', 'laser'], { stage: 'surprise', surprise: true });
    const dead = (roll: number) => surpriseAttack(s, calm(roll, 0)).crew.filter((h) => !h.alive).length;
    expect([1, 2, 3].map(dead)).toEqual([1, 0, 0]);
  });

  test('R-DEV-45 (ours) a Laser at hand keeps an uncatchable creature from killing outright by surprise; a classic one still may, a damaged Laser does not help', () => {
    const maw = (units: UnitId[]) => meeting('abyssalMaw', {}, units, { stage: 'surprise', surprise: true });
    const dead = (s: GameState) => surpriseAttack(s, calm(1, 0)).crew.filter((h) => !h.alive).length;
    const armed = maw(['soldier', 'navigator', 'laser']);
    expect(armed.party.used.units.laser).toEqual({ count: 1, damaged: 0 });
    expect(dead(armed)).toBe(0);
    expect(dead(maw(['soldier', 'navigator']))).toBe(1);
    const broken = { ...armed, party: { ...armed.party, used: { ...armed.party.used, units: { laser: { count: 1, damaged: 1 } } } } };
    expect(dead(broken)).toBe(1);
    expect(dead(meeting('sandLurker', {}, ['soldier', 'navigator', 'laser'], { stage: 'surprise', surprise: true }))).toBe(1);
  });

  test('R-DEV-69 an occupied cage shows its creature: the cages counted in the shuttle first, then the party\'s', () => {
    const caged = runVariant(meeting('mudGulper', { intelligence: 4 }, ['soldier', 'cage', 'cage']), 'negotiation', 'C2', calm());
    const folder = (['expedition', 'carried', 'used'] as const).find((f) => (caged.party[f].units.cage?.count ?? 0) > 0)!;
    expect(cagedIn(caged)).toEqual({ [folder]: ['mudGulper'] });
    const one = act(caged, { type: 'up', folder, unit: 'cage' });
    expect(cagedIn(one)).toEqual({ shuttle: ['mudGulper'] });
  });

  test('R-DEV-40 the Paralyser is no weapon under a liquid, and does not improve a capture there', () => {
    const s = runVariant(meeting('mudGulper', { aggression: 6 }, ['soldier', 'paralyser', 'laser']), 'negotiation', 'B', calm());
    expect(availableWeapons(s, courseOf(s)!)).toEqual({ paralyser: 1, laser: 1 });
    expect(improverPresent(s, 'capture')).toBe(true);
    const under = { ...s, level: 'underwater' as const };
    expect(availableWeapons(under, courseOf(s)!)).toEqual({ laser: 1 });
    expect(improverPresent(under, 'capture')).toBe(false);
    expect(improverPresent(under, 'kill')).toBe(true);
  });

  test('R-DMG-17 R-DEV-68 a cage destroyed releases its creature; R-MOVE-30 napr/lecz/skaf at a full cage releases it too', () => {
    const caged = runVariant(meeting('mudGulper', { intelligence: 4 }, ['soldier', 'cage']), 'negotiation', 'C2', calm());
    expect(caged.surface!.caged).toHaveLength(1);
    const rows = menuItems(caged);
    expect(rows.length).toBeGreaterThan(0);
    const folder = (['expedition', 'carried', 'used'] as const).find((f) => (caged.party[f].units.cage?.count ?? 0) > 0)!;
    const released = act(caged, { type: 'care', folder, unit: 'cage' });
    expect(released.surface!.caged).toEqual([]);
    expect(released.message.key).toBe('msg.course.released');
    // the cage's loss: a step after it finds the creature free
    const noCage = { ...caged, party: { ...caged.party, [folder]: { ...caged.party[folder], units: { ...caged.party[folder].units, cage: undefined } } } };
    const after = act(noCage, { type: 'nextTip' });
    expect(after.surface!.caged).toEqual([]);
    expect(after.message.notes?.map((n) => n.key)).toContain('note.cageLost');
  });

  test('R-DEV-70 a creature in two cages split between folders: nothing that takes time until they are together again', () => {
    // stockyCharger needs two cages
    const s = runVariant(meeting('stockyCharger', { intelligence: 4 }, ['soldier', 'navigator', 'cage', 'cage']), 'negotiation', 'C2', calm());
    const folder = (['expedition', 'carried', 'used'] as const).find((f) => (s.party[f].units.cage?.count ?? 0) > 0)!;
    expect(menuItems(s).some((m) => m.action?.type === 'circle')).toBe(true);
    const split = act(s, { type: 'up', folder, unit: 'cage' });
    expect(split.bay.units.cage?.count).toBe(1);
    expect(menuItems(split).some((m) => m.action?.type === 'circle' || m.action?.type === 'research')).toBe(false);
    expect(legalActions(split).some((a) => a.type === 'move')).toBe(false);
    expect(split.hint?.key).toBe('hint.splitCage');
    const together = act(split, { type: 'up', folder, unit: 'cage' });
    expect(together.bay.units.cage?.count).toBe(2);
    expect(menuItems(together).some((m) => m.action?.type === 'circle')).toBe(true);
    expect(together.surface!.caged).toHaveLength(1);
  });

  test('R-SCORE-18 R-CRE-18 a Holaparat photographs a creature let go: the first photo 1 VP, the next with chance 1/2', () => {
    const s = runVariant(meeting('mudGulper', { aggression: 5, speed: 2 }, ['soldier', 'holocamera']), 'negotiation', 'A', calm());
    expect(courseOf(s)!.stage).toBe('caught');
    const gone = act(s, { type: 'letGo' });
    expect(gone.vp - s.vp).toBe(1);
    expect(gone.message.notes?.map((n) => n.key)).toEqual(['note.photoVp', 'vp.photo']);
    expect(gone.log.find((e) => e.being === 'mudGulper')!.deeds!.photos).toBe(1);
  });

  test('R-SCORE-15 R-SCORE-16 R-CRE-17 at lift-off a caged creature comes aboard: 1 VP and its delivery VP, halving for the next', () => {
    // stockyCharger: two cages, 'PZ za dostarczenie' 3
    const s = runVariant(meeting('stockyCharger', { intelligence: 4 }, ['soldier', 'cage', 'cage']), 'negotiation', 'C2', calm());
    expect(s.surface!.caged).toHaveLength(1);
    const home = act(s, { type: 'liftOff' });
    expect(home.aboard.map((a) => a.being)).toEqual(['stockyCharger']);
    // 1 + 3 for the delivery
    expect(home.message.notes).toContainEqual({ key: 'vp.delivery', params: { amount: '+4' } });
    // the next specimen of the species: 1 + 3/2 — 2 VP, and a third with the chance ½
    const again = (roll: number) => vpBy(deliver(home, 'stockyCharger', calm(roll)).state, 'delivery');
    expect(again(1)).toBe(3);
    expect(again(500_000)).toBe(3);
    expect(again(500_001)).toBe(2);
    // a third specimen: 1 + 3/4
    const twice = deliver(home, 'stockyCharger', calm(1)).state;
    expect(vpBy(deliver({ ...twice, vpLog: [] }, 'stockyCharger', calm(750_000)).state, 'delivery')).toBe(2);
    expect(vpBy(deliver({ ...twice, vpLog: [] }, 'stockyCharger', calm(750_001)).state, 'delivery')).toBe(1);
  });

  test('a meeting with a course survives serialize → deserialize → serialize byte for byte', () => {
    const s = runVariant(meeting('mudGulper', { aggression: 6 }, ['soldier', 'laser']), 'negotiation', 'B', calm());
    const text = serialize(s);
    const back = deserialize(text);
    expect(back.ok).toBe(true);
    if (back.ok) expect(serialize(back.state)).toBe(text);
  });
});

describe('a whole meeting through step (R-STRAT-01)', () => {
  test('a creature met while circling opens the strategy menu; a strategy chosen goes on through the course', () => {
    const s0 = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'navigator', 'laser', 'cage'], 8);
    const met = step(s0, { type: 'circle' }, { encounters: (_s, ctx) => (ctx.hour === 1 ? { being: 'mudGulper' } : null) }).state;
    expect(courseOf(met)?.stage).toBe('choose');
    let s = act(met, { type: 'strategy', strategy: 'combat' });
    for (let i = 0; i < 40 && (courseOf(s) || s.hitsToAssign > 0); i++) {
      const a = menuItems(s).find((m) => m.action && m.action.type !== 'openNewGame')?.action;
      const hit = s.hitsToAssign > 0 ? legalActions(s).find((x) => x.type === 'hit' || x.type === 'hitSuit') : undefined;
      s = act(s, (hit ?? a ?? { type: 'fight' }) as Action);
    }
    expect(courseOf(s)).toBeNull();
    expect(s.log.find((e) => e.being === 'mudGulper')!.deeds!.tried).toContain('combat');
  });
});
