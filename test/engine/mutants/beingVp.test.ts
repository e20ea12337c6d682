// Kill tests for the VP of beings, the clash's fighters and hits, and the own courses (issue 13;
// mutation score).
import { type GameState } from '../../../src/engine';
import type { UnitId } from '../../../src/engine/data/units';
import { deliver, markSeen, photograph, specialSeen, strategyChosen, talksPoints, timesSeen, wholeVp } from '../../../src/engine/rules/beingVp';
import { availableWeapons, clashHits, clashStrength, fightingRobots, improverPresent } from '../../../src/engine/rules/clash';
import { openCourse } from '../../../src/engine/rules/courseStart';
import { chooseOwn, eligibleOutcomes, ownOffers } from '../../../src/engine/rules/ownCourse';
import { OWN_COURSES } from '../../../src/engine/data/content/ownCourses';
import { ScriptDice } from '../../support/scriptDice';
import { act, landedOnArea } from '../../support/voyage';

const landed = (units: readonly UnitId[]): GameState => landedOnArea('suwatte', 0, 'suwatte.jungleDelta', units, 8);
const calm = (...queue: number[]) => new ScriptDice('none', queue);
const vp = (s: GameState, reason: string) => (s.vpLog ?? []).filter((c) => c.reason === reason).reduce((n, c) => n + c.amount, 0);
function meeting(being: string, units: readonly UnitId[]): GameState {
  const s = landed(units);
  return { ...s, log: [...s.log, { being, met: 1, known: {} }], surface: { ...s.surface!, encounter: { being, place: { row: 1, col: 1, layer: 'surface' }, surprised: false, companion: null, indicators: {}, course: openCourse(s, being, false) } } };
}

describe('beingVp', () => {
  test('deeds are the species\' own: a photo of one leaves another\'s untouched', () => {
    const s = { ...landed(['soldier']), log: [{ being: 'mudGulper', met: 1, known: {} }, { being: 'grassNibbler', met: 1, known: {} }] };
    const out = photograph(s, 'mudGulper', calm()).state;
    expect(out.log.find((e) => e.being === 'grassNibbler')!.deeds).toBeUndefined();
    expect(out.log.find((e) => e.being === 'mudGulper')!.deeds!.photos).toBe(1);
  });

  test('a whole number needs no draw; the first photo none; the second draws 1 in 2, the third 1 in 4', () => {
    const d = calm();
    expect(wholeVp(3, d)).toBe(3);
    const s = landed(['soldier']);
    const one = photograph(s, 'mudGulper', d).state;
    expect(d.calls).toEqual([]);
    const two = photograph(one, 'mudGulper', d).state;
    photograph(two, 'mudGulper', d);
    expect(d.calls).toEqual([[1, 2], [1, 4]]);
  });

  test('R-CRE-19 talks are counted for the halving', () => {
    const s = talksPoints(landed(['soldier']), 'roamingShag', 'D', calm());
    expect(s.log.find((e) => e.being === 'roamingShag')!.deeds!.talks).toBe(1);
  });

  test('R-STRAT-12 of two choices the second needs no draw of odds', () => {
    const d = calm();
    const one = strategyChosen(landed(['soldier']), 'grassNibbler', 'study', 2, d);
    const two = strategyChosen(one, 'grassNibbler', 'leave', 2, d);
    // grassNibbler: discovery 1 → × √2 = 1.41: 1 VP and one draw of the fraction (1..1 000 000), nothing else
    expect(d.calls.map(([, to]) => to)).toEqual([1_000_000]);
    expect(vp(two, 'diversity')).toBeGreaterThanOrEqual(1);
  });

  test('an unknown species counts as common: delivery 1 VP, a diversity bonus ×1', () => {
    const s = landed(['soldier']);
    expect(vp(deliver(s, 'nobody', calm()).state, 'delivery')).toBe(1);
    const one = strategyChosen(s, 'nobody', 'combat', 3, calm());
    expect(vp(strategyChosen(one, 'nobody', 'negotiation', 3, calm(1)), 'diversity')).toBe(1);
    expect(vp(specialSeen(s, 'nobody'), 'discovery')).toBe(1);
  });

  test('R-STRAT-03 a special variant\'s poznanie is the species\' discovery VP (fumeSipper: 3)', () => {
    expect(vp(specialSeen(landed(['soldier']), 'fumeSipper'), 'discovery')).toBe(3);
  });

  test('outcomes seen are counted by kind', () => {
    let s = landed(['soldier']);
    expect(timesSeen(s, 'towerFolk', 'talk.descent')).toBe(0);
    s = markSeen(markSeen(markSeen(s, 'towerFolk', 'talk.descent'), 'towerFolk', 'observe.shutters'), 'towerFolk', 'talk.descent');
    expect(timesSeen(s, 'towerFolk', 'talk.descent')).toBe(2);
    expect(timesSeen(s, 'towerFolk', 'observe.shutters')).toBe(1);
    expect(s.log.find((e) => e.being === 'towerFolk')!.deeds!.seen).toEqual(['talk.descent', 'observe.shutters', 'talk.descent']);
  });
});

describe('clash', () => {
  test('R-COMBAT-01 the working robots by type; two Transbots kill 2 each', () => {
    const s = landed(['soldier', 'navigator', 'transbot', 'transbot']);
    expect(fightingRobots(s)).toEqual({ transbot: 2 });
    expect(fightingRobots(landed(['soldier']))).toEqual({});
    // the Soldier 3 + the Navigator 2 + 2 × 2
    expect(clashStrength(s, 'kill', []).total).toBe(9);
    // R-FLEE-05: the Navigator hunted fights alone with his 2
    expect(clashStrength(s, 'kill', [], 'navigator').total).toBe(2);
  });

  test('R-COMBAT-06 weapons: in hand, or in hand when the meeting began, or any by Rover; each pick takes one of its own type', () => {
    const s = meeting('mudGulper', ['soldier', 'navigator', 'laser', 'stunner']);
    const course = s.surface!.encounter!.course!;
    expect(availableWeapons(s, course)).toEqual({ stunner: 1, laser: 1 });
    expect(availableWeapons(s, { ...course, weapons: ['laser'] })).toEqual({ stunner: 1 });
    const away = act(s, { type: 'up', folder: 'used', unit: 'laser' });
    expect(availableWeapons(away, { ...course, usedAtStart: ['stunner'] })).toEqual({ stunner: 1 });
    expect(availableWeapons(away, course)).toEqual({ stunner: 1, laser: 1 });
    const e = away.party.expedition;
    const riding = { ...away, mode: 'rover' as const, party: { ...away.party, expedition: { ...e, units: { ...e.units, rover: { count: 1, damaged: 0 } } } } };
    expect(availableWeapons(riding, { ...course, usedAtStart: [] })).toEqual({ stunner: 1, laser: 1 });
  });

  test('R-COMBAT-12 without a Paralyser nothing improves a capture', () => {
    expect(improverPresent(landed(['soldier']), 'capture')).toBe(false);
    expect(improverPresent(landed(['soldier', 'paralyser']), 'capture')).toBe(true);
  });

  test('R-COMBAT-11 a clash\'s hits: the fighters, the robots, the weapons used; units damaged now are spared', () => {
    const s = landed(['soldier', 'navigator', 'transbot', 'laser']);
    expect(clashHits(s, 3, ['laser'])).toEqual({ source: 'clash', count: 3, units: ['transbot', 'laser'], humans: ['soldier', 'navigator'] });
    const c = s.party.carried;
    const two = { ...s, party: { ...s.party, carried: { ...c, units: { ...c.units, transbot: { count: 1, damaged: 1 } } } } };
    expect(clashHits(two, 2, [])).toEqual({ source: 'clash', count: 2, units: ['transbot'], humans: ['soldier', 'navigator'], spared: { transbot: 1 } });
  });
});

describe('own courses', () => {
  test('nothing is offered or eligible outside an own course, or for what does not exist', () => {
    expect(eligibleOutcomes(landed(['soldier']), 'towerFolk', 'dance')).toEqual([]);
    expect(eligibleOutcomes(landed(['soldier']), 'nobody', 'talk')).toEqual([]);
    expect(ownOffers(landed(['soldier']))).toEqual([]);
    expect(ownOffers(meeting('mudGulper', ['soldier']))).toEqual([]);
    expect(ownOffers(meeting('towerFolk', ['soldier']))).toEqual(['talk', 'observe', 'leave']);
  });

  test('the draw is out of the eligible outcomes\' total weight', () => {
    const s = meeting('towerFolk', ['soldier']);
    const d = calm(1);
    chooseOwn(s, 'observe', d);
    const total = eligibleOutcomes(s, 'towerFolk', 'observe').reduce((n, o) => n + o.weight, 0);
    expect(d.calls[0]).toEqual([1, total]);
  });

  test('R-CRE-18 a Holaparat photographs a plant or an alien left where it was — not an artifact, nor a thing taken along', () => {
    const plant = chooseOwn(meeting('singingChalice', ['soldier', 'holocamera']), 'leave', calm());
    expect(plant.message.notes?.map((n) => n.key)).toEqual(['note.photoVp']);
    expect(vp(plant, 'photo')).toBe(1);
    const art = chooseOwn(meeting('starTablet', ['soldier', 'holocamera']), 'leave', calm());
    expect(art.message.notes ?? []).toEqual([]);
    const take = OWN_COURSES.find((c) => c.being === 'singingChalice')!.options.find((o) => o.id === 'pick')!;
    const picked = take.outcomes.find((o) => o.effects.some((e) => e.kind === 'sample'))!;
    const s = meeting('singingChalice', ['soldier', 'holocamera']);
    const pool = eligibleOutcomes(s, 'singingChalice', 'pick');
    const roll = pool.slice(0, pool.indexOf(picked)).reduce((n, o) => n + o.weight, 0) + 1;
    const out = chooseOwn(s, 'pick', calm(roll));
    expect(out.surface!.caged.map((c) => c.being)).toEqual(['singingChalice']);
    expect(vp(out, 'photo')).toBe(0);
    const noCamera = chooseOwn(meeting('singingChalice', ['soldier']), 'leave', calm());
    expect(noCamera.message).toEqual({ key: 'course.singingChalice.leave.gone' });
  });
});
