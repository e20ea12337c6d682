// The field the expedition stands on (until marches exist: the landing field) and what kind of
// area it is in.
import { isAllLiquid, parseMap, withoutAbsent, type AreaField } from '../data/areas';
import type { GameState } from '../state';
import { areaById } from '../data/content/areas';

/** The landing field as it turned out (maybe terrains resolved). */
export function landingField(s: GameState): { field: AreaField; row: number; col: number } | null {
  const area = s.surface ? areaById(s.surface.area) : undefined;
  if (!area || !s.surface) return null;
  const { row, col } = area.shuttle;
  const raw = parseMap(area.map).fields[row - 1]![col - 1]!;
  const absent = raw.maybe.filter((m) => s.surface!.absent.includes(`${row}:${col}:${m}`));
  return { field: withoutAbsent(raw, absent), row, col };
}

/** The field the party stands on, and whether its area is wholly covered with liquid (R-AREA-01). */
export function standingField(s: GameState): { field: AreaField; row: number; col: number; allLiquid: boolean } | null {
  const lf = landingField(s);
  const area = s.surface ? areaById(s.surface.area) : undefined;
  return lf && area ? { ...lf, allLiquid: isAllLiquid(area) } : null;
}
