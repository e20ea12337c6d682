// Kill tests for the artifacts taken along and for tending (issue 13; mutation score): which
// specimens count as artifacts, the weight draw's range, the Alien Weapon's readiness, which
// artifact a hit or a redistribution takes, and the edges of pre-healing and patching up.
import { newGame, type GameState } from '../../../src/engine';
import type { Specimen } from '../../../src/engine/state';
import type { UnitId } from '../../../src/engine/data/units';
import { alienWeaponReady, artifactWeight, canLoadWeapon, carriedArtifacts, destroyArtifact, drawWeight, exposedArtifacts, isArtifact, landedArtifacts, loadWeapon, putDownArtifact, shuttleArtifacts, stowCarried, takeStowed, unloadArtifacts, weaponsLost } from '../../../src/engine/rules/artifacts';
import { deliverCaged } from '../../../src/engine/rules/cages';
import { queueHits } from '../../../src/engine/rules/hitRules';
import { Dice, seedRng } from '../../../src/engine/rng';
import { act, landedOnArea } from '../../support/voyage';

const landed = (units: readonly UnitId[]): GameState => {
  const s = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', units, 8);
  return { ...s, crew: s.crew.map((h) => ({ ...h, preHealed: [] })), surface: { ...s.surface!, patched: {} } };
};
const withCaged = (s: GameState, ...specimens: Specimen[]): GameState => ({ ...s, surface: { ...s.surface!, caged: specimens } });
const a = (being: string, weight?: number, stowed?: true): Specimen => ({ being, indicators: {}, ...(weight !== undefined ? { weight } : {}), ...(stowed ? { stowed } : {}) });
const recognised = (s: GameState): GameState => ({ ...s, log: [...s.log, { being: 'alienWeapon', met: 1, known: {}, deeds: { photos: 0, flights: 0, talks: 0, delivered: 0, tried: ['study'], seen: ['study.design'], special: false } }] });
const beings = (s: GameState) => s.surface!.caged.map((c) => c.being);

describe('which specimens are artifacts', () => {
  test('an artifact is an artifact; a creature, a plant and an unknown id are not', () => {
    expect(['starTablet', 'mudGulper', 'lanternTree', 'nonsense'].map(isArtifact)).toEqual([true, false, false, false]);
  });

  test('carried: the artifacts among the caged, not the creatures nor those stowed; none off the planet', () => {
    const s = withCaged(landed(['soldier', 'cage']), a('mudGulper'), a('starTablet', 3), a('memorySphere', 2, true));
    expect(carriedArtifacts(s).map((c) => c.being)).toEqual(['starTablet']);
    expect(artifactWeight(s)).toBe(3);
    const orbit = newGame({ length: 10, seed: 1 });
    expect(carriedArtifacts(orbit)).toEqual([]);
    expect(artifactWeight(orbit)).toBe(0);
  });

  test('R-ART-04 the weight drawn is one of its kind\'s: the Memory Sphere 1 or 2, both seen; none for an unknown id', () => {
    const dice = new Dice(seedRng(11));
    const seen = new Set(Array.from({ length: 200 }, () => drawWeight('memorySphere', dice)));
    expect([...seen].sort()).toEqual([1, 2]);
    expect(drawWeight('nonsense', dice)).toBe(0);
    expect(drawWeight('livingCrystal', dice)).toBe(0);
  });

  test('R-ART-03 the weapon is ready only when it is the Alien Weapon that is carried', () => {
    const base = recognised(landed(['soldier']));
    expect(alienWeaponReady(withCaged(base, a('starTablet', 3)))).toBe(false);
    expect(alienWeaponReady(withCaged(base, a('alienWeapon', 1)))).toBe(true);
    expect(alienWeaponReady(withCaged(landed(['soldier']), a('alienWeapon', 1)))).toBe(false);
  });
});

describe('R-DMG-18 which artifact a hit destroys', () => {
  test('the last taken of the carried, uncaged artifacts: not a later plant part, stowed one or caged capsule', () => {
    const s = withCaged(landed(['soldier', 'cage']), a('starTablet', 3), a('memorySphere', 2), a('lanternTree'), a('alienWeapon', 1, true), a('seedCapsule', 1));
    expect(exposedArtifacts(s).map((c) => c.being)).toEqual(['starTablet', 'memorySphere']);
    expect(beings(destroyArtifact(s))).toEqual(['starTablet', 'lanternTree', 'alienWeapon', 'seedCapsule']);
  });

  test('the first specimen can be the one destroyed; with none to destroy (or off the planet) nothing changes', () => {
    const s = withCaged(landed(['soldier']), a('starTablet', 3), a('lanternTree'));
    expect(beings(destroyArtifact(s))).toEqual(['lanternTree']);
    const none = withCaged(landed(['soldier']), a('lanternTree'));
    expect(destroyArtifact(none)).toBe(none);
    const orbit = newGame({ length: 10, seed: 1 });
    expect(destroyArtifact(orbit)).toBe(orbit);
  });
});

describe('R-ART-06 which artifact the overloaded party puts down', () => {
  test('the last taken that weighs something and is carried: not a weightless crystal, a creature or one already stowed', () => {
    const s = withCaged(landed(['soldier', 'cage']), a('starTablet', 3), a('mudGulper'), a('livingCrystal'), a('memorySphere', 2, true));
    const out = putDownArtifact(s, false);
    expect(out.left).toBe('starTablet');
    expect(beings(out.state)).toEqual(['mudGulper', 'livingCrystal', 'memorySphere']);
    const stowed = putDownArtifact(s, true);
    expect(stowed.left).toBeNull();
    expect(stowed.state.surface!.caged.map((c) => [c.being, !!c.stowed])).toEqual([['starTablet', true], ['mudGulper', false], ['livingCrystal', false], ['memorySphere', true]]);
  });

  test('nothing to put down: the state unchanged; off the planet too', () => {
    const s = withCaged(landed(['soldier']), a('livingCrystal'), a('starTablet', 3, true));
    expect(putDownArtifact(s, false)).toEqual({ state: s, left: null });
    expect(putDownArtifact(s, false).state).toBe(s);
    const orbit = newGame({ length: 10, seed: 1 });
    expect(putDownArtifact(orbit, true).state).toBe(orbit);
  });
});

describe('tending: its edges (R-DMG-23, R-DMG-24)', () => {
  test('a landing accident\'s hits (no rule of their own) keep "landing" as their source once the first wound is tended', () => {
    const s = { ...landed(['soldier', 'doctor']), hitsToAssign: 2, hitRule: null };
    const out = act(s, { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(out.hitRule).toEqual({ source: 'landing', tended: { wound: true, damage: false } });
  });

  test('the wound compared is the one hit: another human\'s older wounds do not matter', () => {
    // the Commander (first of the crew, not in the party) has 3 wounds; the Soldier 0 → 1 is pre-healed by the Doctor
    const base = landed(['soldier', 'doctor']);
    const s = queueHits({ ...base, crew: base.crew.map((h) => (h.id === 'commander' ? { ...h, wounds: 3 } : h.id === 'soldier' ? { ...h, wounds: 0 } : h)) }, [{ source: 'being', count: 1 }]);
    const out = act(s, { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(out.crew.find((h) => h.id === 'soldier')!.preHealed).toEqual([1]);
  });

  test('riding the Rover every Medkit aboard it is in hand: +2', () => {
    // the Medkit carried (not in hand), the Rover ridden
    const base = act(landed(['soldier', 'navigator', 'medkit']), { type: 'up', folder: 'used', unit: 'medkit' });
    const e = base.party.expedition;
    const riding = { ...base, mode: 'rover' as const, party: { ...base.party, expedition: { ...e, units: { ...e.units, rover: { count: 1, damaged: 0 } } } } };
    expect(riding.party.used.units.medkit?.count ?? 0).toBe(0);
    expect(riding.party.carried.units.medkit?.count).toBe(1);
    const walking = act(queueHits({ ...riding, mode: 'foot' as const }, [{ source: 'being', count: 1 }]), { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(walking.crew.find((h) => h.id === 'soldier')!.preHealed).toEqual([]);
    const out = act(queueHits(riding, [{ source: 'being', count: 1 }]), { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(out.crew.find((h) => h.id === 'soldier')!.preHealed).toEqual([2]);
  });

  test('a Medkit in hand when the meeting began still counts after it was put away', () => {
    const base = landed(['soldier', 'medkit']);
    const away = act(base, { type: 'up', folder: 'used', unit: 'medkit' });
    expect(away.party.used.units.medkit?.count ?? 0).toBe(0);
    const course = { stage: 'choose' as const, tried: [], talksFailed: false, advantage: null, canCapture: true, noFight: false, weapons: [], usedAtStart: ['medkit' as const], surprise: false };
    const meeting = { ...away, surface: { ...away.surface!, encounter: { being: 'mudGulper', place: { row: 1, col: 1, layer: 'surface' as const }, surprised: false, companion: null, indicators: {}, course } } };
    const out = act(queueHits(meeting, [{ source: 'clash', count: 1, humans: ['soldier'] }]), { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(out.crew.find((h) => h.id === 'soldier')!.preHealed).toEqual([2]);
  });

  test('a worn light suit destroyed (hit when already damaged) is not patched: it is lost, not damaged', () => {
    const base = landed(['soldier', 'engineer', 'tools']);
    const e = base.party.expedition;
    const suited = { ...base, party: { ...base.party, expedition: { ...e, crew: e.crew.map((p) => (p.id === 'soldier' ? { ...p, suit: { kind: 'suit' as const, damaged: true } } : p)) } } };
    const out = act(queueHits(suited, [{ source: 'being', count: 1 }]), { type: 'hitSuit', folder: 'expedition', unit: 'soldier' });
    expect(out.party.expedition.crew.find((p) => p.id === 'soldier')!.suit).toBeNull();
    expect(out.surface!.patched).toEqual({});
  });
});

describe('R-LAND-02 R-ART-03 the weapon between the starship, the shuttle and the party', () => {
  const weapon: Specimen = { being: 'alienWeapon', indicators: {}, weight: 1, vp: 21 };
  const inOrbit = (): GameState => recognised({ ...landed(['soldier']), phase: 'orbit', surface: null, aboard: [a('mudGulper'), weapon] });

  test('loading is offered in orbit, at the main menu, with no suit being handed out, and only one at a time', () => {
    const s = inOrbit();
    expect(canLoadWeapon(s)).toBe(true);
    expect(canLoadWeapon({ ...s, phase: 'space' })).toBe(false);
    expect(canLoadWeapon({ ...s, menu: 'confirmEarth' })).toBe(false);
    expect(canLoadWeapon({ ...s, dressing: 'suit' })).toBe(false);
    expect(canLoadWeapon({ ...s, aboard: [a('mudGulper')] })).toBe(false);
    expect(canLoadWeapon(loadWeapon(s))).toBe(false);
  });

  test('the shuttle holds the loaded weapon in orbit and while an area is drawn; on a planet the stowed artifacts; elsewhere nothing', () => {
    const loaded = loadWeapon(inOrbit());
    expect(shuttleArtifacts(loaded)).toEqual([{ ...weapon, loaded: true }]);
    expect(shuttleArtifacts({ ...loaded, phase: 'landing' })).toEqual([{ ...weapon, loaded: true }]);
    expect(shuttleArtifacts({ ...loaded, phase: 'space' })).toEqual([]);
    const planet = withCaged(landed(['soldier']), a('mudGulper'), a('starTablet', 3, true), a('memorySphere', 2));
    expect(shuttleArtifacts(planet).map((c) => c.being)).toEqual(['starTablet']);
  });

  test('unloading with nothing loaded changes nothing; landing takes only the loaded one off the starship', () => {
    const s = inOrbit();
    expect(unloadArtifacts(s)).toBe(s);
    const { aboard, caged } = landedArtifacts(loadWeapon(s));
    expect(aboard).toEqual([a('mudGulper')]);
    expect(caged).toEqual([{ ...weapon, stowed: true, fromShip: true }]);
    expect(landedArtifacts(s)).toEqual({ aboard: s.aboard, caged: [] });
  });

  test('the party takes the last stowed artifact, not a creature nor one it carries; with none stowed nothing changes', () => {
    const s = withCaged(landed(['soldier']), a('starTablet', 3, true), a('seedCapsule', 1, true), a('mudGulper'), a('memorySphere', 2));
    expect(takeStowed(s).surface!.caged).toEqual([a('starTablet', 3, true), a('seedCapsule', 1), a('mudGulper'), a('memorySphere', 2)]);
    const none = withCaged(landed(['soldier']), a('mudGulper'), a('memorySphere', 2));
    expect(takeStowed(none)).toBe(none);
    const orbit = inOrbit();
    expect(takeStowed(orbit)).toBe(orbit);
  });

  test('the party puts the last artifact it carries into the shuttle, nothing else; with none carried nothing changes', () => {
    const s = withCaged(landed(['soldier']), a('starTablet', 3), a('memorySphere', 2), a('seedCapsule', 1, true), a('mudGulper'));
    expect(stowCarried(s).surface!.caged).toEqual([a('starTablet', 3), a('memorySphere', 2, true), a('seedCapsule', 1, true), a('mudGulper')]);
    const none = withCaged(landed(['soldier']), a('seedCapsule', 1, true), a('mudGulper'));
    expect(stowCarried(none)).toBe(none);
    const orbit = inOrbit();
    expect(stowCarried(orbit)).toBe(orbit);
  });

  test('only a weapon taken from the starship is lost with its VP: an artifact found on the planet is not', () => {
    const found = withCaged(landed(['soldier']), a('starTablet', 3));
    expect(weaponsLost(found, destroyArtifact(found))).toEqual([]);
    const both = withCaged(landed(['soldier']), a('starTablet', 3), { ...weapon, fromShip: true });
    expect(weaponsLost(both, withCaged(both, a('starTablet', 3)))).toEqual([{ ...weapon, fromShip: true }]);
    expect(weaponsLost(both, withCaged(both, { ...weapon, fromShip: true }))).toEqual([]);
  });
});

describe('R-ART-02 R-CRE-17 what comes aboard at lift-off', () => {
  test('an artifact keeps the VP its delivery gave, a creature does not carry any; with no planet nothing comes', () => {
    const s = withCaged(landed(['soldier', 'cage']), a('mudGulper'), a('starTablet', 3));
    const out = deliverCaged(s, new Dice(seedRng(1)));
    expect(out.delivered).toBe(2);
    const [creature, tablet] = out.state.aboard;
    expect(creature).toEqual(a('mudGulper'));
    expect(tablet!.vp).toBeGreaterThan(0);
    const orbit = { ...s, phase: 'orbit' as const, surface: null };
    const none = deliverCaged(orbit, new Dice(seedRng(1)));
    expect(none).toEqual({ state: orbit, delivered: 0 });
  });
});
