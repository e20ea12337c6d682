// Issue 13: artifacts taken along (R-ART-03, R-ART-04, R-ART-06, R-CREW-21, R-STRAT-06). An
// artifact gets its weight when it is obtained and the party carries it; when the party can carry
// no more, the artifact is put down last (into the shuttle on its field, else left behind); the
// Alien Weapon, once a study has recognised how it works, is the Soldier's weapon: grab 9, kill 9.
import { BEINGS, deserialize, legalActions, serialize, step, tableRows, type GameState } from '../../src/engine';
import { queueHits } from '../../src/engine/rules/hitRules';
import { openCourse } from '../../src/engine/rules/courseStart';
import { chooseOwn, eligibleOutcomes, ownOffers } from '../../src/engine/rules/ownCourse';
import { clashStrength } from '../../src/engine/rules/clash';
import { alienWeaponReady, artifactWeight, weaponRecognised } from '../../src/engine/rules/artifacts';
import { atShuttle } from '../../src/engine/rules/field';
import { carriedWeight, partyCapacity, reorganise } from '../../src/engine/rules/party';
import { ScriptDice } from '../support/scriptDice';
import { landedOnArea } from '../support/voyage';
import type { UnitId } from '../../src/engine/data/units';
import type { Specimen } from '../../src/engine/state';

/** Suwatte's jungle delta (Earth gravity, normal air), the party down, an artifact met. */
function meeting(being: string, units: readonly UnitId[] = ['soldier', 'navigator', 'scientist'], resources = 12): GameState {
  const s = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', units, 8, resources);
  return { ...s, log: [...s.log, { being, met: 1, known: {} }], surface: { ...s.surface!, encounter: { being, place: { row: 1, col: 1, layer: 'surface' }, surprised: false, companion: null, indicators: {}, course: openCourse(s, being, false) } } };
}
/** Hazards fail; the outcome's roll and the other draws from the queue. */
const rolls = (...queue: number[]) => new ScriptDice('none', queue);
const carrying = (s: GameState, ...specimens: Specimen[]): GameState => ({ ...s, surface: { ...s.surface!, caged: [...s.surface!.caged, ...specimens] } });
const recognised = (s: GameState): GameState => ({ ...s, log: s.log.map((e) => (e.being === 'alienWeapon' ? { ...e, deeds: { photos: 0, flights: 0, talks: 0, delivered: 0, tried: ['study'], seen: ['study.mechanism'], special: false } } : e)) });

describe('R-ART-04 R-ART-06 an artifact weighs on the party', () => {
  test('R-ART-04 the Star Tablet taken along gets its weight, 3, and the party carries 3 more', () => {
    const s = meeting('starTablet');
    // take: hauled is the first outcome (roll 1); its weight is the only one of the kind
    const out = chooseOwn(s, 'take', rolls(1, 0));
    expect(out.message.key).toBe('course.starTablet.take.hauled');
    expect(out.surface!.caged).toEqual([{ being: 'starTablet', indicators: {}, weight: 3 }]);
    expect(artifactWeight(out)).toBe(3);
    expect(carriedWeight(out)).toBe(carriedWeight(s) + 3);
    expect(out.message.notes).toContainEqual({ key: 'note.artifactWeight', params: { weight: 3 } });
  });

  test('R-ART-03 the Alien Weapon weighs 1; R-ART-04 the Living Crystal weighs nothing', () => {
    const weapon = chooseOwn(meeting('alienWeapon'), 'take', rolls(1, 0));
    expect(weapon.message.key).toBe('course.alienWeapon.take.secured');
    expect(weapon.surface!.caged).toEqual([{ being: 'alienWeapon', indicators: {}, weight: 1 }]);
    const crystal = chooseOwn(meeting('livingCrystal'), 'take', rolls(1, 0));
    expect(crystal.message.key).toBe('course.livingCrystal.take.prisedOff');
    expect(crystal.surface!.caged).toEqual([{ being: 'livingCrystal', indicators: {} }]);
    expect(artifactWeight(crystal)).toBe(0);
  });

  test('R-CRE-24 R-ART-05 five kinds of artifacts: met, none weighs anything yet; taken, each gets a weight of 1 to 3 (or none); the Alien Weapon, once recognised, fights with grab 9 and kill 9', () => {
    const kinds = BEINGS.filter((b) => b.kind === 'artifact');
    expect(kinds.length).toBe(5);
    const given: number[] = [];
    for (const a of kinds) {
      const s = meeting(a.id);
      expect([a.id, artifactWeight(s)]).toEqual([a.id, 0]);
      // the first outcome of 'take' takes it along (no helper needed)
      const first = eligibleOutcomes(s, a.id, 'take')[0]!;
      expect([a.id, first.needs, first.effects.some((e) => e.kind === 'sample')]).toEqual([a.id, undefined, true]);
      for (let i = 0; i < a.weights.length; i++) {
        const out = chooseOwn(s, 'take', rolls(1, i));
        const w = out.surface!.caged.find((c) => c.being === a.id)!.weight ?? 0;
        expect([a.id, [0, 1, 2, 3].includes(w)]).toEqual([a.id, true]);
        given.push(w);
      }
    }
    // "usually" a weight: most weights given are 1 to 3
    expect(given.filter((w) => w >= 1).length).toBeGreaterThan(given.length / 2);
    // the Alien Weapon recognised and carried: the Soldier alone fights with its 9 and 9 (his own 4 and 3)
    const soldier = meeting('mudGulper', ['soldier']);
    expect([clashStrength(soldier, 'capture', []).total, clashStrength(soldier, 'kill', []).total]).toEqual([4, 3]);
    const armed = recognised(carrying({ ...soldier, log: [...soldier.log, { being: 'alienWeapon', met: 1, known: {} }] }, { being: 'alienWeapon', indicators: {}, weight: 1 }));
    expect([clashStrength(armed, 'capture', []).total, clashStrength(armed, 'kill', []).total]).toEqual([9, 9]);
  });

  test('R-ART-06 R-MOVE-22 a heavy artifact forces a redistribution: resources go down first', () => {
    const s = meeting('starTablet', ['navigator'], 40);
    const room = partyCapacity(s) - carriedWeight(s);
    expect(room).toBe(0);
    const out = chooseOwn(s, 'take', rolls(1, 0));
    expect(out.surface!.caged.map((c) => c.being)).toEqual(['starTablet']);
    expect(carriedWeight(out)).toBe(partyCapacity(out));
    // 3 resources were put down to make room for the tablet (into the shuttle: the party is on its field)
    expect(out.party.carried.resources).toBe(s.party.carried.resources - 3);
    expect(out.bay.resources).toBe(s.bay.resources + 3);
  });

  test('R-ART-06 when only artifacts are left to put down, the last is stowed in the shuttle on its field, left behind elsewhere', () => {
    const landed = meeting('starTablet', ['navigator'], 0);
    // unwounded, the Navigator's capacity is 6: two tablets of 3 fit, a sphere of 2 more does not
    const base = { ...landed, crew: landed.crew.map((h) => ({ ...h, wounds: 0 })) };
    const load = carrying(base, { being: 'starTablet', indicators: {}, weight: 3 }, { being: 'starTablet', indicators: {}, weight: 3 }, { being: 'memorySphere', indicators: {}, weight: 2 });
    expect(partyCapacity(load)).toBe(6);
    expect(atShuttle(load)).toBe(true);
    const stowed = reorganise(load);
    expect(stowed.surface!.caged.map((c) => [c.being, !!c.stowed])).toEqual([['starTablet', false], ['starTablet', false], ['memorySphere', true]]);
    expect(carriedWeight(stowed)).toBe(6);
    const away = { ...load, surface: { ...load.surface!, at: { ...load.surface!.at, row: load.surface!.at.row + 1 } } };
    expect(atShuttle(away)).toBe(false);
    expect(reorganise(away).surface!.caged.map((c) => c.being)).toEqual(['starTablet', 'starTablet']);
  });

  test('R-ART-06 the sheet-facing note says where an artifact went when a wound lowers the capacity', () => {
    const landed = meeting('starTablet', ['navigator'], 0);
    const base = { ...landed, crew: landed.crew.map((h) => ({ ...h, wounds: 0 })) };
    const load = carrying(base, { being: 'starTablet', indicators: {}, weight: 3 }, { being: 'starTablet', indicators: {}, weight: 3 });
    // a hit to give out: the Navigator's wound lowers his capacity below 6
    const hitting = { ...load, hitsToAssign: 1, hitRule: { source: 'being' as const } };
    const r = step(hitting, { type: 'hit', folder: 'expedition', unit: 'navigator' });
    expect(r.refused).toBeUndefined();
    expect(partyCapacity(r.state)).toBeLessThan(6);
    expect(r.state.surface!.caged.filter((c) => c.stowed).length).toBe(1);
    expect(r.state.message.notes).toContainEqual({ key: 'note.artifactStowed', params: { being: { being: 'starTablet' } } });
  });
});

describe('R-SCORE-17 R-ART-02 the artifacts go aboard at lift-off', () => {
  test('a carried and a stowed artifact both come aboard with their weights (no stowing mark) and their delivery VP', () => {
    const s = carrying(landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier'], 8), { being: 'starTablet', indicators: {}, weight: 3 }, { being: 'memorySphere', indicators: {}, weight: 2, stowed: true });
    const r = step(s, { type: 'liftOff' });
    expect(r.refused).toBeUndefined();
    expect(r.state.aboard).toEqual([
      // R-ART-03: each keeps the VP its delivery gave (1 + 6 and 1 + 8)
      { being: 'starTablet', indicators: {}, weight: 3, vp: 7 },
      { being: 'memorySphere', indicators: {}, weight: 2, vp: 9 },
    ]);
    // R-CRE-17: 1 VP each, and the first of each kind its 'PZ za dostarczenie': the tablet's 6, the sphere's 8
    expect(r.state.message.notes).toContainEqual({ key: 'vp.delivery', params: { amount: `+${1 + 6 + 1 + 8}` } });
  });
});

describe('R-STRAT-06 an artifact studied may then be taken or left', () => {
  test('after the study the menu offers the other choices; taking it ends the meeting', () => {
    const s = meeting('alienWeapon');
    expect(ownOffers(s)).toEqual(['study', 'take', 'leave']);
    const studied = chooseOwn(s, 'study', rolls(1));
    expect(studied.message.key).toBe('course.alienWeapon.study.mechanism');
    expect(ownOffers(studied)).toEqual(['take', 'leave']);
    expect(legalActions(studied).filter((a) => a.type === 'ownOption')).toEqual([
      { type: 'ownOption', option: 'take' },
      { type: 'ownOption', option: 'leave' },
    ]);
    const taken = chooseOwn(studied, 'take', rolls(1, 1, 1, 0));
    expect(taken.surface!.encounter!.course).toBeNull();
    expect(taken.surface!.caged.map((c) => c.being)).toEqual(['alienWeapon']);
  });
});

describe('R-ART-03 R-CREW-21 the Alien Weapon in the Soldier\'s hands', () => {
  test('a study of its mechanism (or, with the Scientist, of its design) recognises it; an inert study does not', () => {
    const s = meeting('alienWeapon');
    expect(weaponRecognised(chooseOwn(s, 'study', rolls(1)))).toBe(true); // mechanism
    expect(weaponRecognised(chooseOwn(s, 'study', rolls(4)))).toBe(false); // inert
    expect(chooseOwn(s, 'study', rolls(7)).message.key).toBe('course.alienWeapon.study.design');
    expect(weaponRecognised(chooseOwn(s, 'study', rolls(7)))).toBe(true);
  });

  test('recognised and carried, it replaces the Soldier\'s grab 4 and kill 3 by 9 and 9', () => {
    // the Soldier grab 4 kill 3, the Navigator grab 3 kill 2
    const s = meeting('mudGulper', ['soldier', 'navigator']);
    expect(clashStrength(s, 'kill', []).total).toBe(5);
    const armed = recognised(carrying({ ...s, log: [...s.log, { being: 'alienWeapon', met: 1, known: {} }] }, { being: 'alienWeapon', indicators: {}, weight: 1 }));
    expect(alienWeaponReady(armed)).toBe(true);
    expect(clashStrength(armed, 'kill', []).total).toBe(9 + 2);
    expect(clashStrength(armed, 'capture', []).total).toBe(9 + 3);
    // a Laser (kill 8) then goes to the Navigator, not to the Soldier
    expect(clashStrength(armed, 'kill', ['laser'])).toEqual({ total: 9 + 8, used: ['laser'] });
    // R-FLEE-05: the hunted Soldier fights alone with it
    expect(clashStrength(armed, 'kill', [], 'soldier').total).toBe(9);
  });

  test('not recognised, not carried (stowed in the shuttle), or without the Soldier it does nothing', () => {
    const s = meeting('mudGulper', ['soldier', 'navigator']);
    const logged = { ...s, log: [...s.log, { being: 'alienWeapon', met: 1, known: {} }] };
    expect(clashStrength(carrying(logged, { being: 'alienWeapon', indicators: {}, weight: 1 }), 'kill', []).total).toBe(5);
    expect(clashStrength(recognised(carrying(logged, { being: 'alienWeapon', indicators: {}, weight: 1, stowed: true })), 'kill', []).total).toBe(5);
    const noSoldier = meeting('mudGulper', ['commander', 'navigator']);
    const other = recognised(carrying({ ...noSoldier, log: [...noSoldier.log, { being: 'alienWeapon', met: 1, known: {} }] }, { being: 'alienWeapon', indicators: {}, weight: 1 }));
    expect(alienWeaponReady(other)).toBe(true);
    // the Commander kill 3, the Navigator kill 2: the weapon is no use to them
    expect(clashStrength(other, 'kill', []).total).toBe(5);
  });

  test('studied and then taken, the text says the Soldier can now fight with it', () => {
    const s = meeting('alienWeapon');
    const studied = chooseOwn(s, 'study', rolls(1));
    expect(studied.message.notes ?? []).not.toContainEqual({ key: 'note.alienWeaponReady' });
    const taken = chooseOwn(studied, 'take', rolls(1, 1, 1, 0));
    expect(taken.message.key).toBe('course.alienWeapon.take.secured');
    expect(taken.message.notes).toContainEqual({ key: 'note.alienWeaponReady' });
  });

  test('the weight, the stowing and the study done survive serialize → deserialize → serialize', () => {
    const s = meeting('alienWeapon');
    const { vpLog: _vp, ...studied0 } = chooseOwn(s, 'study', rolls(1));
    const studied = carrying(studied0, { being: 'starTablet', indicators: {}, weight: 3, stowed: true });
    expect(studied.surface!.encounter!.course!.done).toEqual(['study']);
    const text = serialize(studied);
    const back = deserialize(text);
    expect(back.ok).toBe(true);
    if (back.ok) expect(serialize(back.state)).toBe(text);
  });
});

describe('R-DMG-18 R-ART-08 hits on the artifacts carried', () => {
  const loaded = () => carrying(landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'navigator', 'cage'], 8), { being: 'starTablet', indicators: {}, weight: 3 }, { being: 'seedCapsule', indicators: {}, weight: 1 }, { being: 'memorySphere', indicators: {}, weight: 2 });
  const artifactRow = (s: GameState) => tableRows(s).find((r) => r.unit === 'artifacts');

  test('the artifacts row is in NIESIONE; a being\'s hit destroys the last one taken that is not in a cage', () => {
    const s = loaded();
    expect(artifactRow(s)).toMatchObject({ folder: 'carried', down: null });
    const hitting = queueHits(s, [{ source: 'being', count: 1 }]);
    expect(artifactRow(hitting)!.down).toEqual({ type: 'hit', folder: 'carried', unit: 'artifacts' });
    const r = step(hitting, { type: 'hit', folder: 'carried', unit: 'artifacts' });
    expect(r.refused).toBeUndefined();
    // the Memory Sphere (the last taken) is gone; the capsule in its cage is spared (R-ART-08)
    expect(r.state.surface!.caged.map((c) => c.being)).toEqual(['starTablet', 'seedCapsule']);
    const again = step({ ...r.state, hitsToAssign: 1, hitRule: { source: 'being' } }, { type: 'hit', folder: 'carried', unit: 'artifacts' });
    expect(again.state.surface!.caged.map((c) => c.being)).toEqual(['seedCapsule']);
    // only the caged capsule left: the row takes no more hits
    expect(artifactRow({ ...again.state, hitsToAssign: 1, hitRule: { source: 'being' } })!.down).toBeNull();
  });

  test('hunger, a hunt and a clash never hit the artifacts', () => {
    const s = loaded();
    for (const source of ['starvedUnits', 'hunt', 'clash'] as const) {
      const hitting = { ...s, hitsToAssign: 1, hitRule: { source, humans: ['soldier' as const] } };
      expect([source, artifactRow(hitting)!.down]).toEqual([source, null]);
    }
    for (const source of ['seismic', 'rampage', 'being'] as const) expect([source, artifactRow({ ...s, hitsToAssign: 1, hitRule: { source } })!.down]).not.toEqual([source, null]);
  });

  test('R-DMG-18 an artifact kept in a cage is lost with the cage, and the note says so', () => {
    const s = carrying(landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier', 'cage'], 8), { being: 'seedCapsule', indicators: {}, weight: 1 });
    const folder = (['expedition', 'carried', 'used'] as const).find((f) => (s.party[f].units.cage?.count ?? 0) > 0)!;
    const r = step(queueHits(s, [{ source: 'being', count: 1 }]), { type: 'hit', folder, unit: 'cage' });
    expect(r.refused).toBeUndefined();
    expect(r.state.surface!.caged).toEqual([]);
    expect(r.state.message.notes).toContainEqual({ key: 'note.cageLostArtifact', params: { being: { being: 'seedCapsule' } } });
  });

  test('a stowed artifact shows in PROM, out of the hits\' reach', () => {
    const s = carrying(landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier'], 8), { being: 'starTablet', indicators: {}, weight: 3, stowed: true });
    // the party is full (no 'niżej' to take it out, weaponFromShip.test.ts); no hit reaches it
    expect(tableRows(s).filter((r) => r.unit === 'artifacts')).toEqual([{ folder: 'shuttle', unit: 'artifacts', down: null, up: null, third: null }]);
    expect(tableRows(queueHits(s, [{ source: 'being', count: 1 }])).filter((r) => r.unit === 'artifacts').map((r) => r.down)).toEqual([null]);
  });
});
