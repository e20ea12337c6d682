// The terrain table (R-TERRAIN-03..33): research hours and terrain points (the chance of 1 VP at
// Earth gravity) of every feature, and the extra chances of R-TERRAIN-35..37.
import type { Gravity } from './units';
import type { BaseTerrain } from './areas';

/** Research hours and terrain point of the base terrains, on the surface. */
export const BASE_RESEARCH: Readonly<Record<string, { hours: number; point: number }>> = {
  plain: { hours: 2, point: 0.03 },
  hills: { hours: 3, point: 0.09 },
  mountains: { hours: 5, point: 0.12 },
  cliff: { hours: 13, point: 0.43 },
  solidLava: { hours: 4, point: 0.19 },
  glacier: { hours: 5, point: 0.15 },
  swamp: { hours: 7, point: 0.22 },
};

/** R-TERRAIN-06: a liquid field researched on its surface or under it. */
export const LIQUID_RESEARCH = { surface: { hours: 5, point: 0.19 }, underwater: { hours: 6, point: 0.06 } } as const;
/** R-TERRAIN-14: a cave field (researched when the expedition is in the cave). */
export const CAVE_RESEARCH = { hours: 3, point: 0.19 } as const;

/** Features added to a field: extra research hours and terrain point (solid ground / underwater / cave). */
export const FEATURE_RESEARCH = {
  river: { hours: 2, point: 0.09 },
  lake: { hours: 1, point: 0.5 },
  sparse: { hours: 2, point: 0.09, underwater: 0.12 },
  lush: { hours: 5, point: 0.16, liquidSurface: 0.12, underwater: 0.31 },
  underwaterCliff: { hours: 6, point: 0.94 },
  chasm: { hours: 2, point: 0.16, underwater: 0.43 },
  building: { hours: 2, point: 0.47, underwater: 0.43, cave: 0.56 },
  city: { hours: 10, point: 0.97, underwater: 0.94 },
} as const;

/** R-TERRAIN-01 (multipliers of R-ORBIT-06): terrain points at other gravities. */
export const POINT_GRAVITY: Readonly<Record<Gravity, number>> = { nearZero: 1 / 2, low: 1 / 1.3, earth: 1, high: 1.3, huge: 2.5 };

/** R-AREA-03, R-AREA-06, R-AREA-09: extra chances for extreme climates and fog. */
export const CLIMATE_POINT = { desert: 0.03, arctic: 0.03, fog: 0.12 } as const;

/** R-AREA-08: fog adds 2 h to research. */
export const FOG_RESEARCH_HOURS = 2;

/** R-MAP-11 (our size): a bonus field's terrain points are a quarter higher. */
export const BONUS_FIELD_FACTOR = 1.25;

/** R-MOVE-07 (our floor): research never takes less than half an hour. */
export const MIN_RESEARCH_HOURS = 0.5;

/**
 * R-TERRAIN-03..33: hours to enter a field, on foot and by Rover, by its base terrain at the
 * surface (null: the Rover cannot enter; liquid lava cannot be entered at all, R-TERRAIN-12).
 * The manual gives solidified lava one entry time (R-TERRAIN-11): ours holds for the Rover too.
 */
export const BASE_ENTRY: Readonly<Record<string, { foot: number; rover: number | null } | null>> = {
  plain: { foot: 1, rover: 0.5 },
  hills: { foot: 2, rover: 1 },
  mountains: { foot: 3, rover: 2 },
  cliff: { foot: 8, rover: null },
  liquid: { foot: 4, rover: 1 },
  solidLava: { foot: 2, rover: 2 },
  liquidLava: null,
  glacier: { foot: 3, rover: 1.5 },
  swamp: { foot: 3, rover: null },
};

/**
 * BASE_ENTRY's row of a terrain by one named read each: read by a terrain that varies, the record
 * went through V8's megamorphic cache, on each of some 2,000 entries reckoned a game (docs/SPEED.md).
 */
export function baseEntry(base: BaseTerrain): { foot: number; rover: number | null } | null | undefined {
  switch (base) {
    case 'plain': return BASE_ENTRY.plain;
    case 'hills': return BASE_ENTRY.hills;
    case 'mountains': return BASE_ENTRY.mountains;
    case 'cliff': return BASE_ENTRY.cliff;
    case 'liquid': return BASE_ENTRY.liquid;
    case 'solidLava': return BASE_ENTRY.solidLava;
    case 'liquidLava': return BASE_ENTRY.liquidLava;
    case 'glacier': return BASE_ENTRY.glacier;
    case 'swamp': return BASE_ENTRY.swamp;
  }
}

/** R-TERRAIN-14: a cave is entered on foot in 2 h; the Rover cannot enter (R-DEV-57). */
export const CAVE_ENTRY = 2;

/** R-TERRAIN-25, R-TERRAIN-28, R-TERRAIN-33: features that add entry hours (on foot and by Rover alike, R-TERRAIN-02 ours). */
export const FEATURE_ENTRY = { lush: 2, underwaterCliff: 2, city: 1 } as const;

/** R-AREA-08: fog adds 1 h to entering a field on the surface. */
export const FOG_ENTRY_HOURS = 1;

/** R-TERRAIN-06, R-TERRAIN-09: diving or surfacing takes ½ h; on the shuttle's field no time. */
export const VERTICAL_MOVE_HOURS = 0.5;

/** R-MOVE-20: circling takes at least ½ h. */
export const MIN_CIRCLING_HOURS = 0.5;

/** R-TERRAIN-44: VP per terrain type researched, by gravity, for researching all an area's types. */
export const ALL_TERRAIN_BONUS: Readonly<Record<Gravity, number>> = { nearZero: 0.2, low: 0.3, earth: 0.4, high: 0.5, huge: 1 };
/** R-TERRAIN-40 (our size): the Rover's smaller bonus, for all the types it can reach, is half. */
export const ROVER_TERRAIN_BONUS_FACTOR = 0.5;
/** R-TERRAIN-43: at least two fields must have been researched. */
export const MIN_FIELDS_FOR_TERRAIN_BONUS = 2;
