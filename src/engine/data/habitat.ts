// What a habitat line looks at (R-ENC-02, R-HAB-00): the place where the party spends an hour,
// seen at its layer. A habitat line (content/habitats.ts) turns a site into a multiple of the
// base chance: 0 where the being does not live, 1 for the plain 2.7%, ×2, ÷6 and so on.
import type { Atmosphere, Hydrography } from './planets';
import type { BaseTerrain, Climate } from './areas';
import type { Gravity } from './units';

export interface Site {
  readonly gravity: Gravity;
  readonly atmosphere: Atmosphere;
  readonly hydrography: Hydrography;
  readonly climate: Climate;
  /** Fog lies on the surface only (R-AREA-07). */
  readonly fog: boolean;
  readonly layer: 'surface' | 'underwater' | 'cave';
  /** The base terrain at this layer: null in a cave; 'liquid' on and under a liquid. */
  readonly terrain: BaseTerrain | null;
  /** The map field's base terrain whatever the layer (the ground above a cave). */
  readonly ground: BaseTerrain;
  /** Vegetation at this layer: under a liquid its underwater vegetation, on it the emergent ('wyn', as sparse). */
  readonly vegetation: 'none' | 'sparse' | 'lush';
  readonly river: boolean;
  readonly lake: boolean;
  /** A chasm ('PRZ'); on a liquid field it lies underwater (R-MAP-08). */
  readonly chasm: boolean;
  readonly underwaterCliff: boolean;
  /** An alien building at this layer (in a cave: 'BOjask.'). */
  readonly building: boolean;
  readonly city: boolean;
  /** 'w okolicy': on this field or one of its six neighbours. */
  readonly near: { readonly vegetation: boolean; readonly liquidLava: boolean };
  /** Anywhere in the area: any vegetation; an alien city not yet researched (R-HAB-52). */
  readonly area: { readonly vegetation: boolean; readonly unresearchedCity: boolean };
  /** A forced march or circling (R-ENC-12), not research. */
  readonly march: boolean;
}

/** A habitat line: the multiple of the base chance at a site (0: not met there). */
export type Habitat = (x: Site) => number;

/** R-ENC-05: the typical chance of one being on the landing field, for one research. */
export const BASE_ENCOUNTER_CHANCE = 0.027;
