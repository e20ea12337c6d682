// Issue 13: the Alien Weapon taken from the starship to a planet (R-LAND-02, R-ART-02, R-ART-03,
// R-ART-07, R-MOVE-27, R-MOVE-38, R-DMG-18, R-SCORE-41). In orbit a recognised weapon aboard goes
// into the shuttle from the creature log; it lands only with the Soldier; back aboard it gives no
// delivery VP; lost on the planet, the VP its delivery gave are lost.
import { legalActions, step, tableRows, tableWeight, type GameState } from '../../src/engine';
import { alienWeaponReady, weaponsLost } from '../../src/engine/rules/artifacts';
import { backToShuttle, shuttleReturnsAlone } from '../../src/engine/rules/stranded';
import { invariantBroken } from '../../src/engine/invariants';
import { renderSpace } from '../../src/sheets/space';
import { act, landedOnArea, orbitOver } from '../support/voyage';
import type { Specimen } from '../../src/engine/state';
import type { UnitId } from '../../src/engine/data/units';
import { carriedWeight, partyCapacity } from '../../src/engine/rules/party';

/** The VP the weapon's delivery gave (1 for the specimen, R-CRE-17, and our 20 for the first of its kind). */
const DELIVERED_VP = 21;
const WEAPON: Specimen = { being: 'alienWeapon', indicators: {}, weight: 1, vp: DELIVERED_VP };
const deeds = (seen: string[]) => ({ photos: 0, flights: 0, talks: 0, delivered: 1, tried: ['study', 'take'], seen, special: false });

/** In orbit of Suwatte (set 0, no suits needed), a delivered Alien Weapon aboard, recognised or not. */
function orbitWithWeapon(recognised = true): GameState {
  const s = orbitOver('suwatte', 0, 8);
  return { ...s, aboard: [{ being: 'stockyCharger', indicators: {} }, WEAPON], log: [...s.log, { being: 'alienWeapon', met: 1, known: {}, deeds: deeds(recognised ? ['study.mechanism'] : ['study.inert']) }] };
}
const loadAll = (s: GameState, units: readonly UnitId[]): GameState => units.reduce((x, u) => act(x, { type: 'load', unit: u }), s);

/** Landed on the jungle delta with the weapon taken down, the party on the shuttle's field. */
function landedWithWeapon(units: readonly UnitId[] = ['soldier', 'navigator']): GameState {
  // 4 resources carried: room left for the weapon
  const s = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', units, 8, 4);
  return {
    ...s,
    log: [...s.log, { being: 'alienWeapon', met: 1, known: {}, deeds: deeds(['study.mechanism']) }],
    surface: { ...s.surface!, caged: [{ ...WEAPON, stowed: true, fromShip: true }] },
  };
}
const cellsOf = (s: GameState) => [...renderSpace(s, 'pl').cells];
const vpNote = (s: GameState, key: string) => s.message.notes?.find((n) => n.key === key);

describe('R-LAND-02 the Alien Weapon goes into the shuttle in orbit', () => {
  test('only a recognised weapon can be loaded: its name in the creature log is then a button', () => {
    const unknown = orbitWithWeapon(false);
    expect(legalActions(unknown)).not.toContainEqual({ type: 'loadWeapon' });
    expect(step(unknown, { type: 'loadWeapon' }).refused).toEqual({ key: 'msg.refused' });
    const s = orbitWithWeapon();
    expect(legalActions(s)).toContainEqual({ type: 'loadWeapon' });
    expect(cellsOf(s).find(([, c]) => c.action?.type === 'loadWeapon')?.[1].value).toBe('▶ Broń Obcych');
    expect(cellsOf(unknown).some(([, c]) => c.action?.type === 'loadWeapon')).toBe(false);
  });

  test('loaded, it weighs 1 in PROM, is no longer counted aboard, and a second one cannot follow', () => {
    const s = orbitWithWeapon();
    const r = step(s, { type: 'loadWeapon' });
    expect(r.refused).toBeUndefined();
    expect(r.state.message).toEqual({ key: 'msg.weaponLoaded', params: { weight: 1 } });
    expect(tableWeight(r.state)).toBe(tableWeight(s) + 1);
    expect(r.state.aboard.filter((c) => c.loaded).map((c) => c.being)).toEqual(['alienWeapon']);
    expect(tableRows(r.state).filter((x) => x.unit === 'artifacts')).toEqual([{ folder: 'shuttle', unit: 'artifacts', down: null, up: { type: 'unloadWeapon' }, third: null }]);
    // the creature log's 'na pokł.' no longer counts it (its row keeps the name, without the button)
    expect(cellsOf(r.state).some(([, c]) => c.action?.type === 'loadWeapon')).toBe(false);
    const row = (x: GameState) => cellsOf(x).find(([, c]) => c.value === 'Broń Obcych' || c.value === '▶ Broń Obcych')![0].replace(/^[A-Z]+/, '');
    // column 12 (L) is 'na pokł.': 1 before, empty after
    expect(renderSpace(s, 'pl').cells.get(`L${row(s)}`)?.value).toBe(1);
    expect(renderSpace(r.state, 'pl').cells.get(`L${row(r.state)}`)?.value ?? null).toBeNull();
    // a second weapon aboard stays there: one a landing
    const two = { ...r.state, aboard: [...r.state.aboard, WEAPON] };
    expect(legalActions(two)).not.toContainEqual({ type: 'loadWeapon' });
    expect(invariantBroken(r.state)).toBeNull();
  });

  test("it does not fit a full shuttle: 'ląduj' sees the refusal's weight", () => {
    const s = orbitWithWeapon();
    const full = { ...s, bay: { ...s.bay, resources: 80 - tableWeight(s) } };
    expect(tableWeight(full)).toBe(80);
    expect(step(full, { type: 'loadWeapon' }).refused).toEqual({ key: 'msg.shuttleFull', params: { weight: 81, capacity: 80 } });
  });

  test("'wyżej' at the artifacts row in PROM, or giving up the landing, sends it back aboard", () => {
    const loaded = act(orbitWithWeapon(), { type: 'loadWeapon' });
    const back = step(loaded, { type: 'unloadWeapon' });
    expect(back.state.message).toEqual({ key: 'msg.weaponUnloaded' });
    expect(back.state.aboard).toEqual([{ being: 'stockyCharger', indicators: {} }, WEAPON]);
    const declined = act(loaded, { type: 'decline' });
    expect(declined.aboard).toEqual([{ being: 'stockyCharger', indicators: {} }, WEAPON]);
    expect(invariantBroken(declined)).toBeNull();
  });

  test('R-LAND-02 the landing needs the Soldier in the expedition table', () => {
    const loaded = loadAll(act(orbitWithWeapon(), { type: 'loadWeapon' }), ['navigator']);
    expect(step(loaded, { type: 'land' }).refused).toEqual({ key: 'msg.landWeaponNeedsSoldier' });
    const withSoldier = loadAll(loaded, ['soldier']);
    const landing = step(withSoldier, { type: 'land' });
    expect(landing.refused).toBeUndefined();
    const down = act(landing.state, { type: 'acceptArea' });
    expect(down.phase).toBe('surface');
    // the weapon leaves the starship and lies in the shuttle on the planet
    expect(down.aboard).toEqual([{ being: 'stockyCharger', indicators: {} }]);
    expect(down.surface!.caged).toEqual([{ ...WEAPON, stowed: true, fromShip: true }]);
    expect(invariantBroken(down)).toBeNull();
    // nobody in the party yet: nobody can carry it out of the shuttle
    expect(down.party.expedition.crew).toEqual([]);
    expect(tableRows(down).find((x) => x.unit === 'artifacts')!.down).toBeNull();
    // without the weapon the Navigator alone may land
    expect(step(loadAll(orbitWithWeapon(), ['navigator']), { type: 'land' }).refused).toBeUndefined();
  });
});

describe('R-ART-03 on the planet the party takes it out of the shuttle', () => {
  test("'niżej' at the artifacts row in PROM hands it to the party (the Soldier wields it); 'wyżej' in NIESIONE puts it back", () => {
    const s = landedWithWeapon();
    expect(alienWeaponReady(s)).toBe(false);
    expect(tableRows(s).find((x) => x.unit === 'artifacts')).toEqual({ folder: 'shuttle', unit: 'artifacts', down: { type: 'takeArtifact' }, up: null, third: null });
    const taken = step(s, { type: 'takeArtifact' });
    expect(taken.state.message).toEqual({ key: 'msg.artifactTaken', params: { being: { being: 'alienWeapon' } } });
    expect(taken.state.surface!.caged).toEqual([{ ...WEAPON, fromShip: true }]);
    expect(alienWeaponReady(taken.state)).toBe(true);
    expect(tableRows(taken.state).find((x) => x.unit === 'artifacts')).toEqual({ folder: 'carried', unit: 'artifacts', down: null, up: { type: 'stowArtifact' }, third: null });
    const put = step(taken.state, { type: 'stowArtifact' });
    expect(put.state.message).toEqual({ key: 'msg.artifactPutAway', params: { being: { being: 'alienWeapon' } } });
    // put away by the player: not the note of an overloaded party
    expect(put.state.message.notes).toBeUndefined();
    expect(put.state.surface!.caged).toEqual([{ ...WEAPON, stowed: true, fromShip: true }]);
  });

  test('the party takes it only with room for its weight: room 1 is enough, room 0 is not', () => {
    const s = landedWithWeapon();
    const room = partyCapacity(s) - carriedWeight(s);
    const withRoom = (n: number) => ({ ...s, party: { ...s.party, carried: { ...s.party.carried, resources: s.party.carried.resources + room - n } } });
    expect(partyCapacity(withRoom(1)) - carriedWeight(withRoom(1))).toBe(1);
    expect(tableRows(withRoom(1)).find((x) => x.unit === 'artifacts')!.down).toEqual({ type: 'takeArtifact' });
    expect(tableRows(withRoom(0)).find((x) => x.unit === 'artifacts')!.down).toBeNull();
  });

  test("on the planet PROM's total counts every grey thing in the table, carried or stowed, and no creature", () => {
    const s = landedWithWeapon();
    const plain = { ...s, surface: { ...s.surface!, caged: [] } };
    const more = { ...s, surface: { ...s.surface!, caged: [...s.surface!.caged, { being: 'starTablet', indicators: {}, weight: 3 }, { being: 'mudGulper', indicators: {} }] } };
    // the weapon stowed (1) and the tablet carried (3)
    expect(tableWeight(more) - tableWeight(plain)).toBe(4);
    expect(tableWeight(s) - tableWeight(plain)).toBe(1);
  });

  test('away from the shuttle the artifacts do not go between the shuttle and the party', () => {
    const taken = act(landedWithWeapon(), { type: 'takeArtifact' });
    const away = { ...taken, surface: { ...taken.surface!, at: { ...taken.surface!.at, row: taken.surface!.at.row + 1 } } };
    expect(tableRows(away).find((x) => x.unit === 'artifacts')).toEqual({ folder: 'carried', unit: 'artifacts', down: null, up: null, third: null });
  });
});

describe('R-MOVE-38 R-ART-02 back aboard it gives no delivery VP', () => {
  test('the weapon taken down comes back with its VP record and no VP; a creature delivered with it gives its own', () => {
    const s = act(landedWithWeapon(), { type: 'takeArtifact' });
    const r = step(s, { type: 'liftOff' });
    expect(r.refused).toBeUndefined();
    expect(r.state.aboard).toEqual([WEAPON]);
    expect(vpNote(r.state, 'vp.delivery')).toBeUndefined();
    expect(vpNote(r.state, 'note.delivered')).toBeUndefined();
    expect(r.state.log.find((e) => e.being === 'alienWeapon')!.deeds!.delivered).toBe(1);
    expect(invariantBroken(r.state)).toBeNull();
  });

  test('R-ART-02 a weapon found on the planet and delivered records the VP it gave: 1 + 20', () => {
    const s0 = landedOnArea('suwatte', 0, 'suwatte.jungleDelta', ['soldier'], 8);
    const s = { ...s0, log: [...s0.log, { being: 'alienWeapon', met: 1, known: {} }], surface: { ...s0.surface!, caged: [{ being: 'alienWeapon', indicators: {}, weight: 1 }] } };
    const r = step(s, { type: 'liftOff' });
    expect(r.state.aboard).toEqual([{ being: 'alienWeapon', indicators: {}, weight: 1, vp: 21 }]);
    expect(r.state.message.notes).toContainEqual({ key: 'note.delivered', params: { count: 1 } });
    expect(vpNote(r.state, 'vp.delivery')).toEqual({ key: 'vp.delivery', params: { amount: '+21' } });
  });
});

describe('R-ART-03 R-SCORE-41 lost on the planet, it takes back the VP its delivery gave', () => {
  test('R-DMG-18 destroyed by a hit: −21 VP', () => {
    const s = act(landedWithWeapon(), { type: 'takeArtifact' });
    const hitting = { ...s, hitsToAssign: 1, hitRule: { source: 'being' as const } };
    const r = step(hitting, { type: 'hit', folder: 'carried', unit: 'artifacts' });
    expect(r.refused).toBeUndefined();
    expect(r.state.surface!.caged).toEqual([]);
    expect(r.state.vp).toBe(s.vp - DELIVERED_VP);
    expect(vpNote(r.state, 'vp.weaponLost')).toEqual({ key: 'vp.weaponLost', params: { amount: '−21' } });
  });

  test('R-ART-07 R-MOVE-27 left behind by an overloaded party away from the shuttle: −21 VP', () => {
    const s0 = landedWithWeapon(['soldier']);
    // unwounded, the Soldier carries 7: two Star Tablets (3 + 3) and the weapon taken last (1)
    const tablet: Specimen = { being: 'starTablet', indicators: {}, weight: 3 };
    const full = {
      ...s0,
      crew: s0.crew.map((h) => (h.id === 'soldier' ? { ...h, wounds: 0 } : h)),
      party: { ...s0.party, carried: { ...s0.party.carried, resources: 0 } },
      surface: { ...s0.surface!, at: { ...s0.surface!.at, row: s0.surface!.at.row + 1 }, caged: [tablet, tablet, { ...WEAPON, fromShip: true }] },
    };
    expect([partyCapacity(full), carriedWeight(full)]).toEqual([7, 7]);
    const r = step({ ...full, hitsToAssign: 1, hitRule: { source: 'being' as const } }, { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(r.refused).toBeUndefined();
    // the wound leaves room for 6: the weapon, taken last, is left behind
    expect(r.state.surface!.caged).toEqual([tablet, tablet]);
    expect(r.state.message.notes).toContainEqual({ key: 'note.artifactLeft', params: { being: { being: 'alienWeapon' } } });
    expect(vpNote(r.state, 'vp.weaponLost')).toEqual({ key: 'vp.weaponLost', params: { amount: '−21' } });
  });

  test('R-MOVE-03 with the party lost away from the shuttle, and R-SHUTTLE-06 with the shuttle flying back alone', () => {
    const s = act(landedWithWeapon(), { type: 'takeArtifact' });
    const kill = (x: GameState, ...ids: string[]) => ({ ...x, crew: x.crew.map((h) => (ids.includes(h.id) ? { ...h, alive: false } : h)) });
    const away = { ...s, surface: { ...s.surface!, at: { ...s.surface!.at, row: s.surface!.at.row + 1 } } };
    expect(weaponsLost(away, backToShuttle(kill(away, 'soldier', 'navigator')))).toEqual([{ ...WEAPON, fromShip: true }]);
    expect(weaponsLost(s, shuttleReturnsAlone(kill(s, 'soldier', 'navigator')))).toEqual([{ ...WEAPON, fromShip: true }]);
    // stowed in the shuttle, it survives the party lost away
    const stowed = landedWithWeapon();
    const far = { ...stowed, surface: { ...stowed.surface!, at: { ...stowed.surface!.at, row: stowed.surface!.at.row + 1 } } };
    expect(weaponsLost(far, backToShuttle(kill(far, 'soldier', 'navigator')))).toEqual([]);
    // lifting off, it comes back: nothing is lost
    expect(weaponsLost(s, act(s, { type: 'liftOff' }))).toEqual([]);
  });

  test('the whole step: the last human of the party dies away from the shuttle, the VP go with the weapon', () => {
    const s0 = act(landedWithWeapon(), { type: 'takeArtifact' });
    const navigator = s0.party.expedition.crew.find((p) => p.id === 'navigator')!;
    const s = {
      ...s0,
      bay: { ...s0.bay, crew: [navigator] },
      party: { ...s0.party, expedition: { ...s0.party.expedition, crew: s0.party.expedition.crew.filter((p) => p.id !== 'navigator') } },
      surface: { ...s0.surface!, at: { ...s0.surface!.at, row: s0.surface!.at.row + 1 } },
      crew: s0.crew.map((h) => (h.id === 'soldier' ? { ...h, wounds: 5 } : h)),
      hitsToAssign: 1,
      hitRule: { source: 'being' as const },
    };
    const r = step(s, { type: 'hit', folder: 'expedition', unit: 'soldier' });
    expect(r.refused).toBeUndefined();
    expect(r.state.crew.find((h) => h.id === 'soldier')!.alive).toBe(false);
    expect(vpNote(r.state, 'vp.weaponLost')).toEqual({ key: 'vp.weaponLost', params: { amount: '−21' } });
    expect(invariantBroken(r.state)).toBeNull();
  });
});
