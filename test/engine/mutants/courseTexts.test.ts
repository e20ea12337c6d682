// Kill tests for rules/course.ts (issue 13; mutation score): what each consequence says (key and
// parameters), the hint of each stage, who is photographed, and the state a clash leaves.
import { type GameState } from '../../../src/engine';
import type { Course, Indicators } from '../../../src/engine/state';
import type { UnitId } from '../../../src/engine/data/units';
import { openCourse } from '../../../src/engine/rules/courseStart';
import { attackCaught, chooseStrategy, courseOf, letGo, pickWeapon, release, resolveFight, runVariant, startFight, surpriseAttack, weaponChoices } from '../../../src/engine/rules/course';
import { ScriptDice } from '../../support/scriptDice';
import { landedOnArea } from '../../support/voyage';

function meeting(being: string, indicators: Indicators, units: readonly UnitId[] = ['soldier', 'navigator'], course: Partial<Course> = {}): GameState {
  const s = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', units, 8);
  return { ...s, log: [...s.log, { being, met: 1, known: {} }], surface: { ...s.surface!, encounter: { being, place: { row: 1, col: 1, layer: 'surface' }, surprised: false, companion: null, indicators, course: { ...openCourse(s, being, false)!, ...course } } } };
}
const calm = (...queue: number[]) => new ScriptDice('none', queue);
const being = (id: string) => ({ being: { being: id } });
const noteKeys = (s: GameState) => (s.message.notes ?? []).map((n) => n.key);
const CAM: UnitId[] = ['soldier', 'navigator', 'holocamera'];

describe('what each consequence says', () => {
  test.each([
    ['negotiation', 'A', 'mudGulper', { aggression: 6 }, 'msg.course.rampage', { count: 8 }],
    ['negotiation', 'A', 'mudGulper', { aggression: 5, speed: 10 }, 'msg.course.gotAway', { speed: 10 }],
    ['negotiation', 'D', 'roamingShag', { intelligence: 5 }, 'msg.course.talks', {}],
    ['combat', 'A', 'stockyCharger', { aggression: 5 }, 'msg.course.fled', {}],
    ['flight', 'E', 'mudGulper', {}, 'msg.course.noInterest', {}],
    ['flight', 'B', 'mudGulper', { speed: 2 }, 'msg.course.escaped', { hours: 3 }],
  ] as const)('%s %s (%s): %s — told, and a Holaparat photographs the creature left free', (strategy, variant, id, ind, key, params) => {
    const out = runVariant(meeting(id, ind, CAM), strategy, variant, calm());
    expect(out.message.key).toBe(key);
    expect(out.message.params).toEqual({ ...being(id), ...params });
    expect(noteKeys(out)).toContain('note.photoVp');
    expect(courseOf(out)).toBeNull();
  });

  test.each([
    ['negotiation', 'B', 'mudGulper', { aggression: 6 }, 'msg.course.irritated'],
    ['negotiation', 'C2', 'mudGulper', { intelligence: 5 }, 'msg.course.lureAttack'],
    ['negotiation', 'E', 'roamingShag', { intelligence: 4 }, 'msg.course.talkAttack'],
    ['combat', 'A', 'stockyCharger', { aggression: 6 }, 'msg.course.attacks'],
    ['combat', 'B', 'cragTalon', { aggression: 6 }, 'msg.course.attacks'],
    ['combat', 'B', 'cragTalon', { aggression: 5, speed: 2 }, 'msg.course.caughtClash'],
    ['combat', 'C1', 'cragTalon', { aggression: 6 }, 'msg.course.attacks'],
    ['combat', 'C1', 'cragTalon', { aggression: 5, speed: 2 }, 'msg.course.caughtClash'],
    ['combat', 'C2', 'cragTalon', {}, 'msg.course.attacks'],
    ['combat', 'D', 'cragTalon', { aggression: 6 }, 'msg.course.attacks'],
    ['combat', 'D', 'cragTalon', { aggression: 5, speed: 2 }, 'msg.course.caughtClash'],
    ['flight', 'B', 'mudGulper', { speed: 12 }, 'msg.course.overtaken'],
  ] as const)('%s %s (%s): %s, then the weapons — the hint and the note say how', (strategy, variant, id, ind, key) => {
    const out = runVariant(meeting(id, ind, ['soldier', 'navigator', 'laser']), strategy, variant, calm());
    expect(out.message).toEqual({ key, params: being(id), notes: [{ key: 'note.pickWeapons' }] });
    expect(out.hint).toEqual({ key: 'hint.weapons' });
    expect(courseOf(out)!.stage).toBe('weapons');
  });

  test('R-FIGHT-05 B: the advantage of the higher of intelligence and speed (cragTalon 0 and +2: 2 columns)', () => {
    expect(courseOf(runVariant(meeting('cragTalon', { aggression: 6 }, ['soldier', 'laser']), 'combat', 'B', calm()))!.advantage).toEqual({ side: 'creature', columns: 2 });
  });

  test('R-NEG-05 C2 with an aggression modifier of 0 (driftBladder) flees rather than attacks', () => {
    const out = runVariant(meeting('driftBladder', { intelligence: 5, speed: 2 }, ['soldier', 'laser']), 'negotiation', 'C2', calm());
    expect(courseOf(out)!.stage).toBe('caught');
    expect(out.message).toEqual({ key: 'msg.course.caught', params: being('driftBladder') });
    expect(out.hint).toBeNull();
  });

  test('R-NEG-04 C1: told with its hour; the hint explains the strategies again', () => {
    const out = runVariant(meeting('mudGulper', {}), 'negotiation', 'C1', calm());
    expect(out.message).toEqual({ key: 'msg.course.talksFailed', params: { ...being('mudGulper'), hours: 1 } });
    expect(out.hint).toEqual({ key: 'hint.course', params: being('mudGulper') });
  });

  test('R-NEG-05 C2 into a cage: told; the captured creature is not photographed', () => {
    const out = runVariant(meeting('mudGulper', { intelligence: 4 }, [...CAM, 'cage']), 'negotiation', 'C2', calm());
    expect(out.message).toEqual({ key: 'msg.course.luredCage', params: being('mudGulper') });
  });

  test('R-FLEE-05 a hunt: told with the human and his wounds (8 at a difference of −10, no column moves them); no photo', () => {
    const out = runVariant(meeting('mudGulper', { speed: 9, combat: 12 }, CAM), 'flight', 'A', calm(6));
    expect(out.message).toEqual({ key: 'msg.course.hunted', params: { ...being('mudGulper'), unit: { unit: 'navigator' }, count: 8 } });
    // speed 8 is not more than 1 above the Navigator's 7: an escape of 4 hours
    const away = runVariant(meeting('mudGulper', { speed: 8 }, ['soldier', 'navigator']), 'flight', 'A', calm());
    expect(away.message).toEqual({ key: 'msg.course.escaped', params: { ...being('mudGulper'), hours: 4 } });
  });

  test('R-FIGHT-10 E: without a fight — the menu\'s note, then the capture or the kill told', () => {
    const s = runVariant(meeting('mudGulper', {}, ['soldier', 'cage']), 'combat', 'E', calm());
    expect(s.message).toEqual({ key: 'msg.course.noFight', params: being('mudGulper'), notes: [{ key: 'note.noFightChoose' }] });
    expect(resolveFight(s, 'capture', calm()).message.key).toBe('msg.course.capturedFree');
    expect(resolveFight(s, 'kill', calm()).message.key).toBe('msg.course.killedFree');
  });

  test('R-STRAT-03 C3 in the clash and the flight: the special text', () => {
    for (const st of ['combat', 'flight'] as const) expect(runVariant(meeting('boulderback', {}), st, 'C3', calm()).message.key).toBe('msg.course.special');
  });
});

describe('the strategy chosen, the weapons, the clash', () => {
  test('the text leads with the strategy, its preference and the variant; the course remembers the strategy; only flight draws its point', () => {
    const s = meeting('mudGulper', {});
    // negotiation's row at −3 (intelligence −2 − |aggression +1|): roll 1 is its first variant, A
    const out = chooseStrategy(s, 'negotiation', calm(1));
    expect(out.message.key).toBe('msg.course.variant');
    expect(out.message.params).toEqual({ variant: 'A', preference: -3, strategy: { text: 'strategy.negotiation' } });
    expect(['msg.course.rampage', 'msg.course.gotAway', 'msg.course.caught']).toContain(out.message.notes![0]!.key);
    expect(courseOf(out)?.tried ?? ['negotiation']).toEqual(['negotiation']);
    expect(out.log.find((e) => e.being === 'mudGulper')!.deeds!.flights).toBe(0);
    const fl = chooseStrategy(s, 'flight', calm(2, 100));
    expect(fl.log.find((e) => e.being === 'mudGulper')!.deeds!.flights).toBe(1);
  });

  test('weapons picked one by one are told; the last pick goes on to the menu\'s capture or kill; walcz and starcie too', () => {
    const s = runVariant(meeting('mudGulper', { aggression: 6 }, ['soldier', 'navigator', 'laser', 'stunner', 'cage']), 'negotiation', 'B', calm());
    expect(weaponChoices(s)).toEqual(['stunner', 'laser']);
    const one = pickWeapon(s, 'laser', calm());
    expect(one.message).toEqual({ key: 'msg.course.weaponPicked', params: { ...being('mudGulper'), unit: { unit: 'laser' } } });
    const two = pickWeapon(one, 'stunner', calm());
    // the last pick names its weapon too (it read 'Wybrano broń: {unit}.' before)
    expect(two.message).toEqual({ key: 'msg.course.weaponPicked', params: { ...being('mudGulper'), unit: { unit: 'stunner' } }, notes: [{ key: 'note.chooseMode' }] });
    expect(weaponChoices(two)).toEqual([]);
    expect(startFight(s, calm()).message.key).toBe('msg.course.fight');
    const caught = meeting('mudGulper', {}, ['soldier', 'navigator', 'laser'], { stage: 'caught' });
    const clash = attackCaught(caught, calm());
    expect(clash.message.key).toBe('msg.course.fight');
    expect(courseOf(clash)).toMatchObject({ advantage: null, canCapture: true, noFight: false });
  });

  test('no cage: the clash is a kill at once, told under the attack', () => {
    const out = runVariant(meeting('mudGulper', { aggression: 6, combat: 1 }, ['soldier', 'navigator']), 'negotiation', 'B', calm(6));
    expect(out.message.key).toBe('msg.course.irritated');
    expect(out.message.params).toEqual(being('mudGulper'));
    expect(out.message.notes!.map((n) => n.key).slice(0, 2)).toEqual(['msg.course.killed', 'note.clash']);
  });

  test('a failed clash: told with its numbers; the course starts afresh (no weapons, no advantage, capture allowed, no surprise)', () => {
    const s = meeting('mudGulper', { combat: 12 }, ['soldier', 'laser', 'cage'], { stage: 'mode', weapons: ['laser'], advantage: { side: 'creature', columns: 3 }, surprise: true, canCapture: false });
    const kill = resolveFight(s, 'kill', calm(1));
    expect(kill.message.key).toBe('msg.course.killFailed');
    // the Soldier with the Laser: 8 against 12
    expect(kill.message.notes![0]).toEqual({ key: 'note.clash', params: { strength: 8, indicator: 12, difference: -4, hits: 8 } });
    expect(courseOf(kill)).toEqual({ ...courseOf(s)!, stage: 'choose', weapons: [], advantage: null, noFight: false, surprise: false, canCapture: true });
    expect(resolveFight(s, 'capture', calm(1)).message.key).toBe('msg.course.captureFailed');
  });

  test('a success: the numbers first, then the capture', () => {
    const s = meeting('mudGulper', { combat: 1 }, ['soldier', 'navigator', 'cage'], { stage: 'mode' });
    const out = resolveFight(s, 'capture', calm(6));
    expect(out.message.key).toBe('msg.course.captured');
    expect(noteKeys(out)[0]).toBe('note.clash');
    expect(resolveFight(s, 'kill', calm(6)).message.key).toBe('msg.course.killed');
  });

  test('R-DEV-36 a Stunner used from NIESIONE is used up there', () => {
    const s = meeting('mudGulper', { combat: 1 }, ['soldier', 'stunner'], { stage: 'mode', weapons: ['stunner'], usedAtStart: ['stunner'] });
    const moved = { ...s, party: { ...s.party, used: { ...s.party.used, units: {} }, carried: { ...s.party.carried, units: { ...s.party.carried.units, stunner: { count: 1, damaged: 0 } } } } };
    const out = resolveFight(moved, 'kill', calm(6, 1));
    expect(out.party.carried.units.stunner?.count ?? 0).toBe(0);
    expect(noteKeys(out)).toContain('note.stunnerLost');
  });

  test('R-DEV-36 two Stunners used up in one clash are told once, with their number', () => {
    const s = meeting('mudGulper', { combat: 1 }, ['soldier', 'navigator', 'stunner', 'stunner'], { stage: 'mode', weapons: ['stunner', 'stunner'], usedAtStart: ['stunner'] });
    expect(s.party.used.units.stunner?.count).toBe(2);
    const out = resolveFight(s, 'kill', calm(6, 1, 1));
    // both were lost (the branch taken twice), and one sentence says so
    expect(out.party.used.units.stunner?.count ?? 0).toBe(0);
    expect((out.message.notes ?? []).filter((n) => n.key === 'note.stunnerLost')).toEqual([{ key: 'note.stunnerLost', params: { count: 2 } }]);
  });

  test('R-DEV-36 a Stunner survives the clash when its draw fails (2 in 3 lose it): none lost, no word of it', () => {
    const s = meeting('mudGulper', { combat: 1 }, ['soldier', 'navigator', 'stunner', 'stunner'], { stage: 'mode', weapons: ['stunner', 'stunner'], usedAtStart: ['stunner'] });
    const out = resolveFight(s, 'kill', calm(6, 3, 3));
    expect(out.party.used.units.stunner?.count).toBe(2);
    expect((out.message.notes ?? []).map((n) => n.key)).not.toContain('note.stunnerLost');
  });

  test('R-DEV-36 R-CHASE-02 a Stunner that fought from PORZUCONE, dropped there during the meeting, is used up there', () => {
    const s = meeting('mudGulper', { combat: 1 }, ['soldier', 'stunner'], { stage: 'mode', weapons: ['stunner'], usedAtStart: ['stunner'], abandonedAtStart: {} });
    const dropped = { ...s, party: { ...s.party, used: { ...s.party.used, units: {} }, abandoned: { ...s.party.abandoned, units: { stunner: { count: 1, damaged: 0 } } } } };
    const out = resolveFight(dropped, 'kill', calm(6, 1));
    expect(out.party.abandoned.units.stunner?.count ?? 0).toBe(0);
    expect(noteKeys(out)).toContain('note.stunnerLost');
    // one that lay there before the meeting did not fight: nothing is lost
    const before = resolveFight({ ...dropped, surface: { ...dropped.surface!, encounter: { ...dropped.surface!.encounter!, course: { ...courseOf(dropped)!, abandonedAtStart: { stunner: 1 } } } } }, 'kill', calm(6, 1));
    expect(before.party.abandoned.units.stunner).toEqual({ count: 1, damaged: 0 });
    expect(noteKeys(before)).not.toContain('note.stunnerLost');
  });
});

describe('surprise, letting go, releasing', () => {
  test('R-ENC-18 a deadly surprise: the victim drawn among the fighters, taken out of his folder, told first', () => {
    const s = meeting('sandLurker', {}, ['soldier', 'navigator', 'laser'], { stage: 'surprise', surprise: true });
    const nav = s.party.expedition.crew.find((p) => p.id === 'navigator')!;
    const carried = { ...s, party: { ...s.party, expedition: { ...s.party.expedition, crew: s.party.expedition.crew.filter((p) => p.id !== 'navigator') }, carried: { ...s.party.carried, crew: [nav] } } };
    const d = calm(1, 1);
    const out = surpriseAttack(carried, d);
    expect(d.calls).toContainEqual([0, 1]);
    expect(out.crew.find((h) => h.id === 'navigator')!.alive).toBe(false);
    expect(out.party.carried.crew).toEqual([]);
    expect(out.message.key).toBe('msg.course.surprise');
    expect(out.message.notes).toEqual([{ key: 'note.surpriseKill', params: { unit: { unit: 'navigator' } } }, { key: 'note.pickWeapons' }]);
    expect(courseOf(out)).toMatchObject({ canCapture: true, advantage: { side: 'creature', columns: 2 } });
  });

  test('let go without a Holaparat: only the text; after choosing flight no photo even with one', () => {
    const s = meeting('mudGulper', {}, ['soldier', 'navigator'], { stage: 'caught' });
    expect(letGo(s, calm()).message).toEqual({ key: 'msg.course.letGo', params: being('mudGulper') });
    const fled = meeting('mudGulper', {}, CAM, { stage: 'caught', tried: ['flight'] });
    expect(letGo(fled, calm()).message).toEqual({ key: 'msg.course.letGo', params: being('mudGulper') });
    // a second photo that brings nothing is still told
    const once = letGo(meeting('mudGulper', {}, CAM, { stage: 'caught' }), calm());
    const twice = letGo({ ...once, surface: { ...once.surface!, encounter: { ...once.surface!.encounter!, course: { ...openCourse(once, 'mudGulper', false)!, stage: 'caught' } } } }, calm(2));
    expect(noteKeys(twice)).toEqual(['note.photo']);
  });

  test('R-MOVE-30 released from its cage: told, with the photo when a Holaparat is there', () => {
    const base = meeting('mudGulper', {}, ['soldier', 'cage']);
    const s = { ...base, surface: { ...base.surface!, encounter: null, caged: [{ being: 'mudGulper', indicators: {} }] } };
    expect(release(s, calm()).message).toEqual({ key: 'msg.course.released', params: being('mudGulper') });
    const cam = meeting('mudGulper', {}, ['soldier', 'cage', 'holocamera']);
    const c = { ...cam, surface: { ...cam.surface!, encounter: null, caged: [{ being: 'mudGulper', indicators: {} }] } };
    expect(release(c, calm()).message).toEqual({ key: 'msg.course.released', params: being('mudGulper'), notes: [{ key: 'note.photoVp', params: being('mudGulper') }] });
  });

  test('an indicator determined in a meeting stays with the specimen', () => {
    const out = runVariant(meeting('mudGulper', {}, ['soldier', 'laser']), 'combat', 'A', calm());
    expect(out.surface!.encounter!.indicators.aggression).toBeGreaterThanOrEqual(1);
  });
});
