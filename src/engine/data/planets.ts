// The nine planets, their classes and their three characteristic sets each (R-SPACE-05..08,
// R-ORBIT-01..22, R-CONTENT-01..03). Content written for this edition.
import type { Gravity } from './units';

export const PLANET_IDS = ['mefisto', 'picolo', 'birss', 'suwatte', 'noweAlto', 'paleo', 'korkran', 'opoplo', 'mezo'] as const;
export type PlanetId = (typeof PLANET_IDS)[number];

/** R-SPACE-06: size classes; R-SPACE-08 codes min / mał / duż / ogr. */
export const SIZE_CLASSES = ['miniature', 'small', 'large', 'huge'] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];
/** R-SPACE-07: orbit classes by the planet's colour; codes bli / bio / odl / b.o. */
export const ORBIT_CLASSES = ['pink', 'yellow', 'blue', 'green'] as const;
export type OrbitClass = (typeof ORBIT_CLASSES)[number];

export const ATMOSPHERES = ['none', 'thin', 'normal', 'toxic', 'acid'] as const;
export type Atmosphere = (typeof ATMOSPHERES)[number];
export const HYDROGRAPHIES = [0, 25, 50, 75, 100] as const;
export type Hydrography = (typeof HYDROGRAPHIES)[number];
export type Geology = 'active' | 'calm';
export type Drain = 0 | 1 | 2 | 3 | 4;

/** R-ORBIT-04: one characteristic set. */
export interface CharacteristicSet {
  readonly gravity: Gravity;
  readonly atmosphere: Atmosphere;
  readonly hydrography: Hydrography;
  readonly geology: Geology;
  /** R-ORBIT-21..22: planetary resource drain 0–4. */
  readonly drain: Drain;
  /** R-ORBIT-02: this set gives 1 VP ('poznanie') the first time it is drawn. */
  readonly discovery: boolean;
}

export interface Planet {
  readonly id: PlanetId;
  readonly size: SizeClass;
  readonly orbit: OrbitClass;
  /** Exactly three sets, drawn with equal chance on each arrival (R-ORBIT-01). */
  readonly sets: readonly [CharacteristicSet, CharacteristicSet, CharacteristicSet];
}
