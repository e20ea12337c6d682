// Artifacts taken along (R-ART-03, R-ART-04, R-ART-06): an artifact gets its weight when it is
// obtained, and the party carries it (it counts in 'EKSPEDYCJA's weight and can force a
// redistribution); the Alien Weapon, once its working principle is recognised, is the Soldier's
// weapon (grab 9, kill 9). The grey natural objects (R-ART-09) are taken along, weigh, take hits
// and are delivered exactly as artifacts are: here 'artifact' means any grey thing carried.
import { ALIEN_WEAPON } from '../data/artifacts';
import { isGreyKind } from '../data/beings';
import { beingById } from '../data/content/bestiary';
import type { Dice } from '../rng';
import type { GameState, Specimen } from '../state';
import { specimenWith, withState, withSurface } from '../stateCopy';

/** A grey thing (R-ART-09: an artifact or a natural object) rather than a creature or a plant's part. */
export function isArtifact(being: string): boolean {
  const b = beingById(being);
  return !!b && isGreyKind(b.kind);
}

/** The artifacts the field party carries (they stay in 'surface.caged' until delivered at lift-off; not those stowed in the shuttle). */
export function carriedArtifacts(s: GameState): readonly Specimen[] {
  return (s.surface?.caged ?? []).filter(carried);
}

/** R-ART-06: the weight of the artifacts carried. */
export function artifactWeight(s: GameState): number {
  return carriedArtifacts(s).reduce((n, c) => n + (c.weight ?? 0), 0);
}

/** R-ART-03, R-ART-04: the weight an artifact gets when obtained: one of its kind's weights (none if it has none). */
export function drawWeight(being: string, dice: Dice): number {
  const weights = beingById(being)?.weights ?? [];
  return weights.length ? weights[dice.int(0, weights.length - 1)]! : 0;
}

/** R-ART-03: the Alien Weapon's working principle has been recognised (by a study of one, ours). */
export function weaponRecognised(s: GameState): boolean {
  const seen = s.log.find((e) => e.being === ALIEN_WEAPON.id)?.deeds?.seen ?? [];
  return ALIEN_WEAPON.recognisedBy.some((k) => seen.includes(k));
}

/** R-ART-03, R-CREW-21: the party carries a recognised Alien Weapon: the Soldier may wield it. */
export function alienWeaponReady(s: GameState): boolean {
  return weaponRecognised(s) && carriedArtifacts(s).some((c) => c.being === ALIEN_WEAPON.id);
}

/** A carried artifact (not stowed in the shuttle). */
const carried = (c: Specimen): boolean => isArtifact(c.being) && !c.stowed;
/** R-ART-08: not kept in a cage (specimens are of known beings: the state's schema checks their ids). */
const uncaged = (c: Specimen): boolean => beingById(c.being)!.cages === 0;
/** The index of the last specimen taken that passes the test (−1: none). */
const lastTaken = (caged: readonly Specimen[], test: (c: Specimen) => boolean): number => caged.map(test).lastIndexOf(true);

/** R-ART-08: the carried artifacts that can take a hit: not those kept in a cage. */
export function exposedArtifacts(s: GameState): readonly Specimen[] {
  return carriedArtifacts(s).filter(uncaged);
}

/**
 * R-DMG-05, R-DMG-18: an artifact takes a hit as an undamageable device does: the
 * last one taken that is not in a cage is destroyed.
 */
export function destroyArtifact(s: GameState): GameState {
  const caged = s.surface?.caged ?? [];
  const at = lastTaken(caged, (c) => carried(c) && uncaged(c));
  if (at < 0) return s;
  return withState(s, { surface: withSurface(s.surface!, { caged: caged.filter((_, i) => i !== at) }) });
}

/**
 * R-ART-06, R-MOVE-22: when the party can carry no more and only artifacts are left to put down,
 * the last one taken is put down: into the shuttle on its field (it is delivered at lift-off), or
 * left behind elsewhere (it may be met again by the normal rules, R-ART-07).
 */
export function putDownArtifact(s: GameState, inShuttle: boolean): { state: GameState; left: string | null } {
  const caged = s.surface?.caged ?? [];
  const at = lastTaken(caged, (c) => carried(c) && (c.weight ?? 0) > 0);
  if (at < 0) return { state: s, left: null };
  const rest = inShuttle ? caged.map((c, i) => (i === at ? specimenWith(c, { stowed: true }) : c)) : caged.filter((_, i) => i !== at);
  return { state: withState(s, { surface: withSurface(s.surface!, { caged: rest }) }), left: inShuttle ? null : caged[at]!.being };
}

// The Alien Weapon taken from the starship to a planet (R-LAND-02, R-ART-02, R-ART-03, R-ART-07,
// R-MOVE-27, R-MOVE-38, R-DMG-18, R-SCORE-41). In orbit it is marked 'loaded' aboard and shown in
// 'PROM'; at landing it goes into the shuttle on the planet ('fromShip'); back aboard it gives no
// delivery VP; lost on the planet, it takes the VP its delivery gave.

const isWeapon = (c: Specimen): boolean => c.being === ALIEN_WEAPON.id;

/** The artifacts in the shuttle: in orbit those loaded from the starship, on a planet those stowed there. */
export function shuttleArtifacts(s: GameState): readonly Specimen[] {
  if (s.phase === 'orbit' || s.phase === 'landing') return s.aboard.filter((c) => c.loaded);
  return (s.surface?.caged ?? []).filter((c) => isArtifact(c.being) && c.stowed);
}

/**
 * R-LAND-02, R-ART-03: in orbit a recognised Alien Weapon aboard may be put into the shuttle (one a
 * landing, ours: only the Soldier wields it); whether the Soldier goes too is checked at landing.
 */
export function canLoadWeapon(s: GameState): boolean {
  return s.phase === 'orbit' && s.menu === 'main' && !s.dressing && weaponRecognised(s) && s.aboard.some(isWeapon) && !s.aboard.some((c) => c.loaded);
}

/** Puts the Alien Weapon aboard into the shuttle (its weight counts in 'PROM'). */
export function loadWeapon(s: GameState): GameState {
  const at = s.aboard.findIndex(isWeapon);
  return withState(s, { aboard: s.aboard.map((c, i) => (i === at ? specimenWith(c, { loaded: true }) : c)) });
}

/** 'wyżej' at the artifacts row of 'PROM' in orbit, or the shuttle emptied: the weapon stays aboard. */
export function unloadArtifacts(s: GameState): GameState {
  if (!s.aboard.some((c) => c.loaded)) return s;
  return withState(s, { aboard: s.aboard.map((c) => (c.loaded ? specimenWith(c, { loaded: false }) : c)) });
}

/** R-LAND-02: a loaded weapon needs the Soldier in the expedition table. */
export const weaponWithoutSoldier = (s: GameState, crew: readonly { id: string }[]): boolean =>
  s.aboard.some((c) => c.loaded) && !crew.some((p) => p.id === ALIEN_WEAPON.wielder);

/** At landing the loaded weapon leaves the starship and lies in the shuttle on the planet. */
export function landedArtifacts(s: GameState): { aboard: readonly Specimen[]; caged: readonly Specimen[] } {
  const down = s.aboard.filter((c) => c.loaded).map((c) => specimenWith(c, { loaded: false, stowed: true, fromShip: true }));
  return { aboard: s.aboard.filter((c) => !c.loaded), caged: down };
}

/** 'niżej' at the artifacts row of 'PROM' on the shuttle's field: the party takes the last one stowed. */
export function takeStowed(s: GameState): GameState {
  const caged = s.surface?.caged ?? [];
  const at = lastTaken(caged, (c) => isArtifact(c.being) && !!c.stowed);
  if (at < 0) return s;
  return withState(s, { surface: withSurface(s.surface!, { caged: caged.map((c, i) => (i === at ? specimenWith(c, { stowed: false }) : c)) }) });
}

/** 'wyżej' at the artifacts row of 'NIESIONE' on the shuttle's field: the last one taken goes into the shuttle. */
export function stowCarried(s: GameState): GameState {
  const caged = s.surface?.caged ?? [];
  const at = lastTaken(caged, carried);
  if (at < 0) return s;
  return withState(s, { surface: withSurface(s.surface!, { caged: caged.map((c, i) => (i === at ? specimenWith(c, { stowed: true }) : c)) }) });
}

/** The weapons taken from the starship that are on the planet now. */
const fromShip = (s: GameState): readonly Specimen[] => (s.surface?.caged ?? []).filter((c) => c.fromShip);

/**
 * R-ART-03, R-ART-07, R-MOVE-27, R-DMG-18, R-SCORE-41: a weapon taken from the starship that a
 * step lost (destroyed, left behind, lost with the party or the shuttle) takes back the VP its
 * delivery gave. Back aboard after a lift-off it is not lost: the lift-off brings everything on
 * the planet aboard, so the starship then holds more specimens than before.
 */
export function weaponsLost(before: GameState, after: GameState): readonly Specimen[] {
  const had = fromShip(before);
  if (had.length === 0) return [];
  if (after.surface) {
    const left = fromShip(after).length;
    return had.slice(left);
  }
  return after.aboard.length > before.aboard.length ? [] : had;
}
