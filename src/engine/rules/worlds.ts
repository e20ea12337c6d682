// Randomized worlds (issue 14 point 5): an option of a new game that gives each planet the
// content of another planet of its orbit class — its three characteristic sets, its size class,
// its landing areas and so the creatures met on them — drawn from the game's seed. The planets
// keep their names, places and colours, so the routes and the time bonuses stay the manual's; a
// colour still tells the orbit (R-SPACE-07), and a size still tells the gravity to expect
// (R-SPACE-06), because the size travels with the sets.
import { PLANET_IDS, type PlanetId } from '../data/planets';
import { PLANETS } from '../data/content/planets';
import { Dice, seedRng } from '../rng';
import type { GameState } from '../state';

/** Which planet's content each planet has; every planet its own in a classic game. */
export type Worlds = Readonly<Record<PlanetId, PlanetId>>;

/** Mixed into the seed so the shuffle does not share its draws with the game's own generator. */
const WORLDS_SALT = 0x5eed_0b1d;

/**
 * A 32-bit mix of the seed (the finaliser of MurmurHash3): the generator's first draws from
 * neighbouring seeds are alike, and without it half the shuffles never came up (the test counts them).
 */
function mix(x: number): number {
  let h = x | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

/** The planets of each orbit class, in PLANET_IDS order. */
export function orbitClasses(): PlanetId[][] {
  const by = new Map<string, PlanetId[]>();
  for (const p of PLANET_IDS) by.set(PLANETS[p].orbit, [...(by.get(PLANETS[p].orbit) ?? []), p]);
  return [...by.values()];
}

/** The shuffle a seed gives: a permutation within each orbit class, never every planet its own. */
export function shuffleWorlds(seed: number): Worlds {
  const dice = new Dice(seedRng(mix(seed ^ WORLDS_SALT)));
  for (;;) {
    const out = {} as Record<PlanetId, PlanetId>;
    for (const cls of orbitClasses()) {
      const pool = [...cls];
      // Fisher–Yates
      for (let i = pool.length - 1; i > 0; i--) {
        const j = dice.int(0, i);
        [pool[i], pool[j]] = [pool[j]!, pool[i]!];
      }
      cls.forEach((p, i) => (out[p] = pool[i]!));
    }
    if (PLANET_IDS.some((p) => out[p] !== p)) return out;
  }
}

/** Whose content a planet has in this game. */
export function contentOf(s: Pick<GameState, 'worlds'>, planet: PlanetId): PlanetId {
  return s.worlds?.[planet] ?? planet;
}

/** A shuffle as the rules allow it: a permutation of the planets that keeps every orbit class (a save is untrusted). */
export function validWorlds(w: Worlds): boolean {
  const targets = PLANET_IDS.map((p) => w[p]);
  return new Set(targets).size === PLANET_IDS.length && PLANET_IDS.every((p) => PLANETS[w[p]].orbit === PLANETS[p].orbit);
}
