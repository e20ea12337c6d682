// Kill tests for the clash's fighters and weapons (R-COMBAT-01..06, R-COMBAT-11, R-CHASE-02) and
// the own courses (R-STRAT-04..07, R-STRAT-06, R-CRE-18, R-ART-04) (issue 13; mutation score):
// exact maps, the robots' count, what is in hand, the spared and dropped units of a clash's hits,
// the own courses' offers, weights and photographs.
import { newGame, type GameState } from '../../../src/engine';
import type { Course } from '../../../src/engine/state';
import type { UnitId } from '../../../src/engine/data/units';
import { openCourse } from '../../../src/engine/rules/courseStart';
import { availableWeapons, clashHits, clashStrength, droppedUnits, fightingRobots, improverPresent } from '../../../src/engine/rules/clash';
import { chooseOwn, eligibleOutcomes, ownOffers } from '../../../src/engine/rules/ownCourse';
import { Dice, seedRng } from '../../../src/engine/rng';
import { ScriptDice } from '../../support/scriptDice';
import { landedOnArea } from '../../support/voyage';

const PLACE = { row: 1, col: 1, layer: 'surface' } as const;
const landed = (units: readonly UnitId[]) => landedOnArea('suwatte', 0, 'suwatte.jungleDelta', units, 8);
function meeting(being: string, units: readonly UnitId[], course: Partial<Course> = {}): GameState {
  const s = landed(units);
  return { ...s, log: [...s.log, { being, met: 1, known: {} }], surface: { ...s.surface!, encounter: { being, place: PLACE, surprised: false, companion: null, indicators: {}, course: { ...openCourse(s, being, false)!, ...course } } } };
}
const abandon = (s: GameState, units: GameState['party']['abandoned']['units']): GameState => ({ ...s, party: { ...s.party, abandoned: { ...s.party.abandoned, units } } });

describe('the clash: exact counts', () => {
  test('R-CHASE-02 dropped units: none off the planet; without a course to compare with, all of PORZUCONE; in a meeting only the working ones beyond its start', () => {
    expect(droppedUnits(newGame({ length: 10, seed: 1 }))).toEqual({});
    const s = landed(['soldier']);
    // no meeting: nothing recorded at its start, so whatever lies in PORZUCONE counts
    expect(droppedUnits(abandon(s, { transbot: { count: 1, damaged: 0 } }))).toEqual({ transbot: 1 });
    const noCourse = { ...s, surface: { ...s.surface!, encounter: { being: 'mudGulper', place: PLACE, surprised: false, companion: null, indicators: {}, course: null } } };
    expect(droppedUnits(abandon(noCourse, { transbot: { count: 1, damaged: 0 } }))).toEqual({ transbot: 1 });
    // two there at the start, three now (one damaged): 3 − 1 − 2 = 0 working beyond the start
    const m = meeting('mudGulper', ['soldier'], { abandonedAtStart: { transbot: 2 } });
    expect(droppedUnits(abandon(m, { transbot: { count: 3, damaged: 1 } }))).toEqual({});
    expect(droppedUnits(abandon(m, { transbot: { count: 3, damaged: 0 }, laser: { count: 1, damaged: 0 } }))).toEqual({ transbot: 1, laser: 1 });
  });

  test('R-COMBAT-01 the fighting robots by type, exactly; two Transbots kill 2 each', () => {
    const s = meeting('mudGulper', ['soldier', 'transbot', 'transbot']);
    expect(fightingRobots(s)).toEqual({ transbot: 2 });
    // the Soldier kill 3 + 2 × 2
    expect(clashStrength(s, 'kill', []).total).toBe(3 + 2 * 2);
    expect(fightingRobots(meeting('mudGulper', ['soldier']))).toEqual({});
  });

  test('R-COMBAT-03 the weapon goes to the weakest, whatever the party\'s order: the Scout (kill 2, grab 3) listed before the Soldier (3, 4)', () => {
    const s = meeting('mudGulper', ['scout', 'soldier']);
    expect(s.party.expedition.crew.map((p) => p.id)).toEqual(['scout', 'soldier']);
    // kill: the Stunner's 4 replaces the Scout's 2 (2 + 3 → 4 + 3); grab: its 6 replaces his 3 (3 + 4 → 6 + 4)
    expect(clashStrength(s, 'kill', ['stunner'])).toEqual({ total: 7, used: ['stunner'] });
    expect(clashStrength(s, 'capture', ['stunner'])).toEqual({ total: 10, used: ['stunner'] });
    // two weapons, the stronger to the weaker human: the Laser's 8 for the Scout, the Stunner's 4 for the Soldier
    expect(clashStrength(s, 'kill', ['stunner', 'laser'])).toEqual({ total: 12, used: ['laser', 'stunner'] });
    expect(clashStrength(s, 'kill', ['laser', 'stunner'])).toEqual({ total: 12, used: ['laser', 'stunner'] });
    // a weapon no better than its user's own value is not used (the Paralyser kills 2, as the Scout)
    expect(clashStrength(s, 'kill', ['paralyser'])).toEqual({ total: 5, used: [] });
    // the party's own order puts the stronger first: the Commander (kill 3) before the Doctor (kill 2);
    // the Stunner's 4 still goes to the Doctor (3 + 4 = 7), not to the Commander (4 + 2 = 6)
    const ordered = meeting('mudGulper', ['commander', 'doctor']);
    expect(ordered.party.expedition.crew.map((p) => p.id)).toEqual(['commander', 'doctor']);
    expect(clashStrength(ordered, 'kill', ['stunner'])).toEqual({ total: 7, used: ['stunner'] });
    // R-FLEE-05: the hunted Scout fights alone, without the Transbot's 2
    const robot = meeting('mudGulper', ['scout', 'soldier', 'transbot']);
    expect([clashStrength(robot, 'kill', []).total, clashStrength(robot, 'kill', [], 'scout').total]).toEqual([7, 2]);
  });

  test('R-COMBAT-06 on foot a weapon only carried is not in hand; riding the Rover it is; weapons chosen are taken off the count', () => {
    const s = meeting('mudGulper', ['soldier', 'navigator', 'stunner', 'stunner', 'laser']);
    const hands = s.party.used;
    const carriedLaser = { ...s, party: { ...s.party, used: { ...hands, units: { stunner: hands.units.stunner! } }, carried: { ...s.party.carried, units: { ...s.party.carried.units, laser: { count: 1, damaged: 0 } } } } };
    const course = carriedLaser.surface!.encounter!.course!;
    const open = { ...course, usedAtStart: [] };
    expect(availableWeapons(carriedLaser, open)).toEqual({ stunner: 2 });
    expect(availableWeapons({ ...carriedLaser, mode: 'rover' }, open)).toEqual({ stunner: 2, laser: 1 });
    expect(availableWeapons(carriedLaser, { ...open, usedAtStart: ['laser'] })).toEqual({ stunner: 2, laser: 1 });
    expect(availableWeapons(carriedLaser, { ...open, weapons: ['stunner'] })).toEqual({ stunner: 1 });
    expect(availableWeapons(carriedLaser, { ...open, weapons: ['stunner', 'stunner'] })).toEqual({});
  });

  test('R-COMBAT-12 no Paralyser, no improvement of a capture', () => {
    expect(improverPresent(meeting('mudGulper', ['soldier', 'laser']), 'capture')).toBe(false);
    expect(improverPresent(meeting('mudGulper', ['soldier', 'paralyser']), 'capture')).toBe(true);
  });

  test('R-COMBAT-11 the clash\'s hits: the damaged units spared, counted in PORZUCONE too; dropped only what fought', () => {
    const s = meeting('mudGulper', ['soldier', 'transbot', 'laser', 'climber']);
    const e = s.party.expedition;
    const hurt = abandon({ ...s, party: { ...s.party, expedition: { ...e, units: {} } } }, { transbot: { count: 1, damaged: 0 }, climber: { count: 1, damaged: 0 } });
    const withDamaged = { ...hurt, party: { ...hurt.party, used: { ...hurt.party.used, units: { ...hurt.party.used.units, laser: { count: 2, damaged: 1 } } } } };
    expect(clashHits(withDamaged, 4, ['laser'])).toEqual({ source: 'clash', count: 4, units: ['transbot', 'laser'], humans: ['soldier'], spared: { laser: 1 }, dropped: { transbot: 1 } });
    const bothDamaged = abandon(withDamaged, { transbot: { count: 2, damaged: 1 }, climber: { count: 1, damaged: 0 } });
    expect(clashHits(bothDamaged, 4, ['laser']).spared).toEqual({ transbot: 1, laser: 1 });
  });
});

describe('the own courses: offers, weights, photographs', () => {
  test('no such being or option: no outcomes; no meeting or another stage: no offers', () => {
    const s = meeting('alienWeapon', ['soldier']);
    expect(eligibleOutcomes(s, 'nonsense', 'take')).toEqual([]);
    expect(eligibleOutcomes(s, 'alienWeapon', 'nonsense')).toEqual([]);
    expect(ownOffers(newGame({ length: 10, seed: 1 }))).toEqual([]);
    expect(ownOffers(landed(['soldier']))).toEqual([]);
    expect(ownOffers(meeting('mudGulper', ['soldier']))).toEqual([]);
    expect(ownOffers(meeting('alienWeapon', ['soldier']))).toEqual(['study', 'take', 'leave']);
  });

  test('R-STRAT-06 the outcome is drawn by weight: the Alien Weapon taken misfires 1 time in 7 (7,000 draws, ±0.015)', () => {
    const s = meeting('alienWeapon', ['soldier']);
    const dice = new Dice(seedRng(21));
    let misfires = 0;
    for (let i = 0; i < 7000; i++) if (chooseOwn(s, 'take', dice).message.key === 'course.alienWeapon.take.misfire') misfires++;
    expect(Math.abs(misfires / 7000 - 1 / 7)).toBeLessThan(0.015);
  });

  test('R-ART-04 a weightless artifact taken says nothing of its weight', () => {
    const out = chooseOwn(meeting('livingCrystal', ['soldier']), 'take', new ScriptDice('none', [1, 0]));
    expect(out.message.key).toBe('course.livingCrystal.take.prisedOff');
    expect((out.message.notes ?? []).map((n) => n.key)).not.toContain('note.artifactWeight');
  });

  test('R-CRE-18 R-CRE-22 a plant left where it was is photographed; a part picked is not; an artifact never', () => {
    const photos = (being: string, option: string, roll: number) => {
      const out = chooseOwn(meeting(being, ['soldier', 'holocamera']), option, new ScriptDice('none', [roll, 1, 1]));
      return (out.message.notes ?? []).filter((n) => n.key === 'note.photo' || n.key === 'note.photoVp').length;
    };
    expect(photos('singingChalice', 'study', 4)).toBe(1); // silence
    expect(photos('singingChalice', 'pick', 1)).toBe(0); // picked
    expect(photos('singingChalice', 'pick', 5)).toBe(1); // wilts: left where it was
    expect(photos('memorySphere', 'leave', 1)).toBe(0);
  });

  test('R-ART-03 studying a second Alien Weapon while one is carried: the text says the Soldier can now use it, and the meeting goes on', () => {
    const s = meeting('alienWeapon', ['soldier']);
    const carrying = { ...s, surface: { ...s.surface!, caged: [{ being: 'alienWeapon', indicators: {}, weight: 1 }] } };
    const out = chooseOwn(carrying, 'study', new ScriptDice('none', [1]));
    expect(out.message).toEqual({ key: 'course.alienWeapon.study.mechanism', notes: [{ key: 'note.alienWeaponReady' }] });
    expect(ownOffers(out)).toEqual(['take', 'leave']);
  });
});
