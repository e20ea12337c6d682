// Artifacts taken along (R-ART-03, R-ART-04, R-ART-06): an artifact gets its weight when it is
// obtained, and the party carries it (it counts in 'EKSPEDYCJA's weight and can force a
// redistribution); the Alien Weapon, once its working principle is recognised, is the Soldier's
// weapon (grab 9, kill 9).
import { ALIEN_WEAPON } from '../data/artifacts';
import { beingById } from '../data/content/bestiary';
import type { Dice } from '../rng';
import type { GameState, Specimen } from '../state';

/** An artifact (grey) rather than a creature or a plant's part. */
export const isArtifact = (being: string): boolean => beingById(being)?.kind === 'artifact';

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
  return { ...s, surface: { ...s.surface!, caged: caged.filter((_, i) => i !== at) } };
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
  const rest = inShuttle ? caged.map((c, i) => (i === at ? { ...c, stowed: true } : c)) : caged.filter((_, i) => i !== at);
  return { state: { ...s, surface: { ...s.surface!, caged: rest } }, left: inShuttle ? null : caged[at]!.being };
}
