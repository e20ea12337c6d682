// Kill tests for the meeting rules (issue 13; mutation score): the diversity bonus and its rarity
// factor (R-STRAT-11..13), whole VP with the same mean, the menu's stages, weapons one per human,
// the Rover in a hunt, and what each stage's buttons do.
import { menuItems, type GameState } from '../../../src/engine';
import type { Course, Indicators } from '../../../src/engine/state';
import type { UnitId } from '../../../src/engine/data/units';
import { openCourse } from '../../../src/engine/rules/courseStart';
import { attackCaught, courseOf, letGo, pickWeapon, runVariant, startFight, strategyOffers } from '../../../src/engine/rules/course';
import { rarityFactor, strategyChosen, wholeVp, photograph, flightPoint } from '../../../src/engine/rules/beingVp';
import { ScriptDice } from '../../support/scriptDice';
import { landedOnArea } from '../../support/voyage';

function meeting(being: string, indicators: Indicators, units: readonly UnitId[] = ['soldier', 'navigator'], course: Partial<Course> = {}): GameState {
  const s = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', units, 8);
  return { ...s, log: [...s.log, { being, met: 1, known: {} }], surface: { ...s.surface!, encounter: { being, place: { row: 1, col: 1, layer: 'surface' }, surprised: false, companion: null, indicators, course: { ...openCourse(s, being, false)!, ...course } } } };
}
const calm = (...queue: number[]) => new ScriptDice('none', queue);
const vp = (s: GameState, reason: string) => (s.vpLog ?? []).filter((c) => c.reason === reason).reduce((n, c) => n + c.amount, 0);

describe('R-SCORE-21 R-STRAT-11..13 the diversity bonus', () => {
  test('R-STRAT-13 the rarity factor √(p + 1): 1, +40%, ×2, ×3.16, ×4 at discovery VP 0, 1, 3, 9, 15', () => {
    expect([0, 1, 3, 9, 15].map((p) => Number(rarityFactor(p).toFixed(2)))).toEqual([1, 1.41, 2, 3.16, 4]);
  });

  test('R-STRAT-12 of three strategies: the first nothing, the second 1 VP with odds ½, the third 1 VP (a common creature)', () => {
    // mudGulper: discovery VP 1 → the factor √2; grassNibbler too; use herdWanderer? all common ones give 1: pick a 0-VP one
    const s = meeting('mudGulper', {});
    const first = strategyChosen(s, 'mudGulper', 'negotiation', 3, calm());
    expect(vp(first, 'diversity')).toBe(0);
    // the second: odds ½ (roll 1 of 2 wins), then ×√2 = 1.41: 1 VP and a second with chance 0.41
    expect(vp(strategyChosen(first, 'mudGulper', 'combat', 3, calm(1, 1)), 'diversity')).toBe(2);
    expect(vp(strategyChosen(first, 'mudGulper', 'combat', 3, calm(1, 999_999)), 'diversity')).toBe(1);
    expect(vp(strategyChosen(first, 'mudGulper', 'combat', 3, calm(2)), 'diversity')).toBe(0);
    // the same strategy again: nothing more
    const two = strategyChosen(first, 'mudGulper', 'combat', 3, calm(2));
    expect(vp(strategyChosen(two, 'mudGulper', 'combat', 3, calm(1, 1)), 'diversity')).toBe(0);
    // the third: 1 VP × √2
    expect(vp(strategyChosen({ ...two, vpLog: [] }, 'mudGulper', 'flight', 3, calm(999_999)), 'diversity')).toBe(1);
  });

  test('R-STRAT-12 of two choices the second gives 1 VP (× 4 for a being worth 15 discovery VP)', () => {
    const s = meeting('mudGulper', {});
    const one = strategyChosen(s, 'cliffClinger', 'study', 2, calm());
    expect(vp(strategyChosen(one, 'cliffClinger', 'leave', 2, calm()), 'diversity')).toBe(4);
  });

  test('whole VP keep the mean: 2.5 is 2, and 3 with chance ½ (exactly at the boundary)', () => {
    expect(wholeVp(2.5, calm(500_000))).toBe(3);
    expect(wholeVp(2.5, calm(500_001))).toBe(2);
    expect(wholeVp(2, calm(1))).toBe(2);
  });

  test('R-CRE-18 photos: 1 VP the first time, then with chance 1/2, 1/4', () => {
    const s = meeting('mudGulper', {});
    const one = photograph(s, 'mudGulper', calm());
    expect(one.vp).toBe(1);
    expect(photograph(one.state, 'mudGulper', calm(1)).vp).toBe(1);
    expect(photograph(one.state, 'mudGulper', calm(2)).vp).toBe(0);
    const two = photograph(one.state, 'mudGulper', calm(2)).state;
    expect(photograph(two, 'mudGulper', calm(1)).vp).toBe(1);
    expect(photograph(two, 'mudGulper', calm(2)).vp).toBe(0);
    expect(photograph(two, 'mudGulper', calm(4)).vp).toBe(0);
  });

  test('R-CRE-20 the flight point: draws of 1 in 2, then 1 in 4', () => {
    const s = meeting('mudGulper', {});
    const once = flightPoint(s, 'mudGulper', calm(2));
    expect(vp(once, 'flight')).toBe(0);
    const d = calm(1);
    expect(vp(flightPoint(once, 'mudGulper', d), 'flight')).toBe(1);
    expect(d.calls).toEqual([[1, 4]]);
  });
});

describe('the stages of a course', () => {
  test('the strategies are offered only while one is to be chosen', () => {
    expect(strategyOffers(meeting('mudGulper', {}))).toHaveLength(3);
    expect(strategyOffers(meeting('mudGulper', {}, undefined, { stage: 'caught' }))).toEqual([]);
    expect(strategyOffers({ ...meeting('mudGulper', {}), surface: { ...meeting('mudGulper', {}).surface!, encounter: null } })).toEqual([]);
  });

  test('caught: starcie is a clash without advantage, capture allowed; puść wolno ends the meeting', () => {
    const s = meeting('mudGulper', {}, ['soldier', 'navigator', 'laser'], { stage: 'caught' });
    expect(courseOf(attackCaught(s, calm()))).toMatchObject({ stage: 'weapons', advantage: null, canCapture: true, noFight: false });
    const gone = letGo(s, calm());
    expect(courseOf(gone)).toBeNull();
    expect(gone.message.key).toBe('msg.course.letGo');
  });

  test('R-COMBAT-03 one weapon per human: two humans, two weapons — the first pick leaves the choice open, the second closes it', () => {
    const s = runVariant(meeting('mudGulper', { aggression: 6 }, ['soldier', 'navigator', 'laser', 'stunner', 'cage']), 'negotiation', 'B', calm());
    const one = pickWeapon(s, 'laser', calm());
    expect(courseOf(one)).toMatchObject({ stage: 'weapons', weapons: ['laser'] });
    expect(one.message.key).toBe('msg.course.weaponPicked');
    const two = pickWeapon(one, 'stunner', calm());
    expect(courseOf(two)).toMatchObject({ stage: 'mode', weapons: ['laser', 'stunner'] });
    // 'walcz' at once: no weapons, and then the menu's capture or kill
    const none = startFight(s, calm());
    expect(courseOf(none)).toMatchObject({ stage: 'mode', weapons: [] });
    expect(menuItems(none).map((m) => m.label)).toEqual(['menu.capture', 'menu.kill', 'menu.newGame']);
  });

  test('R-CRE-01 an uncatchable creature lured (C2) is never caged: a trap', () => {
    const out = runVariant(meeting('chasmWeaver', { intelligence: 2 }, ['soldier', 'cage']), 'negotiation', 'C2', calm());
    expect(out.surface!.caged).toEqual([]);
    expect(out.message.key).toBe('msg.course.luredTrap');
  });

  test('R-FIGHT-09 D, caught when fleeing with intelligence 0: the expedition still gets a weak advantage', () => {
    const out = runVariant(meeting('tickPecker', { aggression: 2, speed: 1 }, ['soldier', 'laser']), 'combat', 'D', calm());
    expect(courseOf(out)!.advantage).toEqual({ side: 'expedition', columns: 1 });
  });

  test('R-FLEE-05 R-DEV-59 a hunter catching the Rover (speed 10): an ordinary clash with the creature\'s normal advantage, no capture', () => {
    const s = meeting('mudGulper', { speed: 12 }, ['soldier', 'navigator', 'laser']);
    const e = s.party.expedition;
    const riding = { ...s, mode: 'rover' as const, party: { ...s.party, expedition: { ...e, units: { ...e.units, rover: { count: 1, damaged: 0 } } } } };
    const out = runVariant(riding, 'flight', 'A', calm());
    expect(courseOf(out)).toMatchObject({ stage: 'weapons', advantage: { side: 'creature', columns: 2 }, canCapture: false });
    // speed 11 does not beat the Rover's 10 by more than 1: an escape
    const slower = runVariant({ ...riding, surface: { ...riding.surface!, encounter: { ...riding.surface!.encounter!, indicators: { speed: 11 } } } }, 'flight', 'A', calm());
    expect(courseOf(slower)).toBeNull();
    expect(slower.message.key).toBe('msg.course.escaped');
  });

  test('R-NEG-08 an enthusiastic answer is told as such', () => {
    expect(runVariant(meeting('roamingShag', { intelligence: 7 }), 'negotiation', 'E', calm()).message.key).toBe('msg.course.enthusiasm');
    expect(runVariant(meeting('roamingShag', { intelligence: 7 }), 'negotiation', 'D', calm()).message.key).toBe('msg.course.talks');
  });
});
